#!/usr/bin/env python3
"""Ctrl-C (SIGINT) ends play at once and leaves a sane terminal: the shell's echo and canonical
mode are back and the exit status is 130."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402


def test(binary):
    s = TmuxSession(binary, ["--ai", "random", "--seed", "9"])
    try:
        s.wait_turn()
        s.send("C-c")
        screen = s.wait_for("STTY-END")
        require("EXIT=130" in screen, "Ctrl-C must exit with status 130", screen)
        modes = screen[screen.index("EXIT="):]
        require(re.search(r"(^|\s)icanon(\s|$)", modes), "canonical mode not restored", screen)
        require(re.search(r"(^|\s)echo(\s|$)", modes), "echo not restored", screen)
        require("Your hand" not in screen, "the table must be gone after exit", screen)
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
