#!/usr/bin/env python3
"""Advice keeps its word: Enter does the advised action the way its own key does it (closing
asks its question first), moving the selection withdraws the promise that Enter follows the
advice, and m does an advised marriage at once instead of asking which of two. A claim short
of 66 is confirmed with a warning."""
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                        "positions")

# Two marriages in hand, 28 points: melding the trump marriage (40) wins at once.
TWO_MARRIAGES = """schnapsen-position 1
rules soft
trump s
talon 6 Js
hand Ks Qs Kh Qh Ad
played Ac Tc Kd Qd
score 28 0
tricks 2 0
"""


def advice(s, kind):
    s.send("a")
    s.wait_for("Advice:", timeout=60)
    row = s.message_row()
    require(("Advice: " + kind) in row, "expected advice to %s: %r" % (kind, row), s.screen())
    return row


def test(binary):
    closing = os.path.join(EXAMPLES, "closing.txt")
    s = TmuxSession(binary, ["--position", closing, "--ai", "master", "--seed", "5", "--fast"])
    try:
        s.wait_turn()
        advice(s, "close")
        # Enter closes as c does: after the question, and n leaves the talon open.
        s.send("Enter")
        screen = s.wait_for("Close the talon?")
        s.send("n")
        screen = s.wait_for(lambda scr: "Close the talon?" not in scr)
        require("closes" not in screen, "the talon was closed without a yes", screen)
        # The declined question gives the advice back (asking again with a would race the
        # new answer against the key below); moving the selection takes its promise back.
        s.wait_for(lambda scr: "Advice: close" in s.message_row(scr) and "does it" in
                   s.message_row(scr))
        s.send("Right")
        screen = s.wait_for(lambda scr: "Advice:" not in s.message_row(scr))
        require("does it" not in s.message_row(screen), "the advice still promises Enter",
                screen)
        s.quit()
    finally:
        s.close()
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(TWO_MARRIAGES)
        position = f.name
    s = TmuxSession(binary, ["--position", position, "--ai", "master", "--seed", "5", "--fast"])
    try:
        s.wait_turn()
        # A claim with 28 (soft: the score is shown) is a sure loss, and the question says so.
        s.send("!")
        s.wait_for("Claim 66 with only 28?")
        s.send("n")
        s.wait_for(lambda scr: "Claim 66" not in scr)
        advice(s, "meld")
        s.send("m")
        screen = s.wait_for(lambda scr: "You meld" in scr or "Which marriage" in scr
                            or "marriage?" in scr)
        require("You meld" in screen, "m must meld the advised marriage at once", screen)
        s.quit()
    finally:
        s.close()
        os.unlink(position)


if __name__ == "__main__":
    run(test, sys.argv[1])
