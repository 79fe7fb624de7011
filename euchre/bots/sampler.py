"""The family's sampler: dealing the cards a seat cannot see into the places it cannot see
(other hands, a dummy, discards) consistently with what it knows, and drawing such deals
by their likelihood weights. Every game's Expert builds its own sampled positions on it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.cards import Card, effective_suit
from euchre.tricks.compiled import popcount, random_bit, seed_rng

compiled_cache.refresh()

__all__ = ["deal_unseen", "draw_weighted", "pick_cards", "upcard_still_with_dealer"]

T = TypeVar("T")
U = TypeVar("U")


def draw_weighted(
    pool: int, need: Sequence[int], forbidden: Sequence[int], count: int, seed: int,
    make: Callable[[np.ndarray, int], T], weight: Callable[[T], float],
    finish: Callable[[T], U | None], tries_per_sample: int = 60, max_failures: int = 400,
) -> list[U]:
    """Up to ``count`` samples: deal ``pool`` into places (``deal_unseen``), ``make`` a
    candidate of the places dealt and the cards left over, keep it with the chance
    ``weight`` gives it (after ``tries_per_sample`` refusals in a row, take it anyway) and
    ``finish`` it (None: a candidate the rules refuse). Stops after ``max_failures``
    stuck deals or refused candidates. Reproducible from ``seed``."""
    rng = random.Random(seed)
    need_array = np.asarray(need, dtype=np.int64)
    forbidden_array = np.asarray(forbidden, dtype=np.int64)
    dealt = np.zeros(len(need_array), dtype=np.int64)
    seed_rng(seed)
    found: list[U] = []
    tries = failures = 0
    while len(found) < count and failures < max_failures:
        rest = deal_unseen(pool, need_array, forbidden_array, dealt)
        if rest < 0:
            failures += 1
            continue
        candidate = make(dealt, int(rest))
        tries += 1
        if tries < tries_per_sample and rng.random() >= weight(candidate):
            continue
        sample = finish(candidate)
        if sample is None:
            failures += 1
            continue
        found.append(sample)
        tries = 0
    return found


def upcard_still_with_dealer(view: Any, played: Mapping[Any, Sequence[Card]]) -> bool:
    """The dealer picked the upcard up and, as far as the table can tell, still holds it:
    not played, and the dealer has not shown a void in its suit."""
    up = view.upcard
    return (view.upcard_taken and all(up not in cards for cards in played.values())
            and effective_suit(up, view.trump) not in view.shown_voids()[view.dealer])


@njit(cache=True)
def pick_cards(mask: int, count: int) -> int:
    """``count`` uniformly random cards of ``mask`` (as a mask)."""
    chosen = 0
    for _ in range(count):
        card = random_bit(mask)
        bit = np.int64(1) << card
        chosen |= bit
        mask &= ~bit
    return chosen


@njit(cache=True)
def deal_unseen(pool: int, need: np.ndarray, forbidden: np.ndarray, dealt: np.ndarray) -> int:
    """Deal the cards of ``pool`` at random into hidden places of known sizes; return the
    cards left over, or -1 if this attempt got stuck.

    A place is any pile the dealing seat cannot see: another seat's hand, or a pile such
    as a dummy hand or a set of discards. Place ``i`` takes ``need[i]`` cards, none of
    ``forbidden[i]`` (e.g. the suits a seat has shown void in); the cards go to
    ``dealt[i]`` as a mask. The most constrained place (the fewest cards to spare) is
    dealt first. What no place takes is returned (e.g. the kitty); an attempt can get
    stuck when the places dealt first leave too few allowed cards for a later one, so
    callers try again.
    """
    places = need.shape[0]
    slack = np.zeros(places, dtype=np.int64)
    order = np.zeros(places, dtype=np.int64)
    for place in range(places):
        dealt[place] = 0
        slack[place] = popcount(pool & ~forbidden[place]) - need[place]
        order[place] = place
    for i in range(1, places):
        j = i
        while j > 0 and slack[order[j]] < slack[order[j - 1]]:
            order[j], order[j - 1] = order[j - 1], order[j]
            j -= 1
    rest = pool
    for k in range(places):
        place = order[k]
        if need[place] == 0:
            continue
        allowed = rest & ~forbidden[place]
        if popcount(allowed) < need[place]:
            return -1
        dealt[place] = pick_cards(allowed, need[place])
        rest &= ~dealt[place]
    return rest
