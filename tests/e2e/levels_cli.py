#!/usr/bin/env python3
"""`schnapsen levels [--json]`: the five levels for people, weakest first, each with its sentence
and a rating per rule set that rises with the level; the measurement players; the retired names
and what they map to. And the retired names at work: `--ai medium` is accepted and says once
that master plays instead; `analyze --level hard` analyses as master."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, temp_home  # noqa: E402

run = Program(sys.argv[1])
PEOPLE = ["beginner", "casual", "skilled", "expert", "master"]


def main():
    p = run("levels", "--json")
    assert p.returncode == 0 and p.stderr == "", p.stderr
    out = json.loads(p.stdout)
    people = [lv for lv in out["levels"] if lv["for"] == "people"]
    assert [lv["name"] for lv in people] == PEOPLE, people
    for rules in ("soft", "sharp"):
        ratings = [lv["rating"][rules] for lv in people]
        assert ratings == sorted(ratings) and len(set(ratings)) == 5, (rules, ratings)
    for lv in people:
        assert len(lv["description"]) > 40, lv
    measurement = [lv["name"] for lv in out["levels"] if lv["for"] == "measurement"]
    assert measurement == ["random", "basic", "heuristic", "pimc"], measurement
    assert out["default"] == "skilled", out["default"]
    assert {r["name"]: r["now"] for r in out["retired"]} == {
        "easy": "expert", "medium": "master", "hard": "master"}, out["retired"]
    assert "2026" in out["ratings_measured"] and "--seed" in out["ratings_measured"]
    master = next(lv for lv in out["levels"] if lv["name"] == "master")
    assert "160 worlds" in master["search"], master

    p = run("levels")
    assert p.returncode == 0, p.stderr
    for name in PEOPLE + ["random", "pimc"]:
        assert "\n  " + name in p.stdout, (name, p.stdout)
    assert "medium is now master" in p.stdout, p.stdout

    # A retired name still works and says once what plays instead.
    with temp_home() as home:
        in_home = Program(sys.argv[1], home=home)
        p = in_home("--ai", "medium", "--print-config")
        assert p.returncode == 0, p.stderr
        assert p.stderr.count("the level 'medium' is now 'master'") == 1, p.stderr
        p = in_home("--ai", "grandmaster", "--print-config")
        assert p.returncode != 0 and "grandmaster" in p.stderr, p.stderr

    pos = os.path.join(os.environ["SCHNAPSEN_SOURCE_DIR"], "examples", "positions", "closing.txt")
    p = run("analyze", pos, "--level", "hard", "--json")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["level"] == "master", p.stdout
    assert "the level 'hard' is now 'master'" in p.stderr, p.stderr
    p = run("analyze", pos, "--level", "easy")
    assert p.returncode == 1 and "not a search level" in p.stderr, p.stderr
    print("ok")


if __name__ == "__main__":
    main()
