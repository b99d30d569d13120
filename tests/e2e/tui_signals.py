#!/usr/bin/env python3
"""Signals that kill by default (SIGQUIT, also as Ctrl-\\, SIGUSR1, SIGALRM, SIGXFSZ) end play as
SIGTERM does: exit status 128 + the signal, the shell's screen back (not the alternate screen),
mouse reporting off, the tty modes restored, and the save resumes."""
import os
import re
import signal
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TmuxSession, TestFailure, report, require  # noqa: E402

ARGS = ["--ai", "random", "--seed", "9"]
FLAGS = ("alternate_on", "mouse_any_flag", "mouse_standard_flag", "mouse_button_flag",
         "mouse_sgr_flag")


def pane_flags(s):
    out = s.tmux("display-message", "-p", "-t", "main",
                 " ".join("#{%s}" % f for f in FLAGS)).split()
    return dict(zip(FLAGS, out))


def one_signal(binary, name, number):
    with temp_home() as home:
        s = TmuxSession(binary, ARGS, home=home)
        try:
            s.wait_turn()
            flags = pane_flags(s)
            require(flags["alternate_on"] == "1" and
                    any(flags[f] == "1" for f in FLAGS if f.startswith("mouse_")),
                    "%s: the table must be on the alternate screen with the mouse on: %r"
                    % (name, flags))
            if number is None:
                s.send("C-\\")
                number = signal.SIGQUIT
            else:
                os.kill(s.program_pid(binary), number)
            status, _ = s.wait_exit(timeout=20)
            screen = s.wait_for("STTY-END", timeout=20)
            require(status == 128 + number, "%s: exit status %d, not %d"
                    % (name, status, 128 + number), screen)
            flags = pane_flags(s)
            require(all(v == "0" for v in flags.values()),
                    "%s: the terminal is not restored: %r" % (name, flags), screen)
            modes = screen[screen.index("EXIT="):]
            require(re.search(r"(^|\s)icanon(\s|$)", modes), name + ": canonical mode not restored",
                    screen)
            require(re.search(r"(^|\s)echo(\s|$)", modes), name + ": echo not restored", screen)
            require("Your hand" not in screen, name + ": the table must be gone", screen)
        finally:
            s.close()
        s = TmuxSession(binary, ARGS, home=home)
        try:
            s.wait_for("y: resume it", timeout=20)
            s.send("y")
            s.wait_turn()
        finally:
            s.close()


def main(binary):
    failures = []
    cases = [("SIGQUIT", signal.SIGQUIT), ("Ctrl-\\", None), ("SIGUSR1", signal.SIGUSR1),
             ("SIGALRM", signal.SIGALRM), ("SIGXFSZ", signal.SIGXFSZ)]
    for name, number in cases:
        try:
            one_signal(binary, name, number)
        except TestFailure as e:
            failures.append("%s: %s" % (name, e))
    report(failures)


if __name__ == "__main__":
    main(sys.argv[1])
