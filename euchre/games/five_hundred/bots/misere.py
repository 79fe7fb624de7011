"""Normal's misère count: which of a hand's cards could be forced to win a trick.

The club test: the others lead a suit from the bottom, and I must follow. My lowest
card of a suit ducks every lead only if no card I lack ranks below it, my second lowest
only if at most one does, and so on: the i-th lowest of my cards in a suit is *safe*
when at most i − 1 of the cards I lack rank below it, counting only my safe cards as
ducks. (The cards I lack include the partner's, which sit out, and the kitty's, which
come to me: a count that assumes the worst.) A card that is not safe can be forced to
win a trick; so can the joker, which wins any trick it is played to. The contractor
also leads the first trick: a lead is *safe* when it is the lowest card of a suit whose
other cards stay safe without it.

A hand with no card that can be forced and a safe lead cannot be made to win a trick:
whatever the kitty brings, throwing its three cards back leaves the hand so.

The count runs compiled (``forced_mask``, ``safe_leads``) because the kitty exchange in
the play-outs (``playout.discard_choice``) throws the forced cards first.

>>> from euchre.cards import Card
>>> hand = [Card.parse(c) for c in "4H 5H 7H 4D 6D 5S 6S 7S 5C 7C".split()]
>>> count = misere_count(hand, players=4)
>>> count.forced, count.lead.symbol, count.throws_needed
((), '4♥', 0)
>>> hand = [Card.parse(c) for c in "4H 9H AH 4D 6D 5S 6S 7S 5C JOKER".split()]
>>> [card.symbol for card in misere_count(hand, players=4).forced]
['Joker', 'A♥', '9♥']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.cards import Card, cards_from_mask, mask_of
from euchre.games.five_hundred.cards import NT_SUITLESS, POWER, SUIT_MASK, deck_mask
from euchre.ranking import JOKER
from euchre.tricks.compiled import lowest_bit, popcount

compiled_cache.refresh()

__all__ = ["DiscardReason", "MisereCount", "discard_reason", "forced_mask", "misere_count",
           "misere_discard", "safe_leads"]

SUITS = np.array(SUIT_MASK[NT_SUITLESS][:4], dtype=np.int64)
POWER_NT = np.array([POWER[NT_SUITLESS][suit] for suit in range(4)], dtype=np.int64)
DISCARD_SLACKS = 3


def _suit_order() -> np.ndarray:
    """Each suit's cards (by id), lowest first, padded with -1."""
    order = np.full((4, 16), -1, dtype=np.int64)
    for suit in range(4):
        cards = sorted(cards_from_mask(SUIT_MASK[NT_SUITLESS][suit]),
                       key=lambda card: POWER[NT_SUITLESS][suit][card])
        order[suit, :len(cards)] = [int(card) for card in cards]
    return order


SUIT_ORDER = _suit_order()


@njit(cache=True)
def _safe_in_suit(cards: int, suit: int, lacking: int, slack: int) -> int:
    """The safe cards (a mask) of the mask ``cards``, all of ``suit``: walking the suit
    from its lowest card, each of mine is safe when the ``lacking`` cards passed number
    at most the safe cards of mine passed, plus ``slack``."""
    safe = 0
    kept = 0
    below = 0
    for place in range(SUIT_ORDER.shape[1]):
        card = SUIT_ORDER[suit, place]
        if card < 0:
            break
        if cards >> card & 1:
            if below <= kept + slack:
                safe |= np.int64(1) << card
                kept += 1
        elif lacking >> card & 1:
            below += 1
    return safe


@njit(cache=True)
def _lowest(cards: int, suit: int) -> int:
    """The lowest card of the mask ``cards`` in ``suit`` (-1: none)."""
    for place in range(SUIT_ORDER.shape[1]):
        card = SUIT_ORDER[suit, place]
        if card >= 0 and cards >> card & 1:
            return card
    return -1


@njit(cache=True)
def forced_mask(hand: int, lacking: int, slack: int = 0) -> int:
    """The cards of ``hand`` that could be forced to win a misère trick, as a mask:
    the joker, and every card that is not safe (``lacking``: the cards I do not hold
    and have not seen out of play)."""
    forced = hand & (np.int64(1) << JOKER)
    for suit in range(4):
        mine = hand & SUITS[suit]
        forced |= mine & ~_safe_in_suit(mine, suit, lacking, slack)
    return forced


@njit(cache=True)
def safe_leads(hand: int, lacking: int, slack: int = 0) -> int:
    """The safe first leads of ``hand``, as a mask: the lowest card of each suit whose
    other safe cards stay safe once it is led."""
    leads = 0
    for suit in range(4):
        safe = _safe_in_suit(hand & SUITS[suit], suit, lacking, slack)
        if not safe:
            continue
        lowest = _lowest(safe, suit)
        rest = safe & ~(np.int64(1) << lowest)
        if _safe_in_suit(rest, suit, lacking, slack) == rest:
            leads |= np.int64(1) << lowest
    return leads


@njit(cache=True)
def _danger(hand: int, lacking: int) -> int:
    """How many of the hand's cards the count forces, summed over the counts that let
    the others hold no, one and two more low cards in a suit than the plain test."""
    total = 0
    for slack in range(DISCARD_SLACKS):
        total += popcount(forced_mask(hand, lacking, slack))
    return total


@njit(cache=True)
def misere_discard(hand: int, lacking: int) -> int:
    """The card a misère contractor throws next: the joker, else the card whose going
    lowers the danger most (a suit left void counts as more), the highest on a tie."""
    if hand >> JOKER & 1:
        return JOKER
    before = _danger(hand, lacking)
    best = -1
    best_key = 0
    rest = hand
    while rest:
        card = lowest_bit(rest)
        rest &= rest - 1
        left = hand & ~(np.int64(1) << card)
        suit = 0
        while not SUITS[suit] >> card & 1:
            suit += 1
        gain = (before - _danger(left, lacking)) * 2 + (0 if left & SUITS[suit] else 1)
        key = gain * 100 + POWER_NT[suit, card]
        if best < 0 or key > best_key:
            best, best_key = card, key
    return best


@dataclass(frozen=True)
class DiscardReason:
    """Why a misère contractor throws a card: the facts its words may state."""

    forced: bool  # the misère count (with ``slack``) says it could be forced to win a trick
    forced_at_worst: bool  # it could be if the others held every card I lack below it
    empties_suit: bool  # it is the last card of its suit in my hand
    highest: bool  # no card of mine ranks higher in its own suit


def discard_reason(hand: Sequence[Card], players: int, out_of_play: Sequence[Card],
                   card: Card, slack: int) -> DiscardReason:
    """The facts about throwing ``card`` from ``hand`` in a misère kitty exchange."""
    mine = mask_of(hand)
    lacking = deck_mask(players) & ~mine & ~mask_of(out_of_play)
    bit = 1 << int(card)
    same_suit = [c for c in hand if c != card and not c.is_joker and not card.is_joker
                 and c.suit == card.suit]
    return DiscardReason(
        forced=bool(int(forced_mask(mine, lacking, slack)) & bit),
        forced_at_worst=bool(int(forced_mask(mine, lacking, 0)) & bit),
        empties_suit=not card.is_joker and not same_suit,
        highest=all(_power(card) >= _power(other) for other in hand),
    )


@dataclass(frozen=True)
class MisereCount:
    """The cards that could be forced to win a trick (the joker first, then the highest),
    and the safe first lead (``None``: no lead is safe)."""

    forced: tuple[Card, ...]
    lead: Card | None

    @property
    def throws_needed(self) -> int:
        """Cards to throw before the hand cannot be forced: each forced card, and one more
        when no lead is safe."""
        return len(self.forced) + (0 if self.lead is not None else 1)


def _power(card: Card) -> int:
    if card.is_joker:
        return 1000
    return POWER[NT_SUITLESS][int(card.suit)][card]


def misere_count(hand: Sequence[Card], players: int,
                 out_of_play: Sequence[Card] = (), slack: int = 0) -> MisereCount:
    """The misère count of ``hand`` (ten cards, or the contractor's during the kitty
    exchange, ``out_of_play`` holding its discards so far)."""
    mine = mask_of(hand)
    lacking = deck_mask(players) & ~mine & ~mask_of(out_of_play)
    forced = sorted(cards_from_mask(int(forced_mask(mine, lacking, slack))),
                    key=lambda c: -_power(c))
    leads = cards_from_mask(int(safe_leads(mine, lacking, slack)))
    lead = min(leads, key=lambda card: (_power(card), int(card))) if leads else None
    return MisereCount(tuple(forced), lead)
