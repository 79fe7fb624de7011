"""Five Hundred kitty, misère and joker drills: real engine positions, graded by the Expert's
figures with the other drills' robustness rule, on Five Hundred's scale of points."""

from __future__ import annotations

import numpy as np
import pytest

from euchre.bots import Decision, Explanation, OptionValue
from euchre.bots.lookahead import Simulation
from euchre.cards import Card, Suit
from euchre.games.five_hundred import (
    FiveHundredHand,
    FiveHundredPhase,
    Kind,
    joker_suit,
)
from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot
from euchre.seats import Seat
from lessons.five_hundred.auction import MIN_GAP_POINTS
from lessons.five_hundred.deals import misere_risk
from lessons.five_hundred.families import JOKER, KITTY, MISERE
from lessons.five_hundred.joker import JokerDrill, build_joker_drill, joker_position
from lessons.five_hundred.kitty import KittyDrill, build_kitty_drill, kitty_position, same_throws
from lessons.five_hundred.misere import (
    RISK,
    MisereDrill,
    build_misere_drill,
    misere_position,
)
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.families import ExerciseKey, generate, themes_for
from lessons.kit.themes import Tier

CASES = [(tier, seed) for tier in Tier for seed in range(4)]
SAMPLES = 60  # the Expert's deals per drill in these tests
JOKER_CARD = Card.joker()


def _expert() -> ExpertFiveHundredBot:
    return ExpertFiveHundredBot(seed=7, bid_samples=SAMPLES, kitty_samples=SAMPLES,
                                play_samples=SAMPLES)


def _replayed(hand: FiveHundredHand) -> FiveHundredHand:
    replay = FiveHundredHand.from_deal(hand.deal, hand.rules)
    for seat, action in hand.history:
        replay = replay.apply(action, seat=seat)
    return replay


# ---- the kitty ------------------------------------------------------------------------------


class FixedDiscards:
    """A stand-in for the Expert at the kitty: each discard's points on every deal (a card
    absent from ``points`` is worth ``rest``), and its pick (the first best)."""

    def __init__(self, points: dict[str, list[float]], rest: list[float]) -> None:
        self.points, self.rest = points, rest

    def simulate(self, view) -> Simulation:
        actions = tuple(view.legal_actions)
        margins = np.array([self.points.get(a.card.text, self.rest) for a in actions]).T
        return Simulation(actions, margins, tuple(a.text for a in actions))

    def decide(self, view) -> Decision:
        simulation = self.simulate(view)
        best = int(np.argmax(simulation.means()))
        return Decision(view.seat, simulation.actions[best],
                        Explanation("fixed figures", (), simulation.options(best)))


@pytest.mark.parametrize(("tier", "seed"), CASES)
def test_kitty_positions_are_souths_exchange(tier: Tier, seed: int) -> None:
    hand, scores, theme = kitty_position(seed, tier)
    assert theme in themes_for(KITTY, tier)
    assert _replayed(hand) == hand
    assert hand.phase is FiveHundredPhase.KITTY and hand.to_act is Seat.SOUTH
    assert hand.contractor is Seat.SOUTH and len(hand.hand(Seat.SOUTH)) == 13
    assert set(hand.deal.kitty) <= set(hand.hand(Seat.SOUTH))
    assert hand.contract.is_misere is (theme is FiveHundredTheme.KITTY_MISERE)
    if tier is Tier.BEGINNER:
        assert scores == (0, 0) and hand.dealer is Seat.EAST
    assert kitty_position(seed, tier) == (hand, scores, theme), "rebuilt from its seed"


def test_same_throws_groups_the_discards_that_come_to_the_same_on_every_deal() -> None:
    hand, _, _ = kitty_position(1, Tier.BEGINNER)
    view = hand.view(Seat.SOUTH)
    low, high = sorted(view.hand, key=lambda card: card.text)[:2]
    fixed = FixedDiscards({low.text: [60, 80, 100], high.text: [60, 80, 100]},
                          rest=[0, 20, 10])
    groups = same_throws(fixed.simulate(view))
    assert sorted(len(group) for group in groups) == [2, 11]
    drill = build_kitty_drill(1, Tier.BEGINNER, None, fixed)
    assert isinstance(drill, KittyDrill) and len(drill.options) == 2
    best = drill.best.action.text
    assert set(drill.cards_of(best)) == {low, high}
    other = next(option for option in drill.options if option != best)
    assert len(drill.cards_of(other)) == 11
    assert drill.label(best).startswith("Throw ") and "(the same as " in drill.label(best)
    kitty = ", ".join(card.symbol for card in hand.deal.kitty)
    assert f"picked up the kitty ({kitty})" in drill.prompt
    assert drill.clear, "80 points a hand, with no noise in the gap"
    right = drill.grade(best)
    assert right.correct is True and right.headline.startswith(f"Right: {drill.label(best)}")
    wrong = drill.grade(other)
    assert wrong.correct is False and "+80.00" in wrong.headline and "+10.00" in wrong.headline


def test_a_kitty_drill_within_the_smallest_gap_is_a_judgment_call() -> None:
    hand, _, _ = kitty_position(2, Tier.BEGINNER)
    first = hand.hand(Seat.SOUTH)[0].text
    fixed = FixedDiscards({first: [5, 5, 5]}, rest=[0, 0, 0])
    drill = build_kitty_drill(2, Tier.BEGINNER, None, fixed)
    assert MIN_GAP_POINTS > 5 and not drill.clear
    assert drill.grade(drill.options[0]).correct is None


def test_kitty_drills_keep_the_experts_values_of_each_discard() -> None:
    drill = build_kitty_drill(0, Tier.INTERMEDIATE, FiveHundredTheme.KITTY_MISERE, _expert())
    simulation = _expert().simulate(drill.view)
    means = dict(zip(simulation.actions, simulation.means(), strict=True))
    covered = [card for option in drill.options for card in drill.cards_of(option)]
    assert sorted(covered) == sorted(drill.view.hand), "every card is in one option"
    for value in drill.values:
        assert value.samples == SAMPLES
        for card in drill.cards_of(value.action.text):
            thrown = next(a for a in simulation.actions if a.card == card)
            assert means[thrown] == pytest.approx(value.expected_points, abs=1e-3)
    assert drill.view.contract.is_misere and "with misère" in drill.prompt


# ---- misère ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("tier", "seed"), CASES)
def test_misere_positions_offer_misere_to_a_low_hand(tier: Tier, seed: int) -> None:
    hand, scores, theme = misere_position(seed, tier)
    assert theme in themes_for(MISERE, tier)
    assert _replayed(hand) == hand
    assert hand.phase is FiveHundredPhase.AUCTION and hand.to_act is Seat.SOUTH
    assert misere_risk(hand.hand(Seat.SOUTH)) <= RISK
    misères = {a.bid.text for a in hand.legal_actions() if a.kind is Kind.BID
               and a.bid.is_misere}
    if theme is FiveHundredTheme.MISERE_OVER_SEVEN:
        assert [(seat, action.bid.tricks) for seat, action in hand.bids] == [(Seat.EAST, 7)]
        assert "misere" in misères
    else:
        assert not hand.bids and misères == {"open misere"}, "misère needs a seven first"
    assert misere_position(seed, tier) == (hand, scores, theme), "rebuilt from its seed"


def test_misere_drills_offer_a_pass_the_misères_and_the_best_trick_bid() -> None:
    expert = _expert()
    graded = 0
    for seed, tier in ((0, Tier.BEGINNER), (3, Tier.ADVANCED), (0, Tier.ADVANCED)):
        drill = build_misere_drill(seed, tier, None, expert)
        assert isinstance(drill, MisereDrill)
        decision = _expert().decide(drill.view)
        valued = {value.action: value for value in decision.explanation.options}
        kinds = ["misere" if value.action.bid.is_misere else "tricks"
                 for value in drill.values if value.action.kind is Kind.BID]
        assert "pass" in drill.options and kinds.count("tricks") == 1 and "misere" in kinds
        for value in drill.values:
            assert valued[value.action] == value, "the Expert's own figures"
        trick = next(v for v in drill.values if v.action.kind is Kind.BID
                     and not v.action.bid.is_misere)
        assert trick.expected_points == max(v.expected_points for v in valued.values()
                                            if v.action.kind is Kind.BID
                                            and not v.action.bid.is_misere)
        feedback = drill.grade(drill.best.action.text)
        if drill.clear:
            graded += 1
            assert drill.best.action == decision.action and feedback.correct is True
            worst = drill.grade(drill.values[-1].action.text)
            assert worst.correct is False
            assert f"{drill.best.expected_points:+.2f}" in worst.headline
        passing = drill.value_of("pass")
        assert drill.pass_follows.startswith("after a pass the other players call on")
        assert f"A pass averages {passing.expected_points:+.1f} points" in drill.pass_follows
        assert "0 when nobody has bid" not in drill.simulation_note()
    assert graded


# ---- the joker ------------------------------------------------------------------------------


@pytest.mark.parametrize(("tier", "seed"), CASES)
def test_joker_positions_are_the_no_trump_contractors_first_lead(tier: Tier,
                                                                 seed: int) -> None:
    hand, scores, theme = joker_position(seed, tier)
    assert theme is FiveHundredTheme.JOKER_NO_TRUMPS
    assert _replayed(hand) == hand
    assert hand.phase is FiveHundredPhase.PLAY and hand.to_act is Seat.SOUTH
    assert hand.contractor is Seat.SOUTH and hand.contract.is_no_trumps
    assert JOKER_CARD in hand.hand(Seat.SOUTH) and hand.may_name_joker_suit
    assert {joker_suit(suit) for suit in Suit} <= set(hand.legal_actions())
    assert joker_position(seed, tier) == (hand, scores, theme), "rebuilt from its seed"


def test_joker_drills_value_each_suit_by_the_best_lead_after_it() -> None:
    expert = _expert()
    drill = build_joker_drill(1, Tier.INTERMEDIATE, None, expert)
    assert isinstance(drill, JokerDrill) and len(drill.options) == 5
    labels = sorted(drill.label(option) for option in drill.options)
    assert labels == sorted(["Keep the joker suitless",
                             *(f"Give the joker {suit.symbol}" for suit in Suit)])
    hand, scores, _ = joker_position(1, Tier.INTERMEDIATE)
    for suit in Suit:
        after = hand.apply(joker_suit(suit)).view(Seat.SOUTH, score=scores)
        best_lead = float(max(_expert().simulate(after).means()))
        value = drill.value_of(joker_suit(suit).text)
        assert value.expected_points == pytest.approx(best_lead, abs=1e-3)
        assert value.samples == SAMPLES
    suitless = next(v for v in drill.values if v.action.kind is Kind.PLAY)
    now = _expert().simulate(drill.view)
    leads = [m for a, m in zip(now.actions, now.means(), strict=True) if a.kind is Kind.PLAY]
    assert suitless.expected_points == pytest.approx(float(max(leads)), abs=1e-3)
    assert "the best lead then is" in drill.explanation
    feedback = drill.grade(drill.values[-1].action.text)
    assert feedback.correct in (False, None)
    assert f"{drill.values[-1].expected_points:+.2f}" in feedback.headline


def test_the_catalog_builds_the_five_hundred_drills_with_an_expert() -> None:
    for family, theme in ((KITTY, FiveHundredTheme.KITTY_TRUMPS),
                          (MISERE, FiveHundredTheme.MISERE_OPEN),
                          (JOKER, FiveHundredTheme.JOKER_NO_TRUMPS)):
        key = ExerciseKey(family, Tier.BEGINNER, theme, 3)
        assert generate(key, _expert()).theme is theme
        with pytest.raises(ValueError):
            generate(key)


class FixedMisereCalls:
    """A stand-in for the Expert's auction: open misère averages the most, but it calls
    the cheapest trick bid (as when open misère is made too rarely for its rule)."""

    def decide(self, view) -> Decision:
        legal = view.legal_actions
        trick = next(a for a in legal if a.kind is Kind.BID and not a.bid.is_misere)
        points = {legal[0]: 0.0, trick: 40.0}
        points.update({a: 300.0 for a in legal if a.kind is Kind.BID and a.bid.is_misere})
        values = tuple(OptionValue(action, value, 5.0, 300, 0.0 if action == trick else 6.0)
                       for action, value in points.items())
        return Decision(view.seat, trick, Explanation("fixed figures", (), values))


def test_when_the_expert_calls_another_option_than_the_best_average_it_is_a_judgment_call(
        ) -> None:
    drill = build_misere_drill(0, Tier.BEGINNER, None, FixedMisereCalls())
    assert drill.best.action.bid.is_misere and not drill.clear
    trick = drill.label(drill.expert_choice.text)
    best = drill.grade(drill.best.action.text)
    assert best.correct is None
    assert best.headline == (
        "A judgment call: bid open misère averages the most (best +300.00, yours +300.00). "
        f"The Expert would {trick[:1].lower() + trick[1:]} all the same (+40.00; see its "
        "reasons). This drill is not graded.")
    assert drill.grade(drill.expert_choice.text).correct is None, "the Expert's own call"
    passing = drill.grade("pass")
    assert passing.correct is False
    assert passing.headline.startswith("Bid open misère averages the most and the Expert "
                                       "would rather bid ")
    assert "pass is clearly worse: +0.00 points against +300.00" in passing.headline
