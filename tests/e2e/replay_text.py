#!/usr/bin/env python3
"""`replay` without --json lists each step as the manual page says (the seat, the action and the
legal actions it was chosen from); an illegal step names its seat; a directory given as the file
is reported as a directory."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import report  # noqa: E402

RECORD = """schnapsen-record 1
rules soft
dealer 0
deck Qh Js Ah Ts Kd Ad Ks Kh Th Qd Qc Jh Ac Tc Qs Kc Jd As Td Jc
1 exchange
1 play Ah
0 play Qd
"""


def main(binary):
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        path = tmp + "/hand.rec"
        with open(path, "w") as f:
            f.write(RECORD)
        out = subprocess.run([binary, "replay", path], capture_output=True, text=True, timeout=30)
        lines = out.stdout.splitlines()
        if out.returncode != 0 or len(lines) < 5:
            failures.append("replay: exit %d, %r" % (out.returncode, out.stdout + out.stderr))
        else:
            if not lines[0].startswith("1 exchange") or "legal: close, exchange, meld h" not in lines[0]:
                failures.append("the first step must list its legal actions: %r" % lines[0])
            if not lines[3].startswith("seat 1 to act, legal: "):
                failures.append("the next step must say who acts and what is legal: %r" % lines[3])
        with open(path, "w") as f:
            f.write(RECORD + "1 play Jc\n")
        out = subprocess.run([binary, "replay", path], capture_output=True, text=True, timeout=30)
        if out.returncode != 3 or "line 8: seat 1, 'play Jc'" not in out.stderr:
            failures.append("an illegal step must name its seat: %d %r" % (out.returncode, out.stderr))
        for command in ("replay", "solve"):
            out = subprocess.run([binary, command, tmp], capture_output=True, text=True, timeout=30)
            if out.returncode != 2 or "is a directory" not in out.stderr or out.stdout:
                failures.append("%s DIR: %d %r" % (command, out.returncode, out.stderr))
    report(failures)


if __name__ == "__main__":
    main(sys.argv[1])
