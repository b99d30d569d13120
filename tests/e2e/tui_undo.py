#!/usr/bin/env python3
"""Take-back (u, with --undo): the player's last move and the AI's reply are undone, the log
says so, the hand's summary says it is not counted, and the statistics count it neither as won
nor as lost. Without --undo, u explains itself; sharp rules and hot-seat play refuse --undo."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, play_hand, require, run  # noqa: E402


def hand_rows(s):
    rows = s.rows()
    start = max(i for i, r in enumerate(rows) if "Your hand" in r)
    return "\n".join(rows[start + 1:start + 5])


def refused(binary, args, text):
    out = subprocess.run([binary] + args, capture_output=True, text=True, timeout=30,
                         stdin=subprocess.DEVNULL)
    require(out.returncode == 1 and text in out.stderr,
            "%r: expected exit 1 with %r, got %d: %s" % (args, text, out.returncode, out.stderr))


def test(binary):
    refused(binary, ["--undo", "--rules", "sharp"], "no take-backs under sharp")
    refused(binary, ["--undo", "--hotseat"], "no take-backs in hot-seat play")

    s = TmuxSession(binary, ["--ai", "basic", "--seed", "7", "--fast", "--first-dealer", "ai"])
    try:
        s.wait_turn()
        s.send("u")
        s.wait_for(lambda scr: "Take-backs are off" in s.message_row(scr))
        s.quit()
    finally:
        s.close()

    s = TmuxSession(binary, ["--undo", "--ai", "basic", "--seed", "7", "--fast",
                             "--first-dealer", "ai"])
    try:
        screen = s.wait_turn()
        require("u undo" not in s.rows()[s.height - 1], "nothing to take back yet", screen)
        before = hand_rows(s)
        s.send("u")
        s.wait_for(lambda scr: "Nothing to take back" in s.message_row(scr))
        screen = s.press("1")  # lead the first card; the AI answers
        require("u undo" in s.rows()[s.height - 1], "the key bar offers u now", screen)
        require(hand_rows(s) != before, "a card was played", screen)
        s.send("u")
        screen = s.wait_for("You take back a move")
        s.wait_turn()
        require(hand_rows(s) == before, "the card is back in the hand:\n%s\n%s"
                % (before, hand_rows(s)), s.screen())
        over, _ = play_hand(s)
        if "A move was taken back in this hand" not in over:  # the dialog may still be drawing
            over = s.wait_for("A move was taken back in this hand")  # fails after its timeout
        require("A move was taken back in this hand" in over, "the summary says so", over)
        stats_file = os.path.join(s.home, "state", "schnapsen", "stats.json")
        with open(stats_file) as f:
            line = json.load(f)["lines"][0]
        require(line["hands_won"] + line["hands_lost"] == 0,
                "a hand with a take-back is neither won nor lost: %r" % line)
        s.send("Enter")
        s.wait_turn()
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
