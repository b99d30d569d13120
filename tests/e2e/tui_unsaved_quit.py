#!/usr/bin/env python3
"""A match that is not saved never promises a save: with --separate or an unusable state
directory, the quit question from the second hand on (when the start's warning has gone) says
the game is not saved, never "The match is saved and can be resumed"; and no save appears."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, play_hand, require, run  # noqa: E402

SAVED = "saved and can be resumed"


def quit_in_second_hand(binary, args, extra_env=None):
    s = TmuxSession(binary, ["--ai", "random", "--seed", "7", "--fast", "--first-dealer", "ai"]
                    + args, extra_env=extra_env)
    try:
        s.wait_turn()
        s.send("q")
        first = s.wait_for("Quit?")
        require(SAVED not in first, "hand 1: a save is promised", first)
        s.send("n")
        play_hand(s)
        s.send("Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr)
        s.wait_turn()
        def second(screen):
            require(SAVED not in screen, "hand 2: a save is promised", screen)
            require("not saved" in screen or "Beware" in screen,
                    "hand 2: the quit question must say it is not saved, or why", screen)
        s.quit(question=second)
        save = os.path.join(s.home, "state", "schnapsen", "match.save")
        require(not os.path.exists(save), "a save appeared: " + save)
    finally:
        s.close()


def test(binary):
    quit_in_second_hand(binary, ["--separate"])
    # The state directory's place is a regular file: the lock cannot be taken, nothing saved.
    blocker = os.path.join(os.environ.get("TMPDIR", "/tmp"), "schnapsen-e2e-blocker-%d" % os.getpid())
    with open(blocker, "w") as f:
        f.write("not a directory\n")
    try:
        quit_in_second_hand(binary, [], {"XDG_STATE_HOME": os.path.join(blocker, "state")})
    finally:
        os.unlink(blocker)


if __name__ == "__main__":
    run(test, sys.argv[1])
