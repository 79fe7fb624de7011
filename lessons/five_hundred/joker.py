"""Five Hundred joker drills: the joker's suit in no trumps, graded by the Expert.

A drill is a real Five Hundred hand dealt by the engine from a seed and bid (``deals``) until
South holds the joker as contractor of a no-trump contract, has exchanged the kitty by
Normal's habits, and is about to lead: before the first lead the engine lets South give the
joker a suit or keep it suitless (``may_name_joker_suit``). (In misère the joker is the card
likeliest to be forced to win a trick, and an exchange by Normal's habits throws it: in
thousands of dealt misère hands none kept it, so these drills are in no trumps.)

Each choice is valued by the Expert as it would then go on: for each suit, the position
after the joker is given it, and for a suitless joker the position as it is, are simulated
(``ExpertFiveHundredBot.simulate``), and the choice is worth the best first lead of its
position. Every position is sampled from the same seed and South's same cards, so the
five simulations play the same deals and the gaps have paired errors. The grading rule is
the other drills' (``lessons.kit.simulated``), with Five Hundred's smallest graded gap. The
Expert's own choice at the table is not asked: there it compares each suit for the joker,
followed by Normal's habitual lead, with every lead of a suitless joker, which favours
keeping the joker suitless.

>>> hand, scores, theme = joker_position(0, Tier.BEGINNER)
>>> hand.may_name_joker_suit, hand.contract.is_no_trumps, theme.value
(True, True, 'joker-no-trumps')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

import numpy as np

from euchre.bots.lookahead import Simulation
from euchre.cards import Card, Rank, Suit
from euchre.games.five_hundred import (
    PASS,
    FiveHundredAction,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredView,
    Kind,
    joker_suit,
)
from euchre.games.five_hundred.bots.normal import NormalFiveHundredBot
from euchre.seats import Seat
from lessons.five_hundred.auction import MIN_GAP_POINTS
from lessons.five_hundred.deals import (
    LEARNER,
    RULES,
    bid_through,
    match_score,
    score_words,
    view_scene,
)
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.simulated import SimulatedDrill, draw_theme, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = ["JokerDrill", "build_joker_drill", "joker_label", "joker_position", "joker_themes"]

JOKER = Card.joker()
NO_TRUMP_ACES = 2  # a beginner bids no trumps holding the joker and this many aces
_MOST_ATTEMPTS = 4000

_THEMES_BY_TIER = {tier: (FiveHundredTheme.JOKER_NO_TRUMPS,) for tier in Tier}


class Evaluator(Protocol):
    """What a drill needs from the Five Hundred Expert: every option of a position valued
    on sampled deals."""

    def simulate(self, view: FiveHundredView) -> Simulation: ...


def joker_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES_BY_TIER[Tier(tier)]


# ---- positions -------------------------------------------------------------------------


def _no_trump_call(hand: FiveHundredHand) -> FiveHundredAction:
    """The lowest no-trump bid with the joker and ``NO_TRUMP_ACES`` aces, else a pass."""
    cards = hand.hand(hand.to_act)
    if JOKER in cards and sum(card.rank is Rank.ACE for card in cards) >= NO_TRUMP_ACES:
        return next((action for action in hand.legal_actions() if action.kind is Kind.BID
                     and action.bid.is_no_trumps), PASS)
    return PASS


def _exchange(hand: FiveHundredHand) -> FiveHundredHand:
    """The kitty exchange by Normal's habits."""
    normal = NormalFiveHundredBot(seed=0)
    while hand.phase is FiveHundredPhase.KITTY:
        hand = hand.apply(normal.decide(hand.view(hand.to_act)).action)
    return hand


def joker_position(
    seed: int, tier: Tier, theme: Theme | None = None, variant: int = 0,
) -> tuple[FiveHundredHand, tuple[int, int], Theme]:
    """A Five Hundred hand at South's first lead, South holding the joker in a no-trump
    contract: (hand, the match score, theme). South, holding the joker and two aces, bid
    the lowest no trumps and nobody outbid it. Beginner: East deals, the score is 0–0.
    """
    tier = Tier(tier)
    rng, chosen = draw_theme("joker", _THEMES_BY_TIER[tier], seed, tier, theme, variant)
    scores = match_score(tier, rng)
    for attempt in range(_MOST_ATTEMPTS):
        dealer = Seat.EAST if tier is Tier.BEGINNER else rng.choice(tuple(Seat))
        hand = FiveHundredHand.from_seed(f"joker:{int(tier)}:{chosen}:{seed}:{attempt}",
                                         RULES, dealer=dealer)
        if JOKER not in hand.hand(LEARNER):
            continue
        hand = bid_through(hand, _no_trump_call)
        if hand.phase is not FiveHundredPhase.KITTY or hand.contractor != LEARNER:
            continue
        hand = _exchange(hand)
        if hand.may_name_joker_suit:
            return hand, scores, chosen
    raise RuntimeError(f"no {chosen.label} position found for seed {seed}")


# ---- drills ----------------------------------------------------------------------------


def joker_label(option: str) -> str:
    """A choice in words: "Give the joker ♥" or, for any lead with a suitless joker,
    "Keep the joker suitless"."""
    action = FiveHundredAction.parse(option)
    if action.kind is Kind.JOKER_SUIT:
        return f"Give the joker {action.suit.symbol}"
    return "Keep the joker suitless"


@dataclass(frozen=True)
class JokerDrill(SimulatedDrill):
    """South's choice of the joker's suit before the first lead, with the Expert's value of
    each (points for South's side this hand, best first). The suitless choice's option is
    its best lead."""

    view: FiveHundredView
    family: str = "joker"
    option_kind: ClassVar[str] = "choice"
    beneficiary: ClassVar[str] = "your side"
    points_meaning: ClassVar[str] = (
        "Each choice is worth the best first lead after it, then the hand played out. "
        "Points are your side's score this hand minus the other side's (the contract's "
        "value won or lost, 10 a trick to the side that did not bid), averaged over those "
        "deals.")
    points_axis: ClassVar[str] = ("expected points for your side this hand (left of 0: "
                                  "your side loses points)")
    min_gap: ClassVar[float] = MIN_GAP_POINTS

    def label(self, option: str) -> str:
        return joker_label(option)


def _prompt(view: FiveHundredView) -> str:
    contract = view.contract.label
    return (f"{view.dealer.label} deals. Score: {score_words(view.score)}. You won the "
            f"auction with {contract}, exchanged the kitty and kept the joker. Before you "
            "lead, give the joker a suit (it is then that suit's highest card), or keep "
            "it suitless?")


def build_joker_drill(
    seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator, tries: int = 1,
) -> JokerDrill:
    """Deal a drill position and have ``evaluator`` value each choice of the joker's suit.

    With ``tries`` > 1, positions are drawn from the seed until one is clear enough to
    grade; if none is, the last is kept as a judgment call.
    """
    return first_clear(partial(_evaluated_drill, seed, tier, theme, evaluator), tries)


def _best_lead(simulation: Simulation) -> int:
    """The column of the lead worth most (a joker's suit is not a lead)."""
    means = simulation.means()
    leads = [j for j, action in enumerate(simulation.actions) if action.kind is Kind.PLAY]
    return max(leads, key=lambda j: means[j])


def _evaluated_drill(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
                     variant: int) -> JokerDrill:
    hand, scores, chosen = joker_position(seed, tier, theme, variant)
    view = hand.view(LEARNER, score=scores)
    branches: list[tuple[FiveHundredAction, Simulation]] = [
        (joker_suit(suit), evaluator.simulate(hand.apply(joker_suit(suit)).view(
            LEARNER, score=scores))) for suit in Suit]
    branches.append((PASS, evaluator.simulate(view)))
    if len({simulation.samples for _, simulation in branches}) != 1:
        raise RuntimeError("the Expert did not play every choice on the same deals")
    leads = [_best_lead(simulation) for _, simulation in branches]
    actions = tuple(choice if choice is not PASS else simulation.actions[lead]
                    for (choice, simulation), lead in zip(branches, leads, strict=True))
    margins = np.column_stack([simulation.margins[:, lead]
                               for (_, simulation), lead in zip(branches, leads, strict=True)])
    combined = Simulation(actions, margins, tuple(joker_label(a.text) for a in actions))
    means = combined.means()
    best = max(range(len(actions)), key=lambda j: means[j])
    values = tuple(sorted(combined.options(best), key=lambda value: -value.expected_points))
    lines = [
        f"I dealt the cards you cannot see {combined.samples} ways and played each choice "
        "out, the joker's suit set before the lead.",
        *(f"{joker_label(action.text)}: the best lead then is "
          f"{_lead_words(simulation.actions[lead])}, {means[j]:+.1f} points on average."
          for j, (action, (_, simulation), lead) in enumerate(
              zip(actions, branches, leads, strict=True)))]
    return JokerDrill(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=_prompt(view),
        options=tuple(action.text for action in actions),
        scene=view_scene(view),
        view=view,
        values=values,
        explanation="\n".join(f"- {line}" for line in lines),
        expert_choice=None,
        variant=variant,
    )


def _lead_words(action: FiveHundredAction) -> str:
    """A lead in words: "9♦", "the joker, naming ♥"."""
    if action.suit is not None:
        return f"the joker, naming {action.suit.symbol}"
    return "the joker" if action.card.is_joker else action.card.symbol
