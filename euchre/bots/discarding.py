"""The dealer's discard: void a side suit when it can, never throw a trump it can keep.

>>> from euchre import Card, Suit
>>> hand = tuple(Card.parse(c) for c in "JH AH KH AS 9C QD".split())
>>> plan = plan_discard(hand, Suit.HEARTS)
>>> plan.card.symbol, plan.reason
('9♣', 'makes a void')
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre.bots.hand_strength import cards_by_strength, play_strength
from euchre.cards import Card, Rank, Suit, effective_suit, is_trump

__all__ = ["DiscardPlan", "plan_discard"]

VOID = "makes a void"
LOWEST = "lowest off-suit card"
ALL_TRUMPS = "only trumps to choose from"
ACES_ONLY = "only trumps and aces to choose from"


@dataclass(frozen=True)
class DiscardPlan:
    card: Card
    reason: str  # one of VOID, LOWEST, ALL_TRUMPS, ACES_ONLY
    kept: tuple[Card, ...]


def _weakest(cards: list[Card], trump: Suit) -> Card:
    return min(cards, key=lambda card: (play_strength(card, trump), card))


def plan_discard(hand: tuple[Card, ...], trump: Suit) -> DiscardPlan:
    """Which card of a six-card dealer's hand to throw away, and why."""
    off = [card for card in hand if not is_trump(card, trump)]
    if not off:
        card = cards_by_strength(hand, trump)[-1]
        reason = ALL_TRUMPS
    else:
        non_aces = [card for card in off if card.rank is not Rank.ACE]
        singles = [
            card for card in non_aces
            if sum(effective_suit(other, trump) == effective_suit(card, trump) for other in hand)
            == 1
        ]
        if singles:
            card, reason = _weakest(singles, trump), VOID
        elif non_aces:
            card, reason = _weakest(non_aces, trump), LOWEST
        else:
            card, reason = _weakest(off, trump), ACES_ONLY
    kept = tuple(other for other in hand if other != card)
    return DiscardPlan(card, reason, kept)
