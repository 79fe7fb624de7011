"""Buck Euchre bot strength: each level against the one below, on duplicate deals and games.

Every deal (and every game from 25 down) is played in eight seatings: the stronger level
alone in each of the four seats against three of the weaker, then the weaker alone in
each seat against three of the stronger, so every level is tried in every seat on the
same cards. Figures: the stronger level's points gained per hand (how far its count goes
down) minus the weaker's, each side's mean over its seats, with its standard error over
deals; the stronger level's share of games won (a shared win shared), with a 95 %
interval; decision times per level (median and p95).

Run: ``nice -n 10 python bench/buck_strength.py [A:B ...] [--hands N] [--matches N]
[--processes N]`` (default ``expert:normal normal:easy``, 2,000 hands and 10 games × 8
seatings each, two processes, seed 1). Prints the table and a last line of JSON; the CSV
and the chart go to ``bench/results/``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.games.buck import BuckRules
from euchre.tournament.duplicate import Lineup, seat_arrangements
from euchre.tournament.report import report_bench
from euchre.tournament.run import LineupResult, run_tournament

GAME = "buck"


def table(results: list[LineupResult]) -> str:
    head = (f"{'line-up':<18} {'hands':>6} {'A gain/hand':>11} {'B gain/hand':>11} "
            f"{'A − B per hand':>16} {'games':>6} {'A won (95 %)':>14} "
            f"{'A ms median/p95':>16} {'B ms median/p95':>16}")
    lines = [head, "-" * len(head)]
    for result in results:
        points = result.points_per_deal
        share = result.match_share
        games = sum(len(match.a_won) for match in result.matches)
        won = (f"{100 * share.mean:5.1f} ± {100 * share.ci95:4.1f}%" if share.n else "—")
        a, b = result.timing("A"), result.timing("B")
        lines.append(
            f"{result.lineup.label:<18} {result.hands_played:>6} "
            f"{result.a_points_per_hand:>+11.3f} {result.b_points_per_hand:>+11.3f} "
            f"{points.mean:>+8.3f} ± {points.std_error:.3f}  {games:>6} {won:>14} "
            f"{a.median_ms:>7.1f}/{a.p95_ms:<7.1f} {b.median_ms:>7.1f}/{b.p95_ms:<7.1f}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lineups", nargs="*", default=["expert:normal", "normal:easy"])
    parser.add_argument("--hands", type=int, default=2000, help="hands per line-up (at least)")
    parser.add_argument("--matches", type=int, default=10,
                        help="duplicate games per line-up (each in every seating)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    lineups = [Lineup.parse(text) for text in args.lineups]
    seatings = len(seat_arrangements(GAME))
    deals = math.ceil(args.hands / seatings)
    rules = BuckRules()
    print(f"Buck Euchre strength: {', '.join(lineup.label for lineup in lineups)}; {deals} deals "
          f"× {seatings} seatings = {deals * seatings} hands and {args.matches} games × "
          f"{seatings} seatings per line-up; seed {args.seed}", flush=True)
    start = time.perf_counter()
    results = run_tournament(GAME, lineups, deals, args.matches, args.seed, rules, args.processes,
                             progress=True)
    name = "buck_" + "_".join(lineup.slug for lineup in lineups) + f"_seed{args.seed}"
    report_bench(results, table(results), args.seed, Path(__file__).resolve().parent / "results",
                 name, time.perf_counter() - start)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
