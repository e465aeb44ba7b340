"""How often a hand is won by 1, 2 or 3 game points, from duel logs.

    python benchmarks/ai_duel.py --a master --b expert --rules soft --deals 300 --seed 503 \\
        --scored --log master-soft.jsonl
    python benchmarks/hand_results.py master-soft.jsonl [more logs ...]

Reads the logs that ``ai_duel.py --log`` writes (every deal played from both seats) and prints
one JSON object: the hands counted and the share of each result in game points, with its
standard error. These shares are the Bummerl model's :data:`schnapsen_qt.ai.utility.MEASURED_FREQ`
(docs/research/bummerl-model.md).
"""

from __future__ import annotations

import argparse
import collections
import json
import math


def shares(paths: list[str]) -> dict:
    counts: collections.Counter[int] = collections.Counter()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    counts.update(abs(g) for g in json.loads(line)["gp_a"] if g)
    n = sum(counts.values())
    if not n:
        raise SystemExit("no finished hands in these logs")
    return {"hands": n, "shares": {
        g: {"share": round(counts[g] / n, 3),
            "se": round(math.sqrt(counts[g] / n * (1 - counts[g] / n) / n), 3)}
        for g in (1, 2, 3)}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("logs", nargs="+", help="JSON-lines logs of benchmarks/ai_duel.py")
    print(json.dumps(shares(parser.parse_args().logs)))


if __name__ == "__main__":
    main()
