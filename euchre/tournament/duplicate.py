"""Duplicate play: every deal (and every match) is played twice with the teams' seats swapped.

Line-up ``A vs B`` first seats A as North–South and B as East–West, then the other way
round, on the same cards, so luck of the deal cancels out of A's net score. Each game
depends only on the tournament seed and its index, so results do not depend on how the
work is split between processes.
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre.cards import Seat, Team
from euchre.hand import HandState
from euchre.match import Match
from euchre.rules import Rules
from euchre.tournament.games import play_hand, play_match
from euchre.tournament.players import check_bot_name, derived_seed, new_bot

__all__ = [
    "DealOutcome",
    "Lineup",
    "MatchOutcome",
    "WorkUnit",
    "play_deals",
    "play_matches",
    "run_unit",
]

ORIENTATIONS = (Team.NORTH_SOUTH, Team.EAST_WEST)  # the team line-up A sits as


@dataclass(frozen=True)
class Lineup:
    """Bot ``first`` (side A) against bot ``second`` (side B)."""

    first: str
    second: str

    @classmethod
    def parse(cls, text: str) -> Lineup:
        """``"normal:easy"`` (or ``"normal-vs-easy"``) → Normal against Easy."""
        for separator in (":", "-vs-", ","):
            if separator in text:
                first, second = text.split(separator, 1)
                return cls(check_bot_name(first), check_bot_name(second))
        raise ValueError(f"write a line-up as A:B, e.g. normal:easy (got {text!r}).")

    @property
    def label(self) -> str:
        return f"{self.first} vs {self.second}"

    @property
    def slug(self) -> str:
        return f"{self.first}-vs-{self.second}"


@dataclass(frozen=True)
class DealOutcome:
    """One deal played both ways: side A's and side B's points in each orientation."""

    deal: int
    a_points: tuple[int, int]  # A seated North–South, then East–West
    b_points: tuple[int, int]

    @property
    def net_per_deal(self) -> float:
        """A's points minus B's, averaged over the two plays of the deal."""
        return (sum(self.a_points) - sum(self.b_points)) / 2


@dataclass(frozen=True)
class MatchOutcome:
    """One match played both ways: whether A won each, and the hands it took."""

    match: int
    a_won: tuple[bool, bool]
    hands: tuple[int, int]

    @property
    def a_share(self) -> float:
        return sum(self.a_won) / 2


@dataclass(frozen=True)
class WorkUnit:
    """A batch of games for one process: deals or matches ``indices`` of a line-up."""

    kind: str  # "deals" or "matches"
    lineup: Lineup
    seed: int
    rules: Rules
    indices: tuple[int, ...]


def _seating(lineup: Lineup, a_team: Team, seed: int, kind: str, index: int):
    bots, sides = {}, {}
    for seat in Seat:
        side = "A" if seat.team is a_team else "B"
        name = lineup.first if side == "A" else lineup.second
        bots[seat] = new_bot(name, derived_seed(seed, kind, index, a_team.value, seat.value))
        sides[seat] = side
    return bots, sides


def play_deals(unit: WorkUnit) -> tuple[list[DealOutcome], dict[str, list[float]]]:
    times: dict[str, list[float]] = {"A": [], "B": []}
    outcomes = []
    for index in unit.indices:
        a_points, b_points = [], []
        for a_team in ORIENTATIONS:
            bots, sides = _seating(unit.lineup, a_team, unit.seed, "deal", index)
            seat_times = {seat: times[sides[seat]] for seat in Seat}
            state = HandState.from_seed(f"{unit.seed}:deal:{index}", unit.rules)
            result = play_hand(state, bots, seat_times).result()
            a_points.append(result.points[a_team])
            b_points.append(result.points[a_team.other])
        outcomes.append(DealOutcome(index, (a_points[0], a_points[1]), (b_points[0], b_points[1])))
    return outcomes, times


def play_matches(unit: WorkUnit) -> tuple[list[MatchOutcome], dict[str, list[float]]]:
    times: dict[str, list[float]] = {"A": [], "B": []}
    outcomes = []
    for index in unit.indices:
        won, hands = [], []
        for a_team in ORIENTATIONS:
            bots, sides = _seating(unit.lineup, a_team, unit.seed, "match", index)
            seat_times = {seat: times[sides[seat]] for seat in Seat}
            match = Match.new(unit.rules, seed=f"{unit.seed}:match:{index}")
            match = play_match(match, bots, seat_times)
            won.append(match.winner is a_team)
            hands.append(match.hand_number)
        outcomes.append(MatchOutcome(index, (won[0], won[1]), (hands[0], hands[1])))
    return outcomes, times


_warmed_up: set[tuple[Lineup, Rules]] = set()


def warm_up(lineup: Lineup, rules: Rules) -> None:
    """Play one untimed hand with the line-up's bots, once per process, so that one-off
    costs (loading compiled code, filling caches) do not count as decision time."""
    if (lineup, rules) in _warmed_up:
        return
    bots, _ = _seating(lineup, Team.NORTH_SOUTH, 0, "warm-up", 0)
    play_hand(HandState.from_seed("warm-up", rules), bots, {seat: [] for seat in Seat})
    _warmed_up.add((lineup, rules))


def run_unit(unit: WorkUnit):
    """Entry point for a worker process."""
    warm_up(unit.lineup, unit.rules)
    if unit.kind == "deals":
        return unit, *play_deals(unit)
    return unit, *play_matches(unit)
