#!/usr/bin/env python3
"""`schnapsen replay --json` against every sample in tests/data/conformance/replay (parsed JSON
compared), plus the exit statuses of bad records."""
import json, os, subprocess, sys, tempfile, pathlib

binary = sys.argv[1]
samples = pathlib.Path(__file__).resolve().parent.parent / "data" / "conformance" / "replay"
cases = sorted(samples.glob("*.rec"))
failures = []
if len(cases) < 60:
    failures.append(f"expected at least 60 samples, found {len(cases)}")
for rec in cases:
    out = subprocess.run([binary, "replay", str(rec), "--json"], capture_output=True, text=True, timeout=60)
    want = json.loads(rec.with_suffix(".json").read_text())
    if out.returncode != 0:
        failures.append(f"{rec.name}: exit {out.returncode}: {out.stderr.strip()}")
    elif json.loads(out.stdout) != want:
        failures.append(f"{rec.name}: output differs")

HEADER = "schnapsen-record 1\nrules soft\ndealer 0\ndeck Kh Qh Kd Tc Ks Jc Qc Ad Ts Td Qs Kc Ah Qd Jh As Js Jd Th Ac\n"
bad = {
    # name: (text, exit status, words the message must hold)
    "bad header": ("schnapsen-record 2\n", 2, "line 1"),
    "unknown card": (HEADER.replace("Ac\n", "Xc\n"), 2, "line 4"),
    "duplicate card": (HEADER.replace("Ac\n", "Kh\n"), 2, "line 4"),
    "short deck": (HEADER.replace(" Ac\n", "\n"), 2, "line 4"),
    "malformed action": (HEADER + "1 play Kd\n0 jump\n", 2, "line 6"),
    "malformed after illegal": (HEADER + "0 play Kd\n1 fly\n", 2, "line 6"),
    "wrong seat": (HEADER + "0 play Jc\n", 3, "line 5"),
    "not held": (HEADER + "1 play Jc\n", 3, "line 5"),
    "after the end": (HEADER + "1 play Kd\n0 play Jc\n0 claim\n1 play Ad\n", 3, "line 8"),
    "empty": ("", 2, "missing"),
    "binary": ("\x00\x01\x02", 2, "line 1"),
}
with tempfile.TemporaryDirectory() as tmp:
    for name, (text, status, words) in bad.items():
        path = pathlib.Path(tmp) / "case.rec"
        path.write_text(text)
        out = subprocess.run([binary, "replay", str(path), "--json"], capture_output=True, text=True, timeout=60)
        if out.returncode != status or out.stdout or words not in out.stderr:
            failures.append(f"{name}: exit {out.returncode}, stdout {out.stdout!r}, stderr {out.stderr!r}")
    out = subprocess.run([binary, "replay", str(pathlib.Path(tmp) / "missing.rec"), "--json"], capture_output=True, text=True)
    if out.returncode != 2 or "cannot open" not in out.stderr:
        failures.append(f"missing file: exit {out.returncode} {out.stderr!r}")

for f in failures:
    print("FAIL", f)
total = len(cases) + len(bad) + 1
print(f"{total - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
