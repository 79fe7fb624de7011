"""Every Cutthroat bot decision is legal, and what it says is true and tells the table nothing
it could not know."""

from __future__ import annotations

import pytest

from euchre import games
from euchre.bots import Difficulty
from euchre.bots.base import Bot
from euchre.games.cutthroat import CutthroatHand, CutthroatPhase, Player
from euchre.games.cutthroat.bots import make_bot
from euchre.games.cutthroat.bots.easy import EasyCutthroatBot
from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot
from euchre.games.cutthroat.bots.normal import NormalCutthroatBot
from tests.games.bot_positions import checked_decisions

from .oracle import check_figures, leaked_cards
from .positions import random_positions

EVERY_PHASE = {str(phase) for phase in CutthroatPhase} - {"scored", "thrown in"}
POSITIONS = list(random_positions(hands=60, seed=11))


def test_the_positions_reach_every_phase_with_a_choice():
    phases = {str(view.phase) for _hand, view in POSITIONS if len(view.legal_actions) > 1}
    assert phases == EVERY_PHASE


@pytest.mark.parametrize("bot_type", [EasyCutthroatBot, NormalCutthroatBot])
def test_every_decision_is_legal_with_true_figures_and_no_leak(bot_type: type[Bot]):
    checked = checked_decisions(bot_type(seed=5), POSITIONS, check_figures, leaked_cards)
    assert checked > 300


def test_expert_decisions_are_legal_true_and_the_mean_of_its_simulations():
    chosen = {}
    for _hand, view in POSITIONS:
        if len(view.legal_actions) > 1:
            chosen.setdefault(str(view.phase), []).append(view)
    for phase, views in chosen.items():
        for view in views[:3]:
            decision = ExpertCutthroatBot(seed=2, samples=6).decide(view)
            assert decision.action in view.legal_actions, phase
            check_figures(view, decision.explanation)
            assert not leaked_cards(view, decision), decision.explanation.public()
            simulation = ExpertCutthroatBot(seed=2, samples=6).simulate(view)
            assert simulation.samples == 6
            means = simulation.margins.mean(axis=0)
            options = decision.explanation.options
            assert options and options[0].action is decision.action
            for option in options:
                columns = [j for j, a in enumerate(simulation.actions) if a is option.action]
                assert option.expected_points == pytest.approx(
                    max(round(float(means[j]), 4) for j in columns)), (phase, option)
                assert option.samples == 6


def test_a_bot_is_refused_a_view_where_it_has_nothing_to_decide():
    hand = CutthroatHand.from_seed(3)
    waiting = next(seat for seat in Player if seat != hand.to_act)
    with pytest.raises(ValueError, match=r"not \w+'s turn"):
        NormalCutthroatBot().decide(hand.view(waiting))


def test_the_factories_make_each_level_for_each_game():
    for level in Difficulty:
        assert make_bot(level).difficulty is level
        assert games.game("cutthroat").bot(level.value, seed=4).difficulty is level
        assert games.game("euchre").bot(level).difficulty is level
    assert type(games.game("cutthroat").bot("expert")) is ExpertCutthroatBot
    with pytest.raises(ValueError, match="unknown game 'bridge'"):
        games.game("bridge").bot("easy")


def test_expert_values_every_discard_of_the_merge_even_after_a_discard_it_would_not_make():
    """Hints and reviews grade each of the user's five discards: at every step Expert gives
    a figure for every card in hand, and a card its best five throws is valued at that five."""
    hand = next(hand for hand, view in random_positions(40, seed=3)
                if view.phase == CutthroatPhase.DUMMY_DISCARD and len(view.hand) == 10)
    maker = hand.to_act
    expert = ExpertCutthroatBot(seed=1, samples=24)
    for _ in range(3):
        view = hand.view(maker)
        decision = expert.decide(view)
        valued = {option.action for option in decision.explanation.options}
        assert valued == set(view.legal_actions)
        assert decision.explanation.options[0].action is decision.action
        best_value = decision.explanation.options[0].expected_points
        assert best_value == max(o.expected_points for o in decision.explanation.options)
        worst = min(decision.explanation.options, key=lambda o: o.expected_points).action
        hand = hand.apply(worst, maker)  # go on with a discard Expert would not make


def test_a_merge_is_valued_the_same_by_the_bot_that_began_it_and_by_a_fresh_one():
    """The merge's deals are drawn once for its five discards: the table's Expert, which
    remembers them, and a fresh Expert asked at any one discard (a hint, a review) make the
    same discard with the same figures."""
    hand = next(hand for hand, view in random_positions(40, seed=5)
                if view.phase == CutthroatPhase.DUMMY_DISCARD and len(view.hand) == 10)
    maker = hand.to_act
    table_expert = ExpertCutthroatBot(seed=4, samples=16)
    while hand.phase == CutthroatPhase.DUMMY_DISCARD:
        view = hand.view(maker)
        decision = table_expert.decide(view)
        assert ExpertCutthroatBot(seed=4, samples=16).decide(view) == decision
        hand = hand.apply(decision.action, maker)
