"""A match: hands in sequence, the deal passing clockwise, first team to the target wins.

>>> from euchre import Match
>>> match = Match.new(seed=3)
>>> match.hand_number, match.score, match.is_over
(1, (0, 0), False)
"""

from __future__ import annotations

import random

from euchre.games.euchre.deal import Deal
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.result import HandResult
from euchre.games.euchre.rules import Rules
from euchre.games.euchre.view import SeatView, seat_view
from euchre.match_loop import MatchLoop
from euchre.seats import Seat, Team

__all__ = ["Match"]


class Match(MatchLoop[Rules, HandState]):
    """An immutable match position: the finished hands and the hand being played.

    The score is (North–South, East–West); the first team to ``points_to_win`` wins.

    >>> match = Match.new(seed=3)
    >>> while not match.hand_over:
    ...     match = match.apply(match.legal_actions()[0])
    >>> match.current.dealer, match.next_hand().current.dealer
    (<Seat.NORTH: 2>, <Seat.EAST: 3>)
    >>> match.score_history()
    [(0, 0, 0), (1, 0, 2)]
    """

    __slots__ = ()

    rules_type = Rules
    seat_type = Seat
    score_keepers = Team
    seed_name = "euchre-match"
    game_id = "euchre"

    @classmethod
    def dealt(cls, rules: Rules, dealer: Seat, rng: random.Random) -> HandState:
        return HandState(rules, Deal.random(rules.deck, dealer, rng))

    @classmethod
    def _deal_hand(cls, rules: Rules, seed: int | str, index: int, dealer: Seat) -> HandState:
        return cls.deal_hand(rules, seed, index, dealer)

    @staticmethod
    def points_of(result: HandResult) -> tuple[int, ...]:
        return result.points

    def winner_after_hand(self) -> Team | None:
        """The first team to ``points_to_win``."""
        for team in Team:
            if self.score[team] >= self.rules.points_to_win:
                return team
        return None

    def view(self, seat: Seat) -> SeatView:
        """``seat``'s view of the current hand, with the match score."""
        return seat_view(self.current, Seat(seat), self._score_before, self.hand_number)
