"""The facts a bot counts about a hand for a given trump suit, read from the engine.

Every fact is computed with the engine's own functions (``is_trump``, ``effective_suit``,
``card_power``, ``right_bower``, ``left_bower``), so an explanation cannot disagree with the rules:

>>> from euchre import Card, Suit
>>> hand = tuple(Card.parse(c) for c in "JH JD 9H AS KC".split())
>>> facts = trump_facts(hand, Suit.HEARTS)
>>> facts.trump_count, facts.has_right_bower, facts.has_left_bower
(3, True, True)
>>> [c.symbol for c in facts.off_aces], [s.symbol for s in facts.voids]
(['A♠'], ['♦'])
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from euchre.cards import (
    Card,
    Rank,
    Suit,
    card_power,
    effective_suit,
    is_trump,
    left_bower,
    right_bower,
)
from euchre.seats import Seat

__all__ = [
    "Position",
    "TrumpFacts",
    "UpcardTaker",
    "cards_by_strength",
    "play_strength",
    "position_to_dealer",
    "trump_facts",
    "upcard_taker",
]


def play_strength(card: Card, trump: Suit) -> int:
    """How strong a card is when it leads its own (effective) suit: trumps above all."""
    return card_power(card, trump, effective_suit(card, trump))


def cards_by_strength(cards: tuple[Card, ...] | list[Card], trump: Suit) -> tuple[Card, ...]:
    """Cards strongest first (trumps in trump order, then by rank), ties in id order."""
    return tuple(sorted(cards, key=lambda card: (-play_strength(card, trump), card)))


@dataclass(frozen=True)
class TrumpFacts:
    """What a hand holds if ``trump`` is trump."""

    trump: Suit
    hand: tuple[Card, ...]
    trumps: tuple[Card, ...]  # strongest first
    has_joker: bool
    has_right_bower: bool
    has_left_bower: bool
    off_aces: tuple[Card, ...]
    off_kings: tuple[Card, ...]
    voids: tuple[Suit, ...]  # non-trump suits the hand holds no card of
    suit_lengths: tuple[int, int, int, int]  # cards of each effective suit, by Suit

    @property
    def trump_count(self) -> int:
        return len(self.trumps)

    @property
    def bowers(self) -> int:
        return int(self.has_right_bower) + int(self.has_left_bower)

    @property
    def off_suit_cards(self) -> tuple[Card, ...]:
        return tuple(card for card in self.hand if card not in self.trumps)

    def length(self, suit: Suit) -> int:
        return self.suit_lengths[suit]


def trump_facts(hand: tuple[Card, ...] | list[Card], trump: Suit) -> TrumpFacts:
    """Count trumps, bowers, off-suit aces and kings and voids of ``hand`` for ``trump``."""
    hand = tuple(hand)
    trumps = cards_by_strength([card for card in hand if is_trump(card, trump)], trump)
    lengths = [0, 0, 0, 0]
    for card in hand:
        lengths[effective_suit(card, trump)] += 1
    right = right_bower(trump)
    left = left_bower(trump)
    off = [card for card in hand if not is_trump(card, trump)]
    return TrumpFacts(
        trump=trump,
        hand=hand,
        trumps=trumps,
        has_joker=any(card.is_joker for card in hand),
        has_right_bower=right in hand,
        has_left_bower=left in hand,
        off_aces=tuple(card for card in off if card.rank is Rank.ACE),
        off_kings=tuple(card for card in off if card.rank is Rank.KING),
        voids=tuple(suit for suit in Suit if suit != trump and lengths[suit] == 0),
        suit_lengths=(lengths[0], lengths[1], lengths[2], lengths[3]),
    )


class Position(StrEnum):
    """A seat's place relative to the dealer, in bidding order."""

    FIRST = "first to bid, on the dealer's left"
    SECOND = "the dealer's partner"
    THIRD = "on the dealer's right"
    DEALER = "the dealer"

    @property
    def order(self) -> int:
        """1 for the first bidder … 4 for the dealer."""
        return list(Position).index(self) + 1


def position_to_dealer(seat: Seat, dealer: Seat) -> Position:
    return list(Position)[(seat - dealer - 1) % 4]


class UpcardTaker(StrEnum):
    """Who picks the upcard up if it is ordered: the bidder, its partner, or an opponent."""

    ME = "me"
    PARTNER = "partner"
    OPPONENT = "opponent"


def upcard_taker(seat: Seat, dealer: Seat) -> UpcardTaker:
    if seat == dealer:
        return UpcardTaker.ME
    if seat.partner == dealer:
        return UpcardTaker.PARTNER
    return UpcardTaker.OPPONENT
