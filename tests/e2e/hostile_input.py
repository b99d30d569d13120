#!/usr/bin/env python3
"""Hostile input to every `schnapsen` subcommand: empty, binary, huge (10 MB) and truncated files,
bad flags, hostile save and statistics files, misbehaving bots. Each run must end within its
timeout, without a crash signal, with a clear message on stderr and a non-zero exit status."""
import os, pathlib, random, shutil, signal, subprocess, sys, tempfile

binary = sys.argv[1]
samples = pathlib.Path(__file__).resolve().parent.parent / "data" / "conformance" / "replay"
tmp = pathlib.Path(tempfile.mkdtemp(prefix="schnapsen-hostile-"))
failures = []
runs = 0


def run(args, want_ok=False, timeout=30, env=None, stdin=subprocess.DEVNULL):
    """Runs the binary; records a failure unless it exits cleanly as expected with a message."""
    global runs
    runs += 1
    label = " ".join(a if len(a) < 40 else a[:37] + "..." for a in args)
    full_env = dict(os.environ, **(env or {}))
    try:
        p = subprocess.run([binary] + args, capture_output=True, timeout=timeout, env=full_env,
                           stdin=stdin)
    except subprocess.TimeoutExpired:
        failures.append(f"{label}: hung (no exit within {timeout} s)")
        return None
    if p.returncode < 0:
        failures.append(f"{label}: killed by signal {signal.Signals(-p.returncode).name}")
    elif want_ok and p.returncode != 0:
        failures.append(f"{label}: exit {p.returncode}: {p.stderr[:200]!r}")
    elif not want_ok and p.returncode == 0:
        failures.append(f"{label}: exit 0 on hostile input")
    elif not want_ok and not p.stderr.strip():
        failures.append(f"{label}: no message on stderr")
    elif b"AddressSanitizer" in p.stderr or b"runtime error" in p.stderr:
        failures.append(f"{label}: sanitizer report: {p.stderr[:300]!r}")
    return p


def make(name, data):
    path = tmp / name
    path.write_bytes(data)
    return str(path)


rng = random.Random(7)
record = sorted(samples.glob("*.rec"))[1].read_bytes()
files = {
    "empty": make("empty", b""),
    "binary": make("binary", bytes(rng.randrange(256) for _ in range(4096))),
    "nul": make("nul", b"schnapsen-record 1\x00\nrules soft\n"),
    "huge": make("huge", b"schnapsen-record 1\n" + b"# " + b"x" * (10 * 1024 * 1024) + b"\n"),
    "huge-line": make("huge-line", b"1 play Ah " * (1024 * 1024)),
    "truncated": make("truncated", record[: len(record) // 2 + 3]),
    "truncated-header": make("truncated-header", record[:30]),
    "utf16": make("utf16", record.decode().encode("utf-16")),
    "missing": str(tmp / "does-not-exist"),
    "directory": str(tmp),
}

# replay and solve: every hostile file gives a message and status 1 or 2, never a crash.
for cmd in ("replay", "solve"):
    for name, path in files.items():
        for extra in ([], ["--json"]):
            p = run([cmd, path] + extra)
            if p is not None and p.returncode not in (1, 2):
                failures.append(f"{cmd} {name}: exit {p.returncode}, expected 1 or 2")
            if p is not None and p.stdout:
                failures.append(f"{cmd} {name}: printed on stdout")
    run([cmd])
    run([cmd, files["empty"], "--bogus"])
    run([cmd, files["empty"], files["empty"]])

# deal: bad values.
for args in (["--seed", "x"], ["--seed", "-1"], ["--seed"], ["--seed", "1", "--rules", "blitz"],
             ["--seed", "1", "--dealer", "2"], ["--seed", "99999999999999999999999"], []):
    run(["deal"] + args)

# arena: bad flags and misbehaving bots.
for args in (["--deals", "0"], ["--deals", "abc"], ["--deals", "-5"], ["--a", "nonsense"],
             ["--b", ""], ["--rules", "blitz"], ["--threads", "0"], ["--bot-timeout", "0"],
             ["--seed", "x"], ["--unknown"]):
    run(["arena", "--deals", "1"] + args)
bots = {
    "exits at once": "true",
    "binary garbage": "head -c 100000 /dev/urandom",
    "huge line": "python3 -c \"import sys; sys.stdout.write('x' * 10000000); sys.stdout.flush()\"",
    "silent": "sleep 30",
    "illegal answer": "yes 'play Xx'",
    "not a command": "/nonexistent/bot",
}
for name, cmd in bots.items():
    run(["arena", "--deals", "1", "--a", "cmd:" + cmd, "--b", "random", "--bot-timeout", "1500"],
        timeout=60)

# play: bad flags are refused before any terminal is touched.
for args in (["--rules", "blitz"], ["--ai", "godlike"], ["--bummerls", "0"], ["--bummerls", "x"],
             ["--seed", "abc"], ["--first-dealer", "nobody"], ["--suits", "klingon"],
             ["--bot-timeout", "-3"], ["--resume", "--new"], ["--no-such-flag"], ["stray"]):
    run(args)

# stats: a hostile statistics file is reported (exit non-zero) and left exactly where it was:
# `schnapsen stats` only reads.
for name in ("empty", "binary", "nul", "huge", "truncated", "utf16"):
    state = tmp / ("state-" + name)
    (state / "schnapsen").mkdir(parents=True)
    stats = state / "schnapsen" / "stats.json"
    content = pathlib.Path(files[name]).read_bytes()
    stats.write_bytes(content)
    for args in (["stats"], ["stats", "--json"]):
        p = run(args, env={"XDG_STATE_HOME": str(state)})
        if p is not None and b"stats.json" not in p.stderr:
            failures.append(f"{' '.join(args)} {name}: the message does not name the file: "
                            f"{p.stderr[:200]!r}")
        if not stats.exists() or stats.read_bytes() != content or \
                (state / "schnapsen" / "stats.json.bad").exists():
            failures.append(f"{' '.join(args)} {name}: the file was changed or moved")
run(["stats", "--bogus"])
run(["stats"], env={"XDG_STATE_HOME": "", "HOME": ""})
# A state directory named on the command line must be one: no "no games played yet" for a typo.
for command in ("stats", "history"):
    for name, why in (("empty", b"not a directory"), ("missing", b"no such directory")):
        p = run([command, "--state-dir", files[name]])
        if p is not None and why not in p.stderr:
            failures.append(f"{command} --state-dir {name}: no '{why.decode()}': {p.stderr[:200]!r}")

# play with a hostile save: the save is reported and moved aside, never deleted, no crash.
for name in ("binary", "huge", "truncated"):
    state = tmp / ("save-" + name)
    (state / "schnapsen").mkdir(parents=True)
    save = state / "schnapsen" / "match.save"
    save.write_bytes(pathlib.Path(files[name]).read_bytes())
    runs += 1
    try:
        p = subprocess.run([binary, "--resume"], capture_output=True, timeout=30,
                           stdin=subprocess.DEVNULL, env=dict(os.environ, XDG_STATE_HOME=str(state),
                                                              TERM="dumb"))
        if p.returncode < 0:
            failures.append(f"play --resume with {name} save: signal {-p.returncode}")
        if save.exists() and p.returncode == 0:
            failures.append(f"play --resume with {name} save: exit 0 and the save untouched")
        leftovers = list((state / "schnapsen").glob("match.save*"))
        if not leftovers:
            failures.append(f"play --resume with {name} save: the bad save was deleted")
    except subprocess.TimeoutExpired:
        failures.append(f"play --resume with {name} save: hung")

# The same hostile saves in a real terminal: play starts a new match, says why, and the bad save
# is kept as match.save.bad.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, TestFailure  # noqa: E402
for name in ("binary", "huge", "truncated", "utf16"):
    home = tmp / ("tmux-" + name)
    state = home / "state" / "schnapsen"
    state.mkdir(parents=True)
    (state / "match.save").write_bytes(pathlib.Path(files[name]).read_bytes())
    runs += 1
    s = TmuxSession(binary, ["--ai", "random", "--fast"], home=str(home))
    try:
        screen = s.wait_for("Your hand", timeout=30)
        if "could not be resumed" not in screen and "moved to" not in screen:
            failures.append(f"play with a {name} save: no warning on the table")
        if not (state / "match.save.bad").exists():
            failures.append(f"play with a {name} save: not moved to match.save.bad")
    except TestFailure as e:
        failures.append(f"play with a {name} save: {str(e)[:300]}")
    finally:
        s.close()

# A shared record or position whose rules line carries escape sequences: the message names it
# without any control byte (no title set, no screen cleared on the reader's terminal).
evil_rules = "rules \x1b]0;PWN\x07 soft \x1b[2J\x9b2J\n"
evil_record = make("evil-rules.rec", ("schnapsen-record 1\n" + evil_rules + "dealer 0\n").encode("latin-1"))
evil_position = make("evil-rules.pos", ("schnapsen-position 1\n" + evil_rules +
                                        "trump c\ntalon 8 Qc\nhand Kc Tc Td Qs Ks\n"
                                        "played Jc Kd\nscore 26 0\ntricks 1 0\n").encode("latin-1"))
for args in (["replay", evil_record], ["solve", evil_record], ["analyze", evil_position],
             ["--position", evil_position]):
    p = subprocess.run([binary, *map(str, args)], capture_output=True, timeout=30,
                       env=dict(os.environ, XDG_STATE_HOME=str(tmp / "evil-state")))
    runs += 1
    if p.returncode == 0 or not p.stderr:
        failures.append(f"{args[0]} with an escape sequence in its rules line: exit {p.returncode}")
    if any(b < 0x20 and b != 0x0A or 0x7F <= b < 0xA0 for b in p.stdout + p.stderr):
        failures.append(f"{args[0]} with an escape sequence in its rules line printed a control "
                        f"byte: {p.stderr[:200]!r}")

shutil.rmtree(tmp, ignore_errors=True)
print(f"hostile_input: {runs} runs, {len(failures)} failures")
for f in failures:
    print("  " + f)
sys.exit(1 if failures else 0)
