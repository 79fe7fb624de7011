"""Duplicate play: every deal (and every match) is played in every seating of the line-up.

A game of partnerships (four-handed Euchre, Five Hundred's four players) seats A as one
partnership and B as the other, then the other way round, on the same cards, so luck of
the deal cancels out of A's net score. A game of individual players (Cutthroat's three
seats, Buck Euchre's four) is played once with A in each seat against B in the others,
and once with B in each seat against A in the others: each level is tried in every seat
on the same deals. Points are points gained: in a game whose counts go down from a
starting score (Buck Euchre, from 25) a player gains what its count loses. A match's
winner is the side of the winning seats; a win shared by several seats is shared between
their sides. Each game depends only on the tournament seed and its index, so results do
not depend on how the work is split between processes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from euchre import games
from euchre.seats import Seating
from euchre.tournament.games import play_hand, play_match
from euchre.tournament.players import check_bot_name, derived_seed, new_bot

__all__ = [
    "DealOutcome",
    "Lineup",
    "MatchOutcome",
    "WorkUnit",
    "play_deals",
    "play_matches",
    "points_gained",
    "run_unit",
    "seat_arrangements",
]

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
    """One deal played in every seating: in each, the mean points of A's seats and of B's."""

    deal: int
    a_points: tuple[float, ...]
    b_points: tuple[float, ...]

    @property
    def net_per_deal(self) -> float:
        """A's points minus B's, averaged over the plays of the deal."""
        return (sum(self.a_points) - sum(self.b_points)) / len(self.a_points)


@dataclass(frozen=True)
class MatchOutcome:
    """One match played in every seating: A's share of each win (1 or 0, a fraction when
    a win is shared), and the hands it took."""

    match: int
    a_won: tuple[float, ...]
    hands: tuple[int, ...]

    @property
    def a_share(self) -> float:
        return sum(self.a_won) / len(self.a_won)


@dataclass(frozen=True)
class WorkUnit:
    """A batch of games for one process: deals or matches ``indices`` of a line-up."""

    kind: str  # "deals" or "matches"
    lineup: Lineup
    seed: int
    rules: Any  # the game's rules value
    indices: tuple[int, ...]
    game: str


def seat_arrangements(game_id: str, rules: Any = None) -> tuple[tuple[str, ...], ...]:
    """The side ("A" or "B") of each seat in every seating. A game of individual players:
    one level in one seat against the other level in the rest, each seat in turn. A game
    of partnerships (Five Hundred's four players): A as one partnership and B as the
    other, then the other way round. Two players: each in each seat once. The seating is
    the rules' when they have one (Five Hundred's depends on the number of players), else
    the game's."""
    seating = _seating_of(game_id, rules)
    size = seating.size
    if len(seating.team_names) < size:
        return tuple(tuple("A" if seating.teams[seat] == team else "B" for seat in range(size))
                     for team in range(len(seating.team_names)))
    seatings = (tuple(alone if seat == lone else rest for seat in range(size))
                for alone, rest in (("A", "B"), ("B", "A")) for lone in range(size))
    return tuple(dict.fromkeys(seatings))  # two players: each seating once


def _seated_bots(unit: WorkUnit, sides: tuple[str, ...], kind: str, index: int,
                 arrangement: int) -> dict[int, object]:
    names = {"A": unit.lineup.first, "B": unit.lineup.second}
    return {seat: new_bot(unit.game, names[side],
                          derived_seed(unit.seed, kind, index, arrangement, seat))
            for seat, side in enumerate(sides)}


def points_gained(game_id: str, rules: Any, points: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's points of a hand as points gained: the change in count, negated for a
    game whose counts go down from a starting score."""
    return games.game(game_id).score_race(rules).gained(points)


def _seating_of(game_id: str, rules: Any) -> Seating:
    spec = games.game(game_id)
    return spec.seating_for(rules if rules is not None else spec.rules_type())


def a_share_of_win(match: Any, sides: tuple[str, ...], seating: Seating) -> float:
    """Side A's share of a finished match's win: the winning teams' seats (several when a
    win is shared), each seat's side counted alike."""
    winners = [seat for team in match.winners for seat in seating.members(int(team))]
    if not winners:
        return 0.0
    return sum(sides[seat] == "A" for seat in winners) / len(winners)


def _side_means(points: tuple[int, ...], sides: tuple[str, ...]) -> tuple[float, float]:
    def mean(side: str) -> float:
        mine = [points[seat] for seat, who in enumerate(sides) if who == side]
        return sum(mine) / len(mine)

    return mean("A"), mean("B")


def _play_seated_deals(unit: WorkUnit) -> tuple[list[DealOutcome], dict[str, list[float]]]:
    spec = games.game(unit.game)
    times: dict[str, list[float]] = {"A": [], "B": []}
    outcomes = []
    for index in unit.indices:
        a_points, b_points = [], []
        for arrangement, sides in enumerate(seat_arrangements(unit.game, unit.rules)):
            bots = _seated_bots(unit, sides, "deal", index, arrangement)
            seat_times = {seat: times[side] for seat, side in enumerate(sides)}
            hand = spec.new_hand(f"{unit.seed}:deal:{index}", unit.rules)
            points = play_hand(hand, bots, seat_times).result().points_by_seat
            a, b = _side_means(points_gained(unit.game, unit.rules, tuple(points)), sides)
            a_points.append(a)
            b_points.append(b)
        outcomes.append(DealOutcome(index, tuple(a_points), tuple(b_points)))
    return outcomes, times


def _play_seated_matches(unit: WorkUnit) -> tuple[list[MatchOutcome], dict[str, list[float]]]:
    spec = games.game(unit.game)
    times: dict[str, list[float]] = {"A": [], "B": []}
    outcomes = []
    for index in unit.indices:
        won, hands = [], []
        for arrangement, sides in enumerate(seat_arrangements(unit.game, unit.rules)):
            bots = _seated_bots(unit, sides, "match", index, arrangement)
            seat_times = {seat: times[side] for seat, side in enumerate(sides)}
            match = spec.new_match(unit.rules, seed=f"{unit.seed}:match:{index}")
            match = play_match(match, bots, seat_times)
            won.append(a_share_of_win(match, sides, _seating_of(unit.game, unit.rules)))
            hands.append(match.hand_number)
        outcomes.append(MatchOutcome(index, tuple(won), tuple(hands)))
    return outcomes, times


def play_deals(unit: WorkUnit) -> tuple[list[DealOutcome], dict[str, list[float]]]:
    return _play_seated_deals(unit)


def play_matches(unit: WorkUnit) -> tuple[list[MatchOutcome], dict[str, list[float]]]:
    return _play_seated_matches(unit)


_warmed_up: set[tuple[Lineup, Any, str]] = set()


def warm_up(lineup: Lineup, rules: Any, game: str) -> None:
    """Play one untimed hand with the line-up's bots, once per process, so that one-off
    costs (loading compiled code, filling caches) do not count as decision time."""
    if (lineup, rules, game) in _warmed_up:
        return
    unit = WorkUnit("deals", lineup, 0, rules, (), game)
    sides = seat_arrangements(game, rules)[0]
    bots = _seated_bots(unit, sides, "warm-up", 0, 0)
    play_hand(games.game(game).new_hand("warm-up", rules), bots, {seat: [] for seat in bots})
    _warmed_up.add((lineup, rules, game))


def run_unit(unit: WorkUnit):
    """Entry point for a worker process."""
    warm_up(unit.lineup, unit.rules, unit.game)
    if unit.kind == "deals":
        return unit, *play_deals(unit)
    return unit, *play_matches(unit)
