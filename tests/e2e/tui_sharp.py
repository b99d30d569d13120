#!/usr/bin/env python3
"""Sharp rules (R9.2): won tricks stay face down, the last trick cannot be looked at, and no
running score is shown; the help summarises the sharp rule set."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402


def test(binary):
    s = TmuxSession(binary, ["--rules", "sharp", "--ai", "random", "--seed", "4", "--fast",
                             "--first-dealer", "ai"])
    try:
        screen = s.wait_turn()
        require("sharp rules" in screen, "the header must name the rules", screen)
        s.send("1")  # lead; the random AI follows at once
        screen = s.wait_for(lambda scr: re.search(r"wins? the trick", scr))
        # R9.2: the log says who won the trick, never its points.
        require(re.search(r"wins? the trick \(\d+\)", screen) is None,
                "sharp: the log must not show a trick's points", screen)
        s.wait_turn()
        bar = s.rows()[s.height - 1]
        require("t tricks" not in bar and "p last" not in bar, "sharp: no t or p in the key bar",
                bar)
        require("q quit" in bar, "the key bar must be there", bar)
        s.send("t")
        s.wait_for("won tricks lie face down")
        s.send("p")
        s.wait_for("turned face down at once")
        require("Last trick" not in s.screen(), "sharp: a finished trick is not shown")
        require("Your score" not in s.screen(), "sharp: no running score", s.screen())
        s.send("?")
        screen = s.wait_for("Help")
        for _ in range(12):  # should the help scroll, Down shows the rest
            s.send("Down")
        screen = s.wait_for("no running score")
        require("lead the King." in screen, "the help must give the sharp marriage rule", screen)
        s.send("Enter")
        s.wait_for(lambda scr: "Press Enter to go back" not in scr)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
