"""A match: hands in sequence, the deal passing clockwise, first team to the target wins.

>>> from euchre import Match
>>> match = Match.new(seed=3)
>>> match.hand_number, match.score, match.is_over
(1, (0, 0), False)
"""

from __future__ import annotations

import random

from euchre.actions import Action
from euchre.cards import Seat, Team
from euchre.deal import Deal
from euchre.hand import HandResult, HandState
from euchre.rules import Rules
from euchre.view import SeatView, seat_view

__all__ = ["Match"]


class Match:
    """An immutable match position: the finished hands and the hand being played."""

    __slots__ = ("_score_before", "current", "finished", "rules", "seed")

    rules: Rules
    seed: int | str
    finished: tuple[HandState, ...]
    current: HandState

    def __init__(
        self,
        rules: Rules,
        seed: int | str,
        finished: tuple[HandState, ...],
        current: HandState,
        _score_before: tuple[int, int] | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.finished = finished
        self.current = current
        if _score_before is None:
            north_south = sum(hand.result().points[0] for hand in finished)
            east_west = sum(hand.result().points[1] for hand in finished)
            _score_before = (north_south, east_west)
        self._score_before = _score_before

    @classmethod
    def new(
        cls, rules: Rules | None = None, seed: int | str | None = None,
        first_dealer: Seat | str | None = None,
    ) -> Match:
        """A new match; the first dealer is drawn at random (from ``seed``) unless given."""
        rules = rules or Rules()
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        if first_dealer is None:
            first_dealer = Seat(random.Random(f"euchre-match:{seed}:first-dealer").randrange(4))
        return cls(rules, seed, (), cls._deal_hand(rules, seed, 0, Seat.parse(first_dealer)))

    @staticmethod
    def _deal_hand(rules: Rules, seed: int | str, index: int, dealer: Seat) -> HandState:
        rng = random.Random(f"euchre-match:{seed}:hand:{index}")
        return HandState(rules, Deal.random(rules.deck, dealer, rng))

    # ---- playing ----------------------------------------------------------------------
    @property
    def to_act(self) -> Seat | None:
        return self.current.to_act

    def legal_actions(self) -> tuple[Action, ...]:
        return self.current.legal_actions()

    def apply(self, action: Action | str, seat: Seat | str | None = None) -> Match:
        """Apply an action to the current hand (see ``HandState.apply``)."""
        current = self.current.apply(action, seat)
        return Match(self.rules, self.seed, self.finished, current, self._score_before)

    @property
    def hand_over(self) -> bool:
        return self.current.is_over

    def next_hand(self) -> Match:
        """Deal the next hand, one seat clockwise. Only once the current hand is over.

        >>> match = Match.new(seed=3)
        >>> while not match.hand_over:
        ...     match = match.apply(match.legal_actions()[0])
        >>> match.current.dealer, match.next_hand().current.dealer
        (<Seat.NORTH: 2>, <Seat.EAST: 3>)
        """
        if not self.current.is_over:
            raise ValueError("the current hand is still being played.")
        if self.is_over:
            raise ValueError(f"the match is over: {self.winner.label} won.")
        index = len(self.finished) + 1
        dealer = self.current.dealer.left
        return Match(
            self.rules, self.seed, (*self.finished, self.current),
            self._deal_hand(self.rules, self.seed, index, dealer), self.score,
        )

    # ---- score ------------------------------------------------------------------------
    @property
    def hands(self) -> tuple[HandState, ...]:
        """Every hand of the match so far, the current one last."""
        return (*self.finished, self.current)

    @property
    def hand_number(self) -> int:
        return len(self.finished) + 1

    @property
    def score(self) -> tuple[int, int]:
        """Points of (North–South, East–West), including the current hand once it is scored."""
        if not self.current.is_over:
            return self._score_before
        points = self.current.result().points
        return (self._score_before[0] + points[0], self._score_before[1] + points[1])

    @property
    def score_before_hand(self) -> tuple[int, int]:
        return self._score_before

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def winner(self) -> Team | None:
        if not self.current.is_over:
            return None
        for team in Team:
            if self.score[team] >= self.rules.points_to_win:
                return team
        return None

    def results(self) -> list[HandResult]:
        """Results of every scored or thrown-in hand so far."""
        return [hand.result() for hand in self.hands if hand.is_over]

    def score_history(self) -> list[tuple[int, int, int]]:
        """(hand number, North–South, East–West) after each finished hand, from (0, 0, 0).

        >>> match = Match.new(seed=3)
        >>> while not match.hand_over:
        ...     match = match.apply(match.legal_actions()[0])
        >>> match.score_history()
        [(0, 0, 0), (1, 0, 2)]
        """
        rows = [(0, 0, 0)]
        ns = ew = 0
        for number, result in enumerate(self.results(), start=1):
            ns += result.points[0]
            ew += result.points[1]
            rows.append((number, ns, ew))
        return rows

    def view(self, seat: Seat) -> SeatView:
        """``seat``'s view of the current hand, with the match score."""
        return seat_view(self.current, Seat(seat), self._score_before, self.hand_number)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return (self.rules, self.seed, self.hands) == (other.rules, other.seed, other.hands)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Match hand {self.hand_number}, score {self.score}, winner {self.winner}>"
