#!/usr/bin/env python3
"""The end of a closed hand (R6.2): the winner of the last trick chooses claim or pass. Enter
does nothing there (it used to pass at once, losing the hand for a closer with 66), the key bar
offers only claim and pass (and advice, help, quit), and passing asks first. A card key says
what the choice is (it used to say "You hold only 0 cards"), and declining the question brings
the claim-or-pass prompt back (it used to bring back the line before the question)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402


def test(binary):
    # Seed 1: after we close at the first lead, we win the last trick of the hand.
    s = TmuxSession(binary, ["--ai", "random", "--seed", "1", "--fast", "--first-dealer", "ai"])
    try:
        s.wait_turn()
        s.send("c")
        s.wait_for("Close the talon?")
        screen = s.press("y")
        key = 1
        for _ in range(60):
            require("Hand 1 over" not in screen, "the hand ended before its last trick", screen)
            message = s.message_row()
            if "n passes" in message:
                break
            key = key % 5 + 1 if ("must" in message or "hold only" in message) else 1
            screen = s.press(str(key), also=("Hand 1 over",))
        require("won the last trick of the closed hand" in s.message_row(),
                "the closer must be asked to claim or pass", screen)
        bar = s.rows()[s.height - 1]
        require("! claim" in bar and "n pass" in bar, "the key bar offers claim and pass", bar)
        require("play" not in bar and "1-" not in bar, "no cards to play now", bar)
        screen = s.press("Enter", also=("Hand 1 over",))
        require("Hand 1 over" not in screen, "Enter must not pass", screen)
        require("played out" in s.message_row(), "Enter explains the choice", screen)
        screen = s.press("1", also=("Hand 1 over",))
        require("played out" in s.message_row() and "hold only" not in screen,
                "a card key explains the choice", screen)
        s.send("n")
        screen = s.wait_for("Pass? As the closer")
        screen = s.press("n")  # no: back to the choice
        require("Pass?" not in screen and "Hand 1 over" not in screen, "declining must not pass",
                screen)
        require("won the last trick of the closed hand" in s.message_row(screen),
                "declining brings the claim-or-pass prompt back", screen)
        s.send("!")
        s.wait_for("Claim 66 with only 61? A false claim loses the hand.")  # soft: said plainly
        s.send("y")
        screen = s.wait_for("Hand 1 over")
        require("claimed" in screen, "the hand ends with the claim", screen)
        s.send("Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
