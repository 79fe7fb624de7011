"""Words for the calls the Euchre-family games share: what the player is asked at the
upcard, when naming trump, as the dealer who picked up, at a lead or a follow, and where
such a decision was taken. A game's ``GameWords`` builds its own prompts from these.

>>> from euchre import HandState
>>> state = HandState.from_seed(42)
>>> order_up_prompt(state.view(state.to_act)), round_one_context(state)
('Your turn: order up J♦ (the dealer, East, picks it up) or pass.', 'Bidding, round 1 (upcard J♦)')
"""

from __future__ import annotations

from typing import Any

from euchre.actions import ActionKind

__all__ = [
    "DEALER_DISCARD_PROMPT",
    "DISCARD_ONE_CAPTION",
    "ROUND_ONE_LABEL",
    "ROUND_TWO_LABEL",
    "TableWordsBase",
    "dealer_discard_context",
    "name_trump_prompt",
    "order_up_prompt",
    "play_prompt",
    "round_one_context",
    "round_two_context",
    "trick_context",
]

DEALER_DISCARD_PROMPT = "Your turn: you picked up the upcard, so discard one card."
ROUND_ONE_LABEL = "Bidding, round 1"
ROUND_TWO_LABEL = "Bidding, round 2"
DISCARD_ONE_CAPTION = "Click the card to discard."


def order_up_prompt(view: Any) -> str:
    """The upcard's question: order it up or pass."""
    dealer = "you" if view.dealer == view.seat else view.seating.names[view.dealer]
    return (f"Your turn: order up {view.upcard.symbol} (the dealer, {dealer}, picks it up) "
            "or pass.")


def name_trump_prompt(view: Any) -> str:
    """Round 2's question: name a suit other than the one turned down, or pass (unless
    the dealer is stuck)."""
    must = not any(action.kind == ActionKind.PASS for action in view.legal_actions)
    verb = "you must name" if must else "name"
    return (f"Your turn: {verb} a trump suit other than {view.turned_down.symbol}"
            + ("." if must else ", or pass."))


def play_prompt(view: Any) -> str:
    return ("Your turn: lead a card." if not view.current_trick
            else "Your turn: play a card to the trick.")


def round_one_context(state: Any) -> str:
    return f"Bidding, round 1 (upcard {state.upcard.symbol})"


def round_two_context(state: Any) -> str:
    return f"Bidding, round 2 ({state.upcard.symbol} turned down)"


def dealer_discard_context(state: Any) -> str:
    return f"Your discard after picking up {state.upcard.symbol}"


def trick_context(state: Any, user: int) -> str:
    """Which trick, and what was led to it, from ``user``'s seat."""
    number = len(state.tricks) + 1
    if not state.current_trick:
        return f"Trick {number}, your lead"
    leader, led = state.current_trick[0]
    return f"Trick {number}, after {state.seating.seat_label(leader, user)} led {led.symbol}"


class TableWordsBase:
    """The words a game's ``GameWords`` has unless it says otherwise."""

    def phase_label(self, view: Any) -> str:
        return str(view.phase)

    def discard_caption(self, view: Any) -> str:
        return DISCARD_ONE_CAPTION

    def exposed_caption(self, view: Any) -> str:
        if view.maker == view.seat:
            return "Your cards lie face up for the table."
        who = view.seating.names[view.maker]
        return f"{who}'s hand, face up ({len(view.exposed_hand)}):"
