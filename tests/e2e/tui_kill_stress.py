#!/usr/bin/env python3
"""Randomized stress: 50 kill -9 at random instants while keys are typed, each followed by a
resume. After every kill the save (when there is one) replays, nothing is moved aside, and the
statistics count every finished hand of the match exactly once (stats.json's "counted" says how
many hands of each match it holds). A kill mid-write may leave a temporary file; the next program
to take the state directory must remove it. Bounded: about a second per kill on an idle machine
(some 80 s in all under ASan); the whole run's limit allows for a machine loaded by other tests
(ctest runs them in parallel), and every wait inside has its own bound."""
import json
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TmuxSession, TestFailure, require, run  # noqa: E402

KILLS = 50
KEYS = ["1", "2", "3", "4", "5", "Enter", "Space", "Right", "Left"]


def header(text, key):
    for line in text.splitlines():
        if line.startswith("# " + key + " "):
            return line[len(key) + 3:]
    raise TestFailure("the save lacks '%s':\n%s" % (key, text))


def leftovers(state):
    """Temporary files a kill mid-write left behind."""
    files = os.listdir(state) if os.path.isdir(state) else []
    return sorted(f for f in files if ".tmp" in f)


def check_state(binary, state):
    files = os.listdir(state) if os.path.isdir(state) else []
    require(not [f for f in files if ".bad" in f],
            "files moved aside: %r" % files)
    counted = {}
    stats_path = os.path.join(state, "stats.json")
    total = 0
    if os.path.exists(stats_path):
        with open(stats_path) as f:
            stats = json.load(f)
        counted = {c["match"]: c["hands"] for c in stats["counted"]}
        total = sum(l["hands_won"] + l["hands_lost"] for l in stats["lines"])
    require(total == sum(counted.values()),
            "statistics count %d hands but the matches hold %r" % (total, counted))
    save = os.path.join(state, "match.save")
    if not os.path.exists(save):
        return
    with open(save) as f:
        text = f.read()
    # The hand record without the line that marks it a save (replay refuses a save's hand in
    # play: its hidden cards): this checks that the record is whole.
    copy = save + ".record"
    with open(copy, "w") as f:
        f.write("".join(text.splitlines(True)[1:]))
    out = subprocess.run([binary, "replay", copy, "--json"], capture_output=True, text=True,
                         timeout=30)
    os.remove(copy)
    require(out.returncode == 0, "the save does not replay: %s" % out.stderr)
    finished = json.loads(out.stdout)["result"] is not None
    played = int(header(text, "hands-played"))
    got = counted.get(header(text, "match-id"), 0)
    # Written ahead: a finished hand is saved, then counted; a kill may fall in between.
    require(played <= got <= played + (1 if finished else 0),
            "match with %d hands played (current finished: %s) has %d counted"
            % (played, finished, got))


def wait_cleaned(state, stale):
    """The program that took the state directory removes the temporary files left before."""
    deadline = time.monotonic() + 10
    while set(stale) & set(leftovers(state)):
        require(time.monotonic() < deadline,
                "temporary files left by a killed program were not removed: %r" % stale)
        time.sleep(0.02)


def wait_pid(s, binary):
    deadline = time.monotonic() + 10
    while True:
        try:
            return s.program_pid(binary)
        except TestFailure:
            if time.monotonic() > deadline or s.exit_status() is not None:
                raise
            time.sleep(0.02)


def start_args(state, seed):
    """Resumes the saved match, or starts a new one when there is none."""
    if os.path.exists(os.path.join(state, "match.save")):
        return ["--resume", "--fast"]
    return ["--new", "--seed", str(seed), "--ai", "random", "--fast"]


def test(binary):
    with temp_home("schnapsen-stress-") as home:
        stress(binary, home)


def stress(binary, home):
    rng = random.Random(int(os.environ.get("SCHNAPSEN_STRESS_SEED", "20261122")))
    state = os.path.join(home, "state", "schnapsen")
    started = time.monotonic()
    # As a kill in the middle of writing leaves them (rare by chance, so planted once too).
    os.makedirs(state)
    stale = [".match.save.tmpAb12Cd", ".stats.json.tmpEf34Gh"]
    for name in stale:
        with open(os.path.join(state, name), "w") as f:
            f.write("half written")
    removed = 0
    for kill in range(KILLS):
        s = TmuxSession(binary, start_args(state, kill), home=home)
        try:
            wait_pid(s, binary)
            wait_cleaned(state, stale)
            end = time.monotonic() + rng.uniform(0.05, 0.9)
            while time.monotonic() < end:
                s.send(rng.choice(KEYS))
                time.sleep(rng.uniform(0.0, 0.06))
            ended = s.exit_status()
            require(ended is None, "the program ended by itself (exit status %s)" % ended,
                    s.screen())
            s.kill9(binary)
        finally:
            s.close()
        check_state(binary, state)
        stale = leftovers(state)
        removed += len(stale)
    # The last kill's leftovers too: one more program takes the state directory.
    s = TmuxSession(binary, start_args(state, KILLS), home=home)
    try:
        wait_pid(s, binary)
        wait_cleaned(state, stale)
        s.kill9(binary)
    finally:
        s.close()
    require(time.monotonic() - started < 360, "the stress test took too long")
    print("%d kills; %d temporary files left by them (and 2 planted), each removed by the next program"
          % (KILLS, removed))


if __name__ == "__main__":
    run(test, sys.argv[1])
