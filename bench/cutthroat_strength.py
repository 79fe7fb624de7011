"""Cutthroat bot strength: each level against the one below, on duplicate deals.

Every deal is played in six seatings: the stronger level alone in each of the three seats
against two of the weaker, then the weaker alone in each seat against two of the
stronger, so every level is tried in every seat on the same cards. The figure is the
stronger level's points per hand minus the weaker's (each side's mean over its seats),
with its standard error over deals; decision times are per level (median and p95).

Run: ``nice -n 10 python bench/cutthroat_strength.py [A:B ...] [--hands N] [--processes N]``
(default ``expert:normal normal:easy``, 2,000 hands each on two processes, seed 1). Prints
progress, the table, and a last line of JSON; the CSV and the chart go to ``bench/results/``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.games.cutthroat import CutthroatRules
from euchre.tournament.duplicate import Lineup, seat_arrangements
from euchre.tournament.report import report_bench
from euchre.tournament.run import LineupResult, run_tournament

GAME = "cutthroat"


def table(results: list[LineupResult]) -> str:
    head = (f"{'line-up':<18} {'hands':>6} {'A pts/hand':>10} {'B pts/hand':>10} "
            f"{'A − B per hand':>18} {'A ms median/p95':>16} {'B ms median/p95':>16}")
    lines = [head, "-" * len(head)]
    for result in results:
        points = result.points_per_deal
        a, b = result.timing("A"), result.timing("B")
        lines.append(
            f"{result.lineup.label:<18} {result.hands_played:>6} "
            f"{result.a_points_per_hand:>10.3f} {result.b_points_per_hand:>10.3f} "
            f"{points.mean:>+9.3f} ± {points.std_error:.3f}  "
            f"{a.median_ms:>7.1f}/{a.p95_ms:<7.1f} {b.median_ms:>7.1f}/{b.p95_ms:<7.1f}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lineups", nargs="*", default=["expert:normal", "normal:easy"])
    parser.add_argument("--hands", type=int, default=2000, help="hands per line-up (at least)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stick-the-dealer", action="store_true")
    args = parser.parse_args()
    lineups = [Lineup.parse(text) for text in args.lineups]
    seatings = len(seat_arrangements(GAME))
    deals = math.ceil(args.hands / seatings)
    rules = CutthroatRules(stick_the_dealer=args.stick_the_dealer)
    print(f"Cutthroat strength: {', '.join(lineup.label for lineup in lineups)}; {deals} deals × "
          f"{seatings} seatings = {deals * seatings} hands per line-up; seed {args.seed}; "
          f"{rules.describe()[0][1]}", flush=True)
    start = time.perf_counter()
    results = run_tournament(GAME, lineups, deals, 0, args.seed, rules, args.processes,
                             progress=True)
    name = "cutthroat_" + "_".join(lineup.slug for lineup in lineups) + f"_seed{args.seed}"
    report_bench(results, table(results), args.seed, Path(__file__).resolve().parent / "results",
                 name, time.perf_counter() - start)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
