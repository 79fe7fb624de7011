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

from euchre.actions import Action
from euchre.games.cutthroat.deal import CutthroatDeal
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.result import CutthroatResult
from euchre.games.cutthroat.rules import CutthroatRules
from euchre.games.cutthroat.seats import Player
from euchre.games.cutthroat.view import CutthroatView

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


class CutthroatMatch:
    """An immutable match position: the finished hands and the hand being played."""

    __slots__ = ("_score_before", "current", "finished", "rules", "seed")

    rules: CutthroatRules
    seed: int | str
    finished: tuple[CutthroatHand, ...]
    current: CutthroatHand

    def __init__(
        self, rules: CutthroatRules, seed: int | str, finished: tuple[CutthroatHand, ...],
        current: CutthroatHand, _score_before: tuple[int, int, int] | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.finished = finished
        self.current = current
        if _score_before is None:
            _score_before = _add((0, 0, 0), *(hand.result().points_by_seat for hand in finished))
        self._score_before = _score_before

    @classmethod
    def new(
        cls, rules: CutthroatRules | None = None, seed: int | str | None = None,
        first_dealer: Player | str | int | None = None,
    ) -> CutthroatMatch:
        """A new match; the first dealer is drawn at random (from ``seed``) unless given."""
        rules = rules or CutthroatRules()
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        if first_dealer is None:
            first_dealer = Player(
                random.Random(f"cutthroat-match:{seed}:first-dealer").randrange(3))
        return cls(rules, seed, (), cls.deal_hand(rules, seed, 0, Player.parse(first_dealer)))

    @staticmethod
    def deal_hand(rules: CutthroatRules, seed: int | str, index: int,
                  dealer: Player) -> CutthroatHand:
        """Hand ``index`` (from 0) of the match with this seed, dealt by ``dealer``."""
        rng = random.Random(f"cutthroat-match:{seed}:hand:{index}")
        return CutthroatHand(rules, CutthroatDeal.random(rng, dealer))

    # ---- playing ----------------------------------------------------------------------
    @property
    def to_act(self) -> Player | None:
        return self.current.to_act

    def legal_actions(self) -> tuple[Action, ...]:
        return self.current.legal_actions()

    def apply(self, action: Action | str, seat: Player | str | int | None = None
              ) -> CutthroatMatch:
        """Apply an action to the current hand (see ``CutthroatHand.apply``)."""
        current = self.current.apply(action, seat)
        return CutthroatMatch(self.rules, self.seed, self.finished, current, self._score_before)

    @property
    def hand_over(self) -> bool:
        return self.current.is_over

    def next_hand(self) -> CutthroatMatch:
        """Deal the next hand, the deal passing clockwise (after a thrown-in hand too)."""
        if not self.current.is_over:
            raise ValueError("the current hand is still being played.")
        if self.is_over:
            raise ValueError(f"the match is over: {self.winner} won.")
        index = len(self.finished) + 1
        return CutthroatMatch(
            self.rules, self.seed, (*self.finished, self.current),
            self.deal_hand(self.rules, self.seed, index, self.current.dealer.left), self.score,
        )

    # ---- score ------------------------------------------------------------------------
    @property
    def hands(self) -> tuple[CutthroatHand, ...]:
        """Every hand of the match so far, the current one last."""
        return (*self.finished, self.current)

    @property
    def hand_number(self) -> int:
        return len(self.finished) + 1

    @property
    def score(self) -> tuple[int, int, int]:
        """Each player's points, including the current hand once it is over."""
        if not self.current.is_over:
            return self._score_before
        return _add(self._score_before, self.current.result().points_by_seat)

    @property
    def score_before_hand(self) -> tuple[int, int, int]:
        return self._score_before

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def winner(self) -> Player | None:
        if not self.current.is_over:
            return None
        return match_winner(self.score, self.rules.points_to_win, self.current.maker)

    def results(self) -> list[CutthroatResult]:
        """Results of every scored or thrown-in hand so far."""
        return [hand.result() for hand in self.hands if hand.is_over]

    def score_history(self) -> list[tuple[int, int, int, int]]:
        """(hand number, South, West, East) after each finished hand, from (0, 0, 0, 0)."""
        rows = [(0, 0, 0, 0)]
        score = (0, 0, 0)
        for number, result in enumerate(self.results(), start=1):
            score = _add(score, result.points_by_seat)
            rows.append((number, *score))
        return rows  # type: ignore[return-value]

    def view(self, seat: Player | int) -> CutthroatView:
        """``seat``'s view of the current hand, with the match score before it."""
        return self.current.view(Player(seat), self._score_before, self.hand_number)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CutthroatMatch):
            return NotImplemented
        return (self.rules, self.seed, self.hands) == (other.rules, other.seed, other.hands)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<CutthroatMatch hand {self.hand_number}, score {self.score}, winner {self.winner}>"


def _add(total: tuple[int, int, int], *points: tuple[int, ...]) -> tuple[int, int, int]:
    south, west, east = total
    for row in points:
        south, west, east = south + row[0], west + row[1], east + row[2]
    return (south, west, east)
