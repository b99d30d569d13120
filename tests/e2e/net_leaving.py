#!/usr/bin/env python3
"""Network play: the guest's table while the host is to act, and leaving, on both tables.
1. The guest joins while the host is to act (the host leads the first hand), typing the code at
   join's prompt, which does not echo it: its table shows at once, with its hand, "Alice's turn
   (q quits)" and q in the key bar; Ctrl-L redraws it; q asks first (the match stays saved at
   Alice's) and n goes back to waiting. The guest leaves (q, y): the host's table says so and
   goes on; the guest joins again while the host is still to act and sees the table at once.
   One rule for leaving, whoever is to act: at its own turn the guest leaves with q (asked
   first) and then with Ctrl-C (not asked): each time the host's log says Bob left and its table
   waits for him to join again, and he does. At the guest's turn the host presses q: asked
   first, the host leaves (the match saved for host --resume) and the guest's table, at its
   turn, says within a second, in a box, that Alice ended the connection, in its own words.
2. A host that sends nothing after its welcome: the guest's table says it waits for the host to
   start; a message of a type it does not know (a newer host's) is passed over and the next one
   read; q (asked first) leaves, telling the host.
3. A German host's log is German: a guest that sends junk, and a guest that drops, are told
   there in German, with the command to join again on the message line whole at 80 columns.
4. A German guest at 80 columns whose host has the longest name: the quit question keeps its
   answer keys in view (the question cut before them)."""
import json
import os
import re
import secrets
import socket
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from net_peer import Conn, answer_deal, guest_handshake, host_handshake, kind  # noqa: E402
from tmux_session import CARD, TURN, TmuxSession, invitation, require, run  # noqa: E402


def hand_cards(s, screen):
    """The cards shown in the guest's own hand (the rows under "Your hand")."""
    rows = s.rows(screen)
    start = next(i for i, r in enumerate(rows) if "Your hand" in r)
    return sum(len(CARD.findall(r[:60])) for r in rows[start:start + 5])


def log_text(s, screen):
    """The table's log panel as one text (its wrapped lines joined again)."""
    rows = s.rows(screen)[1:s.height - 2]
    return " ".join(r.split("│", 1)[1].strip() for r in rows if "│" in r)


def join(binary, port, code, home):
    """The guest's table, joined with --code, or (code None) with the code typed at the prompt."""
    args = ["join", "localhost:" + port, "--name", "Bob", "--speed", "fast"]
    return TmuxSession(binary, args + (["--code", code] if code else []), home=home)


def since_joined(host, screen):
    """The host's log after the last time it said Bob joined."""
    text = log_text(host, screen)
    return text[text.rfind("Bob joined"):]


def guest_leaves_at_its_turn(host, guest, keys):
    """At the guest's turn it leaves by `keys` ("q" then "y", or "C-c"); the host's log says it
    left (not that its connection dropped) and the host's table waits for it to join again.
    Returns the guest's exit status and last screen."""
    guest.wait_turn(timeout=15)
    for key in keys:
        guest.send(key)
        if key == "q":
            guest.wait_for("Quit?")
    status, done = guest.wait_exit(timeout=15)
    guest.close()
    screen = host.wait_for(lambda scr: "Bob left the match" in since_joined(host, scr) and
                           "Waiting for Bob to rejoin: schnapsen join" in host.message_row(scr),
                           timeout=15)
    require("connection dropped" not in since_joined(host, screen),
            "leaving is said as leaving, not as a dropped connection", screen)
    return status, done


def waiting_table(s, screen):
    """The guest's table while Alice is to act: the whole table, its hand, whose turn it is."""
    require("Your hand, Bob" in screen and hand_cards(s, screen) == 5,
            "the guest's table with its hand, while the host is to act", screen)
    require(s.message_row(screen).strip() == "Alice's turn (q quits)",
            "the message line says whose turn it is and that q quits", screen)
    require("q quit" in s.rows(screen)[s.height - 1], "the key bar offers q", screen)
    require(TURN not in screen, "not the guest's turn", screen)


def guest_waits_and_leaves(binary):
    host = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast", "--name", "Alice",
                                "--first-dealer", "guest"])
    guest_home = None
    guest = None
    try:
        _, port, code = invitation(host)
        # The code typed at the prompt (as the host shows it, but in small letters), not echoed.
        guest = join(binary, port, None, None)
        guest_home = guest.home
        guest.own_home = False  # kept for the later joins; removed at the end
        guest.wait_for("Join code (as the host shows it, e.g. 7KQ2-MX9P):", timeout=15,
                       finished=False)
        guest.send(code.lower(), "Enter")
        screen = guest.wait_for(lambda scr: "Alice's turn" in scr, timeout=20)
        waiting_table(guest, screen)
        host.wait_turn(timeout=20)
        # Ctrl-L: read at once (the table waits with keys of its own) and the table drawn again.
        screen = guest.take("C-l")
        waiting_table(guest, screen)
        # q asks first, and says where the match is saved; n: back to waiting.
        guest.send("q")
        screen = guest.wait_for("Quit?")
        require("Quit? The match stays saved at Alice's: join again to go on. (y/n)"
                in guest.message_row(screen), "the guest's quit question names the save", screen)
        screen = guest.take("n")
        waiting_table(guest, screen)
        # The guest leaves: exit 0, told how to go on; the host's table says so, still at its turn.
        guest.send("q")
        guest.wait_for("Quit?")
        guest.send("y")
        done = guest.wait_for("EXIT=", timeout=15)
        require("EXIT=0" in done and "You left the match. It stays saved at Alice's" in done,
                "the guest leaves with status 0 and is told the match is saved at the host's",
                done)
        require("Join code (as the host shows it" in done and code.lower() not in done.lower()
                and code.replace("-", "").lower() not in done.lower(),
                "the prompt did not echo the code", done)
        guest.close()
        screen = host.wait_for(lambda scr: "Bob left the match" in log_text(host, scr),
                               timeout=15)
        require(TURN in screen, "the host's turn goes on", screen)
        prompt = host.message_row(screen)
        require("Bob" not in prompt, "the host's turn prompt stays (the log has the news)", screen)
        # Joining again while the host is still to act: the table at once.
        guest = join(binary, port, code, guest_home)
        screen = guest.wait_for(lambda scr: "Alice's turn" in scr, timeout=20)
        waiting_table(guest, screen)
        screen = host.wait_for(lambda scr: "Bob joined" in log_text(host, scr), timeout=15)
        require(host.message_row(screen) == prompt,
                "a join during the host's turn keeps its prompt: %r" % host.message_row(screen),
                screen)
        # The host plays; at the guest's turn the guest leaves, asked first, and the host waits.
        host.press("1", also=("Bob's turn",))
        host.wait_for("Bob's turn (q quits)")
        status, done = guest_leaves_at_its_turn(host, guest, ["q", "y"])
        require(status == 0 and "You left the match" in done,
                "the guest leaves at its turn with status 0", done)
        # It joins again at its turn, and leaves with Ctrl-C: not asked; the host is told the same.
        guest = join(binary, port, code, guest_home)
        host.wait_for(lambda scr: "Bob's turn (q quits)" in host.message_row(scr), timeout=20)
        status, done = guest_leaves_at_its_turn(host, guest, ["C-c"])
        require(status == 130, "Ctrl-C ends the guest with status 130 (%d)" % status, done)
        # It joins again; at its turn the host presses q: asked first.
        guest = join(binary, port, code, guest_home)
        host.wait_for(lambda scr: "Bob's turn (q quits)" in host.message_row(scr), timeout=20)
        guest.wait_turn(timeout=15)
        host.send("q")
        screen = host.wait_for("Quit?")
        require("Quit? The match is saved (schnapsen host --resume) and Bob is told. (y/n)"
                in host.message_row(screen), "the host's quit question names the guest", screen)
        host.send("y")
        done = host.wait_for("EXIT=", timeout=15)
        left = time.monotonic()  # the host has sent its bye and ended
        require("EXIT=0" in done and "host --resume" in done, "the host leaves, saved", done)
        # The guest's table, at its turn, says so in a box until Enter: within a second.
        screen = guest.wait_for(lambda scr: "Alice ended the connection" in scr and
                                "Enter: leave" in scr, timeout=15)
        seen = time.monotonic() - left
        require(seen < 1.0, "the guest is told within a second (%.2f s)" % seen, screen)
        print("the guest's table told the host's leaving %.2f s after the host ended" % seen)
        require("The host left the table; the match is saved there" in screen,
                "the guest's box says the match is saved at the host's", screen)
        guest.send("Enter")
        done = guest.wait_for("EXIT=", timeout=15)
        require("EXIT=0" in done and "The host left the table; the match is saved" in done,
                "the guest exits 0 saying how to go on", done)
    finally:
        if guest:
            guest.close()
        host.close()
        if guest_home:
            import shutil
            shutil.rmtree(guest_home, ignore_errors=True)


def host_sends_nothing(binary):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    seen = {}

    waiting = threading.Event()  # the guest's table says it waits

    def serve():
        sock, _ = listener.accept()
        c = Conn(sock)
        joined = host_handshake(c, "7KQ2MX9P")
        if joined:
            seen["name"], sealer, opener = joined
            waiting.wait(timeout=20)
            # A type this guest does not know, then a status: the one passed over, the other shown.
            c.send(sealer.seal(json.dumps({"type": "tournament", "protocol": 5, "round": 2}))
                   + "\n")
            c.send(sealer.seal(json.dumps({"type": "status", "protocol": 5,
                                           "text": "Alice shuffles the cards"})) + "\n")
            line = c.line()  # no match sent; the guest's next line is its leaving
            seen["line"] = opener.open(line) if line else None
        c.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    guest = TmuxSession(binary, ["join", "localhost:%d" % port, "--code", "7KQ2-MX9P",
                                 "--name", "Bob"])
    try:
        screen = guest.wait_for("Waiting for the host to start the match (q quits)", timeout=20)
        require("q quit" in guest.rows(screen)[guest.height - 1], "the key bar offers q", screen)
        waiting.set()
        screen = guest.wait_for(lambda scr: "Alice shuffles the cards" in guest.message_row(scr),
                                timeout=15)
        require("not valid" not in screen, "a message of an unknown type is passed over", screen)
        guest.send("q")
        screen = guest.wait_for("Quit?")
        require("Quit? The host has not started the match yet. (y/n)" in guest.message_row(screen),
                "q asks first", screen)
        guest.send("y")
        done = guest.wait_for("EXIT=", timeout=15)
        require("EXIT=0" in done and "You left before the match began." in done,
                "the guest leaves with status 0", done)
        thread.join(timeout=15)
        require(seen.get("name") == "Bob" and seen.get("line") == "quit",
                "the host is told the guest left: %r" % seen)
    finally:
        guest.close()
        listener.close()


EVE_SEAT = secrets.token_hex(32)  # the Python guest's seat secret, the same at every join


def python_guest(port, code):
    """A guest in Python, joined, and the lines it reads until the host asks it to act."""
    c = Conn.to(int(port))
    answer, sealer, opener = guest_handshake(c, code.replace("-", ""), name="Eve", seat=EVE_SEAT)
    require(sealer is not None, "the Python guest is welcomed: %r" % answer)
    for _ in range(50):
        line = c.line()
        require(line is not None, "the host sends the match and asks the guest")
        message = opener.open(line)
        answer_deal(message, c, sealer)
        if kind(message) == "act":
            return c, sealer
    raise AssertionError("no act")


def german_host_log(binary):
    host = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast", "--name", "Anna",
                                "--lang", "de", "--first-dealer", "me"], width=80, height=30)
    try:
        _, port, code = invitation(host)
        # A guest that answers junk: dropped, said in German.
        c, sealer = python_guest(port, code)
        c.send(sealer.seal("play Xx") + "\n")
        screen = host.wait_for(lambda scr: "geschickt, was weder ein Zug noch yes, no oder quit "
                               "ist" in log_text(host, scr), timeout=15)
        require("which is no action" not in log_text(host, screen),
                "no English on the German table", screen)
        c.close()
        # A guest whose connection ends: dropped, said in German, the command whole.
        c, _ = python_guest(port, code)
        c.close()
        screen = host.wait_for(lambda scr: "der Gast hat die Verbindung geschlossen"
                               in log_text(host, scr), timeout=15)
        require("closed the connection" not in log_text(host, screen),
                "no English on the German table", screen)
        row = host.message_row(screen)
        require(re.search(r"Warte, bis Eve zurückkommt: schnapsen join localhost:%s, Code %s\s*$"
                          % (port, code), row) is not None,
                "the command to join again, whole on the message line at 80 columns", screen)
    finally:
        host.close()


def long_question_at_80_columns(binary):
    """A German guest at 80 columns, its host's name as long as a name may be: the quit question
    is cut before its answer keys, never after them."""
    name = "Maximilian-Georg"  # 16 columns, the longest name
    host = TmuxSession(binary, ["host", "--port", "0", "--speed", "fast", "--name", name,
                                "--first-dealer", "guest"])
    guest = None
    try:
        _, port, code = invitation(host)
        guest = TmuxSession(binary, ["join", "localhost:" + port, "--code", code, "--name", "Bob",
                                     "--speed", "fast", "--lang", "de"], width=80, height=24)
        guest.wait_for(name + " ist dran", timeout=20)
        guest.send("q")
        screen = guest.wait_for("(j/n)")
        row = guest.message_row(screen).rstrip()
        require(row.endswith("(j/n)") and "Gespeichert bei" in row,
                "the question keeps its answer keys at 80 columns: %r" % row, screen)
        guest.send("n")
    finally:
        if guest:
            guest.close()
        host.close()


def test(binary):
    long_question_at_80_columns(binary)
    guest_waits_and_leaves(binary)
    host_sends_nothing(binary)
    german_host_log(binary)


if __name__ == "__main__":
    run(test, sys.argv[1])
