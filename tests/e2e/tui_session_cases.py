#!/usr/bin/env python3
"""The session's edge cases in the real program: two processes on one state directory (the
second names the first's pid and exits; --separate plays beside it without touching the save),
an opponent bot that cannot start (no save is left), resuming a match whose bot fails (another
opponent takes the seat and the match goes on), and --resume with contradicting flags (the
table names the ignored ones)."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TmuxSession, require, run  # noqa: E402

ARGS = ["--ai", "random", "--seed", "5", "--fast", "--first-dealer", "ai"]
MISSING_BOT = "/nonexistent/schnapsen-test-bot"


def save_path(home):
    return os.path.join(home, "state", "schnapsen", "match.save")


def read(path):
    with open(path) as f:
        return f.read()


def last_action(save):
    """The save's last line, "SEAT ACTION" once a card is played."""
    lines = [line for line in save.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def play_a_card(s):
    s.wait_for(lambda scr: "Your turn" in s.message_row(scr) or "Your lead" in s.message_row(scr)
               or "answer" in s.message_row(scr))
    before = read(s.save) if s.save and os.path.exists(s.save) else ""
    for key in "12345":
        s.send(key)
        try:
            s.wait_for(lambda scr: os.path.exists(s.save) and read(s.save) != before, timeout=3)
            return
        except Exception:  # noqa: BLE001 - that card was not legal: try the next
            continue
    require(False, "no card was accepted", s.screen())


def two_processes(binary):
    with temp_home("schnapsen-two-") as home:
        first = TmuxSession(binary, ARGS, home=home)
        first.save = save_path(home)
        try:
            first.wait_for("Your hand")
            play_a_card(first)  # a lead (seed 5): the AI answers it
            # The screen can still show the turn from before the card, so wait for the save
            # itself to hold the AI's answer: nothing more is written until the next key.
            first.wait_for(lambda scr: last_action(read(first.save)).startswith("1 "))
            first.wait_turn()
            pid = first.program_pid(binary)
            saved = read(first.save)
            second = TmuxSession(binary, ARGS, home=home)
            try:
                done = second.wait_for("EXIT=")
                require("a match is already running" in done and "(process %d)" % pid in done,
                        "the second process must name the running match's pid", done)
                require("--separate" in done, "the message names the way out", done)
                require("EXIT=1" in done, "the second process exits with status 1", done)
            finally:
                second.close()
            third = TmuxSession(binary, ARGS + ["--separate"], home=home)
            third.save = None
            try:
                screen = third.wait_for("Your hand")
                require("not saved" in screen, "a separate match says it is not saved", screen)
                third.send("1")
                third.send("2")
                done = third.quit()
                require("Match saved" not in done, "a separate match quits without a save", done)
            finally:
                third.close()
            require(read(first.save) == saved, "the separate match touched the save")
            play_a_card(first)  # the first one plays on
            first.quit()
        finally:
            first.close()


def failing_bots(binary):
    with temp_home("schnapsen-bot-") as home:
        # The bot leads first (we deal), so it is asked at once.
        s = TmuxSession(binary, ["--opponent-cmd", MISSING_BOT, "--fast", "--first-dealer", "me"],
                        home=home)
        try:
            done = s.wait_for("EXIT=", timeout=30)
            require("EXIT=1" in done and "the opponent failed" in done,
                    "a bot that cannot start is reported", done)
        finally:
            s.close()
        require(not os.path.exists(save_path(home)), "a bot that cannot start leaves no save")

        # A saved match whose bot then fails: another opponent takes the seat.
        s = TmuxSession(binary, ARGS, home=home)
        s.save = save_path(home)
        try:
            s.wait_for("Your hand")
            play_a_card(s)
            s.quit()
        finally:
            s.close()
        text = read(save_path(home))
        text = re.sub(r"(?m)^# seat1-kind ai$", "# seat1-kind bot", text)
        text = re.sub(r"(?m)^# seat1-level random$", "# seat1-level " + MISSING_BOT, text)
        with open(save_path(home), "w") as f:
            f.write(text)
        # A save names a bot command: it is shown, not run, unless the command line names it.
        s = TmuxSession(binary, ["--resume", "--fast"], home=home)
        try:
            # The box's choices come last: wait for them, not for its title.
            screen = s.wait_for(lambda scr: "The opponent cannot start" in scr
                                and "n: new match" in scr, timeout=30)
            require("--opponent-cmd" in screen,
                    "the saved bot's command is shown, with the way to resume it", screen)
            s.send("q")
            s.wait_for("EXIT=", timeout=30)
        finally:
            s.close()
        require(read(save_path(home)) == text, "the save is kept as it was")
        s = TmuxSession(binary, ["--resume", "--fast", "--opponent-cmd", MISSING_BOT], home=home)
        s.save = save_path(home)
        try:
            s.wait_for("Your hand")
            play_a_card(s)  # our lead is saved; the bot, asked to answer, fails
            screen = s.wait_for(lambda scr: "The opponent cannot start" in scr
                                and "n: new match" in scr, timeout=30)
            require("o: another opponent" in screen, "the choices are offered", screen)
            s.send("o")
            screen = s.wait_for(lambda scr: "Another opponent" in scr and "1: AI beginner" in scr)
            s.send("1")
            s.wait_for("Your hand")
            play_a_card(s)
            s.quit()
        finally:
            s.close()
        text = read(save_path(home))
        require("# seat1-kind ai" in text and "# seat1-level beginner" in text,
                "the save names the new opponent", text)

        # Contradicting flags on resume are named.
        s = TmuxSession(binary, ["--resume", "--fast", "--ai", "master", "--bummerls", "3"],
                        home=home)
        try:
            screen = s.wait_for("ignored --ai master, --bummerls 3")
            require("AI beginner" in screen, "the saved opponent plays on", screen)
            s.quit()
        finally:
            s.close()
        # Asked whether to resume, the question says which flags resuming ignores.
        s = TmuxSession(binary, ["--fast", "--ai", "master"], home=home)
        try:
            screen = s.wait_for("y: resume it")
            require("Resuming it ignores --ai master" in screen, "said before the answer", screen)
            s.send("y")
            screen = s.wait_for("Your hand")
            require("ignored --ai" not in screen, "and not again after it", screen)
            s.quit()
        finally:
            s.close()


def test(binary):
    two_processes(binary)
    failing_bots(binary)


if __name__ == "__main__":
    run(test, sys.argv[1])
