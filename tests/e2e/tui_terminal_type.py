#!/usr/bin/env python3
"""A terminal that cannot show the table is refused with a message of its own, before anything is
drawn, when the table is asked for (--tui: without it, TERM=dumb and no TERM choose line mode,
tests/e2e/line_mode.py): TERM=dumb (no cursor addressing), a TERM unknown to terminfo, and no
TERM at all."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402


def test(binary):
    cases = [("dumb", "cannot place the cursor"),
             ("no-such-terminal-xyz", "is not known to this system's terminfo"),
             ("", "TERM is not set")]
    for term, words in cases:
        s = TmuxSession(binary, ["--fast", "--tui"], extra_env={"TERM": term})
        try:
            screen = s.wait_for("EXIT=")
            require("EXIT=1" in screen, "TERM=%r must exit with status 1" % term, screen)
            require(words in screen, "TERM=%r: the message must say %r" % (term, words), screen)
            require("Error opening terminal" not in screen, "no bare ncurses error", screen)
            require(not os.path.exists(os.path.join(s.home, "state", "schnapsen", "match.save")),
                    "no match may be started", screen)
        finally:
            s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
