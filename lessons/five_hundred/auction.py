"""Five Hundred auction drills: what to call with South's ten cards, graded by the Expert.

A drill is a real Five Hundred hand dealt by the engine from a seed and taken up to South's
call: South calls first (the opening), or the players before South have called as careful
beginners do (``sensible_call``: a bid in their longest trump suit when it and their side
aces promise the tricks, else a pass). The Expert evaluates South's *view* by simulation
over the cards South cannot see (the kitty included) and values every legal call as South's
side's points minus the other side's this hand, by the Avondale schedule, after the other
players have called on and the hand has been played (so a pass is worth what follows it).
The drill offers a pass, the misères and the trick bids of the lowest ``LEVELS`` levels
South may bid (more, up to the Expert's own bid, when it bids higher). The grading rule is
the other drills' (``lessons.kit.simulated``): graded only when the best call offered leads
clearly, else a judgment call with the figures; as Five Hundred scores in tens, the
smallest gap ever graded is ``MIN_GAP_POINTS``.

>>> hand, scores, theme = auction_position(3, Tier.BEGINNER)
>>> hand.to_act.label, scores, theme.value
('South', (0, 0), 'auction-opening')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

from euchre.bots.base import Decision, OptionValue
from euchre.cards import Card, Rank, Suit
from euchre.games.five_hundred import (
    PASS,
    Denomination,
    FiveHundredAction,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredRules,
    FiveHundredView,
    Kind,
)
from euchre.games.five_hundred.cards import EFFECTIVE_SUIT, mode_of
from euchre.seats import Seat
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.exercise import Scene
from lessons.kit.simulated import SimulatedDrill, draw_theme, explanation_text, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = [
    "MIN_GAP_POINTS",
    "AuctionDrill",
    "auction_position",
    "auction_themes",
    "build_auction_drill",
    "call_label",
    "offered_calls",
    "pass_sentence",
    "pass_words",
    "sensible_call",
    "trick_estimate",
]

LEARNER = Seat.SOUTH
RULES = FiveHundredRules()
MIN_GAP_POINTS = 10.0  # a trick's worth to the opponents: the smallest gap ever graded
ANY_HAND = 0.25  # the share of positions kept whatever South holds
LEVELS = 3  # the levels of trick bids a drill offers, from the lowest South may bid
PARTNER_TRICKS = 1  # what a careful beginner counts on from partner and the kitty
_MOST_ATTEMPTS = 2000
PASS_FACTOR = "after_pass"  # the Expert's words on what follows a pass

_THEMES_BY_TIER = {
    Tier.BEGINNER: (FiveHundredTheme.AUCTION_OPENING,),
    Tier.INTERMEDIATE: (FiveHundredTheme.AUCTION_OPENING, FiveHundredTheme.AUCTION_CONTESTED),
    Tier.ADVANCED: (FiveHundredTheme.AUCTION_OPENING, FiveHundredTheme.AUCTION_CONTESTED),
}


class Evaluator(Protocol):
    """What a drill needs from the Five Hundred Expert: an auction decision with the
    simulated value of each call it considered."""

    def decide(self, view: FiveHundredView) -> Decision: ...


def auction_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES_BY_TIER[Tier(tier)]


# ---- a careful beginner's call --------------------------------------------------------------


def trick_estimate(cards: tuple[Card, ...], suit: Suit) -> int:
    """A beginner's count of the tricks ``suit`` as trump should bring: every trump (the
    joker and both bowers among them), every side ace, and ``PARTNER_TRICKS`` more."""
    table = EFFECTIVE_SUIT[mode_of(suit, None)]
    trumps = sum(table[card] == suit for card in cards)
    side_aces = sum(card.rank is Rank.ACE and table[card] != suit for card in cards
                    if table[card] < len(Suit))
    return trumps + side_aces + PARTNER_TRICKS


def sensible_call(hand: FiveHundredHand) -> FiveHundredAction:
    """A careful beginner's call: the cheapest legal bid in the suit with the best count
    (``trick_estimate``), when that count reaches the bid's tricks; else a pass."""
    cards = hand.hand(hand.to_act)
    legal = {action.bid: action for action in hand.legal_actions() if action.kind is Kind.BID}
    best: tuple[int, Denomination] | None = None
    for denomination in Denomination:
        if denomination.suit is None:
            continue
        estimate = min(trick_estimate(cards, denomination.suit), 10)
        if best is None or estimate > best[0]:
            best = (estimate, denomination)
    estimate, denomination = best
    for bid in sorted(legal):
        if not bid.is_misere and bid.denomination is denomination and bid.tricks <= estimate:
            return legal[bid]
    return PASS


# ---- positions -------------------------------------------------------------------------


def _worth_a_thought(hand: FiveHundredHand) -> bool:
    """A hand near a bid: a suit the beginner's count puts at 5 tricks or more."""
    cards = hand.hand(LEARNER)
    return max(trick_estimate(cards, suit) for suit in Suit) >= 5


def _scores(tier: Tier, rng: random.Random) -> tuple[int, int]:
    if tier is Tier.BEGINNER:
        return (0, 0)
    low, high = (0, 300) if tier is Tier.INTERMEDIATE else (-300, 480)
    return (10 * rng.randint(low // 10, high // 10), 10 * rng.randint(low // 10, high // 10))


def _dealer(theme: Theme, rng: random.Random) -> Seat:
    """East deals for an opening (South calls first); West or North for a contested
    auction, so one or two players call before South."""
    if theme is FiveHundredTheme.AUCTION_OPENING:
        return Seat.EAST
    return rng.choice((Seat.WEST, Seat.NORTH))


def auction_position(
    seed: int, tier: Tier, theme: Theme | None = None, variant: int = 0,
) -> tuple[FiveHundredHand, tuple[int, int], Theme]:
    """A Five Hundred hand taken up to South's call: (hand, the match score, theme).

    Opening: South calls first. Contested: the players before South have called, one of
    them a bid. Beginner: the score 0–0; Intermediate and Advanced: a game under way (in
    Advanced, near 500 or below zero). About one position in four is any hand at all; the
    others give South a suit worth a thought.
    """
    tier = Tier(tier)
    rng, chosen = draw_theme("auction", _THEMES_BY_TIER[tier], seed, tier, theme, variant)
    scores = _scores(tier, rng)
    any_hand = rng.random() < ANY_HAND
    for attempt in range(_MOST_ATTEMPTS):
        hand = FiveHundredHand.from_seed(f"auction:{int(tier)}:{chosen}:{seed}:{attempt}",
                                         RULES, dealer=_dealer(chosen, rng))
        while hand.phase is FiveHundredPhase.AUCTION and hand.to_act != LEARNER:
            hand = hand.apply(sensible_call(hand))
        if hand.phase is not FiveHundredPhase.AUCTION:
            continue
        if chosen is FiveHundredTheme.AUCTION_CONTESTED and hand.high_bid is None:
            continue
        if any_hand or _worth_a_thought(hand):
            return hand, scores, chosen
    raise RuntimeError(f"no {chosen.label} position found for seed {seed}")


# ---- drills ----------------------------------------------------------------------------


def call_label(option: str) -> str:
    """A call in words: "Pass", "Bid 7♥", "Bid 8 no trumps", "Bid misère"."""
    action = FiveHundredAction.parse(option)
    return "Pass" if action.kind is Kind.PASS else f"Bid {action.bid.label}"


@dataclass(frozen=True)
class AuctionDrill(SimulatedDrill):
    """One auction call for South with the Expert's values of the calls it considered
    (points for South's side this hand, best first)."""

    view: FiveHundredView
    family: str = "auction"
    option_kind: ClassVar[str] = "call"
    beneficiary: ClassVar[str] = "your side"
    pass_follows: str = ""
    points_meaning: ClassVar[str] = (
        "Points are your side's score this hand minus the other side's, by the Avondale "
        "schedule (a contract that would win the game, or lose it at −500, counts 250 "
        "more), averaged over those deals. After each call the other players call on, by "
        "their counted tricks, and the contract the auction ends in is played out: a pass "
        "is worth what the others then make or fail (0 only when everybody passes and the "
        "hand is thrown in).")
    points_axis: ClassVar[str] = ("expected points for your side this hand (left of 0: "
                                  "your side loses points)")
    min_gap: ClassVar[float] = MIN_GAP_POINTS
    zero_changes_nothing: ClassVar[bool] = False

    def label(self, option: str) -> str:
        return call_label(option)

    def follows(self, value: OptionValue) -> str:
        return pass_sentence(value, self.pass_follows)


def pass_words(decision: Decision) -> str:
    """The Expert's words on what follows a pass ("" when it gave none)."""
    return next((factor.text for factor in decision.explanation.factors
                 if factor.name == PASS_FACTOR), "")


def pass_sentence(value: OptionValue, words: str) -> str:
    """What a pass leads to on the Expert's deals (who wins the auction, whether that
    contract is made), as a sentence; "" for any other call."""
    if value.action != PASS or not words:
        return ""
    text = words.rstrip(".")
    return f"{text[:1].upper()}{text[1:]}."


def _prompt(view: FiveHundredView) -> str:
    score = (f"North–South {view.score[0]}, East–West {view.score[1]}"
             if view.score is not None else "0–0")
    if view.high_bid is None:
        before = "You call first." if not view.bids else "Nobody has bid yet."
    else:
        before = f"The highest bid is {view.high_bidder.label}'s {view.high_bid.label}."
    return (f"{view.dealer.label} deals. Score: {score}. {before} "
            "What do you call with these ten cards?")


def _scene(view: FiveHundredView) -> Scene:
    return Scene(hand=view.hand, dealer=view.dealer, bids=tuple(view.bids), score=view.score)


def build_auction_drill(
    seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator, tries: int = 1,
) -> AuctionDrill:
    """Deal a drill position and have ``evaluator`` value South's calls.

    With ``tries`` > 1, positions are drawn from the seed until one is clear enough to
    grade; if none is, the last is kept as a judgment call.
    """
    return first_clear(partial(_evaluated_drill, seed, tier, theme, evaluator), tries)


def offered_calls(legal: tuple[FiveHundredAction, ...], expert_choice: FiveHundredAction
                  ) -> tuple[FiveHundredAction, ...]:
    """The calls a drill offers, in ladder order: a pass, the misères, and the trick bids
    of the lowest ``LEVELS`` levels South may bid — up to the Expert's bid if higher."""
    levels = [action.bid.tricks for action in legal
              if action.kind is Kind.BID and not action.bid.is_misere]
    if not levels:
        return legal
    top = min(levels) + LEVELS - 1
    if expert_choice.kind is Kind.BID and not expert_choice.bid.is_misere:
        top = max(top, expert_choice.bid.tricks)
    return tuple(action for action in legal if action.kind is Kind.PASS
                 or action.bid.is_misere or action.bid.tricks <= top)


def _evaluated_drill(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
                     variant: int) -> AuctionDrill:
    hand, scores, chosen = auction_position(seed, tier, theme, variant)
    view = hand.view(LEARNER, score=scores)
    decision = evaluator.decide(view)
    legal = view.legal_actions
    valued = {value.action: value for value in decision.explanation.options}
    if not set(valued) <= set(legal) or PASS not in valued or len(valued) < 2:
        raise RuntimeError("the Expert did not value a pass and at least one legal bid")
    legal = tuple(action for action in offered_calls(legal, decision.action)
                  if action in valued)
    values = tuple(sorted((valued[action] for action in legal),
                          key=lambda value: -value.expected_points))
    return AuctionDrill(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=_prompt(view),
        options=tuple(action.text for action in legal),
        scene=_scene(view),
        view=view,
        values=values,
        explanation=explanation_text(decision),
        expert_choice=decision.action,
        variant=variant,
        pass_follows=pass_words(decision),
    )
