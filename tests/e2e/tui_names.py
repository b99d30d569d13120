#!/usr/bin/env python3
"""Names are laid out by display width: wide characters (李小龍李小) keep the side panel and the
table in their columns, and under LANG=C a name with accents is shown in plain letters
(Jürgen as Jurgen) without spilling into the next row."""
import os
import re
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402

PANEL_X = 66  # at 100 columns the side panel's border is in column 66


def char_width(c):
    if unicodedata.combining(c):
        return 0
    return 2 if unicodedata.east_asian_width(c) in "WF" else 1


def width(row):
    return sum(char_width(c) for c in row)


def char_at(row, column):
    """The character drawn in display column `column` of `row` ("" past the end)."""
    at = 0
    for c in row:
        if at == column:
            return c
        at += char_width(c)
        if at > column:
            return ""  # inside a wide character
    return ""


def check_layout(s, border, screen):
    rows = s.rows()[:s.height]
    for i, row in enumerate(rows):
        require(width(row) <= s.width, "row %d is wider than the screen" % i, screen)
    for i in range(1, s.height - 2):
        require(char_at(rows[i], PANEL_X) == border,
                "row %d: the side panel's border is out of its column" % i, screen)
    require(re.search(r"Points to go +\d+ +\d+", screen), "the tally rows are broken", screen)
    require(re.search(r"Tricks +\d+ +\d+", screen), "the tally rows are broken", screen)


def test(binary):
    args = ["--ai", "random", "--seed", "4", "--fast", "--first-dealer", "ai"]
    s = TmuxSession(binary, args + ["--names", " 李小龍李小 , Bob"])
    try:
        screen = s.wait_turn()
        require("李小龍李小 vs Bob" in screen, "the header names both, trimmed", screen)
        check_layout(s, "│", screen)
        screen = s.press("1")  # a trick with the name under a card
        check_layout(s, "│", screen)
        s.quit()
    finally:
        s.close()

    # Names wider than their tally column are cut, and the two stay apart.
    s = TmuxSession(binary, args + ["--names", "Maximilianus,李小龍李小"])
    try:
        screen = s.wait_turn()
        check_layout(s, "│", screen)
        require(re.search(r"│ +Maximilia +李小龍李$", screen, re.M), "the tally names must stay "
                "apart, cut to their columns", screen)
        s.quit()
    finally:
        s.close()

    s = TmuxSession(binary, args + ["--names", "Jürgen,Bob"],
                    extra_env={"LANG": "C", "LC_ALL": "C"})
    try:
        screen = s.wait_turn()
        require("Jurgen vs Bob" in screen, "LANG=C: accents are dropped, not garbled", screen)
        require("J  rgen" not in screen and "J?rgen" not in screen, "garbled name", screen)
        check_layout(s, "|", screen)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
