#!/usr/bin/env python3
"""The table in German: `--lang de` shows German texts (header, key bar, prompts, log, the
end-of-hand summary) and German suits and card names, under LANG=C.UTF-8 and under LANG=C (a
system without German locales); LANGUAGE=de without --lang gives German too, --lang en wins over
it, and a bad --lang value is refused with exit status 1. `history N --lang de` steps through the
finished hand in German. A match resumes in the language and suits it was played in, unless
--lang or --suits says otherwise."""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import temp_home  # noqa: E402
from tmux_session import TmuxSession, require, run  # noqa: E402

TURN_DE = "(du bist dran)"
OVER_DE = "Spiel 1 aus"
ARGS = ["--ai", "random", "--seed", "7", "--fast", "--first-dealer", "ai"]
GERMAN_CARD = re.compile(r"(10|[AKOU])[EHLS]")


def wait_turn_de(s, also=()):
    return s.wait_for(lambda scr: TURN_DE in scr or any(a in scr for a in also))


def play_hand_de(s):
    """Plays cards 1..5 until the hand is over (a refused card: the next one)."""
    key = 1
    screen = wait_turn_de(s, (OVER_DE,))
    for _ in range(400):
        if OVER_DE in screen:
            return s.wait_for("Enter: weiter")  # the whole box: its footer is drawn last
        message = s.message_row()
        key = key % 5 + 1 if ("musst" in message or "nur" in message) else 1
        before = s.screen()
        s.send(str(key))
        try:
            s.wait_for(lambda scr: scr != before, timeout=5)
        except Exception:  # the same refusal again
            pass
        screen = wait_turn_de(s, (OVER_DE,))
    raise AssertionError("the hand did not end")


def check_german_table(s, screen):
    require("Du gegen KI random" in screen, "the header must be German", screen)
    require("Regeln soft" in screen, "the rules in the header must be German", screen)
    bar = s.rows()[s.height - 1]
    require("q Ende" in bar and "? Hilfe" in bar, "the key bar must be German", bar)
    require("Dein Blatt (du bist dran)" in screen, "the hand's label must be German", screen)
    require("noch 10 Karten" in screen and "Talon" in screen, "the talon count in German", screen)
    require(re.search(r"Trumpf: (Eichel|Schelle|Herz|Laub) \([EHLS]\)", screen),
            "the trump in German suits", screen)
    require(re.search(r"Punkte übrig +7 +7", screen) or re.search(r"Punkte ubrig +7 +7", screen),
            "the tally in German", screen)
    hand_rows = "\n".join(s.rows()[s.height - 7:s.height - 3])
    require(len(GERMAN_CARD.findall(hand_rows)) >= 5, "German card names in the hand",
            hand_rows)
    require("Protokoll" in screen and " Log " not in screen, "the log's header in German",
            screen)
    require("Spiel 1: KI random gibt," in screen and "Trumpfkarte" in screen, "the log must be German", screen)
    require(s.message_row().startswith(" Du spielst aus: eine Karte wählen") or
            s.message_row().startswith(" Du spielst aus: eine Karte wahlen"),
            "the prompt must be German", s.message_row())


def test_german_flag(binary, env):
    s = TmuxSession(binary, ARGS + ["--lang", "de"], extra_env=env)
    try:
        screen = wait_turn_de(s)
        check_german_table(s, screen)
        s.send("?")
        help_screen = s.wait_for("Zehner 10")  # the box ("Hilfe" is on the key bar already)
        require("Zehner 10" in help_screen and "Ober 3" in help_screen and
                "Unter 2" in help_screen, "the help's rules in German", help_screen)
        s.send("Enter")
        s.wait_for(lambda scr: "Zurück mit Enter" not in scr and "Zuruck mit Enter" not in scr)
        over = play_hand_de(s)
        require("Bummerl-Punkte:" in over, "the summary's Bummerl tally in German", over)
        require("Augen" in over, "the summary's scores in German (Augen)", over)
        require("Punkt" in over and "gewinn" in over, "the result in German", over)
        require("Enter: weiter, t: die Stiche des Spiels" in over, "the summary's footer in German",
                over)
        require("fehlerlos" in over or "Fehler" in over, "the review in German", over)
        s.send("Enter")
        wait_turn_de(s)
        s.send("q")
        s.wait_for("Aufh")  # "Aufhoren?" under LANG=C (ASCII)
        require("(j/n)" in s.message_row(), "the question's keys in German", s.message_row())
        s.send("j")
        require("EXIT=0" in s.wait_for("EXIT="), "quitting with j must exit 0")
        # The finished hand in the history viewer, in German too.
        v = TmuxSession(binary, ["history", "1", "--lang", "de"], extra_env=env, home=s.home)
        try:
            screen = v.wait_for(lambda scr: "Schritt " in scr and "gespielt" in scr, timeout=60)
            require("Verlauf  Du gegen KI random  Regeln soft" in screen,
                    "the history viewer in German", screen)
            require("q zur" in v.rows()[v.height - 1], "the viewer's key bar in German", screen)
        finally:
            v.close()
    finally:
        s.close()


def test_missing_catalogue(binary):
    """German asked for where its catalogue is not (SCHNAPSEN_LOCALEDIR names a folder without
    it): the table is English and says why, in its header and log, while it plays."""
    empty = tempfile.mkdtemp(prefix="schnapsen-no-locale-")
    s = TmuxSession(binary, ARGS + ["--lang", "de"], extra_env={"SCHNAPSEN_LOCALEDIR": empty})
    try:
        screen = s.wait_turn()
        require("q quit" in screen, "the table is English", screen)
        require("German is not available" in screen.split("\n")[0],
                "the header says German is missing", screen)
        require("German is not" in screen and "SCHNAPSEN_LOCALEDIR" in screen.replace("\n", ""),
                "the log says why, in full", screen)
        s.quit()
    finally:
        s.close()
        os.rmdir(empty)


def quit_de(s):
    s.send("q")
    s.wait_for("Aufh")
    s.send("j")
    require("EXIT=0" in s.wait_for("EXIT="), "quitting with j must exit 0")


def test_resume_keeps_language(binary):
    with temp_home() as home:
        resume_keeps_language(binary, home)


def resume_keeps_language(binary, home):
    s = TmuxSession(binary, ARGS + ["--lang", "de"], home=home)
    try:
        wait_turn_de(s)
        quit_de(s)
    finally:
        s.close()
    trump_de = r"Trumpf: (Eichel|Schelle|Herz|Laub) \([EHLS]\)"
    # No flag: German, German suits, though the environment asks for neither.
    r = TmuxSession(binary, ["--resume"], home=home)
    try:
        screen = wait_turn_de(r)
        require("q Ende" in screen and re.search(trump_de, screen),
                "--resume: the match comes back in German with German suits", screen)
        quit_de(r)
    finally:
        r.close()
    # --suits french: German words, French suits; --lang en: English and its French default.
    r = TmuxSession(binary, ["--resume", "--suits", "french"], home=home)
    try:
        screen = wait_turn_de(r)
        require("q Ende" in screen and re.search(r"Trumpf [♣♦♥♠] (Kreuz|Karo|Herz|Pik)", screen),
                "--resume --suits french: German words, French suits", screen)
        quit_de(r)
    finally:
        r.close()
    r = TmuxSession(binary, ["--resume", "--lang", "en"], home=home)
    try:
        screen = r.wait_turn()
        require("q quit" in screen and re.search(r"Trump [♣♦♥♠] (clubs|diamonds|hearts|spades)",
                                                 screen),
                "--resume --lang en: English with French suits", screen)
        r.quit()
    finally:
        r.close()


def test(binary):
    test_resume_keeps_language(binary)
    test_missing_catalogue(binary)
    test_german_flag(binary, {})
    # A system without German locales: LANG=C and the messages category plain C.
    test_german_flag(binary, {"LANG": "C", "LC_ALL": "C"})

    # LANG=de_AT.UTF-8 where that locale is not installed (only C.UTF-8 is): the terminal still
    # speaks UTF-8, so the table keeps its box-drawing glyphs and umlauts.
    s = TmuxSession(binary, ARGS, extra_env={"LC_ALL": "", "LANG": "de_AT.UTF-8"})
    try:
        screen = wait_turn_de(s)
        require("┌───┐" in screen and "Trumpf" in screen,
                "an uninstalled UTF-8 locale: the table stays UTF-8", screen)
        require("q Ende" in screen, "the German table", screen)
    finally:
        s.close()

    # LANGUAGE=de without --lang: German; --lang en wins over it.
    s = TmuxSession(binary, ARGS, extra_env={"LANGUAGE": "de"})
    try:
        screen = wait_turn_de(s)
        require("q Ende" in screen and "Du gegen KI random" in screen, "LANGUAGE=de: German",
                screen)
        require(re.search(r"Trumpf: (Eichel|Schelle|Herz|Laub)", screen),
                "German suits are the German table's default", screen)
    finally:
        s.close()
    s = TmuxSession(binary, ARGS + ["--lang", "en"], extra_env={"LANGUAGE": "de"})
    try:
        screen = s.wait_turn()
        require("q quit" in screen and "You vs AI random" in screen, "--lang en: English",
                screen)
        require(re.search(r"Trump [♣♦♥♠] (clubs|diamonds|hearts|spades)", screen),
                "English: French suits by default", screen)
        s.quit()
    finally:
        s.close()
    # --lang de with --suits french: German words, French suits (their German names).
    s = TmuxSession(binary, ARGS + ["--lang", "de", "--suits", "french"])
    try:
        screen = wait_turn_de(s)
        require(re.search(r"Trumpf [♣♦♥♠] (Kreuz|Karo|Herz|Pik)", screen),
                "--suits french wins over the German default", screen)
    finally:
        s.close()

    # A bad --lang: a clear message and status 1, before any terminal is needed.
    out = subprocess.run([binary, "--lang", "fr"], capture_output=True, text=True, timeout=30)
    require(out.returncode == 1, "--lang fr must exit 1, not %d" % out.returncode)
    require("--lang" in out.stderr and "fr" in out.stderr and "{de,en}" in out.stderr,
            "the message must name the bad value and the choices: %r" % out.stderr)
    # A play flag's error in German.
    out = subprocess.run([binary, "--lang", "de", "--resume", "--new"], capture_output=True,
                         text=True, timeout=30)
    require(out.returncode == 1 and "entweder --resume oder --new" in out.stderr,
            "the play flags' messages in German: %r" % out.stderr)


if __name__ == "__main__":
    run(test, sys.argv[1])
