"""What the other players call after a call of mine, on one sampled deal.

Expert values a call by what follows it at the table: the other seats call on and the
contract they reach is played. Their calls are modelled cheaply and deterministically
from their sampled hands by Normal's point count (``normal.hand_counts`` and
``normal.bid_level``): each seat bids its best denomination at the level it counts when
that bid is legal (else it passes), and does not overcall its partner unless its own cards
alone reach the partner's level. The model calls no misère (the misère count is too
costly to run on every sampled deal). The seat whose call is valued calls no more: its
call is valued as its last word, and it decides afresh if the auction comes back to it.

The auction itself (whose turn it is, what may be bid, when it ends, a hand thrown in
when everybody passes) is the engine's: ``CallingTree`` replays the view's calls on an
engine hand (the auction does not depend on the cards, so any deal serves) and walks on
from it, keeping every hand it reaches so that deals calling alike share the work.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from euchre.cards import Card
from euchre.games.five_hundred.actions import PASS, FiveHundredAction, Kind
from euchre.games.five_hundred.bids import Bid, Denomination, suit_bid
from euchre.games.five_hundred.bots.counting import PARTNER_TRICKS
from euchre.games.five_hundred.bots.normal import MIN_LEVEL, bid_level, hand_counts
from euchre.games.five_hundred.deal import FiveHundredDeal
from euchre.games.five_hundred.hand import FiveHundredHand
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.view import FiveHundredView

__all__ = ["CallPlan", "CallingTree", "Outcome", "call_plan", "model_call"]


@dataclass(frozen=True)
class CallPlan:
    """A seat's calls by the count: its best denomination, the most tricks it bids (under
    six it passes) and its own cards' count in whole tricks, the partner's share left out
    (what it needs to overcall its partner)."""

    denomination: Denomination
    level: int
    alone: int
    ceiling: Bid | None = field(init=False, compare=False)  # its one bid (None: it passes)
    reach: int = field(init=False, compare=False)  # that bid's rank on the ladder (or -1)

    def __post_init__(self) -> None:
        ceiling = suit_bid(self.level, self.denomination) if self.level >= MIN_LEVEL else None
        object.__setattr__(self, "ceiling", ceiling)
        object.__setattr__(self, "reach", -1 if ceiling is None else ceiling.rank)


@dataclass(frozen=True)
class Outcome:
    """How the auction ends: the contract and its holder, or a hand thrown in (None)."""

    contract: Bid | None
    holder: int | None


def call_plan(cards: Sequence[Card], players: int, with_kitty: bool) -> CallPlan:
    """The plan Normal's count gives ``cards``."""
    best, _ = hand_counts(cards, players, with_kitty)
    alone = best.total - (PARTNER_TRICKS if players == 4 else 0.0)
    return CallPlan(best.denomination, bid_level(best, players), math.floor(alone + 1e-9))


def model_call(plan: CallPlan, legal: Collection[FiveHundredAction], high: Bid | None,
               partner_holds: bool) -> FiveHundredAction:
    """The call the plan makes, as Normal does: its bid at the level it counts when that
    is legal, else a pass; a pass over its partner's bid unless its own count reaches the
    partner's level."""
    ceiling = plan.ceiling
    if ceiling is None or (partner_holds and high is not None and plan.alone < high.tricks):
        return PASS
    call = FiveHundredAction(Kind.BID, bid=ceiling)
    return call if call in legal else PASS


@dataclass
class _Node:
    """One engine hand of the auction, with what the model reads from it."""

    hand: FiveHundredHand
    seat: int | None = None  # the seat to call (None once the auction is over)
    holder: int | None = None
    high: Bid | None = None
    legal: frozenset[FiveHundredAction] = frozenset()
    children: dict[int, _Node] | None = None


class CallingTree:
    """The auction from a view on, walked through the engine with the model's calls.

    Every hand reached is kept, keyed by the calls that lead to it and shared by the paths
    that reach the same state of the auction (the seat to call, the high bid and its
    bidder, the seats passed), so the engine is asked once per distinct auction however
    many deals and calls reach it."""

    def __init__(self, view: FiveHundredView) -> None:
        deal = FiveHundredDeal.random(0, view.dealer, view.players)
        hand = FiveHundredHand.from_deal(deal, view.rules)
        for seat, action in view.bids:
            hand = hand.apply(action, seat)
        self.me = int(view.seat)
        self.passed = frozenset(int(seat) for seat in hand.passed)
        self._partners = [frozenset(int(p) for p in view.seating.partners(seat))
                          for seat in range(view.players)]
        self._standing = hand.high_bid
        self._standing_holder = None if hand.high_bidder is None else int(hand.high_bidder)
        self._root = self._node_of(hand)
        self._states: dict[tuple[object, ...], _Node] = {}

    @staticmethod
    def _node_of(hand: FiveHundredHand) -> _Node:
        if hand.phase is not FiveHundredPhase.AUCTION:
            return _Node(hand)
        return _Node(hand, int(hand.to_act),
                     None if hand.high_bidder is None else int(hand.high_bidder),
                     hand.high_bid, frozenset(hand.legal_actions()), {})

    def _child(self, node: _Node, action: FiveHundredAction) -> _Node:
        key = -1 if action.kind is Kind.PASS else action.bid.rank
        child = node.children.get(key)
        if child is None:
            hand = node.hand.apply(action)
            state = (hand.phase, hand.to_act, hand.high_bid, hand.high_bidder, hand.passed)
            child = self._states.get(state)
            if child is None:  # an auction not met before by another path
                child = self._node_of(hand)
                self._states[state] = child
            node.children[key] = child
        return child

    def finish(self, option: FiveHundredAction, plans: Sequence[CallPlan | None]) -> Outcome:
        """The end of the auction after my ``option`` with the others calling by ``plans``
        (one per seat; None for mine and for seats that have passed)."""
        top = option.bid if option.kind is Kind.BID else self._standing
        reach = max((plan.reach for plan in plans if plan is not None), default=-1)
        if reach < 0 or (top is not None and reach <= top.rank):  # nobody calls over it
            if top is None:  # the hand is thrown in
                return Outcome(None, None)
            return Outcome(top, self.me if option.kind is Kind.BID else self._standing_holder)
        node = self._child(self._root, option)
        while node.seat is not None:
            plan = plans[node.seat]
            action = PASS
            if node.seat != self.me and plan is not None:
                action = model_call(plan, node.legal, node.high,
                                    node.holder in self._partners[node.seat])
            node = self._child(node, action)
        hand = node.hand
        if hand.phase is FiveHundredPhase.THROWN_IN:
            return Outcome(None, None)
        return Outcome(hand.contract, int(hand.contractor))
