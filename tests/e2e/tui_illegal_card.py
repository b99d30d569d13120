#!/usr/bin/env python3
"""Phase two: after closing the talon, a card that may not be played is refused with the
engine's explanation (e.g. "You must follow suit and beat the K♥: play A♥"), not ignored."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402


def test(binary):
    s = TmuxSession(binary, ["--ai", "random", "--seed", "11", "--fast", "--first-dealer", "ai"])
    try:
        s.wait_turn()
        s.send("c")  # soft: forehand may close before the first trick (R5.2)
        s.wait_for("Close the talon?")
        s.send("y")
        screen = s.wait_for("Closed by")
        rows = s.rows()
        at = next(i for i, r in enumerate(rows) if "Closed by" in r)
        require(rows[at][:18].strip() == "Closed by you", "the talon must say closed by you, "
                "on one row (no lone \"you\" below)", screen)
        found = False
        screen = s.wait_turn()
        for attempt in range(120):
            require("Hand 1 over" not in screen, "no illegal card was tried in the hand", screen)
            if "n passes" in s.message_row():
                # Enter does not pass at the end of a closed hand, and the closer is asked.
                screen = s.press("Enter", also=("Hand 1 over",))
                require("played out" in s.message_row(), "Enter must not pass", screen)
                screen = s.press("n", also=("Pass?",))
                require("Pass? As the closer" in s.message_row(), "passing must ask", screen)
                s.send("y")
                break
            # Try the last card first: when it is refused, the explanation must appear.
            numbers = screen.split("\n")[s.height - 3]
            last = max((c for c in numbers if c.isdigit()), default="1")
            screen = s.press(last if attempt % 2 == 0 else "1", also=("Hand 1 over",))
            message = s.message_row()
            if "must" in message:
                require("play" in message, "the explanation names the playable cards", screen)
                require("Your hand" in screen, "the hand must still be on the table", screen)
                found = True
                break
        require(found, "never saw a refused card")
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
