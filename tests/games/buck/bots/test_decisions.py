"""Every Buck Euchre bot decision is legal, and what it says is true and tells the table
nothing it could not know; Expert's figures are the means of its own simulation."""

from __future__ import annotations

import numpy as np
import pytest

from euchre import games
from euchre.actions import PASS
from euchre.bots import Difficulty
from euchre.bots.base import Bot
from euchre.games.buck import BuckHand, BuckPhase, BuckRules, Player
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from euchre.games.buck.bots import make_bot
from euchre.games.buck.bots.easy import EasyBuckBot
from euchre.games.buck.bots.expert import ExpertBuckBot
from euchre.games.buck.bots.normal import NormalBuckBot
from tests.games.bot_positions import checked_decisions, random_positions

from .oracle import check_figures, leaked_cards

CHOICE_PHASES = {str(phase) for phase in BuckPhase} - {"scored"}
POSITIONS = list(random_positions(BuckHand.from_seed, (BuckRules(),), tuple(Player),
                                  EasyBuckBot, NormalBuckBot, hands=50, seed=13,
                                  name="buck-bot-positions"))


def small_expert(seed: int = 2) -> ExpertBuckBot:
    return ExpertBuckBot(seed=seed, bid_samples=6, play_samples=6)


def test_the_positions_reach_every_phase_with_a_choice_and_every_kind_of_hand():
    phases = {str(view.phase) for _hand, view in POSITIONS if len(view.legal_actions) > 1}
    assert phases == CHOICE_PHASES
    assert any(view.clubs_turned for _hand, view in POSITIONS)
    assert any(view.no_trump and view.phase is BuckPhase.PLAY for _hand, view in POSITIONS)
    assert any(view.dropped and view.phase is BuckPhase.PLAY for _hand, view in POSITIONS)


def test_the_factory_and_the_game_factory_make_each_level():
    for level, bot_type in ((Difficulty.EASY, EasyBuckBot), (Difficulty.NORMAL, NormalBuckBot),
                            (Difficulty.EXPERT, ExpertBuckBot)):
        assert type(make_bot(level, seed=3)) is bot_type
        assert type(games.game("buck").bot(level.value, seed=3)) is bot_type


@pytest.mark.parametrize("bot_type", [EasyBuckBot, NormalBuckBot])
def test_every_decision_is_legal_with_true_figures_and_no_leak(bot_type: type[Bot]):
    checked = checked_decisions(bot_type(seed=5), POSITIONS, check_figures, leaked_cards)
    assert checked > 100


def test_expert_decisions_are_legal_true_and_the_best_means_of_its_simulation():
    by_phase: dict[str, list] = {}
    for _hand, view in POSITIONS:
        if len(view.legal_actions) > 1:
            by_phase.setdefault(str(view.phase), []).append(view)
    for phase, views in by_phase.items():
        for view in views[:4]:
            decision = small_expert().decide(view)
            assert decision.action in view.legal_actions, phase
            check_figures(view, decision.explanation)
            assert not leaked_cards(view, decision), decision.explanation.public()
            simulation = small_expert().simulate(view)
            assert simulation.samples == 6
            means = simulation.margins.mean(axis=0)
            options = decision.explanation.options
            assert options[0].action is decision.action
            assert {option.action for option in options} == set(view.legal_actions)
            for option in options:
                column = simulation.actions.index(option.action)
                assert option.expected_points == pytest.approx(means[column], abs=1e-4)
            assert options[0].expected_points == pytest.approx(max(means), abs=1e-4), phase
            named = {factor.name: factor for factor in decision.explanation.factors}
            assert named["expected_gain"].value == pytest.approx(options[0].expected_points,
                                                                 abs=0.006)
            assert f"{options[0].expected_points:+.2f}" in decision.explanation.summary


def test_dropping_out_gains_exactly_nothing_and_the_bucked_share_is_counted():
    views = [view for _hand, view in POSITIONS if view.phase is BuckPhase.DROP_OUT][:4]
    assert views
    for view in views:
        simulation = small_expert().simulate(view)
        drop = simulation.margins[:, simulation.actions.index(DROP_OUT)]
        stay = simulation.margins[:, simulation.actions.index(STAY_IN)]
        assert not drop.any()
        decision = small_expert().decide(view)
        named = {factor.name: factor for factor in decision.explanation.factors}
        assert named["p_bucked"].value == pytest.approx(float(np.mean(stay == -5)), abs=0.001)


def test_expert_is_deterministic_for_a_seed_and_position():
    views = [view for _hand, view in POSITIONS if len(view.legal_actions) > 1][:12]
    for view in views:
        first, second = small_expert(4).decide(view), small_expert(4).decide(view)
        assert first.action == second.action
        assert first.explanation == second.explanation


def test_expert_with_one_legal_action_says_so_without_simulating():
    view = next(view for _hand, view in POSITIONS if len(view.legal_actions) == 1)
    decision = ExpertBuckBot(seed=1).decide(view)
    assert decision.action == view.legal_actions[0]
    assert "my only choice" in decision.explanation.summary
    assert not decision.explanation.options


def test_a_pass_is_explained_by_the_margin_when_making_trump_led_by_less():
    view = next(view for _hand, view in POSITIONS if view.phase is BuckPhase.BIDDING_ROUND_1)
    simulation = small_expert().simulate(view)
    means = simulation.margins.mean(axis=0)
    making = 1 - simulation.actions.index(PASS)
    margin = float(means[making] - means[1 - making]) + 1.0
    decision = ExpertBuckBot(seed=2, bid_samples=6, play_samples=6,
                             bid_margin=margin).decide(view)
    assert decision.action is PASS
    if means[making] > means[1 - making]:
        assert "beats passing by at least" in decision.explanation.summary
