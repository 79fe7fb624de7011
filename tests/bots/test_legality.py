"""Bots always choose a legal action, under every rule option, in thousands of positions."""

from __future__ import annotations

import pytest
from positions import random_positions

from euchre import HandState
from euchre.bots.random_bot import RandomBot
from euchre.games.euchre.bots.easy import EasyBot
from euchre.games.euchre.bots.normal import NormalBot


def test_every_decision_is_legal_in_thousands_of_positions() -> None:
    bots = [RandomBot(seed=3), EasyBot(seed=3), NormalBot(seed=3)]
    positions = 0
    for state, view in random_positions(hands=360, seed=99):
        legal = state.legal_actions()
        for bot in bots:
            decision = bot.decide(view)
            assert decision.action in legal, (bot, str(state), decision.action)
            assert decision.seat == state.to_act
            assert decision.elapsed_ms >= 0
        positions += 1
    assert positions > 6000


@pytest.mark.parametrize("bot", [RandomBot(), EasyBot(), NormalBot()], ids=type)
def test_a_bot_refuses_a_view_when_it_is_not_its_turn(bot) -> None:
    state = HandState.from_seed(5)
    waiting = state.to_act.left
    with pytest.raises(ValueError, match=r"not .* turn"):
        bot.decide(state.view(waiting))


@pytest.mark.parametrize("bot", [RandomBot(), EasyBot(), NormalBot()], ids=type)
def test_a_bot_refuses_the_full_state(bot) -> None:
    with pytest.raises(TypeError, match=r"decides from a (seat's view|SeatView)"):
        bot.decide(HandState.from_seed(5))


def test_the_stuck_dealer_always_names_a_suit() -> None:
    for seed in range(60):
        state = HandState.from_seed(seed)
        while state.phase.value.startswith("bidding round 1") or (
                state.phase.value == "bidding round 2" and state.to_act != state.dealer):
            state = state.apply("pass")
        assert state.to_act == state.dealer
        for bot in (EasyBot(), NormalBot()):
            action = bot.decide(state.view(state.dealer)).action
            assert action.text.startswith("name"), action
