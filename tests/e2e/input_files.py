#!/usr/bin/env python3
"""Every file the program reads is bounded and must be a regular file: a FIFO, /dev/zero or a
100 MB (sparse) file given as a settings file, record or position, or planted in the state
directory (the save, stats.json, a hand of history/), is refused at once with a message naming
it. Nothing waits for a FIFO's writer or reads a device without end: each run must end within a
few seconds (before the fix, these runs hung or grew to gigabytes). A UTF-8 byte order mark at the
start of a settings file is skipped. Last, a hand played to its end at the table with a FIFO in
history/ is kept in the history, and `schnapsen history` lists it and names the FIFO it skipped."""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import home_env  # noqa: E402
from tmux_session import TestFailure, TmuxSession, play_hand, report  # noqa: E402

binary = sys.argv[1]
tmp = tempfile.mkdtemp(prefix="schnapsen-inputs-")
failures = []
TIMEOUT = 10  # seconds; each run takes milliseconds

POSITION = ("schnapsen-position 1\nrules soft\ntrump c\ntalon 8 Qc\nhand Kc Tc Td Qs Ks\n"
            "played Jc Kd\nscore 26 0\ntricks 1 0\n")


def path(*parts):
    return os.path.join(tmp, *parts)


def fifo(*parts):
    p = path(*parts)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    os.mkfifo(p)
    return p


def sparse(name, size):
    p = path(name)
    with open(p, "wb") as f:
        f.truncate(size)
    return p


def run(label, args, want, status=None, home="home", expect_ok=False):
    """Runs the binary with its own config and state folders under `home`; the run must end in
    time, with `want` on stderr and a non-zero status (or `status`, or 0 when expect_ok)."""
    env = home_env(path(home), TERM="dumb")
    try:
        p = subprocess.run([binary] + args, capture_output=True, text=True, timeout=TIMEOUT,
                           stdin=subprocess.DEVNULL, env=env, errors="replace")
    except subprocess.TimeoutExpired:
        failures.append(f"{label}: no end within {TIMEOUT} s")
        return None
    ok = p.returncode == 0 if expect_ok else (p.returncode != 0 if status is None
                                               else p.returncode == status)
    if not ok:
        failures.append(f"{label}: exit {p.returncode}: {p.stderr[:300]!r}")
    if want not in p.stderr:
        failures.append(f"{label}: {want!r} not in the message: {p.stderr[:300]!r}")
    return p


def settings_file_cases():
    pipe = fifo("pipe.toml")
    run("--config /dev/zero", ["--config", "/dev/zero", "--print-config"],
        "/dev/zero: not a regular file (a character device)", status=1)
    run("--config FIFO", ["--config", pipe, "--print-config"],
        "pipe.toml: not a regular file (a FIFO)", status=1)
    big = sparse("big.toml", 100 * 1024 * 1024)
    run("--config with 100 MB", ["--config", big, "--print-config"],
        "big.toml: too large (more than 64 KiB)", status=1)
    # The default settings file: named, then the defaults apply (as for a folder there).
    config = path("default-fifo", "config", "schnapsen", "config.toml")
    fifo("default-fifo", "config", "schnapsen", "config.toml")
    p = run("default settings file a FIFO", ["--print-config"], config + ": not a regular file",
            home="default-fifo", expect_ok=True)
    if p is not None and "the defaults apply" not in p.stderr:
        failures.append(f"default settings file a FIFO: {p.stderr[:300]!r}")
    os.makedirs(path("default-big", "config", "schnapsen"))
    with open(path("default-big", "config", "schnapsen", "config.toml"), "wb") as f:
        f.truncate(100 * 1024 * 1024)
    run("default settings file of 100 MB", ["--print-config"], "too large (more than 64 KiB)",
        home="default-big", expect_ok=True)
    # A subcommand reads no settings file: not even a FIFO there is opened.
    p = run("rules with a FIFO as the default settings file", ["rules"], "",
            home="default-fifo", expect_ok=True)
    if p is not None and p.stderr:
        failures.append(f"rules read the settings file: {p.stderr[:300]!r}")
    # A byte order mark before the first key is skipped.
    bom = path("bom.toml")
    with open(bom, "wb") as f:
        f.write(b"\xef\xbb\xbfsuits = \"german\"\n")
    p = run("settings file with a BOM", ["--config", bom, "--print-config"], "", expect_ok=True)
    if p is not None and ('\nsuits = "german"' not in p.stdout or p.stderr):
        failures.append(f"settings file with a BOM: {p.stderr[:300]!r}")


def record_and_position_cases():
    pipe = fifo("pipe")
    for cmd in (["replay"], ["solve"], ["analyze"], ["--position"]):
        run(" ".join(cmd) + " FIFO", cmd + [pipe], "pipe: not a regular file (a FIFO)", status=2)
        run(" ".join(cmd) + " /dev/zero", cmd + ["/dev/zero"], "not a regular file", status=2)
    big = sparse("big.rec", 100 * 1024 * 1024)
    run("replay 100 MB", ["replay", big], "too large (more than 1024 KiB)", status=2)
    pos = path("big.pos")
    with open(pos, "w") as f:
        f.write(POSITION + "# " + "x" * (70 * 1024) + "\n")
    run("analyze 70 KiB", ["analyze", pos], "too large (more than 64 KiB)", status=2)


def state_directory_cases():
    fifo("planted", "state", "schnapsen", "history", "m-0001.hand")
    run("history with a FIFO in history/", ["history"], "m-0001.hand: not a regular file (a FIFO)",
        home="planted", expect_ok=True)
    with open(path("planted", "state", "schnapsen", "history", "m-0002.hand"), "wb") as f:
        f.truncate(100 * 1024 * 1024)
    run("history with 100 MB in history/", ["history"],
        "m-0002.hand: too large (more than 256 KiB)", home="planted", expect_ok=True)
    fifo("planted", "state", "schnapsen", "stats.json")
    run("stats with a FIFO as stats.json", ["stats"], "stats.json: not a regular file (a FIFO)",
        home="planted")
    # The save, read at the table's start: refused, moved aside, the table says why.
    fifo("table-save", "state", "schnapsen", "match.save")
    os.makedirs(path("table-link", "state", "schnapsen"))
    os.symlink("/dev/null", path("table-link", "state", "schnapsen", "match.save"))
    for home, want in (("table-save", "match.save: not a regular file (a FIFO)"),
                       ("table-link", "match.save: is a symbolic link")):  # not read through
        s = TmuxSession(binary, ["--ai", "random", "--fast"], home=path(home), width=200)
        try:
            screen = s.wait_for("Your hand", timeout=TIMEOUT)
            # The side panel's log (right of its border) wraps the warning over lines.
            squeezed = "".join("".join(r.rpartition("\u2502")[2] for r in s.rows()).split())
            if "".join(want.split()) not in squeezed:
                failures.append(f"a save ({want}): not named on the table:\n{screen}")
        except TestFailure as e:
            failures.append(f"a save ({want}): {str(e)[:600]}")
        finally:
            s.close()
        if not os.path.lexists(path(home, "state", "schnapsen", "match.save.bad")):
            failures.append(f"a save ({want}): not moved aside to match.save.bad")


def table_history_case():
    """A FIFO in history/ while a hand ends at the table: the hand is kept, the table goes on."""
    home = path("table")
    fifo("table", "state", "schnapsen", "history", "zz-0001.hand")
    s = TmuxSession(binary, ["--ai", "random", "--seed", "7", "--fast", "--first-dealer", "ai"],
                    home=home)
    try:
        s.wait_turn()
        play_hand(s)  # fails when the end of the hand waits for the FIFO
        s.send("Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr)
        s.wait_turn()
        s.quit()
    except TestFailure as e:
        failures.append(f"a hand ended with a FIFO in history/: {str(e)[:600]}")
        return
    finally:
        s.close()
    p = run("history after the table's hand", ["history"], "zz-0001.hand: not a regular file",
            home="table", expect_ok=True)
    if p is not None and "You vs AI random" not in p.stdout:
        failures.append(f"the table's hand is not in the history: {p.stdout[:300]!r}")


try:
    settings_file_cases()
    record_and_position_cases()
    state_directory_cases()
    table_history_case()
finally:
    shutil.rmtree(tmp, ignore_errors=True)
report(failures)
