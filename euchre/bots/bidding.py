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
from decimal import ROUND_HALF_UP, Decimal

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
from euchre.cards import Card, Rank, Suit, left_bower, right_bower
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.rules import Rules
from euchre.games.euchre.view import SeatView
from euchre.seats import Seat

__all__ = [
    "BidChoice",
    "BidContext",
    "BidEvaluation",
    "Thresholds",
    "TrickWeights",
    "decide_bid",
    "decide_defend_alone",
    "estimate_tricks",
    "evaluate_suit",
    "is_overwhelming",
]


@dataclass(frozen=True)
class TrickWeights:
    """How many tricks each holding is worth in the count."""

    top_trump: float = 1.0  # the joker or the right bower
    left_bower: float = 0.75
    left_bower_backed: float = 0.9  # with the right bower or the joker as well
    trump_ace: float = 0.6
    trump_ace_backed: float = 0.75  # with a bower as well
    trump_king: float = 0.5
    trump_queen: float = 0.4
    low_trump: float = 0.3
    long_trump: float = 0.25  # each trump beyond the third
    off_ace: float = 0.7
    off_ace_long: float = 0.5  # in a side suit of three or more cards
    off_king_backed: float = 0.35  # a king whose ace is also held
    off_king: float = 0.15
    void: float = 0.3  # each void, when holding at least two trumps
    upcard_partner: float = 0.5  # share of the upcard's trump value the partner gains
    upcard_opponent: float = 0.5  # share the opponent dealer gains
    next_suit: float = 0.2  # first seat naming the turned-down suit's colour mate


@dataclass(frozen=True)
class Thresholds:
    """The count a seat wants before bidding, by position (first bidder … dealer)."""

    round_one: tuple[float, float, float, float] = (2.4, 2.2, 2.4, 2.3)
    round_two: tuple[float, float, float, float] = (2.3, 2.4, 2.4, 2.4)

    def needed(self, round_: int, position: Position) -> float:
        table = self.round_one if round_ == 1 else self.round_two
        return tenths(_exact(table[position.order - 1])) / 10


def _exact(value: float) -> Decimal:
    """A weight as the decimal it was written as (0.1, not 0.1000000000000000055…)."""
    return Decimal(repr(value))


def tenths(count: Decimal) -> int:
    """A count in whole tenths of a trick, halves rounded up: 2.35 is 24."""
    return int((count * 10).quantize(Decimal(1), rounding=ROUND_HALF_UP))


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


def _trump_value(card: Card, facts: TrumpFacts, weights: TrickWeights) -> float:
    trump = facts.trump
    top_held = facts.has_right_bower or facts.has_joker
    if card.is_joker or card == right_bower(trump):
        return weights.top_trump
    if card == left_bower(trump):
        return weights.left_bower_backed if top_held else weights.left_bower
    if card.rank is Rank.ACE:
        return weights.trump_ace_backed if facts.bowers or facts.has_joker else weights.trump_ace
    if card.rank is Rank.KING:
        return weights.trump_king
    if card.rank is Rank.QUEEN:
        return weights.trump_queen
    return weights.low_trump


def _exact_tricks(facts: TrumpFacts, weights: TrickWeights) -> Decimal:
    total = sum((_exact(_trump_value(card, facts, weights)) for card in facts.trumps),
                Decimal(0))
    total += _exact(weights.long_trump) * max(0, facts.trump_count - 3)
    for card in facts.off_aces:
        long_suit = facts.length(card.suit) >= 3
        total += _exact(weights.off_ace_long if long_suit else weights.off_ace)
    for card in facts.off_kings:
        backed = any(ace.suit == card.suit for ace in facts.off_aces)
        total += _exact(weights.off_king_backed if backed else weights.off_king)
    if facts.trump_count >= 2:
        total += _exact(weights.void) * len(facts.voids)
    return total


def estimate_tricks(facts: TrumpFacts, weights: TrickWeights = TrickWeights()) -> float:
    """The tricks a hand should take by itself with ``facts.trump`` as trump."""
    return float(_exact_tricks(facts, weights))


def upcard_trump_value(upcard: Card, trump: Suit, weights: TrickWeights) -> float:
    """The upcard's worth as a trump to whoever picks it up."""
    facts = trump_facts((upcard,), trump)
    return _trump_value(upcard, facts, weights)


def is_overwhelming(facts: TrumpFacts) -> bool:
    """Strong enough to play alone: two of the top trumps (joker, right, left bower),
    three or more trumps, and every other card an ace — or four trumps or more."""
    top = int(facts.has_joker) + facts.bowers
    if top < 2 or facts.trump_count < 3:
        return False
    return facts.trump_count >= 4 or len(facts.off_aces) == len(facts.off_suit_cards)


def evaluate_suit(
    hand: tuple[Card, ...], trump: Suit, context: BidContext,
    weights: TrickWeights = TrickWeights(), thresholds: Thresholds = Thresholds(),
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
    count = _exact_tricks(facts, weights)
    if round_one and taker is not UpcardTaker.ME:
        value = _exact(upcard_trump_value(context.upcard, trump, weights))
        if taker is UpcardTaker.PARTNER:
            count += _exact(weights.upcard_partner) * value
        else:
            count -= _exact(weights.upcard_opponent) * value
    if (not round_one and context.position is Position.FIRST
            and context.turned_down is not None and trump == context.turned_down.same_colour):
        count += _exact(weights.next_suit)
    needed = thresholds.needed(context.round, context.position)
    return BidEvaluation(trump, counted, facts, discard, tenths(count) / 10, needed,
                         is_overwhelming(facts))


def decide_bid(
    hand: tuple[Card, ...], context: BidContext,
    weights: TrickWeights = TrickWeights(), thresholds: Thresholds = Thresholds(),
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


def decide_defend_alone(hand: tuple[Card, ...], trump: Suit) -> tuple[bool, TrumpFacts]:
    """Defend alone only with an overwhelming trump holding (see ``is_overwhelming``)."""
    facts = trump_facts(hand, trump)
    return is_overwhelming(facts), facts
