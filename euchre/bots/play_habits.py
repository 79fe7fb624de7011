"""Card-play and discard habits of a sound player, shared by the Normal bots of the games
played with Euchre's cards: the dealer's planned discard, a strong card, a card to spare."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from euchre.actions import Action, discard
from euchre.bots import explain as ex
from euchre.bots.base import Explanation, Factor
from euchre.bots.discarding import plan_discard
from euchre.bots.hand_strength import trump_facts
from euchre.bots.trick_reading import TrickReading
from euchre.cards import Card, Rank, Suit, card_power, effective_suit


def planned_discard(view: Any, move: Callable[[Action], str],
                    with_joker: bool = False) -> tuple[Action, Explanation]:
    """The dealer's discard after the pick-up, as Normal plans it (any game's view with a
    hand, trump and upcard), with its reason and the hand it keeps."""
    plan = plan_discard(view.hand, view.trump)
    facts = trump_facts(plan.kept, view.trump)
    reason = Factor("discard_reason", plan.reason, discard_text(plan.reason, plan.card))
    factors = [reason, ex.trump_suit_factor(view.trump, public=True),
               ex.counted_hand_factor(plan.kept, view.upcard, plan.card),
               *ex.hand_factors(facts, with_joker)]
    trumps = next(f for f in factors if f.name == "trumps")
    action = discard(plan.card)
    return action, ex.say(f"I discard {plan.card.symbol}: ", reason, ", and I keep ", trumps,
                          extra=factors, move=move(action))


def discard_text(reason: str, card: Card) -> str:
    return {
        "makes a void": f"throwing {card.symbol} leaves me void in {card.suit.symbol}",
        "lowest off-suit card": f"{card.symbol} is my lowest off-suit card",
        "only trumps to choose from": "I hold nothing but trumps",
        "only trumps and aces to choose from": "I hold nothing but trumps and aces",
    }[reason]


def is_strong(card: Card, trump: Suit, led: Suit) -> bool:
    """An off-suit ace of the led suit, or a trump from the ace up."""
    if effective_suit(card, trump) == trump:
        return card_power(card, trump, trump) >= card_power(Card.of(Rank.ACE, trump), trump,
                                                             trump)
    return card.rank is Rank.ACE and effective_suit(card, trump) == led


def short_suit_low(off: list[Card], hand: tuple[Card, ...], trump: Suit) -> Card:
    """The lowest card of the shortest side suit (ties: the lower card)."""
    def length(card: Card) -> int:
        suit = effective_suit(card, trump)
        return sum(effective_suit(other, trump) == suit for other in hand)

    return min(off, key=lambda card: (length(card), card.rank, card))


def throw_off(reading: TrickReading) -> Card:
    """A card to spare: follow with the lowest; otherwise the lowest side card, from the
    shortest suit, keeping aces and trumps when possible."""
    legal = reading.legal
    trump = reading.trump
    if reading.can_follow:
        return reading.weakest_first(legal)[0]
    side = [card for card in legal if not reading.is_trump(card)]
    if not side:
        return reading.weakest_first(legal)[0]
    non_aces = [card for card in side if card.rank is not Rank.ACE] or side
    return short_suit_low(non_aces, legal, trump)
