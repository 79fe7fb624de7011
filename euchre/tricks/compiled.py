"""The trick kernel in compiled form: bit counting, who may play what, who wins a trick.

Every game's hand and every search reads the same rules here, over bitmasks of card ids
and the tables of ``euchre.ranking`` (indexed by the hand's mode: a trump suit, or no
trump).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.ranking import POWER, SUIT_MASK

compiled_cache.refresh()

__all__ = ["legal_plays", "lowest_bit", "popcount", "random_bit", "seed_rng", "winning_seat"]


@njit(cache=True)
def popcount(mask: int) -> int:
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


@njit(cache=True)
def lowest_bit(mask: int) -> int:
    index = 0
    while not (mask >> index) & 1:
        index += 1
    return index


@njit(cache=True)
def legal_plays(hand: int, led_suit: int, mode: int) -> int:
    """Cards of ``hand`` that may be played: follow the led (effective) suit if able.

    >>> from euchre.cards import cards_from_mask, mask_of
    >>> from euchre.ranking import DIAMONDS, HEARTS
    >>> hand = mask_of(["JD", "9D", "AC"])
    >>> cards_from_mask(legal_plays(hand, DIAMONDS, HEARTS))   # the J♦ is a heart
    (Card('9D'),)
    >>> cards_from_mask(legal_plays(hand, HEARTS, HEARTS))     # ...and must follow trump
    (Card('JD'),)
    """
    if led_suit < 0:
        return hand
    follow = hand & SUIT_MASK[mode, led_suit]
    return follow if follow else hand


@njit(cache=True)
def winning_seat(cards: np.ndarray, offset: int, seats: int, leader: int, mode: int,
                 led: int) -> int:
    """The seat whose card wins a trick: ``cards[offset + seat]`` is each seat's card (-1
    for a seat that played none), the leader's card is the first to beat."""
    best_seat = leader
    best_power = POWER[mode, led, cards[offset + leader]]
    for seat in range(seats):
        card = cards[offset + seat]
        if card >= 0 and POWER[mode, led, card] > best_power:
            best_power = POWER[mode, led, card]
            best_seat = seat
    return best_seat


@njit(cache=True)
def random_bit(mask: int) -> int:
    """A uniformly random set bit of ``mask`` (numba's generator, seeded by ``seed_rng``)."""
    pick = np.random.randint(popcount(mask))
    while pick:
        mask &= mask - 1
        pick -= 1
    return lowest_bit(mask)


@njit(cache=True)
def seed_rng(seed: int) -> None:
    np.random.seed(seed)
