"""A Cutthroat match: hands in sequence, the deal passing clockwise, each player scoring alone.

The match ends after a hand when a player has reached ``points_to_win``: the highest
score wins; a tie at the top goes to that hand's maker if the maker is among the tied,
and otherwise play continues (Clarification 7).

>>> match = CutthroatMatch.new(seed=3)
>>> match.hand_number, match.score, match.is_over
(1, (0, 0, 0), False)
"""

from __future__ import annotations

import random

from euchre.games.cutthroat.deal import CutthroatDeal
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.result import CutthroatResult
from euchre.games.cutthroat.rules import CutthroatRules
from euchre.games.cutthroat.seats import Player
from euchre.games.cutthroat.view import CutthroatView
from euchre.match_loop import MatchLoop

__all__ = ["CutthroatMatch", "match_winner"]


def match_winner(
    score: tuple[int, ...], points_to_win: int, maker: Player | None,
) -> Player | None:
    """Who has won after a hand, if anyone (Clarification 7).

    >>> match_winner((10, 11, 3), 10, Player.SOUTH), match_winner((10, 10, 3), 10, Player.WEST)
    (<Player.WEST: 1>, <Player.WEST: 1>)
    >>> match_winner((10, 10, 3), 10, Player.EAST) is None
    True
    """
    top = max(score)
    if top < points_to_win:
        return None
    tied = [player for player in Player if score[player] == top]
    if len(tied) == 1:
        return tied[0]
    return maker if maker in tied else None


class CutthroatMatch(MatchLoop[CutthroatRules, CutthroatHand]):
    """An immutable match position: the finished hands and the hand being played.

    The score is (South, West, East); ``score_history`` rows are (hand number, South,
    West, East).
    """

    __slots__ = ()

    rules_type = CutthroatRules
    seat_type = Player
    score_keepers = Player
    seed_name = "cutthroat-match"
    game_id = "cutthroat"

    @classmethod
    def dealt(cls, rules: CutthroatRules, dealer: Player, rng: random.Random) -> CutthroatHand:
        return CutthroatHand(rules, CutthroatDeal.random(rng, dealer))

    @staticmethod
    def points_of(result: CutthroatResult) -> tuple[int, ...]:
        return result.points_by_seat

    def winner_after_hand(self) -> Player | None:
        """The top score at the target, a tie going to this hand's maker (Clarification 7)."""
        return match_winner(self.score, self.rules.points_to_win, self.current.maker)

    def view(self, seat: Player | int) -> CutthroatView:
        """``seat``'s view of the current hand, with the match score before it."""
        return self.current.view(Player(seat), self._score_before, self.hand_number)
