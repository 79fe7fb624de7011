"""The API every game of the family implements: a hand, its result, a match and its rules.

Seats are ints numbered clockwise (four-handed Euchre's ``Seat`` is an ``IntEnum``);
cards are ``euchre.cards.Card``; an action has a ``text`` that records store and
``parse`` reads back. What differs by game is data the game describes: its ``Seating``,
each hand's ``sides`` and ``sitting_out``, and points per seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, Self, runtime_checkable

from euchre.cards import Card
from euchre.rule_options import RuleOption
from euchre.seats import Seating

__all__ = ["GameAction", "GameHand", "GameMatch", "GameResult", "GameRules", "GameView"]


@runtime_checkable
class GameAction(Protocol):
    """One decision; ``text`` is its record form."""

    @property
    def text(self) -> str: ...

    def describe(self) -> str: ...


@runtime_checkable
class GameRules(Protocol):
    """A game's table options: a frozen value whose fields carry their own words."""

    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self: ...

    @classmethod
    def options(cls) -> tuple[RuleOption, ...]: ...

    def describe(self) -> list[tuple[str, str]]: ...


@runtime_checkable
class GameResult(Protocol):
    """How a hand ended: points and tricks per seat (team totals are views of them)."""

    @property
    def thrown_in(self) -> bool: ...

    @property
    def points_by_seat(self) -> tuple[int, ...]: ...

    @property
    def tricks_by_seat(self) -> tuple[int, ...]: ...

    def summary(self) -> str: ...

    def to_dict(self) -> Mapping[str, object]: ...


@runtime_checkable
class GameView(Protocol):
    """What one seat may know: the only thing bots and pages are given."""

    @property
    def seat(self) -> int: ...

    @property
    def hand(self) -> tuple[Card, ...]: ...

    @property
    def legal_actions(self) -> tuple[GameAction, ...]: ...


@runtime_checkable
class GameHand(Protocol):
    """One hand as an immutable state machine: ``apply`` returns the next state.

    An illegal action raises ``IllegalActionError`` naming the rule and leaves the state
    as it was. ``hand`` and ``hidden_from`` describe the full state (for tests and the
    search); bots and pages get ``view(seat)``.
    """

    seating: Seating

    @property
    def rules(self) -> GameRules: ...

    @property
    def deal(self) -> Any:
        """The cards as dealt; the game's ``hand_from_deal`` rebuilds the hand from it."""
        ...

    @property
    def history(self) -> tuple[tuple[int, GameAction], ...]: ...

    @property
    def phase(self) -> str: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def dealer(self) -> int: ...

    @property
    def sides(self) -> tuple[int, ...]:
        """Each seat's side this hand (seats with equal ids play together)."""
        ...

    @property
    def sitting_out(self) -> frozenset[int]: ...

    def legal_actions(self) -> tuple[GameAction, ...]: ...

    def apply(self, action: Any, seat: Any = None) -> Self: ...

    def result(self) -> GameResult: ...

    def view(self, seat: int) -> GameView: ...

    def hand(self, seat: int) -> tuple[Card, ...]: ...

    def set_aside(self) -> tuple[Card, ...]:
        """Cards in no hand and not played (undealt cards, discards, a dummy hand)."""
        ...

    def hidden_from(self, seat: int) -> frozenset[Card]:
        """The cards of the deck whose place ``seat`` may not know now."""
        ...

    @property
    def tricks(self) -> tuple[Any, ...]:
        """Finished tricks, each with ``leader``, ``plays`` ((seat, card) pairs), ``winner``."""
        ...

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]: ...


@runtime_checkable
class GameMatch(Protocol):
    """Hands in sequence, the deal passing clockwise, until a team reaches its goal.

    ``score`` is indexed by the seating's teams.
    """

    @property
    def rules(self) -> GameRules: ...

    @property
    def current(self) -> GameHand: ...

    @property
    def hands(self) -> tuple[GameHand, ...]: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def hand_over(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def score(self) -> tuple[int, ...]: ...

    def legal_actions(self) -> tuple[GameAction, ...]: ...

    def apply(self, action: Any, seat: Any = None) -> Self: ...

    def next_hand(self) -> Self: ...

    def view(self, seat: int) -> GameView: ...
