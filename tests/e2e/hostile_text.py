#!/usr/bin/env python3
"""Text from outside reaches the terminal only through the one sanitizer, and names pass one
check: --names refuses invisible and text-direction characters and
quotes a long name short; a settings file's values are echoed without control bytes; a history
file with control characters in a name is skipped without printing them; a leading byte order
mark is read in records and positions; impossible position scores and a rule option given twice
are refused with the line or option named. Headless and quick (a few seconds)."""
import json, os, pathlib, shutil, subprocess, sys, tempfile

binary = sys.argv[1]
samples = pathlib.Path(__file__).resolve().parent.parent / "data" / "conformance" / "replay"
tmp = pathlib.Path(tempfile.mkdtemp(prefix="schnapsen-text-"))
failures = []
HIDDEN = set(range(0x20)) - {0x0A} | set(range(0x7F, 0xA0)) | {
    0x061C, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C,
    0x202D, 0x202E, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF}


def unsafe(data):
    """Why `data` (bytes a command printed) could act on a terminal, or None."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        return "not UTF-8: %s" % e
    bad = sorted({"U+%04X" % ord(c) for c in text if ord(c) in HIDDEN})
    return "holds " + ", ".join(bad) if bad else None


def run(label, args, want_ok=False, env=None, expect=None, max_err=None):
    full_env = dict(os.environ, XDG_STATE_HOME=str(tmp / "state"), **(env or {}))
    try:
        p = subprocess.run([binary] + args, capture_output=True, timeout=30, env=full_env,
                           stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        failures.append(f"{label}: hung")
        return None
    if p.returncode < 0:
        failures.append(f"{label}: killed by signal {-p.returncode}")
    elif want_ok and p.returncode != 0:
        failures.append(f"{label}: exit {p.returncode}: {p.stderr[:300]!r}")
    elif not want_ok and p.returncode == 0:
        failures.append(f"{label}: exit 0, expected a refusal")
    for name, data in (("stdout", p.stdout), ("stderr", p.stderr)):
        why = unsafe(data)
        if why:
            failures.append(f"{label}: {name} {why}: {data[:200]!r}")
    if expect is not None and expect.encode() not in p.stderr:
        failures.append(f"{label}: stderr lacks {expect!r}: {p.stderr[:300]!r}")
    if max_err is not None and len(p.stderr) > max_err:
        failures.append(f"{label}: a message of {len(p.stderr)} bytes (at most {max_err})")
    return p


# --names: one check; invisible, text-direction and long names refused, quoted short.
for label, names in (("U+200B", "\u200b,Bob"), ("U+202E", "A\u202eB,Bob"),
                     ("U+2066", "\u2066Ann,Bob"), ("U+FEFF", "\ufeff,Bob"),
                     ("combining mark alone", "\u0301,Bob"), ("C1", "A\u009b2J,Bob"),
                     ("1000 characters", "x" * 1000 + ",Bob"),
                     ("100000 characters", "y" * 100000 + ",Bob")):
    run("--names " + label, ["--names", names, "--print-config"], expect="name", max_err=400)
p = run("--names Jürgen,李小龍", ["--names", "Jürgen,李小龍", "--print-config"], want_ok=True)
if p is not None and "Jürgen,李小龍".encode() not in p.stdout:
    failures.append("--names Jürgen,李小龍: the names are not kept: %r" % p.stdout[:300])

# The settings file: values and keys are echoed without their control bytes, and cut short.
config = tmp / "config.toml"
for label, content in (
        ("escape in a value", b'ai = "\x1b]0;PWN\x07\x1b[2J"\n'),
        ("C1 in a value", b'suits = "\xc2\x9b2J\xc2\x9d0;PWN"\n'),
        ("raw 0x9B in a value", b'ai = "\x9b2J"\n'),
        ("escape in a key", b'\x1b[2Jai = "hard"\n'),
        ("huge value", b'ai = "' + b"z" * 50000 + b'"\n'),
        ("a name with U+202E", 'names = "A\u202eB,Bob"\n'.encode()),
        ("a name of 1000 characters", ('names = "' + "n" * 1000 + ',Bob"\n').encode())):
    config.write_bytes(content)
    # The file is ignored with a message; the defaults apply, so the command succeeds.
    run("settings file with " + label, ["--config", str(config), "--print-config"],
        want_ok=True, expect="ignored", max_err=1500)

# A history file whose names hold control characters: skipped, nothing of it reaches the terminal.
record = (samples / "003-soft-open-claim-ok-2.rec").read_text()
history = tmp / "state" / "schnapsen" / "history"
history.mkdir(parents=True)


def history_hand(name0, number):
    header = ("# schnapsen-save 1\n# match-id 0123456789abcdef\n# rules soft\n"
              "# bummerls-to-lose 1\n# schneider-bummerl off\n# seed 1\n"
              f"# hands-played {number}\n# dealer 0\n# points 7 7\n# bummerls 0 0\n"
              "# seat0-kind human\n# seat0-level -\n")
    return (header.encode() + b"# seat0-name " + name0 +
            b"\n# seat1-kind ai\n# seat1-level random\n# seat1-name AI random\n" +
            record.encode() + f"# finished 2026-11-2{number}T10:00:00Z\n".encode())


(history / "0123456789abcdef-0001.hand").write_bytes(history_hand("Jürgen".encode(), 1))
for number, name in ((2, b"\xc2\x9b2J\xc2\x9d0;PWN\x07"), (3, b"evil\x1b]0;PWN\x07"),
                     (4, "A\u202eB".encode()), (5, b"x" * 500), (6, b"bad\xff\xfe")):
    (history / f"0123456789abcdef-000{number}.hand").write_bytes(history_hand(name, number))
(history / "\x1b]0;PWN\x07\xc2\x9b.hand").write_bytes(history_hand(b"\xc2\x85", 7))
p = run("history with hostile names", ["history"], want_ok=True)
if p is not None:
    if "Jürgen vs AI random".encode() not in p.stdout:
        failures.append("history: the good hand is not listed with its name: %r" % p.stdout[:400])
    if p.stderr.count(b"skipped") != 6:
        failures.append("history: six hostile files must be skipped with a note: %r" % p.stderr)
p = run("history --json with hostile names", ["history", "--json"], want_ok=True)
if p is not None:
    try:
        hands = json.loads(p.stdout)["hands"]
        if [h["players"] for h in hands] != [["Jürgen", "AI random"]]:
            failures.append("history --json: %r" % hands)
    except (ValueError, KeyError) as e:
        failures.append(f"history --json: not the expected JSON ({e}): {p.stdout[:300]!r}")

# Shared files under hostile names (a record in a downloaded folder, given as *.rec): the name
# is echoed without its control bytes, whatever the command says about the file.
evil_dir = tmp / "evil names"
evil_dir.mkdir()
for suffix, content in ((".rec", b"not a record\n"), (".pos", b"not a position\n"),
                        (".rec", (samples / "003-soft-open-claim-ok-2.rec").read_bytes())):
    evil = evil_dir / ("\x1b]0;PWN\x07\x1b[2J\u009b2J\u202e" + suffix)
    evil.write_bytes(content)
    finished = content.startswith(b"schnapsen-record")
    commands = [["analyze", str(evil)]] if suffix == ".pos" else \
        [["replay", str(evil), "--position"], ["solve", str(evil)]] if finished else \
        [["replay", str(evil)], ["solve", str(evil)]]
    for args in commands:
        run(f"{args[0]} of a file named with escapes", args, expect="PWN")
    evil.unlink()
(evil_dir / "gone\x1b[2J.rec").mkdir()
run("replay of a folder named with escapes", ["replay", str(evil_dir / "gone\x1b[2J.rec")],
    expect="directory")

# A leading UTF-8 byte order mark in a record or a position is read like the text without it.
bom = b"\xef\xbb\xbf"
rec = tmp / "bom.rec"
rec.write_bytes(bom + (samples / "003-soft-open-claim-ok-2.rec").read_bytes())
run("replay of a record with a byte order mark", ["replay", str(rec)], want_ok=True)
position = ("schnapsen-position 1\nrules soft\ntrump s\ntalon 6 Js\nhand Ah Jh Ac Kc Ad\n"
            "played Kh Th Kd Td\ntricks 1 1\n")
pos = tmp / "bom.pos"
pos.write_bytes(bom + (position + "score 14 14\n").encode())
run("analyze of a position with a byte order mark", ["analyze", str(pos), "--level", "master"],
    want_ok=True)

# Impossible scores: named on the score line; pending points that are no marriage on theirs.
pos.write_bytes((position + "score 27 1\n").encode())
run("analyze with score 27 1", ["analyze", str(pos)], expect="line 8 (score)")
pos.write_bytes(b"schnapsen-position 1\nrules soft\ntrump h\ntalon 6 Jh closed-by me\n"
                b"hand Ah Th Kc Qc\nplayed Jc Ac Jd Qd Kd Td\nscore 32 0\ntricks 3 0\n"
                b"at-close 0 0\npending 0 30\n")
run("analyze with pending 0 30", ["analyze", str(pos)], expect="line 10 (pending)")

# A rule option given twice is refused, naming it: on the command line and in a record.
run("--rule twice", ["rules", "--rule", "review-tricks=no", "--rule", "review-tricks=yes"],
    expect="review-tricks is given twice")
run("--rule twice in play", ["--rule", "review-tricks=no", "--rule", "review-tricks=no",
                             "--print-config"], expect="review-tricks is given twice")
rec.write_text(record.replace("rules soft", "rules soft review-tricks=no review-tricks=yes"))
run("a record with a rule option twice", ["replay", str(rec)],
    expect="review-tricks is given twice")

shutil.rmtree(tmp, ignore_errors=True)
print(f"hostile_text: {len(failures)} failures")
for f in failures:
    print("  " + f)
sys.exit(1 if failures else 0)
