"""Buck Euchre drop-out drills: real engine positions at South's drop-out decision, graded by
the Expert's figures with the bidding drills' robustness rule."""

from __future__ import annotations

import pytest

from euchre.bots import Decision, Explanation, Factor, OptionValue
from euchre.games.buck import BuckHand, BuckPhase, Player
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from lessons.buck.drop_out import DropOutDrill, build_drop_out_drill, drop_out_position
from lessons.buck.families import DROP_OUT as DROP_OUT_DRILLS
from lessons.buck.themes import BuckTheme
from lessons.kit.families import ExerciseKey, generate, themes_for
from lessons.kit.simulated import CLEAR_MARGIN_SE, MIN_GAP
from lessons.kit.themes import Tier

CASES = [(tier, seed) for tier in Tier for seed in range(6)]
SAMPLES = 120  # the Expert's deals per drill in these tests


class FixedGains:
    """A stand-in for the Buck Expert: the points staying in and dropping out are expected
    to take off its count (higher is better), each with the given errors, and its pick."""

    def __init__(self, stay: float, drop: float, error: float = 0.05,
                 paired: float = 0.05) -> None:
        self.gains = {STAY_IN: stay, DROP_OUT: drop}
        self.error, self.paired = error, paired

    def decide(self, view) -> Decision:
        best = max(view.legal_actions, key=lambda action: self.gains[action])
        values = tuple(
            OptionValue(action, self.gains[action], self.error, 300,
                        0.0 if action is best else self.paired)
            for action in view.legal_actions)
        explanation = Explanation("fixed figures", (
            Factor("samples", 300, "300 deals"),
            Factor("trumps", 1, "one trump in hand")), values)
        return Decision(view.seat, best, explanation)


def _replayed(hand: BuckHand) -> BuckHand:
    replay = BuckHand.from_deal(hand.deal, hand.rules)
    for player, action in hand.history:
        replay = replay.apply(action, seat=player)
    return replay


@pytest.mark.parametrize(("tier", "seed"), CASES)
def test_positions_are_engine_hands_at_souths_drop_out_decision(tier: Tier, seed: int) -> None:
    hand, scores, theme = drop_out_position(seed, tier)
    assert theme in themes_for(DROP_OUT_DRILLS, tier)
    assert _replayed(hand) == hand
    assert hand.phase is BuckPhase.DROP_OUT and hand.to_act is Player.SOUTH
    assert set(hand.legal_actions()) == {STAY_IN, DROP_OUT}
    assert hand.maker is not Player.SOUTH and not hand.clubs_turned
    assert hand.no_trump is (theme is BuckTheme.DROP_OUT_NO_TRUMP)
    assert len(scores) == 4 and all(0 < count <= 25 for count in scores)
    if tier is Tier.BEGINNER:
        assert scores == (25, 25, 25, 25)
        assert not any(action in (STAY_IN, DROP_OUT) for _, action in hand.bids), \
            "a beginner is asked first"
    assert drop_out_position(seed, tier) == (hand, scores, theme), "rebuilt from its seed"


def test_themes_by_tier() -> None:
    assert themes_for(DROP_OUT_DRILLS, Tier.BEGINNER) == (BuckTheme.DROP_OUT_TRUMP,)
    assert set(themes_for(DROP_OUT_DRILLS, Tier.ADVANCED)) == {
        BuckTheme.DROP_OUT_TRUMP, BuckTheme.DROP_OUT_NO_TRUMP}
    for seed in range(4):
        hand, _, theme = drop_out_position(seed, Tier.INTERMEDIATE, BuckTheme.DROP_OUT_NO_TRUMP)
        assert theme is BuckTheme.DROP_OUT_NO_TRUMP and hand.no_trump and hand.trump is None


def test_the_drill_keeps_the_experts_points_off_the_count_best_first() -> None:
    drill = build_drop_out_drill(3, Tier.INTERMEDIATE, None, FixedGains(stay=1.4, drop=0.0))
    assert isinstance(drill, DropOutDrill)
    assert [value.action for value in drill.values] == [STAY_IN, DROP_OUT]
    assert [value.expected_points for value in drill.values] == [1.4, 0.0]
    assert set(drill.options) == {"stay in", "drop out"}
    assert drill.label("stay in") == "Stay in" and drill.label("drop out") == "Drop out"
    assert drill.scene.hand == drill.view.hand and drill.scene.score == drill.view.score
    assert drill.scene.score_names == ("South", "West", "North", "East")
    assert "Stay in or drop out?" in drill.prompt
    assert "One trump in hand" in drill.explanation and "300 deals" not in drill.explanation
    wrong = drill.grade("drop out")
    assert wrong.correct is False
    assert wrong.reasons[-1].startswith(
        "Stay in wins because it earns more: +1.40 points a hand against +0.00 for drop out, "
        "1.40 points more for you.")
    assert "what comes off your count" in wrong.reasons[0]


def test_a_clear_lead_is_graded() -> None:
    expert = FixedGains(stay=-1.8, drop=0.0)  # staying in puts 1.8 on the count
    drill = build_drop_out_drill(1, Tier.BEGINNER, None, expert)
    assert drill.clear and drill.best.action is DROP_OUT
    right = drill.grade("drop out")
    assert right.correct is True
    assert right.headline.startswith("Right: Drop out is worth +0.00 points, 1.80 more than "
                                     "Stay in")
    wrong = drill.grade("stay in")
    assert wrong.correct is False
    assert wrong.headline == ("The Expert would drop out: +0.00 points against -1.80 for "
                              "stay in — 1.80 points lost on average.")
    assert wrong.reasons[-1].startswith(
        "Drop out wins because it changes nothing (0 points) where stay in loses points on "
        "average (-1.80 a hand): 1.80 points a hand between them.")
    assert "noise" in wrong.reasons[-1]
    assert [row.label for row in wrong.options] == ["Drop out", "Stay in"]
    assert wrong.option_kind == "choice" and "off your count" in wrong.points_axis


def test_a_near_tie_is_a_judgment_call_with_the_figures() -> None:
    gap = MIN_GAP / 2  # under the smallest gap that is ever graded
    drill = build_drop_out_drill(1, Tier.BEGINNER, None, FixedGains(stay=gap, drop=0.0))
    assert not drill.clear
    for option in drill.options:
        feedback = drill.grade(option)
        assert feedback.correct is None and not feedback.graded
        assert feedback.headline.startswith("A judgment call: ")
        assert f"{gap:+.2f}" in feedback.headline or f"{-gap:+.2f}" in feedback.headline
        assert len(feedback.options) == 2


def test_a_gap_inside_the_noise_is_a_judgment_call() -> None:
    """0.4 points is a large gap, but not three paired errors of 0.2."""
    noisy = FixedGains(stay=0.4, drop=0.0, error=0.3, paired=0.2)
    drill = build_drop_out_drill(2, Tier.INTERMEDIATE, None, noisy)
    assert CLEAR_MARGIN_SE * 0.2 > 0.4 and not drill.clear
    assert drill.grade("drop out").correct is None
    sure = FixedGains(stay=0.4, drop=0.0, error=0.3, paired=0.1)
    assert build_drop_out_drill(2, Tier.INTERMEDIATE, None, sure).grade("drop out").correct \
        is False


def test_the_catalog_builds_drop_out_drills_with_the_buck_expert() -> None:
    key = ExerciseKey(DROP_OUT_DRILLS, Tier.ADVANCED, BuckTheme.DROP_OUT_NO_TRUMP, 12)
    drill = generate(key, FixedGains(stay=0.9, drop=0.0))
    assert isinstance(drill, DropOutDrill) and drill.theme is BuckTheme.DROP_OUT_NO_TRUMP
    assert drill.view.no_trump
    with pytest.raises(ValueError):
        generate(key)


def test_drills_graded_by_the_buck_expert_keep_its_figures() -> None:
    """The Expert's own values of staying in and dropping out, on a fixed number of deals,
    best first; a graded drill's right answer is the Expert's choice."""
    from euchre.games.buck.bots.expert import ExpertBuckBot

    expert = ExpertBuckBot(seed=7, bid_samples=SAMPLES)
    kinds = set()
    for seed in range(4):
        drill = build_drop_out_drill(seed, Tier.ADVANCED, None, expert)
        decision = ExpertBuckBot(seed=7, bid_samples=SAMPLES).decide(
            drill.view)
        assert set(drill.values) == set(decision.explanation.options)
        assert [value.expected_points for value in drill.values] == sorted(
            (value.expected_points for value in drill.values), reverse=True)
        assert all(value.samples == SAMPLES for value in drill.values)
        drop = drill.value_of("drop out")
        assert drop.expected_points == 0.0, "dropping out changes nothing"
        feedback = drill.grade(drill.best.action.text)
        if drill.clear:
            assert drill.best.action == decision.action and feedback.correct is True
        kinds.add(feedback.correct)
    assert True in kinds


def test_a_drop_out_drill_where_both_choices_lose_says_so_first() -> None:
    drill = build_drop_out_drill(1, Tier.BEGINNER, None, FixedGains(stay=-2.5, drop=-0.4))
    headline = drill.grade("stay in").headline
    assert headline.startswith("This deal is bad for you whatever you do: every choice loses "
                               "points on average, the best -0.40.")
