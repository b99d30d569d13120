#!/usr/bin/env python3
"""Network play in line mode on both sides (`host --line`, `join --line`, their standard input and
output pipes): the host's invitation spells the join code; both play a whole hand by typing
(a card's name from `legal`), each told of the other's cards in words; a card the guest types
while the host is to act is kept and played at the guest's turn; the hand's end reaches both; the guest leaves with quit (asked first) and the host hears it in one line; the host quits
and the match is saved. Every line either side wrote passes the line mode lint: no escape byte,
no suit symbol or box character, no bare `n:m`."""
import os
import queue
import re
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import home_env, temp_home  # noqa: E402
from tmux_session import TestFailure, require, run  # noqa: E402

PROMPT = re.compile(r"Your turn|The hand is played out")
# An address's port ("127.0.0.1:4765") is no score read as a time: only a bare n:m is.
BAD = re.compile("[\x1b\u2660\u2665\u2666\u2663\u2500-\u257f]|(?<![\\d.])\\d+:\\d+\\b")


class LinePlayer:
    """A program in line mode on pipes: its lines as they come, and what we type."""

    def __init__(self, name, args, home):
        self.name, self.seen = name, []
        self.skip = 0  # prompts answered by a line typed ahead
        self.proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, env=home_env(home),
                                     bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def line(self, timeout):
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            return ""
        if line is not None:
            self.seen.append(line)
        return line

    def expect(self, pattern, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.line(0.2)
            if line is None:
                break
            if line and re.search(pattern, line):
                return line
        raise TestFailure("%s: no line like %r; last lines:\n%s"
                          % (self.name, pattern, "\n".join(self.seen[-15:])))

    def type(self, text):
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def act(self, prompt):
        """Answers a turn: a claim where the hand is played out, else the first card legal."""
        if "played out" in prompt:
            self.type("claim")
            return
        self.type("legal")
        legal = self.expect(r"^You may: ")
        plays = [p.strip()[5:] for p in legal[len("You may: "):].rstrip(".").split(";")
                 if p.strip().startswith("play ")]
        require(plays, "%s may play a card: %r" % (self.name, legal))
        self.type(plays[0])


def play_hand(players, timeout=120):
    """Both sides' turns until the hand is over (a line with its game points reached both)."""
    over = set()
    deadline = time.monotonic() + timeout
    while len(over) < 2 and time.monotonic() < deadline:
        for p in players:
            line = p.line(0.05)
            require(line is not None, "%s ended in mid-hand:\n%s" % (p.name, "\n".join(p.seen[-15:])))
            if line and PROMPT.search(line):
                if p.skip:
                    p.skip -= 1
                else:
                    p.act(line)
            if line and re.search(r"\b(win|wins|lose|loses) \d+ game points?\b", line):
                over.add(p.name)
    require(len(over) == 2, "the hand's end reached both: %r" % over)


def test(binary):
    with temp_home() as host_home, temp_home() as guest_home:
        host = LinePlayer("host", [binary, "host", "--line", "--port", "0", "--name", "Alice",
                                   "--first-dealer", "guest"], host_home)
        guest = None
        try:
            join = host.expect(r"schnapsen join localhost:\d+")
            port = re.search(r":(\d+)", join).group(1)
            code = re.search(r"join code (\S+) when", host.expect(r"types the join code")).group(1)
            spelled = host.expect(r"^The join code, spelled: ")
            require(spelled == "The join code, spelled: %s." % ", ".join(
                " ".join(group) for group in code.split("-")), "the code in groups: %r" % spelled)
            guest = LinePlayer("guest", [binary, "join", "--line", "localhost:" + port, "--code",
                                         code, "--name", "Bob"], guest_home)
            host.expect(r"^Match: Alice against Bob")
            guest.expect(r"^Match: Alice against Bob")
            # Alice leads first: Bob types his first card ahead; it is kept and played at his turn.
            first = re.search(r"Your cards: 1 (.+?), 2 ", guest.expect(r"^Your cards: ")).group(1)
            guest.expect(r"^Alice's turn")
            guest.type(first)
            guest.expect(r"^Not your turn yet: kept for your turn\.$")
            guest.skip = 1
            play_hand([host, guest])
            require(any(l == "Bob plays " + first for l in host.seen),
                    "the card typed ahead is Bob's answer: %s" % first, "\n".join(host.seen[-40:]))
            # The guest leaves, asked first; the host hears of it in one line.
            guest.type("quit")
            guest.expect(r"^Quit\? .*yes or no")
            guest.type("yes")
            require(guest.proc.wait(timeout=20) == 0, "the guest leaves with status 0")
            host.expect(r"Bob left the match")
            host.type("quit")
            host.expect(r"^Quit\? ")
            host.type("yes")
            require(host.proc.wait(timeout=20) == 0, "the host quits with status 0")
            host.expect(r"Match saved")
            for p in (host, guest):
                for line in p.seen:
                    require(not BAD.search(line), "%s wrote %r" % (p.name, line))
        finally:
            for p in (host, guest):
                if p and p.proc.poll() is None:
                    p.proc.kill()


if __name__ == "__main__":
    run(test, sys.argv[1])
