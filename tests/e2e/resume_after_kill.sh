#!/usr/bin/env bash
# Kills interactive play with SIGKILL in the middle of a hand and starts it again with --resume:
# the save on disk must be whole (a valid record of the hand so far), and the resumed table must
# show exactly the position that was on screen before the kill (hand, talon, trump, tricks,
# Bummerl points); play then goes on and the save grows. Usage: resume_after_kill.sh BINARY
set -euo pipefail
binary=${1:?usage: resume_after_kill.sh path/to/schnapsen}
command -v tmux >/dev/null || { echo "resume_after_kill: tmux is needed" >&2; exit 1; }
exec python3 - "$binary" "$(cd "$(dirname "$0")" && pwd)/lib" <<'PYTHON'
import json, os, re, signal, subprocess, sys, tempfile, shutil, time
binary, lib = sys.argv[1], sys.argv[2]
sys.path.insert(0, lib)
from tmux_session import TmuxSession, TestFailure, require, run  # noqa: E402

TABLE_COLUMNS = 66  # the table; the side panel (log, tally) starts after it
TALLY = re.compile(r"^(Points to go|Bummerls|Tricks) +\d+ +\d+$")


def position(screen):
    """The parts of the screen that show the position (not the log or the last-trick display)."""
    rows = screen.split("\n")
    keep = []
    for i, row in enumerate(rows):
        left = row[:TABLE_COLUMNS].rstrip()
        if "cards left" in left or "closed by" in left.lower() or "Trump " in left or "cards)" in left or "talon" in left.lower():
            keep.append(left.strip())
        if left.strip().startswith("Your hand"):
            keep.extend(r[:TABLE_COLUMNS].rstrip() for r in rows[i:i + 6])
        right = row[TABLE_COLUMNS:].strip().lstrip("│")
        if TALLY.match(right):  # the tally: Bummerl points, Bummerls, tricks
            keep.append(right)
        if left[19:].strip() == "Trick":  # a trick in progress (not "Last trick", R9.2)
            keep.extend("trick: " + r[19:TABLE_COLUMNS].rstrip() for r in rows[i:i + 5])
    return keep


def save_text(home):
    with open(os.path.join(home, "state", "schnapsen", "match.save")) as f:
        return f.read()


def actions_in(text):
    return [l for l in text.splitlines() if l[:2] in ("0 ", "1 ")]


def replay(path):
    # The save's hand record, without the line that marks it a save: replay refuses a save's
    # hand in play (its hidden cards), and this checks only that the record is whole.
    with open(path) as f:
        record = "".join(f.readlines()[1:])
    copy = path + ".record"
    with open(copy, "w") as f:
        f.write(record)
    out = subprocess.run([binary, "replay", copy, "--json"], capture_output=True, text=True,
                         timeout=30)
    os.remove(copy)
    require(out.returncode == 0, "replay of the save failed: %s" % out.stderr)
    return json.loads(out.stdout)


def play_some(s, moves):
    """Plays `moves` of our cards (trying cards 1..5 until one is accepted)."""
    home_save = lambda: actions_in(save_text(s.home)) if os.path.exists(
        os.path.join(s.home, "state", "schnapsen", "match.save")) else []
    for _ in range(moves):
        before = len(home_save())
        for key in "12345":
            s.wait_turn()
            s.send(key)
            try:
                s.wait_for(lambda scr: len(home_save()) > before, timeout=5)
                break
            except TestFailure:
                continue
        else:
            raise TestFailure("no card was accepted; screen:\n" + s.screen())
    return settled(s, home_save)


def settled(s, saved, quiet=0.5, timeout=30.0):
    """Waits until it is our turn and neither the screen nor the save has changed for `quiet`
    seconds; returns that screen. The screen may still say "(your turn)" from before our last
    card was drawn away, while the AI's answers are still being saved: reading the save then
    would miss them."""
    deadline = time.monotonic() + timeout
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        now = (s.screen(), saved())
        if now != last:
            last, since = now, time.monotonic()
        elif "(your turn)" in now[0] and time.monotonic() - since >= quiet:
            return now[0]
        time.sleep(0.05)
    raise TestFailure("the table never settled on our turn; screen:\n%s" % (last or ("",))[0])


def test(binary):
    home = tempfile.mkdtemp(prefix="schnapsen-resume-")
    args = ["--ai", "random", "--seed", "11", "--fast", "--first-dealer", "ai"]
    try:
        s = TmuxSession(binary, args, home=home)
        try:
            s.wait_turn()
            before_screen = play_some(s, 3)
            before_save = save_text(home)
            s.kill9(binary)
        finally:
            s.close()
        # The save is whole: exactly what was saved before the kill, and a valid record.
        require(save_text(home) == before_save, "the save changed while the program died")
        path = os.path.join(home, "state", "schnapsen", "match.save")
        state = replay(path)
        require(state["result"] is None, "the saved hand must still be in progress")
        require(len(actions_in(before_save)) >= 5, "expected at least 3 moves of ours saved")
        leftovers = [f for f in os.listdir(os.path.dirname(path))
                     if f not in ("match.save", "stats.json", "stats.json.lock", "lock")]
        require(not leftovers, "files left beside the save: %r" % leftovers)

        s = TmuxSession(binary, ["--resume", "--fast"], home=home)
        try:
            after_screen = s.wait_turn()
            want, got = position(before_screen), position(after_screen)
            require(len(want) >= 8, "could not read the position from the screen", before_screen)
            require(want == got, "the resumed position differs:\nbefore %r\nafter  %r" % (want, got),
                    after_screen)
            require(save_text(home) == before_save or
                    actions_in(save_text(home))[:len(actions_in(before_save))] ==
                    actions_in(before_save), "resuming changed the saved hand")
            n = len(actions_in(save_text(home)))
            play_some(s, 1)
            require(len(actions_in(save_text(home))) > n, "play did not go on after resuming")
            s.send("q")
            s.wait_for("Quit?")
            s.send("y")
            done = s.wait_for("EXIT=")
            require("EXIT=0" in done, "quitting must exit with status 0", done)
        finally:
            s.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)


run(test, binary)
PYTHON
