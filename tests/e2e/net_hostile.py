#!/usr/bin/env python3
"""A hostile network peer against `schnapsen host`: garbage, an oversized line, half a hello and
a hang-up, a client that says nothing, wrong codes until the rate limit refuses even the right
one, a seated guest that sends garbage, and a second guest while the seat is taken. The host
refuses or drops each with a message, keeps its table, and the real guest (a bot) then plays a
whole hand on it: nothing is lost."""
import hashlib
import hmac
import json
import os
import secrets
import socket
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import home_env  # noqa: E402
from tmux_session import TmuxSession, invitation, play_hand, require, run  # noqa: E402

class Peer:
    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=15)
        self.buf = b""

    def send(self, data):
        self.sock.sendall(data if isinstance(data, bytes) else data.encode())

    def line(self):
        """The next line, or None when the host closed the connection."""
        while b"\n" not in self.buf:
            try:
                chunk = self.sock.recv(65536)
            except (ConnectionResetError, socket.timeout):
                return None
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line.decode()

    def closed(self):
        """True when the host closes the connection (after any lines it sends first)."""
        for _ in range(100):
            if self.line() is None:
                return True
        return False

    def handshake(self, code):
        """Runs the handshake with `code` (canonical, no dash); returns the host's last line."""
        mine = secrets.token_hex(16)
        self.send(json.dumps({"type": "hello", "protocol": 2, "name": "Eve", "nonce": mine})
                  + "\n")
        challenge = self.line()
        if challenge is None or json.loads(challenge).get("type") != "challenge":
            return challenge
        theirs = json.loads(challenge)["nonce"]
        mac = hmac.new(code.encode(), ("schnapsen-join guest %s %s" % (theirs, mine)).encode(),
                       hashlib.sha256).hexdigest()
        self.send(json.dumps({"type": "auth", "mac": mac}) + "\n")
        return self.line()

    def close(self):
        self.sock.close()


def kind(line):
    try:
        return json.loads(line).get("type") if line else None
    except ValueError:
        return "not json"


def test(binary):
    s = TmuxSession(binary, ["host", "--port", "0", "--seed", "3", "--speed", "fast", "--name",
                             "Alice", "--first-dealer", "me"])
    guest = None
    try:
        _, port, shown = invitation(s)
        port, code = int(port), shown.replace("-", "")
        wrong = ("0" if code[0] != "0" else "1") + code[1:]

        silent = Peer(port)  # says nothing: dropped when the handshake time runs out
        garbage = Peer(port)
        garbage.send(b"\x00\xff{{{ not json\n")
        require(garbage.closed(), "garbage is answered by closing the connection")
        huge = Peer(port)
        try:
            huge.send(b"x" * (8 * 1024 * 1024))
        except (BrokenPipeError, ConnectionResetError):
            pass
        require(huge.closed(), "an oversized line closes the connection")
        half = Peer(port)
        half.send('{"type": "hello", "proto')
        half.close()  # disconnects mid-message

        # Wrong codes: refused, then even the right one until the bucket refills.
        refusals = []
        for _ in range(6):
            p = Peer(port)
            refusals.append(p.handshake(wrong) or "")
            p.close()
        require(all(kind(r) in ("refused", None) for r in refusals),
                "wrong codes are refused: %r" % refusals)
        require(any("wrong join code" in r for r in refusals), "the refusal says why: %r" % refusals)
        p = Peer(port)
        answer = p.handshake(code) or ""
        p.close()
        require(kind(answer) == "refused" and "too many" in answer,
                "after a burst of wrong codes even the right one waits: %r" % answer)
        time.sleep(4.5)  # two tokens come back

        # The real guest joins and takes the seat; a second one is refused while it sits.
        guest_home = os.path.join(s.home, "guest")  # apart from the host's, gone with it
        os.makedirs(guest_home)
        env = home_env(guest_home)
        join = [binary, "join", "localhost:%d" % port, "--code", shown, "--bot", "random",
                "--name", "Bob"]
        guest = subprocess.Popen(join, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True)
        s.wait_for("Bob", timeout=20)
        p = Peer(port)
        answer = p.handshake(code) or ""
        p.close()
        require(kind(answer) == "refused" and "taken" in answer,
                "a second guest is refused while the seat is taken: %r" % answer)

        # The guest goes; one who knows the code takes the seat and sends garbage: it is dropped
        # with a bye that says why, and the host's table keeps its match.
        guest.kill()
        guest.wait()
        s.wait_for("connection dropped", timeout=20)
        p = Peer(port)
        answer = p.handshake(code) or ""
        require(kind(answer) == "welcome", "the right code is welcome again: %r" % answer)
        p.send("this is no action\n")
        lines = []
        while True:
            line = p.line()
            if line is None:
                break
            lines.append(line)
        require(any(kind(l) == "match" for l in lines), "a rejoin gets the match first")
        require(any(kind(l) == "bye" for l in lines), "a bye tells the guest why: %r" % lines[-2:])
        p.close()
        guest = subprocess.Popen(join, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True)
        require(silent.closed(), "a client that says nothing is dropped")
        over, _ = play_hand(s)
        require("game point" in over, "the host plays the hand to its end", over)
        s.send("Enter")
        # Closing the box drops the keys typed ahead (dialogs.cpp: a second Enter must not play
        # a card): q goes once the box is gone, else a host slow to take the Enter drops it.
        s.wait_for(lambda scr: "Hand 1 over" not in scr, timeout=10)
        s.quit()
        out, err = guest.communicate(timeout=15)
        require(guest.returncode == 0, "the guest is told the host left: %s %s" % (out, err))
    finally:
        if guest and guest.poll() is None:
            guest.kill()
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
