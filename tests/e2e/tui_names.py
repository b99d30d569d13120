#!/usr/bin/env python3
"""Names are laid out by display width: wide characters (李小龍李小) keep the side panel and the
table in their columns, and under LANG=C a name with accents is shown in plain letters
(Jürgen as Jurgen) without spilling into the next row. At 80 columns a level's name is whole in
the side panel, and the note under a trick ("Maximilianus wins the trick (21)") takes two rows
where it does not fit one, in English and German."""
import os
import re
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TURN, TmuxSession, require, run  # noqa: E402

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

    # Long names: the second column widens for the second name and the first name reaches into
    # the labels' column, so both are shown whole and apart.
    s = TmuxSession(binary, args + ["--names", "Maximilianus,李小龍李小"])
    try:
        screen = s.wait_turn()
        check_layout(s, "│", screen)
        require(re.search(r"│ +Maximilianus +李小龍李小$", screen, re.M), "the tally names "
                "must be whole and apart", screen)
        s.quit()
    finally:
        s.close()

    # At 80 columns the side panel is narrowest: a level's name is whole all the same.
    for level in ("beginner", "skilled"):
        s = TmuxSession(binary, ["--ai", level, "--seed", "4", "--fast", "--first-dealer", "ai"],
                        width=80, height=24)
        try:
            screen = s.wait_turn()
            require(re.search(r"│ +You +AI %s$" % level, screen, re.M),
                    "the side panel cuts the name at 80 columns", screen)
            s.quit()
        finally:
            s.close()

    # At 80 columns the note under a trick takes two rows where a long name's does not fit one.
    for lang, note in (("en", "Maximilianus wins the trick (21)"),
                       ("de", "Maximilianus macht den Stich (21)")):
        s = TmuxSession(binary, ["--hotseat", "--names", "Maximilianus,Ben", "--seed", "3",
                                 "--fast", "--first-dealer", "me", "--lang", lang],
                        width=80, height=24)
        try:
            s.wait_for("Enter")  # the privacy screen: Ben's hand on Enter
            # Ben leads his first card; Maximilianus, shown her hand, takes the trick with hers
            # and leads next. Each key is taken at the frame that waits for it.
            for key in ("Enter", "1", "Enter"):
                s.take(key)
            screen = s.take("1")
            require("Maximilianus (your turn)" in screen or
                    "Maximilianus (du bist dran)" in screen, "Maximilianus leads next", screen)
            # The trick's column, its rows joined (the log in the side panel has the note too).
            trick = " ".join(r[19:45].strip() for r in s.rows(screen))
            require(note in trick, "the trick's note is cut at 80 columns", screen)
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

    check_saved_names(binary)


RECORD = ("schnapsen-record 1\nrules soft\ndealer 0\n"
          "deck Kc Td Jh Ac As Qc Ks Qd Jd Kh Tc Qh Th Qs Js Ad Kd Jc Ts Ah\n1 play Jd\n0 play Ac\n")


def save_text(name):
    """A save of a match against the random AI, hand 1 after one trick; seat 0 named `name`."""
    return (b"# schnapsen-save 1\n# match-id 0123456789abcdef\n# rules soft\n"
            b"# bummerls-to-lose 1\n# schneider-bummerl off\n# seed 1\n# hands-played 0\n"
            b"# dealer 0\n# points 7 7\n# bummerls 0 0\n# seat0-kind human\n# seat0-level -\n"
            b"# seat0-name " + name + b"\n# seat1-kind ai\n# seat1-level random\n"
            b"# seat1-name AI random\n" + RECORD.encode())


def check_saved_names(binary):
    """A save whose name --names would refuse (500 characters, C1 controls) is not resumed: the
    table says why and starts afresh, its side panel whole, no control sequence acted on (the pane
    title stays). A save with a good name (Juergen with an umlaut) is resumed with it."""
    for name, good in (("Jürgen".encode(), True), (b"x" * 500, False),
                       (b"\xc2\x9d0;PWN\xc2\x9c\xc2\x9b2J", False)):
        with temp_home() as home:
            state = os.path.join(home, "state", "schnapsen")
            os.makedirs(state)
            with open(os.path.join(state, "match.save"), "wb") as f:
                f.write(save_text(name))
            s = TmuxSession(binary, ["--ai", "random", "--fast", "--seed", "3", "--first-dealer",
                                     "ai"], home=home)
            try:
                screen = s.wait_for(lambda scr: "y: resume it" in scr or TURN in scr)
                if good:
                    require("y: resume it" in screen and "Jürgen" in screen,
                            "a save with a good name is offered with it", screen)
                    s.send("y")
                    screen = s.wait_turn()
                    require("Jürgen vs" in screen, "the resumed match shows the name", screen)
                else:
                    require("y: resume it" not in screen,
                            "a save with a name --names refuses was offered for resuming", screen)
                    require("could not be resumed" in screen,
                            "the table says why the save is not resumed", screen)
                    require(screen.count("x") < 60, "the long name reached the table", screen)
                check_layout(s, "│", screen)
                title = s.tmux("display-message", "-p", "-t", "main", "#{pane_title}")
                require("PWN" not in title, "a control sequence set the title: " + title, screen)
                s.quit()
            finally:
                s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
