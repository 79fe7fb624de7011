"""The card tables every rule is read from: effective suit, trick power and suit masks.

Card ids are ``suit * 8 + rank`` with ranks 7, 8, 9, 10, J, Q, K, A = 0..7 and suits
clubs, diamonds, hearts, spades = 0..3; the joker is 32. Five Hundred's 4, 5 and 6
(ranks -3..-1) take ids 33..44, ``LOW_CARDS + suit * 3 + rank + 3``, so every id of
Euchre's decks stays what it was and a hand of any family game is a bitmask in one int64.

The tables below rank the cards of four-handed Euchre's decks (ids 0..32, ``N_CARDS``).
They are indexed by trump (0..3, or ``NO_TRUMP`` = 4 for a hand without trumps) so the
engine's core and the Python API read the same facts from the same place.
"""

from __future__ import annotations

import numpy as np

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
NO_TRUMP = 4
JACK = 4
JOKER = 32
N_CARDS = 33  # ids the tables below rank: Euchre's 7 to the ace and the joker
LOW_CARDS = 33  # the 4, 5 and 6 of each suit: 33..44
N_CARD_IDS = 45  # every card id of the family's decks


def card_id(suit: int, rank: int) -> int:
    """The id of a suited card (rank -3..7 for the 4 to the ace)."""
    return suit * 8 + rank if rank >= 0 else LOW_CARDS + suit * 3 + rank + 3


def suit_of(card: int) -> int:
    """The printed suit of a card other than the joker."""
    return card // 8 if card < JOKER else (card - LOW_CARDS) // 3


def rank_of(card: int) -> int:
    """The rank of a card other than the joker (see ``card_id``)."""
    return card % 8 if card < JOKER else (card - LOW_CARDS) % 3 - 3

# Trick power: a trump beats any card of the led suit, which beats everything else (0).
TRUMP_BASE = 100
LED_BASE = 1


def same_colour_suit(suit: int) -> int:
    """Clubs and spades are black, diamonds and hearts red: 0<->3, 1<->2."""
    return suit ^ 3


def _effective_suit(card: int, trump: int) -> int:
    if card == JOKER:
        return trump
    suit, rank = divmod(card, 8)
    if trump != NO_TRUMP and rank == JACK and suit == same_colour_suit(trump):
        return trump
    return suit


def _trump_order(card: int, trump: int) -> int:
    """Position among trumps (higher is stronger): joker, right bower, left bower, A, K, ..."""
    if card == JOKER:
        return 20
    suit, rank = divmod(card, 8)
    if rank == JACK:
        return 19 if suit == trump else 18
    return rank


def _power(card: int, trump: int, led: int) -> int:
    suit = _effective_suit(card, trump)
    if trump != NO_TRUMP and suit == trump:
        return TRUMP_BASE + _trump_order(card, trump)
    if suit == led:
        return LED_BASE + card % 8
    return 0


EFFECTIVE_SUIT = np.array(
    [[_effective_suit(card, trump) for card in range(N_CARDS)] for trump in range(5)],
    dtype=np.int64,
)
POWER = np.array(
    [
        [[_power(card, trump, led) for card in range(N_CARDS)] for led in range(5)]
        for trump in range(5)
    ],
    dtype=np.int64,
)
SUIT_MASK = np.array(
    [
        [
            sum(1 << card for card in range(N_CARDS) if EFFECTIVE_SUIT[trump, card] == suit)
            for suit in range(5)
        ]
        for trump in range(5)
    ],
    dtype=np.int64,
)

_NINE_TO_ACE = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in range(2, 8))
_SEVEN_TO_ACE = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in range(8))
DECK_MASKS = np.array([_NINE_TO_ACE, _SEVEN_TO_ACE, _NINE_TO_ACE | (1 << JOKER)], dtype=np.int64)
