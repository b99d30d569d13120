#!/usr/bin/env python3
"""Card sizes: from 120x36 the table draws the large card face (label in two corners, the suit
in the middle, five rows), below it the small one (│10♥│); a resize switches at once, and with
--ascii the large face is drawn in ASCII too."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402

SUIT = "[♣♦♥♠]"
# Large: the label top left ("│10♥  │"), the suit alone in the middle, the label bottom right.
LARGE_TOP = re.compile(r"│(10|[AKQJ])%s +│" % SUIT)
LARGE_MIDDLE = re.compile(r"│  %s  │" % SUIT)
LARGE_BOTTOM = re.compile(r"│ +(10|[AKQJ])%s│" % SUIT)
SMALL = re.compile(r"│ ?(10|[AKQJ])%s│" % SUIT)


def large_hand(screen):
    """Five large own cards: each face row shows five times in the hand."""
    rows = screen.split("\n")
    return (max(len(LARGE_TOP.findall(r)) for r in rows) >= 4
            and max(len(LARGE_MIDDLE.findall(r)) for r in rows) >= 4
            and max(len(LARGE_BOTTOM.findall(r)) for r in rows) >= 4)


def small_hand(screen):
    return max(len(SMALL.findall(r)) for r in screen.split("\n")) >= 4


def test(binary):
    args = ["--ai", "random", "--seed", "5", "--fast", "--first-dealer", "ai"]
    s = TmuxSession(binary, args, width=130, height=40)
    try:
        screen = s.wait_turn()
        require(large_hand(screen), "130x40 must show large cards", screen)
        require(not small_hand(screen), "no small card faces at 130x40", screen)
        require(all(len(r) <= 130 for r in screen.split("\n")), "a row is too wide", screen)
        s.resize(119, 40)  # one column short of the large cards
        screen = s.wait_for(lambda scr: small_hand(scr) and "q quit" in scr)
        require(not large_hand(screen), "119x40 must show small cards", screen)
        s.resize(120, 36)  # the threshold
        screen = s.wait_for(lambda scr: large_hand(scr) and "q quit" in scr)
        screen = s.press("1")  # a card to the trick: large there too
        require(LARGE_MIDDLE.search(screen), "the trick's cards are large", screen)
        s.resize(120, 35)
        s.wait_for(lambda scr: small_hand(scr) and "q quit" in scr)
        s.quit()
    finally:
        s.close()

    s = TmuxSession(binary, args + ["--ascii"], width=140, height=45)
    try:
        screen = s.wait_turn()
        rows = screen.split("\n")
        require(max(len(re.findall(r"\|  [cdhs]  \|", r)) for r in rows) >= 4,
                "--ascii: the large face shows the suit letter in the middle", screen)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
