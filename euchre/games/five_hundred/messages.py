"""Words for Five Hundred's refusals and prompts: every refusal names its rule and the player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from euchre.games.five_hundred.actions import FiveHundredAction, Kind
from euchre.games.five_hundred.bids import BidKind
from euchre.games.five_hundred.phases import FiveHundredPhase as P
from euchre.refusals import not_your_turn_message

if TYPE_CHECKING:
    from euchre.games.five_hundred.hand import FiveHundredHand

__all__ = ["phase_prompt", "refusal", "wrong_player_message"]


def _cards_text(cards: Any) -> str:
    return ", ".join(card.symbol for card in cards)


def phase_prompt(hand: FiveHundredHand) -> str:
    """What the player to act may do now, e.g. "West may pass or bid above 7♥"."""

    who = hand.to_act
    match hand.phase:
        case P.AUCTION:
            if hand.high_bid is None:
                return f"{who} may pass or bid"
            return f"{who} may pass or bid above {hand.high_bid.label}"
        case P.KITTY:
            left = 3 - len(hand.discards)
            return (f"{who}, the contractor, must discard {left} more "
                    f"card{'s' * (left != 1)}")
        case P.PLAY:
            return f"{who} must play a card"
    return "the hand is over"


def wrong_player_message(hand: FiveHundredHand, player: Any) -> str:

    doing = {P.PLAY: "play", P.KITTY: "discard"}.get(hand.phase, "bid")
    return not_your_turn_message(hand, player, doing)


def _verb(action: FiveHundredAction) -> str:
    return {
        Kind.PLAY: "play a card",
        Kind.DISCARD: "discard",
        Kind.JOKER_SUIT: "give the joker a suit",
        Kind.PASS: "pass",
    }.get(action.kind, "bid")


def refusal(hand: FiveHundredHand, action: FiveHundredAction, *,
            to_player: bool = False) -> tuple[str, str]:
    """(rule id, sentence) saying why the player to act may not take ``action`` now; with
    ``to_player`` the sentence speaks to that player ("You must follow ♣ (you hold A♣).")."""

    seat = hand.to_act
    if seat is None:
        return "hand-over", f"The hand is over ({hand.phase}); no more actions can be taken."
    named = "you" if to_player else str(seat)
    who = named.capitalize()
    if action.card is not None and not hand.rules.deck_mask >> action.card & 1:
        verb = "discard" if action.kind is Kind.DISCARD else "play"
        return "not-in-deck", (f"{who} cannot {verb} {action.card.symbol}: it is not in the "
                               f"{hand.players}-player deck of {hand.rules.deck_description}.")
    wanted = {
        P.AUCTION: (Kind.PASS, Kind.BID),
        P.KITTY: (Kind.DISCARD,),
        P.PLAY: (Kind.PLAY, Kind.JOKER_SUIT),
    }[hand.phase]
    if action.kind not in wanted:
        return "phase", f"{seat} cannot {_verb(action)} now: {phase_prompt(hand)}."
    if action.kind is Kind.BID:
        return _bid_refusal(hand, action, who)
    if action.card is not None and action.card not in hand.hand(seat):
        verb = "do" if to_player else "does"
        return "not-in-hand", f"{who} {verb} not hold {action.card.symbol}."
    if action.kind is Kind.JOKER_SUIT:
        return _joker_suit_refusal(hand, who, to_player)
    return _play_refusal(hand, action, who, to_player)


def _bid_refusal(hand: FiveHundredHand, action: FiveHundredAction, who: str) -> tuple[str, str]:
    bid, high = action.bid, hand.high_bid
    if bid.kind is BidKind.BLIND_MISERE:
        if not hand.rules.blind_misere:
            return "blind-misere-off", ("Blind misère is not played at this table (the "
                                        "'Blind misère' option is off).")
        if hand.to_act in {s for s, _ in hand.bids}:
            return "blind-misere-first-call", (f"{who} cannot bid blind misère: it may only "
                                               "be a player's first call of the auction.")
        if hand.to_act in hand.looked:
            return "blind-misere-looked", (f"{who} cannot bid blind misère after looking at "
                                           "the cards: it is called without looking.")
    if high is not None and bid.rank <= high.rank:
        if bid.rank == high.rank:
            return "misere-equal-rank", (f"{bid.label.capitalize()} ranks equal with "
                                         f"{high.label}: neither may be bid over the other.")
        return "bid-too-low", (f"{bid.label} does not outrank the current bid, {high.label}: "
                               "bid more tricks, or as many in a higher denomination "
                               "(♠ < ♣ < ♦ < ♥ < no trumps).")
    if bid.kind is BidKind.MISERE:
        return "misere-after-seven", ("Misère may only be bid after someone has bid 7 of "
                                      "something in this auction (the table's rule).")
    return "phase", f"{who} cannot bid {bid.label} now: {phase_prompt(hand)}."


def _joker_suit_refusal(hand: FiveHundredHand, who: str, to_player: bool) -> tuple[str, str]:
    if hand.trump is not None:
        return "joker-in-suit-contract", (f"In a suit contract the joker is the highest "
                                          f"trump ({hand.trump.symbol}); it cannot be given "
                                          "a suit.")
    if hand.to_act != hand.contractor:
        return "joker-suit-contractor", "Only the contractor may give the joker a suit."
    if hand.joker_suit is not None:
        return "joker-suit-once", (f"The joker already belongs to "
                                   f"{hand.joker_suit.symbol}; its suit is chosen once.")
    return "joker-suit-before-lead", ("The joker's suit is chosen before the first lead; "
                                      "once play has begun it stays suitless.")


def _play_refusal(hand: FiveHundredHand, action: FiveHundredAction, who: str,
                  to_player: bool) -> tuple[str, str]:
    seat, card = hand.to_act, action.card
    holds = "you hold" if to_player else "holds"
    named = "you" if to_player else str(seat)
    legal = hand.legal_plays_for(seat)
    joker_suitless = card.is_joker and hand.effective_suit(card) is None
    if not hand.current_trick:
        if action.suit is not None and not joker_suitless:
            if not card.is_joker:
                return "name-only-joker", "Only a joker led names a suit."
            return "joker-has-suit", (f"The joker counts as a {hand.effective_suit(card).symbol}"
                                      " this hand; lead it without naming a suit.")
        if joker_suitless:
            unled = [s for s in _suits() if s not in hand.led_suits]
            if action.suit is None and unled:
                return "joker-lead-names-suit", (
                    f"{who} must name a suit when leading the joker, one not yet led this "
                    f"hand: {', '.join(s.symbol for s in unled)}.")
            if action.suit is not None and unled:
                return "joker-lead-unled-suit", (
                    f"{action.suit.symbol} has already been led this hand; leading the joker "
                    f"names a suit not yet led: {', '.join(s.symbol for s in unled)}.")
            if action.suit is not None:
                return "joker-last-trick", ("All four suits have been led: the joker is led "
                                            "only to the last trick, naming no suit.")
            return "joker-last-trick", ("All four suits have been led this hand, so the joker "
                                        "may be led only to the last trick.")
        return "phase", f"{who} cannot play {card.symbol} now: {phase_prompt(hand)}."
    if action.suit is not None:
        return "name-only-on-lead", "A suit is named only when leading the joker."
    led = hand.current_led
    if led is None:
        return "phase", f"{who} cannot play {card.symbol} now: {phase_prompt(hand)}."
    if joker_suitless and card not in legal:
        return "joker-no-suit", (f"The joker belongs to no suit this hand: {named} "
                                 f"{'hold' if to_player else 'holds'} {led.symbol} and must "
                                 f"follow it ({_cards_text(legal)}).")
    if len(legal) == 1 and legal[0].is_joker:
        verb = "hold" if to_player else "holds"
        return "misere-joker", (f"In misère a player void in the suit led who holds the "
                                f"joker must play it: {named} {verb} no {led.symbol}.")
    message = f"{who} must follow {led.symbol} ({holds} {_cards_text(legal)})"
    borrowed = [c for c in legal if c.suit is not None and c.suit != led]
    if borrowed:
        message += (f"; {_cards_text(borrowed)} "
                    f"{'counts' if len(borrowed) == 1 else 'count'} as {led.symbol} this hand")
    return "follow-suit", message + "."


def _suits() -> tuple[Any, ...]:
    from euchre.cards import Suit

    return tuple(Suit)
