#!/usr/bin/env python3
"""The settings file: $XDG_CONFIG_HOME/schnapsen/config.toml gives the play flags' defaults, the
command line overrides it, --print-config prints the settings in effect as a valid file, a bad
file is named with its line and ignored (the defaults apply), and the file's settings reach the
table (names, German suits, the AI, no pauses)."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, temp_home, write_settings  # noqa: E402
from tmux_session import TmuxSession, require, run  # noqa: E402

SETTINGS = """# my settings
ai = "random"
names = "Anna,Ben"
suits = "german"
speed = "fast"
first-dealer = "ai"
rule = ["close-with-two-cards=no"]
"""


def schnapsen(binary, home, args):
    return Program(binary, home=home, base={"LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"},
                   timeout=30)(*args)


def lines(text):
    return set(text.splitlines())


def test_print_config(binary):
    with temp_home() as home:
        write_settings(home, SETTINGS)
        r = schnapsen(binary, home, ["--print-config"])
        require(r.returncode == 0 and r.stderr == "", "--print-config: status %d, stderr %r"
                % (r.returncode, r.stderr))
        for line in ['ai = "random"', 'names = "Anna,Ben"', 'suits = "german"',
                     'speed = "fast"', 'rule = ["close-with-two-cards=no"]', '# rules = "soft"',
                     '# bummerls = 1']:
            require(line in lines(r.stdout), "--print-config lacks %r:\n%s" % (line, r.stdout))
        # Flags override the file; --fast is --speed fast.
        r = schnapsen(binary, home, ["--print-config", "--suits", "french", "--ai", "master"])
        for line in ['suits = "french"', 'ai = "master"', 'names = "Anna,Ben"']:
            require(line in lines(r.stdout), "flags over the file: no %r:\n%s" % (line, r.stdout))
        # What it printed is a settings file that gives the same.
        printed = r.stdout
        other = os.path.join(home, "other.toml")
        with open(other, "w") as f:
            f.write(printed)
        again = schnapsen(binary, home, ["--config", other, "--print-config"])
        require(again.stderr == "" and again.stdout == printed,
                "--print-config's output read back differs: %r" % again.stderr)
        # An explicit --config that does not exist is a usage error.
        r = schnapsen(binary, home, ["--config", os.path.join(home, "nope.toml"),
                                     "--print-config"])
        require(r.returncode == 1 and "nope.toml" in r.stderr, "missing --config: %r" % r.stderr)

    with temp_home() as home:  # no file at all: silent, the defaults
        r = schnapsen(binary, home, ["--print-config"])
        require(r.returncode == 0 and r.stderr == "", "no settings file must be silent")
        require('# ai = "skilled"' in lines(r.stdout), "defaults (commented out) without a file")
        # Every commented line works when uncommented: the file is read, not ignored whole.
        uncommented = re.sub(r"(?m)^# ([a-z-]+ = )", r"\1", r.stdout)
        path = write_settings(home, uncommented)
        again = schnapsen(binary, home, ["--print-config"])
        require(again.returncode == 0 and again.stderr == "",
                "the printed defaults and examples, uncommented, are refused: %r\n%s"
                % (again.stderr, uncommented))
        for line in ['names = "Anna,Ben"', 'lang = "de"', 'rule = ["close-with-two-cards=no"]']:
            require(line in lines(again.stdout), "the example %r is not in effect:\n%s"
                    % (line, again.stdout))


def test_bad_file(binary):
    with temp_home() as home:
        path = write_settings(home, 'suits = "german"\n\nai = "grandmaster"\n')
        r = schnapsen(binary, home, ["--print-config"])
        require(r.returncode == 0, "a bad settings file is not fatal")
        require(path + ":3: ai:" in r.stderr and "grandmaster" in r.stderr
                and "defaults apply" in r.stderr,
                "the message names the file, line and key: %r" % r.stderr)
        require('# suits = "french"' in lines(r.stdout), "the whole file is ignored")
        # Every bad line is named, in the file's order, not just the first.
        write_settings(home, 'ai = "grandmaster"\nsuits = "german"\ncolour = false\n'
                       'speed = "warp"\nai = "random"\n')
        r = schnapsen(binary, home, ["--print-config"])
        named = [l for l in r.stderr.splitlines() if l.startswith("schnapsen: " + path + ":")]
        require([l.split(":")[2] for l in named] == ["1", "3", "4", "5"] and
                "given twice" in named[3], "each bad line, once and in order: %r" % r.stderr)
        write_settings(home, 'ai = "random"\ncolour = false\n')
        r = schnapsen(binary, home, ["--print-config"])
        require(":2: unknown key 'colour'" in r.stderr, "unknown key: %r" % r.stderr)
        # The table starts with the defaults after the message.
        s = TmuxSession(binary, ["--seed", "4", "--first-dealer", "ai", "--fast"], home=home)
        try:
            screen = s.wait_turn()
            require("You vs AI" in screen, "the defaults apply at the table", screen)
            require("settings file ignored" in screen and "'colour'" in screen,
                    "the table's warning line and log say why the defaults apply", screen)
            s.quit()
            require("unknown key 'colour'" in s.screen(), "the message stays on the terminal")
        finally:
            s.close()


def test_table(binary):
    with temp_home() as home:
        write_settings(home, SETTINGS)
        s = TmuxSession(binary, ["--seed", "4"], home=home)
        try:
            screen = s.wait_turn()
            require("Anna vs Ben" in screen, "the file's names reach the header", screen)
            require(re.search(r"Trump: (Eichel|Schelle|Herz|Laub)", screen),
                    "the file's German suits reach the table", screen)
            s.quit()
        finally:
            s.close()
        # The command line overrides the file at the table too.
        s = TmuxSession(binary, ["--new", "--seed", "4", "--suits", "french", "--names", "Cleo,Dan"],
                        home=home)
        try:
            screen = s.wait_turn()
            require("Cleo vs Dan" in screen, "--names overrides the file", screen)
            require(not re.search(r"Trump: (Eichel|Schelle|Herz|Laub)", screen),
                    "--suits french overrides the file", screen)
            s.quit()
        finally:
            s.close()


def test(binary):
    test_print_config(binary)
    test_bad_file(binary)
    test_table(binary)


if __name__ == "__main__":
    run(test, sys.argv[1])
