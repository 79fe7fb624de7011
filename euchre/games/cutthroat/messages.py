"""Words for Cutthroat's refusals and prompts: every refusal names its rule and the player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre.actions import Action, ActionKind
from euchre.games.cutthroat.actions import CutthroatKind
from euchre.games.cutthroat.phases import CutthroatPhase as P
from euchre.games.cutthroat.seats import Player
from euchre.refusals import follow_suit_message, not_your_turn_message

if TYPE_CHECKING:
    from euchre.games.cutthroat.hand import CutthroatHand

__all__ = ["phase_prompt", "refusal", "wrong_player_message"]


def phase_prompt(hand: CutthroatHand) -> str:
    """What the player to act may do now, e.g. "West may pass or order up 9♥"."""

    who = hand.to_act
    match hand.phase:
        case P.BIDDING_ROUND_1:
            return f"{who} may pass or order up {hand.upcard.symbol}"
        case P.BIDDING_ROUND_2:
            other = f"a suit other than {hand.turned_down.symbol}"
            if hand.rules.stick_the_dealer and who == hand.dealer:
                return f"{who}, the dealer, must name {other}"
            return f"{who} may pass or name {other}"
        case P.DEALER_DISCARD:
            return f"{who}, the dealer, must discard a card"
        case P.MAKER_CHOICE:
            return f"{who}, the maker, must take the dummy or go alone"
        case P.DUMMY_DISCARD:
            left = 5 - len(hand.maker_discards)
            return f"{who}, the maker, must discard {left} more card{'s' * (left != 1)}"
        case P.DEFEND_ALONE:
            return f"{who} may go alone as a defender or pass"
        case P.PLAY:
            return f"{who} must play a card"
    return "the hand is over"


def wrong_player_message(hand: CutthroatHand, player: Player) -> str:

    doing = {
        P.PLAY: "play",
        P.DEALER_DISCARD: "discard",
        P.DUMMY_DISCARD: "discard",
        P.MAKER_CHOICE: "choose between the dummy and going alone",
        P.DEFEND_ALONE: "declare",
    }.get(hand.phase, "bid")
    return not_your_turn_message(hand, player, doing)


def _verb(action: Action) -> str:
    return {
        ActionKind.PLAY: "play a card",
        ActionKind.DISCARD: "discard",
        ActionKind.DEFEND_ALONE: "go alone as a defender",
        CutthroatKind.TAKE_DUMMY: "take the dummy",
        CutthroatKind.GO_ALONE: "go alone",
        ActionKind.JOKER_SUIT: "choose a joker's suit",
        ActionKind.PASS: "pass",
    }.get(action.kind, "bid")


def refusal(hand: CutthroatHand, action: Action, *, to_player: bool = False) -> tuple[str, str]:
    """(rule id, sentence) saying why the player to act may not take ``action`` now; with
    ``to_player`` the sentence speaks to that player ("You must follow ♣ (you hold A♣).")."""

    seat = hand.to_act
    if seat is None:
        return "hand-over", f"The hand is over ({hand.phase}); no more actions can be taken."
    named = "you" if to_player else str(seat)
    who = named.capitalize()
    phase = hand.phase
    if action.card is not None and not hand.rules.deck.mask >> action.card & 1:
        verb = "discard" if action.kind is ActionKind.DISCARD else "play"
        return "not-in-deck", (f"{who} cannot {verb} {action.card.symbol}: it is not in the deck; "
                               f"Cutthroat uses {hand.rules.deck.description}.")
    wanted = {
        P.BIDDING_ROUND_1: (ActionKind.PASS, ActionKind.ORDER_UP),
        P.BIDDING_ROUND_2: (ActionKind.PASS, ActionKind.NAME_TRUMP),
        P.DEALER_DISCARD: (ActionKind.DISCARD,),
        P.MAKER_CHOICE: (CutthroatKind.TAKE_DUMMY, CutthroatKind.GO_ALONE),
        P.DUMMY_DISCARD: (ActionKind.DISCARD,),
        P.DEFEND_ALONE: (ActionKind.PASS, ActionKind.DEFEND_ALONE),
        P.PLAY: (ActionKind.PLAY,),
    }[phase]
    if action.kind not in wanted:
        return "phase", f"{seat} cannot {_verb(action)} now: {phase_prompt(hand)}."
    if action.alone:
        bid = "order up" if action.kind is ActionKind.ORDER_UP else f"name {action.suit.symbol}"
        return "alone-after-trump", (
            f"{who} cannot {bid} alone: in Cutthroat going alone is declared after trump "
            "is fixed, so order up or name a suit first."
        )
    if action.card is not None and action.card not in hand.hand(seat):
        verb = "do" if to_player else "does"
        return "not-in-hand", f"{who} {verb} not hold {action.card.symbol}."
    if action.kind is ActionKind.PLAY:
        return "follow-suit", follow_suit_message(hand, seat, action.card, to_player)
    if action.kind is ActionKind.NAME_TRUMP:
        return "turned-down-suit", (
            f"{hand.turned_down.symbol} was turned down this hand and cannot be named trump; "
            f"{named} may name another suit."
        )
    if phase is P.BIDDING_ROUND_2 and action.kind is ActionKind.PASS:
        return "stick-the-dealer", (
            f"Stick the dealer: {named}, the dealer, cannot pass in round 2 and must name "
            f"a suit other than {hand.turned_down.symbol}."
        )
    return "phase", f"{seat} cannot {_verb(action)} now: {phase_prompt(hand)}."
