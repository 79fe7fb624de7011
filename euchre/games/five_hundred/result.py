"""How a Five Hundred hand ended, scored by the Avondale schedule.

A suit or no-trump contract made scores its value for the contracting side (250 instead
for all ten tricks on a contract worth less: a slam); failed, it loses its value. Either
way each opponent side scores 10 per trick it won (with three players, each defender for
the tricks it won itself). A misère scores its value if the contractor won no trick and
loses it otherwise; the opponents score nothing.

>>> from euchre.seats import Seat
>>> from euchre.games.five_hundred.bids import MISERE, Bid
>>> hand_points(Bid.parse("7H"), Seat.WEST, (1, 4, 2, 3))
(30, 200, 30, 200)
>>> hand_points(Bid.parse("7H"), Seat.WEST, (3, 2, 3, 2))
(60, -200, 60, -200)
>>> hand_points(Bid.parse("6S"), Seat.SOUTH, (6, 0, 4, 0))
(250, 0, 250, 0)
>>> hand_points(MISERE, Seat.NORTH, (0, 5, 0, 5))
(250, 0, 250, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from euchre.cards import Suit
from euchre.games.five_hundred.bids import Bid
from euchre.games.five_hundred.seats import Player3, seating_for
from euchre.seats import Seat

__all__ = ["SLAM_VALUE", "TRICK_POINTS", "FiveHundredResult", "hand_points"]

SLAM_VALUE = 250
TRICK_POINTS = 10
TRICKS_PER_HAND = 10


def _side_seats(contractor: int, players: int) -> tuple[int, ...]:
    """The contractor's side: partners opposite with four players, alone with three."""
    return (contractor, *seating_for(players).partners(contractor))


def _taken(contract: Bid, contractor: int, tricks_by_seat: Sequence[int]) -> int:
    """Tricks of the contracting side (the contractor's own in misère: the partner is out)."""
    if contract.is_misere:
        return tricks_by_seat[contractor]
    return sum(tricks_by_seat[seat] for seat in _side_seats(contractor, len(tricks_by_seat)))


def contract_made(contract: Bid, contractor: int, tricks_by_seat: Sequence[int]) -> bool:
    """Did the contracting side make the contract (no trick at all, for a misère)?"""
    taken = _taken(contract, contractor, tricks_by_seat)
    return taken == 0 if contract.is_misere else taken >= contract.tricks


def hand_points(contract: Bid, contractor: int, tricks_by_seat: Sequence[int]) -> tuple[int, ...]:
    """Each seat's points for a played hand (partners score alike with four players)."""
    players = len(tricks_by_seat)
    side = _side_seats(contractor, players)
    taken = _taken(contract, contractor, tricks_by_seat)
    made = contract_made(contract, contractor, tricks_by_seat)
    value = contract.value
    if made and not contract.is_misere and taken == TRICKS_PER_HAND and value < SLAM_VALUE:
        value = SLAM_VALUE
    points = [0] * players
    for seat in side:
        points[seat] = value if made else -value
    if not contract.is_misere:
        if players == 4:
            other = [seat for seat in range(4) if seat not in side]
            won = sum(tricks_by_seat[seat] for seat in other) * TRICK_POINTS
            for seat in other:
                points[seat] = won
        else:
            for seat in range(players):
                if seat != contractor:
                    points[seat] = tricks_by_seat[seat] * TRICK_POINTS
    return tuple(points)


@dataclass(frozen=True)
class FiveHundredResult:
    """A finished hand: the contract, who held it, the tricks and the points of every seat.

    ``points`` is indexed like the match score: by partnership with four players
    (North–South, East–West), by player with three.
    """

    thrown_in: bool
    contract: Bid | None
    contractor: Seat | Player3 | None
    joker_suit: Suit | None
    tricks_by_seat: tuple[int, ...]
    points_by_seat: tuple[int, ...]
    withheld: tuple[int, ...] = ()  # score keepers whose trick points the 490 option cancelled

    @property
    def players(self) -> int:
        return len(self.tricks_by_seat)

    @property
    def contracting_keeper(self) -> int | None:
        """The score keeper of the contracting side (its partnership, or the contractor)."""
        if self.contractor is None:
            return None
        return self.contractor % 2 if self.players == 4 else int(self.contractor)

    def without_trick_points(self, keepers: tuple[int, ...]) -> FiveHundredResult:
        """The result with nothing scored for the tricks that ``keepers`` (score keepers
        other than the contracting side) won against the contractor: the table option for
        a side on 490 or more.

        >>> from euchre.games.five_hundred.bids import Bid
        >>> made = FiveHundredResult(False, Bid.parse("7H"), Seat.WEST, None, (2, 4, 1, 3),
        ...                          hand_points(Bid.parse("7H"), Seat.WEST, (2, 4, 1, 3)))
        >>> made.points, made.without_trick_points((0,)).points
        ((30, 200), (0, 200))
        """
        against = tuple(keeper for keeper in keepers if keeper != self.contracting_keeper
                        and self.points[keeper] > 0)
        if not against or self.contract is None or self.contract.is_misere:
            return self
        keeper_of = (lambda seat: seat % 2) if self.players == 4 else (lambda seat: seat)
        points = tuple(0 if keeper_of(seat) in against else points
                       for seat, points in enumerate(self.points_by_seat))
        return replace(self, points_by_seat=points, withheld=against)

    @property
    def seats(self) -> type[Seat] | type[Player3]:
        return Seat if self.players == 4 else Player3

    @property
    def contract_tricks(self) -> int:
        """Tricks won by the contracting side (the contractor alone in misère)."""
        if self.contractor is None:
            return 0
        return _taken(self.contract, self.contractor, self.tricks_by_seat)

    @property
    def made(self) -> bool:
        return (not self.thrown_in and self.contract is not None
                and contract_made(self.contract, self.contractor, self.tricks_by_seat))

    @property
    def slam(self) -> bool:
        """All ten tricks on a suit or no-trump contract worth less than 250, scored 250."""
        return (self.made and not self.contract.is_misere
                and self.contract_tricks == TRICKS_PER_HAND and self.contract.value < SLAM_VALUE)

    @property
    def points(self) -> tuple[int, ...]:
        """Points per score keeper: per partnership (4 players) or per player (3)."""
        if self.players == 4:
            return (self.points_by_seat[Seat.SOUTH], self.points_by_seat[Seat.WEST])
        return self.points_by_seat

    @property
    def score_keepers(self) -> tuple[Any, ...]:
        from euchre.seats import Team

        return tuple(Team) if self.players == 4 else tuple(Player3)

    def summary(self) -> str:
        """One sentence, e.g. "West bid 7♥ and made it with 8 tricks: East–West score 200."."""
        if self.thrown_in:
            return "Everybody passed: the hand is thrown in and nobody scores."
        who, contract = self.contractor, self.contract.label
        keepers = self.score_keepers
        own = keepers[self.contractor % 2] if self.players == 4 else self.contractor
        own_points = self.points[int(own)]
        if self.contract.is_misere:
            outcome = ("won no trick and made it" if self.made else
                       f"won {self.contract_tricks} trick{'s' * (self.contract_tricks != 1)} "
                       "and lost it")
            return f"{who} bid {contract} and {outcome}: {own} score {own_points}."
        tricks = self.contract_tricks
        partners = seating_for(self.players).partners(self.contractor)
        side = "".join(f" (with {Seat(partner)})" for partner in partners)
        if self.made:
            how = "a slam, scored 250" if self.slam else f"{tricks} tricks"
            sentence = (f"{who}{side} bid {contract} and made it with {how}: "
                        f"{own} score {own_points}")
        else:
            sentence = (f"{who}{side} bid {contract} and went down with {tricks} "
                        f"trick{'s' * (tricks != 1)}: {own} lose {-own_points}")
        others = [f"{keeper} {self.points[int(keeper)]}" for keeper in keepers
                  if keeper != own]
        withheld = "".join(
            f" ({keepers[keeper]}, on 490 or more, score nothing for tricks)"
            for keeper in self.withheld)
        return (f"{sentence}; the opponents score {', '.join(others)} for their "
                f"tricks{withheld}.")

    def to_dict(self) -> dict[str, object]:
        return {
            "thrown_in": self.thrown_in,
            "contract": None if self.contract is None else self.contract.text,
            "contractor": None if self.contractor is None else self.contractor.label,
            "joker_suit": None if self.joker_suit is None else self.joker_suit.letter,
            "tricks": {seat.label: self.tricks_by_seat[seat] for seat in self.seats},
            "points": {keeper.label: self.points[int(keeper)] for keeper in self.score_keepers},
            "made": self.made,
            "slam": self.slam,
        } | ({"no trick points": [self.score_keepers[keeper].label for keeper in self.withheld]}
             if self.withheld else {})
