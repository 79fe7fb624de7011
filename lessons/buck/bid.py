"""Buck Euchre bidding drills: make trump or pass with South's hand, graded by the Expert.

A drill is a real Buck hand dealt by the engine from a seed and bid up to South's turn by
``lessons.buck.play``'s careful beginners: in round 1 South may order the upcard up (or,
dealing, pick it up) or pass; in round 2, after four passes, South may name one of the
three other suits or pass. The Expert evaluates South's *view* by simulation and values
every legal bid as points off South's count this hand (a trick takes one off; being bucked
or set as maker puts five on), the drop-outs and the play that follow included. The
grading rule is the other drills' (``lessons.kit.simulated``): graded only when the best
bid leads clearly, else a judgment call with the figures.

>>> hand, scores, theme = bid_position(2, Tier.BEGINNER)
>>> hand.to_act.label, hand.phase.value, scores
('South', 'bidding round 1', (25, 25, 25, 25))
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Decision
from euchre.cards import Card, Rank, Suit, left_bower, right_bower
from euchre.games.buck import BuckHand, BuckPhase, BuckRules, BuckView, Player
from lessons.buck.play import sensible_action, suit_count, table_scene
from lessons.buck.themes import BuckTheme
from lessons.kit.simulated import SimulatedDrill, draw_theme, explanation_text, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = ["BidDrill", "bid_label", "bid_position", "bid_themes", "build_bid_drill"]

LEARNER = Player.SOUTH
RULES = BuckRules()
P = BuckPhase
ANY_HAND = 0.25  # the share of positions kept whatever South holds
_MOST_ATTEMPTS = 2000

_THEMES_BY_TIER = {
    Tier.BEGINNER: (BuckTheme.BID_ORDER_UP,),
    Tier.INTERMEDIATE: (BuckTheme.BID_ORDER_UP, BuckTheme.BID_NAME_TRUMP),
    Tier.ADVANCED: (BuckTheme.BID_ORDER_UP, BuckTheme.BID_NAME_TRUMP),
}
_ROUND = {BuckTheme.BID_ORDER_UP: P.BIDDING_ROUND_1, BuckTheme.BID_NAME_TRUMP: P.BIDDING_ROUND_2}


class Evaluator(Protocol):
    """What a drill needs from the Buck Expert: a decision with its simulated options."""

    def decide(self, view: BuckView) -> Decision: ...


def bid_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES_BY_TIER[Tier(tier)]


# ---- positions -------------------------------------------------------------------------


def _worth_a_thought(cards: tuple[Card, ...], suits: tuple[Suit, ...]) -> bool:
    """A hand near a bid: two cards or more of a suit South may make trump, one of them a
    bower or its ace."""
    for suit in suits:
        high = {right_bower(suit), left_bower(suit), Card.of(Rank.ACE, suit)}
        if suit_count(cards, suit) >= 2 and high & set(cards):
            return True
    return False


def _scores(tier: Tier, rng: random.Random) -> tuple[int, int, int, int]:
    start = RULES.starting_score
    if tier is Tier.BEGINNER:
        return (start, start, start, start)
    low = 5 if tier is Tier.INTERMEDIATE else 1
    high = start if tier is Tier.INTERMEDIATE else 16
    return tuple(rng.randint(low, high) for _ in Player)  # type: ignore[return-value]


def _makeable(hand: BuckHand) -> tuple[Suit, ...]:
    """The suits South's bid may make trump now."""
    if hand.phase is P.BIDDING_ROUND_1:
        return (hand.upcard.suit,)
    return tuple(suit for suit in Suit if suit != hand.turned_down)


def bid_position(
    seed: int, tier: Tier, theme: Theme | None = None, variant: int = 0,
) -> tuple[BuckHand, tuple[int, int, int, int], Theme]:
    """A Buck hand bid up to South's turn: (hand, counts, theme).

    Ordering up: round 1, the players before South passed (a careful beginner orders up
    with three of the upcard's suit). Naming trump: round 2, all four passed the upcard,
    South included. Beginner: East deals, so South is asked first, and the counts are at
    the start; Intermediate and Advanced: any seat deals, counts already down (near zero
    in Advanced). About one position in four is any hand at all; the others give South
    two cards or more of a suit it may make, one of them high.
    """
    tier = Tier(tier)
    rng, chosen = draw_theme("buck-bid", _THEMES_BY_TIER[tier], seed, tier, theme, variant)
    scores = _scores(tier, rng)
    any_hand = rng.random() < ANY_HAND
    wanted = _ROUND[chosen]
    for attempt in range(_MOST_ATTEMPTS):
        dealer = Player.EAST if tier is Tier.BEGINNER else Player(rng.randrange(4))
        hand = BuckHand.from_seed(f"buck-bid:{int(tier)}:{chosen}:{seed}:{attempt}", RULES,
                                  dealer=dealer)
        if hand.clubs_turned:
            continue
        while hand.phase in (P.BIDDING_ROUND_1, P.BIDDING_ROUND_2) and not (
                hand.phase is wanted and hand.to_act == LEARNER):
            # South passed the upcard to reach round 2; the others bid as beginners do
            hand = hand.apply(PASS if hand.to_act == LEARNER else sensible_action(hand))
        if hand.phase is not wanted or hand.to_act != LEARNER:
            continue
        if any_hand or _worth_a_thought(hand.hand(LEARNER), _makeable(hand)):
            return hand, scores, chosen
    raise RuntimeError(f"no {chosen.label} position found for seed {seed}")


# ---- drills ----------------------------------------------------------------------------


def bid_label(action: Action, view: BuckView) -> str:
    """A bid in words: "Pass", "Order up Q♥" ("Pick up Q♥" for the dealer), "Name ♠"."""
    if action.kind is ActionKind.PASS:
        return "Pass"
    if action.kind is ActionKind.ORDER_UP:
        verb = "Pick up" if view.dealer == view.seat else "Order up"
        return f"{verb} {view.upcard.symbol}"
    if action.kind is ActionKind.NAME_TRUMP:
        return f"Name {action.suit.symbol}"
    raise ValueError(f"{action.text!r} is not a bid.")


@dataclass(frozen=True)
class BidDrill(SimulatedDrill):
    """One bid for South with the Expert's values of every legal bid (points off South's
    count this hand, best first)."""

    view: BuckView
    family: str = "buck-bid"
    option_kind: ClassVar[str] = "bid"
    beneficiary: ClassVar[str] = "you"
    points_meaning: ClassVar[str] = (
        "Points are what comes off your count this hand — one a trick, minus five when "
        "you are bucked or, as maker, set — averaged over those deals; after a pass the "
        "others bid on and you may still play or drop out.")
    points_axis: ClassVar[str] = ("expected points off your count (left of 0: your count "
                                  "goes up)")

    def label(self, option: str) -> str:
        return bid_label(Action.parse(option), self.view)


def _prompt(view: BuckView) -> str:
    counts = ", ".join(f"{player.label} {view.score[player]}" for player in Player)
    if view.phase is P.BIDDING_ROUND_1:
        asked = ("Make its suit trump (you would pick it up and discard), or pass?"
                 if view.dealer == view.seat else "Order it up, or pass?")
        where = f"{view.upcard.symbol} is turned up. {asked}"
    else:
        where = (f"Everyone passed {view.upcard.symbol}, turned down. Name a trump suit "
                 f"(not {view.turned_down.symbol}), or pass?")
    return f"{view.dealer.label} deals. Counts before the hand: {counts}. {where}"



def build_bid_drill(
    seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator, tries: int = 1,
) -> BidDrill:
    """Deal a drill position and have ``evaluator`` value every legal bid.

    With ``tries`` > 1, positions are drawn from the seed until one is clear enough to
    grade; if none is, the last is kept as a judgment call.
    """
    return first_clear(partial(_evaluated_drill, seed, tier, theme, evaluator), tries)


def _evaluated_drill(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
                     variant: int) -> BidDrill:
    hand, scores, chosen = bid_position(seed, tier, theme, variant)
    view = hand.view(LEARNER, score=scores)
    decision = evaluator.decide(view)
    values = decision.explanation.options
    if {value.action for value in values} != set(view.legal_actions):
        raise RuntimeError("the Expert did not value every legal bid")
    values = tuple(sorted(values, key=lambda value: -value.expected_points))
    return BidDrill(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=_prompt(view),
        options=tuple(action.text for action in view.legal_actions),
        scene=table_scene(view),
        view=view,
        values=values,
        explanation=explanation_text(decision),
        expert_choice=decision.action,
        variant=variant,
    )
