#!/usr/bin/env python3
"""The end of a match is told in one box: the Bummerl that ends it goes into the match-over box
(no separate Bummerl box just before it), which says who won the Bummerl and the match."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TestFailure, TmuxSession, require, run  # noqa: E402


def test(binary):
    s = TmuxSession(binary, ["--ai", "random", "--seed", "11", "--fast", "--bummerls", "1"])
    try:
        s.wait_for("Your hand")
        boxes = []  # the titles of the boxes seen, in order
        deadline = time.monotonic() + 120
        while True:
            if time.monotonic() > deadline:
                raise TestFailure("the match did not end; boxes: %r" % boxes)
            screen = s.wait_stable(quiet=0.15)
            if "Match over" in screen:
                break
            box = "Press Enter to continue" in screen or "Enter: continue" in screen
            if box and " over" in screen:
                boxes.append("Bummerl over" if "Bummerl over" in screen else "Hand over")
            if box:
                s.send("Enter")
            elif "Reviewing the hand" in screen or "is thinking" in screen:
                continue
            else:
                for key in "12345":
                    s.send(key)
        require("Bummerl over" not in boxes, "a Bummerl box came before the match's: %r"
                % boxes, screen)
        require("win the match" in screen or "wins the match" in screen, "the winner", screen)
        require("chalk" in screen and "the Bummerl" in screen,
                "the match-over box tells the last Bummerl", screen)
        s.send("Enter")
        s.wait_for("Play again?")
        s.send("n")
        s.wait_for("EXIT=0")
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
