#!/usr/bin/env python3
"""The in-game menu (Esc or F10, and the key bar's "Esc menu") at the player's turn, by keys and
by mouse, in English and German: speed, suits and the assist change from it, statistics, history
and help open over the table (the help scrolls with the wheel), quit asks the quit question, q
closes it (the history lists the hands, and its key steps through one); "Resign this hand" gives the opponent 3 game points (R7.8; saved, in the history and
the statistics); "New match" and "Another opponent" abandon the match for a new one (the save's match
id changes; the new opponent is at the table). The assist (--assist) reminds the player that a
claim wins, and is refused under sharp rules. After a hand, t on its box shows its tricks."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, temp_home, write_settings  # noqa: E402
from tmux_session import TURN, TmuxSession, TestFailure, click, play_hand, report, require  # noqa: E402

ARGS = ["--ai", "random", "--seed", "8", "--fast", "--first-dealer", "ai"]

# I have won four tricks worth 70 and lead: a claim wins (soft rules).
WINNING = """schnapsen-position 1
rules soft
trump s
talon 2 As
hand Js Qs Ks Jh Jd
played Ah Th Kh Qh Ad Td Ac Tc
score 70 0
tricks 4 0
"""


def click_text(s, text):
    """Clicks the middle of the (last) place where `text` shows."""
    rows = s.rows()
    y = max(i for i, r in enumerate(rows) if text in r)
    click(s, rows[y].index(text) + len(text) // 2, y)


def closed(s, text):
    return s.wait_for(lambda scr: text not in scr)


def save_id(home):
    path = os.path.join(home, "state", "schnapsen", "match.save")
    with open(path, encoding="utf-8") as f:
        found = re.search(r"[0-9a-f]{16}", f.read())
    return found.group(0) if found else None


def by_keys(binary):
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        s.wait_turn()
        require("Esc" in s.rows()[s.height - 1], "the key bar names the menu", s.screen())
        s.send("Escape")
        menu = s.wait_for("Speed: fast")
        for entry in ("Resign this hand", "New match", "Another opponent", "Suits: French",
                      "Assist", "History", "Keep speed, suits, assist and language",
                      "Statistics", "Help", "Quit"):
            require(entry in menu, "the menu lists %r" % entry, menu)
        # It opens on a harmless entry, the help; the entries that end the hand or the match
        # come last. Down moves the selection; the entries' keys change the settings in place.
        require("> ?  Help" in menu, "the menu opens on the help", menu)
        entry = re.compile(r"│ [> ] (\S)  ")
        keys = [entry.search(r).group(1) for r in menu.split("\n") if entry.search(r)]
        require(keys.index("r") > keys.index("p") and keys.index("n") > keys.index("a"),
                "the harmless entries first", menu)
        s.send("Down")
        s.wait_for("> s  Statistics")
        s.send("p")
        s.wait_for("Speed: slow")
        s.send("p")
        s.wait_for("Speed: normal")
        s.send("p")
        s.wait_for("Speed: fast")
        s.send("c")
        s.wait_for("Suits: German (from the next hand)")
        s.send("c")
        s.wait_for("Suits: French")
        s.send("a")
        s.wait_for("claim reminder): on")
        s.send("a")
        s.wait_for("claim reminder): off")
        s.send("s")
        s.wait_for("Opponent  Rules")
        s.send("Enter")
        closed(s, "Opponent  Rules")
        require("Speed:" not in s.screen(), "a screen from the menu goes back to the table")
        # F10 opens it too; h the history, ? the help (the wheel scrolls it), x the quit question.
        s.send("F10")
        s.wait_for("Speed: fast")
        s.send("h")
        s.wait_for("No finished hands yet")
        s.send("Enter")
        closed(s, "No finished hands yet")
        s.send("Escape")
        s.wait_for("Speed: fast")
        s.send("?")
        s.wait_for("redraw the screen")
        click(s, 40, 12, button=65)  # wheel down
        s.wait_for("Up: back")
        click(s, 40, 12, button=64)  # wheel up
        s.wait_for(lambda scr: "Up: back" not in scr)
        s.send("Enter")
        closed(s, "redraw the screen")
        s.send("Escape")
        s.wait_for("Speed: fast")
        s.send("x")
        s.wait_for("Quit?")
        s.send("n")
        closed(s, "Quit?")
        s.send("Escape")
        s.wait_for("Speed: fast")
        s.send("q")
        closed(s, "Speed: fast")
        s.quit()
    finally:
        s.close()


def harmless_enter(binary):
    """Esc then Enter, as a player who means "back" may type: the help opens, no question about
    resigning."""
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        s.wait_turn()
        s.send("Escape")
        s.wait_for("Speed: fast")
        s.send("Enter")
        box = s.wait_for("redraw the screen")
        require("Resign this hand?" not in box, "Esc Enter asked about resigning", box)
        s.send("Enter")
        s.wait_turn()
        s.quit()
    finally:
        s.close()


def suits_kept(binary):
    """Suits chosen in the menu stay in the next match, also when the speed or the assist was
    changed after them (the next hand had not begun yet), whether the new match comes from n or
    from o (another opponent)."""
    s = TmuxSession(binary, ["--ai", "beginner", "--seed", "5", "--fast"], width=80, height=24)
    try:
        s.wait_turn()
        s.send("Escape")
        s.wait_for("Suits: French")
        s.send("c")
        s.wait_for("Suits: German (from the next hand)")
        s.send("p")  # the speed after the suits
        s.wait_for("Speed: slow")
        s.send("a")
        s.wait_for("claim reminder): on")
        s.send("n")
        s.wait_for("Start a new match?")
        s.send("y")
        screen = s.wait_for(lambda scr: TURN in scr and "Start a new match?" not in scr)
        require(re.search(r"Trump: (Eichel|Schelle|Herz|Laub)", screen),
                "the German suits are kept in the new match", screen)
        s.send("Escape")
        menu = s.wait_for("Suits: German")
        require("Speed: slow" in menu and "claim reminder): on" in menu,
                "speed and assist are kept too", menu)
        # Another opponent (o) starts a new match the same way: the look goes with it.
        s.send("o")
        levels = s.wait_for("AI casual")
        row = next(r for r in levels.split("\n") if "AI casual" in r)
        s.send(re.search(r"([1-9])  AI casual", row).group(1))
        s.wait_for("A new match against AI casual?")
        s.send("y")
        screen = s.wait_for(lambda scr: "You vs AI casual" in scr and TURN in scr and
                            "A new match" not in scr)
        require(re.search(r"Trump: (Eichel|Schelle|Herz|Laub)", screen),
                "the German suits are kept against another opponent", screen)
        s.send("Escape")
        menu = s.wait_for("Suits: German")
        require("Speed: slow" in menu and "claim reminder): on" in menu,
                "speed and assist are kept against another opponent too", menu)
        s.send("q")
        closed(s, "Suits: German")
        s.quit()
    finally:
        s.close()


def keep_settings(binary):
    """k keeps speed, suits, assist and language in the settings file, says where, and the next
    game starts with them; the file's other lines stay as they were."""
    with temp_home() as home:
        path = write_settings(home, '# my settings\nai = "random"\n# speed = "normal"\n')
        s = TmuxSession(binary, ["--seed", "8", "--fast", "--first-dealer", "ai"], width=80,
                        height=24, home=home)
        try:
            s.wait_turn()
            s.send("Escape")
            s.wait_for("Speed: fast")
            s.send("c")
            s.wait_for("Suits: German (from the next hand)")
            s.send("a")
            s.wait_for("claim reminder): on")
            s.send("k")
            screen = s.wait_for("Kept in")
            # The file as its owner knows it (XDG_CONFIG_HOME is home/config here).
            require("Kept in ~/config/schnapsen/config.toml for the next games" in
                    s.message_row(screen), "the message says where", screen)
            s.quit()
        finally:
            s.close()
        with open(path, encoding="utf-8") as f:
            kept = f.read()
        require(kept.startswith('# my settings\nai = "random"\nspeed = "fast"\n'),
                "the file's lines kept, the commented default set in place", kept)
        for line in ('suits = "german"', "assist = true", 'lang = "en"'):
            require(line in kept.split("\n"), "the file keeps %r" % line, kept)
        s = TmuxSession(binary, ["--seed", "8", "--first-dealer", "ai"], width=80, height=24,
                        home=home)
        try:
            s.wait_for("y: resume it")
            s.send("n")  # a new match, not the one saved above
            screen = s.wait_turn()
            require(re.search(r"Trump: (Eichel|Schelle|Herz|Laub)", screen) and
                    "Your score" in screen, "the next game has the kept suits and assist", screen)
            s.send("Escape")
            menu = s.wait_for("Speed: fast")
            require("claim reminder): on" in menu, "the kept assist", menu)
            s.send("q")
            closed(s, "Speed: fast")
            s.quit()
        finally:
            s.close()


def by_mouse(binary):
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        s.wait_turn()
        bar = s.rows()[s.height - 1]
        click(s, bar.index("Esc") + 1, s.height - 1)
        s.wait_for("Speed: fast")
        click_text(s, "Speed: fast")
        s.wait_for("Speed: slow")
        click_text(s, "Speed: slow")
        s.wait_for("Speed: normal")
        click_text(s, "Speed: normal")
        s.wait_for("Speed: fast")
        click_text(s, "Statistics")
        s.wait_for("Opponent  Rules")
        click_text(s, "Press Enter")
        closed(s, "Opponent  Rules")
        click(s, bar.index("Esc") + 1, s.height - 1)
        s.wait_for("Speed: fast")
        click_text(s, "q: close")
        closed(s, "Speed: fast")
        s.quit()
    finally:
        s.close()


def german(binary):
    s = TmuxSession(binary, ARGS + ["--lang", "de"], width=80, height=24)
    try:
        s.wait_for("(du bist dran)")
        require("Esc" in s.rows()[s.height - 1], "the German key bar names the menu", s.screen())
        s.send("Escape")
        menu = s.wait_for("─ Menü ─")
        for entry in ("Neue Partie", "Tempo: schnell", "Statistik", "Hilfe", "Aufhören"):
            require(entry in menu, "the German menu lists %r" % entry, menu)
        for row in s.rows():
            require("Speed" not in row and "Quit" not in row, "no English in the German menu",
                    menu)
        s.send("p")
        s.wait_for("Tempo: langsam")
        click_text(s, "Tempo: langsam")
        s.wait_for("Tempo: normal")
        s.send("p")
        s.wait_for("Tempo: schnell")
        click_text(s, "q: schließen")
        closed(s, "─ Menü ─")
        s.send("F10")
        s.wait_for("─ Menü ─")
        click_text(s, "Aufhören")
        s.wait_for("Aufhören?")
        s.send("n")
        s.send("Escape")
        s.wait_for("─ Menü ─")
        s.send("q")
        closed(s, "─ Menü ─")
    finally:
        s.close()


def new_match(binary):
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        s.wait_turn()
        s.press("1")
        first = save_id(s.home)
        require(first is not None, "the match is saved")
        s.send("Escape")
        s.wait_for("New match")
        s.send("n")
        s.wait_for("Start a new match?")
        s.send("n")  # no: the match goes on
        closed(s, "Start a new match?")
        require(save_id(s.home) == first, "no new match without a yes")
        s.send("Escape")
        s.wait_for("New match")
        s.send("n")
        s.wait_for("Start a new match?")
        s.send("y")
        s.wait_for(lambda scr: "Start a new match?" not in scr and "You lead" not in scr)
        s.wait_turn()
        s.wait_for(lambda scr: save_id(s.home) not in (None, first))
        # Another opponent: a new match against the level chosen.
        s.send("Escape")
        s.wait_for("Another opponent")
        s.send("o")
        levels = s.wait_for("AI casual")
        row = next(r for r in levels.split("\n") if "AI casual" in r)
        number = re.search(r"([1-9])  AI casual", row).group(1)
        s.send(number)
        s.wait_for("A new match against AI casual?")
        s.send("y")
        s.wait_for("You vs AI casual")
        s.wait_turn()
        s.quit()
    finally:
        s.close()


def resign(binary):
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        s.wait_turn()
        s.press("1")
        s.send("Escape")
        s.wait_for("Resign this hand")
        s.send("r")
        s.wait_for("Resign this hand? AI random wins 3 game points")
        s.send("n")  # no: the hand goes on
        s.wait_for(lambda scr: "Resign this hand?" not in scr)
        require("Hand 1 over" not in s.screen(), "no resignation without a yes", s.screen())
        s.send("Escape")
        s.wait_for("Resign this hand")
        s.send("r")
        s.wait_for("Resign this hand?")
        s.send("y")
        over = s.wait_for("Hand 1 over")
        require("AI random wins 3 game points" in over and "you resigned" in over,
                "the resignation gives the opponent 3 game points", over)
        require("flawless" not in over, "no review of a resigned hand", over)
        # Saved write-ahead: the save's hand ends with the resignation.
        with open(os.path.join(s.home, "state", "schnapsen", "match.save"),
                  encoding="utf-8") as f:
            require("0 resign" in f.read(), "the resignation is in the save")
        s.send("Enter")
        s.wait_turn()
        # The menu's history lists the hand; its key opens the history viewer over the table.
        s.send("Escape")
        s.wait_for("History of your hands")
        s.send("h")
        s.wait_for("hand 1: lost 3  You - AI random")
        s.send("1")
        s.wait_for("History  You vs AI random")
        s.send("q")
        s.wait_for(lambda scr: "History  You vs" not in scr)
        s.wait_turn()
        s.quit()
        cli = Program(binary, home=s.home, base={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
                      timeout=30)
        listing = cli("history", "--json")
        hands = json.loads(listing.stdout)["hands"]
        require(len(hands) == 1 and hands[0]["winner"] == 1 and hands[0]["game_points"] == 3,
                "the history keeps the resigned hand: %s" % listing.stdout)
        stats = cli("stats", "--json")
        require('"hands_lost": 1' in stats.stdout.replace(" ", "").replace('":', '": '),
                "the statistics count the resigned hand as lost: %s" % stats.stdout)
    finally:
        s.close()


def assist(binary):
    with temp_home() as home:
        r = Program(binary, home=home, timeout=30, base={
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})(
                "--rules", "sharp", "--assist")
        require(r.returncode == 1, "--assist under sharp rules exits 1, not %d" % r.returncode)
        require("--assist" in r.stderr and "sharp" in r.stderr and "R9.2" in r.stderr,
                "--assist under sharp rules says why: %r" % r.stderr)
        position = os.path.join(home, "win.pos")
        with open(position, "w", encoding="utf-8") as f:
            f.write(WINNING)
        for flags, reminded in ((["--assist"], True), ([], False)):
            s = TmuxSession(binary, ["--position", position, "--ai", "random", "--seed", "1",
                                     "--fast"] + flags, width=80, height=24)
            try:
                s.wait_turn()
                message = s.message_row()
                require(("You have 70: press ! to claim" in message) == reminded,
                        "the claim reminder shows with --assist only (%s)" % flags, s.screen())
                # The menu turns it on and off.
                s.send("Escape")
                s.wait_for("claim reminder): " + ("on" if reminded else "off"))
                s.send("a")
                s.wait_for("claim reminder): " + ("off" if reminded else "on"))
                s.send("q")
                screen = s.wait_for(lambda scr: "claim reminder" not in scr)
                require(("You have 70" in s.message_row(screen)) != reminded,
                        "the menu's assist toggles the reminder", screen)
            finally:
                s.close()


def hand_tricks(binary):
    s = TmuxSession(binary, ARGS, width=80, height=24)
    try:
        play_hand(s)
        s.wait_for("t: the hand's tricks")
        s.send("t")
        tricks = s.wait_for("The hand's tricks")
        require("Trick 1:" in tricks, "the hand's tricks are listed", tricks)
        s.send("Enter")
        s.wait_for(lambda scr: "The hand's tricks" not in scr and "Hand 1 over" in scr)
    finally:
        s.close()
    # Sharp play: the tricks stay face down (R9.2): no t.
    s = TmuxSession(binary, ARGS + ["--rules", "sharp"], width=80, height=24)
    try:
        play_hand(s)
        screen = s.wait_for("Press Enter to continue")
        require("t: the hand's tricks" not in screen, "no tricks after a sharp hand", screen)
    finally:
        s.close()


def main(binary):
    failures = []
    for part in (by_keys, harmless_enter, suits_kept, keep_settings, by_mouse, german, new_match,
                 resign, assist, hand_tricks):
        try:
            part(binary)
        except Exception as e:  # noqa: BLE001 (a part that breaks is a failure too)
            failures.append("%s: %s" % (part.__name__, e))
    report(failures)


if __name__ == "__main__":
    main(sys.argv[1])
