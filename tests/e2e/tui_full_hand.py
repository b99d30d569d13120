#!/usr/bin/env python3
"""A full hand against the random AI with a fixed seed, played by keys only, then quit (q, y):
the end-of-hand screen shows the result, both sides' tricks and scores and the Bummerl tally."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, play_hand, require, run  # noqa: E402


def test(binary):
    s = TmuxSession(binary, ["--ai", "random", "--seed", "7", "--fast", "--first-dealer", "ai"])
    try:
        screen = s.wait_turn()
        require("Talon" in screen and "Trump" in screen, "no talon on the table", screen)
        require("10 cards left" in screen, "the talon count is missing", screen)
        require("│Bummerls lost" in screen, "the side panel says what the Bummerls count", screen)
        require("q quit" in screen, "the key bar is missing", screen)
        bar = s.rows()[s.height - 1]
        require("p last" not in bar, "no last trick to see before the first trick", bar)
        require("t tricks" in bar, "soft: t looks through won tricks", bar)
        # The message line says whose turn it is and which extra actions are open.
        s.wait_for(lambda scr: s.message_row(scr).startswith(" Your lead: play a card"))
        over, messages = play_hand(s)
        # Nobody closes in this hand: following rules come from the exhausted talon.
        require(not any("talon closed" in m for m in messages),
                "the talon is exhausted, not closed", "\n".join(messages))
        require(any("talon exhausted: follow suit" in m for m in messages),
                "following after the talon ran out must say it is exhausted", "\n".join(messages))
        require("game point" in over, "no game points on the end screen", over)
        require("Bummerl points" in over, "no Bummerl tally on the end screen", over)
        require(over.count("score ") >= 2, "both scores must be shown", over)
        require("mistake" in over or "flawless" in over, "no solver verdict (soft)", over)
        # Summary screens close with q as well (and capitals act like small letters); an Enter
        # typed ahead is dropped: one key never both closes a dialog and plays a card.
        s.send("Q", "Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr)
        screen = s.wait_turn()
        rows = screen.split("\n")
        start = max(i for i, r in enumerate(rows) if "Hand 2:" in r)
        require(not any("You play" in r or "You lead" in r for r in rows[start:]),
                "the Enter typed ahead must not play a card", screen)
        # The finished hand is in the statistics (one hand, won or lost, against "random").
        stats_file = os.path.join(s.home, "state", "schnapsen", "stats.json")
        s.wait_for(lambda scr: os.path.exists(stats_file), timeout=10)
        with open(stats_file) as f:
            stats = json.load(f)
        line = stats["lines"][0]
        require(line["opponent"] == "random" and line["rules"] == "soft", "wrong line: %r" % line)
        require(line["hands_won"] + line["hands_lost"] == 1, "one hand must be counted: %r" % line)
        s.quit()
    finally:
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
