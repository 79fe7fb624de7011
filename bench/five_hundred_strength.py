"""Five Hundred bot strength: each level against the one below, on duplicate deals and games.

Four players (the default): every deal (and every game to 500) is played twice, the
stronger level as North–South against the weaker as East–West, then the seats swapped,
on the same cards. Three players (``--players 3``): in six seatings, the stronger level
alone in each seat against two of the weaker, then the weaker alone against two of the
stronger. Figures: the stronger level's points per hand minus the weaker's (each side's
mean over its seats), with its standard error over deals; the stronger level's share of
games won (a shared win shared), with a 95 % interval; decision times per level (median
and p95).

Run: ``nice -n 10 python bench/five_hundred_strength.py [A:B ...] [--hands N]
[--matches N] [--players 3|4] [--processes N]`` (default ``expert:normal normal:easy``,
1,000 hands and 20 games × the seatings each, four players, two processes, seed 1).
Prints the table and a last line of JSON; the CSV and the chart go to ``bench/results/``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.games.five_hundred import FiveHundredRules
from euchre.tournament.duplicate import Lineup, seat_arrangements
from euchre.tournament.report import summary_rows, write_outputs
from euchre.tournament.run import LineupResult, run_tournament

GAME = "five_hundred"


def table(results: list[LineupResult]) -> str:
    head = (f"{'line-up':<18} {'hands':>6} {'A pts/hand':>10} {'B pts/hand':>10} "
            f"{'A − B per hand':>18} {'games':>6} {'A won (95 %)':>14} "
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
            f"{result.a_points_per_hand:>+10.1f} {result.b_points_per_hand:>+10.1f} "
            f"{points.mean:>+9.1f} ± {points.std_error:5.1f}  {games:>6} {won:>14} "
            f"{a.median_ms:>7.1f}/{a.p95_ms:<7.1f} {b.median_ms:>7.1f}/{b.p95_ms:<7.1f}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lineups", nargs="*", default=["expert:normal", "normal:easy"])
    parser.add_argument("--hands", type=int, default=1000, help="hands per line-up (at least)")
    parser.add_argument("--matches", type=int, default=20,
                        help="duplicate games per line-up (each in every seating)")
    parser.add_argument("--players", type=int, choices=(3, 4), default=4)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    lineups = [Lineup.parse(text) for text in args.lineups]
    rules = FiveHundredRules(players=args.players)
    seatings = len(seat_arrangements(GAME, rules))
    deals = math.ceil(args.hands / seatings)
    print(f"Five Hundred strength, {args.players} players: "
          f"{', '.join(lineup.label for lineup in lineups)}; {deals} deals × {seatings} "
          f"seatings = {deals * seatings} hands and {args.matches} games × {seatings} "
          f"seatings per line-up; seed {args.seed}", flush=True)
    start = time.perf_counter()
    results = run_tournament(GAME, lineups, deals, args.matches, args.seed, rules, args.processes,
                             progress=True)
    print(table(results))
    print(f"Wall time {time.perf_counter() - start:.0f} s.")
    name = (f"five_hundred_{args.players}p_" + "_".join(lineup.slug for lineup in lineups)
            + f"_seed{args.seed}")
    written = write_outputs(results, args.seed, Path(__file__).resolve().parent / "results",
                            name)
    print("Wrote " + ", ".join(str(path) for path in written))
    print(json.dumps(summary_rows(results, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
