#!/usr/bin/env python3
"""Hot-seat: whenever the turn passes between the two humans a privacy screen hides both hands;
each hand is shown only to its owner after Enter. From the moment a player's turn ends both hands
stay hidden: through the trick's pause no hand of a player whose turn is over shows."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import CARD, TURN, TestFailure, TmuxSession, require, run  # noqa: E402


def hand_rows(s, screen):
    """The rows of the bottom hand and the opponent's hand (table area only, no side panel)."""
    rows = screen.split("\n")
    table = [r[:60] for r in rows]
    return table[1:5] + table[s.height - 8:s.height - 2]


CARD_X = [2, 8, 14, 20, 26]  # where the cards of a five-card hand start (their left border)


def selected_column(s, screen):
    """The column of the selected card of the bottom hand: it is drawn one row higher, so its
    top border is alone on its row."""
    rows = screen.split("\n")[s.height - 8:s.height - 2]
    for row in rows:
        tops = [i for i, ch in enumerate(row[:60]) if ch == "\u250c"]
        if len(tops) == 1:
            return tops[0]
    return None


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
        # Ben moves the selection to his third card and plays it with Enter.
        s.send("Right", "Right")
        s.wait_for(lambda scr: selected_column(s, scr) == CARD_X[2])
        s.send("Enter")
        screen = s.wait_for("Anna, press Enter to see your hand")
        check_hidden(s, screen)
        # The card just led stays in view: the box, which covers the trick, names it.
        require("On the table: Ben led " in screen, "the hand-over hides the card led", screen)
        # Only Anna's Enter shows her hand: space and Esc do nothing; q asks to quit with both
        # hands still hidden, and n brings the privacy screen back.
        for key in ("Space", "Escape"):
            screen = s.take(key)
            require("Anna, press Enter to see your hand" in screen, key + " closed the screen",
                    screen)
            check_hidden(s, screen)
        s.send("q")
        screen = s.wait_for("Quit?")
        check_hidden(s, screen)
        s.send("n")
        screen = s.wait_for("Anna, press Enter to see your hand")
        check_hidden(s, screen)
        s.send("Enter")
        screen = s.wait_for("Your hand, Anna")
        require(any(CARD.search(r) for r in hand_rows(s, screen)), "Anna's cards are not shown",
                screen)
        require("Ben leads" in screen, "the log should show Ben's lead", screen)
        # Anna's selection starts on her first card, not where Ben left his.
        require(selected_column(s, screen) == CARD_X[0], "Anna's selection carried over", screen)
        s.quit()
    finally:
        s.close()
    # q at the privacy screen, then y: the game ends and no hand was ever shown.
    s = TmuxSession(binary, ["--hotseat", "--names", "Anna,Ben", "--seed", "3", "--fast",
                             "--first-dealer", "me"])
    try:
        s.wait_for("Ben, press Enter to see your hand")
        s.quit(question=lambda screen: check_hidden(s, screen))
    finally:
        s.close()


def key_then_sample(s, key, done, timeout=15.0):
    """Sends `key`, then keeps the finished frames the table draws after taking it, sampled
    every 0.1 s, until done(screen) holds on one; returns them (not that last one) and it."""
    count = s.keys_read() + 1
    s.send(key)
    seen = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        snap = s.snapshot()
        if snap.finished and (snap.keys or 0) >= count:
            if done(snap.screen):
                return seen, snap.screen
            seen.append(snap.screen)
        time.sleep(0.1)
    raise TestFailure("timed out sampling; screen:\n%s" % s.screen())


def next_turn(screen):
    return TURN in screen or "press Enter to see your hand" in screen


def check_no_hand(s, frames, who):
    for screen in frames:
        require("Your hand, Anna" not in screen and "Your hand, Ben" not in screen,
                "a hand is shown after %s's turn ended" % who, screen)
        require("Hands hidden" in screen, "the hands are not said to be hidden", screen)
        check_hidden(s, screen)


def trick_pause(binary, seed, winner):
    """At the normal speed a won trick stays in view for 0.9 s: sampled every 0.1 s from each
    player's last key until the next turn, the table shows the trick and no hand. Ben leads and
    Anna answers; `winner` takes the trick and has the next turn: Anna's own hand comes back, or
    (Ben) the privacy screen asks Anna to pass the keyboard, her hand hidden all the while."""
    s = TmuxSession(binary, ["--hotseat", "--names", "Anna,Ben", "--seed", str(seed),
                             "--first-dealer", "me"])
    try:
        s.wait_for("Ben, press Enter to see your hand")
        s.send("Enter")
        s.wait_for("Your hand, Ben (your turn)")
        frames, screen = key_then_sample(s, "1", next_turn)  # Ben leads: his turn is over
        check_no_hand(s, frames, "Ben")
        require("Anna, press Enter to see your hand" in screen, "Anna is next", screen)
        s.send("Enter")
        s.wait_for("Your hand, Anna (your turn)")
        # Anna answers: the trick is complete, and its pause follows.
        frames, screen = key_then_sample(s, "1", next_turn)
        check_no_hand(s, frames, "Anna")
        pause = [f for f in frames if "%s wins the trick" % winner in f]
        require(len(pause) >= 3, "the trick's pause was sampled (%d samples)" % len(pause),
                frames[-1] if frames else screen)
        require(("Your hand, Anna (your turn)" if winner == "Anna" else
                 "Ben, press Enter to see your hand") in screen, "%s is next" % winner, screen)
        s.quit()
    finally:
        s.close()


def main(binary):
    test(binary)
    trick_pause(binary, 3, "Anna")
    trick_pause(binary, 1, "Ben")


if __name__ == "__main__":
    run(main, sys.argv[1])
