"""How Expert pictures every other decision of a Cutthroat hand: as Normal would make it.

Plain functions from a seat's view to an action, without explanations, so a simulation
can play a sampled hand on to the first lead quickly. Bids are memoised: the same hand
from the same seat always gets the same count.
"""

from __future__ import annotations

from functools import lru_cache

from euchre.actions import DEFEND_ALONE, PASS, Action, discard
from euchre.bots.discarding import plan_discard
from euchre.bots.trump_count import decide_defend_alone
from euchre.cards import Card, Suit
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from euchre.games.cutthroat.bots.counting import BidSeat, decide_bid, goes_alone, quick_keep
from euchre.games.cutthroat.bots.normal import bid_seat, ten_cards
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["model_action", "model_bid", "model_keep", "model_step"]


@lru_cache(maxsize=65536)
def _bid(hand: tuple[Card, ...], seat: BidSeat) -> Action:
    return decide_bid(hand, seat).action


def model_bid(hand: tuple[Card, ...], seat: BidSeat) -> Action:
    """Normal's bid with ``hand`` from ``seat`` (pass, order up or name a suit)."""
    return _bid(tuple(sorted(hand)), seat)


@lru_cache(maxsize=16384)
def _keep(cards: tuple[Card, ...], trump: Suit) -> frozenset[Card]:
    return frozenset(quick_keep(cards, trump))


@lru_cache(maxsize=16384)
def _defends_alone(hand: tuple[Card, ...], trump: Suit) -> bool:
    return decide_defend_alone(hand, trump)[0]


@lru_cache(maxsize=16384)
def _dealer_discard(hand: tuple[Card, ...], trump: Suit) -> Card:
    return plan_discard(hand, trump).card


def model_keep(cards: tuple[Card, ...], trump: Suit) -> frozenset[Card]:
    """The five of a maker's ten that Normal's quick keep picks."""
    return _keep(tuple(sorted(cards)), trump)


def model_action(view: CutthroatView) -> Action:
    """The action Normal's counts choose for the seat to act (any phase but the play)."""
    legal = view.legal_actions
    match view.phase:
        case CutthroatPhase.BIDDING_ROUND_1 | CutthroatPhase.BIDDING_ROUND_2:
            action = model_bid(view.hand, bid_seat(view))
        case CutthroatPhase.DEALER_DISCARD:
            action = discard(_dealer_discard(tuple(sorted(view.hand)), view.trump))
        case CutthroatPhase.MAKER_CHOICE:
            alone = goes_alone(view.hand, view.trump, view.seat, view.dealer)
            action = GO_ALONE if alone else TAKE_DUMMY
        case CutthroatPhase.DUMMY_DISCARD:
            keep = model_keep(ten_cards(view), view.trump)
            action = discard(next(card for card in view.hand if card not in keep))
        case CutthroatPhase.DEFEND_ALONE:
            alone = _defends_alone(tuple(sorted(view.hand)), view.trump)
            action = DEFEND_ALONE if alone else PASS
        case _:
            raise ValueError(f"no model for the {view.phase} phase.")
    return action if action in legal else legal[0]


def model_step(hand: CutthroatHand) -> Action:
    """``model_action`` for the player to act in a full hand (a sampled deal), read from the
    hand directly: the same choices, without building a view."""
    seat = hand.to_act
    cards = hand.hand(seat)
    trump = hand.trump
    match hand.phase:
        case CutthroatPhase.BIDDING_ROUND_1 | CutthroatPhase.BIDDING_ROUND_2:
            round_ = 1 if hand.phase is CutthroatPhase.BIDDING_ROUND_1 else 2
            seat_then = BidSeat(seat, hand.dealer, hand.upcard, round_, hand.turned_down,
                                hand.rules.stick_the_dealer)
            return model_bid(cards, seat_then)
        case CutthroatPhase.DEALER_DISCARD:
            return discard(_dealer_discard(tuple(sorted(cards)), trump))
        case CutthroatPhase.MAKER_CHOICE:
            return GO_ALONE if goes_alone(cards, trump, seat, hand.dealer) else TAKE_DUMMY
        case CutthroatPhase.DUMMY_DISCARD:
            keep = model_keep((*cards, *hand.maker_discards), trump)
            return discard(next(card for card in cards if card not in keep))
        case CutthroatPhase.DEFEND_ALONE:
            return DEFEND_ALONE if _defends_alone(tuple(sorted(cards)), trump) else PASS
        case _:
            raise ValueError(f"no model for the {hand.phase} phase.")
