#!/usr/bin/env python3
"""Network play: names a table uses for its own players, and the host's files.
1. `--name` refuses the words a table calls its own players ("You", "Du", "Player 1", "Spieler
   2", "AI expert", ...), for host and join, with the reason in the table's language; a guest
   that sends such a name anyway (a program of its own) is called "Guest" at the host's table,
   so that its moves are never told as the host's own ("You play ...").
2. A join code that cannot be kept for `host --resume` (its file cannot be written) is said
   before the invitation, and the match is hosted all the same.
3. A hosted match whose save fails (no state directory): the host that leaves mid-match is told
   after its table closes that the match could not be saved, and exits with status 1, not 0."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, home_env, temp_home  # noqa: E402
from net_peer import Conn, answer_deal, guest_handshake, kind  # noqa: E402
from tmux_session import TmuxSession, invitation, require, run  # noqa: E402


def names_refused(binary):
    english = '"%s" is what a table calls one of its own players; choose another name'
    german = "„%s“ sagt ein Tisch zu einem seiner eigenen Spieler; wähle einen anderen Namen"
    with temp_home() as home:
        run_it = Program(binary, home=home, timeout=30)
        for args, name, text in (
                (["host", "--port", "0"], "You", english),
                (["host", "--port", "0", "--lang", "de"], "Spieler 2", german),
                (["join", "localhost:1", "--code", "7KQ2-MX9P", "--lang", "de"], "du", german),
                (["join", "localhost:1", "--code", "7KQ2-MX9P"], "AI expert", english),
                (["join", "localhost:1", "--code", "7KQ2-MX9P"], "Player 1", english)):
            done = run_it(*(args + ["--name", name]))
            require(done.returncode == 1 and (text % name) in done.stderr,
                    "%s --name %s is refused: %r" % (args[0], name, done.stderr))


def python_guest(port, code, name):
    """A guest of our own that sends `name`; returns the connection and its channel."""
    c = Conn.to(int(port))
    answer, sealer, opener = guest_handshake(c, code.replace("-", ""), name=name)
    require(sealer is not None, "the guest is welcomed: %r" % answer)
    return c, sealer, opener


def next_message(c, sealer, opener, wanted):
    """The host's lines until one of kind `wanted`, answering each deal that asks for the
    guest's share on the way (protocol 4); returns that message."""
    for _ in range(100):
        line = c.line()
        require(line is not None, "the host sends a %s" % wanted)
        message = opener.open(line)
        if answer_deal(message, c, sealer) and wanted == "deal":
            return json.loads(message)
        if kind(message) == wanted:
            return json.loads(message)
    raise AssertionError("no " + wanted)


def reserved_guest_name_and_code_file(binary):
    with temp_home() as home:
        # The join code's file is a folder: it cannot be written.
        os.makedirs(os.path.join(home, "state", "schnapsen", "network", "join-code"))
        host = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast", "--name", "Alice",
                                    "--first-dealer", "guest"], home=home)
        try:
            _, port, code = invitation(host)
            require("Warning: the join code cannot be kept for 'schnapsen host --resume'"
                    in host.screen(), "the host says the code cannot be kept", host.screen())
            c, sealer, opener = python_guest(port, code, "You")
            # The first hand is dealt once the guest has answered with its share.
            next_message(c, sealer, opener, "deal")
            screen = host.wait_turn(timeout=20)
            require("Guest" in screen, "the guest that called itself You is Guest", screen)
            host.press("1", also=("Guest's turn",))
            act = next_message(c, sealer, opener, "act")
            c.send(sealer.seal(act["legal"][0]) + "\n")
            # Its card is told in the host's log as the guest's ("Guest plays A♦"), not as the
            # host's own ("You play A♦").
            screen = host.wait_for("Guest plays", timeout=15)
            require("You play" not in screen, "the guest's card is not told as the host's", screen)
            done = host.quit()
            require("Match saved" in done, "the match is saved", done)
            c.close()
        finally:
            host.close()


def failed_save(binary):
    with temp_home() as home:
        blocker = os.path.join(home, "blocked")
        with open(blocker, "w") as f:
            f.write("a file where the state directory should be\n")
        host = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast", "--name", "Alice",
                                    "--first-dealer", "guest"], home=home,
                           extra_env={"XDG_STATE_HOME": blocker})
        guest = None
        try:
            _, port, code = invitation(host)
            guest = subprocess.Popen(
                [binary, "join", "localhost:" + port, "--code", code, "--bot", "random",
                 "--name", "Bob"], env=home_env(os.path.join(home, "guest")),
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True)
            host.wait_turn(timeout=20)
            host.send("q")
            host.wait_for("Quit?")
            host.send("y")
            status, _ = host.wait_exit(timeout=15)
            done = host.wait_for("EXIT=")
            require(status == 1, "a match that could not be saved: exit status 1 (%d)" % status,
                    done)
            require("schnapsen host: the match could not be saved:" in done
                    and "no state directory" in done,
                    "the host is told after its table closes, and why", done)
            require("Match saved" not in done, "no save is promised", done)
            out, err = guest.communicate(timeout=15)
            require(guest.returncode == 0 and "The match is over." in out,
                    "the guest is told the match is over: %r %r" % (out, err))
        finally:
            if guest and guest.poll() is None:
                guest.kill()
            host.close()


def test(binary):
    names_refused(binary)
    reserved_guest_name_and_code_file(binary)
    failed_save(binary)


if __name__ == "__main__":
    run(test, sys.argv[1])
