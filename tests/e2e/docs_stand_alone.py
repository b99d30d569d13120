#!/usr/bin/env python3
"""The project stands alone: the man page, README, docs/, every --help text and every source file
(comments included: src/, include/, tests/, examples/, bench/) cite our own docs (docs/rules.md,
docs/records.md, docs/positions.md, docs/bots.md), never specification files that are not in the
repository; every rule number they quote (R9.2) is defined in docs/rules.md; none of them, nor
the notes (docs/notes), names the tracker's issues ("issue 12": the text must say what it means
itself); and no generated file (the policy model's .inc files) records a temporary path of the
machine that made it."""
import glob
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from tmux_session import report  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOREIGN = re.compile(r"RULES\.md|RECORD\.md|BOT-PROTOCOL\.md|POSITION\.md|shared/conformance"
                     r"|shared/RULES|\.\./shared")
RULE = re.compile(r"\bR(\d+\.\d+)\b")
ISSUE = re.compile(r"\bissues? #?\d+", re.I)
TEMPORARY = re.compile(r"(?<![\w.])/tmp/")
SOURCE_TYPES = {".cpp", ".hpp", ".h", ".inc", ".py", ".sh", ".txt", ".md", ".json", ".cmake"}


def main(binary):
    failures = []
    texts = {}
    for path in (["README.md", "docs/schnapsen.6"] +
                 sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))) +
                 sorted(glob.glob(os.path.join(ROOT, "docs", "notes", "*.md")))):
        full = os.path.join(ROOT, path)
        with open(full, encoding="utf-8") as f:
            texts[os.path.relpath(full, ROOT)] = f.read()
    commands = [[]] + [[c] for c in ("replay", "solve", "deal", "arena", "stats")]
    for command in commands:
        out = subprocess.run([binary] + command + ["--help"], capture_output=True, text=True,
                             timeout=30)
        texts["schnapsen %s --help" % " ".join(command)] = out.stdout + out.stderr
    for path in sorted(glob.glob(os.path.join(ROOT, "src", "**", "*.cpp"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            # Only the program's own words: string literals.
            texts[os.path.relpath(path, ROOT) + " (strings)"] = "\n".join(
                re.findall(r'"((?:[^"\\\n]|\\.)*)"', f.read()))
    # The sources too, comments included: a comment cites our docs, as the docs do.
    sources = []
    for top in ("src", "include", "tests", "examples", "bench"):
        for path in sorted(glob.glob(os.path.join(ROOT, top, "**", "*"), recursive=True)):
            if os.path.isfile(path) and os.path.splitext(path)[1] in SOURCE_TYPES and \
                    os.path.abspath(path) != os.path.abspath(__file__):
                sources.append(path)
    sources.append(os.path.join(ROOT, "CMakeLists.txt"))
    for path in sources:
        with open(path, encoding="utf-8") as f:
            cited = os.path.relpath(path, ROOT)
            texts[cited] = texts.get(cited, "") + "\n" + f.read()
    for name in ("rules.md", "records.md", "bots.md"):
        if "docs/" + name not in texts:
            failures.append("docs/%s is missing" % name)
    # A rule is defined in bold ("**R5.2**") or as a table row ("| R7.1 |").
    defined = {a or b for a, b in re.findall(r"\*\*R(\d+\.\d+)|^\| R(\d+\.\d+) \|",
                                             texts.get("docs/rules.md", ""), re.M)}
    for name, text in texts.items():
        generated = name.endswith(".inc")
        for line in text.splitlines():
            if FOREIGN.search(line):
                failures.append("%s cites a file that is not ours: %s" % (name, line.strip()))
            if ISSUE.search(line):
                failures.append("%s names a tracker issue instead of saying what it means: %s"
                                % (name, line.strip()[:120]))
            if generated and TEMPORARY.search(line):
                failures.append("%s records a temporary path: %s" % (name, line.strip()[:160]))
            for number in RULE.findall(line):
                if number not in defined:
                    failures.append("%s quotes R%s, which docs/rules.md does not define: %s"
                                    % (name, number, line.strip()))
    # --help shows no parser artefacts: no "PRESET:PRESET", no settings path of this machine.
    top_help = texts["schnapsen  --help"]
    for artefact in ("PRESET:PRESET", "FILE="):
        if artefact in top_help:
            failures.append("schnapsen --help shows %r" % artefact)
    # The man page's --ai entry names every level the program offers.
    levels = re.search(r"--ai TEXT:\{([^}]*)\}", texts["schnapsen  --help"])
    man_ai = re.search(r"^\.BI \\-\\-ai .*?^\.TP", texts["docs/schnapsen.6"], re.M | re.S)
    if not levels or not man_ai:
        failures.append("the --ai levels of --help or the man page's --ai entry were not found")
    else:
        for level in levels.group(1).split(","):
            if not re.search(r"\b%s\b" % re.escape(level), man_ai.group(0)):
                failures.append("the man page's --ai entry lacks the level %s" % level)
    report(failures)


if __name__ == "__main__":
    main(sys.argv[1])
