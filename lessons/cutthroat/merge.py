"""Cutthroat merge drills: South took the dummy; which five of the ten to keep, graded by
the Expert.

A drill is a real Cutthroat hand dealt by the engine from a seed and played by Normal bots
until South, the maker, has taken the dummy (``lessons.cutthroat.positions``). Choosing
five of ten is a choice among 252 keeps, too many to list, so the drill offers a fixed set
of sensible ones: the five the Expert values best among those it compares (the fives that
count best by trumps, aces and voids, the quick keep of trumps then aces, and for every
card the best five that throws it), and the next fives it counts best, up to ``OFFERED``
by tier, shown in an order drawn from the seed. The Expert values every offered keep on
one set of sampled deals (those its own discards use): the card play solved with the
hidden cards dealt consistent with the bids, as South's margin this hand (South's points
minus the average of the other two players'). The grading rule is every drill's
(``lessons.kit.simulated``), with the paired error of each keep against the best.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

import numpy as np

from euchre.bots.base import Decision, OptionValue
from euchre.cards import Card
from euchre.games.cutthroat import CutthroatHand, CutthroatPhase, CutthroatView, Player
from lessons.cutthroat.choices import MARGIN_MEANING, cutthroat_scene
from lessons.cutthroat.positions import LEARNER, find_position
from lessons.cutthroat.themes import CutthroatTheme
from lessons.kit.simulated import SimulatedDrill, draw_theme, explanation_text, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = ["OFFERED", "Keep", "KeepDrill", "build_keep_drill", "keep_position", "keep_themes"]

OFFERED = {Tier.BEGINNER: 4, Tier.INTERMEDIATE: 5, Tier.ADVANCED: 6}
_THEMES = {tier: (CutthroatTheme.KEEP_FIVE,) for tier in Tier}


class Evaluator(Protocol):
    """What a merge drill needs from the Cutthroat Expert: its discard, the fives it
    compares and the value of any five on the merge's sampled deals."""

    def decide(self, view: CutthroatView) -> Decision: ...

    def keep_candidates(self, view: CutthroatView) -> tuple[tuple[Card, ...], ...]: ...

    def keep_values(self, view: CutthroatView,
                    fives: Sequence[Sequence[Card]]) -> np.ndarray | None: ...


def keep_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES[Tier(tier)]


@dataclass(frozen=True)
class Keep:
    """Five cards of the ten to keep (the rest are discarded), as a drill's option."""

    cards: tuple[Card, ...]

    @property
    def text(self) -> str:
        return "keep " + " ".join(card.text for card in self.cards)

    def describe(self) -> str:
        return "Keep " + " ".join(card.symbol for card in self.cards)

    @classmethod
    def parse(cls, text: str) -> Keep:
        words = text.split()
        if len(words) != 6 or words[0] != "keep":
            raise ValueError(f"not a keep of five cards: {text!r}")
        return cls(tuple(Card.parse(word) for word in words[1:]))


def keep_position(seed: int, tier: Tier, theme: Theme | None = None,
                  variant: int = 0) -> tuple[CutthroatHand, Theme, random.Random]:
    """A hand at South's first discard after taking the dummy: (hand, theme, the random
    source that orders the offered keeps). Beginner: West or East deals, so South never
    picked up the upcard; otherwise any player deals."""
    tier = Tier(tier)
    rng, chosen = draw_theme("cutthroat-keep", _THEMES[tier], seed, tier, theme, variant)
    dealer = (Player(rng.randrange(1, 3)) if tier is Tier.BEGINNER
              else Player(rng.randrange(3)))
    hand = find_position(f"cutthroat-keep:{int(tier)}:{chosen}:{seed}:{variant}",
                         CutthroatPhase.DUMMY_DISCARD, lambda attempt: dealer,
                         lambda hand: len(hand.hand(LEARNER)) == 10)
    return hand, chosen, rng


@dataclass(frozen=True)
class KeepDrill(SimulatedDrill):
    """South's merge: the offered keeps with the Expert's values (best first)."""

    view: CutthroatView
    family: str = "cutthroat-keep"
    option_kind: ClassVar[str] = "keep"
    beneficiary: ClassVar[str] = "you"
    points_meaning: ClassVar[str] = MARGIN_MEANING
    points_axis: ClassVar[str] = ("your expected margin this hand (left of 0: the other "
                                  "two gain more)")

    def label(self, option: str) -> str:
        return Keep.parse(option).describe()

    def simulation_note(self) -> str:
        return (f"The Expert dealt the cards you cannot see {self.best.samples} ways, "
                "consistent with the bidding, and played the hand out keeping each of "
                f"these {len(self.options)} fives (a choice among the 252 fives of ten). "
                f"{self.points_meaning}")


def _prompt(view: CutthroatView, offered: int) -> str:
    trump = view.trump
    if view.upcard_taken:
        verb = "picked up" if view.dealer == view.seat else "ordered up"
        made = f"You {verb} the {view.upcard.symbol}"
    else:
        made = "You named"
    made += f": {trump.symbol} {trump.noun} trump"
    if view.dealer == view.seat and view.upcard_taken:
        made += f"; you discarded the {view.own_discards[0].symbol} for the upcard"
    return (f"{view.dealer.label} deals. {made}. You took the dummy: these are your ten "
            f"cards, your five and the dummy's five. Which five do you keep? (Here are "
            f"{offered} sensible keeps of the 252.)")


def _option_values(keeps: Sequence[Keep], margins: np.ndarray) -> tuple[OptionValue, ...]:
    """Every keep's mean margin, best first, with its paired error against the best."""
    samples = margins.shape[0]
    means = margins.mean(axis=0)
    order = sorted(range(len(keeps)), key=lambda j: -means[j])
    best = order[0]
    spread = samples >= 2
    errors = margins.std(axis=0, ddof=1) / np.sqrt(samples) if spread else np.zeros(len(keeps))
    paired = ((margins[:, [best]] - margins).std(axis=0, ddof=1) / np.sqrt(samples)
              if spread else np.zeros(len(keeps)))
    return tuple(OptionValue(keeps[j], round(float(means[j]), 4), round(float(errors[j]), 4),
                             samples, round(float(paired[j]), 4)) for j in order)


def _evaluated(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
               variant: int) -> KeepDrill:
    hand, chosen, rng = keep_position(seed, tier, theme, variant)
    view = hand.view(LEARNER)
    decision = evaluator.decide(view)
    candidates = evaluator.keep_candidates(view)
    margins = evaluator.keep_values(view, candidates)
    if margins is None or margins.shape[0] == 0:
        raise RuntimeError("the Expert could not sample a deal for this merge")
    best = int(np.argmax(margins.mean(axis=0)))
    wanted = OFFERED[Tier(tier)]
    picked = [best, *(j for j in range(len(candidates)) if j != best)][:wanted]
    rng.shuffle(picked)
    keeps = [Keep(candidates[j]) for j in picked]
    values = _option_values(keeps, margins[:, picked])
    return KeepDrill(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=_prompt(view, len(keeps)),
        options=tuple(keep.text for keep in keeps),
        scene=cutthroat_scene(view),
        view=view,
        values=values,
        explanation=explanation_text(decision),
        expert_choice=Keep(candidates[best]),  # type: ignore[arg-type]
        variant=variant,
    )


def build_keep_drill(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
                     tries: int = 1) -> KeepDrill:
    """Deal a merge and have ``evaluator`` value the offered keeps; with ``tries`` > 1,
    positions are drawn from the seed until one is clear enough to grade (else the last
    is kept as a judgment call)."""
    return first_clear(partial(_evaluated, seed, tier, theme, evaluator), tries)
