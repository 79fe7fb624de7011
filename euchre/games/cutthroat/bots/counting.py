"""Normal's Cutthroat counts: a hand's tricks for a trump, the dummy's help, five of ten.

The trick count is the four-handed one (``euchre.bots.bidding.estimate_tricks``: trumps by
rank, extra length, off-suit aces, voids). What Cutthroat changes is the table: the
maker plays alone against two, may take the dummy (five more cards to choose from, worth
``Thresholds.dummy_help`` tricks on average) and an opponent dealer keeps the upcard.
Every figure is rounded to tenths of a trick and the decisions compare the rounded
figures, so what Normal states is what it decided on. These are plain functions of a
hand and a ``BidSeat``, so Expert uses them to picture the other players.

>>> from euchre import Card, Suit
>>> from euchre.games.cutthroat.seats import Player
>>> hand = tuple(Card.parse(c) for c in "JH JD AH AS 9C".split())
>>> seat = BidSeat(Player.SOUTH, Player.EAST, Card.parse("9H"), 1, None, False)
>>> count = count_suit(hand, Suit.HEARTS, seat)
>>> count.facts.trump_count, count.biddable
(3, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import combinations

from euchre.actions import ORDER_UP, PASS, Action, name_trump
from euchre.bots.discarding import DiscardPlan, plan_discard
from euchre.bots.hand_strength import TrumpFacts, play_strength, trump_facts
from euchre.bots.trump_count import (
    TrickWeights,
    estimate_tricks,
    is_overwhelming,
    upcard_trump_value,
)
from euchre.cards import Card, Rank, Suit, effective_suit, is_trump
from euchre.games.cutthroat.seats import Player

__all__ = [
    "BidPlan",
    "BidSeat",
    "KeepPlan",
    "Position",
    "SuitCount",
    "Thresholds",
    "count_suit",
    "decide_bid",
    "goes_alone",
    "keep_plan",
    "plan_keep",
    "quick_keep",
    "ranked_fives",
    "ranked_keeps",
]

WEIGHTS = TrickWeights()


class Position(StrEnum):
    """A seat's place relative to the dealer, in bidding order."""

    FIRST = "first to bid, on the dealer's left"
    SECOND = "second to bid, on the dealer's right"
    DEALER = "the dealer"

    @property
    def order(self) -> int:
        return list(Position).index(self) + 1

    @classmethod
    def of(cls, seat: Player, dealer: Player) -> Position:
        return list(cls)[(seat - dealer - 1) % 3]


@dataclass(frozen=True)
class Thresholds:
    """The count a seat wants before making trump, by position (first, second, dealer)."""

    round_one: tuple[float, float, float] = (2.8, 2.9, 2.8)
    round_two: tuple[float, float, float] = (2.8, 2.9, 2.9)
    dummy_help: float = 1.8  # tricks the dummy's five cards add on average (tuned on duplicate
    # deals against Easy: 0.5, 1.0, 1.4, 1.8 and 2.2 gave -0.02, +0.19, +0.31, +0.36 and +0.35
    # points per hand)
    upcard_to_opponent: float = 0.5  # share of the upcard's trump value an opponent dealer gains

    def needed(self, round_: int, position: Position) -> float:
        table = self.round_one if round_ == 1 else self.round_two
        return table[position.order - 1]


THRESHOLDS = Thresholds()


@dataclass(frozen=True)
class BidSeat:
    """What a bidder knows besides its cards: seats, upcard, round and the table rule."""

    seat: Player
    dealer: Player
    upcard: Card
    round: int  # 1: bidding on the upcard, 2: naming a suit
    turned_down: Suit | None
    stick_the_dealer: bool

    @property
    def position(self) -> Position:
        return Position.of(self.seat, self.dealer)

    @property
    def is_dealer(self) -> bool:
        return self.seat == self.dealer

    @property
    def dealer_is_stuck(self) -> bool:
        return self.round == 2 and self.stick_the_dealer and self.is_dealer


def tenths(value: float) -> int:
    """A count in whole tenths of a trick, halves rounded up."""
    return int(value * 10 + 0.5 + 1e-9) if value >= 0 else -int(-value * 10 + 0.5 - 1e-9)


@dataclass(frozen=True)
class SuitCount:
    """The count for one trump suit, with the facts behind it (figures in tenths)."""

    trump: Suit
    counted_hand: tuple[Card, ...]
    facts: TrumpFacts
    discard: DiscardPlan | None  # the dealer's planned discard after picking up
    own_tricks: float  # the counted hand's own estimate
    upcard_loss: float  # what an opponent dealer's pick-up costs (0 otherwise)
    dummy_help: float
    strength: float  # own tricks - upcard loss + dummy help
    needed: float

    @property
    def margin_tenths(self) -> int:
        return tenths(self.strength) - tenths(self.needed)

    @property
    def biddable(self) -> bool:
        return self.margin_tenths >= 0


def count_suit(hand: tuple[Card, ...], trump: Suit, seat: BidSeat,
               thresholds: Thresholds = THRESHOLDS) -> SuitCount:
    """Count ``hand`` for ``trump`` from ``seat``, the upcard and the dummy included."""
    counted = tuple(hand)
    discard: DiscardPlan | None = None
    loss = 0.0
    if seat.round == 1:
        if seat.is_dealer:
            discard = plan_discard((*hand, seat.upcard), trump)
            counted = discard.kept
        else:
            value = upcard_trump_value(seat.upcard, trump, WEIGHTS)
            loss = tenths(thresholds.upcard_to_opponent * value) / 10
    facts = trump_facts(counted, trump)
    own = tenths(estimate_tricks(facts, WEIGHTS)) / 10
    help_ = thresholds.dummy_help
    strength = (tenths(own) - tenths(loss) + tenths(help_)) / 10
    return SuitCount(trump, counted, facts, discard, own, loss, help_, strength,
                     thresholds.needed(seat.round, seat.position))


@dataclass(frozen=True)
class BidPlan:
    action: Action
    count: SuitCount
    considered: tuple[SuitCount, ...]


def decide_bid(hand: tuple[Card, ...], seat: BidSeat,
               thresholds: Thresholds = THRESHOLDS) -> BidPlan:
    """Pass, order up or name a suit, as Normal would."""
    if seat.round == 1:
        count = count_suit(hand, seat.upcard.suit, seat, thresholds)
        return BidPlan(ORDER_UP if count.biddable else PASS, count, (count,))
    options = tuple(count_suit(hand, suit, seat, thresholds)
                    for suit in Suit if suit != seat.turned_down)
    best = max(options, key=lambda option: (option.margin_tenths, -option.trump))
    if best.biddable or seat.dealer_is_stuck:
        return BidPlan(name_trump(best.trump), best, options)
    return BidPlan(PASS, best, options)


def goes_alone(hand: tuple[Card, ...], trump: Suit, seat: Player, dealer: Player) -> bool:
    """Go alone only with an overwhelming hand, and never from the dealer's left, where
    taking the dummy keeps the opening lead."""
    first = Position.of(seat, dealer) is Position.FIRST
    return not first and is_overwhelming(trump_facts(hand, trump))


# ---- five of ten --------------------------------------------------------------------------


@dataclass(frozen=True)
class KeepPlan:
    """The five cards the maker keeps of its ten, the five it discards, and their count."""

    trump: Suit
    kept: tuple[Card, ...]  # strongest first
    discards: tuple[Card, ...]  # weakest first: the order they are thrown away
    facts: TrumpFacts
    tricks: float  # the kept hand's estimate, in tenths


def _strength_order(cards, trump: Suit) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda card: (-play_strength(card, trump), card)))


def ranked_keeps(cards: tuple[Card, ...], trump: Suit, limit: int) -> tuple[KeepPlan, ...]:
    """The ``limit`` fives of ``cards`` with the best counts, best first (ties: the stronger
    cards)."""
    ordered = tuple(sorted(cards))
    return tuple(keep_plan(ordered, keep, trump)
                 for keep in ranked_fives(ordered, trump)[:limit])


@lru_cache(maxsize=256)
def ranked_fives(cards: tuple[Card, ...], trump: Suit) -> tuple[tuple[Card, ...], ...]:
    """Every five of the (sorted) ``cards``, best count first (ties: the stronger cards),
    remembered: a maker's ten is ranked once for all five of its discards."""
    scored = []
    for keep in combinations(cards, 5):
        facts = trump_facts(keep, trump)
        scored.append(((tenths(estimate_tricks(facts, WEIGHTS)),
                        sum(play_strength(card, trump) for card in keep)), keep))
    scored.sort(key=lambda item: item[0], reverse=True)
    return tuple(keep for _key, keep in scored)


def plan_keep(cards: tuple[Card, ...], trump: Suit) -> KeepPlan:
    """The five of ``cards`` with the best count (ties: the stronger cards)."""
    return ranked_keeps(cards, trump, 1)[0]


@lru_cache(maxsize=4096)
def keep_plan(cards: tuple[Card, ...], keep: tuple[Card, ...], trump: Suit) -> KeepPlan:
    """The plan that keeps ``keep`` of ``cards``: the five kept, strongest first, and the
    others in the order they are thrown away, weakest first."""
    facts = trump_facts(keep, trump)
    discards = tuple(reversed(_strength_order([c for c in cards if c not in keep], trump)))
    return KeepPlan(trump, _strength_order(keep, trump), discards, facts,
                    tenths(estimate_tricks(facts, WEIGHTS)) / 10)


def quick_keep(cards: tuple[Card, ...], trump: Suit,
               forbidden: frozenset[Suit] = frozenset()) -> tuple[Card, ...]:
    """A fast keep (for picturing another maker): trumps, then off-suit aces, then the
    strongest cards of suits already kept; never a card of a ``forbidden`` suit."""
    allowed = [c for c in cards if effective_suit(c, trump) not in forbidden]
    trumps = [c for c in _strength_order(allowed, trump) if is_trump(c, trump)]
    keep = trumps[:5]
    off = [c for c in _strength_order(allowed, trump) if not is_trump(c, trump)]
    aces = [c for c in off if c.rank is Rank.ACE]
    keep += aces[: 5 - len(keep)]
    if len(keep) < 5:
        kept_suits = {c.suit for c in keep if not is_trump(c, trump)}
        rest = [c for c in off if c not in keep]
        rest.sort(key=lambda c: (c.suit not in kept_suits, -play_strength(c, trump), c))
        keep += rest[: 5 - len(keep)]
    return tuple(keep)
