#!/usr/bin/env python3
"""What choosing by honest play-outs on fewer worlds would gain over pimc, from a regret map.

Reads the files of `schnapsen-lab regret` (JSON lines: each decision's legal actions, pimc's
choice and every action's play-out outcome in each of the same worlds). For a budget of K
worlds, a player that picks the action with the best mean over K of the worlds (keeping pimc's
choice unless the best beats it by more than a margin) is measured on the other worlds, against
pimc's choice on those same worlds: an honest estimate of what such a player gains, for every
split of the worlds into K and the rest (blocks of K, in order). Rows by the kinds of decision
the player would take over; the gain per decision with a 95% interval, and per seat and hand
(the gains summed over the decisions, divided by the seat-hands the files hold: two per deal).

With --top N the player plays out only pimc's N best actions by pimc's own estimates, plus the
close when it is legal (all actions where pimc recorded no estimates): fewer play-outs per
decision, so more worlds fit the same time. The last column is the play-outs per decision taken
over (worlds times actions played out), the measure of its cost.

Usage: scripts/regret_budget.py [--worlds 8,16,32] [--margins 0,0.25,0.5] [--top N] FILE...
"""
import argparse
import json
import math
import statistics

KINDS = {
    "every decision": None,
    "leads (first lead, lead)": {"first lead", "lead"},
    "the close decision (talon open)": "close",
    "leads and the close decision": "leads+close",
}


def takes(kind_filter, d):
    if kind_filter is None:
        return True
    can_close = "close" in d["actions"]
    if kind_filter == "close":
        return can_close
    if kind_filter == "leads+close":
        return can_close or d["kind"] in {"first lead", "lead"}
    return d["kind"] in kind_filter


def candidates(d, top):
    """The actions the player plays out: all, or pimc's choice, its next best and the close."""
    actions, c = d["actions"], d["actions"].index(d["choice"])
    if top is None or any(e is None for e in d["estimates"]):
        return list(range(len(actions)))
    ranked = sorted(range(len(actions)), key=lambda a: (a != c, -d["estimates"][a]))
    return sorted(set(ranked[:top]) | {a for a in range(len(actions)) if actions[a] == "close"})


def gain(d, k, margin, top=None):
    """Mean over the splits of the chooser's play-out value minus pimc's, on the left-out worlds."""
    outcomes = d["outcomes"]
    c = d["actions"].index(d["choice"])
    n = len(outcomes[c])
    played = candidates(d, top)
    gains = []
    for start in range(0, n - k + 1, k):
        chosen = range(start, start + k)
        rest = [w for w in range(n) if not start <= w < start + k]
        mean_k = [sum(o[w] for w in chosen) / k for o in outcomes]
        best = max(played, key=lambda a: (mean_k[a], a == c))
        if mean_k[best] - mean_k[c] <= margin:
            best = c
        gains.append(sum(outcomes[best][w] - outcomes[c][w] for w in rest) / len(rest))
    return sum(gains) / len(gains)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--worlds", default="8,16,32")
    p.add_argument("--margins", default="0,0.25,0.5")
    p.add_argument("--top", type=int, default=None)
    p.add_argument("files", nargs="+")
    o = p.parse_args()
    decisions, seat_hands = [], 0
    for f in o.files:
        deals = set()
        with open(f) as lines:
            for line in lines:
                d = json.loads(line)
                deals.add(d["deal"])
                if len(d["actions"]) > 1 and d["choice"] in d["actions"]:
                    decisions.append(d)
        seat_hands += 2 * len(deals)
    print(f"{len(decisions)} decisions, {seat_hands} seat-hands")
    print("| decisions taken over | worlds | margin | n | gain per decision | per seat and hand "
          "| play-outs per decision |")
    print("|---|---|---|---|---|---|---|")
    for name, kind_filter in KINDS.items():
        chosen = [d for d in decisions if takes(kind_filter, d)]
        for k in [int(x) for x in o.worlds.split(",")]:
            for margin in [float(x) for x in o.margins.split(",")]:
                g = [gain(d, k, margin, o.top) for d in chosen]
                playouts = statistics.fmean(k * len(candidates(d, o.top)) for d in chosen)
                mean = statistics.fmean(g)
                half = 1.96 * statistics.stdev(g) / math.sqrt(len(g))
                per = sum(g) / seat_hands
                print(f"| {name} | {k} | {margin:g} | {len(g)} | {mean:+.3f} ± {half:.3f} "
                      f"| {per:+.3f} ± {half * len(g) / seat_hands:.3f} | {playouts:.0f} |")


if __name__ == "__main__":
    main()
