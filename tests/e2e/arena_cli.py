#!/usr/bin/env python3
"""`schnapsen arena`: JSON shape, determinism (also across --threads), bad flags, the decision
records of --decisions and the noisy:P:NAME players."""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program  # noqa: E402

run = Program(sys.argv[1], "arena", timeout=300)


def arena_json(*args):
    p = run(*args, "--json")
    assert p.returncode == 0, p.stderr
    lines = [line for line in p.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected exactly one JSON line, got {p.stdout!r}"
    return json.loads(lines[0])


def main():
    base = ["--a", "random", "--b", "heuristic", "--deals", "12", "--seed", "7"]
    first = arena_json(*base)
    for key in ("hands", "a", "b", "margin_per_hand", "ci95"):
        assert key in first, f"missing {key}: {first}"
    assert first["hands"] == 24, first
    for side in ("a", "b"):
        assert isinstance(first[side]["game_points"], int), first
        assert isinstance(first[side]["bummerls"], int), first
    assert first["a"]["game_points"] < first["b"]["game_points"], "heuristic should beat random"
    margin = (first["a"]["game_points"] - first["b"]["game_points"]) / first["hands"]
    assert abs(first["margin_per_hand"] - margin) < 1e-9, first
    assert first["ci95"] >= 0, first

    assert arena_json(*base) == first, "same seed, different result"
    assert arena_json(*base, "--threads", "2") == first, "--threads changed the result"
    assert arena_json(*base[:-1], "8") != first, "another seed should deal other cards"
    sharp = arena_json(*base, "--rules", "sharp")
    assert sharp["hands"] == 24, sharp

    roles = first["wins_by_points"]
    assert sum(roles["forehand"]) + sum(roles["dealer"]) == first["hands"], first
    # One margin per deal pair, a minus b, adding up to the whole margin.
    pairs = first["pair_margins"]
    assert len(pairs) == first["hands"] // 2, first
    assert sum(pairs) == first["a"]["game_points"] - first["b"]["game_points"], first

    # Bummerl mode: whole Bummerls, each sequence of deals played twice with seats swapped.
    bummerl = arena_json("--a", "basic", "--b", "random", "--bummerls", "5", "--seed", "3")
    assert bummerl["bummerls"] == 10, bummerl
    assert bummerl["a"]["bummerls"] + bummerl["b"]["bummerls"] == 10, bummerl
    assert bummerl["a_bummerl_share"] == bummerl["a"]["bummerls"] / 10, bummerl
    assert bummerl["hands"] >= 30, bummerl
    text = run("--a", "basic", "--b", "random", "--bummerls", "2", "--seed", "3")
    assert text.returncode == 0, text.stderr
    assert "4 Bummerls" in text.stdout and "a's Bummerls:" in text.stdout, text.stdout

    # A cmd: bot that fails part-way (it exits after 60 hands, in deal 31 of 100): the 30 deals
    # finished are printed (complete: false), then the failure, and the exit status is 1.
    failing = ("cmd:python3 -c 'import sys, json\nn = 0\nfor line in sys.stdin:\n"
               "    m = json.loads(line)\n    if m[\"type\"] == \"hand_over\":\n"
               "        n += 1\n        if n == 60: sys.exit(3)\n"
               "    elif m[\"type\"] == \"act\": print(m[\"legal\"][-1], flush=True)\n'")
    p = run("--a", "random", "--b", failing, "--deals", "100", "--json")
    assert p.returncode == 1, (p.returncode, p.stderr)
    partial = json.loads(p.stdout.strip().splitlines()[-1])
    assert partial["hands"] == 60 and partial["complete"] is False, partial
    assert "the results above are of the 30 deals finished before the failure" in p.stderr, p.stderr
    assert "exited with status 3" in p.stderr or "closed its input" in p.stderr, p.stderr
    p = run("--a", "random", "--b", failing, "--deals", "100")
    assert p.returncode == 1 and "60 hands (30 deals" in p.stdout, (p.stdout, p.stderr)

    # Players are registered levels only: the retired "+feature" syntax names no player.
    p = run("--a", "easy+worlds=2", "--b", "easy", "--json")
    assert p.returncode == 1 and p.stdout == "" and "unknown player 'easy+worlds=2'" in p.stderr, p.stderr

    for bad in (["--a", "nobody"], ["--deals", "0"], ["--rules", "loose"], ["--threads", "0"],
                ["--deals", "many"], ["--b", "cmd:"], ["--bummerls", "0"],
                ["--bummerls", "3", "--deals", "4"]):
        p = run(*bad, "--json")
        assert p.returncode != 0, f"{bad} accepted"
        assert p.stdout == "", f"{bad} printed {p.stdout!r}"
        assert p.stderr.strip(), f"{bad} gave no message"
    check_decisions()
    print("arena_cli: ok")


def read_records(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data.endswith(b"\n"), "the last record is not a whole line"
    return data, [json.loads(line) for line in data.decode().splitlines()]


def check_hands(records):
    """Each hand's records are all its decisions: the histories grow by one action a record,
    each the previous record's history plus its action. Returns the number of hands."""
    hands = {}
    for r in records:
        hands.setdefault((r["pair"], r["deal"], r["seating"], r["hand"]), []).append(r)
    for key, rs in hands.items():
        actions = []
        for r in rs:
            assert r["history"] == actions, (key, r["history"], actions)
            assert r["action"] in r["legal"], r
            assert r["forced"] == (len(r["legal"]) == 1), r
            assert r["position"].startswith("schnapsen-position 1\n"), r
            assert set(r["truth"]) == {"opponent_hand", "stock"}, r
            actions.append(f'{r["seat"]} {r["action"]}')
        # The hand ended with the last record's action: a claim, a pass, or the last trick's card.
        last = rs[-1]
        assert last["action"] in ("claim", "pass") or last["truth"]["stock"] == [], last
    return len(hands)


def check_decisions():
    with tempfile.TemporaryDirectory() as tmp:
        one, two = os.path.join(tmp, "one.jsonl"), os.path.join(tmp, "two.jsonl")
        base = ["--a", "random", "--b", "basic", "--deals", "3", "--seed", "11"]
        for path, threads in ((one, "1"), (two, "2")):
            p = run(*base, "--threads", threads, "--decisions", path, "--json")
            assert p.returncode == 0, p.stderr
        data, records = read_records(one)
        assert read_records(two)[0] == data, "--threads changed the decision records"
        # Deals of unequal length, so that the two threads finish them out of order.
        longer = ["--a", "random", "--b", "noisy:0.2:heuristic", "--deals", "16", "--seed", "5"]
        for path, threads in ((one, "1"), (two, "2")):
            p = run(*longer, "--threads", threads, "--decisions", path, "--json")
            assert p.returncode == 0, p.stderr
        assert read_records(two)[0] == read_records(one)[0], "--threads changed the records"
        assert check_hands(records) == 6, "expected the records of 3 deals x 2 seatings"
        assert any(r["forced"] for r in records), "no forced decision recorded"
        first = records[0]
        for key in ("pair", "a", "b", "seed", "mode", "deal", "seating", "hand", "rules", "player",
                    "seat", "dealer", "match", "position", "history", "legal", "action", "forced",
                    "truth"):
            assert key in first, (key, first)
        assert {r["player"] for r in records} == {"random", "basic"}, records[0]
        assert first["match"] is None and first["mode"] == "deal" and first["rules"] == "soft"

        # A noisy player, in Bummerl mode: the standing is recorded.
        noisy = os.path.join(tmp, "noisy.jsonl")
        p = run("--a", "noisy:0.2:heuristic", "--b", "casual", "--bummerls", "1", "--seed", "2",
                "--decisions", noisy, "--threads", "2", "--json")
        assert p.returncode == 0, p.stderr
        _, records = read_records(noisy)
        assert check_hands(records) >= 6, "a Bummerl pair takes at least 6 hands"
        assert {r["player"] for r in records} == {"noisy:0.2:heuristic", "casual"}
        assert all(r["mode"] == "bummerl" and len(r["match"]["points"]) == 2 for r in records)

        # noisy:0:X decides exactly as X: the same records but for the name.
        plain, zero = os.path.join(tmp, "plain.jsonl"), os.path.join(tmp, "zero.jsonl")
        assert run(*base, "--decisions", plain).returncode == 0
        assert run("--a", "noisy:0:random", *base[2:], "--decisions", zero).returncode == 0
        assert read_records(zero)[0] == read_records(plain)[0].replace(
            b'"a":"random"', b'"a":"noisy:0:random"').replace(
            b'"player":"random"', b'"player":"noisy:0:random"')

        # A file that cannot be written: a message naming it, exit status 1, no crash.
        for target, why in ((tmp, "Is a directory"), ("/dev/full", "No space left on device"),
                            (os.path.join(tmp, "no", "such"), "No such file or directory")):
            p = run(*base, "--decisions", target, "--json")
            assert p.returncode == 1, (target, p.returncode, p.stderr)
            assert f"--decisions {target}: {why}" in p.stderr, p.stderr
        # A bad name is refused before the file is touched.
        with open(plain, "w") as f:
            f.write("kept\n")
        p = run("--a", "nobody", "--decisions", plain)
        assert p.returncode == 1 and "unknown player 'nobody'" in p.stderr, p.stderr
        assert open(plain).read() == "kept\n", "a bad name truncated the records"

    for bad, why in (("noisy:2:basic", "is not a number from 0 to 1"),
                     ("noisy:x:basic", "is not a number from 0 to 1"),
                     ("noisy:0.1:nobody", "unknown player 'nobody'"),
                     ("noisy:0.1", "expected noisy:P:NAME")):
        p = run("--a", bad, "--deals", "2", "--json")
        assert p.returncode == 1 and p.stdout == "", (bad, p.stdout)
        assert f"player '{bad}'" in p.stderr and why in p.stderr, (bad, p.stderr)
    help_text = run("--help").stdout
    assert "noisy:P:NAME" in help_text and "--decisions" in help_text, help_text


if __name__ == "__main__":
    main()
