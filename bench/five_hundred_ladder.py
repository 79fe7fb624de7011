"""Five Hundred's ladder on duplicate deals: the reference player, Easy, Normal, Expert.

Each line-up ``A:B`` plays the same deals twice, A's partnership North–South then
East–West (``five_hundred_duplicate``). Printed per line-up: A's points minus B's per
deal with its standard error, each side's points per hand, decision times, and each
side's contracts by type (suit contracts by level, no trumps, misère, open misère) with
how many were made and the points they brought; ``--by-bid`` adds a grid of contracts
made/called by level and denomination.

Run in one process, niced (the machine is shared):

    nice -n 10 python bench/five_hundred_ladder.py [A:B ...] [--deals 300] [--seed 1]
        [--by-bid]

(default ``normal:reference expert:normal expert:reference``). The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.five_hundred_duplicate import (
    ContractTally,
    LineupOutcome,
    play_lineup,
)
from euchre.games.five_hundred import Denomination
from euchre.games.five_hundred.bids import suit_bid
from euchre.tournament.stats import summarise_times

DEFAULT_LINEUPS = ("normal:reference", "expert:normal", "expert:reference")


def _rate(contracts: int, made: int) -> str:
    return f"{made:>4}/{contracts:<4} {100 * made / contracts:5.1f} %" if contracts else "—"


def contract_table(name: str, tally: ContractTally, by_bid: bool) -> list[str]:
    lines = [f"  {name}'s contracts: {tally.contracts}"
             + (f", {sum(tally.points) / tally.contracts:+.1f} points each"
                if tally.contracts else "")]
    for key, contracts, made in tally.rows():
        lines.append(f"    {key:<12} {_rate(contracts, made)}")
    if by_bid and tally.contracts:
        lines += bid_grid(tally)
    return lines


def bid_grid(tally: ContractTally) -> list[str]:
    """Made/called by level (rows) and denomination (columns)."""
    head = "    level " + "".join(f"{d.symbol:>9}" for d in Denomination) + f"{'all':>10}"
    lines = [head]
    for tricks in range(6, 11):
        cells, count_all, made_all = [], 0, 0
        for denomination in Denomination:
            count, made = tally.by_bid.get(suit_bid(tricks, denomination).text, (0, 0))
            cells.append(f"{made}/{count}" if count else "·")
            count_all += count
            made_all += made
        if count_all:
            lines.append(f"    {tricks:>5} " + "".join(f"{cell:>9}" for cell in cells)
                         + f"{made_all:>6}/{count_all:<3}")
    return lines


def report(outcome: LineupOutcome, by_bid: bool) -> str:
    net = outcome.net
    hands = len(outcome.a_points)
    a_time, b_time = summarise_times(outcome.times["A"]), summarise_times(outcome.times["B"])
    lines = [
        f"{outcome.label}: {len(outcome.net_per_deal)} deals × 2 seatings = {hands} hands "
        f"({outcome.thrown_in} thrown in)",
        f"  {outcome.first} − {outcome.second} per deal: {net.mean:+.1f} ± {net.std_error:.1f}"
        f"   ({outcome.first} {sum(outcome.a_points) / hands:+.1f}, "
        f"{outcome.second} {sum(outcome.b_points) / hands:+.1f} points per hand)",
        f"  decision ms median/p95: {outcome.first} {a_time.median_ms:.1f}/{a_time.p95_ms:.1f},"
        f" {outcome.second} {b_time.median_ms:.1f}/{b_time.p95_ms:.1f}",
    ]
    for side, name in (("A", outcome.first), ("B", outcome.second)):
        lines += contract_table(name, outcome.tallies[side], by_bid)
    return "\n".join(lines)


def summary(outcome: LineupOutcome) -> dict[str, object]:
    net = outcome.net
    return {
        "lineup": outcome.label, "deals": len(outcome.net_per_deal),
        "net_per_deal": round(net.mean, 2), "std_error": round(net.std_error, 2),
        "contracts": {name: {key: [count, made] for key, count, made in
                             outcome.tallies[side].rows()}
                      for side, name in (("A", outcome.first), ("B", outcome.second))},
        "by_bid": {name: dict(outcome.tallies[side].by_bid)
                   for side, name in (("A", outcome.first), ("B", outcome.second))},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lineups", nargs="*", default=list(DEFAULT_LINEUPS))
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--by-bid", action="store_true", help="list every bid called")
    args = parser.parse_args()
    rows = []
    for text in args.lineups:
        first, second = text.split(":")
        start = time.perf_counter()
        outcome = play_lineup(first, second, args.deals, args.seed)
        print(report(outcome, args.by_bid))
        print(f"  wall time {time.perf_counter() - start:.0f} s", flush=True)
        rows.append(summary(outcome))
    print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
