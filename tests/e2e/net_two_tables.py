#!/usr/bin/env python3
"""Two people, two terminals, each at a table of their own (tmux sessions):
1. `schnapsen host --rules sharp` (English) and `schnapsen join --lang de`: a whole match by
   keys. The guest's table is German, shows its own hand and says when the host is to act; each
   finished hand counts in the guest's own statistics against "net Alice"; at the end both are
   asked "Play again?": the host says yes, the guest no, and the host is told so.
2. `schnapsen host --lang de` (soft) and `schnapsen join` in English: a whole match, both say
   yes to another, a hand of the next match, then the guest quits with q: the host's table says
   so at once, and its next card ends the match, saved."""
import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TURN, TestFailure, TmuxSession, invitation, require, run  # noqa: E402

ENGLISH = {"turn": TURN, "box": re.compile(r"Hand \d+ over|Bummerl over|Match over"),
           "again": "Play again?", "refused": ("must", "hold only"), "over": "Hand 1 over"}
GERMAN = {"turn": "(du bist dran)", "box": re.compile(r"Spiel \d+ aus|Bummerl aus|Partie aus"),
          "again": "Noch einmal?", "refused": ("musst", "nur"), "over": "Spiel 1 aus"}


def step(s, lang, key, target):
    """One step on a table, unless it shows `target`: closes an end box or plays a card at its
    turn. Returns the next card key to try, and whether the table shows its target. Only a
    finished frame is read, and a key sent is waited for until the table has taken it."""
    snap = s.snapshot()
    scr = snap.screen
    if not snap.finished:
        return key, False
    if target in scr or lang["again"] in scr:
        return key, True
    if lang["box"].search(scr) and "Enter" in scr:
        s.send("Enter")
    elif lang["turn"] in scr:
        message = scr.split("\n")[s.height - 2]
        refused = any(r in message for r in lang["refused"])
        key = key % 5 + 1 if refused else 1
        s.send(str(key))
    else:
        return key, False
    s.wait_keys((snap.keys or 0) + 1)
    return key, False


def play(tables, targets):
    """Steps every table until each shows its target (a text): a table at its target waits."""
    keys = [1] * len(tables)
    for _ in range(3000):
        snaps = [s.snapshot() for s, _ in tables]
        if all(snap.finished and t in snap.screen for t, snap in zip(targets, snaps)):
            return
        for i, (s, lang) in enumerate(tables):
            keys[i], _ = step(s, lang, keys[i], targets[i])
        time.sleep(0.02)
    raise TestFailure("the tables never got there:\n" + "\n".join(s.screen() for s, _ in tables))


def start(binary, host_args, join_args):
    host = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast"] + host_args)
    _, port, code = invitation(host)
    guest = TmuxSession(binary, ["join", "localhost:" + port, "--code", code.lower(), "--speed",
                                 "fast"] + join_args)
    return host, guest


def whole_match(binary):
    host, guest = start(binary, ["--rules", "sharp", "--name", "Alice"],
                        ["--lang", "de", "--name", "Bob"])
    try:
        g = guest.wait_for(lambda scr: "Bob" in scr and "Alice" in scr, timeout=20)
        require("Trumpf" in g, "the guest's table is German", g)
        h = host.wait_for(lambda scr: "Bob" in scr, timeout=20)
        require("Trump" in h and "Trumpf" not in h, "the host's table stays English", h)
        tables = [(host, ENGLISH), (guest, GERMAN)]
        play(tables, [ENGLISH["over"], GERMAN["over"]])
        stats_file = os.path.join(guest.home, "state", "schnapsen", "stats.json")
        guest.wait_for(lambda scr: os.path.exists(stats_file), timeout=10)
        with open(stats_file) as f:
            lines = json.load(f)["lines"]
        require(len(lines) == 1 and lines[0]["opponent"] == "net Alice" and
                lines[0]["rules"] == "sharp" and lines[0]["hands_won"] + lines[0]["hands_lost"] == 1,
                "the guest counts the hand against net Alice: %r" % lines)
        play(tables, [ENGLISH["again"], GERMAN["again"]])
        with open(stats_file) as f:
            line = json.load(f)["lines"][0]
        require(line["matches_won"] + line["matches_lost"] == 1 and
                line["bummerls_won"] + line["bummerls_lost"] >= 1,
                "the guest counts the match and its Bummerl: %r" % line)
        host.send("y")
        host.wait_for(lambda scr: "Bob" in host.message_row(scr) or "EXIT=" in scr, timeout=10)
        guest.send("n")
        done = guest.wait_for("EXIT=", timeout=15)
        require("EXIT=0" in done, "the guest leaves with status 0", done)
        h = host.wait_for("EXIT=", timeout=15)
        require("EXIT=0" in h and "Bob does not want another match" in h,
                "the host is told the guest wants no other match", h)
    finally:
        guest.close()
        host.close()


def guest_quits(binary):
    host, guest = start(binary, ["--lang", "de", "--name", "Anna"],
                        ["--name", "Ben"])
    try:
        guest.wait_for(lambda scr: "Anna" in scr and "Trump" in scr, timeout=20)
        tables = [(host, GERMAN), (guest, ENGLISH)]
        play(tables, [GERMAN["again"], ENGLISH["again"]])
        host.send("j")  # ja
        guest.send("y")
        for s, lang in tables:
            s.wait_for(lambda scr: lang["again"] not in scr, timeout=15)
        play(tables, [GERMAN["over"], ENGLISH["over"]])
        guest.send("Enter")
        guest.wait_for(lambda scr: ENGLISH["over"] not in scr, timeout=10)
        for _ in range(100):  # q, answered y, at the guest's turn or while it waits
            guest.send("q")
            try:
                guest.wait_for(lambda scr: "Quit?" in scr or "EXIT=" in scr, timeout=2)
            except TestFailure:
                continue
            if "Quit?" in guest.screen():
                guest.send("y")
            break
        done = guest.wait_for("EXIT=", timeout=15)
        require("EXIT=0" in done and "You left the match" in done, "the guest leaves", done)
        host.send("Enter")
        host.wait_for("Ben hat die Partie verlassen", timeout=10)
        for key in "12345":
            if "EXIT=" in host.screen():
                break
            host.send(key)
            time.sleep(0.3)
        h = host.wait_for("EXIT=", timeout=20)
        require("EXIT=0" in h and "Ben hat die Partie verlassen" in h,
                "the host is told the guest left", h)
        require("host --resume" in h, "the hosted match is saved", h)
    finally:
        guest.close()
        host.close()


def test(binary):
    whole_match(binary)
    guest_quits(binary)


if __name__ == "__main__":
    run(test, sys.argv[1])
