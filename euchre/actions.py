"""The Euchre family's calls and card plays, as interned values with a text form that
round-trips.

The calls every game of the family shares (pass, order up, name trump, defend alone, the
joker's suit, a discard, a card played) have fixed codes, the ones four-handed Euchre's
compiled core reads. A game with calls of its own declares them (``Action.declare``):
they get the next free codes and are read back from their text like the others.

>>> play("JH"), name_trump("S", alone=True), ORDER_UP
(Action('play JH'), Action('name S alone'), Action('order up'))
>>> Action.parse("name ♥") == name_trump(Suit.HEARTS)
True
>>> play("JD").describe()
'plays J♦'
>>> shout = Action.declare("shout", "shouts", "Shout", home=__name__)
>>> Action.parse("shout") is shout, shout.describe(), shout.instruction, shout.kind == "shout"
(True, 'shouts', 'Shout', True)
"""

from __future__ import annotations

import importlib
from enum import StrEnum
from typing import ClassVar

from euchre.cards import Card, Suit
from euchre.ranking import N_CARD_IDS

__all__ = [
    "A_DEFEND_ALONE",
    "A_DISCARD",
    "A_JOKER_SUIT",
    "A_NAME",
    "A_NAME_ALONE",
    "A_ORDER_UP",
    "A_ORDER_UP_ALONE",
    "A_PASS",
    "A_PLAY",
    "DEFEND_ALONE",
    "N_ACTIONS",
    "ORDER_UP",
    "ORDER_UP_ALONE",
    "PASS",
    "Action",
    "ActionKind",
    "discard",
    "joker_suit",
    "name_trump",
    "play",
]

# ---- the shared calls' codes (four-handed Euchre's compiled core reads them) -----------
A_PASS = 0
A_ORDER_UP = 1
A_ORDER_UP_ALONE = 2
A_NAME = 3  # 3..6: name suit 0..3
A_NAME_ALONE = 7  # 7..10
A_DEFEND_ALONE = 11
A_JOKER_SUIT = 12  # 12..15
A_DISCARD = 16  # 16..60: discard card 0..44
A_PLAY = 64  # 64..108: play card 0..44
N_ACTIONS = A_PLAY + N_CARD_IDS


class ActionKind(StrEnum):
    """The kinds of the shared calls; a game's own calls have kinds of their own."""

    PASS = "pass"
    ORDER_UP = "order up"
    NAME_TRUMP = "name"
    DEFEND_ALONE = "defend alone"
    JOKER_SUIT = "joker suit"
    DISCARD = "discard"
    PLAY = "play"


class Action:
    """One decision: pass, order up, name a suit, defend alone, choose the joker's suit,
    discard or play a card, or a call a game declared. Equal actions are the same object;
    ``code`` is its int."""

    __slots__ = ("alone", "card", "code", "help", "home", "instruction_words", "kind", "phrase",
                 "suit")
    _by_code: ClassVar[dict[int, Action]] = {}
    _by_text: ClassVar[dict[str, Action]] = {}

    code: int
    kind: str
    card: Card | None
    suit: Suit | None
    alone: bool
    phrase: str  # a declared call's words in the table feed ("" for a shared call)
    instruction_words: str  # a declared call said to its player ("" for a shared call)
    help: str  # what a declared call does, for its button ("" for a shared call)
    home: str  # the module that made the action (where it is found again)

    def __init__(self) -> None:
        raise TypeError("use the action constructors: play(), name_trump(), PASS, ...")

    @classmethod
    def _make(
        cls, code: int, kind: str, *, card: Card | None = None,
        suit: Suit | None = None, alone: bool = False, phrase: str = "",
        instruction: str = "", help: str = "", home: str = __name__,
    ) -> Action:
        action = object.__new__(cls)
        object.__setattr__(action, "code", code)
        object.__setattr__(action, "kind", kind)
        object.__setattr__(action, "card", card)
        object.__setattr__(action, "suit", suit)
        object.__setattr__(action, "alone", alone)
        object.__setattr__(action, "phrase", phrase)
        object.__setattr__(action, "instruction_words", instruction)
        object.__setattr__(action, "help", help)
        object.__setattr__(action, "home", home)
        cls._by_code[code] = action
        cls._by_text[action.text.upper()] = action
        return action

    @classmethod
    def declare(cls, kind: str, phrase: str, instruction: str, *, help: str = "",
                home: str) -> Action:
        """A game's own call (``kind`` is also its text), said as ``phrase`` in the table
        feed and as ``instruction`` to its player, ``help`` saying what it does; ``home``
        is the declaring module. Declaring it again returns the same one."""
        existing = cls._by_text.get(kind.upper())
        if existing is not None:
            if existing.phrase != phrase:
                raise ValueError(f"the call {kind!r} is already declared as {existing.phrase!r}.")
            return existing
        code = max(N_ACTIONS - 1, *cls._by_code) + 1
        return cls._make(code, kind, phrase=phrase, instruction=instruction, help=help,
                         home=home)

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
            case ActionKind.PLAY:
                return f"plays {self.card.symbol}"
            case _:
                return self.phrase

    @property
    def instruction(self) -> str:
        """The action said to the player who may take it: "Order it up", "Play J♥",
        "Name ♠ trump alone", a game's own call in its own words ("Take the dummy")."""
        alone = " alone" if self.alone else ""
        match self.kind:
            case ActionKind.PASS:
                return "Pass"
            case ActionKind.ORDER_UP:
                return "Order it up" + alone
            case ActionKind.NAME_TRUMP:
                return f"Name {self.suit.symbol} trump" + alone
            case ActionKind.DEFEND_ALONE:
                return "Defend alone"
            case ActionKind.JOKER_SUIT:
                return f"Make the joker a {self.suit.symbol}"
            case ActionKind.DISCARD:
                return f"Discard {self.card.symbol}"
            case ActionKind.PLAY:
                return f"Play {self.card.symbol}"
            case _:
                return self.instruction_words

    @property
    def is_secret(self) -> bool:
        """A move the other players are not told of when it is made (none of these)."""
        return False

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

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return (_found_action, (self.home, self.text))


def _found_action(home: str, text: str) -> Action:
    """An action by its text, once the module that made it is loaded (for pickling)."""
    importlib.import_module(home)
    return Action.parse(text)


PASS = Action._make(A_PASS, ActionKind.PASS)
ORDER_UP = Action._make(A_ORDER_UP, ActionKind.ORDER_UP)
ORDER_UP_ALONE = Action._make(A_ORDER_UP_ALONE, ActionKind.ORDER_UP, alone=True)
DEFEND_ALONE = Action._make(A_DEFEND_ALONE, ActionKind.DEFEND_ALONE)
for _suit in Suit:
    Action._make(A_NAME + _suit, ActionKind.NAME_TRUMP, suit=_suit)
    Action._make(A_NAME_ALONE + _suit, ActionKind.NAME_TRUMP, suit=_suit, alone=True)
    Action._make(A_JOKER_SUIT + _suit, ActionKind.JOKER_SUIT, suit=_suit)
for _card_id in range(N_CARD_IDS):
    Action._make(A_DISCARD + _card_id, ActionKind.DISCARD, card=Card(_card_id))
    Action._make(A_PLAY + _card_id, ActionKind.PLAY, card=Card(_card_id))


def play(card: Card | str) -> Action:
    return Action._by_code[A_PLAY + Card.parse(card)]


def discard(card: Card | str) -> Action:
    """The dealer's discard after taking the upcard.

    >>> discard("9C"), discard("9C").describe()
    (Action('discard 9C'), 'discards 9♣')
    """
    return Action._by_code[A_DISCARD + Card.parse(card)]


def name_trump(suit: Suit | str, *, alone: bool = False) -> Action:
    base = A_NAME_ALONE if alone else A_NAME
    return Action._by_code[base + Suit.parse(suit)]


def joker_suit(suit: Suit | str) -> Action:
    """The dealer's choice of suit for a joker upcard, made before the bidding.

    >>> joker_suit("S"), joker_suit("S").describe()
    (Action('joker suit S'), 'makes the joker a ♠')
    """
    return Action._by_code[A_JOKER_SUIT + Suit.parse(suit)]
