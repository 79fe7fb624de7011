"""A Five Hundred match: hands in sequence, the deal passing clockwise, until 500 or −500.

With the table option "nothing for tricks from 490", a side on 490 or more before a hand
scores nothing for the tricks it wins against the contractor.

After each hand (Clarification 12): the contracting side wins if it made its contract and
now has 500 or more (points won as opponents never end the game); a side at −500 or below
loses: with four players the other side wins; with three the higher of the other two
wins, and equal scores share the win. Only the contracting side's score can fall.

The four-handed match keeps score by partnership (``FiveHundredMatch``), the three-handed
one by player (``ThreeHandedFiveHundredMatch``); ``FiveHundredMatch.new`` starts the one
its rules call for.

>>> match = FiveHundredMatch.new(seed=3)
>>> match.hand_number, match.score, match.is_over
(1, (0, 0), False)
>>> three = FiveHundredMatch.new(FiveHundredRules(players=3), seed=3)
>>> type(three).__name__, three.score
('ThreeHandedFiveHundredMatch', (0, 0, 0))
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Self

from euchre.games.five_hundred.deal import FiveHundredDeal
from euchre.games.five_hundred.hand import FiveHundredHand
from euchre.games.five_hundred.result import FiveHundredResult
from euchre.games.five_hundred.rules import NO_TRICK_POINTS_FROM, POINTS_TO_WIN, FiveHundredRules
from euchre.games.five_hundred.seats import Player3
from euchre.games.five_hundred.view import FiveHundredView
from euchre.match_loop import MatchLoop
from euchre.seats import Seat, Team

__all__ = ["GOAL", "FiveHundredMatch", "SharedWin", "ThreeHandedFiveHundredMatch",
           "match_type_for", "match_winner"]

GOAL = POINTS_TO_WIN


@dataclass(frozen=True)
class SharedWin:
    """Three-handed: the two players left level when the third went out backwards."""

    players: tuple[Player3, ...]

    @property
    def label(self) -> str:
        return " and ".join(player.label for player in self.players)

    def __str__(self) -> str:
        return self.label


def match_winner(score: tuple[int, ...], result: FiveHundredResult) -> Any:
    """Who has won after a hand, if anyone: a ``Team`` (four players), a ``Player3``, or a
    ``SharedWin`` (three players level when the third fell to −500).

    >>> from euchre.games.five_hundred.bids import Bid
    >>> made = FiveHundredResult(False, Bid.parse("7H"), Seat.WEST, None, (2, 4, 0, 4),
    ...                          (20, 200, 20, 200))
    >>> match_winner((480, 510), made), match_winner((520, 490), made)
    (<Team.EAST_WEST: 1>, None)
    """
    if result.thrown_in:
        return None
    players = len(result.tricks_by_seat)
    own = result.contractor % 2 if players == 4 else int(result.contractor)
    keepers: Any = Team if players == 4 else Player3
    if result.made and score[own] >= GOAL:
        return keepers(own)
    if score[own] > -GOAL:
        return None
    others = [keeper for keeper in keepers if keeper != own]
    best = max(score[keeper] for keeper in others)
    leaders = tuple(keeper for keeper in others if score[keeper] == best)
    return leaders[0] if len(leaders) == 1 else SharedWin(leaders)


class FiveHundredMatch(MatchLoop[FiveHundredRules, FiveHundredHand]):
    """An immutable four-handed match position; the score is (North–South, East–West)."""

    __slots__ = ()

    rules_type = FiveHundredRules
    seat_type: Any = Seat
    score_keepers: Any = Team
    seed_name = "five-hundred-match"
    game_id = "five_hundred"
    players = 4

    def __init__(self, rules: FiveHundredRules, seed: int | str, finished: tuple, current:
                 FiveHundredHand, _score_before: tuple[int, ...] | None = None) -> None:
        if rules.players != self.players:
            raise ValueError(f"{type(self).__name__} is the {self.players}-player match; the "
                             f"rules are for {rules.players} players.")
        super().__init__(rules, seed, finished, current, _score_before)

    @classmethod
    def new(cls, rules: FiveHundredRules | None = None, seed: int | str | None = None,
            first_dealer: Any = None) -> Self:
        """A new match of the kind the rules call for (four or three players); the first
        dealer is drawn at random (from ``seed``) unless given."""
        rules = rules or FiveHundredRules(players=cls.players)
        kind = match_type_for(rules)
        if kind is not cls:
            return kind.new(rules, seed, first_dealer)
        return super().new(rules, seed, first_dealer)

    @classmethod
    def dealt(cls, rules: FiveHundredRules, dealer: Any, rng: random.Random) -> FiveHundredHand:
        return FiveHundredHand(rules, FiveHundredDeal.random(rng, dealer, rules.players))

    @staticmethod
    def points_of(result: FiveHundredResult) -> tuple[int, ...]:
        return result.points

    def scored(self, result: FiveHundredResult, score_before: tuple[int, ...]
               ) -> FiveHundredResult:
        """With the "nothing for tricks from 490" option, a side on 490 or more before the
        hand scores nothing for the tricks it won against the contractor."""
        if not self.rules.no_trick_points_from_490 or result.thrown_in:
            return result
        return result.without_trick_points(tuple(
            keeper for keeper, points in enumerate(score_before)
            if points >= NO_TRICK_POINTS_FROM))

    def winner_after_hand(self) -> Any:
        """See ``match_winner`` (Clarification 12)."""
        return match_winner(self.score, self.current_result())

    def winners_after_hand(self) -> tuple[Any, ...]:
        """The family's ``winners``: the sole winner, or both players of a ``SharedWin``
        (then ``winner`` is None, as in every game whose ties are shared)."""
        winner = self.winner_after_hand()
        if winner is None:
            return ()
        return winner.players if isinstance(winner, SharedWin) else (winner,)

    def look(self, seat: Any) -> FiveHundredMatch:
        """The match once ``seat`` has looked at its cards in the current hand (see
        ``FiveHundredHand.look``)."""
        return type(self)(self.rules, self.seed, self.finished,
                          self.current.look(self.seat_type(seat)), self._score_before)

    def view(self, seat: Any) -> FiveHundredView:
        """``seat``'s view of the current hand, with the match score before it."""
        return self.current.view(self.seat_type(seat), self._score_before, self.hand_number)


class ThreeHandedFiveHundredMatch(FiveHundredMatch):
    """An immutable three-handed match position; the score is (South, West, East)."""

    __slots__ = ()

    seat_type = Player3
    score_keepers = Player3
    players = 3


def match_type_for(rules: FiveHundredRules) -> type[FiveHundredMatch]:
    """The match class for the rules' number of players."""
    return FiveHundredMatch if rules.players == 4 else ThreeHandedFiveHundredMatch
