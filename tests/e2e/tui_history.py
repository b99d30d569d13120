#!/usr/bin/env python3
"""The hand history: a hand played to its end is listed by `schnapsen history` (text and JSON),
and `schnapsen history 1` steps through it on the table with the review of each decision. The
statistics screen (s) shows the hand and the rating it gives."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, temp_home, write_settings  # noqa: E402
from tmux_session import TmuxSession, play_hand, require, run  # noqa: E402


# A decision's verdict, whole: it ends as each of its forms ends ("the best by what you knew",
# "..., 0.45 more", "... (+0.85)", "..., within the search's error", "; not the best", ": a near
# tie").
VERDICT = re.compile(r"Step \d+/\d+: .*(the best( by what you knew)?|more|\([+-]\d\.\d\d\)|"
                     r"within the search's error|a near tie)$")


def judged(screen):
    """The viewer shows a decision's verdict (not "thinking about ...")."""
    return "Step " in screen and ("played" in screen or "chose" in screen) and \
        "thinking about" not in screen


def test(binary):
    with temp_home() as home:
        check(binary, home)


def check(binary, home):
    history = Program(binary, "history", home=home, timeout=60)
    s = TmuxSession(binary, ["--ai", "random", "--seed", "7", "--fast", "--first-dealer", "ai"],
                    home=home)
    try:
        empty = history()
        require(empty.returncode == 0 and "No finished hands yet" in empty.stdout,
                "an empty history says so", empty.stdout + empty.stderr)
        s.wait_turn()
        play_hand(s)
        s.send("Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr)
        s.wait_turn()
        s.send("s")  # the statistics screen: the hand just played and the rating it gives
        box = s.wait_for("Statistics")
        require("random" in box and "Your rating: " in box and "provisional: from 1 hand against the AI" in box,
                "the statistics screen", box)
        s.send("Enter")
        s.wait_for(lambda scr: "Your rating" not in scr)
        s.wait_turn()
        s.quit()
    finally:
        s.close()

    listing = history()
    require(listing.returncode == 0, "history lists", listing.stderr)
    rows = [r for r in listing.stdout.splitlines() if r.strip().startswith("1 ")]
    require(len(rows) == 1 and "You vs AI random" in rows[0] and "soft" in rows[0] and
            ("won" in rows[0] or "lost" in rows[0]), "one finished hand listed", listing.stdout)
    # One meaning of "hand" in the header: "#" numbers the history, "In match" the match's hand;
    # the players' column starts where its title does (room for a result with the '*' mark).
    header = [r for r in listing.stdout.splitlines() if "Finished" in r]
    require(len(header) == 1 and "In match" in header[0], "the header's columns", listing.stdout)
    require(rows[0].index("You vs") == header[0].index("Players"), "the columns line up",
            listing.stdout)
    listed = json.loads(history("--json").stdout)
    require(len(listed["hands"]) == 1, "one hand in the JSON", json.dumps(listed))
    hand = listed["hands"][0]
    require(hand["hand"] == 1 and hand["opponent"] == "ai random" and hand["players"][0] == "You",
            "the JSON describes the hand", json.dumps(hand))
    missing = history("2")
    require(missing.returncode == 1 and "there is no hand 2" in missing.stderr,
            "a hand that is not there is refused", missing.stderr)

    v = TmuxSession(binary, ["history", "1"], home=home)
    try:
        screen = v.wait_for(judged, timeout=60)  # starts at the first decision
        require("Step " in screen and "You " in v.message_row(screen), "the decision's verdict",
                screen)
        # The header names the hand by its match and when it finished, not by a number of the
        # list that changes as hands finish.
        header = screen.split("\n")[0]
        require(re.match(r" History  You vs AI random  soft rules  \d{4}-\d\d-\d\d \d\d:\d\d +Hand 1 ?$",
                         header), "the header names the hand", screen)
        v.send("Enter")
        box = v.wait_for("Your options")
        # The card played is the one marked, in the table's notation; every option has a value.
        played = re.search(r"played ((10|[AKQJ])[♣♦♥♠])", v.message_row(screen)).group(1)
        require(re.search(r"play %s: [^\n]*<- played" % re.escape(played), box) and
                "<- choice" not in box and "game point" in box, "every option with its value",
                box)
        v.send("Enter")
        v.wait_for(lambda scr: "Your options" not in scr)
        v.send("G")  # End as well, where the terminal sends it as terminfo says
        end = v.wait_for("the hand is over")
        require("wins" in end and "game point" in end, "the log ends with the result", end)
        require("deals, trump" not in end, "the whole hand does not fit: the log's start is cut",
                end)
        v.send("PPage")
        v.send("PPage")
        v.send("PPage")
        back = v.wait_for("deals, trump")  # PgUp scrolls back to the deal
        require("PgDn: newer" in back, "a log scrolled back says how to come back", back)
        v.send("NPage")
        v.send("NPage")
        v.send("NPage")
        v.wait_for(lambda scr: "PgDn: newer" not in scr and "deals, trump" not in scr)
        v.send("g")
        start = v.wait_for("Step 0/")
        require("deals" in start, "the first moment is the deal", start)
        v.send("Right")
        v.wait_for("Step 1/")
        v.send("q")
        done = v.wait_for("EXIT=")
        require("EXIT=0" in done, "q leaves the viewer with status 0", done)
    finally:
        v.close()

    # At 80x24 the header and every step's verdict fit whole: the shorter verdict where the
    # long one would be cut.
    v = TmuxSession(binary, ["history", "1"], width=80, height=24, home=home)
    try:
        screen = v.wait_for(judged, timeout=60)
        header = screen.split("\n")[0]
        require(header.startswith(" History  You vs AI random  soft rules  ") and
                header.rstrip().endswith("Hand 1"), "the header at 80 columns", screen)
        seen = set()
        for _ in range(20):
            row = v.message_row(screen).rstrip()
            require(VERDICT.search(row), "the verdict is cut at 80 columns: %r" % row, screen)
            step = re.search(r"Step (\d+)/", row).group(1)
            if step in seen:
                break  # n at the last decision stays there
            seen.add(step)
            screen = v.take("n")  # the next decision, judged before the table waits again
        require(len(seen) >= 2, "several decisions stepped through", screen)
        v.send("q")
        v.wait_for("EXIT=0")
    finally:
        v.close()

    # The settings file's suits and language reach the viewer, as they reach play.
    write_settings(home, 'suits = "german"\n')
    v = TmuxSession(binary, ["history", "1"], home=home)
    try:
        screen = v.wait_for("by what you knew", timeout=60)
        require(re.search(r"Trump: (Eichel|Schelle|Herz|Laub)", screen),
                "the settings file's German suits", screen)
        v.send("q")
        v.wait_for("EXIT=0")
    finally:
        v.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
