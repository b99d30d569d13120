#!/usr/bin/env python3
"""Pools `schnapsen arena --json` results of the same two players into one margin.

Each file holds one arena run (its own seed or deals); the margin per hand and its 95% interval
are computed from every run's per-deal margins (pair_margins: a minus b over the deal's two
hands), as the arena computes them for one run. Usage: scripts/arena_pool.py FILE...
"""
import json
import math
import statistics
import sys


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    pairs, rules = [], set()
    for f in sys.argv[1:]:
        with open(f) as fh:
            j = json.load(fh)
        pairs += j["pair_margins"]
        rules.add(j["rules"])
    n = len(pairs)
    mean = statistics.fmean(pairs) / 2
    half = 1.96 * statistics.stdev(pairs) / 2 / math.sqrt(n) if n > 1 else float("nan")
    print(f"{len(sys.argv) - 1} runs, {n} deals ({2 * n} hands), rules {', '.join(sorted(rules))}: "
          f"margin a-b {mean:+.3f} ± {half:.3f} game points per hand (95% CI)")


if __name__ == "__main__":
    main()
