"""Words for Buck Euchre's refusals and prompts: every refusal names its rule and the player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre.actions import Action, ActionKind
from euchre.games.buck.actions import BuckKind
from euchre.games.buck.phases import BuckPhase as P
from euchre.games.buck.seats import Player
from euchre.games.cutthroat.actions import CutthroatKind
from euchre.refusals import follow_suit_message, not_your_turn_message

if TYPE_CHECKING:
    from euchre.games.buck.hand import BuckHand

__all__ = ["drop_out_refusal", "phase_prompt", "refusal", "wrong_player_message"]

MAKER_STAYS_IN = "The maker may not drop out."
CLUBS_NO_DROP = "Nobody may drop out when clubs were turned up."


def phase_prompt(hand: BuckHand) -> str:
    """What the player to act may do now, e.g. "West may pass or order up 9♥"."""

    who = hand.to_act
    match hand.phase:
        case P.BIDDING_ROUND_1:
            return f"{who} may pass or order up {hand.upcard.symbol}"
        case P.BIDDING_ROUND_2:
            return f"{who} may pass or declare a suit other than {hand.turned_down.symbol}"
        case P.DEALER_DISCARD:
            return f"{who}, the dealer, must discard a card"
        case P.DROP_OUT:
            return f"{who} may stay in or drop out"
        case P.PLAY:
            return f"{who} must play a card"
    return "the hand is over"


def wrong_player_message(hand: BuckHand, player: Player) -> str:

    doing = {
        P.PLAY: "play",
        P.DEALER_DISCARD: "discard",
        P.DROP_OUT: "stay in or drop out",
    }.get(hand.phase, "bid")
    return not_your_turn_message(hand, player, doing)


def drop_out_refusal(hand: BuckHand, player: Player | None) -> tuple[str, str] | None:
    """The rule that forbids ``player`` ever dropping out of this hand, if one does."""
    if hand.is_over:
        return None
    if hand.clubs_turned:
        return "clubs-turned-no-drop-out", CLUBS_NO_DROP
    if player is not None and player == hand.maker:
        return "maker-stays-in", MAKER_STAYS_IN
    return None


def _verb(action: Action) -> str:
    return {
        ActionKind.PLAY: "play a card",
        ActionKind.DISCARD: "discard",
        BuckKind.DROP_OUT: "drop out",
        BuckKind.STAY_IN: "stay in",
        ActionKind.DEFEND_ALONE: "defend alone",
        CutthroatKind.TAKE_DUMMY: "take a dummy",
        CutthroatKind.GO_ALONE: "go alone",
        ActionKind.JOKER_SUIT: "choose a joker's suit",
        ActionKind.PASS: "pass",
        ActionKind.ORDER_UP: "order it up",
        ActionKind.NAME_TRUMP: "declare a suit",
    }.get(action.kind, "bid")


def refusal(hand: BuckHand, action: Action, *, to_player: bool = False) -> tuple[str, str]:
    """(rule id, sentence) saying why the player to act may not take ``action`` now; with
    ``to_player`` the sentence speaks to that player ("You must follow ♣ (you hold A♣).")."""

    seat = hand.to_act
    if seat is None:
        return "hand-over", f"The hand is over ({hand.phase}); no more actions can be taken."
    named = "you" if to_player else str(seat)
    who = named.capitalize()
    phase = hand.phase
    kind = action.kind
    if action.card is not None and not hand.rules.deck.mask >> action.card & 1:
        verb = "discard" if kind is ActionKind.DISCARD else "play"
        return "not-in-deck", (f"{who} cannot {verb} {action.card.symbol}: it is not in the "
                               f"deck; Buck Euchre uses {hand.rules.deck.description}.")
    if kind is BuckKind.DROP_OUT:
        forbidden = drop_out_refusal(hand, seat)
        if forbidden is not None:
            return forbidden
    if hand.clubs_turned and kind in (ActionKind.PASS, ActionKind.ORDER_UP,
                                      ActionKind.NAME_TRUMP):
        return "clubs-turned-no-bidding", (
            f"Clubs were turned up, so clubs are trump with no bidding: {phase_prompt(hand)}.")
    wanted = {
        P.BIDDING_ROUND_1: (ActionKind.PASS, ActionKind.ORDER_UP),
        P.BIDDING_ROUND_2: (ActionKind.PASS, ActionKind.NAME_TRUMP),
        P.DEALER_DISCARD: (ActionKind.DISCARD,),
        P.DROP_OUT: (BuckKind.STAY_IN, BuckKind.DROP_OUT),
        P.PLAY: (ActionKind.PLAY,),
    }[phase]
    if kind not in wanted:
        return "phase", f"{seat} cannot {_verb(action)} now: {phase_prompt(hand)}."
    if action.alone:
        bid = "order it up" if kind is ActionKind.ORDER_UP else f"declare {action.suit.symbol}"
        return "no-going-alone", (
            f"{who} cannot {bid} alone: in Buck Euchre everyone plays for themselves and "
            "nobody goes alone."
        )
    if action.card is not None and action.card not in hand.hand(seat):
        verb = "do" if to_player else "does"
        return "not-in-hand", f"{who} {verb} not hold {action.card.symbol}."
    if kind is ActionKind.PLAY:
        return "follow-suit", follow_suit_message(hand, seat, action.card, to_player)
    if kind is ActionKind.NAME_TRUMP:
        return "turned-down-suit", (
            f"{hand.turned_down.symbol} was turned down this hand and cannot be declared; "
            f"{named} may declare another suit."
        )
    return "phase", f"{seat} cannot {_verb(action)} now: {phase_prompt(hand)}."
