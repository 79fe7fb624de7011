"""The family's ladders on duplicate deals: the reference player, Easy, Normal, Expert.

For each game and line-up ``A:B`` every deal is played in each seating of
``family_duplicate`` (a partnership game: A's side North–South then East–West; a game of
individual players: A alone in each seat against copies of B, then B alone in each seat
against copies of A). Printed per line-up: A's points minus B's per deal with its
standard error, each side's points per hand (a seat's points; Buck Euchre's in points off
the count), decision times, and each side's contracts by type (``family_contracts``):
how many, how many made, and the maker's mean points, with the side's extras per seat-hand.

Run in one process, niced (the machine is shared):

    nice -n 10 python bench/family_ladder.py GAME [A:B ...] [--deals 200] [--seed 1]

GAME is ``euchre``, ``cutthroat``, ``buck`` or ``five_hundred`` (whose own
``five_hundred_ladder`` adds a grid by bid). The default line-ups climb the ladder:
``easy:reference normal:easy expert:normal normal:reference``. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.family_duplicate import ContractTally, LineupOutcome, play_lineup
from euchre.tournament.stats import summarise_times

DEFAULT_LINEUPS = ("easy:reference", "normal:easy", "expert:normal", "normal:reference")


def _rate(contracts: int, made: int) -> str:
    return f"{made:>5}/{contracts:<5} {100 * made / contracts:5.1f} %" if contracts else "—"


def contract_table(game_id: str, name: str, tally: ContractTally, seat_hands: int,
                   hands: int) -> list[str]:
    """A side's contracts by type, then its extras per seat-hand."""
    made = tally.made
    lines = [f"  {name}'s contracts: {tally.contracts} in {hands} hands"
             + (f", made {made} ({100 * made / tally.contracts:.1f} %)" if tally.contracts
                else "")]
    for key, count, made_count, points in tally.rows(game_id):
        lines.append(f"    {key:<22} {_rate(count, made_count)}   maker {points:+.2f} each")
    if tally.extras:
        lines.append("    per seat-hand: " + ", ".join(
            f"{key} {count} ({100 * count / seat_hands:.1f} %)"
            for key, count in sorted(tally.extras.items())))
    return lines


def report(outcome: LineupOutcome) -> str:
    net = outcome.net
    hands = outcome.hands
    a_time, b_time = summarise_times(outcome.times["A"]), summarise_times(outcome.times["B"])
    lines = [
        f"{outcome.game}: {outcome.label}: {len(outcome.net_per_deal)} deals × "
        f"{outcome.seatings} seatings = {hands} hands"
        + (" (without a contract: " + ", ".join(
            f"{key} {count}" for key, count in sorted(outcome.no_contract.items())) + ")"
           if outcome.no_contract else ""),
        f"  {outcome.first} − {outcome.second} per deal: {net.mean:+.3f} ± {net.std_error:.3f}"
        f"   ({outcome.first} {sum(outcome.a_points) / hands:+.3f}, "
        f"{outcome.second} {sum(outcome.b_points) / hands:+.3f} points per seat-hand)",
        f"  decision ms median/p95: {outcome.first} {a_time.median_ms:.1f}/{a_time.p95_ms:.1f},"
        f" {outcome.second} {b_time.median_ms:.1f}/{b_time.p95_ms:.1f}",
    ]
    for side, name in (("A", outcome.first), ("B", outcome.second)):
        lines += contract_table(outcome.game, name, outcome.tallies[side],
                                outcome.seat_hands[side], hands)
    return "\n".join(lines)


def summary(outcome: LineupOutcome) -> dict[str, object]:
    net = outcome.net
    sides = (("A", outcome.first), ("B", outcome.second))
    return {
        "game": outcome.game, "lineup": outcome.label, "deals": len(outcome.net_per_deal),
        "hands": outcome.hands, "net_per_deal": round(net.mean, 4),
        "std_error": round(net.std_error, 4),
        "contracts": {name: {key: [count, made] for key, count, made, _ in
                             outcome.tallies[side].rows(outcome.game)}
                      for side, name in sides},
        "no_contract": dict(outcome.no_contract),
        "extras": {name: dict(outcome.tallies[side].extras) for side, name in sides},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=("euchre", "cutthroat", "buck", "five_hundred"))
    parser.add_argument("lineups", nargs="*", default=list(DEFAULT_LINEUPS))
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rows = []
    for text in args.lineups:
        first, second = text.split(":")
        start, cpu = time.perf_counter(), time.process_time()
        outcome = play_lineup(args.game, first, second, args.deals, args.seed)
        print(report(outcome))
        print(f"  wall time {time.perf_counter() - start:.0f} s, CPU time "
              f"{time.process_time() - cpu:.0f} s", flush=True)
        rows.append(summary(outcome))
    print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
