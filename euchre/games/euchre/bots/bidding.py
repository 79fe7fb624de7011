"""Normal's bidding: count a hand's trick-taking strength for a trump suit, then decide.

The count is an estimate of the tricks the hand takes by itself: each trump by its rank
(bowers and the joker nearly sure), extra length in trump, off-suit aces, and voids that
let a trump ruff. The upcard shifts it: a card the partner picks up helps, one an
opponent picks up hurts, and the dealer counts the hand it would keep after discarding.
A bid is made when the count reaches what the seat needs (``Thresholds``). The count is
summed exactly and rounded to tenths of a trick (halves up), the figure Normal states, and
the bid compares that figure with the threshold, so what is said is what is decided.

Everything here works from plain values (``BidContext`` and a hand), so other code can
ask what Normal would bid with any hand — the Expert uses it to model the other players:

>>> from euchre import Card, Seat, Suit, Rules
>>> hand = tuple(Card.parse(c) for c in "JH JD AH AS 9C".split())
>>> context = BidContext(seat=Seat.SOUTH, dealer=Seat.EAST, upcard=Card.parse("9H"),
...                      upcard_suit=Suit.HEARTS, round=1, turned_down=None, rules=Rules())
>>> choice = decide_bid(hand, context)
>>> choice.action, choice.evaluation.trump_facts.trump_count
(Action('order up'), 3)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from euchre.actions import ORDER_UP, ORDER_UP_ALONE, PASS, Action, name_trump
from euchre.bots.discarding import DiscardPlan, plan_discard
from euchre.bots.hand_strength import (
    Position,
    TrumpFacts,
    UpcardTaker,
    position_to_dealer,
    trump_facts,
    upcard_taker,
)
from euchre.bots.trump_count import (
    DEFAULT_WEIGHTS,
    TrickWeights,
    exact,
    exact_tricks,
    is_overwhelming,
    tenths,
    upcard_trump_value,
)
from euchre.cards import Card, Suit
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.rules import Rules
from euchre.games.euchre.view import SeatView
from euchre.seats import Seat

__all__ = ["BidChoice", "BidContext", "BidEvaluation", "Thresholds", "decide_bid", "evaluate_suit"]




@dataclass(frozen=True)
class Thresholds:
    """The count a seat wants before bidding, by position (first bidder … dealer)."""

    round_one: tuple[float, float, float, float] = (2.4, 2.2, 2.4, 2.3)
    round_two: tuple[float, float, float, float] = (2.3, 2.4, 2.4, 2.4)

    def needed(self, round_: int, position: Position) -> float:
        table = self.round_one if round_ == 1 else self.round_two
        return tenths(exact(table[position.order - 1])) / 10






@dataclass(frozen=True)
class BidContext:
    """What a bidder knows besides its cards: seats, upcard, round, rules and score."""

    seat: Seat
    dealer: Seat
    upcard: Card
    upcard_suit: Suit | None
    round: int  # 1: bidding on the upcard, 2: naming a suit
    turned_down: Suit | None
    rules: Rules
    score: tuple[int, int] = (0, 0)  # (North–South, East–West)

    @property
    def position(self) -> Position:
        return position_to_dealer(self.seat, self.dealer)

    @property
    def upcard_taker(self) -> UpcardTaker:
        return upcard_taker(self.seat, self.dealer)

    @property
    def dealer_is_stuck(self) -> bool:
        return self.round == 2 and self.rules.stick_the_dealer and self.seat == self.dealer

    @classmethod
    def from_view(cls, view: SeatView) -> BidContext:
        round_ = 2 if view.phase is Phase.BIDDING_ROUND_2 else 1
        return cls(view.seat, view.dealer, view.upcard, view.upcard_suit, round_,
                   view.turned_down, view.rules, view.score)


@dataclass(frozen=True)
class BidEvaluation:
    """The count for one trump suit, with the facts behind it."""

    trump: Suit
    counted_hand: tuple[Card, ...]
    trump_facts: TrumpFacts
    discard: DiscardPlan | None  # the dealer's planned discard when picking up
    strength: float  # estimated tricks, the upcard's effect included, in tenths
    needed: float  # in tenths
    alone: bool  # overwhelming: strong enough to go alone

    @property
    def margin_tenths(self) -> int:
        """The stated count less the stated need, in tenths of a trick."""
        return round(self.strength * 10) - round(self.needed * 10)

    @property
    def biddable(self) -> bool:
        return self.margin_tenths >= 0


@dataclass(frozen=True)
class BidChoice:
    action: Action
    evaluation: BidEvaluation | None  # None only for a pass with no suit to name
    considered: tuple[BidEvaluation, ...] = field(default=())












def evaluate_suit(
    hand: tuple[Card, ...], trump: Suit, context: BidContext,
    weights: TrickWeights = DEFAULT_WEIGHTS, thresholds: Thresholds = Thresholds(),
) -> BidEvaluation:
    """Count ``hand`` for ``trump`` from ``context``'s seat, the upcard's effect included."""
    discard: DiscardPlan | None = None
    counted = tuple(hand)
    round_one = context.round == 1
    taker = context.upcard_taker
    if round_one and taker is UpcardTaker.ME:
        discard = plan_discard((*hand, context.upcard), trump)
        counted = discard.kept
    facts = trump_facts(counted, trump)
    count = exact_tricks(facts, weights)
    if round_one and taker is not UpcardTaker.ME:
        value = exact(upcard_trump_value(context.upcard, trump, weights))
        if taker is UpcardTaker.PARTNER:
            count += exact(weights.upcard_partner) * value
        else:
            count -= exact(weights.upcard_opponent) * value
    if (not round_one and context.position is Position.FIRST
            and context.turned_down is not None and trump == context.turned_down.same_colour):
        count += exact(weights.next_suit)
    needed = thresholds.needed(context.round, context.position)
    return BidEvaluation(trump, counted, facts, discard, tenths(count) / 10, needed,
                         is_overwhelming(facts))


def decide_bid(
    hand: tuple[Card, ...], context: BidContext,
    weights: TrickWeights = DEFAULT_WEIGHTS, thresholds: Thresholds = Thresholds(),
) -> BidChoice:
    """Pass, order up (alone) or name a suit (alone), as Normal would."""
    if context.round == 1:
        trump = context.upcard_suit
        evaluation = evaluate_suit(hand, trump, context, weights, thresholds)
        if not evaluation.biddable:
            return BidChoice(PASS, evaluation, (evaluation,))
        return BidChoice(ORDER_UP_ALONE if evaluation.alone else ORDER_UP, evaluation,
                         (evaluation,))
    options = [
        evaluate_suit(hand, suit, context, weights, thresholds)
        for suit in Suit if suit != context.turned_down
    ]
    best = max(options, key=lambda option: (option.margin_tenths, -option.trump))
    if best.biddable or context.dealer_is_stuck:
        return BidChoice(name_trump(best.trump, alone=best.alone and best.biddable), best,
                         tuple(options))
    return BidChoice(PASS, best, tuple(options))


