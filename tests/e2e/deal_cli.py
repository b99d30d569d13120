#!/usr/bin/env python3
"""`schnapsen deal --seed N` prints the first deal of `schnapsen --seed N`: the deck and the
dealer that a match played with that seed starts with (read from its save), for several seeds;
`--dealer` overrides only the dealer."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program, temp_home  # noqa: E402
from tmux_session import require, run  # noqa: E402


def header_field(text, name):
    match = re.search(r"^%s (.*)$" % name, text, re.M)
    require(match is not None, "no %s line" % name, text)
    return match.group(1).strip()


def test(binary):
    for seed in (19, 4, 123456789):
        dealt = Program(binary, "deal", "--seed", str(seed))()
        require(dealt.returncode == 0, "deal --seed %d: %s" % (seed, dealt.stderr))
        with temp_home() as home:
            # Line mode from a pipe: the deal is saved at once; quit leaves the save.
            played = Program(binary, "--line", "--seed", str(seed), "--ai", "random",
                             home=home)(input="quit\nyes\n")
            require(played.returncode == 0, "the match starts and quits: %s" % played.stderr,
                    played.stdout)
            with open(os.path.join(home, "state", "schnapsen", "match.save")) as f:
                saved = f.read()
        for field in ("deck", "dealer"):
            require(header_field(dealt.stdout, field) == header_field(saved, field),
                    "seed %d: deal's %s is the match's first" % (seed, field),
                    dealt.stdout + "\n" + saved)
    other = Program(binary, "deal", "--seed", "19", "--dealer", "1")().stdout
    first = Program(binary, "deal", "--seed", "19", "--dealer", "0")().stdout
    require(header_field(other, "dealer") == "1" and header_field(first, "dealer") == "0"
            and header_field(other, "deck") == header_field(first, "deck"),
            "--dealer sets the dealer only", other + first)


if __name__ == "__main__":
    run(test, sys.argv[1])
