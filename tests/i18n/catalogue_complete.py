#!/usr/bin/env python3
"""The German catalogue is complete and correct for the current sources.

Extracts a fresh .pot from the sources (scripts/update-po --pot) and checks:
  - po/schnapsen.pot is up to date (same entries as the fresh extraction);
  - every msgid of the fresh .pot has a non-empty, non-fuzzy msgstr in po/de.po;
  - msgfmt --check passes (the printf placeholders of each msgstr match its msgid's);
  - no msgstr is a copy of a long English msgid (a forgotten translation).
Usage: catalogue_complete.py SOURCE_DIR
"""
import os
import re
import subprocess
import sys
import tempfile


def run(*command):
    return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def normalised(pot):
    # Locations move with every edit; the entries and their comments are what must match.
    out = run("msgcat", "--no-location", "--no-wrap", "--sort-output", pot)
    if out.returncode != 0:
        raise SystemExit("msgcat %s failed: %s" % (pot, out.stderr))
    return re.sub(r'"POT-Creation-Date: [^"]*"\n', "", out.stdout)


def main():
    source = os.path.abspath(sys.argv[1])
    po = os.path.join(source, "po", "de.po")
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = os.path.join(tmp, "fresh.pot")
        subprocess.run([os.path.join(source, "scripts", "update-po"), "--pot", fresh], check=True)
        if normalised(fresh) != normalised(os.path.join(source, "po", "schnapsen.pot")):
            failures.append("po/schnapsen.pot is out of date: run scripts/update-po")
        merged = os.path.join(tmp, "merged.po")
        out = run("msgmerge", "--quiet", "--no-wrap", "-o", merged, po, fresh)
        if out.returncode != 0:
            raise SystemExit("msgmerge failed: " + out.stderr)
        for flag, what in (("--untranslated", "untranslated"), ("--only-fuzzy", "fuzzy")):
            out = run("msgattrib", flag, "--no-obsolete", "--no-wrap", merged)
            ids = re.findall(r'^msgid "(.+)"$', out.stdout, re.M)
            if ids:
                failures.append("%d %s in po/de.po:\n  %s" % (len(ids), what, "\n  ".join(ids)))
        out = run("msgfmt", "--check", "--statistics", "-o", os.devnull, merged)
        if out.returncode != 0:
            failures.append("msgfmt --check failed:\n" + out.stderr)
        print(out.stderr.strip())
        with open(merged, encoding="utf-8") as f:
            text = f.read()
        for msgid, msgstr in re.findall(r'^msgid "(.*)"\nmsgstr "(.*)"$', text, re.M):
            if msgid and msgid == msgstr and len(msgid) > 12 and " " in msgid:
                failures.append("not translated (msgstr = msgid): %r" % msgid)
    if failures:
        print("FAIL\n" + "\n".join(failures))
        return 1
    print("ok: the German catalogue is complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
