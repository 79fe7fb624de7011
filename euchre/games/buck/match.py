"""A Buck Euchre match: hands in sequence, the deal passing clockwise, four counts going down.

Everyone starts at ``rules.starting_score`` (25). After each hand a player who took all
five tricks wins at once; otherwise among the players at 0 or below the lowest wins, and
equal lowest share the win (Clarification 7).

>>> match = BuckMatch.new(seed=3)
>>> match.hand_number, match.score, match.is_over, match.score_history()
(1, (25, 25, 25, 25), False, [(0, 25, 25, 25, 25)])
"""

from __future__ import annotations

import random

from euchre.games.buck.deal import BuckDeal
from euchre.games.buck.hand import BuckHand
from euchre.games.buck.result import BuckResult
from euchre.games.buck.rules import BuckRules
from euchre.games.buck.seats import Player
from euchre.games.buck.view import BuckView
from euchre.match_loop import MatchLoop

__all__ = ["BuckMatch", "match_winners"]


def match_winners(score: tuple[int, ...], took_all_five: Player | None) -> tuple[Player, ...]:
    """Who has won after a hand (Clarification 7).

    >>> match_winners((3, 25, 20, 1), Player.SOUTH), match_winners((-2, 0, 4, -2), None)
    ((<Player.SOUTH: 0>,), (<Player.SOUTH: 0>, <Player.EAST: 3>))
    >>> match_winners((1, 0, 4, -1), None), match_winners((1, 2, 3, 4), None)
    ((<Player.EAST: 3>,), ())
    """
    if took_all_five is not None:
        return (took_all_five,)
    lowest = min(score)
    if lowest > 0:
        return ()
    return tuple(player for player in Player if score[player] == lowest)


class BuckMatch(MatchLoop[BuckRules, BuckHand]):
    """An immutable match position: the finished hands and the hand being played.

    The score is each player's count (South, West, North, East), from the starting score
    down; ``score_history`` rows are (hand number, South, West, North, East).
    """

    __slots__ = ()

    rules_type = BuckRules
    seat_type = Player
    score_keepers = Player
    seed_name = "buck-match"
    game_id = "buck"

    @classmethod
    def dealt(cls, rules: BuckRules, dealer: Player, rng: random.Random) -> BuckHand:
        return BuckHand(rules, BuckDeal.random(rng, dealer))

    @classmethod
    def starting_score(cls, rules: BuckRules) -> int:
        return rules.starting_score

    @staticmethod
    def points_of(result: BuckResult) -> tuple[int, ...]:
        return result.points_by_seat

    def winners_after_hand(self) -> tuple[Player, ...]:
        """All five tricks win at once; else the lowest at 0 or below, ties shared."""
        return match_winners(self.score, self.current.result().took_all_five)

    def view(self, seat: Player | int) -> BuckView:
        """``seat``'s view of the current hand, with the four counts before it."""
        return self.current.view(Player(seat), self._score_before, self.hand_number)
