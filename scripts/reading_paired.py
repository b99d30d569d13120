#!/usr/bin/env python3
"""Compares two policy models' offline reading on the same decisions, decision by decision.

Each file is what `schnapsen-lab reading --gains FILE` wrote for one model, on the same decision
records with the same flags: one line per decision read (its record line, trick, whether cards are
still hidden, and the gain in nats). Prints, from trick 3 on (as docs/ai.md measures the reading)
and from trick 3 where cards are still hidden, each model's mean gain and the second's minus the
first's with a 95% interval from the paired differences: the same decisions and the same sampled
provenances, so most of the decisions' spread cancels.
Usage: scripts/reading_paired.py FIRST.gains SECOND.gains
"""
import math
import statistics
import sys


def load(path):
    gains = {}
    with open(path) as f:
        header = f.readline().split()
        if header != ["line", "trick", "hidden", "gain"]:
            sys.exit(f"{path}: not a file of `schnapsen-lab reading --gains`")
        for number, text in enumerate(f, start=2):
            fields = text.split()
            try:
                line, trick, hidden, gain = int(fields[0]), int(fields[1]), int(fields[2]), \
                    float(fields[3])
            except (ValueError, IndexError):
                sys.exit(f"{path}:{number}: expected 'line trick hidden gain'")
            gains[line] = (trick, hidden, gain)
    return gains


def interval(values):
    if len(values) < 2:
        return float("nan")
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    first, second = load(sys.argv[1]), load(sys.argv[2])
    if first.keys() != second.keys():
        sys.exit("the two files read different decisions (the same records and flags are needed)")
    for title, keep in (("from trick 3", lambda t, h: t >= 3),
                        ("from trick 3, cards still hidden", lambda t, h: t >= 3 and h)):
        lines = [k for k, (t, h, _) in first.items() if keep(t, h)]
        a = [first[k][2] for k in lines]
        b = [second[k][2] for k in lines]
        d = [y - x for x, y in zip(a, b)]
        if not d:
            print(f"{title}: no decisions")
            continue
        print(f"{title}: {len(d)} decisions, first {statistics.fmean(a):+.3f} ± {interval(a):.3f}, "
              f"second {statistics.fmean(b):+.3f} ± {interval(b):.3f}, "
              f"second - first {statistics.fmean(d):+.3f} ± {interval(d):.3f} nats per decision")


if __name__ == "__main__":
    main()
