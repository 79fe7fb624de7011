"""Counting a hand's tricks for a trump suit, as a sound player does in any game played
with Euchre's cards: each trump, side ace and king worth a share of a trick, long trumps
and voids extra; and when a hand is strong enough to play or defend alone."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from euchre.bots.hand_strength import (
    TrumpFacts,
    trump_facts,
)
from euchre.cards import Card, Rank, Suit, left_bower, right_bower

__all__ = ["DEFAULT_WEIGHTS", "TrickWeights", "decide_defend_alone", "estimate_tricks", "exact",
           "exact_tricks", "is_overwhelming", "tenths", "trump_card_value", "upcard_trump_value"]


@dataclass(frozen=True)
class TrickWeights:
    """How many tricks each holding is worth in the count."""

    top_trump: float = 1.0  # the joker or the right bower
    left_bower: float = 0.75
    left_bower_backed: float = 0.9  # with the right bower or the joker as well
    trump_ace: float = 0.6
    trump_ace_backed: float = 0.75  # with a bower as well
    trump_king: float = 0.5
    trump_queen: float = 0.4
    low_trump: float = 0.3
    long_trump: float = 0.25  # each trump beyond the third
    off_ace: float = 0.7
    off_ace_long: float = 0.5  # in a side suit of three or more cards
    off_king_backed: float = 0.35  # a king whose ace is also held
    off_king: float = 0.15
    void: float = 0.3  # each void, when holding at least two trumps
    upcard_partner: float = 0.5  # share of the upcard's trump value the partner gains
    upcard_opponent: float = 0.5  # share the opponent dealer gains
    next_suit: float = 0.2  # first seat naming the turned-down suit's colour mate



DEFAULT_WEIGHTS = TrickWeights()
"""The standard weights: a sound player's count."""

def exact(value: float) -> Decimal:
    """A weight as the decimal it was written as (0.1, not 0.1000000000000000055…)."""
    return Decimal(repr(value))


def tenths(count: Decimal) -> int:
    """A count in whole tenths of a trick, halves rounded up: 2.35 is 24."""
    return int((count * 10).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def trump_card_value(card: Card, facts: TrumpFacts, weights: TrickWeights) -> float:
    trump = facts.trump
    top_held = facts.has_right_bower or facts.has_joker
    if card.is_joker or card == right_bower(trump):
        return weights.top_trump
    if card == left_bower(trump):
        return weights.left_bower_backed if top_held else weights.left_bower
    if card.rank is Rank.ACE:
        return weights.trump_ace_backed if facts.bowers or facts.has_joker else weights.trump_ace
    if card.rank is Rank.KING:
        return weights.trump_king
    if card.rank is Rank.QUEEN:
        return weights.trump_queen
    return weights.low_trump


def exact_tricks(facts: TrumpFacts, weights: TrickWeights) -> Decimal:
    total = sum((exact(trump_card_value(card, facts, weights)) for card in facts.trumps),
                Decimal(0))
    total += exact(weights.long_trump) * max(0, facts.trump_count - 3)
    for card in facts.off_aces:
        long_suit = facts.length(card.suit) >= 3
        total += exact(weights.off_ace_long if long_suit else weights.off_ace)
    for card in facts.off_kings:
        backed = any(ace.suit == card.suit for ace in facts.off_aces)
        total += exact(weights.off_king_backed if backed else weights.off_king)
    if facts.trump_count >= 2:
        total += exact(weights.void) * len(facts.voids)
    return total


def estimate_tricks(facts: TrumpFacts, weights: TrickWeights = DEFAULT_WEIGHTS) -> float:
    """The tricks a hand should take by itself with ``facts.trump`` as trump."""
    return float(exact_tricks(facts, weights))


def upcard_trump_value(upcard: Card, trump: Suit, weights: TrickWeights) -> float:
    """The upcard's worth as a trump to whoever picks it up."""
    facts = trump_facts((upcard,), trump)
    return trump_card_value(upcard, facts, weights)


def is_overwhelming(facts: TrumpFacts) -> bool:
    """Strong enough to play alone: two of the top trumps (joker, right, left bower),
    three or more trumps, and every other card an ace — or four trumps or more."""
    top = int(facts.has_joker) + facts.bowers
    if top < 2 or facts.trump_count < 3:
        return False
    return facts.trump_count >= 4 or len(facts.off_aces) == len(facts.off_suit_cards)


def decide_defend_alone(hand: tuple[Card, ...], trump: Suit) -> tuple[bool, TrumpFacts]:
    """Defend alone only with an overwhelming trump holding (see ``is_overwhelming``)."""
    facts = trump_facts(hand, trump)
    return is_overwhelming(facts), facts
