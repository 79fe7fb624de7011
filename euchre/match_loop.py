"""The match loop every game shares: hands in sequence, the deal passing clockwise, a running score.

A game's match subclasses ``MatchLoop`` and says only what is its own: its seats and the
sides that keep score, how a hand is dealt, how a hand's result scores, who has won and
what a seat sees. Each hand's cards come from the match seed, so a match replays from
its seed and actions alone.
"""

from __future__ import annotations

import random
from enum import IntEnum
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from euchre.actions import Action

__all__ = ["MatchHand", "MatchLoop"]


class MatchHand(Protocol):
    """What the loop asks of a game's hand."""

    @property
    def is_over(self) -> bool: ...

    @property
    def to_act(self) -> Any: ...

    @property
    def dealer(self) -> Any: ...

    def legal_actions(self) -> tuple[Action, ...]: ...

    def apply(self, action: Any, seat: Any = None) -> Self: ...

    def result(self) -> Any: ...

    @property
    def deal(self) -> Any: ...

    @property
    def rules(self) -> Any: ...

    @classmethod
    def from_deal(cls, deal: Any, rules: Any = None) -> Self: ...


RulesT = TypeVar("RulesT")
HandT = TypeVar("HandT", bound=MatchHand)


class MatchLoop(Generic[RulesT, HandT]):
    """An immutable match position: the finished hands and the hand being played."""

    __slots__ = ("_score_before", "current", "finished", "rules", "seed")

    rules_type: ClassVar[type[Any]]  # the game's rules; ``rules_type()`` are its defaults
    seat_type: ClassVar[type[Any]]  # the game's seats, an IntEnum with ``parse`` and ``left``
    score_keepers: ClassVar[type[IntEnum]]  # what the score is indexed by (teams, players)
    seed_name: ClassVar[str]  # names this game's random streams, so seeds deal per game
    game_id: ClassVar[str]  # the registry id of the game this is a match of

    rules: RulesT
    seed: int | str
    finished: tuple[HandT, ...]
    current: HandT

    def __init__(
        self,
        rules: RulesT,
        seed: int | str,
        finished: tuple[HandT, ...],
        current: HandT,
        _score_before: tuple[int, ...] | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.finished = finished
        self.current = current
        if _score_before is None:
            _score_before = self.starting_points(rules)
            for hand in finished:
                _score_before = self._added(
                    _score_before, self.points_of(self.scored(hand.result(), _score_before)))
        self._score_before = _score_before

    # ---- what each game says ----------------------------------------------------------
    @classmethod
    def dealt(cls, rules: RulesT, dealer: Any, rng: random.Random) -> HandT:
        """A hand of this game dealt by ``dealer`` with the cards shuffled by ``rng``."""
        raise NotImplementedError

    @staticmethod
    def points_of(result: Any) -> tuple[int, ...]:
        """A finished hand's points, indexed like the match score."""
        raise NotImplementedError

    def scored(self, result: Any, score_before: tuple[int, ...]) -> Any:
        """A finished hand's result as the match scores it, given the score before the
        hand: the hand's own, unless a table rule makes the points depend on the score
        (Five Hundred's nothing for tricks from 490)."""
        return result

    def winner_after_hand(self) -> Any:
        """Who has won the match now that the current hand is over, if anyone."""
        raise NotImplementedError

    def winners_after_hand(self) -> tuple[Any, ...]:
        """Everyone who has won now that the current hand is over: one winner, or several
        when the game lets a tie be shared."""
        winner = self.winner_after_hand()
        return () if winner is None else (winner,)

    @classmethod
    def starting_score(cls, rules: RulesT) -> int:
        """Each score keeper's count when the match begins (0 unless the game counts down)."""
        return 0

    # ---- dealing ----------------------------------------------------------------------
    @classmethod
    def new(
        cls, rules: RulesT | None = None, seed: int | str | None = None,
        first_dealer: Any = None,
    ) -> Self:
        """A new match; the first dealer is drawn at random (from ``seed``) unless given."""
        rules = rules or cls.rules_type()
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        if first_dealer is None:
            draw = random.Random(f"{cls.seed_name}:{seed}:first-dealer")
            first_dealer = cls.seat_type(draw.randrange(len(cls.seat_type)))
        first = cls.deal_hand(rules, seed, 0, cls.seat_type.parse(first_dealer))
        return cls(rules, seed, (), first)

    @classmethod
    def deal_hand(cls, rules: RulesT, seed: int | str, index: int, dealer: Any) -> HandT:
        """Hand ``index`` (from 0) of the match with this seed, dealt by ``dealer``."""
        return cls.dealt(rules, dealer, random.Random(f"{cls.seed_name}:{seed}:hand:{index}"))

    # ---- playing ----------------------------------------------------------------------
    @property
    def to_act(self) -> Any:
        return self.current.to_act

    def legal_actions(self) -> tuple[Action, ...]:
        return self.current.legal_actions()

    def apply(self, action: Action | str, seat: Any = None) -> Self:
        """Apply an action to the current hand (see the hand's ``apply``)."""
        return type(self)(self.rules, self.seed, self.finished, self.current.apply(action, seat),
                          self._score_before)

    @property
    def hand_over(self) -> bool:
        return self.current.is_over

    def with_current_hand_cut(self, moves: int) -> Self:
        """The match with only the first ``moves`` actions of the current hand, replayed
        from its deal (the moves after them taken back; finished hands are kept)."""
        history = self.current.history
        if not 0 <= moves <= len(history):
            raise ValueError(f"the current hand has {len(history)} actions, not {moves}.")
        hand = type(self.current).from_deal(self.current.deal, self.current.rules)
        for seat, action in history[:moves]:
            hand = hand.apply(action, seat)
        return type(self)(self.rules, self.seed, self.finished, hand, self._score_before)

    def look(self, seat: Any) -> Self:
        """``seat``'s player looks at the cards: nothing changes unless the game lets a call
        be made without looking (Five Hundred's blind misère)."""
        return self

    def next_hand(self) -> Self:
        """Deal the next hand, one seat clockwise. Only once the current hand is over."""
        if not self.current.is_over:
            raise ValueError("the current hand is still being played.")
        if self.is_over:
            names = " and ".join(winner.label for winner in self.winners)
            shared = " shared the win" if len(self.winners) > 1 else " won"
            raise ValueError(f"the match is over: {names}{shared}.")
        index = len(self.finished) + 1
        return type(self)(
            self.rules, self.seed, (*self.finished, self.current),
            self.deal_hand(self.rules, self.seed, index, self.current.dealer.left), self.score,
        )

    # ---- score ------------------------------------------------------------------------
    @property
    def hands(self) -> tuple[HandT, ...]:
        """Every hand of the match so far, the current one last."""
        return (*self.finished, self.current)

    @property
    def hand_number(self) -> int:
        return len(self.finished) + 1

    @property
    def score(self) -> tuple[int, ...]:
        """The match score, including the current hand once it is over."""
        if not self.current.is_over:
            return self._score_before
        return self._added(self._score_before, self.points_of(self.current_result()))

    def current_result(self) -> Any:
        """The current hand's result as the match scores it (see ``scored``); only once
        the hand is over."""
        return self.scored(self.current.result(), self._score_before)

    @property
    def score_before_hand(self) -> tuple[int, ...]:
        return self._score_before

    @property
    def winners(self) -> tuple[Any, ...]:
        """Everyone who has won the match (several when a tie is shared); nobody while a
        hand is being played."""
        return self.winners_after_hand() if self.current.is_over else ()

    @property
    def winner(self) -> Any:
        """The sole winner of the match; None while a hand is being played or when the
        win is shared."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    def results(self) -> list[Any]:
        """Results of every scored or thrown-in hand so far, as the match scored them."""
        score = self.starting_points(self.rules)
        results = []
        for hand in self.hands:
            if not hand.is_over:
                break
            result = self.scored(hand.result(), score)
            score = self._added(score, self.points_of(result))
            results.append(result)
        return results

    def score_history(self) -> list[tuple[int, ...]]:
        """(hand number, then the score) after each finished hand, from the starting score."""
        score = self.starting_points(self.rules)
        rows = [(0, *score)]
        for number, result in enumerate(self.results(), start=1):
            score = self._added(score, self.points_of(result))
            rows.append((number, *score))
        return rows

    @classmethod
    def starting_points(cls, rules: RulesT) -> tuple[int, ...]:
        """The match score before the first hand."""
        return (cls.starting_score(rules),) * len(cls.score_keepers)

    @staticmethod
    def _added(total: tuple[int, ...], *points: tuple[int, ...]) -> tuple[int, ...]:
        for row in points:
            total = tuple(a + b for a, b in zip(total, row, strict=True))
        return total

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):
            return NotImplemented
        return (self.rules, self.seed, self.hands) == (other.rules, other.seed, other.hands)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} hand {self.hand_number}, score {self.score}, "
                f"winner {self.winner}>")
