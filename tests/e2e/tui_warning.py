#!/usr/bin/env python3
"""A warning too long for the header (a save that could not be resumed, with the path it was
moved to) is cut in the header with a pointer to the log, and the log holds the whole text,
wrapped to the side panel."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TmuxSession, require, run  # noqa: E402

PANEL_X = 67  # the side panel's text starts after its border at 100 columns


def test(binary):
    with temp_home() as home:
        state = os.path.join(home, "state", "schnapsen")
        os.makedirs(state)
        with open(os.path.join(state, "match.save"), "w") as f:
            f.write("not a save at all\n")
        s = TmuxSession(binary, ["--ai", "random", "--seed", "3", "--fast", "--first-dealer",
                                 "ai"], home=home)
        try:
            screen = s.wait_turn()
            header = s.rows()[0]
            require("(see log)" in header, "a cut warning must point to the log", screen)
            panel = "".join(r[PANEL_X:] for r in s.rows()[1:s.height - 2])
            squeezed = re.sub(r"\s+", "", panel)
            want = "Warning:thesavedmatchcouldnotberesumed"
            require(want in squeezed, "the log must hold the warning", screen)
            whole = "itwasmovedto" + os.path.join(state, "match.save.bad")
            require(whole in squeezed, "the log must hold the whole warning, to its end", screen)
            s.quit()
        finally:
            s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
