"""Run line-ups on duplicate deals and matches, on several processes, with a progress bar."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from dataclasses import dataclass, field

from tqdm import tqdm

from euchre import games
from euchre.tournament.duplicate import DealOutcome, Lineup, MatchOutcome, WorkUnit, run_unit
from euchre.tournament.stats import Estimate, TimingSummary, estimate, summarise_times

__all__ = ["LineupResult", "run_tournament"]

DEALS_PER_UNIT = 25
MATCHES_PER_UNIT = 4


@dataclass
class LineupResult:
    """Everything measured for one line-up."""

    lineup: Lineup
    game: str
    rules: object
    deals: list[DealOutcome] = field(default_factory=list)
    matches: list[MatchOutcome] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=lambda: {"A": [], "B": []})

    @property
    def points_per_deal(self) -> Estimate:
        """Side A's net points (A's minus B's) per deal."""
        return estimate([deal.net_per_deal for deal in self.deals])

    @property
    def hands_played(self) -> int:
        """Plays of the deals: two per deal four-handed, one per seating otherwise."""
        return sum(len(deal.a_points) for deal in self.deals)

    @property
    def a_points_per_hand(self) -> float:
        hands = self.hands_played
        return sum(sum(deal.a_points) for deal in self.deals) / hands if hands else 0.0

    @property
    def b_points_per_hand(self) -> float:
        hands = self.hands_played
        return sum(sum(deal.b_points) for deal in self.deals) / hands if hands else 0.0

    @property
    def match_share(self) -> Estimate:
        """Side A's share of matches won; each duplicate pair counts as one value."""
        return estimate([match.a_share for match in self.matches])

    def timing(self, side: str) -> TimingSummary:
        return summarise_times(self.times[side])

    def bot_name(self, side: str) -> str:
        return self.lineup.first if side == "A" else self.lineup.second


def _units(lineups: list[Lineup], deals: int, matches: int, seed: int,
           rules: object, game: str) -> list[WorkUnit]:
    units = []
    for lineup in lineups:
        for start in range(0, deals, DEALS_PER_UNIT):
            indices = tuple(range(start, min(deals, start + DEALS_PER_UNIT)))
            units.append(WorkUnit("deals", lineup, seed, rules, indices, game))
        for start in range(0, matches, MATCHES_PER_UNIT):
            indices = tuple(range(start, min(matches, start + MATCHES_PER_UNIT)))
            units.append(WorkUnit("matches", lineup, seed, rules, indices, game))
    return units


def _results(units: list[WorkUnit], processes: int) -> Iterator:
    if processes <= 1:
        yield from map(run_unit, units)
        return
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        yield from pool.imap(run_unit, units, chunksize=1)


def run_tournament(
    game: str, lineups: list[Lineup], deals: int, matches: int = 0, seed: int = 1,
    rules: object | None = None, processes: int | None = None, progress: bool = True,
) -> list[LineupResult]:
    """Play every line-up of ``game`` on ``deals`` duplicate deals and ``matches``
    duplicate matches (with the game's default rules unless ``rules`` are given).

    The outcome depends only on the arguments other than ``processes`` and ``progress``
    (decision times aside).
    """
    rules = rules or games.game(game).rules_type()
    processes = processes or os.cpu_count() or 1
    units = _units(lineups, deals, matches, seed, rules, game)
    by_lineup = {lineup: LineupResult(lineup, game, rules) for lineup in lineups}
    total = len(lineups) * (deals + matches)
    with tqdm(total=total, unit="game", disable=not progress, dynamic_ncols=True,
              desc="duplicate games") as bar:
        for unit, outcomes, times in _results(units, processes):
            result = by_lineup[unit.lineup]
            if unit.kind == "deals":
                result.deals.extend(outcomes)
            else:
                result.matches.extend(outcomes)
            for side, values in times.items():
                result.times[side].extend(values)
            bar.update(len(unit.indices))
    return list(by_lineup.values())
