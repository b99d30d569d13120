#!/usr/bin/env python3
"""A tiny Schnapsen bot speaking the bot protocol, version 1 (docs/bots.md).

Reads one JSON message per line on stdin; answers each "act" message with one line holding one
of its "legal" actions; ignores "hand_over"; exits at the end of its input. Plain python3, no
packages. Its strategy is simple on purpose:

  1. claim when it may and its score is 66 or more (pass instead of a losing claim);
  2. exchange the trump jack when it may;
  3. declare a marriage, the trump marriage first;
  4. otherwise play its cheapest card, a non-trump before a trump.

Run it against the program:  schnapsen --opponent-cmd "python3 examples/simple_bot.py"
Anything it wants to say goes to stderr (the program appends that to its bot log).
"""

import json
import sys

RANK_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}


def choose(msg):
    legal = msg["legal"]
    seat = msg["seat"]
    if "claim" in legal and msg["scores"][seat] >= 66:
        return "claim"
    if "pass" in legal:
        return "pass"
    if "exchange" in legal:
        return "exchange"
    melds = [a for a in legal if a.startswith("meld ")]
    if melds:
        trump_meld = "meld " + msg["trump"]
        return trump_meld if trump_meld in melds else melds[0]
    plays = [a for a in legal if a.startswith("play ")]
    if plays:
        # Cheapest card: non-trumps first, then by card points, then by text for a fixed order.
        def cost(action):
            card = action.split()[1]
            return (card[1] == msg["trump"], RANK_POINTS[card[0]], card)

        return min(plays, key=cost)
    return legal[0]


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            msg = json.loads(line)
        except ValueError:
            print("simple_bot: ignoring a line that is not JSON: %r" % line[:80], file=sys.stderr)
            continue
        kind = msg.get("type")
        if kind == "act":
            print(choose(msg), flush=True)
        elif kind == "hand_over":
            result = msg["result"]
            print("simple_bot: hand %d over, seat %d wins %d" %
                  (msg["hand_id"], result["winner"], result["game_points"]), file=sys.stderr)
        # Unknown message types are ignored, so newer programs can add some.


if __name__ == "__main__":
    main()
