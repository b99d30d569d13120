#!/usr/bin/env python3
"""`schnapsen arena`: JSON shape, determinism (also across --threads) and bad flags."""
import json
import subprocess
import sys

BIN = sys.argv[1]


def run(*args):
    return subprocess.run([BIN, "arena", *args], capture_output=True, text=True, timeout=300)


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
    print("arena_cli: ok")


if __name__ == "__main__":
    main()
