#!/usr/bin/env python3
"""`schnapsen solve --json` against every sample in tests/data/conformance/solve (parsed JSON
compared), plus the exit statuses of bad records and of a finished hand."""
import json, os, subprocess, sys, tempfile, pathlib

binary = sys.argv[1]
samples = pathlib.Path(__file__).resolve().parent.parent / "data" / "conformance" / "solve"
cases = sorted(samples.glob("*.rec"))
failures = []
if len(cases) < 20:
    failures.append(f"expected at least 20 samples, found {len(cases)}")
for rec in cases:
    out = subprocess.run([binary, "solve", str(rec), "--json"], capture_output=True, text=True, timeout=120)
    want = json.loads(rec.with_suffix(".json").read_text())
    if out.returncode != 0:
        failures.append(f"{rec.name}: exit {out.returncode}: {out.stderr.strip()}")
        continue
    got = json.loads(out.stdout)
    if got != want:
        failures.append(f"{rec.name}: got {got}, want {want}")

HEADER = "schnapsen-record 1\nrules soft\ndealer 0\ndeck Kh Qh Kd Tc Ks Jc Qc Ad Ts Td Qs Kc Ah Qd Jh As Js Jd Th Ac\n"
bad = {
    # name: (text, exit status, words the message must hold)
    "bad header": ("schnapsen-record 2\n", 2, "line 1"),
    "unknown card": (HEADER.replace("Ac\n", "Xc\n"), 2, "line 4"),
    "malformed action": (HEADER + "1 play Kd\n0 jump\n", 2, "line 6"),
    "wrong seat": (HEADER + "0 play Jc\n", 3, "line 5"),
    "not held": (HEADER + "1 play Jc\n", 3, "line 5"),
    # forehand (seat 1) leads Kd, seat 0 takes it with Td and claims falsely: the hand is over
    "finished hand": (HEADER + "1 play Kd\n0 play Td\n0 claim\n", 4, "over"),
}
with tempfile.TemporaryDirectory() as tmp:
    for name, (text, status, words) in bad.items():
        path = pathlib.Path(tmp) / "case.rec"
        path.write_text(text)
        out = subprocess.run([binary, "solve", str(path), "--json"], capture_output=True, text=True, timeout=60)
        if out.returncode != status or out.stdout or words not in out.stderr:
            failures.append(f"{name}: exit {out.returncode}, stdout {out.stdout!r}, stderr {out.stderr!r}")
    out = subprocess.run([binary, "solve", str(pathlib.Path(tmp) / "missing.rec"), "--json"], capture_output=True, text=True)
    if out.returncode != 2 or "cannot open" not in out.stderr:
        failures.append(f"missing file: exit {out.returncode} {out.stderr!r}")
    # Without --json: a table naming every legal action of the opening position.
    path = pathlib.Path(tmp) / "open.rec"
    path.write_text(HEADER)
    out = subprocess.run([binary, "solve", str(path)], capture_output=True, text=True, timeout=120)
    if out.returncode != 0 or "seat 1 to act" not in out.stdout or "play Kd" not in out.stdout:
        failures.append(f"table: exit {out.returncode}, stdout {out.stdout!r}, stderr {out.stderr!r}")

for f in failures:
    print("FAIL", f)
total = len(cases) + len(bad) + 2
print(f"{total - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
