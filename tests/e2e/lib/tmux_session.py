"""Drives the real schnapsen binary inside a private tmux server for the TUI end-to-end tests.

Every session has its own tmux socket (tmux -L <unique>) and its own HOME, XDG_STATE_HOME and
XDG_CONFIG_HOME (home/config: the settings file is home/config/schnapsen/config.toml, which no
test has unless it writes one; home.py) in a temporary directory, and is killed at the end.
Waits poll the screen for expected text with generous but bounded time limits; nothing relies
on a fixed sleep.

A screen is read only when it is finished. The program runs with SCHNAPSEN_E2E_FRAMES set, so
the table says in the terminal's title when it has drawn a frame and waits for a key
("schnapsen-e2e idle N keys K": frame N, K keys read before it) and when it starts drawing again
("schnapsen-e2e busy ..."); the title travels in the same byte stream as the screen. A capture
taken between two readings of the same idle title is frame N whole (snapshot()), and wait_for
accepts a match only on such a capture, or once the program has ended. press() knows that the
program took its key when K grows.

The shell prints the program's exit status on the screen (EXIT=N) and also writes it to a file
of the session (exit_status()): a program killed with SIGKILL leaves the terminal as it had it
(no newline translation, the cursor wherever it last drew), so the shell's "Killed" line and
"EXIT=137" land at that column and may wrap across rows of the capture ("EXIT=1" / "37").
"""
import faulthandler
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from home import home_env  # noqa: E402

CARD = re.compile(r"(10|[AKQJ])[♣♦♥♠]")
TURN = "(your turn)"  # beside "Your hand" while the player is to act


# The table's title while SCHNAPSEN_E2E_FRAMES is set (src/tui/terminal.cpp, signal_frame).
FRAME_TITLE = re.compile(r"schnapsen-e2e (idle|busy) (\d+) keys (\d+)$")


class TestFailure(Exception):
    pass


class Snapshot:
    """One capture of the pane with the table's frame signal around it. `finished`: the screen
    is a whole frame the table drew before it waited for a key (or the program has ended);
    `frame` and `keys`: the frame's number and the keys read before it (None when unknown)."""

    def __init__(self, screen, finished, frame=None, keys=None):
        self.screen, self.finished, self.frame, self.keys = screen, finished, frame, keys


class TmuxSession:
    def __init__(self, binary, args, width=100, height=30, extra_env=None, home=None,
                 frames=True):
        self.own_home = home is None
        self.home = home or tempfile.mkdtemp(prefix="schnapsen-e2e-")
        # Outside the home (which tests share between sessions and inspect): the exit status.
        self.status_dir = tempfile.mkdtemp(prefix="schnapsen-e2e-status-")
        self.status_file = os.path.join(self.status_dir, "exit-status")
        self.socket = "schnapsen-e2e-%d-%d" % (os.getpid(), int(time.time() * 1000) % 10**9)
        self.width, self.height = width, height
        env = home_env(self.home, {"TERM": "xterm-256color", "LANG": "C.UTF-8",
                                   "LC_ALL": "C.UTF-8"})
        if frames:  # without the frame signal no wait_for succeeds before the program ends
            env["SCHNAPSEN_E2E_FRAMES"] = "1"
        env.update(extra_env or {})
        env_words = " ".join("%s=%s" % (k, shlex.quote(v)) for k, v in env.items())
        program = " ".join(shlex.quote(a) for a in [binary] + list(args))
        # After the program: its exit status (into the status file, renamed into place whole,
        # and on the screen) and the terminal modes, then stay for capture. The shell ignores
        # SIGINT so that Ctrl-C reaches only the program (which installs its own handler) and
        # the pane stays for the capture; it catches SIGQUIT (Ctrl-\) with a no-op, as an
        # interactive shell would ignore it, so that the program still gets the default action.
        status = shlex.quote(self.status_file)
        script = ("trap '' INT; trap : QUIT; %s; st=$?; echo $st >%s.new; mv %s.new %s; "
                  "echo EXIT=$st; stty -a; echo STTY-END; sleep 600") % (
                      program, status, status, status)
        # LANGUAGE and LC_MESSAGES of the caller would choose the table's language: unset unless
        # a test gives them.
        unset = "-u NO_COLOR -u LANGUAGE -u LC_MESSAGES -u SCHNAPSEN_E2E_FRAMES"
        command = "env %s %s sh -c %s" % (unset, env_words, shlex.quote(script))
        self.tmux("new-session", "-d", "-x", str(width), "-y", str(height), "-s", "main", command)

    def tmux(self, *args, check=True):
        result = subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null"] + list(args),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                timeout=30)
        if check and result.returncode != 0:
            raise TestFailure("tmux %s failed: %s" % (" ".join(args), result.stderr.strip()))
        return result.stdout

    def screen(self):
        """The pane as it is now, which may be a frame half drawn: see snapshot()."""
        return self.tmux("capture-pane", "-p", "-t", "main")

    def snapshot(self):
        """The pane captured between two readings of its title (one tmux command list)."""
        title = ("display-message", "-p", "-t", "main", "#{pane_title}")
        out = self.tmux(*title, ";", "capture-pane", "-p", "-t", "main", ";", *title)
        lines = out.split("\n")
        before, after = lines[0], lines[-2]
        screen = "\n".join(lines[1:-2]) + "\n"
        m = FRAME_TITLE.match(after)
        frame, keys = (int(m.group(2)), int(m.group(3))) if m else (None, None)
        idle = m is not None and m.group(1) == "idle" and before == after
        return Snapshot(screen, idle or self.exit_status() is not None, frame, keys)

    def wait_snapshot(self, test, timeout=30.0, what=None, finished=True):
        """Polls until test(snapshot) holds for a finished snapshot (any, when not `finished`);
        returns the snapshot."""
        deadline = time.monotonic() + timeout
        snap = None
        while time.monotonic() < deadline:
            snap = self.snapshot()
            if (snap.finished or not finished) and test(snap):
                return snap
            time.sleep(0.05)
        raise TestFailure("timed out waiting for %r; screen was%s:\n%s" % (
            what or test, "" if snap and snap.finished else " (a frame not finished)",
            snap.screen if snap else ""))

    def rows(self, screen=None):
        """The rows of `screen`, or of the pane as it is now."""
        return (self.screen() if screen is None else screen).split("\n")

    def send(self, *keys):
        self.tmux("send-keys", "-t", "main", *keys)

    def wait_for(self, what, timeout=30.0, finished=True):
        """Polls until `what` (a string or a predicate on the screen) holds on a finished
        frame (snapshot()) or after the program ended; returns the screen. finished=False is
        for what the program prints on the plain terminal before its table starts, which no
        frame signal follows: `what` must then hold only once the last line of it is there."""
        test = what if callable(what) else (lambda s: what in s)
        return self.wait_snapshot(lambda snap: test(snap.screen), timeout, what,
                                  finished).screen

    def wait_stable(self, quiet=0.3, timeout=30.0):
        """Waits until the table has shown the same finished frame for `quiet` seconds (no
        key taken, nothing drawn: all the keys sent have been dealt with); returns it."""
        deadline = time.monotonic() + timeout
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            snap = self.snapshot()
            now = (snap.frame, snap.screen) if snap.finished else None
            if now is None or now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return snap.screen
            time.sleep(0.05)
        raise TestFailure("screen never settled; last screen:\n%s" % self.screen())

    def keys_read(self):
        """The keys the table has read by its last finished frame (0 before the first)."""
        snap = self.snapshot()
        return snap.keys or 0

    def wait_keys(self, count, timeout=30.0):
        """Waits until the table has read `count` keys and finished the frame after them
        (every key sent so far, when `count` counts them); returns the screen."""
        return self.wait_snapshot(lambda snap: (snap.keys or 0) >= count, timeout,
                                  "%d keys read" % count).screen

    def wait_turn(self, also=(), timeout=30.0):
        """Waits until the table says it is the player's turn ("(your turn)" beside the hand)
        or one of the texts in `also` (e.g. "Hand 1 over") shows; returns the screen."""
        return self.wait_for(lambda scr: TURN in scr or any(a in scr for a in also), timeout)

    def take(self, *keys, timeout=30.0):
        """Sends `keys` (each one key to the table: a name like "Enter" or one character) and
        waits until the table has read them all and finished the frame after them; returns that
        screen. For keys that may change nothing, where no text could say they were taken."""
        count = self.keys_read() + len(keys)
        self.send(*keys)
        return self.wait_keys(count, timeout)

    def press(self, key, also=(), timeout=30.0):
        """Sends `key` (one key), waits until the program has taken it (its frame signal
        counts one key more), then until it is the player's turn again or a text of `also`
        shows; returns the screen."""
        count = self.keys_read() + 1
        self.send(key)
        self.wait_keys(count, timeout)
        return self.wait_turn(also, timeout)

    def resize(self, width, height):
        self.tmux("resize-window", "-t", "main", "-x", str(width), "-y", str(height))
        self.width, self.height = width, height

    def message_row(self, screen=None):
        """The message line of `screen` (the row above the key bar), or of the pane now. A
        wait_for predicate passes its screen: the pane read again may be half drawn."""
        rows = self.rows(screen)
        return rows[self.height - 2] if len(rows) >= self.height - 1 else ""

    def quit(self, question=None, timeout=30.0):
        """Quits with q and y, and requires exit status 0; returns the screen then (the
        shell's, with what the program printed on leaving). `question`, if given, is called
        with the screen that asks "Quit?" before y answers it."""
        self.send("q")
        asked = self.wait_for("Quit?", timeout)
        if question:
            question(asked)
        self.send("y")
        done = self.wait_for("EXIT=", timeout)
        require("EXIT=0" in done, "quit must exit 0", done)
        return done

    def program_pid(self, binary):
        """The pid of `binary` running under the pane's shell."""
        pane_pid = int(self.tmux("display-message", "-p", "-t", "main", "#{pane_pid}").strip())
        children = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pane_pid)],
                                  capture_output=True, text=True).stdout.split()
        pids = []
        for p in children:
            try:
                if os.path.basename(os.readlink("/proc/%s/exe" % p)) == os.path.basename(binary):
                    pids.append(int(p))
            except OSError:
                pass
        require(len(pids) == 1, "cannot find the schnapsen process under the pane: %r" % children)
        return pids[0]

    def exit_status(self):
        """The program's exit status as the shell reported it (128 + N for death by signal N),
        or None while it runs."""
        try:
            with open(self.status_file) as f:
                return int(f.read())
        except FileNotFoundError:
            return None

    def wait_exit(self, timeout=30.0):
        """Waits until the program has ended; returns its exit status and the screen."""
        deadline = time.monotonic() + timeout
        while True:
            status = self.exit_status()
            if status is not None:
                return status, self.screen()
            if time.monotonic() >= deadline:
                raise TestFailure("timed out waiting for the program to end; screen was:\n%s"
                                  % self.screen())
            time.sleep(0.05)

    def kill9(self, binary):
        """Kills the program with SIGKILL (no handler runs) and waits for the shell to see it.
        The status comes from the status file, not the screen: see the module's comment."""
        os.kill(self.program_pid(binary), 9)
        status, done = self.wait_exit(timeout=10)
        require(status == 137, "the program did not die of SIGKILL (exit status %d)" % status,
                done)

    def close(self):
        socket_path = self.tmux("display-message", "-p", "#{socket_path}", check=False).strip()
        self.tmux("kill-server", check=False)
        if socket_path.endswith(self.socket) and os.path.exists(socket_path):
            os.unlink(socket_path)  # tmux leaves the socket file behind
        if self.own_home:
            shutil.rmtree(self.home, ignore_errors=True)
        shutil.rmtree(self.status_dir, ignore_errors=True)


# The invitation `schnapsen host` prints before its table starts, and the whole of it: through
# its last line, "Waiting for the other player (Ctrl-C stops)..." (in any language). The command
# has no code (it would stand in the process list); the code follows on a line of its own.
INVITE = re.compile(r"schnapsen join (\S+):(\d+)\n[\s\S]*?\b([0-9A-Z]{4}-[0-9A-Z]{4})\b")
INVITED = re.compile(INVITE.pattern + r"[\s\S]*\.\.\.$", re.M)


def invitation(s, timeout=15):
    """Waits for the host's whole invitation; returns (where, port, code) as shown."""
    screen = s.wait_for(lambda scr: INVITED.search(scr) is not None, timeout, finished=False)
    return INVITE.search(screen).groups()


def click(s, x, y, button=0):
    """A press and a release at column x, row y (0-based), as SGR mouse reports (the wheel,
    buttons 64 and 65, has no release)."""
    s.tmux("send-keys", "-t", "main", "-l", "\x1b[<%d;%d;%dM" % (button, x + 1, y + 1))
    if button < 64:
        s.tmux("send-keys", "-t", "main", "-l", "\x1b[<%d;%d;%dm" % (button, x + 1, y + 1))


def played_out(s, screen):
    """When the hand is played out and it is our choice to claim or pass (the key bar of
    `screen`, a finished frame, offers both): claims, says yes to the question, and returns
    True; otherwise returns False. Cards pressed at that point would change nothing."""
    rows = s.rows(screen)
    bar = rows[s.height - 1] if len(rows) >= s.height else ""
    if "! claim 66" not in bar or "n pass" not in bar:
        return False
    s.send("!")
    s.wait_for("Claim 66", timeout=10)  # "Claim 66 with only 61? ..." or "Claim 66 and end ...?"
    s.send("y")
    s.wait_for(lambda scr: "Claim 66" not in scr, timeout=10)
    return True


def play_hand(s):
    """Plays cards 1..5 until hand 1 is over; a refused card makes it try the next one. Each
    key is sent only when the table says it is our turn. Returns the end screen and every
    message line seen on the way (the prompts)."""
    key = 1
    screen = s.wait_turn(also=("Hand 1 over",))
    messages = []
    unchanged = 0
    for _ in range(400):
        if "Hand 1 over" in screen:
            # The whole box: its footer ("Enter: continue, ..." soft, "Press Enter to continue"
            # sharp) is drawn last, and a screen caught mid-draw lacks the lines above it.
            screen = s.wait_for(lambda scr: "Enter: continue" in scr or "Enter to continue" in scr)
            return screen, messages
        message = s.message_row(screen)
        messages.append(message)
        if played_out(s, screen):
            screen = s.wait_turn(also=("Hand 1 over",))
            continue
        if "must" in message or "hold only" in message:
            key = key % 5 + 1
        else:
            key = 1
        before = screen
        screen = s.press(str(key), also=("Hand 1 over",))
        # Five cards tried in turn leave the table as it was: it takes no card, so say what it
        # shows instead of pressing on until the test's time runs out.
        unchanged = unchanged + 1 if screen == before else 0
        if unchanged >= 6:
            raise TestFailure("the table takes no card; screen:\n%s" % screen)
    raise TestFailure("the hand did not end; screen:\n%s" % screen)


def run(test, binary):
    """Runs test(binary) and turns a failure into a message and exit status 1. A test that
    hangs prints where it hangs (every thread's stack) and exits before ctest's limit."""
    faulthandler.dump_traceback_later(480, exit=True)
    try:
        test(binary)
    except TestFailure as e:
        print("FAIL:", e)
        sys.exit(1)
    print("ok")


def report(failures):
    """For tests that collect failures: prints each and exits with status 1, else prints ok."""
    for f in failures:
        print("FAIL:", f)
    if failures:
        sys.exit(1)
    print("ok")


def require(condition, message, screen=""):
    if not condition:
        raise TestFailure(message + ("\nscreen:\n" + screen if screen else ""))
