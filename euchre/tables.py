"""The card tables every rule is read from: effective suit, trick power and suit masks.

Card ids are ``suit * 8 + rank`` with ranks 7, 8, 9, 10, J, Q, K, A = 0..7 and suits
clubs, diamonds, hearts, spades = 0..3; the joker is 32. Tables are indexed by trump
(0..3, or ``NO_TRUMP`` = 4 for a hand without trumps) so the engine's core and the
Python API read the same facts from the same place.
"""

from __future__ import annotations

import numpy as np

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
NO_TRUMP = 4
JACK = 4
JOKER = 32
N_CARDS = 33

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
