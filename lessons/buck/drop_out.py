"""Buck Euchre drop-out drills: stay in or drop out with South's hand, graded by the Expert.

A drill is a real Buck hand dealt by the engine from a seed and played up to South's
drop-out decision by ``lessons.buck.play``'s careful beginners: another player makes
trump (or all four pass twice for a no-trump hand), the dealer discards, and the players
asked before South decide. The Expert evaluates South's *view* by simulation and values
both choices as points off South's count this hand (a trick takes one off, being bucked
or set puts five on; dropping out changes nothing). The grading rule is the bidding
drills' (``lessons.kit.simulated``): graded only when the best choice leads clearly, else a
judgment call with the figures.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

from euchre.bots.base import Decision
from euchre.cards import Card, Rank, left_bower, right_bower
from euchre.games.buck import BuckHand, BuckPhase, BuckRules, BuckView, Player
from lessons.buck.play import aces, sensible_action, suit_count, table_scene
from lessons.buck.themes import BuckTheme
from lessons.kit.simulated import SimulatedDrill, draw_theme, explanation_text, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = [
    "DropOutDrill",
    "build_drop_out_drill",
    "drop_out_position",
    "drop_out_themes",
]

LEARNER = Player.SOUTH
RULES = BuckRules()
P = BuckPhase
ANY_HAND = 0.25  # the share of positions kept whatever South holds
PROMISING = 0.4  # of the others, the share with a hand that may well take a trick
_BEFORE_SOUTH = (P.BIDDING_ROUND_1, P.DEALER_DISCARD, P.BIDDING_ROUND_2, P.DROP_OUT)

_THEMES_BY_TIER = {
    Tier.BEGINNER: (BuckTheme.DROP_OUT_TRUMP,),
    Tier.INTERMEDIATE: (BuckTheme.DROP_OUT_TRUMP, BuckTheme.DROP_OUT_NO_TRUMP),
    Tier.ADVANCED: (BuckTheme.DROP_OUT_TRUMP, BuckTheme.DROP_OUT_NO_TRUMP),
}


class Evaluator(Protocol):
    """What a drill needs from the Buck Expert: a decision with its simulated options."""

    def decide(self, view: BuckView) -> Decision: ...


def drop_out_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES_BY_TIER[Tier(tier)]


# ---- positions -------------------------------------------------------------------------


def _doubtful(hand: BuckHand) -> bool:
    """A weak hand worth a thought: one or two trumps, or an ace and no trump; with no
    trump, one ace, or a king and no ace."""
    cards = hand.hand(LEARNER)
    if hand.trump is None:
        return aces(cards) == 1 or (aces(cards) == 0 and any(
            card.rank is Rank.KING for card in cards))
    trumps = suit_count(cards, hand.trump)
    return trumps in (1, 2) or (trumps == 0 and aces(cards) > 0)


def _promising(hand: BuckHand) -> bool:
    """A hand that may well take a trick: a high trump (a bower or the ace) with another
    trump or an ace; with no trump, two aces or more."""
    cards = hand.hand(LEARNER)
    if hand.trump is None:
        return aces(cards) >= 2
    trump = hand.trump
    high = {right_bower(trump), left_bower(trump), Card.of(Rank.ACE, trump)} & set(cards)
    return bool(high) and (suit_count(cards, trump) >= 2 or aces(cards) > len(high & {
        Card.of(Rank.ACE, trump)}))


def _scores(tier: Tier, rng: random.Random) -> tuple[int, int, int, int]:
    start = RULES.starting_score
    if tier is Tier.BEGINNER:
        return (start, start, start, start)
    low = 5 if tier is Tier.INTERMEDIATE else 1
    high = start if tier is Tier.INTERMEDIATE else 16
    return (rng.randint(low, high), rng.randint(low, high), rng.randint(low, high),
            rng.randint(low, high))


def drop_out_position(
    seed: int, tier: Tier, theme: Theme | None = None, variant: int = 0,
) -> tuple[BuckHand, tuple[int, int, int, int], Theme]:
    """A Buck hand played up to South's drop-out decision: (hand, counts, theme).

    Beginner: South is the first asked, counts at the start. Intermediate and Advanced:
    any seat to deal, no-trump hands too, counts already down (near zero in Advanced).
    About one position in four is any hand at all; of the others, some give South a
    promising hand and the rest a weak one worth a thought.
    """
    tier = Tier(tier)
    rng, chosen = draw_theme("drop-out", _THEMES_BY_TIER[tier], seed, tier, theme, variant)
    scores = _scores(tier, rng)
    any_hand = rng.random() < ANY_HAND
    wanted = _promising if rng.random() < PROMISING else _doubtful
    no_trump = chosen is BuckTheme.DROP_OUT_NO_TRUMP
    passing = frozenset(Player) if no_trump else frozenset({LEARNER})
    for attempt in range(2000):
        dealer = Player.EAST if tier is Tier.BEGINNER else Player(rng.randrange(4))
        hand = BuckHand.from_seed(f"drop-out:{int(tier)}:{chosen}:{seed}:{attempt}", RULES,
                                  dealer=dealer)
        if hand.clubs_turned:
            continue
        while hand.phase in _BEFORE_SOUTH and not (
                hand.phase is P.DROP_OUT and hand.to_act == LEARNER):
            hand = hand.apply(sensible_action(hand, passing))
        if hand.phase is not P.DROP_OUT or hand.no_trump is not no_trump:
            continue
        if any_hand or wanted(hand):
            return hand, scores, chosen
    raise RuntimeError(f"no {chosen.label} position found for seed {seed}")


# ---- drills ----------------------------------------------------------------------------


@dataclass(frozen=True)
class DropOutDrill(SimulatedDrill):
    """One drop-out decision for South with the Expert's values for staying in and dropping
    out (points off South's count, best first)."""

    view: BuckView
    family: str = "drop-out"
    option_kind: ClassVar[str] = "choice"
    beneficiary: ClassVar[str] = "you"
    points_meaning: ClassVar[str] = (
        "Points are what comes off your count this hand — one a trick, minus five when "
        "you are bucked or set — averaged over those deals; dropping out is 0.")
    points_axis: ClassVar[str] = ("expected points off your count (left of 0: your count "
                                  "goes up)")

    def label(self, option: str) -> str:
        return option[:1].upper() + option[1:]


def _prompt(view: BuckView) -> str:
    counts = ", ".join(f"{player.label} {view.score[player]}" for player in Player)
    if view.no_trump:
        fixed = "Everyone passed twice: no trump, and the jacks are plain jacks."
    else:
        fixed = f"{view.maker.label} made {view.trump.symbol} {view.trump.noun} trump."
    return (f"{view.dealer.label} deals. {fixed} Counts before the hand: {counts}. "
            "Stay in or drop out?")



def build_drop_out_drill(
    seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator, tries: int = 1,
) -> DropOutDrill:
    """Deal a drill position and have ``evaluator`` value both choices.

    With ``tries`` > 1, positions are drawn from the seed until one is clear enough to
    grade; if none is, the last is kept as a judgment call.
    """
    return first_clear(partial(_evaluated_drill, seed, tier, theme, evaluator), tries)


def _evaluated_drill(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
                     variant: int) -> DropOutDrill:
    hand, scores, chosen = drop_out_position(seed, tier, theme, variant)
    view = hand.view(LEARNER, score=scores)
    decision = evaluator.decide(view)
    values = decision.explanation.options
    if {value.action for value in values} != set(view.legal_actions):
        raise RuntimeError("the Expert did not value both choices of a drop-out decision")
    values = tuple(sorted(values, key=lambda value: -value.expected_points))
    return DropOutDrill(
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
