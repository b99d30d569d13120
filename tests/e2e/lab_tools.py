#!/usr/bin/env python3
"""`schnapsen-lab`, the lab's developer executable (docs/ai.md): `features` and `reading`, the
commands of the policy model ("Reading the opponent"): the trainer's rows (their size, the
players' table, forced decisions left out), the offline check's table, and bad input: a missing
or unreadable file, a line that is not a record, a hand whose first record is missing, bad flags,
an unwritable output (a clear message and a non-zero exit, never a crash); `reading --gains` and
scripts/reading_paired.py, which compares two models decision by decision; `signature` is there;
and none of the three is a command of the user's `schnapsen`.
Usage: lab_tools.py SCHNAPSEN SCHNAPSEN_LAB"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program  # noqa: E402

schnapsen = Program(sys.argv[1], timeout=300)
run = Program(sys.argv[2], timeout=300)  # schnapsen-lab
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FEATURES, SLOTS = 162, 28
ROW = FEATURES * 4 + 5 * 4  # float32 features, then five int32 fields


def check_gains(tmp, records):
    """`reading --gains`: one line per decision the table counts, the table's mean from trick 3;
    scripts/reading_paired.py compares two such files decision by decision."""
    gains = os.path.join(tmp, "g.gains")
    p = run("reading", "--decisions", records, "--opponents", "noisy:0.3:skilled", "--gains", gains)
    assert p.returncode == 0, p.stderr
    counted = int(re.search(r"from trick 1: (\d+) decisions", p.stdout).group(1))
    table_mean = float(re.search(r"from trick 3: \d+ decisions, (\S+) ", p.stdout).group(1))
    rows = [line.split() for line in open(gains).read().splitlines()]
    assert rows[0] == ["line", "trick", "hidden", "gain"] and len(rows) == counted + 1, rows[:2]
    late = [float(r[3]) for r in rows[1:] if int(r[1]) >= 3]
    assert late and abs(sum(late) / len(late) - table_mean) < 0.0006, (late, table_mean)
    paired = os.path.join(ROOT, "scripts", "reading_paired.py")
    p = subprocess.run([sys.executable, paired, gains, gains], capture_output=True, text=True)
    assert p.returncode == 0 and "second - first +0.000 ± 0.000" in p.stdout, (p.stdout, p.stderr)
    other = os.path.join(tmp, "h.gains")
    p = run("reading", "--decisions", records, "--opponents", "heuristic", "--gains", other)
    assert p.returncode == 0, p.stderr
    p = subprocess.run([sys.executable, paired, gains, other], capture_output=True, text=True)
    assert p.returncode == 1 and "different decisions" in p.stderr, (p.stdout, p.stderr)
    p = subprocess.run([sys.executable, paired, records, gains], capture_output=True, text=True)
    assert p.returncode == 1 and "not a file of" in p.stderr, (p.stdout, p.stderr)
    p = run("reading", "--decisions", records, "--opponents", "heuristic", "--gains",
            os.path.join(tmp, "no", "dir"))
    assert p.returncode == 1 and "cannot write" in p.stderr, p.stderr


def check_features_filters(tmp, rows, records):
    """`features --talon-open` keeps only the decisions with the talon open (pimc's model); a
    player against itself plays both seatings of a deal alike, and each row is written once."""
    out = os.path.join(tmp, "open.features")
    p = run("features", "--decisions", records, "--out", out, "--talon-open")
    assert p.returncode == 0, p.stderr
    kept = json.load(open(out + ".json"))["rows"]
    assert 0 < kept < rows and os.path.getsize(out) == kept * ROW, (kept, rows)
    same = os.path.join(tmp, "same.jsonl")
    p = schnapsen("arena", "--a", "heuristic", "--b", "heuristic", "--deals", "4", "--seed", "3",
                  "--decisions", same)
    assert p.returncode == 0, p.stderr
    unforced = [line for line in open(same) if not json.loads(line)["forced"]]
    p = run("features", "--decisions", same, "--out", out)
    assert p.returncode == 0 and "repeats left out" in p.stdout, (p.stdout, p.stderr)
    assert json.load(open(out + ".json"))["rows"] * 2 == len(unforced), len(unforced)


def main():
    tmp = tempfile.mkdtemp()
    records = os.path.join(tmp, "d.jsonl")
    for command in ("features", "reading", "signature"):
        p = schnapsen(command)
        assert p.returncode == 1 and f"not expected: {command}" in p.stderr, (command, p.stderr)
        p = run(command, "--help")
        assert p.returncode == 0 and "Usage" in p.stdout, (command, p.stdout, p.stderr)
    p = run("nothing")
    assert p.returncode == 1 and "schnapsen-lab --help" in p.stderr, p.stderr

    p = schnapsen("arena", "--a", "heuristic", "--b", "noisy:0.3:skilled", "--deals", "10", "--seed", "3",
            "--decisions", records)
    assert p.returncode == 0, p.stderr
    lines = open(records).read().splitlines()
    unforced = sum(1 for line in lines if not json.loads(line)["forced"])

    out = os.path.join(tmp, "f.features")
    p = run("features", "--decisions", records, "--out", out)
    assert p.returncode == 0, p.stderr
    meta = json.load(open(out + ".json"))
    assert meta["rows"] == unforced, (meta, unforced)
    assert meta["features"] == FEATURES and meta["slots"] == SLOTS, meta
    assert sorted(meta["players"]) == ["heuristic", "noisy:0.3:skilled"], meta
    assert os.path.getsize(out) == unforced * ROW, (os.path.getsize(out), unforced)

    check_features_filters(tmp, meta["rows"], records)

    p = run("reading", "--decisions", records, "--opponents", "noisy:0.3:skilled")
    assert p.returncode == 0, p.stderr
    assert "from trick 3:" in p.stdout and "trick  talon" in p.stdout, p.stdout
    p = run("reading", "--decisions", records, "--opponents", "nobody")
    assert p.returncode == 0 and "from trick 1: 0 decisions" in p.stdout, p.stdout
    check_gains(tmp, records)

    cases = [
        (["features", "--decisions", os.path.join(tmp, "missing"), "--out", out], 2, "cannot open"),
        (["features", "--decisions", records, "--out", os.path.join(tmp, "no", "dir")], 1,
         "cannot write"),
        (["reading", "--decisions", records, "--opponents", "x", "--uniform-share", "2"], 1, ""),
        (["reading", "--decisions", records, "--opponents", "x", "--samples", "0"], 1, ""),
        (["reading", "--decisions", records], 1, "--opponents"),
    ]
    for content, expect in [(lines[0] + "\n{not json\n", ":2: not a JSON object"),
                            ("\n".join(lines[1:]) + "\n", ":1: the first record of a hand"),
                            (lines[0].replace('"action":"', '"action":"x') + "\n", ":1: action"),
                            ('{"seat": 0}\n', ":1: a field is missing")]:
        bad = os.path.join(tmp, f"bad{len(cases)}.jsonl")
        open(bad, "w").write(content)
        cases.append((["features", "--decisions", bad, "--out", out], 2, expect))
        cases.append((["reading", "--decisions", bad, "--opponents", "heuristic"], 2, expect))
    for args, status, message in cases:
        p = run(*args)
        assert p.returncode == status, (args, p.returncode, p.stderr)
        assert message in p.stderr, (args, p.stderr)
        assert "terminate" not in p.stderr and "Traceback" not in p.stderr, p.stderr
    # The headroom instruments: a small regret map (one deal, few worlds), its report, and the
    # play-out player measured offline on it with a rule level as continuation.
    regret = os.path.join(tmp, "regret.jsonl")
    p = run("regret", "--out", regret, "--rules", "soft", "--seed", "7", "--deals", "1",
            "--worlds", "2", "--playout-worlds", "1")
    assert p.returncode == 0 and os.path.getsize(regret) > 0, (p.stdout, p.stderr)
    p = run("regret-report", regret)
    assert p.returncode == 0 and "| all |" in p.stdout, (p.stdout, p.stderr)
    # --trick keeps the decisions of one trick, and all of them: the same deal mapped whole.
    first = os.path.join(tmp, "regret-trick1.jsonl")
    p = run("regret", "--out", first, "--rules", "soft", "--seed", "7", "--deals", "1",
            "--worlds", "2", "--playout-worlds", "1", "--trick", "1")
    assert p.returncode == 0, (p.stdout, p.stderr)
    whole = [json.loads(line) for line in open(regret)]
    only = [json.loads(line) for line in open(first)]
    assert only and all(d["trick"] == 0 for d in only), only
    assert len(only) == sum(d["trick"] == 0 for d in whole) < len(whole), (only, whole)
    p = run("playout-compare", "--worlds", "2", "--continuation", "expert", regret)
    assert p.returncode == 0, p.stderr
    assert "decisions taken over" in p.stdout and "CPU per decision" in p.stdout, p.stdout
    for args, status, message in [
            (["playout-compare", os.path.join(tmp, "missing")], 2, "cannot read"),
            (["playout-compare", "--continuation", "nobody", regret], 1,
             "nobody not in {pimc,distilled,expert}"),
            (["playout-compare", "--worlds", "1", regret], 1, "worlds"),
            (["regret", "--out", first, "--trick", "6"], 1, "--trick")]:
        p = run(*args)
        assert p.returncode == status and message in p.stderr, (args, p.returncode, p.stderr)
        assert "terminate" not in p.stderr, p.stderr
    print("lab_tools: ok")


if __name__ == "__main__":
    main()
