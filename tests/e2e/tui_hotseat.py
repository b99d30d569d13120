#!/usr/bin/env python3
"""Hot-seat: whenever the turn passes between the two humans a privacy screen hides both hands;
each hand is shown only to its owner after Enter."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import CARD, TmuxSession, require, run  # noqa: E402


def hand_rows(s, screen):
    """The rows of the bottom hand and the opponent's hand (table area only, no side panel)."""
    rows = screen.split("\n")
    table = [r[:60] for r in rows]
    return table[1:5] + table[s.height - 8:s.height - 2]


def check_hidden(s, screen):
    for row in hand_rows(s, screen):
        require(not CARD.search(row), "a card is visible behind the privacy screen", screen)


def test(binary):
    s = TmuxSession(binary, ["--hotseat", "--names", "Anna,Ben", "--seed", "3", "--fast",
                             "--first-dealer", "me"])
    try:
        # Anna (seat 0) deals, so Ben leads first.
        screen = s.wait_for("Ben, press Enter to see your hand")
        check_hidden(s, screen)
        s.send("Enter")
        screen = s.wait_for("Your hand, Ben")
        require(any(CARD.search(r) for r in hand_rows(s, screen)), "Ben's cards are not shown",
                screen)
        s.send("1")
        screen = s.wait_for("Anna, press Enter to see your hand")
        check_hidden(s, screen)
        s.send("Enter")
        screen = s.wait_for("Your hand, Anna")
        require(any(CARD.search(r) for r in hand_rows(s, screen)), "Anna's cards are not shown",
                screen)
        require("Ben leads" in screen, "the log should show Ben's lead", screen)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
