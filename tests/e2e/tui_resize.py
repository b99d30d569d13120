#!/usr/bin/env python3
"""Resizing: below 80x24 the table gives way to a "terminal too small" message; growing back
redraws the whole table."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402


def test(binary):
    s = TmuxSession(binary, ["--ai", "random", "--seed", "5", "--fast"])
    try:
        s.wait_turn()
        s.resize(60, 20)
        screen = s.wait_for("Terminal too small")
        require("Your hand" not in screen, "the table must not be drawn when too small", screen)
        s.resize(100, 30)
        screen = s.wait_for(lambda scr: "Your hand" in scr and "q quit" in scr)
        require("too small" not in screen, "the message must go when the size is fine", screen)
        require("Talon" in screen and "Bummerl" in screen, "the table is incomplete", screen)
        s.resize(80, 24)
        screen = s.wait_for(lambda scr: "Your hand" in scr and "q quit" in scr)
        require(all(len(r) <= 80 for r in screen.split("\n")), "a row is wider than 80", screen)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
