"""Bidding drills graded by the Expert: consistent values, and stable answers when graded."""

from __future__ import annotations

import math

import numpy as np
import pytest

from euchre.games.euchre.bots.expert import ExpertBot
from lessons.euchre.bidding import CLEAR_MARGIN_SE, build_drill, margin_verdict
from lessons.euchre.themes import EuchreTheme
from lessons.kit.themes import Tier

SAMPLES = 240  # a fixed count: the figures do not depend on load
CASES = [(tier, seed) for tier in Tier for seed in range(4)]


@pytest.fixture(scope="module")
def drills():
    expert = ExpertBot(seed=11, samples=SAMPLES)
    return {case: build_drill(case[1], case[0], None, expert) for case in CASES}


def test_every_legal_bid_is_valued_best_first(drills) -> None:
    for drill in drills.values():
        assert {value.action for value in drill.values} == set(drill.view.legal_actions)
        assert set(drill.options) == {action.text for action in drill.view.legal_actions}
        points = [value.expected_points for value in drill.values]
        assert points == sorted(points, reverse=True)
        assert all(value.samples > 0 for value in drill.values)
        assert drill.explanation.startswith("- ")
        assert not set(drill.scene.hand) - set(drill.view.hand), "only South's cards shown"


def test_graded_drills_mark_the_best_bid_right_and_every_other_wrong(drills) -> None:
    graded = [drill for drill in drills.values() if drill.clear]
    assert len(graded) >= 3
    for drill in graded:
        assert drill.expert_choice == drill.best.action
        for value in drill.values:
            feedback = drill.grade(value.action.text)
            assert feedback.correct is (value is drill.best)
            assert [row.action for row in feedback.options] == [v.action for v in drill.values]
            assert f"{drill.best.expected_points:+.2f}" in feedback.headline


def test_close_drills_are_judgment_calls(drills) -> None:
    for drill in drills.values():
        if drill.clear:
            continue
        for value in drill.values:
            feedback = drill.grade(value.action.text)
            if drill.close_to_best(value.action.text):
                assert feedback.correct is None and "judgment call" in feedback.headline
            else:
                assert feedback.correct is False
                assert margin_verdict(drill.best, value)[2]


def test_graded_answers_are_stable_across_evaluation_seeds(drills) -> None:
    other = ExpertBot(seed=97, samples=SAMPLES)
    checked = 0
    for (tier, seed), drill in drills.items():
        if not drill.clear:
            continue
        again = other.evaluate(drill.view)
        assert again[0].action == drill.best.action, f"{tier} seed {seed} flipped"
        checked += 1
    assert checked >= 3


def test_drawing_until_clear_grades_more_drills() -> None:
    expert = ExpertBot(seed=11, samples=SAMPLES)
    first = build_drill(1, Tier.BEGINNER, None, expert)
    patient = build_drill(1, Tier.BEGINNER, None, expert, tries=3)
    if first.clear:
        assert patient.view == first.view and patient.variant == 0
    else:
        assert patient.variant > 0 or not patient.clear
        assert patient.clear or patient.variant == 2


def test_the_grade_reads_the_paired_noise_of_bids_played_on_the_same_deals() -> None:
    """Beginner drill 23: passing beats ordering up by 0.30 points. Counted as if the two
    bids were valued on different deals the noise would be ±0.13 (a judgment call); both
    were played out on the same deals, and the noise of their difference is ±0.10: the
    drill is graded."""
    expert = ExpertBot(seed=11, samples=SAMPLES)
    drill = build_drill(23, Tier.BEGINNER, None, expert)
    best, runner = drill.best, drill.runner_up
    gap = best.expected_points - runner.expected_points
    independent = math.hypot(best.std_error, runner.std_error)
    assert gap < CLEAR_MARGIN_SE * independent, "a judgment call under independent noise"
    assert runner.paired_error < independent
    assert drill.clear
    assert drill.grade(best.action.text).correct is True
    assert drill.grade(runner.action.text).correct is False
    right = drill.grade(best.action.text).headline
    assert f"noise ±{runner.paired_error:.2f}" in right


def test_paired_errors_are_those_of_the_per_deal_differences() -> None:
    """The Expert's paired error of an option is the standard error of the per-deal
    difference between the best option and it (0 for the best)."""
    expert = ExpertBot(seed=11, samples=SAMPLES)
    drill = build_drill(0, Tier.BEGINNER, None, expert)
    simulation = expert._simulate(drill.view)
    net = simulation.net_points()
    share = simulation.weights / simulation.weights.sum()  # how many draws each deal stands for
    n = len(share)
    best = int(np.argmax(share @ net))
    options = {value.action: value for value in simulation.options()}
    for j, action in enumerate(simulation.actions):
        difference = net[:, best] - net[:, j]
        spread = share ** 2 @ (difference - share @ difference) ** 2 * n / (n - 1)
        expected = math.sqrt(spread) if j != best else 0.0
        assert options[action].paired_error == pytest.approx(expected, abs=1e-4)
    if np.all(simulation.weights == 1):  # equally likely deals: the textbook formula
        difference = net[:, best] - net[:, best - 1]
        assert options[simulation.actions[best - 1]].paired_error == pytest.approx(
            difference.std(ddof=1) / math.sqrt(n), abs=1e-4)


class FixedValues:
    """Values the legal bids at the given points, in order (a stand-in for the Expert)."""

    def __init__(self, points: list[float]) -> None:
        self.points = points

    def evaluate(self, view):
        from euchre.bots import OptionValue

        return tuple(OptionValue(action, self.points[min(i, len(self.points) - 1)] - i * 1e-3,
                                 0.05, 200) for i, action in enumerate(view.legal_actions))

    def decide(self, view):
        from euchre.bots import Decision, Explanation

        values = self.evaluate(view)
        return Decision(view.seat, values[0].action, Explanation("fixed", (), values))


@pytest.mark.parametrize(("points", "words"), [
    ([1.2, 0.4], "wins because it earns more"),
    ([0.6, -0.5], "wins because it gains points on average"),
    ([-0.3, -1.1], "wins because it loses less"),
])
def test_a_wrong_bid_is_told_why_the_better_one_wins(points: list[float], words: str) -> None:
    drill = build_drill(5, Tier.BEGINNER, None, FixedValues(points))
    worse = drill.values[1]
    feedback = drill.grade(worse.action.text)
    assert feedback.correct is False
    why = feedback.reasons[-1]
    assert why.startswith(f"{drill.label(drill.best.action.text)} {words}")
    gap = drill.best.expected_points - worse.expected_points
    assert f"{gap:.2f} points" in why and "noise" in why


def test_the_loner_that_only_a_seen_all_play_out_favours_is_no_longer_graded_right() -> None:
    """Advanced naming-suit drill 371776504 (J♥ Q♦ 10♦ A♣ A♥, the ♠ turned down): played
    out by players who see every card, naming ♦ alone looks best; played out by players
    who see only their own hands, naming ♦ with the partner is worth more. The drill is a
    judgment call that says so, and neither answer is marked wrong."""
    from lessons.kit.families import DRILL_TRIES


    expert = ExpertBot(seed=11, samples=400)
    drill = build_drill(371776504, Tier.ADVANCED, EuchreTheme.NAMING_SUIT, expert,
                        tries=DRILL_TRIES)
    assert sorted(card.text for card in drill.view.hand) == ["AC", "AH", "JH", "QD", "TD"]
    assert drill.best.action.text == "name D"
    assert drill.seen_all_best.text == "name D alone"
    assert drill.depends_on_valuation and not drill.clear
    for answer in ("name D", "name D alone"):
        feedback = drill.grade(answer)
        assert feedback.correct is None and "judgment call" in feedback.headline
        assert any("could see every card" in reason for reason in feedback.reasons)
    assert drill.grade("name C alone").correct is False


def test_graded_drills_agree_with_the_seen_all_valuation(drills) -> None:
    for drill in drills.values():
        if drill.clear:
            assert drill.seen_all_best == drill.best.action
