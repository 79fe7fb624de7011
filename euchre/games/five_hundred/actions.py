"""Five Hundred's actions: auction calls, the kitty discards, the joker's suit and plays.

Each action is a small frozen value with a ``text`` that records store and ``parse``
reads back (it satisfies ``euchre.games.GameAction``). A multi-card choice, the kitty
exchange, is three ``discard`` actions.

>>> [str(a) for a in (PASS, bid("7H"), bid("misere"), discard("4H"), joker_suit("S"))]
['pass', 'bid 7H', 'misere', 'discard 4H', 'joker suit S']
>>> play("JOKER", named="H").text, play("JOKER", named="H").describe()
('play JOKER name H', 'leads the joker, naming ♥')
>>> FiveHundredAction.parse("open misère") == bid("open misere"), bid("6NT").describe()
(True, 'bids 6 no trumps')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from euchre.cards import Card, Suit
from euchre.games.five_hundred.bids import Bid
from euchre.ranking import N_CARD_IDS

__all__ = ["PASS", "FiveHundredAction", "Kind", "bid", "discard", "joker_suit", "play"]


class Kind(StrEnum):
    PASS = "pass"
    BID = "bid"
    DISCARD = "discard"
    JOKER_SUIT = "joker suit"
    PLAY = "play"


@dataclass(frozen=True)
class FiveHundredAction:
    """One decision of one player. ``bid`` for a bid (misères included), ``card`` for a
    discard or a play, ``suit`` for the joker's suit or the suit named leading the joker."""

    kind: Kind
    bid: Bid | None = None
    card: Card | None = None
    suit: Suit | None = None

    @property
    def text(self) -> str:
        match self.kind:
            case Kind.PASS:
                return "pass"
            case Kind.BID:
                return self.bid.text if self.bid.is_misere else f"bid {self.bid.text}"
            case Kind.DISCARD:
                return f"discard {self.card.text}"
            case Kind.JOKER_SUIT:
                return f"joker suit {self.suit.letter}"
        named = "" if self.suit is None else f" name {self.suit.letter}"
        return f"play {self.card.text}{named}"

    def describe(self) -> str:
        """The action as a sentence's verb phrase, e.g. "bids 7♥", "plays 10♠"."""
        match self.kind:
            case Kind.PASS:
                return "passes"
            case Kind.BID:
                return f"bids {self.bid.label}"
            case Kind.DISCARD:
                return f"discards {self.card.symbol}"
            case Kind.JOKER_SUIT:
                return f"gives the joker the suit {self.suit.symbol}"
        if self.suit is not None:
            return f"leads the joker, naming {self.suit.symbol}"
        return f"plays {self.card.symbol}"

    @property
    def instruction(self) -> str:
        """The action said to its player, e.g. "Bid 7♥", "Lead the joker, naming ♥"."""
        match self.kind:
            case Kind.PASS:
                return "Pass"
            case Kind.BID:
                return f"Bid {self.bid.label}"
            case Kind.DISCARD:
                return f"Discard {self.card.symbol}"
            case Kind.JOKER_SUIT:
                return f"Give the joker the suit {self.suit.symbol}"
        if self.suit is not None:
            return f"Lead the joker, naming {self.suit.symbol}"
        return f"Play {self.card.symbol}"

    @property
    def help(self) -> str:
        """Its button's help (the ladder's words say what each bid is worth)."""
        return ""

    @property
    def alone(self) -> bool:
        """No call of Five Hundred is made alone (the family's calls may be)."""
        return False

    @property
    def is_bid(self) -> bool:
        """An auction call (a pass or a bid): public knowledge."""
        return self.kind in (Kind.PASS, Kind.BID)

    @property
    def is_secret(self) -> bool:
        """A move the other players are not told of: the contractor giving the joker a
        suit (they learn the suit once the joker is played)."""
        return self.kind == Kind.JOKER_SUIT

    @classmethod
    def parse(cls, text: str | FiveHundredAction) -> FiveHundredAction:
        """Read an action's text (``ValueError`` saying what was expected)."""
        if isinstance(text, FiveHundredAction):
            return text
        raw = str(text)
        words = raw.strip().split()
        key = [word.lower() for word in words]
        try:
            if key == ["pass"]:
                return PASS
            if key and key[-1].replace("è", "e") == "misere":
                return FiveHundredAction(Kind.BID, bid=Bid.parse(" ".join(words)))
            if key[:1] == ["bid"] and len(words) > 1:
                return FiveHundredAction(Kind.BID, bid=Bid.parse("".join(words[1:])))
            if key[:1] == ["discard"] and len(words) == 2:
                return discard(words[1])
            if key[:2] == ["joker", "suit"] and len(words) == 3:
                return joker_suit(words[2])
            if key[:1] == ["play"] and len(words) == 2:
                return play(words[1])
            if key[:1] == ["play"] and len(words) == 4 and key[2] == "name":
                return play(words[1], named=words[3])
        except ValueError as error:
            raise ValueError(f"{raw!r} is not a Five Hundred action: {error}") from None
        raise ValueError(
            f"{raw!r} is not a Five Hundred action: use 'pass', 'bid 7H', 'misere', "
            "'open misere', 'blind misere', 'discard 4H', 'joker suit S', 'play AH' or "
            "'play JOKER name H'."
        )

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"FiveHundredAction({self.text!r})"


PASS = FiveHundredAction(Kind.PASS)


def bid(text: str | Bid) -> FiveHundredAction:
    """A bid: ``bid("7H")``, ``bid("8NT")``, ``bid("misere")``, ``bid("open misere")``."""
    return FiveHundredAction(Kind.BID, bid=text if isinstance(text, Bid) else Bid.parse(text))


def discard(card: Card | str) -> FiveHundredAction:
    return _DISCARDS[Card.parse(card)]


def joker_suit(suit: Suit | str) -> FiveHundredAction:
    return FiveHundredAction(Kind.JOKER_SUIT, suit=Suit.parse(suit))


def play(card: Card | str, named: Suit | str | None = None) -> FiveHundredAction:
    """Play a card; leading a suitless joker, ``named`` is the suit the others must follow."""
    card = Card.parse(card)
    if named is None:
        return _PLAYS[card]
    if not card.is_joker:
        raise ValueError("only a joker led is played naming a suit.")
    return _JOKER_LEADS[Suit.parse(named)]


_CARDS = tuple(Card(card_id) for card_id in range(N_CARD_IDS))
_PLAYS = {card: FiveHundredAction(Kind.PLAY, card=card) for card in _CARDS}
_DISCARDS = {card: FiveHundredAction(Kind.DISCARD, card=card) for card in _CARDS}
_JOKER_LEADS = {suit: FiveHundredAction(Kind.PLAY, card=Card.joker(), suit=suit)
                for suit in Suit}
