"""Five Hundred on duplicate deals, with every contract tallied by who called it.

The tournament seats only the app's bot levels, so this bench plays its own duplicate
loop through the engine's public API: every deal is played twice from the same cards,
player A's partnership as North–South and then as East–West, player B in the other two
seats. A player is a level name (``easy``, ``normal``, ``expert``) or ``reference``, the
plain rule-based yardstick of ``five_hundred_reference``.

Each finished hand adds its contract to the tally of the side that called it: the
contract's type (suit contracts by level, no trumps, misère, open misère), its level and
denomination, and whether it was made.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from euchre.bots.base import Bot
from euchre.games.five_hundred import Bid, FiveHundredHand, FiveHundredRules
from euchre.games.five_hundred.bots import make_bot
from euchre.seats import Seat, Team
from euchre.tournament.games import play_hand
from euchre.tournament.players import derived_seed
from euchre.tournament.stats import Estimate, estimate

__all__ = ["PLAYERS", "ContractTally", "LineupOutcome", "contract_type", "new_player",
           "play_lineup"]

PLAYERS = ("reference", "easy", "normal", "expert")
TYPE_ORDER = ("6", "7", "8", "9", "10", "NT", "misère", "open misère", "blind misère")


def new_player(name: str, seed: int) -> Bot:
    """A fresh player of that name, reproducible from ``seed``."""
    if name == "reference":
        from bench.five_hundred_reference import ReferenceFiveHundredBot

        return ReferenceFiveHundredBot(seed=seed)
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r}: choose from {', '.join(PLAYERS)}.")
    return make_bot(name, seed=seed)


def contract_type(bid: Bid) -> str:
    """"6" to "10" for a suit contract, "NT", "misère", "open misère" or "blind misère"."""
    if bid.is_misere:
        return bid.label
    return "NT" if bid.is_no_trumps else str(bid.tricks)


@dataclass
class ContractTally:
    """Contracts called by one player of a line-up: hands and hands made, by key."""

    by_type: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    by_bid: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    points: list[int] = field(default_factory=list)  # the side's points in each contract

    def add(self, bid: Bid, made: bool, points: int) -> None:
        for table, key in ((self.by_type, contract_type(bid)), (self.by_bid, bid.text)):
            table[key][0] += 1
            table[key][1] += int(made)
        self.points.append(points)

    @property
    def contracts(self) -> int:
        return sum(count for count, _ in self.by_type.values())

    def rows(self) -> list[tuple[str, int, int]]:
        """(type, contracts, made) in the ladder's order."""
        return [(key, *self.by_type[key]) for key in TYPE_ORDER if key in self.by_type]


@dataclass
class LineupOutcome:
    """A against B on duplicate deals: A's net points per deal and each side's contracts."""

    first: str
    second: str
    net_per_deal: list[float] = field(default_factory=list)
    a_points: list[float] = field(default_factory=list)
    b_points: list[float] = field(default_factory=list)
    tallies: dict[str, ContractTally] = field(
        default_factory=lambda: {"A": ContractTally(), "B": ContractTally()})
    times: dict[str, list[float]] = field(default_factory=lambda: {"A": [], "B": []})
    thrown_in: int = 0

    @property
    def label(self) -> str:
        return f"{self.first} vs {self.second}"

    @property
    def net(self) -> Estimate:
        """A's points minus B's per deal (each deal the mean of its two plays)."""
        return estimate(self.net_per_deal)


def _side_of(seat: Seat, a_team: Team) -> str:
    return "A" if seat.team is a_team else "B"


def play_lineup(first: str, second: str, deals: int, seed: int = 1,
                progress: Callable[[int], None] | None = None) -> LineupOutcome:
    """Play ``deals`` duplicate deals of ``first`` (A) against ``second`` (B), four
    players, the default rules; deal ``i`` is the hand of seed ``f"{seed}:deal:{i}"``."""
    rules = FiveHundredRules()
    outcome = LineupOutcome(first, second)
    for index in range(deals):
        net = 0.0
        for a_team in (Team.NORTH_SOUTH, Team.EAST_WEST):
            sides = {seat: _side_of(seat, a_team) for seat in Seat}
            names = {"A": first, "B": second}
            bots = {seat: new_player(names[sides[seat]],
                                     derived_seed(seed, "deal", index, a_team.value, seat.value))
                    for seat in Seat}
            times = {seat: outcome.times[sides[seat]] for seat in Seat}
            hand = play_hand(FiveHundredHand.from_seed(f"{seed}:deal:{index}", rules), bots,
                             times)
            result = hand.result()
            points = result.points_by_seat
            a = points[Seat.SOUTH if a_team is Team.NORTH_SOUTH else Seat.WEST]
            b = points[Seat.WEST if a_team is Team.NORTH_SOUTH else Seat.SOUTH]
            outcome.a_points.append(a)
            outcome.b_points.append(b)
            net += (a - b) / 2
            if result.thrown_in:
                outcome.thrown_in += 1
                continue
            side = sides[Seat(int(result.contractor))]
            outcome.tallies[side].add(result.contract, result.made,
                                      points[int(result.contractor)])
        outcome.net_per_deal.append(net)
        if progress is not None:
            progress(index + 1)
    return outcome
