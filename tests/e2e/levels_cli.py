#!/usr/bin/env python3
"""`schnapsen levels [--json]`: the five levels for people, weakest first, each with its sentence
and a rating per rule set that rises with the level; the measurement players; the other names
(basic, heuristic) and the retired names and what they map to. And the retired names at work: `--ai medium` is accepted and says once
that master plays instead; `analyze --level hard` analyses as master."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, home_env, temp_home  # noqa: E402
from tmux_session import TmuxSession  # noqa: E402

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
    assert measurement == ["random", "pimc"], measurement
    assert {a["name"]: a["level"] for a in out["aliases"]} == {
        "basic": "casual", "heuristic": "expert"}, out["aliases"]
    assert out["default"] == "skilled", out["default"]
    assert {r["name"]: r["now"] for r in out["retired"]} == {
        "easy": "expert", "medium": "master", "hard": "master"}, out["retired"]
    assert "2026" in out["ratings_measured"] and "--seed" in out["ratings_measured"]
    master = next(lv for lv in out["levels"] if lv["name"] == "master")
    assert "160 worlds" in master["search"], master

    p = run("levels", env={"COLUMNS": "200"})
    assert p.returncode == 0, p.stderr
    for name in PEOPLE + ["random", "pimc"]:
        assert "\n  " + name in p.stdout, (name, p.stdout)
    assert "medium is now master" in p.stdout, p.stdout
    assert "basic is casual, heuristic is expert" in p.stdout, p.stdout
    # Wrapped to the width ($COLUMNS where the output is no terminal), the same words.
    for columns in (60, 80):
        narrow = run("levels", env={"COLUMNS": str(columns)})
        long_lines = [line for line in narrow.stdout.splitlines() if len(line) > columns - 1]
        assert narrow.returncode == 0 and not long_lines, (columns, long_lines)
        assert narrow.stdout.split() == p.stdout.split(), narrow.stdout
        for name in PEOPLE + ["random", "pimc"]:
            assert "\n  " + name in narrow.stdout, (name, narrow.stdout)
    # On a terminal: its width, whatever $COLUMNS says.
    s = TmuxSession(sys.argv[1], ["levels"], width=72, height=30, frames=False,
                    extra_env={"COLUMNS": "200"})
    try:
        s.wait_for("EXIT=", finished=False)
        joined = s.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "main")
        shown = joined[:joined.index("EXIT=")].splitlines()
        assert any("master" in line for line in shown), joined
        assert all(len(line.rstrip()) <= 71 for line in shown), joined
    finally:
        s.close()

    # --help names the five levels for people at --ai; the measurement players and the names of
    # earlier versions are left to `schnapsen levels`, and still accepted.
    p = run("--help")
    ai = [line for line in p.stdout.splitlines() if line.strip().startswith("--ai")]
    assert len(ai) == 1 and "{beginner,casual,skilled,expert,master}" in ai[0], ai
    for other in ("random", "basic", "heuristic", "pimc", "easy", "medium", "hard"):
        assert other not in ai[0], ai
    with temp_home() as home:
        p = run("--ai", "pimc", "--print-config", env=home_env(home))
        assert p.returncode == 0 and 'ai = "pimc"' in p.stdout, p.stdout + p.stderr
        p = run("--ai", "heuristic", "--print-config", env=home_env(home))
        assert p.returncode == 0 and p.stderr == "", p.stdout + p.stderr  # an alias: no note
        p = run("--ai", "grandmaster", env=home_env(home))
        assert p.returncode == 1 and "grandmaster is not a level: beginner, casual, skilled, " \
            "expert, master ('schnapsen levels' lists them all)" in p.stderr, p.stderr

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
