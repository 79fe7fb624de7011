"""Actions a player can take, as interned values with a text form that round-trips.

>>> play("JH"), name_trump("S", alone=True), ORDER_UP
(Action('play JH'), Action('name S alone'), Action('order up'))
>>> Action.parse("name ♥") == name_trump(Suit.HEARTS)
True
>>> play("JD").describe()
'plays J♦'
>>> Action.parse("take dummy") is TAKE_DUMMY, GO_ALONE.describe()
(True, 'goes alone')
>>> Action.parse("drop out") is DROP_OUT, STAY_IN.describe()
(True, 'stays in')
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from euchre import core
from euchre.cards import Card, Suit
from euchre.tables import N_CARD_IDS

__all__ = [
    "DEFEND_ALONE",
    "DROP_OUT",
    "GO_ALONE",
    "ORDER_UP",
    "ORDER_UP_ALONE",
    "PASS",
    "STAY_IN",
    "TAKE_DUMMY",
    "Action",
    "ActionKind",
    "discard",
    "joker_suit",
    "name_trump",
    "play",
]


class ActionKind(StrEnum):
    PASS = "pass"
    ORDER_UP = "order up"
    NAME_TRUMP = "name"
    DEFEND_ALONE = "defend alone"
    JOKER_SUIT = "joker suit"
    DISCARD = "discard"
    PLAY = "play"
    TAKE_DUMMY = "take dummy"
    GO_ALONE = "go alone"
    DROP_OUT = "drop out"
    STAY_IN = "stay in"


class Action:
    """One decision: pass, order up, name a suit, defend alone, choose the joker's suit,
    discard or play a card. Equal actions are the same object; ``code`` is the core's int."""

    __slots__ = ("alone", "card", "code", "kind", "suit")
    _by_code: ClassVar[dict[int, Action]] = {}
    _by_text: ClassVar[dict[str, Action]] = {}

    code: int
    kind: ActionKind
    card: Card | None
    suit: Suit | None
    alone: bool

    def __init__(self) -> None:
        raise TypeError("use the action constructors: play(), name_trump(), PASS, ...")

    @classmethod
    def _make(
        cls, code: int, kind: ActionKind, *, card: Card | None = None,
        suit: Suit | None = None, alone: bool = False,
    ) -> Action:
        action = object.__new__(cls)
        object.__setattr__(action, "code", code)
        object.__setattr__(action, "kind", kind)
        object.__setattr__(action, "card", card)
        object.__setattr__(action, "suit", suit)
        object.__setattr__(action, "alone", alone)
        cls._by_code[code] = action
        cls._by_text[action.text.upper()] = action
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    @classmethod
    def from_code(cls, code: int) -> Action:
        return cls._by_code[code]

    @classmethod
    def parse(cls, text: str | Action) -> Action:
        """Read the text form (``"play JH"``, ``"name hearts alone"``, ``"pass"`` …)."""
        if isinstance(text, Action):
            return text
        words = str(text).strip().split()
        key = " ".join(words).upper()
        if key in cls._by_text:
            return cls._by_text[key]
        if len(words) >= 2:
            head = words[0].lower()
            try:
                if head in ("play", "discard"):
                    card = Card.parse(" ".join(words[1:]))
                    return play(card) if head == "play" else discard(card)
                alone = words[-1].lower() == "alone"
                suit_words = words[1:-1] if alone else words[1:]
                if head == "name" and len(suit_words) == 1:
                    return name_trump(Suit.parse(suit_words[0]), alone=alone)
                if head == "joker" and len(words) == 4 and words[1].lower() == "suit":
                    return joker_suit(Suit.parse(words[3]))
            except ValueError as error:
                raise ValueError(f"{text!r} is not an action: {error}") from None
        raise ValueError(
            f"{text!r} is not an action: write 'pass', 'order up', 'order up alone', "
            "'name H', 'name H alone', 'defend alone', 'discard 9C' or 'play JH'."
        )

    @property
    def text(self) -> str:
        """The record form, e.g. ``"play JH"`` or ``"name S alone"``."""
        if self.kind in (ActionKind.PLAY, ActionKind.DISCARD):
            return f"{self.kind} {self.card.text}"
        if self.kind is ActionKind.NAME_TRUMP:
            return f"name {self.suit.letter}" + (" alone" if self.alone else "")
        if self.kind is ActionKind.JOKER_SUIT:
            return f"joker suit {self.suit.letter}"
        return str(self.kind) + (" alone" if self.alone else "")

    def describe(self) -> str:
        """A short phrase for the table feed, e.g. "orders up alone" or "names ♠ trump"."""
        alone = " alone" if self.alone else ""
        match self.kind:
            case ActionKind.PASS:
                return "passes"
            case ActionKind.ORDER_UP:
                return "orders it up" + alone
            case ActionKind.NAME_TRUMP:
                return f"names {self.suit.symbol} trump" + alone
            case ActionKind.DEFEND_ALONE:
                return "defends alone"
            case ActionKind.JOKER_SUIT:
                return f"makes the joker a {self.suit.symbol}"
            case ActionKind.DISCARD:
                return f"discards {self.card.symbol}"
            case ActionKind.TAKE_DUMMY:
                return "takes the dummy"
            case ActionKind.GO_ALONE:
                return "goes alone"
            case ActionKind.DROP_OUT:
                return "drops out"
            case ActionKind.STAY_IN:
                return "stays in"
            case _:
                return f"plays {self.card.symbol}"

    @property
    def is_bid(self) -> bool:
        """Bids and declarations (everything that is neither a discard nor a card play)."""
        return self.kind not in (ActionKind.PLAY, ActionKind.DISCARD)

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.code

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __str__(self) -> str:
        return self.text

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Action.from_code, (self.code,))


PASS = Action._make(core.A_PASS, ActionKind.PASS)
ORDER_UP = Action._make(core.A_ORDER_UP, ActionKind.ORDER_UP)
ORDER_UP_ALONE = Action._make(core.A_ORDER_UP_ALONE, ActionKind.ORDER_UP, alone=True)
DEFEND_ALONE = Action._make(core.A_DEFEND_ALONE, ActionKind.DEFEND_ALONE)
for _suit in Suit:
    Action._make(core.A_NAME + _suit, ActionKind.NAME_TRUMP, suit=_suit)
    Action._make(core.A_NAME_ALONE + _suit, ActionKind.NAME_TRUMP, suit=_suit, alone=True)
    Action._make(core.A_JOKER_SUIT + _suit, ActionKind.JOKER_SUIT, suit=_suit)
for _card_id in range(N_CARD_IDS):
    Action._make(core.A_DISCARD + _card_id, ActionKind.DISCARD, card=Card(_card_id))
    Action._make(core.A_PLAY + _card_id, ActionKind.PLAY, card=Card(_card_id))
# Declarations of games beyond four-handed Euchre: codes above the core's, which refuses them.
TAKE_DUMMY = Action._make(core.N_ACTIONS, ActionKind.TAKE_DUMMY)
GO_ALONE = Action._make(core.N_ACTIONS + 1, ActionKind.GO_ALONE)
DROP_OUT = Action._make(core.N_ACTIONS + 2, ActionKind.DROP_OUT)
STAY_IN = Action._make(core.N_ACTIONS + 3, ActionKind.STAY_IN)


def play(card: Card | str) -> Action:
    return Action._by_code[core.A_PLAY + Card.parse(card)]


def discard(card: Card | str) -> Action:
    """The dealer's discard after taking the upcard.

    >>> discard("9C"), discard("9C").describe()
    (Action('discard 9C'), 'discards 9♣')
    """
    return Action._by_code[core.A_DISCARD + Card.parse(card)]


def name_trump(suit: Suit | str, *, alone: bool = False) -> Action:
    base = core.A_NAME_ALONE if alone else core.A_NAME
    return Action._by_code[base + Suit.parse(suit)]


def joker_suit(suit: Suit | str) -> Action:
    """The dealer's choice of suit for a joker upcard, made before the bidding.

    >>> joker_suit("S"), joker_suit("S").describe()
    (Action('joker suit S'), 'makes the joker a ♠')
    """
    return Action._by_code[core.A_JOKER_SUIT + Suit.parse(suit)]
