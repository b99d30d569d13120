#!/usr/bin/env python3
"""The keys, tried as a new user would: the key bar lists only the keys that apply now, Ctrl-L
redraws, capitals act like small letters, the help lists every key and closes with q, a question
hidden by the "terminal too small" screen takes no keys, and after advice Enter does what was
advised (here, with seed 8, exchanging the trump jack: not a card)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, require, run  # noqa: E402

# What the log says after each kind of advice is followed.
FOLLOWED = {"exchange": "You exchange the trump jack", "close": "You close the talon",
            "meld": "You meld", "play": "You lead", "claim": "You claim"}


def test(binary):
    s = TmuxSession(binary, ["--ai", "random", "--seed", "8", "--fast", "--first-dealer", "ai"])
    try:
        screen = s.wait_turn()
        bar = s.rows()[s.height - 1]
        for key in ("x exch", "c close", "t tricks", "a advice", "? help", "q quit"):
            require(key in bar, "the key bar must offer %r now" % key, screen)
        for key in ("p last", "! claim", "n pass"):
            require(key not in bar, "the key bar must not offer %r now" % key, screen)
        prompt = s.message_row()
        # p before any trick: said plainly, not "the next trick has begun".
        s.send("p")
        screen = s.wait_for(lambda scr: "No trick has been taken yet" in s.message_row(scr))
        prompt = s.message_row(screen)

        screen = s.take("C-l")  # redraw: not an unknown key
        require(s.message_row(screen) == prompt, "Ctrl-L must only redraw", screen)

        screen = s.take("PPage", "NPage")  # scrolls the log: not an unknown key
        require(s.message_row(screen) == prompt, "PgUp/PgDn must only scroll the log", screen)

        s.send("?")
        screen = s.wait_for("Help")
        require("Ctrl-L" in screen and "redraw the screen" in screen, "help lists Ctrl-L", screen)
        require("PgUp/PgDn" in screen and "scroll the log" in screen, "help lists PgUp/PgDn", screen)
        s.send("Q")  # closes the help, does not quit
        s.wait_for(lambda scr: "Press Enter to go back" not in scr)
        require("Quit?" not in s.screen(), "q in a dialog closes the dialog only", s.screen())

        # A question hidden by the "terminal too small" screen takes no keys.
        s.send("C")
        s.wait_for("Close the talon?")
        s.resize(60, 20)
        s.wait_for("Terminal too small")
        s.send("y")
        s.resize(100, 30)
        screen = s.wait_for("Close the talon?")
        require("Closed by" not in screen, "the hidden question must not take the y", screen)
        s.send("n")
        s.wait_for(lambda scr: "Close the talon?" not in scr)

        # Advice, then Enter does what was advised, whatever it is; the message names the key.
        s.send("a")
        screen = s.wait_for("Advice:", timeout=60)
        advice = s.message_row()
        require("Enter or " in advice, "the advice names its key", screen)
        kind = advice.split("Advice: ")[1].split()[0]
        require(kind in FOLLOWED, "unexpected advice %r" % advice, screen)
        screen = s.press("Enter", also=("Hand 1 over",))
        require(FOLLOWED[kind] in screen, "Enter must do the advice (%s)" % advice, screen)
        if kind == "exchange":
            require("x exch" not in s.rows()[s.height - 1], "no second exchange", screen)

        s.send("Q")
        s.wait_for("Quit?")
        s.send("N")
        s.wait_for(lambda scr: "Quit?" not in scr)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
