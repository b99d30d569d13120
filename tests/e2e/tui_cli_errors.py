#!/usr/bin/env python3
"""Interactive play's command line: bad flags and values give one clear line and a non-zero
status, the table without a terminal (--tui) is refused (without --tui, line mode plays:
tests/e2e/line_mode.py), and --help shows examples. Nothing is drawn."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, temp_home  # noqa: E402
from tmux_session import report  # noqa: E402


def main(binary):
    failures = []
    with temp_home() as home:
        run = Program(binary, home=home, timeout=30,
                      base={"TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})

        def expect_error(args, words):
            r = run(*args)
            err = r.stderr.strip()
            if r.returncode == 0:
                failures.append("%s: exit status 0" % args)
            if not all(w in err for w in words):
                failures.append("%s: stderr %r lacks %r" % (args, err, words))
            if "\x1b" in r.stdout + r.stderr:
                failures.append("%s: terminal escape codes were written" % args)
            if r.stdout:
                failures.append("%s: unexpected stdout %r" % (args, r.stdout))

        expect_error(["--tui"], ["needs a terminal"])
        expect_error(["--tui", "--seed", "5", "--fast"], ["needs a terminal"])
        expect_error(["--line", "--tui"], ["--line", "--tui"])
        expect_error(["--rules", "hard"], ["--rules"])
        expect_error(["--ai", "genius"], ["--ai"])
        expect_error(["--bummerls", "0"], ["--bummerls"])
        expect_error(["--speed", "warp"], ["--speed", "warp"])
        expect_error(["--fast", "--speed", "slow"], ["--fast", "--speed"])
        expect_error(["--names", "Anna"], ["--names"])
        expect_error(["--names", "Anna,Anna"], ["differ"])
        expect_error(["--rules", "sharp", "--show-score"], ["--show-score", "sharp"])
        expect_error(["--hotseat", "--ai", "hard"], ["--hotseat"])
        expect_error(["--resume", "--new"], ["--resume"])
        expect_error(["--first-dealer", "nobody"], ["--first-dealer"])
        expect_error(["--suits", "swiss"], ["--suits"])
        expect_error(["--bogus"], ["bogus"])
        # Each gets a message of its own.
        expect_error(["--names", ""], ["--names", "blank"])
        expect_error(["--names", " ,B"], ["--names", "blank", "first name"])
        expect_error(["--names", "A,   "], ["--names", "blank", "second name"])
        expect_error(["--names", "李小龍李小龍李小龍,B"], ["--names", "16 columns"])
        expect_error(["--names", "A , A"], ["differ"])
        expect_error(["--hotseat", "--first-dealer", "ai"], ["--first-dealer", "hot-seat"])
        expect_error(["--bummerls", "abc"], ["--bummerls", "'abc' is not a whole number"])
        expect_error(["--bummerls", "100"], ["--bummerls", "out of range"])
        expect_error(["--bot-timeout", "x"], ["--bot-timeout", "not a whole number"])
        expect_error([""], ["empty argument"])
        expect_error(["--fast", ""], ["empty argument"])
        # play's --names and the network's --name: each refused at the other with the right one.
        expect_error(["host", "--names", "A,B"], ["'host' takes --name NAME"])
        expect_error(["join", "localhost:1", "--names=A"], ["'join' takes --name NAME"])
        expect_error(["--name", "Anna"], ["play takes --names A,B"])
        r = run("--help")
        if r.returncode != 0 or "Examples:" not in r.stdout or "--hotseat" not in r.stdout:
            failures.append("--help lacks the examples or the flags")
    report(failures)


if __name__ == "__main__":
    main(sys.argv[1])
