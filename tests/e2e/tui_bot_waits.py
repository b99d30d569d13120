#!/usr/bin/env python3
"""Every wait for a bot can be stopped. A bot that answers nothing (with a
--bot-timeout of ten minutes) and has started a process in its group and one that left it
(setsid): q ends the game at once (exit 0), SIGTERM and SIGHUP as signals (128 + N), each within
1.5 s, with the terminal restored, the save as it was before the wait, and the bot and both of
its processes gone; resumed with the same --opponent-cmd, the match goes on from the same
position. After SIGKILL of the game, the bot itself (the shell's direct child) dies too."""
import os
import shutil
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import TmuxSession, TestFailure, report, require  # noqa: E402

# Writes its pid and its two children's to `pids`, answers as many acts as the file `answers`
# says, then writes `waiting` and sleeps without reading or answering.
BOT = r'''
import json, os, subprocess, sys, time
d = sys.argv[1]
g = subprocess.Popen(["sleep", "1000"], stdin=subprocess.DEVNULL)
s = subprocess.Popen(["setsid", "sleep", "1001"], stdin=subprocess.DEVNULL)
with open(os.path.join(d, "pids.new"), "w") as f:
    f.write("%d %d %d\n" % (os.getpid(), g.pid, s.pid))
os.rename(os.path.join(d, "pids.new"), os.path.join(d, "pids"))
with open(os.path.join(d, "answers")) as f:
    answers = int(f.read())
n = 0
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] != "act":
        continue
    if n >= answers:
        open(os.path.join(d, "waiting"), "w").close()
        time.sleep(1000)
    n += 1
    plays = [a for a in m["legal"] if a.startswith("play ")]
    print((plays or m["legal"])[-1], flush=True)
'''
FLAGS = ("alternate_on", "mouse_any_flag", "mouse_standard_flag", "mouse_button_flag",
         "mouse_sgr_flag")


def read(path):
    with open(path) as f:
        return f.read()


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is gone for our purpose
        return read("/proc/%d/stat" % pid).rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_gone(pids, timeout=3.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and any(alive(p) for p in pids):
        time.sleep(0.05)
    return [p for p in pids if alive(p)]


class Setup:
    def __init__(self):
        self.home = tempfile.mkdtemp(prefix="schnapsen-waits-")
        self.bot_dir = os.path.join(self.home, "bot")
        os.makedirs(self.bot_dir)
        with open(os.path.join(self.bot_dir, "bot.py"), "w") as f:
            f.write(BOT)
        self.command = "python3 %s %s" % (os.path.join(self.bot_dir, "bot.py"), self.bot_dir)
        self.save = os.path.join(self.home, "state", "schnapsen", "match.save")

    def args(self, *extra):
        return list(extra) + ["--fast", "--bot-timeout", "600000", "--opponent-cmd", self.command]

    def answers(self, n):
        with open(os.path.join(self.bot_dir, "answers"), "w") as f:
            f.write(str(n))
        for name in ("waiting", "pids"):
            if os.path.exists(os.path.join(self.bot_dir, name)):
                os.unlink(os.path.join(self.bot_dir, name))

    def pids(self):
        return [int(p) for p in read(os.path.join(self.bot_dir, "pids")).split()]

    def wait_bot_waiting(self, s):
        deadline = time.monotonic() + 20
        while not os.path.exists(os.path.join(self.bot_dir, "waiting")):
            require(time.monotonic() < deadline, "the bot was never asked to act", s.screen())
            time.sleep(0.05)

    def close(self):
        shutil.rmtree(self.home, ignore_errors=True)


def lead_a_card(s, setup):
    """Plays the first card the table accepts (the save changes)."""
    s.wait_turn()
    before = read(setup.save) if os.path.exists(setup.save) else ""
    for key in "12345":
        s.send(key)
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            if os.path.exists(setup.save) and read(setup.save) != before:
                return
            time.sleep(0.05)
    require(False, "no card was accepted", s.screen())


def pane_flags(s):
    out = s.tmux("display-message", "-p", "-t", "main",
                 " ".join("#{%s}" % f for f in FLAGS)).split()
    return dict(zip(FLAGS, out))


def stop_while_waiting(binary, name, how, status_wanted, resume):
    setup = Setup()
    try:
        setup.answers(0)
        s = TmuxSession(binary, setup.args("--first-dealer", "ai", "--seed", "5"),
                        home=setup.home)
        try:
            lead_a_card(s, setup)  # the human leads; now the bot is to answer, and never does
            setup.wait_bot_waiting(s)
            pids = setup.pids()
            require(all(alive(p) for p in pids), name + ": the bot's processes must run")
            saved = read(setup.save)
            start = time.monotonic()
            if how == "q":
                s.send("q")
            else:
                os.kill(s.program_pid(binary), how)
            status, _ = s.wait_exit(timeout=20)
            took = time.monotonic() - start
            screen = s.wait_for("STTY-END", timeout=10)
            require(took < 1.5, "%s: the game took %.1f s to end" % (name, took), screen)
            require(status == status_wanted, "%s: exit status %d, not %d"
                    % (name, status, status_wanted), screen)
            flags = pane_flags(s)
            require(all(v == "0" for v in flags.values()),
                    "%s: the terminal is not restored: %r" % (name, flags), screen)
            require("Your hand" not in screen, name + ": the table must be gone", screen)
            left = wait_gone(pids, timeout=1.0)
            require(not left, "%s: still running after the game: %r" % (name, left))
            require(read(setup.save) == saved, name + ": the save changed", read(setup.save))
        finally:
            s.close()
        if not resume:
            return
        # The same bot, now answering: the match goes on from where it stood.
        setup.answers(100)
        s = TmuxSession(binary, setup.args("--resume"), home=setup.home)
        try:
            s.wait_turn()
            screen = s.wait_for("Match resumed", timeout=10)
            def actions(text):  # the hand's action lines: "0 play Ah"
                return [line for line in text.splitlines() if line[:2] in ("0 ", "1 ")]
            old = actions(saved)
            new = actions(read(setup.save))
            require(old and new[:len(old)] == old,
                    "%s: the resumed match does not go on from the saved one:\n%s\n---\n%s"
                    % (name, "\n".join(old), "\n".join(new)), screen)
        finally:
            s.close()
    finally:
        setup.close()


def killed(binary):
    """SIGKILL of the game: the bot (the shell's direct child) is killed by the kernel."""
    setup = Setup()
    pids = []
    try:
        setup.answers(0)
        s = TmuxSession(binary, setup.args("--first-dealer", "ai", "--seed", "5"),
                        home=setup.home)
        try:
            lead_a_card(s, setup)
            setup.wait_bot_waiting(s)
            pids = setup.pids()
            s.kill9(binary)
            left = wait_gone(pids[:1], timeout=2.0)
            require(not left, "SIGKILL: the bot outlived the game: %r" % left)
        finally:
            s.close()
    finally:
        for p in pids[1:]:  # its own children are beyond reach after SIGKILL (docs/bots.md)
            try:
                os.kill(p, signal.SIGKILL)
            except ProcessLookupError:
                pass
        setup.close()


def main(binary):
    failures = []
    cases = [("q", "q", 0, True), ("SIGTERM", signal.SIGTERM, 128 + signal.SIGTERM, True),
             ("SIGHUP", signal.SIGHUP, 128 + signal.SIGHUP, False)]
    for name, how, status, resume in cases:
        try:
            stop_while_waiting(binary, name, how, status, resume)
        except TestFailure as e:
            failures.append("%s: %s" % (name, e))
    try:
        killed(binary)
    except TestFailure as e:
        failures.append("SIGKILL: %s" % e)
    report(failures)


if __name__ == "__main__":
    main(sys.argv[1])
