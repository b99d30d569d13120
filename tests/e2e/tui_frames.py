#!/usr/bin/env python3
"""The table's signal that a frame is finished (docs/architecture.md, Testing), on which every
tmux test's waits rest: with SCHNAPSEN_E2E_FRAMES set, the terminal title says "idle" with the
frame's number and the keys read once a frame is drawn and the table waits; every key taken is
counted, also one that changes nothing; a frame read between two equal idle titles is whole,
even while Ctrl-L makes the table repaint the whole screen again and again; without the
variable no title is written at all."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import FRAME_TITLE, TmuxSession, require, run  # noqa: E402

ARGS = ["--ai", "random", "--seed", "8", "--fast", "--first-dealer", "ai"]


def title(s):
    return s.tmux("display-message", "-p", "-t", "main", "#{pane_title}").strip()


def whole(s, screen):
    """The table's frame is all there: the header, the hand and the key bar."""
    rows = screen.split("\n")
    return (len(rows) >= s.height and "Schnapsen" in rows[0] and "Your hand" in screen
            and "q quit" in rows[s.height - 1])


def test(binary):
    s = TmuxSession(binary, ARGS, width=160, height=50)  # more to draw: more to catch half done
    try:
        screen = s.wait_turn()
        snap = s.snapshot()
        require(snap.finished and snap.keys == 0 and snap.frame >= 1,
                "the table waits: idle, no key read yet (title %r)" % title(s), screen)
        # A key that answers with a message: counted, and the frame after it shows the answer.
        s.send("p")
        after = s.wait_keys(1)
        require("No trick has been taken yet" in after, "the frame after the key is finished",
                after)
        frame = s.snapshot().frame
        # A key the table has no use for is counted all the same.
        s.send("F12")
        s.wait_keys(2)
        require(s.snapshot().frame > frame, "a new frame after the unknown key", s.screen())
        # Ctrl-L clears the screen and draws it all again, the same: each frame read finished
        # must be that screen, whole.
        drawn = s.take("C-l")
        require(whole(s, drawn), "the table after Ctrl-L", drawn)
        seen, deadline = 0, time.monotonic() + 5
        while time.monotonic() < deadline:
            s.send(*["C-l"] * 5)  # five repaints in a row: more time half drawn
            snap = s.snapshot()
            if snap.finished:
                seen += 1
                require(snap.screen == drawn, "a finished frame is not the whole table (title "
                        "%r); the table is:\n%s\nthe frame read" % (title(s), drawn),
                        snap.screen)
        require(seen >= 5, "only %d finished frames in 5 s of Ctrl-L" % seen)
        s.quit()
    finally:
        s.close()

    s = TmuxSession(binary, ARGS, frames=False)
    try:
        deadline = time.monotonic() + 30
        while "(your turn)" not in s.screen():
            require(time.monotonic() < deadline, "the table never showed", s.screen())
            time.sleep(0.05)
        s.send("p")
        # The title would have come before the answer's frame (see above): once the answer
        # shows, it would be there.
        while "No trick has been taken yet" not in s.screen():
            require(time.monotonic() < deadline, "p was not answered", s.screen())
            time.sleep(0.05)
        require(not FRAME_TITLE.match(title(s)), "a frame title without the variable: %r"
                % title(s), s.screen())
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
