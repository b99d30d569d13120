#!/usr/bin/env python3
"""`schnapsen replay --position` and `schnapsen analyze` through the binary: hands played out by
the master level through these two commands alone (each position printed, read back and analyzed;
the chosen action appended to the record), in both rule sets; JSON values for exactly the legal
actions; the same answer twice; bad positions exit 2 naming the line; a finished hand exits 4.
`replay --position --history` prints the same position plus its history line (the record's
actions, seat-relative; the dealt card before it where the talon no longer shows it), which
analyze reads: master, which reads the opponent's play, decides the hand from it, and pimc, a
level that does not read the history, values exactly as without it."""
import json, os, sys, tempfile, pathlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from home import Program  # noqa: E402

run = Program(sys.argv[1])
failures = []


with tempfile.TemporaryDirectory() as tmp:
    tmp = pathlib.Path(tmp)
    rec = tmp / "hand.rec"
    pos = tmp / "now.pos"
    pos_history = tmp / "now-history.pos"
    moves = 0
    for seed, rules in [(1, "soft"), (2, "sharp"), (3, "soft"), (4, "sharp")]:
        header = run("deal", "--seed", str(seed), "--rules", rules).stdout
        actions = []
        for _ in range(40):
            rec.write_text(header + "".join(actions))
            printed = run("replay", str(rec), "--position")
            if printed.returncode == 4:
                break
            if printed.returncode != 0:
                failures.append(f"seed {seed}: replay --position exit {printed.returncode}: {printed.stderr}")
                break
            pos.write_text(printed.stdout)
            steps = json.loads(run("replay", str(rec), "--json").stdout)["steps"]
            seat, legal = steps[-1]["seat"], set(steps[-1]["legal"])
            first = run("analyze", str(pos), "--level", "master", "--json")
            second = run("analyze", str(pos), "--level", "master", "--json")
            if first.returncode != 0 or first.stdout != second.stdout:
                failures.append(f"seed {seed}: analyze exit {first.returncode} or differs: {first.stderr}")
                break
            got = json.loads(first.stdout)
            if set(got["values"]) != legal or got["choice"] not in legal or got["level"] != "master":
                failures.append(f"seed {seed}: values {got['values']} / choice {got['choice']} vs legal {legal}")
                break
            with_history = run("replay", str(rec), "--position", "--history")
            pos_history.write_text(with_history.stdout)
            expected = "".join(
                f"{', ' if i else 'history '}{'me' if a[0] == str(seat) else 'opponent'} {a[2:].strip()}"
                for i, a in enumerate(actions))
            lines = with_history.stdout.splitlines()
            shown = printed.stdout.splitlines()
            extra = lines[len(shown):]
            # After an exchange or the last draw the dealt card is stated before the history.
            if extra and extra[0].startswith("dealt "):
                extra = extra[1:]
            if with_history.returncode != 0 or (
                    lines[:len(shown)] != shown or extra != [expected] if actions
                    else with_history.stdout != printed.stdout):
                failures.append(f"seed {seed}: replay --position --history printed "
                                f"{with_history.stdout!r} (exit {with_history.returncode}), "
                                f"expected {printed.stdout!r} and {expected!r}")
                break
            # master plays out with the history (its worlds, what its players know): the
            # decision of the game.
            read = run("analyze", str(pos_history), "--level", "master", "--json")
            played = json.loads(read.stdout) if read.returncode == 0 else {}
            if set(played.get("values", {})) != legal or played.get("choice") not in legal:
                failures.append(f"seed {seed}: analyze of the position with its history: exit "
                                f"{read.returncode} {read.stderr!r}, {read.stdout!r}")
                break
            # pimc does not read it: the same values with the history as without.
            if actions:
                plain = run("analyze", str(pos), "--level", "pimc", "--json")
                told = run("analyze", str(pos_history), "--level", "pimc", "--json")
                if plain.returncode != 0 or told.stdout != plain.stdout:
                    failures.append(f"seed {seed}: pimc with the history: {told.stdout!r} vs "
                                    f"{plain.stdout!r} {told.stderr!r}")
                    break
            actions.append(f"{seat} {played['choice']}\n")
            moves += 1
        else:
            failures.append(f"seed {seed}: the hand did not end")
        final = run("analyze", str(pos))  # the last position analyzed, in words
        if "game point" not in final.stdout or "<- choice" not in final.stdout:
            failures.append(f"seed {seed}: text output {final.stdout!r}")
    if moves < 50:  # 57 with these four deals: each hand ended, none at once
        failures.append(f"only {moves} moves played")

    out = run("replay", str(rec), "--history")  # --history belongs to --position
    if out.returncode != 1 or out.stdout or "--position" not in out.stderr:
        failures.append(f"replay --history alone: exit {out.returncode} {out.stderr!r}")
    pos.write_text(pos_history.read_text().replace("history ", "history opponent close, ", 1))
    out = run("analyze", str(pos))
    if out.returncode != 2 or out.stdout or "(history)" not in out.stderr:
        failures.append(f"a bad history: exit {out.returncode}, stderr {out.stderr!r}")

    good = (pathlib.Path(__file__).resolve().parents[2] / "examples" / "positions" / "last_trick.txt").read_text()
    bad = {
        "missing header": ("rules soft\n", "line 1"),
        "bad card": (good.replace("hand Ah Tc", "hand Ah Xc"), "(hand)"),
        "sizes": (good.replace("hand Ah Tc", "hand Ah"), "(hand)"),
        "scores": (good.replace("score 56 28", "score 50 28"), "(score)"),
    }
    for name, (text, words) in bad.items():
        pos.write_text(text)
        out = run("analyze", str(pos))
        if out.returncode != 2 or out.stdout or words not in out.stderr:
            failures.append(f"{name}: exit {out.returncode}, stderr {out.stderr!r}")
    pos.write_text(good)  # another search level, and levels that do not search or do not exist
    out = run("analyze", str(pos), "--level", "master", "--json")
    if out.returncode != 0 or json.loads(out.stdout)["level"] != "master":
        failures.append(f"analyze --level master: exit {out.returncode} {out.stdout!r} {out.stderr!r}")
    for level, words in (("easy+worlds=2", "is not a search level"),
                         ("heuristic", "is not a search level"), ("nobody", "is not a search level")):
        out = run("analyze", str(pos), "--level", level)
        if out.returncode == 0 or out.stdout or words not in out.stderr:
            failures.append(f"analyze --level {level}: exit {out.returncode} {out.stderr!r}")
    out = run("analyze", str(tmp / "missing.pos"))
    if out.returncode != 2 or "cannot open" not in out.stderr:
        failures.append(f"missing file: exit {out.returncode} {out.stderr!r}")
    pos.write_text(good.replace("hand Ah Tc", "hand").replace("talon 0", "talon 0") .replace(
        "played Jc", "played Ah Tc Ac Kh Jc").replace("tricks 5 3", "tricks 6 4").replace(
        "score 56 28", "score 56 64"))
    out = run("analyze", str(pos))
    if out.returncode != 4:
        failures.append(f"finished hand: exit {out.returncode} {out.stderr!r}")
    # A claim's value is the same in every world: not "sampled".
    pos.write_text("schnapsen-position 1\nrules soft\ntrump s\ntalon 6 Js\nhand Ks Qs Kh Qh Ad\n"
                   "played Ac Tc Kd Qd\nscore 28 0\ntricks 2 0\n")
    out = run("analyze", str(pos))
    claim = [line for line in out.stdout.splitlines() if line.strip().startswith("claim:")]
    if len(claim) != 1 or "sampled" in claim[0] or "(certain)" not in claim[0]:
        failures.append(f"the claim's line: {claim!r} in {out.stdout!r}")

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
