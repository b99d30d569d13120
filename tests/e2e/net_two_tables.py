#!/usr/bin/env python3
"""Two people, two terminals, each at a table of their own (tmux sessions), play whole matches by
keys, in both languages and both rule sets; each side resigns one hand from the menu (R7.8), and
the statistics of both sides (`schnapsen stats --json` in each one's home) agree about every hand,
Bummerl and match:
1. `host --rules sharp --name Alice` (English) and `join --lang de --name Bob`: Alice resigns in
   hand 1, Bob in hand 2. At the end (each "Play again?" box says another match needs the other
   player's yes too) Alice says yes to another match and Bob no: Bob's program ends, and
   Alice's says that Bob wants no other match.
2. `host --lang de --name Anna` (soft rules) and `join --name Ben` (English): Ben resigns in hand
   1, Anna in hand 2. At the end Ben says yes and Anna no: Anna's program ends, and Ben's table
   tells him in a box that Anna ended the connection.
Each table only reads finished frames and waits for every key it sends to be taken; while the
host is to act the guest's table is drawn and reads keys of its own ("Alice's turn (q quits)"),
so a key sent to it is taken at once."""
import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program  # noqa: E402
from tmux_session import TURN, TestFailure, TmuxSession, invitation, require, run  # noqa: E402

ENGLISH = {"turn": TURN, "box": re.compile(r"Hand (\d+) over|Bummerl over|Match over"),
           "again": "Play again?", "refused": ("must", "hold only"), "hand": "Hand",
           "menu": "Menu", "resign?": "Resign this hand?", "yes": "y", "resigned": "resigned",
           "waiting": "'s turn (q quits)", "another": "y: another match, if %s wants one too"}
GERMAN = {"turn": "(du bist dran)", "box": re.compile(r"Spiel (\d+) aus|Bummerl aus|Partie aus"),
          "again": "Noch einmal?", "refused": ("musst", "nur"), "hand": "Spiel",
          "menu": "Menü", "resign?": "Dieses Spiel aufgeben?", "yes": "j",
          "resigned": "aufgegeben", "waiting": " ist dran (q beendet)",
          "another": "j: noch eine Partie, wenn %s auch will"}


class Table:
    """One player's table: plays a card at its turn (the first the rules allow), closes the end
    boxes, and resigns at its first turn in hand `resign_in`."""

    def __init__(self, session, lang, resign_in):
        self.s, self.lang, self.resign_in = session, lang, resign_in
        self.key = 1
        self.resigned_hands = set()  # hands whose end box says a player resigned
        self.hands_over = set()
        self.waiting_seen = False  # the table said whose turn it was while the other acted

    def hand_number(self, screen):
        m = re.search(self.lang["hand"] + r" (\d+)\s*$", screen.split("\n")[0])
        return int(m.group(1)) if m else None

    def resign(self):
        """Esc, r, then yes to the question: a key at a time, each taken before the next."""
        s, lang = self.s, self.lang
        s.send("Escape")
        s.wait_for(lambda scr: lang["menu"] in scr and "r  " in scr)
        s.send("r")
        s.wait_for(lambda scr: lang["resign?"] in s.message_row(scr))
        s.take(lang["yes"])
        self.resign_in = None

    def step(self, target):
        """One step unless the table shows `target`; True when it does."""
        snap = self.s.snapshot()
        if not snap.finished:
            return False
        scr, lang = snap.screen, self.lang
        if target in scr:
            return True
        if lang["waiting"] in self.s.message_row(scr):
            self.waiting_seen = True
        box = lang["box"].search(scr)
        if box and "Enter" in scr:
            if box.group(1):
                self.hands_over.add(int(box.group(1)))
                if lang["resigned"] in scr:
                    self.resigned_hands.add(int(box.group(1)))
            self.s.take("Enter")
        elif lang["turn"] in scr:
            if self.resign_in is not None and self.hand_number(scr) == self.resign_in:
                self.resign()
                return False
            message = self.s.message_row(scr)
            refused = any(r in message for r in lang["refused"])
            self.key = self.key % 5 + 1 if refused else 1
            self.s.take(str(self.key))
        return False


def play(tables, targets):
    """Steps every table until each shows its target: a table at its target waits."""
    for _ in range(3000):
        done = [t.step(target) for t, target in zip(tables, targets)]
        if all(done):
            return
        time.sleep(0.02)  # between two looks at the screens: nothing waits on it
    raise TestFailure("the tables never got there:\n" + "\n".join(t.s.screen() for t in tables))


def start(binary, host_args, join_args):
    host = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast"] + host_args)
    _, port, code = invitation(host)
    guest = TmuxSession(binary, ["join", "localhost:" + port, "--code", code.lower(), "--speed",
                                 "fast"] + join_args)
    return host, guest


def stats_line(binary, home, opponent):
    """The line against `opponent` in `schnapsen stats --json` of that home."""
    done = Program(binary, "stats", "--json", home=home)()
    require(done.returncode == 0, "stats --json: %s" % done.stderr)
    lines = [l for l in json.loads(done.stdout)["lines"] if l["opponent"] == opponent]
    require(len(lines) == 1, "one line against %s: %s" % (opponent, done.stdout))
    return lines[0]


def agree(binary, host, guest, host_name, guest_name, rules, hands):
    """Both sides count the same match, each from its own side."""
    h = stats_line(binary, host.home, "net " + guest_name)
    g = stats_line(binary, guest.home, "net " + host_name)
    require(h["rules"] == rules and g["rules"] == rules, "both count %s rules: %r %r" % (rules, h, g))
    require(h["hands_won"] + h["hands_lost"] == hands,
            "the host counts the %d hands played: %r" % (hands, h))
    for mine, theirs in (("hands_won", "hands_lost"), ("bummerls_won", "bummerls_lost"),
                         ("matches_won", "matches_lost")):
        require(h[mine] == g[theirs] and h[theirs] == g[mine],
                "the two sides agree on %s: host %r, guest %r" % (mine, h, g))
    require(h["matches_won"] + h["matches_lost"] == 1, "one match: %r" % h)


def whole_match(binary, rules, host_lang, guest_lang, host_name, guest_name, last_yes):
    """A whole match; the host resigns in hand 1, the guest in hand 2. `last_yes`: "host" or
    "guest", who says yes to another match (the other says no)."""
    host_args = ["--name", host_name] + (["--rules", "sharp"] if rules == "sharp" else [])
    host_args += ["--lang", "de"] if host_lang is GERMAN else []
    join_args = ["--name", guest_name] + (["--lang", "de"] if guest_lang is GERMAN else [])
    host, guest = start(binary, host_args, join_args)
    try:
        guest.wait_for(lambda scr: guest_name in scr and host_name in scr, timeout=20)
        tables = [Table(host, host_lang, 1), Table(guest, guest_lang, 2)]
        play(tables, [host_lang["again"], guest_lang["again"]])
        for t in tables:
            require(t.resign_in is None, "each side resigned a hand")
            require(len(t.resigned_hands) == 2 and {1, 2} <= t.resigned_hands,
                    "both resignations reached both tables: %r" % sorted(t.resigned_hands),
                    t.s.screen())
        require(tables[1].waiting_seen, "the guest's table said whose turn it was", guest.screen())
        # Each "Play again?" box says that another match needs the other player's yes too.
        for t, other in ((tables[0], guest_name), (tables[1], host_name)):
            screen = t.s.wait_for(t.lang["again"])
            require(t.lang["another"] % other in screen,
                    "the box says another match needs %s too" % other, screen)
        hands = max(tables[0].hands_over)
        require(tables[1].hands_over == tables[0].hands_over, "both tables showed every hand's end")
        agree(binary, host, guest, host_name, guest_name, rules, hands)
        yes, no = (tables[0], tables[1]) if last_yes == "host" else (tables[1], tables[0])
        yes.s.take(yes.lang["yes"])
        no.s.send("n")
        done = no.s.wait_for("EXIT=", timeout=15)
        require("EXIT=0" in done, "the one who says no leaves with status 0", done)
        if last_yes == "host":
            h = host.wait_for("EXIT=", timeout=15)
            require("EXIT=0" in h and "%s does not want another match" % guest_name in h,
                    "the host is told the guest wants no other match", h)
        else:
            # The guest's table says so in a box, in the guest's language, until Enter.
            g = guest.wait_for(lambda scr: "%s ended the connection" % host_name in scr
                               and "Enter: leave" in scr, timeout=15)
            require("The match is over." in g, "the guest's box says why", g)
            guest.send("Enter")
            g = guest.wait_for("EXIT=", timeout=15)
            require("EXIT=0" in g and "The match is over." in g, "the guest leaves", g)
        code_file = os.path.join(host.home, "state", "schnapsen", "network", "join-code")
        require(not os.path.exists(code_file), "the invitation goes with its match")
        agree(binary, host, guest, host_name, guest_name, rules, hands)  # nothing counted twice
    finally:
        guest.close()
        host.close()


def test(binary):
    whole_match(binary, "sharp", ENGLISH, GERMAN, "Alice", "Bob", last_yes="host")
    whole_match(binary, "soft", GERMAN, ENGLISH, "Anna", "Ben", last_yes="guest")


if __name__ == "__main__":
    run(test, sys.argv[1])
