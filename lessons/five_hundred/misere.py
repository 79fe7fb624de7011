"""Five Hundred misère drills: misère, open misère, a trick bid or a pass, graded by the Expert.

A drill is a real Five Hundred hand dealt by the engine from a seed with a hand of low
cards (Normal's misère count, ``deals.misere_risk``: few cards that could be forced to win
a trick, some hands sure of misère, others doubtful), taken to South's call. Over a seven:
North deals and East opens seven in its best suit (``deals.seven_call``), so misère is open
to South. Open misère: East deals and South calls first. The Expert evaluates South's
*view* by simulation (``estimate_auction``) and values every call as South's side's points
minus the other side's this hand, after the other players have called on and the hand has
been played (so a pass is worth what follows it). The drill offers a pass, the misères, and
the trick bid the Expert values most; the grading rule is the other drills'
(``lessons.kit.simulated``), with Five Hundred's smallest graded gap.

>>> hand, scores, theme = misere_position(0, Tier.BEGINNER)
>>> hand.to_act.label, theme.value, [a.text for a in hand.legal_actions() if "misere" in a.text]
('South', 'misere-open', ['open misere'])
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

from euchre.bots.base import Decision, OptionValue
from euchre.games.five_hundred import (
    PASS,
    FiveHundredAction,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredView,
    Kind,
)
from euchre.seats import Seat
from lessons.five_hundred.auction import MIN_GAP_POINTS, call_label, pass_sentence, pass_words
from lessons.five_hundred.deals import (
    LEARNER,
    RULES,
    match_score,
    misere_risk,
    score_words,
    seven_call,
    view_scene,
)
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.simulated import SimulatedDrill, draw_theme, explanation_text, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = ["MisereDrill", "build_misere_drill", "misere_position", "misere_themes",
           "offered_calls"]

RISK = 6  # South's hand needs at most this many throws before none can be forced
_MOST_ATTEMPTS = 6000

_THEMES_BY_TIER = {
    Tier.BEGINNER: (FiveHundredTheme.MISERE_OPEN,),
    Tier.INTERMEDIATE: (FiveHundredTheme.MISERE_OVER_SEVEN, FiveHundredTheme.MISERE_OPEN),
    Tier.ADVANCED: (FiveHundredTheme.MISERE_OVER_SEVEN, FiveHundredTheme.MISERE_OPEN),
}


class Evaluator(Protocol):
    """What a drill needs from the Five Hundred Expert: an auction decision with the
    simulated value of each call it considered."""

    def decide(self, view: FiveHundredView) -> Decision: ...


def misere_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES_BY_TIER[Tier(tier)]


# ---- positions -------------------------------------------------------------------------


def misere_position(
    seed: int, tier: Tier, theme: Theme | None = None, variant: int = 0,
) -> tuple[FiveHundredHand, tuple[int, int], Theme]:
    """A Five Hundred hand at South's call, misère among South's options: (hand, the match
    score, theme). South's hand needs at most six throws before no card can be forced to
    win a trick (the kitty's exchange makes three): a misère sure or doubtful."""
    tier = Tier(tier)
    rng, chosen = draw_theme("misere", _THEMES_BY_TIER[tier], seed, tier, theme, variant)
    scores = match_score(tier, rng)
    over_seven = chosen is FiveHundredTheme.MISERE_OVER_SEVEN
    for attempt in range(_MOST_ATTEMPTS):
        hand = FiveHundredHand.from_seed(f"misere:{int(tier)}:{chosen}:{seed}:{attempt}",
                                         RULES, dealer=Seat.NORTH if over_seven else Seat.EAST)
        if misere_risk(hand.hand(LEARNER)) > RISK:
            continue
        while hand.phase is FiveHundredPhase.AUCTION and hand.to_act != LEARNER:
            hand = hand.apply(seven_call(hand))
        if hand.phase is not FiveHundredPhase.AUCTION:
            continue
        kinds = {action.bid.kind.value for action in hand.legal_actions()
                 if action.kind is Kind.BID and action.bid.is_misere}
        if (over_seven and "misere" in kinds) or (not over_seven and kinds):
            return hand, scores, chosen
    raise RuntimeError(f"no {chosen.label} position found for seed {seed}")


# ---- drills ----------------------------------------------------------------------------


def offered_calls(values: tuple[OptionValue, ...]) -> tuple[OptionValue, ...]:
    """The calls a drill offers: a pass, the misères, and the trick bid valued most."""
    kept = [value for value in values if value.action.kind is Kind.PASS
            or value.action.bid.is_misere]
    bids = [value for value in values if value.action.kind is Kind.BID
            and not value.action.bid.is_misere]
    if bids:
        kept.append(max(bids, key=lambda value: value.expected_points))
    return tuple(kept)


@dataclass(frozen=True)
class MisereDrill(SimulatedDrill):
    """South's call with a hand fit for misère, with the Expert's values of a pass, the
    misères and its best trick bid (points for South's side this hand, best first)."""

    view: FiveHundredView
    family: str = "misere"
    option_kind: ClassVar[str] = "call"
    beneficiary: ClassVar[str] = "your side"
    points_meaning: ClassVar[str] = (
        "Points are your side's score this hand minus the other side's, by the Avondale "
        "schedule (misère 250, open misère 500, won or lost; a bid that would win the "
        "game, or lose it at −500, counts 250 more), averaged over those deals. After each "
        "call the other players call on, by their counted tricks, and the contract the "
        "auction ends in is played out: a pass is worth what the others then make or fail "
        "(0 only when everybody passes and the hand is thrown in).")
    points_axis: ClassVar[str] = ("expected points for your side this hand (left of 0: "
                                  "your side loses points)")
    min_gap: ClassVar[float] = MIN_GAP_POINTS
    zero_changes_nothing: ClassVar[bool] = False
    pass_follows: str = ""

    def label(self, option: str) -> str:
        return call_label(option)

    def follows(self, value: OptionValue) -> str:
        return pass_sentence(value, self.pass_follows)


def _prompt(view: FiveHundredView) -> str:
    if view.high_bid is None:
        before = "You call first."
    else:
        before = f"The highest bid is {view.high_bidder.label}'s {view.high_bid.label}."
    return (f"{view.dealer.label} deals. Score: {score_words(view.score)}. {before} Is "
            "this a misère hand? Misère, a trick bid, or a pass?")


def build_misere_drill(
    seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator, tries: int = 1,
) -> MisereDrill:
    """Deal a drill position and have ``evaluator`` value South's calls.

    With ``tries`` > 1, positions are drawn from the seed until one is clear enough to
    grade; if none is, the last is kept as a judgment call.
    """
    return first_clear(partial(_evaluated_drill, seed, tier, theme, evaluator), tries)


def _evaluated_drill(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
                     variant: int) -> MisereDrill:
    hand, scores, chosen = misere_position(seed, tier, theme, variant)
    view = hand.view(LEARNER, score=scores)
    decision = evaluator.decide(view)
    valued = decision.explanation.options
    if (not {value.action for value in valued} <= set(view.legal_actions)
            or PASS not in {value.action for value in valued}):
        raise RuntimeError("the Expert did not value a pass and South's legal calls")
    offered = offered_calls(valued)
    if not any(value.action.kind is Kind.BID and value.action.bid.is_misere
               for value in offered):
        raise RuntimeError("the Expert did not value a misère")
    order = {action: index for index, action in enumerate(view.legal_actions)}
    values = tuple(sorted(offered, key=lambda value: -value.expected_points))
    options: tuple[FiveHundredAction, ...] = tuple(sorted(
        (value.action for value in offered), key=lambda action: order[action]))
    return MisereDrill(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=_prompt(view),
        options=tuple(action.text for action in options),
        scene=view_scene(view),
        view=view,
        values=values,
        explanation=explanation_text(decision),
        expert_choice=decision.action,
        variant=variant,
        pass_follows=pass_words(decision),
    )
