"""Five Hundred drill positions: real hands the engine deals, bid as careful beginners do.

The kitty, misère and joker drills need South to win an auction (a trick contract, or a
misère) or to call with a hand where misère is a real option. These helpers deal such
hands from a seed: the other players call by ``auction.sensible_call`` (or, to open the
way to misère, ``seven_call``), and South's hand is read with Normal's misère count
(``bots.misere.misere_count``: the cards that could be forced to win a trick). Every call
is one the engine offers; only the choice among them is made here.

>>> cards = tuple(Card.parse(c) for c in "4H 5H 7H 4D 6D 5S 6S 7S 5C 7C".split())
>>> misere_risk(cards)
0
"""

from __future__ import annotations

import random
from collections.abc import Callable

from euchre.cards import Card, Suit
from euchre.games.five_hundred import (
    PASS,
    BidKind,
    FiveHundredAction,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredRules,
    Kind,
)
from euchre.games.five_hundred.bots.misere import misere_count
from euchre.seats import Seat
from lessons.five_hundred.auction import sensible_call, trick_estimate
from lessons.kit.exercise import Scene
from lessons.kit.themes import Tier

__all__ = [
    "LEARNER",
    "RULES",
    "bid_through",
    "match_score",
    "misere_call",
    "misere_risk",
    "score_words",
    "seven_call",
    "view_scene",
]

LEARNER = Seat.SOUTH
RULES = FiveHundredRules()
SEVEN = 7


def misere_risk(cards: tuple[Card, ...]) -> int:
    """How many throws a hand needs before it cannot be made to win a trick (Normal's
    count: each card that could be forced, one more without a safe lead)."""
    return misere_count(cards, players=RULES.players).throws_needed


def match_score(tier: Tier, rng: random.Random) -> tuple[int, int]:
    """The score before the hand: 0–0 for a beginner; a game under way (near 500 or below
    zero in Advanced)."""
    if tier is Tier.BEGINNER:
        return (0, 0)
    low, high = (0, 300) if tier is Tier.INTERMEDIATE else (-300, 480)
    return (10 * rng.randint(low // 10, high // 10), 10 * rng.randint(low // 10, high // 10))


def seven_call(hand: FiveHundredHand) -> FiveHundredAction:
    """A bolder beginner's call: seven in the suit with the best count
    (``trick_estimate``) when the count reaches six; else ``sensible_call``."""
    cards = hand.hand(hand.to_act)
    suit = max(Suit, key=lambda s: trick_estimate(cards, s))
    if trick_estimate(cards, suit) >= SEVEN - 1:
        for action in hand.legal_actions():
            if (action.kind is Kind.BID and not action.bid.is_misere
                    and action.bid.tricks == SEVEN and action.bid.trump is suit):
                return action
    return sensible_call(hand)


def misere_call(hand: FiveHundredHand) -> FiveHundredAction:
    """Misère when the engine offers it, else ``sensible_call``."""
    return next((action for action in hand.legal_actions()
                 if action.kind is Kind.BID and action.bid.kind is BidKind.MISERE),
                sensible_call(hand))


def bid_through(hand: FiveHundredHand, south: Callable[[FiveHundredHand], FiveHundredAction],
                first: Callable[[FiveHundredHand], FiveHundredAction] = sensible_call,
                ) -> FiveHundredHand:
    """The auction played to its end: South calls by ``south`` (a pass once South has
    bid, when the others pass back), the first caller's first call by ``first``, every
    other call by ``sensible_call``."""
    while hand.phase is FiveHundredPhase.AUCTION:
        if hand.to_act == LEARNER:
            mine = any(seat == LEARNER for seat, _ in hand.bids)
            hand = hand.apply(PASS if mine else south(hand))
        elif not hand.bids:
            hand = hand.apply(first(hand))
        else:
            hand = hand.apply(sensible_call(hand))
    return hand


def score_words(score: tuple[int, ...] | None) -> str:
    return "0–0" if score is None else f"North–South {score[0]}, East–West {score[1]}"


def view_scene(view, hand: tuple[Card, ...] | None = None) -> Scene:
    """What South sees: the hand (or ``hand``), the dealer, the auction, the score."""
    return Scene(hand=view.hand if hand is None else hand, dealer=view.dealer,
                 bids=tuple(view.bids), score=view.score, trump=view.trump)
