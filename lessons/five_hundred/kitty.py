"""Five Hundred kitty drills: which card to throw first after taking the kitty, graded by the
Expert.

A drill is a real Five Hundred hand dealt by the engine from a seed and bid (``deals``) until
South wins the auction and picks up the kitty: thirteen cards, three to throw. The Expert
values one discard at a time (``ExpertFiveHundredBot.simulate`` at the kitty): each card
thrown first, the other two by Normal's habits, then the hand played out on sampled deals
of the cards South cannot see, as South's side's points minus the other side's. Cards
whose throw comes to the same on every sampled deal (throwing 5♣ then 7♣, or 7♣ then 5♣)
are one option. The grading rule is the other drills' (``lessons.kit.simulated``), with
Five Hundred's smallest graded gap (``auction.MIN_GAP_POINTS``).

>>> hand, scores, theme = kitty_position(1, Tier.BEGINNER)
>>> hand.phase.value, hand.contractor.label, len(hand.hand(hand.contractor))
('kitty exchange', 'South', 13)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

import numpy as np

from euchre.bots.base import Decision
from euchre.bots.lookahead import Simulation
from euchre.cards import Card
from euchre.games.five_hundred import (
    FiveHundredAction,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredView,
)
from euchre.seats import Seat
from lessons.five_hundred.auction import MIN_GAP_POINTS, sensible_call
from lessons.five_hundred.deals import (
    LEARNER,
    RULES,
    bid_through,
    match_score,
    misere_call,
    misere_risk,
    score_words,
    seven_call,
    view_scene,
)
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.simulated import SimulatedDrill, draw_theme, explanation_text, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = ["KittyDrill", "build_kitty_drill", "kitty_position", "kitty_themes",
           "same_throws"]

MISERE_RISK = 3  # a misère contractor's hand needs at most this many throws
_MOST_ATTEMPTS = 3000

_THEMES_BY_TIER = {
    Tier.BEGINNER: (FiveHundredTheme.KITTY_TRUMPS,),
    Tier.INTERMEDIATE: (FiveHundredTheme.KITTY_TRUMPS, FiveHundredTheme.KITTY_MISERE),
    Tier.ADVANCED: (FiveHundredTheme.KITTY_TRUMPS, FiveHundredTheme.KITTY_MISERE),
}


class Evaluator(Protocol):
    """What a drill needs from the Five Hundred Expert: its values of every discard on the
    same sampled deals, and its decision."""

    def simulate(self, view: FiveHundredView) -> Simulation: ...

    def decide(self, view: FiveHundredView) -> Decision: ...


def kitty_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES_BY_TIER[Tier(tier)]


# ---- positions -------------------------------------------------------------------------


def kitty_position(
    seed: int, tier: Tier, theme: Theme | None = None, variant: int = 0,
) -> tuple[FiveHundredHand, tuple[int, int], Theme]:
    """A Five Hundred hand at South's kitty exchange: (hand, the match score, theme).

    Trumps: South won the auction with a trick bid (every player calling as a careful
    beginner does). Misère: East opened seven, South, with a hand that few throws make
    safe, called misère and nobody outbid it. Beginner: East deals, the score is 0–0.
    """
    tier = Tier(tier)
    rng, chosen = draw_theme("kitty", _THEMES_BY_TIER[tier], seed, tier, theme, variant)
    scores = match_score(tier, rng)
    misere = chosen is FiveHundredTheme.KITTY_MISERE
    for attempt in range(_MOST_ATTEMPTS):
        dealer = Seat.NORTH if misere else (
            Seat.EAST if tier is Tier.BEGINNER else rng.choice(tuple(Seat)))
        hand = FiveHundredHand.from_seed(f"kitty:{int(tier)}:{chosen}:{seed}:{attempt}",
                                         RULES, dealer=dealer)
        if misere:
            if misere_risk(hand.hand(LEARNER)) > MISERE_RISK:
                continue
            hand = bid_through(hand, misere_call, first=seven_call)
        else:
            hand = bid_through(hand, sensible_call)
        if (hand.phase is FiveHundredPhase.KITTY and hand.contractor == LEARNER
                and hand.contract.is_misere is misere):
            return hand, scores, chosen
    raise RuntimeError(f"no {chosen.label} position found for seed {seed}")


# ---- drills ----------------------------------------------------------------------------


def same_throws(simulation: Simulation) -> list[list[int]]:
    """The options in groups that come to the same on every sampled deal, in the
    simulation's order."""
    groups: list[list[int]] = []
    for j in range(len(simulation.actions)):
        column = simulation.margins[:, j]
        for group in groups:
            if np.array_equal(simulation.margins[:, group[0]], column):
                group.append(j)
                break
        else:
            groups.append([j])
    return groups


@dataclass(frozen=True)
class KittyDrill(SimulatedDrill):
    """South's first discard from the thirteen cards, with the Expert's values of each
    (points for South's side this hand, best first); cards that come to the same are one
    option (``same``: each option's text with the cards it stands for)."""

    view: FiveHundredView
    family: str = "kitty"
    same: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    option_kind: ClassVar[str] = "discard"
    beneficiary: ClassVar[str] = "your side"
    points_meaning: ClassVar[str] = (
        "Each card was thrown first and the other two as a careful player would, then the "
        "hand played out. Points are your side's score this hand minus the other side's "
        "(the contract's value won or lost, 10 a trick to the side that did not bid), "
        "averaged over those deals.")
    points_axis: ClassVar[str] = ("expected points for your side this hand (left of 0: "
                                  "your side loses points)")
    min_gap: ClassVar[float] = MIN_GAP_POINTS

    def cards_of(self, option: str) -> tuple[Card, ...]:
        """The cards an option stands for (its own card first)."""
        return dict(self.same).get(option, (FiveHundredAction.parse(option).card,))

    def label(self, option: str) -> str:
        first, *others = self.cards_of(option)
        if not others:
            return f"Throw {first.symbol}"
        return f"Throw {first.symbol} (the same as {', '.join(c.symbol for c in others)})"


def _prompt(view: FiveHundredView, kitty: tuple[Card, ...]) -> str:
    brought = ", ".join(card.symbol for card in kitty)
    return (f"{view.dealer.label} deals. Score: {score_words(view.score)}. You won the "
            f"auction with {view.contract.label} and picked up the kitty ({brought}): "
            "three of these thirteen cards go. Which card do you throw first?")


def build_kitty_drill(
    seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator, tries: int = 1,
) -> KittyDrill:
    """Deal a drill position and have ``evaluator`` value every first discard.

    With ``tries`` > 1, positions are drawn from the seed until one is clear enough to
    grade; if none is, the last is kept as a judgment call.
    """
    return first_clear(partial(_evaluated_drill, seed, tier, theme, evaluator), tries)


def _evaluated_drill(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
                     variant: int) -> KittyDrill:
    hand, scores, chosen = kitty_position(seed, tier, theme, variant)
    view = hand.view(LEARNER, score=scores)
    simulation = evaluator.simulate(view)
    if set(simulation.actions) != set(view.legal_actions) or simulation.samples < 1:
        raise RuntimeError("the Expert did not value every discard")
    groups = same_throws(simulation)
    columns = [group[0] for group in groups]
    grouped = Simulation(tuple(simulation.actions[j] for j in columns),
                         simulation.margins[:, columns],
                         tuple(simulation.labels[j] for j in columns))
    means = grouped.means()
    best = max(range(len(columns)), key=lambda j: means[j])
    values = tuple(sorted(grouped.options(best), key=lambda value: -value.expected_points))
    decision = evaluator.decide(view)
    chosen_group = next(group for group in groups
                        if decision.action in {simulation.actions[j] for j in group})
    same = tuple((simulation.actions[group[0]].text,
                  tuple(simulation.actions[j].card for j in group)) for group in groups)
    return KittyDrill(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=_prompt(view, hand.deal.kitty),
        options=tuple(simulation.actions[j].text for j in columns),
        scene=view_scene(view),
        view=view,
        values=values,
        explanation=explanation_text(decision),
        expert_choice=simulation.actions[chosen_group[0]],
        variant=variant,
        same=same,
    )
