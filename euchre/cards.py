"""Cards, suits, ranks and decks: small immutable values with a text form that round-trips.

A card is an ``int`` (its id, see ``euchre.ranking``: ``suit * 8 + rank`` for the 7 to the
ace, the joker is 32, Five Hundred's 4, 5 and 6 follow from 33) so that the engine's core
can keep hands as bitmasks in one int64, while Python code sees readable values:

>>> card = Card.parse("JH")
>>> card, card.symbol, str(card)
(Card('JH'), 'J♥', 'JH')
>>> Card.parse("10s") == Card.parse("TS")
True
>>> effective_suit(Card.parse("JD"), Suit.HEARTS)   # the left bower is a heart
<Suit.HEARTS: 2>
>>> [c.symbol for c in trump_order(Suit.HEARTS, Deck.STANDARD_24)][:3]
['J♥', 'J♦', 'A♥']
>>> Card.parse("4D").symbol, Card.parse("4D").rank < Rank.SEVEN   # Five Hundred's low cards
('4♦', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum, StrEnum
from typing import ClassVar

from euchre import ranking

__all__ = [
    "Card",
    "Deck",
    "Rank",
    "Suit",
    "card_power",
    "cards_from_mask",
    "effective_suit",
    "is_trump",
    "left_bower",
    "mask_of",
    "right_bower",
    "trump_order",
]


class Suit(IntEnum):
    """The four suits, in the engine's fixed order (clubs, diamonds, hearts, spades)."""

    CLUBS = ranking.CLUBS
    DIAMONDS = ranking.DIAMONDS
    HEARTS = ranking.HEARTS
    SPADES = ranking.SPADES

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def same_colour(self) -> Suit:
        """The other suit of this suit's colour: where the left bower comes from."""
        return Suit(ranking.same_colour_suit(self))

    @property
    def noun(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str | Suit) -> Suit:
        """Read a suit from ``"H"``, ``"♥"`` or ``"hearts"`` (any case)."""
        if isinstance(text, Suit):
            return text
        key = str(text).strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.symbol, suit.name, suit.name[:-1]):
                return suit
        raise ValueError(f"{text!r} is not a suit: use C, D, H or S (or ♣ ♦ ♥ ♠).")

    def __str__(self) -> str:
        return self.symbol


class Rank(IntEnum):
    """Card ranks in plain-suit order (low to high).

    The 7 to the ace are 0..7 (``card % 8`` for their ids); Five Hundred's 4, 5 and 6
    rank below them.
    """

    FOUR = -3
    FIVE = -2
    SIX = -1
    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self - Rank.FOUR]

    @property
    def label(self) -> str:
        """The face value as printed on a card ("10" rather than "T")."""
        return "10" if self is Rank.TEN else self.letter


_RANK_LETTERS = "456789TJQKA"
_RANK_WORDS = ("four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king",
               "ace")


class Deck(StrEnum):
    """The decks the table rules allow."""

    STANDARD_24 = "24"
    PIQUET_32 = "32"
    JOKER_25 = "25-joker"

    @property
    def mask(self) -> int:
        return int(ranking.DECK_MASKS[self.index])

    @property
    def index(self) -> int:
        return list(Deck).index(self)

    @property
    def size(self) -> int:
        return self.mask.bit_count()

    @property
    def description(self) -> str:
        return {
            Deck.STANDARD_24: "24 cards (9 to ace)",
            Deck.PIQUET_32: "32 cards (7 to ace)",
            Deck.JOKER_25: "25 cards with a joker (the Benny, highest trump)",
        }[self]

    def cards(self) -> tuple[Card, ...]:
        return cards_from_mask(self.mask)


class Card(int):
    """One playing card; an interned ``int`` subclass (see the module doc for the text form)."""

    __slots__ = ()
    _interned: ClassVar[dict[int, Card]] = {}

    def __new__(cls, card_id: int) -> Card:
        try:
            return cls._interned[card_id]
        except KeyError:
            raise ValueError(
                f"{card_id!r} is not a card id (0–{ranking.N_CARD_IDS - 1})."
            ) from None

    @classmethod
    def _intern(cls, card_id: int) -> Card:
        card = int.__new__(cls, card_id)
        cls._interned[card_id] = card
        return card

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        return cls(ranking.card_id(suit, rank))

    @classmethod
    def joker(cls) -> Card:
        return cls(ranking.JOKER)

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read ``"JH"``, ``"10S"``, ``"TS"``, ``"9c"``, ``"J♥"`` or ``"JOKER"``."""
        if isinstance(text, Card):
            return text
        raw = str(text).strip()
        key = raw.upper()
        if key in ("JOKER", "BENNY", "JK", "🃏"):
            return cls.joker()
        if len(key) >= 2:
            rank_text, suit_text = key[:-1], key[-1]
            rank_text = "T" if rank_text == "10" else rank_text
            if len(rank_text) == 1 and rank_text in _RANK_LETTERS:
                try:
                    suit = Suit.parse(suit_text)
                except ValueError:
                    pass
                else:
                    return cls.of(Rank(_RANK_LETTERS.index(rank_text) + Rank.FOUR), suit)
        raise ValueError(
            f"{raw!r} is not a card: write a rank (9, 10 or T, J, Q, K, A; 7 and 8 in the "
            "32-card deck) then a suit (C, D, H, S), e.g. 'JH' or 'TS', or 'JOKER'."
        )

    @property
    def is_joker(self) -> bool:
        return self == ranking.JOKER

    @property
    def suit(self) -> Suit | None:
        """The printed suit (``None`` for the joker). See ``effective_suit`` for play."""
        return _SUIT_OF[self]

    @property
    def rank(self) -> Rank | None:
        return _RANK_OF[self]

    @property
    def order_key(self) -> tuple[int, int]:
        """Sorts a hand by suit, then rank, the joker last (the id order for Euchre's decks)."""
        return (4, 0) if self.is_joker else (self.suit, self.rank)

    @property
    def text(self) -> str:
        if self.is_joker:
            return "JOKER"
        return self.rank.letter + self.suit.letter

    @property
    def symbol(self) -> str:
        """Display form, e.g. ``J♥`` or ``10♠``."""
        if self.is_joker:
            return "Joker"
        return self.rank.label + self.suit.symbol

    @property
    def spoken(self) -> str:
        """Words for screen readers, e.g. "jack of hearts"."""
        if self.is_joker:
            return "the joker"
        return f"{_RANK_WORDS[self.rank - Rank.FOUR]} of {self.suit.noun}"

    @property
    def bit(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __reduce__(self) -> tuple[type, tuple[int]]:
        return (Card, (int(self),))


for _card_id in range(ranking.N_CARD_IDS):
    Card._intern(_card_id)
_SUIT_OF: tuple[Suit | None, ...] = tuple(
    None if card == ranking.JOKER else Suit(ranking.suit_of(card))
    for card in range(ranking.N_CARD_IDS)
)
_RANK_OF: tuple[Rank | None, ...] = tuple(
    None if card == ranking.JOKER else Rank(ranking.rank_of(card))
    for card in range(ranking.N_CARD_IDS)
)


def mask_of(cards: Iterable[Card | str]) -> int:
    """The bitmask of some cards (accepts text forms too).

    >>> cards_from_mask(mask_of(["JH", "9C"]))
    (Card('9C'), Card('JH'))
    """
    mask = 0
    for card in cards:
        mask |= 1 << Card.parse(card)
    return mask


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, in id order."""
    return tuple(_iter_mask(mask))


def _iter_mask(mask: int) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield Card(low.bit_length() - 1)
        mask ^= low


def right_bower(trump: Suit) -> Card:
    """The jack of trump, the highest trump (below the joker when the deck has one).

    >>> right_bower(Suit.HEARTS)
    Card('JH')
    """
    return Card.of(Rank.JACK, trump)


def left_bower(trump: Suit) -> Card:
    """The other jack of trump's colour: the second-highest trump.

    >>> left_bower(Suit.HEARTS), left_bower(Suit.CLUBS)
    (Card('JD'), Card('JS'))
    """
    return Card.of(Rank.JACK, trump.same_colour)


_EFFECTIVE_SUITS: tuple[tuple[Suit | None, ...], ...] = tuple(  # [trump or no trump][card]
    tuple(Suit(suit) if suit in iter(Suit) else None for suit in row)
    for row in ranking.EFFECTIVE_SUIT_ROWS)


def _check_ranked(card: Card) -> None:
    if card >= ranking.N_CARDS:
        raise ValueError(f"{Card(card).symbol} is not a card of Euchre's decks.")


def effective_suit(card: Card, trump: Suit | None) -> Suit:
    """The suit a card counts as in play: the left bower and the joker belong to trump."""
    _check_ranked(card)
    column = ranking.NO_TRUMP if trump is None else trump
    suit = _EFFECTIVE_SUITS[column][card]
    return Suit(ranking.EFFECTIVE_SUIT_ROWS[column][card]) if suit is None else suit


def is_trump(card: Card, trump: Suit | None) -> bool:
    """Is ``card`` a trump? The left bower is; before trump is made nothing is.

    >>> is_trump(Card.parse("JD"), Suit.HEARTS), is_trump(Card.parse("AD"), Suit.HEARTS)
    (True, False)
    """
    return trump is not None and effective_suit(card, trump) == trump


def card_power(card: Card, trump: Suit | None, led: Suit) -> int:
    """How strongly a card contends for a trick led in ``led``: 0 if it cannot win it.

    >>> power = [card_power(Card.parse(text), Suit.HEARTS, Suit.CLUBS)
    ...          for text in ("JD", "AH", "AC", "9C", "AS")]
    >>> power == sorted(power, reverse=True) and power[-1] == 0   # A♠ is off-suit
    True
    """
    _check_ranked(card)
    column = ranking.NO_TRUMP if trump is None else trump
    return ranking.POWER_ROWS[column][led][card]


def trump_order(trump: Suit, deck: Deck) -> tuple[Card, ...]:
    """Every trump of the deck from strongest to weakest (joker, right bower, left bower, A…)."""
    trumps = [card for card in deck.cards() if is_trump(card, trump)]
    return tuple(sorted(trumps, key=lambda card: -card_power(card, trump, trump)))
