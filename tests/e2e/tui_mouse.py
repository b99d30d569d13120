#!/usr/bin/env python3
"""The mouse: a click on a card selects it and a second click plays it, a click on the talon asks
to close, the question's (y/n) and a dialog's footer answer clicks, a key bar entry acts as its
key, and the wheel scrolls the log. --no-mouse leaves clicks alone. The clicks are sent as the
terminal sends them (xterm's SGR mouse reports, which TERM=xterm-256color announces)."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, click, require, run  # noqa: E402

ARGS = ["--ai", "random", "--seed", "8", "--fast", "--first-dealer", "ai"]


def row_with(s, text):
    rows = s.rows()
    return max(i for i, r in enumerate(rows) if text in r)


def test(binary):
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        s.wait_turn()
        # The talon: the close question; a click on its "n" says no.
        click(s, 4, row_with(s, "Talon") + 2)
        s.wait_for("Close the talon?")
        message = s.message_row()
        click(s, message.index("(y/n)") + 3, s.height - 2)
        s.wait_for(lambda scr: "Close the talon?" not in scr)
        require("Closed by" not in s.screen(), "n clicked: the talon stays open", s.screen())

        # A card: the first click selects it, the second plays it.
        numbers = row_with(s, "1     2     3")
        x = s.rows()[numbers].index("3")
        def label(row):
            return s.rows()[row][x - 2:x + 2].replace("│", "").strip()
        card = label(numbers - 2)
        click(s, x, numbers - 2)
        s.wait_for(lambda scr: label(numbers - 3) == card)  # raised: selected
        click(s, x, numbers - 2)
        screen = s.wait_for("You lead " + card)
        # More cards by key, then the wheel scrolls the log back and forth.
        for _ in range(3):
            screen = s.press("1", also=("Hand 1 over",))
        click(s, 70, 12, button=64)  # wheel up
        click(s, 70, 12, button=64)
        back = s.wait_for("PgDn: newer")
        require("deals, trump" in back, "the wheel scrolls back to the deal", back)
        click(s, 70, 12, button=65)  # wheel down
        click(s, 70, 12, button=65)
        s.wait_for(lambda scr: "PgDn: newer" not in scr)

        # A key bar entry is its key: "?help" opens the help; its footer closes it.
        s.wait_turn()
        bar = s.rows()[s.height - 1]
        click(s, bar.index("?") + 1, s.height - 1)
        box = s.wait_for("redraw the screen")
        footer = row_with(s, "Press Enter to go back")
        click(s, s.rows()[footer].index("Press Enter") + 3, footer)
        s.wait_for(lambda scr: "redraw the screen" not in scr)
        s.quit()
    finally:
        s.close()

    # At normal speed the AI pauses after its card; a button released during that pause (the
    # press played the card) must not freeze the table: the next turn comes by itself.
    s = TmuxSession(binary, ["--ai", "random", "--seed", "5", "--first-dealer", "ai"],
                    width=100, height=30)
    try:
        s.wait_turn()
        numbers = row_with(s, "1     2     3")
        x = s.rows()[numbers].index("1")
        for _ in range(2):
            s.wait_turn()
            for report in ("M", "m", "M"):  # select, release, play; the release comes later
                s.tmux("send-keys", "-t", "main", "-l", "\x1b[<0;%d;%d%s" % (x + 1, numbers - 1,
                                                                            report))
                time.sleep(0.2)
            s.tmux("send-keys", "-t", "main", "-l", "\x1b[<0;%d;%dm" % (x + 1, numbers - 1))
            s.wait_turn(timeout=10)
        s.quit()
    finally:
        s.close()

    # A press and its release read together (one write, as a busy machine delivers them) are
    # still a click: curses merges them into one event, which must not be dropped.
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        s.wait_turn()
        y = row_with(s, "Talon") + 2
        s.tmux("send-keys", "-t", "main", "-l", "\x1b[<0;5;%dM\x1b[<0;5;%dm" % (y + 1, y + 1))
        s.wait_for("Close the talon?")
        s.send("n")
        s.quit()
    finally:
        s.close()

    # --no-mouse: a click on the talon is no question.
    s = TmuxSession(binary, ARGS + ["--no-mouse"], width=80, height=24)
    try:
        s.wait_turn()
        click(s, 4, row_with(s, "Talon") + 2)
        s.wait_stable()
        require("Close the talon?" not in s.screen(), "--no-mouse: clicks do nothing", s.screen())
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
