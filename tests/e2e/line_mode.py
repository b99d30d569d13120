#!/usr/bin/env python3
"""Line mode through the real binary: study play of a position; chosen by itself off a terminal and under TERM=dumb or an
empty TERM (a pseudo-terminal: the table would be possible otherwise); a whole match played from
a pipe to its end; garbage, a closed standard input in mid-hand and a kill leave the save intact,
and --resume goes on with it; every line written fit to be spoken (no control byte, no symbol)."""
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, home_env, temp_home  # noqa: E402
from tmux_session import require, run  # noqa: E402

SUITS = ("\u2660", "\u2665", "\u2666", "\u2663")


def check_spoken(out):
    for line in out.splitlines():
        require(not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", line), "a control byte: %r" % line)
        require(not any(s in line for s in SUITS), "a suit symbol: %r" % line)


def moves(count):
    """Lines that play on whatever is asked: each card number, the end of a closed hand, and no
    to the question of another match."""
    cycle = ["1", "2", "3", "4", "5", "pass", "no"]
    return "".join(cycle[i % len(cycle)] + "\n" for i in range(count))


def save_of(home):
    return os.path.join(home, "state", "schnapsen", "match.save")


def in_pty(binary, home, term, lines, timeout=60):
    """Runs the binary on a pseudo-terminal with TERM=`term`, types `lines` once it has said
    `Match:`, and returns what it wrote and its status."""
    env = home_env(home, TERM=term)
    if term is None:
        env.pop("TERM", None)
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "--seed", "5", "--ai", "random"], env)
    out, typed, deadline = b"", False, time.time() + timeout
    while time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        if not typed and b"Match:" in out:
            os.write(fd, "".join(l + "\n" for l in lines).encode())
            typed = True
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return out.decode("utf-8", "replace"), os.waitstatus_to_exitcode(status)


def test(binary):
    with temp_home() as home:
        play = Program(binary, "--seed", "7", "--ai", "random", home=home, timeout=300)
        # A whole match from a pipe, chosen by itself and said so once on stderr.
        r = play(input=moves(4000))
        require(r.returncode == 0, "a piped match ends with status 0: " + r.stderr)
        require("line mode, as standard input is not a terminal" in r.stderr, r.stderr)
        require(r.stderr.count("line mode") == 1, "said once: " + r.stderr)
        require(re.search(r"wins? the match", r.stdout), "the match is played to its end",
                r.stdout[-2000:])
        require("\x1b" not in r.stdout, "no escape sequence")
        check_spoken(r.stdout)
        require(not os.path.exists(save_of(home)), "a finished match leaves no save")

    with temp_home() as home:
        play = Program(binary, "--line", "--seed", "8", "--ai", "random", home=home)
        # Garbage, then the input ends in mid-hand: the match is saved where it stood.
        garbage = "\x1b[2J\x07\n" + "x" * 5000 + "\n\x00\x01zz\n\xff\xfe\n1\n"
        r = play(input=garbage)
        require(r.returncode == 0, "garbage and a closed input end with status 0: " + r.stderr)
        check_spoken(r.stdout)
        require("Unknown command" in r.stdout, "garbage is refused in a line", r.stdout)
        require(os.path.exists(save_of(home)), "the save is kept", r.stdout)
        require("Match saved" in r.stdout, "and said", r.stdout)
        before = open(save_of(home)).read()
        r = Program(binary, "--line", "--resume", home=home)(input="status\n")
        require(r.returncode == 0, "--resume in line mode: " + r.stderr)
        require("goes on where it was left" in r.stdout, r.stdout)
        require("Your cards: 1 " in r.stdout, "a resumed hand's cards are read, numbered", r.stdout)
        require(os.path.exists(save_of(home)), "still saved after a resume that ends")
        # A kill in mid-hand loses nothing: the save is the match as it stood.
        p = subprocess.Popen([binary, "--line", "--resume"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=home_env(home))
        p.stdin.write(b"1\n")
        p.stdin.flush()
        time.sleep(0.5)
        p.send_signal(signal.SIGKILL)
        p.wait()
        require(os.path.exists(save_of(home)), "a kill leaves the save")
        r = Program(binary, "--line", "--resume", home=home)(input="hand\n")
        require(r.returncode == 0 and "Your cards" in r.stdout, "resumed after a kill", r.stdout)
        require(before.splitlines()[0] == open(save_of(home)).read().splitlines()[0],
                "the same save format")

    # On a terminal: TERM=dumb and an empty TERM choose line mode by themselves.
    for term, words in [("dumb", "TERM is dumb"), ("", "TERM is not set")]:
        with temp_home() as home:
            out, status = in_pty(binary, home, term, ["quit", "yes"])
            require(status == 0, "TERM=%r: status 0" % term, out)
            require(words in out, "TERM=%r: says why line mode" % term, out)
            require("Your turn" in out or "leads" in out, "TERM=%r: plays in lines" % term, out)
            require("\x1b[" not in out, "TERM=%r: no escape sequence" % term, out)

    study(binary)
    stats_question(binary)


def study(binary):
    """Study play from a pipe: the position's hand, a whole deal, the analysis one action a
    line, another deal of the same position on yes, and the end on no."""
    closing = os.path.join(os.environ["SCHNAPSEN_SOURCE_DIR"], "tests", "fuzz", "corpus",
                           "position", "closing.txt")
    with temp_home() as home:
        play = Program(binary, "--line", "--position", closing, "--ai", "master", "--seed", "5",
                       home=home)
        deal = "1\n2\n3\n4\n5\npass\n" * 6
        r = play(input=deal + "yes\n" + deal + "no\n")
        require(r.returncode == 0, "study: status 0", r.stdout + r.stderr)
        check_spoken(r.stdout)
        out = r.stdout
        require("Your cards: 1 ace of clubs, 2 ten of clubs, 3 queen of hearts" in out,
                "study: the position's hand", out)
        require("Study: closing.txt, deal 1." in out and "Study: closing.txt, deal 2." in out,
                "study: two deals", out)
        require(out.count("The master level, with what you knew, plays close the talon.") == 2,
                "study: the analysis after each deal", out)
        require("close the talon: +0.00 game points (all 56 opponent hands)." in out,
                "study: the ranking in words", out)
        require("Study: closing.txt, deal 3." not in out, "study: no ends it", out)
        require(out.count("Match: You against AI master") == 1, "study: the match said once", out)
        require(not os.path.exists(save_of(home)), "study: nothing saved")


def stats_question(binary):
    """`stats` reads the statistics kept, a sentence a line: none before a hand is over, then the
    opponent's line with its share and the rating."""
    with temp_home() as home:
        r = Program(binary, "--line", "--ai", "random", "--seed", "3", home=home)(
            input="stats\nresign\nyes\nstatistik\nquit\nyes\n")
        require(r.returncode == 0, "stats: status 0", r.stdout + r.stderr)
        check_spoken(r.stdout)
        require("No games played yet." in r.stdout, "stats before any hand", r.stdout)
        require("Against random, soft rules: hands won 0, lost 1 (0%); Bummerls won 0, lost 0; "
                "matches won 0, lost 0." in r.stdout, "stats after a hand", r.stdout)
        require("Your rating: " in r.stdout, "stats: the rating", r.stdout)
        # The history viewer in lines: the hand's events, the cards held and a verdict at each
        # decision; off a terminal without --line too (said on standard error).
        for args in (["history", "1", "--line"], ["history", "1"]):
            h = Program(binary, *args, home=home)()
            require(h.returncode == 0, "history in lines: status 0", h.stdout + h.stderr)
            check_spoken(h.stdout)
            lines = h.stdout.splitlines()
            require(lines[0].startswith("History: You against AI random, soft rules, hand 1")
                    and "You held: " in h.stdout and "Your decision: chose resign the hand."
                    in h.stdout and lines[-1] == "End of the hand.",
                    "history in lines: %s" % " ".join(args), h.stdout)
        require("line mode, as standard input is not a terminal" in h.stderr,
                "history chose line mode itself", h.stderr)


if __name__ == "__main__":
    run(test, sys.argv[1])
