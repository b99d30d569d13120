#!/usr/bin/env python3
"""kill -9 at the end-of-hand summary, the Bummerl screen and the match-over screen: each resume
shows again what the player saw last (with the same figures), and the statistics are exactly
right after every kill (write-ahead: a finished hand is saved and counted before its summary is
shown, and never counted twice). The issue's repro: --seed 11 --ai random --fast, kill on
"Hand 1 over": the resumed table must show the summary's Bummerl points, not 7."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TmuxSession, TestFailure, require, run  # noqa: E402

CHALKED = re.compile(r"chalks? up (\d) Bummerls?")
POINTS = re.compile(r"Bummerl points: You (\d+), AI random (\d+)")


def state(home):
    return os.path.join(home, "state", "schnapsen")


def stats(home):
    path = os.path.join(state(home), "stats.json")
    if not os.path.exists(path):
        return {"hands": 0, "bummerls": 0, "matches": 0}
    with open(path) as f:
        lines = json.load(f)["lines"]
    total = lambda k: sum(l[k + "_won"] + l[k + "_lost"] for l in lines)
    return {"hands": total("hands"), "bummerls": total("bummerls"), "matches": total("matches")}


def play_until(s, title, timeout=60):
    """Plays legal cards (trying keys 1..5) and dismisses other screens until `title` shows."""
    import time
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        screen = s.wait_stable(quiet=0.15)
        if title in screen:
            return screen
        if "Reviewing the hand" in screen or "is thinking" in screen:
            continue  # busy (slow under ASan): a key now would fall on the next screen
        if "Press Enter to continue" in screen:
            s.send("Enter")
        elif "Your turn" in s.message_row() or "Answer " in s.message_row() or \
                "not allowed" in s.message_row().lower() or "must" in s.message_row():
            for key in "12345":
                s.send(key)
        else:
            s.send("Enter")
    raise TestFailure("never reached %r; screen:\n%s" % (title, s.screen()))


def tally_points(screen):
    """Bummerl points of You and AI random from the side panel's "Points to go" row."""
    m = re.search(r"│Points to go\s+(\d+)\s+(\d+)", screen)
    require(m is not None, "no 'Points to go' row in the panel", screen)
    return [int(m.group(1)), int(m.group(2))]


def test(binary):
    args = ["--seed", "11", "--ai", "random", "--fast", "--bummerls", "3"]
    with temp_home("schnapsen-kill-") as home:
        # 1. The end-of-hand summary (the repro).
        s = TmuxSession(binary, args, home=home)
        try:
            s.wait_for("Your hand")
            summary = play_until(s, "Hand 1 over")
            points = POINTS.search(summary)
            require(points is not None, "the summary shows the Bummerl points", summary)
            s.kill9(binary)
        finally:
            s.close()
        require(stats(home)["hands"] == 1, "the finished hand is counted before its summary")
        s = TmuxSession(binary, ["--resume", "--fast"], home=home)
        try:
            screen = s.wait_for("Hand 1 over")
            again = POINTS.search(screen)
            require(again is not None and again.groups() == points.groups(),
                    "the resumed summary must show the same Bummerl points", screen)
            s.send("Enter")
            screen = s.wait_for("Hand 2")
            require(tally_points(screen) == [max(0, int(p)) for p in points.groups()] or
                    "Bummerl over" in screen,
                    "the table must go on from the summary's points (not 7)", screen)
            require(stats(home)["hands"] == 1, "resuming must not count the hand again")
            # 2. The Bummerl screen.
            bummerl = play_until(s, "Bummerl over")
            hands = stats(home)["hands"]
            chalked = CHALKED.search(bummerl)
            require(chalked is not None, "the Bummerl screen says what was chalked up", bummerl)
            # A Schneider-Bummerl counts as the two Bummerls the screen shows.
            require(stats(home)["bummerls"] == int(chalked.group(1)),
                    "the Bummerl is counted as shown before it is shown: %r" % stats(home),
                    bummerl)
            before = stats(home)
            s.kill9(binary)
        finally:
            s.close()
        s = TmuxSession(binary, ["--resume", "--fast"], home=home)
        try:
            screen = play_until(s, "Bummerl over", timeout=20)
            require(CHALKED.search(screen) is not None and
                    CHALKED.search(screen).group(0) == CHALKED.search(bummerl).group(0),
                    "the resumed Bummerl screen must show the same Bummerl", screen)
            require(stats(home) == before, "resuming must not count the Bummerl again: %r %r"
                    % (stats(home), before))
            require(hands == before["hands"], "no hand counted twice")
            # 3. The match-over screen (three Bummerls to lose: the match ends later).
            play_until(s, "Match over", timeout=120)
            before = stats(home)
            require(before["matches"] == 1, "the match is counted before its screen is shown")
            s.kill9(binary)
        finally:
            s.close()
        s = TmuxSession(binary, ["--resume", "--fast"], home=home)
        try:
            play_until(s, "Match over", timeout=20)
            require(stats(home) == before, "resuming must not count the match again: %r %r"
                    % (stats(home), before))
            s.send("Enter")
            # The whole box, not just its title: a slow (sanitizer) build can be caught between
            # the title and the last line of the same redraw.
            screen = s.wait_for(lambda scr: "Play again?" in scr and "hands against the AI" in scr)
            require("Hands played" in screen, "the play-again box sums the match up", screen)
            require("Your rating: " in screen and "hands against the AI" in screen,
                    "the match-over screen shows the statistics and the rating", screen)
            s.send("n")
            done = s.wait_for("EXIT=")
            require("EXIT=0" in done, "n after the match exits 0", done)
            require("Match saved" not in done, "a finished match is not saved", done)
        finally:
            s.close()
        require(not os.path.exists(os.path.join(state(home), "match.save")),
                "the save goes once the match-over screen was dismissed")
        require(stats(home) == before, "statistics after the end: %r" % stats(home))
        require(not [f for f in os.listdir(state(home)) if ".bad" in f], "nothing moved aside")


if __name__ == "__main__":
    run(test, sys.argv[1])
