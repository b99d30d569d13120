#!/usr/bin/env python3
"""Saved matches in play: progress is saved after every action, quitting says so, the next start
offers to resume and goes on where play stopped; --new starts afresh; a save that cannot be
written shows a warning line in the table and play goes on."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TmuxSession, require, run  # noqa: E402

ARGS = ["--ai", "random", "--seed", "22", "--fast", "--first-dealer", "ai"]


def tricks_line(screen):
    """Tricks taken by both seats, from the side panel's "Tricks" row."""
    match = re.search(r"│Tricks\s+(\d+)\s+(\d+)", screen)
    require(match is not None, "no trick counts on the table", screen)
    return int(match.group(1)) + int(match.group(2))


def test(binary):
    with temp_home() as home:
        s = TmuxSession(binary, ARGS, home=home)
        try:
            s.wait_turn()
            s.send("1")  # lead; the random AI answers at once
            s.wait_for(lambda scr: tricks_line(scr) == 1)
            done = s.quit()
            require("Match saved" in done, "quit must report the save", done)
        finally:
            s.close()
        save = os.path.join(home, "state", "schnapsen", "match.save")
        require(os.path.exists(save), "no save file at " + save)

        # q or Esc at the resume question quits and keeps the save as it was.
        with open(save) as f:
            saved_text = f.read()
        for key in ("Escape", "q"):
            s = TmuxSession(binary, ARGS, home=home)
            try:
                s.wait_for("y: resume it")
                s.send(key)
                done = s.wait_for("EXIT=")
                require("EXIT=0" in done, "%s at the resume question must quit" % key, done)
            finally:
                s.close()
            with open(save) as f:
                require(f.read() == saved_text, "%s at the resume question changed the save" % key)

        s = TmuxSession(binary, ARGS, home=home)
        try:
            screen = s.wait_for("y: resume it")
            require("You vs AI random" in screen, "the offer names the match", screen)
            s.send("y")
            screen = s.wait_turn()
            require(tricks_line(screen) == 1, "the resumed hand must go on after trick 1", screen)
            # The resumed hand's past is in the log.
            screen = s.wait_for("Match resumed")
            require("You lead" in screen, "the log must show the hand so far", screen)
            s.quit()
        finally:
            s.close()

        s = TmuxSession(binary, ARGS + ["--new"], home=home)
        try:
            screen = s.wait_turn()
            require("y: resume it" not in screen, "--new must not offer the save", screen)
            require(tricks_line(screen) == 0, "--new starts a fresh hand", screen)
            s.quit()
        finally:
            s.close()

    # Quitting while the AI's lead waits for an answer: after resuming, that card is on the
    # table again (not only in the log) and the prompt asks to answer it.
    with temp_home() as home:
        follow_args = ["--ai", "random", "--seed", "22", "--fast", "--first-dealer", "me"]
        s = TmuxSession(binary, follow_args, home=home)
        try:
            screen = s.wait_for(lambda scr: re.match(r" (Your turn: a|A)nswer ",
                                                     s.message_row(scr)))
            led = re.search(r"[Aa]nswer (\S+)", s.message_row(screen)).group(1)
            s.quit()
        finally:
            s.close()
        s = TmuxSession(binary, follow_args, home=home)
        try:
            s.wait_for("y: resume it")
            s.send("y")
            screen = s.wait_for("Match resumed")
            s.wait_for(lambda scr: ("nswer " + led) in s.message_row(scr))
            table = screen.split("Your hand")[0]
            require(re.search("│ *%s│" % re.escape(led), table) is not None,
                    "the card led before quitting (%s) must be on the table" % led, screen)
            s.quit()
        finally:
            s.close()

    # A state directory that cannot be created: play goes on with a warning in the table.
    with temp_home() as home:
        blocker = os.path.join(home, "blocked")
        with open(blocker, "w") as f:
            f.write("a file where the state directory should be\n")
        s = TmuxSession(binary, ARGS, home=home, extra_env={"XDG_STATE_HOME": blocker})
        try:
            s.wait_turn()
            s.send("1")
            screen = s.wait_for("saving failed")
            require("Your hand" in screen, "play must go on after a failed save", screen)
            done = s.quit(question=lambda screen: require(
                "Beware: saving failed" in s.message_row(screen),
                "quitting must not promise a save that failed", screen))
            require("Match saved" not in done, "no save may be reported", done)
        finally:
            s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
