#!/usr/bin/python3
"""Trains a policy model (docs/ai.md "Reading the opponent", and pimc's policy model there): a
small network giving the probability of each legal action of a seat from what that seat can see.

A developer's step, not part of the build: it needs Debian's python3-torch
(apt-get install python3-torch) and runs with the system Python.

The reading model, trained on many players:

    schnapsen ladder ... --decisions decisions.jsonl      # the data (docs/ai.md)
    schnapsen-lab features --decisions decisions.jsonl --out features.bin
    scripts/train_policy.py --features features.bin --held-out beginner,noisy:0.25:skilled

pimc's model, distilled from pimc's choices with the talon open (master's held out):

    schnapsen-lab features --decisions pimc.jsonl --out pimc.bin --talon-open
    scripts/train_policy.py --features pimc.bin master.bin --held-out master \
        --suit-permutations --hidden 128 128 \
        --weights src/ai/pimc_policy_weights.inc --vectors tests/ai/pimc_policy_vectors.inc

Compiled weights are scored on the same split, training nothing (each player's validation rows
apart), e.g. pimc's model on master's decisions:

    scripts/train_policy.py --features pimc.bin master.bin --held-out pimc \
        --score src/ai/pimc_policy_weights.inc

Rows of held-out players are never trained on: their log-loss is the offline score on players
the model has not seen. Of the other players' rows, one deal in ten (both seatings of a deal's
hand on one side: a player against itself plays them alike) is kept for validation and
chooses the epoch whose weights are written. Writes the weights (compiled into the game;
src/ai/policy_weights.inc by default) and test vectors (inputs and the logits torch computes for
them, which the C++ model must reproduce to 1e-5).
"""
import argparse
import itertools
import json
import math
import os
import re
import sys

import numpy as np
import torch
from torch import nn

SLOTS = 28
RANKS, SUITS, CARD_BLOCKS, SCALARS = 5, 4, 6, 14


def suit_permutations(features):
    """For each order of the three plain suits (the trump suit is first in every block, the others
    follow in their order; features.cpp), the column order that relabels them, for the features
    and for the action slots. Plain suits are alike in every rule, so a relabelled decision is the
    same decision: six rows for one."""
    out = []
    for order in itertools.permutations((1, 2, 3)):
        suit = (0,) + order
        card = [suit[c // RANKS] * RANKS + c % RANKS for c in range(SUITS * RANKS)]
        slot = card + [SUITS * RANKS + suit[i] for i in range(SUITS)] + \
            list(range(SUITS * RANKS + SUITS, SLOTS))
        cols = [b * SUITS * RANKS + c for b in range(CARD_BLOCKS) for c in card]
        cols += list(range(CARD_BLOCKS * SUITS * RANKS, CARD_BLOCKS * SUITS * RANKS + SCALARS))
        cols += [features - SLOTS + j for j in slot]
        assert len(cols) == features
        out.append((np.array(cols), np.array(slot)))
    return out


def augmented(x, y, features):
    """x and y with every plain-suit relabelling (suit_permutations): row i of the original
    becomes, in permutation p, the row whose column cols[k] holds the original column k."""
    xs, ys = [], []
    for cols, slot in suit_permutations(features):
        xp = torch.empty_like(x)
        xp[:, torch.from_numpy(cols)] = x
        xs.append(xp)
        ys.append(torch.from_numpy(slot)[y])
    return torch.cat(xs), torch.cat(ys)


def load(paths):
    """The rows of every file, with player and deal numbers made common to all of them."""
    players, parts, deals, features = [], [], 0, None
    for path in paths:
        meta = json.load(open(path + ".json"))
        features = meta["features"]
        dtype = np.dtype([("x", "<f4", (features,)), ("slot", "<i4"), ("player", "<i4"),
                          ("opponent", "<i4"), ("deal", "<i4"), ("trick", "<i4")])
        rows = np.fromfile(path, dtype=dtype)
        for p in meta["players"]:
            if p not in players:
                players.append(p)
        remap = np.array([players.index(p) for p in meta["players"]], dtype=np.int32)
        rows["player"] = remap[rows["player"]]
        rows["opponent"] = remap[rows["opponent"]]
        rows["deal"] += deals
        deals = int(rows["deal"].max()) + 1 if len(rows) else deals
        parts.append(rows)
    return {"features": features, "players": players, "source": " ".join(paths)}, \
        np.concatenate(parts)


class Policy(nn.Module):
    def __init__(self, inputs, h1, h2):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(inputs, h1), nn.ReLU(), nn.Linear(h1, h2), nn.ReLU(),
                                 nn.Linear(h2, SLOTS))

    def forward(self, x):
        return self.net(x)


def masked_loss(logits, x, target):
    legal = x[:, -SLOTS:] > 0.5
    logits = logits.masked_fill(~legal, -1e9)
    return nn.functional.cross_entropy(logits, target, reduction="sum"), logits


def evaluate(model, x, y, batch=8192):
    model.eval()
    loss, right, uniform = 0.0, 0, 0.0
    with torch.no_grad():
        for i in range(0, len(x), batch):
            xb, yb = x[i:i + batch], y[i:i + batch]
            l, logits = masked_loss(model(xb), xb, yb)
            loss += l.item()
            right += (logits.argmax(1) == yb).sum().item()
            uniform += torch.log(xb[:, -SLOTS:].sum(1)).sum().item()
    n = max(len(x), 1)
    return loss / n, right / n, uniform / n


def c_array(name, values):
    body = ",".join("%.8ef" % v for v in values)  # 9 significant digits: a float exactly
    return "inline constexpr float %s[%d] = {%s};\n" % (name, len(values), body)


def train(a, features, rng, train_rows, valid_rows):
    """The model of the epoch with the least validation loss."""
    (xt, yt), (xv, yv) = train_rows, valid_rows
    model = Policy(features, *a.hidden)
    opt = torch.optim.Adam(model.parameters(), lr=a.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, a.epochs)
    best = (math.inf, None)
    for epoch in range(a.epochs):
        model.train()
        order = torch.from_numpy(rng.permutation(len(xt)))
        for i in range(0, len(xt), a.batch):
            idx = order[i:i + a.batch]
            loss, _ = masked_loss(model(xt[idx]), xt[idx], yt[idx])
            opt.zero_grad()
            (loss / len(idx)).backward()
            opt.step()
        sched.step()
        vl, va, vu = evaluate(model, xv, yv)
        print("epoch %d: validation %.4f nats (uniform %.4f), top-1 %.3f" % (epoch + 1, vl, vu, va),
              flush=True)
        if vl < best[0]:
            best = (vl, {k: v.clone() for k, v in model.state_dict().items()})
    model.load_state_dict(best[1])
    return model


def read_weights(path):
    """A model with the weights of a .inc this script wrote."""
    text = open(path).read()
    size = lambda name: int(re.search(r"k%s = (\d+);" % name, text).group(1))
    model = Policy(size("PolicyInputs"), size("PolicyHidden1"), size("PolicyHidden2"))
    lin = [m for m in model.net if isinstance(m, nn.Linear)]
    for i, layer in enumerate(lin):
        for name, param in (("W", layer.weight), ("B", layer.bias)):
            values = re.search(r"kPolicy%s%d\[\d+\] = \{([^}]*)\}" % (name, i + 1), text).group(1)
            array = np.array([float(v.rstrip("f")) for v in values.split(",")], dtype=np.float32)
            shape = param.shape[::-1] if name == "W" else param.shape  # written input-major
            param.data = torch.from_numpy(array.reshape(shape).T.copy() if name == "W" else array)
    return model


def training_options(argv):
    """The command line as the weights' header records it: the training options, without where
    the weights and vectors were written and with the data files' names alone (paths of the
    trainer's machine, e.g. under /tmp)."""
    out, skip = [], False
    for arg in argv:
        if skip:
            skip = False
        elif arg in ("--weights", "--vectors"):
            skip = True
        elif not arg.startswith(("--weights=", "--vectors=")):
            out.append(os.path.basename(arg) if os.path.isfile(arg) else arg)
    return " ".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--features", required=True, nargs="+")
    ap.add_argument("--held-out", default="beginner,noisy:0.25:skilled")
    ap.add_argument("--hidden", type=int, nargs=2, default=[64, 64])
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=20261127)
    ap.add_argument("--weights", default="src/ai/policy_weights.inc")
    ap.add_argument("--vectors", default="tests/ai/policy_vectors.inc")
    ap.add_argument("--describe", default="", help="the data, for the weights' header")
    ap.add_argument("--suit-permutations", action="store_true",
                    help="train on every relabelling of the three plain suits too (6 rows a row)")
    ap.add_argument("--score", metavar="WEIGHTS",
                    help="train nothing: score these weights (a .inc) on the validation and "
                    "held-out rows")
    a = ap.parse_args()

    torch.manual_seed(a.seed)
    rng = np.random.default_rng(a.seed)
    meta, rows = load(a.features)
    players = meta["players"]
    held = [players.index(p) for p in a.held_out.split(",") if p in players]
    is_held = np.isin(rows["player"], held)
    is_valid = (~is_held) & ((rows["deal"] * 2654435761 % 2**32) % 10 == 0)
    is_train = (~is_held) & (~is_valid)
    t = lambda m: (torch.from_numpy(rows["x"][m].copy()), torch.from_numpy(
        rows["slot"][m].astype(np.int64)))
    xt, yt = t(is_train)
    xv, yv = t(is_valid)
    xh, yh = t(is_held)
    if a.suit_permutations and not a.score:
        xt, yt = augmented(xt, yt, meta["features"])
    print("rows: train %d, validation %d, held-out %d (%s)" %
          (len(xt), len(xv), len(xh), a.held_out), flush=True)

    if a.score:
        model = read_weights(a.score)
    else:
        model = train(a, meta["features"], rng, (xt, yt), (xv, yv))
    vp = rows["player"][is_valid]
    scores = {"validation": evaluate(model, xv, yv)}
    for p in np.unique(vp) if len(np.unique(vp)) > 1 else []:  # each player's own
        scores["validation " + players[p]] = evaluate(model, xv[vp == p], yv[vp == p])
    for p in held:
        m = rows["player"][is_held] == p
        scores[players[p]] = evaluate(model, xh[m], yh[m])
    report = "; ".join("%s %.4f nats/decision (uniform %.4f, top-1 %.3f)" % (k, l, u, acc)
                       for k, (l, acc, u) in scores.items())
    print("scores:", report)
    if a.score:
        return

    lin = [m for m in model.net if isinstance(m, nn.Linear)]
    w = [l.weight.detach().numpy().T.astype(np.float32) for l in lin]  # input-major
    b = [l.bias.detach().numpy().astype(np.float32) for l in lin]
    described = (a.describe or meta["source"]) + "; held out " + a.held_out + "; " + report
    with open(a.weights, "w") as out:
        out.write("// Written by scripts/train_policy.py: do not edit (docs/ai.md).\n// %s\n" %
                  training_options(sys.argv[1:]))
        out.write("inline constexpr int kPolicyInputs = %d;\n" % meta["features"])
        out.write("inline constexpr int kPolicyHidden1 = %d;\n" % a.hidden[0])
        out.write("inline constexpr int kPolicyHidden2 = %d;\n" % a.hidden[1])
        out.write("inline constexpr int kPolicyOutputs = %d;\n" % SLOTS)
        out.write("inline constexpr const char* kPolicyTrainedOn = %s;\n" % json.dumps(described))
        for i in range(3):
            out.write(c_array("kPolicyW%d" % (i + 1), w[i].ravel()))
            out.write(c_array("kPolicyB%d" % (i + 1), b[i]))
    # Test vectors: held-out inputs (validation ones if nothing is held out) and their logits.
    xs = (xh if len(xh) else xv)[:: max(1, len(xh if len(xh) else xv) // 16)][:16]
    with torch.no_grad():
        logits = model(xs).numpy()
    with open(a.vectors, "w") as out:
        out.write("// Written by scripts/train_policy.py with the weights of %s: inputs and "
                  "torch's logits.\n" % os.path.basename(a.weights))
        out.write("inline constexpr int kVectorCount = %d;\n" % len(xs))
        out.write(c_array("kVectorInputs", xs.numpy().ravel()))
        out.write(c_array("kVectorLogits", logits.ravel()))
    print("wrote", a.weights, "and", a.vectors)


if __name__ == "__main__":
    main()
