#!/usr/bin/env python3
"""The German table on the binary as it is built: scripts/test runs this on the program that
scripts/play's own build makes (the `schnapsen` target alone, with no catalogue left from an
earlier build), and ctest on the full build. `--lang de` must give the German table at once,
with no warning that German is missing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402


def test(binary):
    s = TmuxSession(binary, ["--lang", "de", "--ai", "random", "--seed", "7", "--fast",
                             "--first-dealer", "ai"], width=80, height=24)
    try:
        screen = s.wait_for(lambda scr: "(du bist dran)" in scr or "q quit" in scr)
        require("German is not available" not in screen, "the catalogue is missing", screen)
        require("Du gegen KI random" in screen and "(du bist dran)" in screen,
                "the table is not German", screen)
        require("q Ende" in s.rows(screen)[s.height - 1], "the key bar is not German", screen)
        s.send("q")
        s.wait_for("Aufh")
        s.send("j")
        done = s.wait_for("EXIT=")
        require("EXIT=0" in done, "quitting with j must exit 0", done)
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
