#!/usr/bin/env python3
"""--speed: the AI's pauses. With seed 4 and the player dealing, the AI closes the talon and
leads before it is the player's turn: two pauses (an action, then a card), 1.3 s at normal
speed, 2.5 s at slow (set here in the settings file) and none with --fast. Only lower bounds
are checked for the pauses (a loaded machine only makes them longer); --fast must come before
the shortest normal wait."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home, write_settings  # noqa: E402
from tmux_session import TmuxSession, require, run  # noqa: E402

ARGS = ["--ai", "random", "--seed", "4", "--first-dealer", "me"]


def time_to_turn(binary, extra, settings=None):
    with temp_home() as home:
        if settings:
            write_settings(home, settings)
        s = TmuxSession(binary, ARGS + extra, home=home)
        try:
            s.wait_for("Talon")
            start = time.monotonic()
            screen = s.wait_turn()
            took = time.monotonic() - start
            require("closes the talon" in screen, "seed 4: the AI closes first", screen)
            s.quit()
            return took
        finally:
            s.close()


def test(binary):
    # The clock starts when "Talon" is first seen, which may be a poll (50 ms) or more after the
    # first pause began, and a loaded machine only adds time: so lower bounds with room to
    # spare, and fast (the quicker of two runs) must save most of normal's pauses.
    fast = min(time_to_turn(binary, ["--fast"], 'speed = "slow"\n'),  # the flag over the file
               time_to_turn(binary, ["--fast"]))
    normal = time_to_turn(binary, [])
    slow = time_to_turn(binary, [], 'speed = "slow"\n')
    print("fast %.2f s, normal %.2f s, slow %.2f s" % (fast, normal, slow))
    require(normal >= 1.0, "normal: 0.8 s after closing and 0.5 s after the lead (%.2f s)" % normal)
    require(slow >= 2.0, "slow (from the settings file): 1.5 s and 1.0 s (%.2f s)" % slow)
    require(fast < normal - 0.6, "--fast: no pauses (took %.2f s, normal %.2f s)" % (fast, normal))


if __name__ == "__main__":
    run(test, sys.argv[1])
