"""How Expert pictures every other decision of a Buck Euchre hand: as Normal would make it.

Plain functions from a hand (a sampled deal) to the action of the player to act, without
explanations, so a simulation can play a sampled hand on to the first lead quickly. The
counts behind them are Normal's (``counting``); bids and discards are memoised.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from euchre.actions import ORDER_UP, PASS, Action, discard, name_trump
from euchre.bots.discarding import plan_discard
from euchre.cards import Card, Suit
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from euchre.games.buck.bots.counting import (
    BID_GAIN,
    bid_gain,
    known_out,
    left_alone,
    quick_gains,
    race_rule,
)
from euchre.games.buck.hand import BuckHand
from euchre.games.buck.phases import BuckPhase

__all__ = ["model_bid", "model_discard", "model_stays", "model_step"]


@lru_cache(maxsize=65536)
def _round_one(hand: tuple[Card, ...], upcard: Card, dealer: bool) -> bool:
    return bid_gain(hand, upcard.suit, upcard if dealer else None) >= BID_GAIN


@lru_cache(maxsize=65536)
def _round_two(hand: tuple[Card, ...], upcard: Card) -> Suit | None:
    gains = [(bid_gain(hand, suit, None, (upcard,)), -suit) for suit in Suit
             if suit != upcard.suit]
    gain, minus_suit = max(gains)
    return Suit(-minus_suit) if gain >= BID_GAIN else None


@lru_cache(maxsize=16384)
def _dealer_discard(hand: tuple[Card, ...], trump: Suit) -> Card:
    return plan_discard(hand, trump).card


@lru_cache(maxsize=65536)
def _stay_gain(hand: tuple[Card, ...], trump: Suit | None, others: int,
               gone: frozenset[Card]) -> float:
    return round(quick_gains(hand, trump, others, gone)[0], 2)


def model_bid(hand: Sequence[Card], upcard: Card, round_: int, dealer: bool) -> Action:
    """Normal's bid with ``hand``: order up (round 1), name a suit (round 2) or pass."""
    cards = tuple(sorted(hand))
    if round_ == 1:
        return ORDER_UP if _round_one(cards, upcard, dealer) else PASS
    suit = _round_two(cards, upcard)
    return PASS if suit is None else name_trump(suit)


def model_discard(six: Sequence[Card], trump: Suit) -> Card:
    """Normal's discard from the dealer's six cards after the pick-up."""
    return _dealer_discard(tuple(sorted(six)), trump)


def model_stays(hand: Sequence[Card], trump: Suit | None, others: int, upcard: Card,
                upcard_taken: bool, score: Sequence[int], seat: Any,
                alone: Any | None = None) -> bool:
    """Normal's drop-out decision: stay in when staying gains enough for the race (always,
    when dropping would leave ``alone`` the only player in)."""
    if alone is not None:
        return True
    gone = known_out(upcard, upcard_taken, ())
    gain = _stay_gain(tuple(sorted(hand)), trump, others, gone)
    return gain >= race_rule(score, seat).threshold


def model_step(hand: BuckHand, score: Sequence[int]) -> Action:
    """Normal's action for the player to act in ``hand`` (any phase but the play), with
    the four counts ``score`` before the hand."""
    seat = hand.to_act
    cards = hand.hand(seat)
    match hand.phase:
        case BuckPhase.BIDDING_ROUND_1:
            return model_bid(cards, hand.upcard, 1, seat == hand.dealer)
        case BuckPhase.BIDDING_ROUND_2:
            return model_bid(cards, hand.upcard, 2, seat == hand.dealer)
        case BuckPhase.DEALER_DISCARD:
            return discard(model_discard(cards, hand.trump))
        case BuckPhase.DROP_OUT:
            others = sum(1 for p in type(seat) if p != seat and p not in hand.dropped)
            alone = left_alone(seat, hand.dealer, hand.maker, hand.dropped)
            stays = model_stays(cards, hand.trump, others, hand.upcard, hand.upcard_taken,
                                score, seat, alone)
            return STAY_IN if stays else DROP_OUT
        case _:
            raise ValueError(f"no model for the {hand.phase} phase.")
