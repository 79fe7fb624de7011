"""Words for refusals: turn the core's refusal code into a sentence naming rule and seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre.actions import Action, ActionKind
from euchre.games.euchre import core
from euchre.refusals import follow_suit_message, named, not_your_turn_message
from euchre.seats import Seat

if TYPE_CHECKING:
    from euchre.games.euchre.hand import HandState

__all__ = ["phase_prompt", "refusal_message", "wrong_seat_message"]


def phase_prompt(state: HandState) -> str:
    """What the seat to act may do now, e.g. "West may pass or order up 9♥".

    >>> from euchre import HandState
    >>> phase_prompt(HandState.from_seed(42))
    'South may pass or order up J♦'
    """
    seat = state.to_act
    phase = state._core[core.PHASE]
    if phase == core.P_BID1:
        return f"{seat} may pass or order up {state.upcard.symbol}"
    if phase == core.P_BID2:
        if state.rules.stick_the_dealer and seat == state.dealer:
            return f"{seat}, the dealer, must name a suit other than {state.turned_down.symbol}"
        return f"{seat} may pass or name a suit other than {state.turned_down.symbol}"
    if phase == core.P_DISCARD:
        return f"{seat}, the dealer, must discard a card"
    if phase == core.P_DEFEND:
        return f"{seat} may defend alone or pass"
    if phase == core.P_JOKER_SUIT:
        return f"{seat}, the dealer, must choose the joker's suit"
    if phase == core.P_PLAY:
        return f"{seat} must play a card"
    return "the hand is over"


def _verb(action: Action) -> str:
    match action.kind:
        case ActionKind.PLAY:
            return "play a card"
        case ActionKind.DISCARD:
            return "discard"
        case ActionKind.DEFEND_ALONE:
            return "defend alone"
        case ActionKind.JOKER_SUIT:
            return "choose the joker's suit"
        case ActionKind.PASS:
            return "pass"
        case _:
            return "bid"


def wrong_seat_message(state: HandState, seat: Seat) -> str:
    doing = {
        core.P_PLAY: "play",
        core.P_DISCARD: "discard",
        core.P_DEFEND: "declare",
        core.P_JOKER_SUIT: "choose the joker's suit",
    }.get(int(state._core[core.PHASE]), "bid")
    return not_your_turn_message(state, seat, doing)


def refusal_message(
    state: HandState, code: int, action: Action, *, to_player: bool = False
) -> tuple[str, str]:
    """(rule id, sentence) for a refusal ``code`` from ``core.refusal``; with
    ``to_player`` the sentence speaks to the player of the seat that tried ("You must
    follow ♣ (you hold A♣).")."""
    seat = state.to_act
    name = named(seat, to_player)
    who = name.capitalize()
    if code == core.E_HAND_OVER:
        return "hand-over", f"The hand is over ({state.phase}); no more actions can be taken."
    if code == core.E_UNKNOWN_ACTION:
        return "unknown-action", f"{action!r} is not an action of this game."
    if code == core.E_NOT_IN_DECK:
        deck = state.rules.deck
        verb = "discard" if action.kind is ActionKind.DISCARD else "play"
        return "not-in-deck", (
            f"{who} cannot {verb} {action.card.symbol}: it is not in the deck; "
            f"these table rules use {deck.description}."
        )
    if code == core.E_NOT_IN_HAND:
        verb = "do" if to_player else "does"
        return "not-in-hand", f"{who} {verb} not hold {action.card.symbol}."
    if code == core.E_MUST_FOLLOW:
        return "follow-suit", follow_suit_message(state, seat, action.card, to_player)
    if code == core.E_TURNED_DOWN_SUIT:
        suit = state.turned_down
        return "turned-down-suit", (
            f"{suit.symbol} was turned down this hand and cannot be named trump; "
            f"{name} may name another suit."
        )
    if code == core.E_DEALER_MUST_NAME:
        return "stick-the-dealer", (
            f"Stick the dealer: {name}, the dealer, cannot pass "
            "in round 2 and must name a suit."
        )
    if code == core.E_DEFEND_ALONE_OFF:
        return "defend-alone-off", (
            f"{who} cannot defend alone: these table rules do not allow defending alone."
        )
    return "phase", f"{seat} cannot {_verb(action)} now: {phase_prompt(state)}."
