"""The API every game of the family implements, and everything pages and bots may read of it.

Seats are ints numbered clockwise (a game's seats are a ``SeatEnum``); cards are
``euchre.cards.Card``; an action has a ``text`` that records store and ``parse`` reads
back. What differs by game is data the game describes: its ``Seating``, each hand's
``sides`` and ``sitting_out``, and points per seat.

A game's view (what one seat may know) is a ``GameView``: every view has the members
listed in ``GameView.REQUIRED``; the features only some games have (an upcard, a maker
alone, a dummy hand, a kitty, an auction's contract and call ladder, an exposed hand …)
read as the value a game without them has (``GameView.FEATURES``), so that pages draw
every game's table without asking which game it is. A game's hand starts from
``GameHandBase`` and its rules from ``GameRulesBase``, which give the same kind of
defaults.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, Self, runtime_checkable

from euchre.cards import Card, Suit
from euchre.errors import IllegalActionError
from euchre.rule_options import RuleOption, describe_options, rule_options
from euchre.score_race import ScoreRace
from euchre.seats import Seating
from euchre.tricks.view import TrickView

__all__ = [
    "PLAY_PHASE",
    "CallLadder",
    "GameAction",
    "GameHand",
    "GameHandBase",
    "GameMatch",
    "GameResult",
    "GameRules",
    "GameRulesBase",
    "GameView",
    "GameWords",
    "LadderCall",
]

PLAY_PHASE = "play"  # the value of every game's card-play phase


@runtime_checkable
class GameAction(Protocol):
    """One decision; ``text`` is its record form."""

    @property
    def text(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def card(self) -> Card | None: ...

    @property
    def suit(self) -> Suit | None: ...

    @property
    def is_bid(self) -> bool: ...

    @property
    def is_secret(self) -> bool:
        """A move the other players are not told of when it is made."""
        ...

    @property
    def instruction(self) -> str:
        """The action said to the player who may take it: "Order it up", "Bid 7♥"."""
        ...

    def describe(self) -> str: ...


class GameRulesBase:
    """What a game's rules (a frozen dataclass of options declared with
    ``euchre.rule_options.option``) have unless the game says otherwise: the grade scale of
    the review (how many of the game's points make one point of Euchre's thresholds), the
    seating (None: the game's own, whatever the options), the record form, the options
    with their words."""

    point_scale: int = 1
    seating: Seating | None = None

    def to_dict(self) -> dict[str, Any]:
        """The options as JSON values (an option whose value is a ``StrEnum`` as its text)."""
        return {field.name: (str(value) if isinstance(value, StrEnum) else value)
                for field in fields(self)  # type: ignore[arg-type]
                for value in (getattr(self, field.name),)}

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Read rules saved by ``to_dict``; unknown or malformed options are refused."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object of options.")
        unknown = sorted(set(data) - {field.name for field in fields(cls)})  # type: ignore[arg-type]
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}.")
        return cls(**data)

    def describe(self) -> list[tuple[str, str]]:
        """(option, value) pairs in words, for showing the table rules to a player."""
        return describe_options(self)

    @classmethod
    def options(cls) -> tuple[RuleOption, ...]:
        """Every option with its label, help and value words, in field order."""
        return rule_options(cls)


@runtime_checkable
class GameRules(Protocol):
    """A game's table options: a frozen value whose fields carry their own words."""

    point_scale: int
    seating: Seating | None

    @property
    def score_race(self) -> ScoreRace: ...

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


@dataclass(frozen=True)
class LadderCall:
    """One call of an auction's ladder as its button shows it."""

    action: Any
    name: str  # the call as sentences name it: "7♥", "misère"
    code: str  # the call as figures name it: "7H", "misere"
    label: str  # its button: "7♥ 200", "Misère · 250"
    help: str  # what the call is worth, in words
    red: bool = False  # drawn in red (a red suit's bid)


@dataclass(frozen=True)
class CallLadder:
    """An auction's calls laid out as a grid: a heading per column, a row per level, the
    calls outside the grid (misères) and the pass."""

    corner: str  # the heading over the rows' labels ("Tricks")
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[LadderCall, ...]], ...]
    extra: tuple[LadderCall, ...]
    pass_call: LadderCall

    def calls(self) -> tuple[LadderCall, ...]:
        """Every call of the ladder, the grid's in reading order, then the others."""
        return (*(call for _, row in self.rows for call in row), *self.extra)


class GameView(TrickView):
    """What one seat may know: the only thing bots and pages are given.

    A game's view is a frozen dataclass deriving from this class; it has every member of
    ``REQUIRED`` and any of ``FEATURES`` the game has. A feature the view lacks reads as
    its value in ``FEATURES``.
    """

    game_id: ClassVar[str]  # the registry id of the view's game
    REQUIRED: ClassVar[tuple[str, ...]] = (
        "seat", "seating", "rules", "dealer", "phase", "to_act", "hand", "bids", "trump",
        "tricks", "current_trick", "tricks_won", "legal_actions", "score", "hand_number",
        "hand_sizes",
    )
    FEATURES: ClassVar[Mapping[str, Any]] = MappingProxyType({
        "upcard": None,  # the card turned up for the bidding
        "upcard_suit": None,  # the suit it proposes (the dealer's for a joker)
        "upcard_taken": False,
        "turned_down": None,  # the upcard's suit, turned down for round 2
        "maker": None,  # who made trump, or won the auction
        "maker_alone": False,
        "lone_defender": None,
        "sitting_out": frozenset(),  # seats that play no card this hand
        "dropped": frozenset(),  # seats that chose to sit this hand out
        "no_trump": False,  # the hand is played with no trump
        "trump_turned": False,  # the upcard's suit became trump with no bidding
        "took_dummy": None,  # the maker took the dummy hand (None: no dummy, or not yet)
        "dummy_size": 0,  # cards in a dummy hand nobody has taken
        "kitty_size": 0,  # cards in a kitty the seat has not seen
        "has_auction": False,  # the hand opens with an auction for a contract
        "high_bid": None,  # the auction's standing bid, and who made it
        "high_bidder": None,
        "contract": None,  # the contract the auction settled
        "call_ladder": None,  # the auction's calls as a grid (a ``CallLadder``)
        "exposed_hand": (),  # cards a player has laid face up for everyone
        "own_discards": (),  # the cards the seat discarded itself this hand
        "joker_suit": None,  # the suit the joker was given, as far as the seat knows
        "blind_call": None,  # a call (``LadderCall``) the seat may make without looking
    })

    seat: Any
    seating: Seating
    rules: Any
    dealer: Any
    phase: Any
    to_act: Any
    hand: tuple[Card, ...]
    bids: tuple[tuple[Any, Any], ...]
    legal_actions: tuple[Any, ...]
    tricks_won: tuple[int, ...]
    score: tuple[int, ...]
    hand_number: int
    hand_sizes: tuple[int, ...]

    def __getattr__(self, name: str) -> Any:
        try:
            return GameView.FEATURES[name]
        except KeyError:
            raise AttributeError(
                f"{type(self).__name__!r} object has no attribute {name!r}") from None

    @property
    def trump_fixed(self) -> bool:
        """Whether the bidding has settled trump (or that there is none: a no-trump hand,
        a contract without trumps)."""
        return self.trump is not None or self.no_trump or self.contract is not None

    @property
    def card_play(self) -> bool:
        """Whether the hand is in its card play."""
        return self.phase == PLAY_PHASE


class GameHandBase:
    """What a game's hand has unless the game says otherwise."""

    __slots__ = ()

    dropped: frozenset[Any] = frozenset()  # seats that chose to sit this hand out

    def why_not(self, action: Any) -> str | None:
        """Why the seat to act may not take ``action`` now, said to its player; None when
        the action is legal."""
        try:
            self.apply(action, self.to_act)  # type: ignore[attr-defined]
        except IllegalActionError as error:
            return error.to_player
        return None

    def set_aside_piles(self, user: int) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """The cards in no hand, as labelled piles for the end of the hand (``user``: whose
        eyes the labels are written for)."""
        return (("Set aside", tuple(self.set_aside())),)  # type: ignore[attr-defined]


@runtime_checkable
class GameHand(Protocol):
    """One hand as an immutable state machine: ``apply`` returns the next state.

    An illegal action raises ``IllegalActionError`` naming the rule and leaves the state
    as it was. ``hand`` and ``hidden_from`` describe the full state (for tests and the
    search); bots and pages get ``view(seat)``.
    """

    seating: Seating
    dropped: frozenset[Any]

    @property
    def rules(self) -> Any: ...

    @property
    def deal(self) -> Any:
        """The cards as dealt; the game's ``hand_from_deal`` rebuilds the hand from it."""
        ...

    @property
    def history(self) -> tuple[tuple[int, Any], ...]: ...

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

    def legal_actions(self) -> tuple[Any, ...]: ...

    def apply(self, action: Any, seat: Any = None) -> Self: ...

    def why_not(self, action: Any) -> str | None: ...

    def result(self) -> GameResult: ...

    def view(self, seat: int) -> GameView: ...

    def hand(self, seat: int) -> tuple[Card, ...]: ...

    def set_aside(self) -> tuple[Card, ...]:
        """Cards in no hand and not played (undealt cards, discards, a dummy hand)."""
        ...

    def set_aside_piles(self, user: int) -> tuple[tuple[str, tuple[Card, ...]], ...]: ...

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
    """Hands in sequence, the deal passing clockwise, until a side reaches its goal.

    ``score`` is indexed by the seating's teams; ``game_id`` names the game.
    """

    game_id: ClassVar[str]

    @property
    def rules(self) -> Any: ...

    @property
    def seed(self) -> int | str: ...

    @property
    def current(self) -> GameHand: ...

    @property
    def hands(self) -> tuple[GameHand, ...]: ...

    @property
    def hand_number(self) -> int: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def hand_over(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def score(self) -> tuple[int, ...]: ...

    def current_result(self) -> Any: ...

    @property
    def winners(self) -> tuple[Any, ...]: ...

    def results(self) -> list[Any]: ...

    def score_history(self) -> list[tuple[int, ...]]: ...

    def legal_actions(self) -> tuple[Any, ...]: ...

    def apply(self, action: Any, seat: Any = None) -> Self: ...

    def next_hand(self) -> Self: ...

    def with_current_hand_cut(self, moves: int) -> Self: ...

    def look(self, seat: int) -> Self: ...

    def view(self, seat: int) -> GameView: ...


class GameWords(Protocol):
    """A game's words for the table: what makes it different, what the user is asked at
    each of its decisions, and where a reviewed decision was taken."""

    blurb: str  # one line on what makes the game different

    def turn_prompt(self, view: GameView) -> str:
        """What the seat to act (the view's) is asked to do now, in a sentence."""
        ...

    def phase_label(self, view: GameView) -> str:
        """The phase of the hand as the table names it ("Bidding, round 1")."""
        ...

    def discard_caption(self, view: GameView) -> str:
        """The line under a hand the seat is discarding from, one click a card."""
        ...

    def decision_context(self, state: GameHand, user: int) -> str:
        """Where ``user``'s decision in ``state`` was taken, in a few words."""
        ...

    def exposed_caption(self, view: GameView) -> str:
        """The words over a hand laid face up for everyone (the view's ``exposed_hand``)."""
        ...

