"""Bot strength on duplicate deals and matches: the figures of the bots' targets.

Runs ``python -m euchre.tournament play`` with the benchmark's sizes. By default:
Easy vs random and Normal vs Easy on 2,000 duplicate deals, plus 500 duplicate matches of
Normal vs Easy, on two processes. Add line-ups (e.g. ``expert:normal``) as arguments.

Run: ``nice -n 10 python bench/bot_strength.py [A:B ...] [--deals N] [--matches N]``;
the CSV and the chart go to ``bench/results/``, the last printed line is JSON.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.tournament.__main__ import main as tournament_main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lineups", nargs="*", default=["easy:random", "normal:easy"])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--matches", type=int, default=500)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    return tournament_main([
        "play", *args.lineups, "--deals", str(args.deals), "--matches", str(args.matches),
        "--processes", str(args.processes), "--seed", str(args.seed),
        "--out", str(Path(__file__).resolve().parent / "results"),
    ])


if __name__ == "__main__":
    raise SystemExit(main())
