"""Five Hundred's decks and who may play what, on the family's card tables.

Cards are the family's card ids (``euchre.cards.Card``): the 7 to the ace and the joker as
in Euchre, the 4, 5 and 6 at ids 33..44. A hand is a bitmask over them.

How cards rank depends on the contract and on the joker, so every table is indexed by a
*mode* (``euchre.ranking``): 0..3 a trump suit (the joker, then the right and left bowers,
head the trumps); ``NT_SUITLESS`` (4) no trumps or misère with the joker in no suit (it
wins every trick it is played to); ``NT_SUITLESS + 1 + s`` no trumps or misère with the
joker given to suit ``s`` by the contractor (the highest card of that suit). ``NO_SUIT``
(4) is the effective suit of a suitless joker, and the suit led when the joker is led to
the last trick with no suit named. ``EFFECTIVE_SUIT``, ``POWER`` and ``SUIT_MASK`` here are
the family's tables as nested tuples (fast to read in Python loops).

>>> from euchre.cards import Suit
>>> hearts = cards_from_mask(SUIT_MASK[Suit.HEARTS][Suit.HEARTS])
>>> [c.symbol for c in sorted(hearts, key=lambda c: -POWER[Suit.HEARTS][Suit.HEARTS][c])][:4]
['Joker', 'J♥', 'J♦', 'A♥']
>>> len(hearts), min(hearts, key=lambda c: POWER[Suit.HEARTS][Suit.HEARTS][c]).symbol
(13, '4♥')
>>> mode = mode_of(None, None)
>>> POWER[mode][Suit.CLUBS][Card.joker()] > POWER[mode][Suit.CLUBS][Card.parse("AC")]
True
>>> len(deck(4)), len(deck(3))
(43, 33)
"""

from __future__ import annotations

from euchre.cards import Card, Rank, Suit, cards_from_mask
from euchre.ranking import (
    EFFECTIVE_SUIT_ROWS as EFFECTIVE_SUIT,
    JOKER_BIT,
    NO_SUIT,
    NO_TRUMP as NT_SUITLESS,
    POWER_ROWS as POWER,
    SUIT_MASK_ROWS as SUIT_MASK,
    card_id,
    joker_mode,
)
from euchre.tricks import trick_winner

__all__ = [
    "EFFECTIVE_SUIT",
    "JOKER_BIT",
    "NO_SUIT",
    "NT_SUITLESS",
    "POWER",
    "SUIT_MASK",
    "deck",
    "deck_description",
    "deck_mask",
    "mode_of",
    "playable",
    "trick_winner_index",
]

_LOWEST = {Suit.HEARTS: Rank.FOUR, Suit.DIAMONDS: Rank.FOUR,
           Suit.SPADES: Rank.FIVE, Suit.CLUBS: Rank.FIVE}
_FOUR_HANDED = sum(1 << card_id(suit, rank) for suit, low in _LOWEST.items()
                   for rank in Rank if rank >= low) | JOKER_BIT
_THREE_HANDED = sum(1 << card_id(suit, rank) for suit in Suit
                    for rank in Rank if rank >= Rank.SEVEN) | JOKER_BIT


def deck_mask(players: int) -> int:
    """The deck for 4 players (43 cards) or 3 (33 cards), as a bitmask."""
    return _FOUR_HANDED if players == 4 else _THREE_HANDED


def deck(players: int) -> tuple[Card, ...]:
    return cards_from_mask(deck_mask(players))


def deck_description(players: int) -> str:
    if players == 4:
        return "43 cards: 4 to ace in ♥ and ♦, 5 to ace in ♠ and ♣, and the joker"
    return "33 cards: 7 to ace in every suit, and the joker"


def mode_of(trump: Suit | None, joker_suit: Suit | None) -> int:
    """The table mode for a contract's trump (``None``: no trumps or misère) and the suit
    the contractor gave the joker (``None``: no suit)."""
    return joker_mode(trump, joker_suit)


def playable(hand: int, mode: int, led: int, misere: bool) -> int:
    """The cards of ``hand`` that may be played to a trick led in ``led`` (not for a lead).

    Follow the suit led if able (a suitless joker is no card of it); a void player may
    play anything, but in misère must play a suitless joker if holding it.
    """
    if led == NO_SUIT:
        return hand
    follow = hand & SUIT_MASK[mode][led]
    if follow:
        return follow
    if misere and mode == NT_SUITLESS and hand & JOKER_BIT:
        return JOKER_BIT
    return hand


def trick_winner_index(cards: list[int] | tuple[int, ...], mode: int, led: int) -> int:
    """The index in ``cards`` (play order) of the card that wins the trick."""
    return trick_winner(tuple(enumerate(cards)), mode, led)
