#!/usr/bin/env python3
"""`schnapsen ladder`: table and JSON shape, the same deals for every pair, progress on stderr,
ratings ordered by the results, the decision records of --decisions, and bad flags."""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program  # noqa: E402

run = Program(sys.argv[1], timeout=300)


def main():
    base = ["--deals", "10", "--seed", "3"]
    p = run("ladder", "--players", "random,basic", *base, "--json")
    assert p.returncode == 0, p.stderr
    lines = [line for line in p.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected exactly one JSON line, got {p.stdout!r}"
    out = json.loads(lines[0])
    assert "ladder: pair 1/1 (random vs basic)" in p.stderr, p.stderr
    assert [x["name"] for x in out["players"]] == ["random", "basic"], out
    assert len(out["pairs"]) == 1, out
    pair = out["pairs"][0]
    assert pair["a"] == "random" and pair["b"] == "basic" and pair["hands"] == 20, pair
    assert out["players"][1]["rating"] > out["players"][0]["rating"], "basic should rate higher"
    assert abs(out["players"][0]["rating"] + out["players"][1]["rating"]) < 1e-6, "mean not 0"

    # The pair equals a plain arena run on the same seed (the ladder reuses the arena).
    a = run("arena", "--a", "random", "--b", "basic", *base, "--json")
    assert a.returncode == 0, a.stderr
    arena = json.loads(a.stdout)
    assert arena["margin_per_hand"] == pair["margin_per_hand"], (arena, pair)
    assert arena["a"]["game_points"] == pair["a_game_points"], (arena, pair)

    text = run("ladder", "--players", "random,basic", *base, "--rules", "sharp")
    assert text.returncode == 0, text.stderr
    assert "margin a-b per hand" in text.stdout and "rating" in text.stdout, text.stdout
    assert "rules sharp" in text.stdout, text.stdout

    # Decision records: every pair's, in pair order, each pair's the arena's records of that pair.
    with tempfile.TemporaryDirectory() as tmp:
        path, arena_path = os.path.join(tmp, "ladder.jsonl"), os.path.join(tmp, "arena.jsonl")
        players = "random,noisy:0.2:basic,beginner"
        for threads in ("1", "2"):
            p = run("ladder", "--players", players, "--deals", "2", "--threads", threads,
                    "--decisions", path + threads, "--json")
            assert p.returncode == 0, p.stderr
        with open(path + "1", "rb") as f:
            data = f.read()
        with open(path + "2", "rb") as f:
            assert f.read() == data, "--threads changed the decision records"
        records = [json.loads(line) for line in data.decode().splitlines()]
        pairs = [r["pair"] for r in records]
        assert pairs == sorted(pairs) and set(pairs) == {0, 1, 2}, pairs
        assert {(r["pair"], r["a"], r["b"]) for r in records} == {
            (0, "random", "noisy:0.2:basic"), (1, "random", "beginner"),
            (2, "noisy:0.2:basic", "beginner")}
        p = run("arena", "--a", "random", "--b", "beginner", "--deals", "2", "--decisions",
                arena_path)
        assert p.returncode == 0, p.stderr
        with open(arena_path) as f:
            arena = [json.loads(line) for line in f]
        assert arena == [dict(r, pair=0) for r in records if r["pair"] == 1], "pair 1 != arena"
        p = run("ladder", "--players", "random,basic", "--deals", "2", "--decisions", "/dev/full")
        assert p.returncode == 1 and "--decisions /dev/full: No space left on device" in p.stderr, \
            p.stderr

    help_text = run("ladder", "--help")
    assert help_text.returncode == 0 and "heuristic" in help_text.stdout, help_text.stdout
    assert "--decisions" in help_text.stdout and "noisy:P:NAME" in help_text.stdout

    for bad in (["--players", "random"], ["--players", "random,random"],
                ["--players", "random,nobody"], ["--players", "random,basic", "--deals", "0"],
                ["--players", "random,basic", "--rules", "loose"], [],
                ["--players", "random,basic", "--threads", "0"]):
        p = run("ladder", *bad, "--deals", "2") if "--deals" not in bad else run("ladder", *bad)
        assert p.returncode != 0, f"{bad} accepted"
        assert p.stdout == "", f"{bad} printed {p.stdout!r}"
        assert p.stderr.strip(), f"{bad} gave no message"
    print("ladder_cli: ok")


if __name__ == "__main__":
    main()
