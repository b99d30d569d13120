#!/usr/bin/env python3
"""Study play: `schnapsen --position FILE` starts the table at the position (the hand, the talon
and the tricks it states), plays it out against the AI, then shows the analysis of the first
decision; n deals the unseen cards anew and the same position starts again; q quits with 0. A
position in which the opponent has led starts with that card on the table; one with a history
starts from the deal with that history played, and take-backs stop at the position.
Flags that contradict a position, and a bad position file, are refused before the table."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402

# The opponent has led the ten of hearts: study play starts with that card on the table.
LED = """schnapsen-position 1
rules soft
trump s
talon 6 Js
hand Ks Qs Kh Qh Ad
played Ac Tc Kd Qd
lead Th
score 28 0
tricks 2 0
"""

# The same hand with its history (replay --position --history): two tricks played, my first
# lead among them, and the opponent has led the Jack of diamonds.
HISTORY = """schnapsen-position 1
rules soft
trump h
talon 6 Ah
hand Kc Ac Jh Ks Ts
played Qd Td Ad Js
lead Jd
score 0 26
tricks 0 2
dealer opponent
history me play Td, opponent play Ad, opponent play Js, me play Qd, opponent play Jd
"""

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                        "positions")


def play_out(s):
    """Plays cards until the hand is over; a refused card makes it try the next one."""
    key = 1
    screen = s.wait_turn(also=("Hand 1 over",))
    for _ in range(100):
        if "Hand 1 over" in screen:
            return screen
        message = s.message_row()
        key = key % 5 + 1 if ("must" in message or "hold only" in message) else 1
        screen = s.press(str(key), also=("Hand 1 over",))
    raise AssertionError("the hand did not end")


def refused(binary, args, status, text):
    out = subprocess.run([binary] + args, capture_output=True, text=True, timeout=30,
                         stdin=subprocess.DEVNULL)
    require(out.returncode == status and text in out.stderr,
            "%r: expected exit %d with %r, got %d: %s"
            % (args, status, text, out.returncode, out.stderr))


def test(binary):
    closing = os.path.join(EXAMPLES, "closing.txt")
    refused(binary, ["--position", closing, "--rules", "sharp"], 1, "the position states the rules")
    refused(binary, ["--position", closing, "--resume"], 1, "study play is not saved")
    refused(binary, ["--position", "/nonexistent.pos"], 2, "/nonexistent.pos")
    refused(binary, ["--position", __file__], 2, "a position starts with 'schnapsen-position 1'")
    s = TmuxSession(binary, ["--position", closing, "--ai", "master", "--seed", "5", "--fast"])
    try:
        screen = s.wait_turn()
        require("Study: closing.txt (deal 1)" in screen, "the log names the study", screen)
        require("4 cards left" in screen, "the position's talon", screen)
        for card in ("A♠", "10♠", "Q♥", "A♣", "10♣"):  # a UTF-8 terminal: suit glyphs
            require(card in screen, "the position's hand lacks %s" % card, screen)
        s.send("c")
        s.wait_for("Close the talon?")
        s.send("y")
        over = play_out(s)
        require("game point" in over, "the result", over)
        # The hand's tricks are numbered as in the hand: the position had three before.
        s.send("t")
        tricks = s.wait_for("The hand's tricks")
        require("Trick 4:" in tricks and "Trick 1:" not in tricks, "tricks numbered as in the hand",
                tricks)
        s.send("Enter")
        s.wait_for(lambda scr: "The hand's tricks" not in scr and "Hand 1 over" in scr)
        s.send("Enter")
        s.wait_for("Your first decision: close.")
        box = s.wait_for("n: again with a new deal")  # the whole box, its footer last
        require("Your first decision: close." in box, "the player's decision", box)
        require("The master level, with what you knew, plays" in box, "the level's choice", box)
        require("close: " in box and "opponent hands" in box, "the value of closing", box)
        require("play 10♣" in box and "play Tc" not in box, "cards in the table's glyphs", box)
        s.send("n")
        screen = s.wait_turn()
        require("(deal 2)" in screen, "a second deal of the same position", screen)
        require("4 cards left" in screen and "Q♥" in screen, "the position again", screen)
        s.quit()
    finally:
        s.close()
    with tempfile.NamedTemporaryFile("w", suffix=".pos", delete=False) as f:
        f.write(LED)
    s = TmuxSession(binary, ["--position", f.name, "--seed", "1", "--fast"])
    try:
        screen = s.wait_turn()
        require("AI leads 10♥" in screen and "│10♥│" in screen, "the led card is on the table",
                screen)
        require("answer 10♥" in s.message_row(), "the prompt says what to answer", screen)
        s.quit()
    finally:
        s.close()
        os.unlink(f.name)
    # --undo works in study play (soft), and a sharp position refuses it before the table.
    with tempfile.NamedTemporaryFile("w", suffix=".pos", delete=False) as f:
        f.write(LED.replace("rules soft", "rules sharp"))
    try:
        refused(binary, ["--position", f.name, "--undo"], 1, "no take-backs under sharp rules")
    finally:
        os.unlink(f.name)
    s = TmuxSession(binary, ["--position", closing, "--ai", "master", "--seed", "5", "--fast",
                             "--undo"])
    try:
        s.wait_turn()
        s.send("1")
        s.wait_for(lambda scr: "u undo" in s.rows(scr)[s.height - 1])
        s.send("u")
        screen = s.wait_for("You take back a move")
        s.wait_turn()
        require("A♣" in screen and "4 cards left" in screen, "the position is back", screen)
        # Study play is never saved, and the quit question says so.
        s.quit(question=lambda screen: require("saved and can be resumed" not in screen,
                                               "study play promises a save", screen))
    finally:
        s.close()

    # A position with a history is dealt from the start: the log tells the hand so far, and the
    # moves before the position are the problem's, so u takes back only what was played since.
    with tempfile.NamedTemporaryFile("w", suffix=".pos", delete=False) as f:
        f.write(HISTORY)
    s = TmuxSession(binary, ["--position", f.name, "--ai", "master", "--seed", "5", "--fast",
                             "--undo"])
    try:
        screen = s.wait_turn()
        log = screen.replace("│", "\n")
        require(0 <= log.find("You lead 10♦") < log.find("AI leads J♦") < log.find("Study: "),
                "the log tells the hand so far, then the study", screen)
        require("u undo" not in s.rows()[s.height - 1], "u offered for the history's moves",
                screen)
        s.send("1")
        s.wait_for(lambda scr: "u undo" in s.rows(scr)[s.height - 1])
        s.send("u")
        s.wait_for("You take back a move")
        screen = s.wait_turn()
        require("answer J♦" in s.message_row() and "u undo" not in s.rows()[s.height - 1],
                "back at the position, with nothing more to take back", screen)
        s.quit()
    finally:
        s.close()
        os.unlink(f.name)


if __name__ == "__main__":
    run(test, sys.argv[1])
