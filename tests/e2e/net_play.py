#!/usr/bin/env python3
"""Network play, two processes on loopback: `schnapsen host` at a table (tmux) and `schnapsen
join --bot random` as the guest. Whole hands are played; the guest is killed mid-hand and joins
again, and gets its seat back where it was; the host is killed (SIGKILL) and `host --resume`
invites with the same code, the guest rejoins and the hand goes on; the host's statistics count
the hands against "net Bob", and its save's deck is not the one the match's seed would give
(hosted deals come from the cryptographic source); when the host leaves with Ctrl-C, the match
is saved and the guest is told and exits."""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, home_env, temp_home  # noqa: E402
from tmux_session import TURN, TmuxSession, invitation, play_hand, played_out, require, run  # noqa: E402

def hand_number(screen):
    """The hand the header names ("Hand 2" at the top right)."""
    m = re.search(r"Hand (\d+)\s*$", screen.split("\n")[0])
    return m.group(1) if m else None


def start_guest(binary, home, port, code):
    """A bot guest that reads the code from standard input (so it is in no process list)."""
    guest = subprocess.Popen([binary, "join", "localhost:%s" % port, "--bot", "random", "--name",
                              "Bob"], env=home_env(home), stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    guest.stdin.write(code + "\n")
    guest.stdin.close()
    guest.stdin = None  # communicate() must not flush it again
    with open("/proc/%d/cmdline" % guest.pid, "rb") as f:
        require(code.encode() not in f.read(), "the code is not in the process list")
    return guest


def finish(guest, timeout=15):
    try:
        out, err = guest.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        guest.kill()
        out, err = guest.communicate()
        raise AssertionError("the guest did not exit: %s %s" % (out, err))
    return guest.returncode, out, err


def seed_refused(binary):
    """host --seed would hand the guest every hidden card (the deals are a seeded shuffle that
    its first view pins down): refused, saying why."""
    done = subprocess.run([binary, "host", "--seed", "7", "--port", "0"], capture_output=True,
                          text=True, timeout=30, stdin=subprocess.DEVNULL)
    require(done.returncode == 1 and "--seed is not offered" in done.stderr,
            "host --seed is refused: %r" % done.stderr)


M64 = (1 << 64) - 1


def splitmix64(state):
    """SplitMix64's words from `state` (include/schnapsen/deal.hpp)."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        yield z ^ (z >> 31)


def shuffled_deck(seed):
    """The documented seeded shuffle (deal.hpp): the canonical deck, then Fisher-Yates."""
    deck = [rank + suit for suit in "cdhs" for rank in "JQKTA"]
    words = splitmix64(seed)
    for i in range(19, 0, -1):
        j = next(words) % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def seeded_deck(seed, hand_index):
    """The deck a match dealt from `seed` has in hand `hand_index` (game::deck_for_hand)."""
    words = splitmix64(seed)
    for _ in range(hand_index + 1):
        word = next(words)
    return shuffled_deck(word)


def deals_unpredictable(binary, save_file):
    """The hosted match's deck is not the one its saved seed gives: every deal comes from the
    cryptographic source (a seeded one could be found from the cards seen)."""
    shown = Program(binary, "deal", "--seed", "7")().stdout
    deck_line = next(l for l in shown.split("\n") if l.startswith("deck "))
    require(deck_line.split()[1:] == seeded_deck(7, 0), "the test's shuffle is the program's: %s"
            % deck_line)
    with open(save_file) as f:
        text = f.read()
    seed = int(re.search(r"^# seed (\d+)$", text, re.M).group(1))
    played = int(re.search(r"^# hands-played (\d+)$", text, re.M).group(1))
    deck = re.search(r"^deck (.*)$", text, re.M).group(1).split()
    require(deck != seeded_deck(seed, played),
            "the hosted deal does not come from the match's seed (%d, hand %d)" % (seed, played))


def earlier_save_refused(binary, save_file):
    """A hosted save without the deal's proof (as a version before the checked deal wrote it):
    `host --resume` refuses it, saying why, since the guest could not check its hand."""
    with open(save_file) as f:
        text = f.read()
    require(re.search(r"^# deal-proof [0-9a-f]{64} \d+ [0-9a-f]{64}$", text, re.M),
            "the hosted save keeps the deal's proof", text)
    with temp_home("schnapsen-e2e-old-") as home:
        folder = os.path.join(home, "state", "schnapsen", "network")
        os.makedirs(folder)
        with open(os.path.join(folder, "match.save"), "w") as f:
            f.write(re.sub(r"^# deal-proof .*\n", "", text, flags=re.M))
        s = TmuxSession(binary, ["host", "--resume", "--port", "0"], home=home)
        try:
            status, done = s.wait_exit(timeout=15)
            require(status == 1 and "dealt by an earlier version" in done,
                    "host --resume refuses a save without the deal's proof (%d)" % status, done)
        finally:
            s.close()


def test(binary):
    seed_refused(binary)
    with temp_home("schnapsen-e2e-guest-") as guest_home, \
            temp_home("schnapsen-e2e-host-") as host_home:
        play(binary, guest_home, host_home)


def play(binary, guest_home, host_home):
    # Three Bummerls: a match the random guest cannot end by false claims before the host quits.
    host_args = ["host", "--port", "0", "--speed", "fast", "--name", "Alice",
                 "--bummerls", "3", "--first-dealer", "guest"]
    s = TmuxSession(binary, host_args, home=host_home)
    guest = None
    try:
        where, port, code = invitation(s)
        require(where == "localhost", "loopback by default: join localhost", s.screen())
        require("ssh -L" in s.screen(), "the invitation explains the ssh tunnel", s.screen())
        require("--code" not in s.screen(), "the join command leaves the code out of argv",
                s.screen())
        guest = start_guest(binary, guest_home, port, code)
        screen = s.wait_turn(timeout=20)
        require("Bob" in screen and "Alice" in screen, "both names on the host's table", screen)
        over, _ = play_hand(s)
        require("game point" in over, "the hand's end on the host's table", over)
        require("mistake" not in over and "flawless" not in over,
                "no solver review in network play (it would need the guest's cards)", over)
        s.send("Enter")
        s.wait_for(lambda scr: "Hand 1 over" not in scr)
        stats_file = os.path.join(s.home, "state", "schnapsen", "stats.json")
        s.wait_for(lambda scr: os.path.exists(stats_file), timeout=10)
        with open(stats_file) as f:
            line = json.load(f)["lines"][0]
        require(line["opponent"] == "net Bob", "the host counts against net Bob: %r" % line)
        require(not os.path.exists(os.path.join(s.home, "state", "schnapsen", "match.save")),
                "a hosted match is saved apart from the player's own match")
        save_file = os.path.join(s.home, "state", "schnapsen", "network", "match.save")
        require(os.path.exists(save_file), "the hosted match is saved")
        deals_unpredictable(binary, save_file)
        earlier_save_refused(binary, save_file)

        # The guest's connection drops (killed): the host's table says so when it needs the
        # guest and waits; the guest joins again and play goes on from where it was.
        guest.kill()
        guest.wait()
        key = 1
        for _ in range(200):
            scr = s.wait_for(lambda _: True)  # the next finished frame
            if "Waiting for Bob to rejoin: schnapsen join" in scr:  # the host waits for the guest
                break
            if " over " in scr:  # a hand's end box: on to the next hand
                s.take("Enter")
            elif played_out(s, scr):
                pass
            elif TURN in scr:
                message = s.message_row(scr)
                key = key % 5 + 1 if ("must" in message or "hold only" in message) else 1
                s.take(str(key))
        scr = s.wait_for("Waiting for Bob to rejoin: schnapsen join", timeout=5)
        # The whole command on the message line (at 100 columns), the reason in the log.
        require("Waiting for Bob to rejoin: schnapsen join localhost:%s, code %s" % (port, code)
                in s.message_row(scr), "the host's table shows how the guest joins again", scr)
        require("Bob's connection dropped" in s.screen(), "the drop is in the host's log", scr)
        # Somebody else with the code (and Bob's name) cannot take the seat: only Bob's program,
        # with the seat's secret in its state directory, can.
        with temp_home("schnapsen-e2e-mallory-") as mallory_home:
            status, out, err = finish(start_guest(binary, mallory_home, port, code))
        require(status != 0 and "the seat is another guest's" in out + err,
                "a stranger with the code is refused Bob's seat (%d)" % status, out + err)
        guest = start_guest(binary, guest_home, port, code)
        # The rejoin prompt goes when the guest is back. (Not "Bob joined" in the log: the bot
        # plays at once at --speed fast, and a closed hand's claim can scroll it out of view.)
        s.wait_for(lambda scr: "to rejoin:" not in s.message_row(scr), timeout=20)
        s.wait_for(lambda scr: TURN in scr or " over " in scr, timeout=20)

        # The host dies (SIGKILL); the guest learns that the connection ended and how to rejoin.
        hand_at_kill = hand_number(s.screen())
        require(hand_at_kill is not None, "the header names the hand", s.screen())
        s.kill9(binary)
        status, out, err = finish(guest)
        require(status == 1, "a lost host: the guest exits with status 1 (%d)" % status, out + err)
        require("join command" in out, "the guest is told how to take its seat again", out)
        s.close()
        # --resume without --port listens where the match was hosted: the guest's command holds.
        s = TmuxSession(binary, ["host", "--resume", "--speed", "fast"], home=host_home)
        where, port2, code2 = invitation(s)
        with open(os.path.join(host_home, "state", "schnapsen", "network", "join-code")) as f:
            require(re.search(r"^seat [0-9a-f]{64}$", f.read(), re.M),
                    "the invitation keeps the seat's owner for host --resume")
        require(code2 == code, "host --resume invites with the same code (%s, %s)" % (code, code2))
        require(port2 == port, "host --resume listens on the same port (%s, %s)" % (port, port2))
        guest = start_guest(binary, guest_home, port, code)
        screen = s.wait_for(lambda scr: TURN in scr or " over " in scr, timeout=20)
        # The hand that was on goes on. (The log's "Match resumed" may be under the hand's end
        # box already: the random bot's first move may be a claim.)
        require(hand_number(screen) == hand_at_kill,
                "the match goes on where it was (hand %s)" % hand_at_kill, screen)
        require("Network:" not in screen, "a clean rejoin reports no incident", screen)
        # The host leaves with Ctrl-C (not asked, as q would): the match is saved, and the guest
        # is told so and exits with status 0.
        s.send("C-c")
        status, done = s.wait_exit(timeout=15)
        require(status == 130 and "Match saved; 'schnapsen host --resume' goes on with it." in done,
                "Ctrl-C ends the host with status 130, the match saved (%d)" % status, done)
        status, out, err = finish(guest)
        require(status == 0, "the guest exits with status 0 when the host quits", out + err)
        require("The host left the table" in out, "the guest is told the host left", out + err)
        guest = None
    finally:
        if guest and guest.poll() is None:
            guest.kill()
        s.close()


if __name__ == "__main__":
    run(test, sys.argv[1])
