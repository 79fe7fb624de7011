"""Cutthroat positions for the drills: a seeded deal played by Normal bots up to one of
South's decisions.

Every seat, South included, acts as the Normal bot would until South is asked the wanted
question (a bid, the dummy or alone, the merge's discards, defending alone); the hand as it
then stands is the position, and South sees only its own view of it.

>>> hand = decision_position("doc", CutthroatPhase.BIDDING_ROUND_1, Player.EAST)
>>> hand.to_act.label, hand.phase.value
('South', 'bidding round 1')
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from euchre.actions import PASS
from euchre.cards import Card, Suit, is_trump, left_bower, right_bower
from euchre.games.cutthroat import CutthroatHand, CutthroatPhase, CutthroatRules, Player
from euchre.games.cutthroat.bots.normal import NormalCutthroatBot

__all__ = [
    "LEARNER",
    "RULES",
    "decision_position",
    "find_position",
    "has_bower",
    "may_hold",
    "trump_count",
]

LEARNER = Player.SOUTH
RULES = CutthroatRules()
P = CutthroatPhase
MOST_ATTEMPTS = 3000  # deals tried for one position before giving up
_BEFORE_PLAY = (P.BIDDING_ROUND_1, P.DEALER_DISCARD, P.BIDDING_ROUND_2, P.MAKER_CHOICE,
                P.DUMMY_DISCARD, P.DEFEND_ALONE)


@cache
def _normal() -> NormalCutthroatBot:
    return NormalCutthroatBot(seed=0)


def decision_position(seed: str, phase: CutthroatPhase, dealer: Player | None = None,
                      passing: frozenset[CutthroatPhase] = frozenset(),
                      dealt: Callable[[tuple[Card, ...]], bool] | None = None,
                      ) -> CutthroatHand | None:
    """The deal of ``seed`` played by Normal bots until South is to act in ``phase``
    (``None`` if the hand never asks South that); in the bidding rounds of ``passing``
    everyone passes until then (Normal bots make trump far more often than not: the
    first asked nearly always does). ``dealt``, if given, must accept South's five cards
    and the upcard, or the deal is not played at all (a quick first sift)."""
    hand = CutthroatHand.from_seed(seed, RULES, dealer=dealer)
    if dealt is not None and not dealt((*hand.hand(LEARNER), hand.upcard)):
        return None
    bot = _normal()
    while hand.phase in _BEFORE_PLAY:
        seat = hand.to_act
        if seat == LEARNER and hand.phase is phase:
            return hand
        if hand.phase in passing and PASS in hand.legal_actions():
            action = PASS
        else:
            action = bot.decide(hand.view(seat)).action
        hand = hand.apply(action, seat)
    return None


def find_position(seed: str, phase: CutthroatPhase, dealer: Callable[[int], Player | None],
                  wanted: Callable[[CutthroatHand], bool],
                  passing: frozenset[CutthroatPhase] = frozenset(),
                  dealt: Callable[[tuple[Card, ...]], bool] | None = None) -> CutthroatHand:
    """The first deal from ``seed`` (attempt by attempt, the dealer ``dealer(attempt)``)
    that asks South the question of ``phase`` in a position ``wanted`` accepts."""
    for attempt in range(MOST_ATTEMPTS):
        hand = decision_position(f"{seed}:{attempt}", phase, dealer(attempt), passing,
                                 dealt)
        if hand is not None and wanted(hand):
            return hand
    raise RuntimeError(f"no {phase} position found for {seed}")


def trump_count(cards: tuple[Card, ...], trump: Suit) -> int:
    """How many of ``cards`` are trumps (the left bower included)."""
    return sum(is_trump(card, trump) for card in cards)


def has_bower(cards: tuple[Card, ...], trump: Suit) -> bool:
    return bool({right_bower(trump), left_bower(trump)} & set(cards))


def may_hold(trumps: int, bower: bool) -> Callable[[tuple[Card, ...]], bool]:
    """Whether some suit, made trump, gives ``cards`` at least ``trumps`` trumps (a bower
    among them if ``bower``): what South needs for the hand kept later to have them."""
    def check(cards: tuple[Card, ...]) -> bool:
        return any(trump_count(cards, suit) >= trumps and (not bower or has_bower(cards, suit))
                   for suit in Suit)

    return check
