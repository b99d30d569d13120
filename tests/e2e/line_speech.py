#!/usr/bin/env python3
"""How long espeak-ng takes to speak one trick of line mode, in English and in German: the lines
from a lead to the next prompt of a hand played from a pipe, spoken into a WAV file whose length
is the time a listener waits. Reported, and bounded: the curses table's redrawn screen for the
same trick took 32.8 s, its events as plain lines 9.9 s."""
import os
import shutil
import subprocess
import sys
import tempfile
import wave

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, temp_home  # noqa: E402
from tmux_session import require, run  # noqa: E402

LIMIT_SECONDS = 15.0
# The prompt to lead, in each language: the trick's lines are those between two of them.
PROMPTS = {"en": "Your turn to lead.", "de": "Du spielst aus."}


def one_trick(out, lang):
    """The lines of the first trick: from the lead after the first prompt up to the next."""
    lines = [l for l in out.splitlines() if l]
    start = lines.index(PROMPTS[lang]) + 1
    return lines[start:lines.index(PROMPTS[lang], start)]


def spoken_seconds(lines, voice):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "trick.wav")
        subprocess.run(["espeak-ng", "-v", voice, "-w", path, "\n".join(lines)], check=True,
                       timeout=60)
        with wave.open(path) as w:
            return w.getnframes() / w.getframerate()


def test(binary):
    require(shutil.which("espeak-ng") is not None,
            "espeak-ng is missing: scripts/setup installs it (Debian's espeak-ng)")
    for lang in ("en", "de"):
        with temp_home() as home:
            play = Program(binary, "--line", "--seed", "3", "--ai", "random", "--lang", lang,
                           home=home)
            done = play(input="1\nquit\nyes\n")
            require(done.returncode == 0, "%s: exit %d: %s" % (lang, done.returncode, done.stderr))
            lines = one_trick(done.stdout, lang)
            require(3 <= len(lines) <= 6, "%s: the trick's lines: %r" % (lang, lines))
            seconds = spoken_seconds(lines, lang)
            words = sum(len(l.split()) for l in lines)
            print("espeak-ng speaks one trick of line mode (%s, %d lines, %d words) in %.1f s"
                  % (lang, len(lines), words, seconds))
            require(seconds < LIMIT_SECONDS, "%s: one trick takes %.1f s to speak (limit %.0f s)"
                    % (lang, seconds, LIMIT_SECONDS))


if __name__ == "__main__":
    run(test, sys.argv[1])
