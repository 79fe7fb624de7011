"""Any game of the family on duplicate deals, with every contract tallied by who made it.

Deal ``i`` (the hand of seed ``f"{seed}:deal:{i}"``) is played in every seating of the
tournament's ``seat_arrangements``: in a partnership game A's partnership as North–South
and then as East–West; in a game of individual players A alone in each seat against
copies of B, then B alone in each seat against copies of A. A player is a level name
(``easy``, ``normal``, ``expert``) or ``reference``, the game's plain rule-based player
(``family_contracts.reference_player``). A's points minus B's per deal is the mean over
the seatings of (A's seats' mean points − B's), in points gained (Buck Euchre's counts go
down, so a point off the count is a point gained).

Each hand's contract goes to the tally of the side whose seat made it (see
``family_contracts``), with the maker's points; each side's extras are counted per seat.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bench.family_contracts import (
    CONTRACT_ORDER,
    contract_of,
    extras_of,
    no_contract_reason,
    reference_player,
)
from euchre import games
from euchre.bots.base import Bot
from euchre.tournament.duplicate import points_gained, seat_arrangements
from euchre.tournament.games import play_hand
from euchre.tournament.players import derived_seed
from euchre.tournament.stats import Estimate, estimate

__all__ = ["PLAYERS", "ContractTally", "LineupOutcome", "new_player", "play_lineup"]

PLAYERS = ("reference", "easy", "normal", "expert")


def new_player(game_id: str, name: str, seed: int) -> Bot:
    """A fresh player of that name for ``game_id``, reproducible from ``seed``."""
    if name == "reference":
        return reference_player(game_id)(seed)
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r}: choose from {', '.join(PLAYERS)}.")
    return games.game(game_id).bot(name, seed)


@dataclass
class ContractTally:
    """The contracts one side of a line-up made: count and made by type, maker's points."""

    by_type: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    points: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    extras: Counter[str] = field(default_factory=Counter)

    def add(self, kind: str, made: bool, points: float) -> None:
        self.by_type[kind][0] += 1
        self.by_type[kind][1] += int(made)
        self.points[kind].append(points)

    @property
    def contracts(self) -> int:
        return sum(count for count, _ in self.by_type.values())

    @property
    def made(self) -> int:
        return sum(made for _, made in self.by_type.values())

    def rows(self, game_id: str) -> list[tuple[str, int, int, float]]:
        """(type, contracts, made, the maker's mean points) in the game's order."""
        order = [key for key in CONTRACT_ORDER.get(game_id, ()) if key in self.by_type]
        order += sorted(key for key in self.by_type if key not in order)
        return [(key, *self.by_type[key], sum(self.points[key]) / len(self.points[key]))
                for key in order]


@dataclass
class LineupOutcome:
    """A against B on duplicate deals of one game."""

    game: str
    first: str
    second: str
    seatings: int = 0
    net_per_deal: list[float] = field(default_factory=list)
    a_points: list[float] = field(default_factory=list)  # A's seats' mean, per hand
    b_points: list[float] = field(default_factory=list)
    tallies: dict[str, ContractTally] = field(
        default_factory=lambda: {"A": ContractTally(), "B": ContractTally()})
    times: dict[str, list[float]] = field(default_factory=lambda: {"A": [], "B": []})
    no_contract: Counter[str] = field(default_factory=Counter)  # hands by reason
    # how many seat-hands each side played (the base of its extras' rates)
    seat_hands: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0})

    @property
    def label(self) -> str:
        return f"{self.first} vs {self.second}"

    @property
    def hands(self) -> int:
        return len(self.a_points)

    @property
    def net(self) -> Estimate:
        """A's points minus B's per deal (each deal the mean over its seatings)."""
        return estimate(self.net_per_deal)


def _side_mean(points: tuple[int, ...], sides: tuple[str, ...], side: str) -> float:
    mine = [points[seat] for seat, who in enumerate(sides) if who == side]
    return sum(mine) / len(mine)


def play_lineup(game_id: str, first: str, second: str, deals: int, seed: int = 1,
                rules: Any = None, progress: Callable[[int], None] | None = None
                ) -> LineupOutcome:
    """Play ``deals`` duplicate deals of ``first`` (A) against ``second`` (B)."""
    spec = games.game(game_id)
    rules = rules if rules is not None else spec.rules_type()
    arrangements = seat_arrangements(game_id, rules)
    outcome = LineupOutcome(game_id, first, second, seatings=len(arrangements))
    names = {"A": first, "B": second}
    for index in range(deals):
        net = 0.0
        for arrangement, sides in enumerate(arrangements):
            bots = {seat: new_player(game_id, names[side],
                                     derived_seed(seed, "deal", index, arrangement, seat))
                    for seat, side in enumerate(sides)}
            times = {seat: outcome.times[side] for seat, side in enumerate(sides)}
            hand = play_hand(spec.new_hand(f"{seed}:deal:{index}", rules), bots, times)
            gained = points_gained(game_id, rules, tuple(hand.result().points_by_seat))
            a, b = _side_mean(gained, sides, "A"), _side_mean(gained, sides, "B")
            outcome.a_points.append(a)
            outcome.b_points.append(b)
            net += (a - b) / len(arrangements)
            for side in sides:
                outcome.seat_hands[side] += 1
            contract = contract_of(game_id, hand)
            if contract is None:
                outcome.no_contract[no_contract_reason(game_id, hand)] += 1
            else:
                outcome.tallies[sides[contract.maker]].add(contract.kind, contract.made,
                                                           gained[contract.maker])
            for seat, event in extras_of(game_id, hand):
                outcome.tallies[sides[seat]].extras[event] += 1
        outcome.net_per_deal.append(net)
        if progress is not None:
            progress(index + 1)
    return outcome
