#!/usr/bin/env python3
"""Every headless command reports output it could not write: with standard output on /dev/full
(no space left) or closed, each exits non-zero with a message on stderr instead of exiting 0 with
its output lost; with a working standard output the same commands exit 0."""
import os, pathlib, subprocess, sys, tempfile

binary = sys.argv[1]
data = pathlib.Path(__file__).resolve().parent.parent / "data" / "conformance"
failures = []

with tempfile.TemporaryDirectory() as tmp:
    tmp = pathlib.Path(tmp)
    record = sorted((data / "replay").glob("*.rec"))[0]
    solvable = sorted((data / "solve").glob("*.rec"))[0]
    position = tmp / "now.pos"
    position.write_text(subprocess.run([binary, "replay", str(record), "--position"],
                                       capture_output=True, text=True, check=True).stdout)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp / "state"), XDG_CONFIG_HOME=str(tmp / "config"))
    commands = [
        ["deal", "--seed", "1"],
        ["replay", str(record)],
        ["solve", str(solvable)],
        ["analyze", str(position), "--level", "master"],
        ["stats", "--state-dir", str(tmp)],
        ["history", "--state-dir", str(tmp)],
        ["rules"],
        ["arena", "--a", "random", "--b", "random", "--deals", "2"],
        ["--print-config"],
        ["--help"],
        ["--version"],
    ]
    for args in commands:
        name = " ".join(args[:1])
        ok = subprocess.run([binary, *args], capture_output=True, text=True, env=env, timeout=120)
        if ok.returncode != 0 or not ok.stdout:
            failures.append(f"{name}: exit {ok.returncode} with a working stdout: {ok.stderr}")
        with open("/dev/full", "w") as full:
            r = subprocess.run([binary, *args], stdout=full, stderr=subprocess.PIPE, text=True,
                               env=env, timeout=120)
        if r.returncode == 0 or "cannot write the output" not in r.stderr:
            failures.append(f"{name} > /dev/full: exit {r.returncode}, stderr {r.stderr!r}")
        # The shell closes standard output (>&-) before starting the program.
        r = subprocess.run(["sh", "-c", 'exec "$0" "$@" >&-', binary, *args],
                           stderr=subprocess.PIPE, text=True, env=env, timeout=120)
        if r.returncode == 0 or "standard output is closed" not in r.stderr:
            failures.append(f"{name} >&-: exit {r.returncode}, stderr {r.stderr!r}")

for f in failures:
    print("FAIL:", f)
print(f"output_errors: {len(commands) * 3 - len(failures)} of {len(commands) * 3} checks passed")
sys.exit(1 if failures else 0)
