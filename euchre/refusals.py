"""Refusals every game says alike: not your turn, sitting out, the hand is over, follow suit.

A game's hand passes itself; these read only what every game's hand has (``to_act``,
``sitting_out``, ``trump``, ``current_trick``, ``legal_plays_for``).
"""

from __future__ import annotations

from typing import Any

from euchre.cards import Card, effective_suit, left_bower

__all__ = ["cards_text", "follow_suit_message", "named", "not_your_turn_message"]


def cards_text(cards: tuple[Card, ...]) -> str:
    return ", ".join(card.symbol for card in cards)


def not_your_turn_message(hand: Any, seat: Any, doing: str) -> str:
    """Why ``seat`` may not act in any game's ``hand``: it is over, the seat sits out, or it
    is another seat's turn to ``doing``."""
    actor = hand.to_act
    if actor is None:
        return f"The hand is over; {seat} cannot act."
    if seat in hand.sitting_out:
        return f"{seat} is sitting out this hand and cannot act."
    return f"It is {actor}'s turn to {doing}, not {seat}'s."


def named(seat: Any, to_player: bool) -> str:
    """The seat in a refusal, or "you" when it is said to the seat's own player."""
    return "you" if to_player else str(seat)


def follow_suit_message(hand: Any, seat: Any, card: Card, to_player: bool) -> str:
    """Why ``seat`` must follow suit in any game's ``hand`` rather than play ``card``,
    naming the cards it may play and, where it matters, the left bower's true suit."""
    trump = hand.trump
    led_suit = effective_suit(hand.current_trick[0][1], trump)
    holds = hand.legal_plays_for(seat)
    suit_words = f"trump {led_suit.symbol}" if led_suit == trump else led_suit.symbol
    hold = "you hold" if to_player else "holds"
    message = (f"{named(seat, to_player).capitalize()} must follow {suit_words} "
               f"({hold} {cards_text(holds)})")
    if trump is None:  # a hand played without trumps has no bowers
        return message + "."
    left = left_bower(trump)
    if card == left and led_suit == left.suit:
        message += (f"; the left bower {left.symbol} is a trump ({trump.symbol}), "
                    f"not a {left.suit.symbol}")
    elif led_suit == trump and left in holds:
        message += f"; the left bower {left.symbol} is a trump"
    return message + "."
