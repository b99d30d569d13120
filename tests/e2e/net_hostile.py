#!/usr/bin/env python3
"""Hostile peers and an eavesdropper against network play (protocol 4: SPAKE2 on the join code
stretched by scrypt, every line sealed; docs/ui.md "Security model").

1. `schnapsen host` meets garbage (110 connections of it: more than the 100 incidents its log
   keeps, after which every later refusal must still be shown), an oversized line, half a hello
   and a hang-up, a client that says nothing, wrong codes until this address is made to wait
   (the right code too), a seated guest that sends an unsealed line, and a second guest while
   the seat is taken: each refused or dropped with a message; the host keeps its table and
   plays a whole hand with the real guest (a bot). Restarted (host --resume), the host keeps
   the wrong codes' count: no fresh burst of guesses at the same code.
2. An eavesdropper between the real guest and the host captures a handshake and the first
   hands: nothing of the game is readable, and even the right code (the test knows it) cannot
   be checked against the capture; one guessed code costs at least the scrypt time the docs
   give, which puts the whole code space at thousands of CPU-years even where a check existed.
3. A fake host that runs the protocol with a guessed code: the real guest refuses it, and what
   the guest sent lets the fake host check no code offline, the right one included."""
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from net_peer import (Conn, Sealer, Spake2, channel_keys, decode, encode, guest_handshake,  # noqa: E402
                      kept_seat, keys_of, kind, mul, neg, add, password_scalar, transcript, M, N)
from home import home_env  # noqa: E402
from tmux_session import TmuxSession, invitation, play_hand, require, run  # noqa: E402

SOURCE = os.environ.get("SCHNAPSEN_SOURCE_DIR",
                        os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


GUEST_HOMES = tempfile.mkdtemp(prefix="schnapsen-e2e-guests-")  # removed by test()


def guest_home(name="Bob"):
    """The guest's home, one per name: its state directory keeps the seat's secret, so that the
    same guest joins again."""
    home = os.path.join(GUEST_HOMES, name)
    os.makedirs(home, exist_ok=True)
    return home


def guest_env(name="Bob"):
    return home_env(guest_home(name))


def start_guest(binary, port, shown, name="Bob"):
    return subprocess.Popen([binary, "join", "localhost:%d" % port, "--code", shown, "--bot",
                             "random", "--name", name], env=guest_env(name), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def hostile_peers(binary):
    s = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast", "--name", "Alice",
                             "--first-dealer", "me"])
    guest = None
    try:
        _, port, shown = invitation(s)
        port, code = int(port), shown.replace("-", "")
        wrong = ("0" if code[0] != "0" else "1") + code[1:]

        silent = Conn.to(port)  # says nothing: dropped when the handshake time runs out
        for _ in range(110):
            garbage = Conn.to(port)
            garbage.send(b"\x00\xff{{{ not json\n")
            require(garbage.closed(), "garbage is answered by closing the connection")
            garbage.close()
        huge = Conn.to(port)
        try:
            huge.send(b"x" * (8 * 1024 * 1024))
        except (BrokenPipeError, ConnectionResetError):
            pass
        require(huge.closed(), "an oversized line closes the connection")
        half = Conn.to(port)
        half.send('{"type": "hello", "proto')
        half.close()  # disconnects mid-message

        # Wrong codes: refused, then even the right one from this address until it may try again.
        # (Each guess costs this guesser a scrypt, so the bucket refills a little meanwhile.)
        refusals = []
        while not any("too many" in r for r in refusals):
            require(len(refusals) < 30, "wrong codes are rate-limited: %r" % refusals[-3:])
            p = Conn.to(port)
            refusals.append(guest_handshake(p, wrong)[0] or "")
            p.close()
        require(all(kind(r) in ("refused", None) for r in refusals),
                "wrong codes are refused: %r" % refusals)
        require(any("wrong join code" in r for r in refusals), "the refusal says why: %r" % refusals)
        p = Conn.to(port)
        answer = guest_handshake(p, code)[0] or ""
        p.close()
        require(kind(answer) == "refused" and "too many" in answer and "retry_ms" in answer,
                "after a burst of wrong codes even the right one waits, told how long: %r" % answer)
        # The host's screen (before its table) shows these too, after the 110 garbage lines.
        s.wait_for(lambda scr: ": wrong join code" in scr and ": too many wrong join codes" in scr,
                   timeout=10, finished=False)

        # The real guest joins: it waits as told and tries again by itself.
        join = start_guest(binary, port, shown)
        guest = join
        s.wait_for("Bob", timeout=40)
        p = Conn.to(port)
        answer = guest_handshake(p, code)[0] or ""
        p.close()
        require(kind(answer) == "refused" and ("taken" in answer or "too many" in answer),
                "a second guest is refused while the seat is taken: %r" % answer)

        # The guest goes; its seat taken again with the code and its secret (as a broken build
        # of its program would), a line that is not sealed: dropped with a (sealed) bye that
        # says why, and the table keeps its match.
        guest.kill()
        guest.wait()
        # The log says so, and the message line, which no box covers: the random guest may have
        # ended the hand (a false claim) before it went, and the end-of-hand box hides the log.
        s.wait_for(lambda scr: "connection dropped" in scr or "Waiting for Bob to rejoin" in scr,
                   timeout=20)
        time.sleep(2.5)  # this address may try one code again
        p = Conn.to(port)
        answer, sealer, opener = guest_handshake(p, code, seat=kept_seat(guest_home(), code))
        require(kind(answer) == "welcome" and opener, "the right code is welcome again: %r" % answer)
        p.send("this is no action\n")
        lines = []
        while True:
            line = p.line()
            if line is None:
                break
            lines.append(opener.open(line))
        require(any(kind(l) == "match" for l in lines), "a rejoin gets the match first")
        bye = [l for l in lines if kind(l) == "bye"]
        require(bye and "not sealed" in bye[0], "a bye tells the guest why: %r" % lines[-2:])
        p.close()
        guest = start_guest(binary, port, shown)
        require(silent.closed(), "a client that says nothing is dropped")
        over, _ = play_hand(s)
        require("game point" in over, "the host plays the hand to its end", over)
        # The new guest is seated before the host quits: if the hand was over already (the
        # random guest's false claim), the host would otherwise quit while the guest is still in
        # its handshake or waiting to retry, and the guest would never be told the host left.
        s.wait_for(lambda scr: not re.search(r"Waiting for .* to rejoin", s.message_row(scr)),
                   timeout=30)
        s.send("Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr, timeout=10)
        s.send("q")
        s.wait_for("Quit?")
        s.send("y")
        done = s.wait_for("EXIT=")
        require("EXIT=0" in done, "the host quits normally", done)
        out, err = guest.communicate(timeout=15)
        require(guest.returncode == 0, "the guest is told the host left: %s %s" % (out, err))
        restart_keeps_guesses(binary, s.home, shown)
    finally:
        if guest and guest.poll() is None:
            guest.kill()
        s.close()


class Proxy:
    """Forwards one connection to the host and keeps every byte each way (an eavesdropper)."""

    def __init__(self, port):
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(1)
        self.port = self.listener.getsockname()[1]
        self.to_host, self.to_guest = bytearray(), bytearray()
        self.target = port
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self):
        guest, _ = self.listener.accept()
        host = socket.create_connection(("127.0.0.1", self.target))

        def pump(src, dst, log):
            try:
                while True:
                    data = src.recv(65536)
                    if not data:
                        break
                    log.extend(data)
                    dst.sendall(data)
            except OSError:
                pass
            for sock in (src, dst):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

        other = threading.Thread(target=pump, args=(host, guest, self.to_guest), daemon=True)
        other.start()
        pump(guest, host, self.to_host)
        other.join(timeout=10)


def guesses_until_refused(port, wrong):
    """Wrong codes from this address until the host says "too many": how many it took."""
    taken = 0
    while True:
        p = Conn.to(port)
        answer = guest_handshake(p, wrong)[0] or ""
        p.close()
        if "too many" in answer:
            return taken
        require(taken < 30, "wrong codes are rate-limited after a restart: %r" % answer)
        taken += 1


def restart_keeps_guesses(binary, home, shown):
    """A restart of the host (host --resume, the same code) gives no fresh guesses at the code:
    the invitation keeps the buckets that are not full."""
    code_file = os.path.join(home, "state", "schnapsen", "network", "join-code")
    code = shown.replace("-", "")
    wrong = ("0" if code[0] != "0" else "1") + code[1:]
    for restarted in (False, True):
        s = TmuxSession(binary, ["host", "--resume", "--speed", "fast", "--name", "Alice"],
                        home=home)
        try:
            _, port, again = invitation(s)
            require(again == shown, "a resumed match invites with the same code", s.screen())
            taken = guesses_until_refused(int(port), wrong)
            # Emptied just before the restart, the bucket has refilled one per 2 s since (the
            # restart takes a second or two), not to the fresh burst of 5.
            require(not restarted or taken < 5,
                    "a restart gives no fresh guesses: %d after the restart" % taken)
            s.send("C-c")
            done = s.wait_for("EXIT=", timeout=15)
            require("Nobody joined" in done, "the host stops waiting at Ctrl-C", done)
        finally:
            s.close()
        with open(code_file) as f:
            kept = f.read()
        # This address's bucket (everybody's refills at 4 a second: full again by now).
        require(re.search(r"^guesses 7f000001 \d+ \d+$", kept, re.M),
                "the invitation keeps this address's bucket", kept)


def documented_floor():
    """The least CPU time one guess costs, as docs/ui.md's security model states it."""
    with open(os.path.join(SOURCE, "docs", "ui.md")) as f:
        text = f.read()
    m = re.search(r"one guessed code costs at least ([0-9.]+) s of CPU", text)
    require(m is not None, "docs/ui.md states what one guessed code costs")
    return float(m.group(1))


def eavesdropper(binary):
    s = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast", "--name", "Alice"])
    guest = None
    try:
        _, port, shown = invitation(s)
        code = shown.replace("-", "")
        proxy = Proxy(int(port))
        guest = start_guest(binary, proxy.port, shown)
        s.wait_for("Bob", timeout=40)
        over, _ = play_hand(s)
        require("game point" in over, "a hand is played through the eavesdropper", over)
        s.send("Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr, timeout=10)
        s.send("q")
        s.wait_for("Quit?")
        s.send("y")
        s.wait_for("EXIT=")
        guest.communicate(timeout=15)
        guest = None
        proxy.thread.join(timeout=10)

        sent = bytes(proxy.to_host).split(b"\n")
        received = bytes(proxy.to_guest).split(b"\n")
        # The clear part is the handshake's random values only.
        hello, share_a, confirm = (json.loads(sent[i]) for i in range(3))
        challenge, share_b, welcome = (json.loads(received[i]) for i in range(3))
        require([hello["type"], share_a["type"], confirm["type"]] == ["hello", "share", "confirm"]
                and [challenge["type"], share_b["type"], welcome["type"]] ==
                ["challenge", "share", "welcome"], "the handshake in clear: %r" % sent[:3])
        capture = bytes(proxy.to_host) + bytes(proxy.to_guest)
        # (Words in quotes or with a space: base64 has neither, so no ciphertext holds them.)
        for secret in [b'"Bob"', b'"Alice"', b'"hand"', b'"type": "match"', b"play ",
                       shown.encode()]:
            require(secret not in capture, "%r is not readable on the wire" % secret)
        sealed = re.compile(rb"^[A-Za-z0-9+/]+=*$")
        for line in sent[3:] + received[3:]:
            require(line == b"" or sealed.match(line), "every later line is sealed: %r" % line[:80])
        # A whole hand went by sealed: the match, the hand's start, a question, the hand's end
        # and the bye at least (the random guest may end it with a false claim at its first
        # turn, so no more is certain).
        sealed_lines = [line for line in received[3:] if line]
        require(len(sealed_lines) >= 5, "a hand's worth of sealed lines went by: %d"
                % len(sealed_lines))

        # What checking one guess costs: the scrypt of the code with the host's salt.
        salt = bytes.fromhex(challenge["salt"])
        start = time.process_time()
        w = password_scalar(code, salt)  # the right code, as a lucky guess would have it
        cost = time.process_time() - start
        floor = documented_floor()
        require(cost >= floor, "one guess costs %.3f s of CPU, the docs say at least %s s"
                % (cost, floor))
        years = 2 ** 40 * cost / (365.25 * 24 * 3600)
        print("one guess: %.3f s of CPU (64 MiB); the code space: %.0f CPU-years" % (cost, years))
        # ...and even with the right w, nothing in the capture confirms it: every key an
        # eavesdropper can make from the public values misses the guest's confirmation, exactly
        # as a wrong code's do (SPAKE2: K needs a secret scalar that never left either side).
        pa, pb = bytes.fromhex(share_a["share"]), bytes.fromhex(share_b["share"])
        candidates = [add(decode(pa), neg(mul(w, M))), add(decode(pb), neg(mul(w, N))),
                      add(add(decode(pa), neg(mul(w, M))), add(decode(pb), neg(mul(w, N))))]
        for k in candidates:
            keys = keys_of(transcript(pa, pb, encode(k), w), challenge["salt"])
            require(keys["confirm_a"] != confirm["mac"],
                    "the capture does not confirm the right code")
            try:
                Sealer(channel_keys(keys["ke"])["host_to_guest"]).open(received[3].decode())
                require(False, "the capture cannot be opened with a key made from the code")
            except Exception as e:  # noqa: BLE001 (the tag does not fit)
                require(type(e).__name__ == "InvalidTag", "opening fails on its tag: %r" % e)
    finally:
        if guest and guest.poll() is None:
            guest.kill()
        s.close()


def fake_host(binary):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    code, guessed = "7KQ2MX9P", "0000MX9P"
    seen = {}

    def serve():
        sock, _ = listener.accept()
        c = Conn(sock)
        c.line()  # hello
        salt = os.urandom(16)
        seen["salt"] = salt.hex()
        c.send(json.dumps({"type": "challenge", "protocol": 5, "salt": salt.hex()}) + "\n")
        seen["share"] = json.loads(c.line())["share"]
        pake = Spake2("B", password_scalar(guessed, salt))
        seen["y"], seen["pb"] = pake.secret, pake.share
        c.send(json.dumps({"type": "share", "share": pake.share.hex()}) + "\n")
        seen["confirm"] = json.loads(c.line())["mac"]
        keys = pake.finish(bytes.fromhex(seen["share"]), salt.hex())
        seen["keys"] = keys
        c.send(json.dumps({"type": "welcome", "mac": keys["confirm_b"]}) + "\n")
        seen["join"] = c.line()  # None: the guest closed without sending its name
        c.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    guest = subprocess.run([binary, "join", "localhost:%d" % port, "--code", code, "--bot",
                            "random", "--name", "Bob"], env=guest_env(), capture_output=True,
                           text=True, timeout=60)
    thread.join(timeout=10)
    listener.close()
    require(guest.returncode != 0 and "did not prove it knows the code" in guest.stderr,
            "the guest refuses a host that does not know the code: %r" % guest.stderr)
    require(seen["confirm"] != seen["keys"]["confirm_a"], "the fake host's own guess fails")
    # The fake host, offline, with the right code and everything it holds (its secret y, both
    # shares): the guest's confirmation does not fit that either. Its one guess was all it had.
    salt = bytes.fromhex(seen["salt"])
    w = password_scalar(code, salt)
    pa = bytes.fromhex(seen["share"])
    k = mul(seen["y"], add(decode(pa), neg(mul(w, M))))
    keys = keys_of(transcript(pa, seen["pb"], encode(k), w), seen["salt"])
    require(keys["confirm_a"] != seen["confirm"], "no offline check of the right code")
    require(seen["join"] is None, "the guest seals nothing for a host that did not prove the "
            "code (RFC 9382: the host's confirmation is checked first): %r" % seen["join"])


def test(binary):
    try:
        fake_host(binary)
        eavesdropper(binary)
        hostile_peers(binary)
    finally:
        shutil.rmtree(GUEST_HOMES, ignore_errors=True)


if __name__ == "__main__":
    run(test, sys.argv[1])
