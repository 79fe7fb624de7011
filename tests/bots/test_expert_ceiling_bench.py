"""The perfect-information ceiling bench: its all-seeing player plays the true deal's best
card, refuses a table that is not its view's, and the share of the ceiling is a ratio of
paired means with a standard error."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.bots.search import evaluate_plays, solve_points
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.phases import Phase

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import expert_ceiling
from expert_ceiling import SeeingBot, share


def _first_trick(seed: str) -> HandState:
    """A hand played by Normal up to the first card of the play."""
    state = HandState.from_seed(seed)
    normal = NormalBot(seed=1)
    while state.phase is not Phase.PLAY:
        state = state.apply(normal.decide(state.view(state.to_act)).action, state.to_act)
    return state


@pytest.mark.parametrize("seed", ["ceiling-1", "ceiling-2", "ceiling-3"])
def test_seeing_every_card_it_leads_a_card_the_search_rates_best(seed: str) -> None:
    state = _first_trick(seed)
    seat = state.to_act
    card = SeeingBot(lambda: state).decide(state.view(seat)).action.card
    values = {}
    for other in state.view(seat).legal_actions:
        after = state.apply(other, seat)
        north_south, east_west = solve_points(after.core_state())
        net = north_south - east_west
        values[other.card] = net if seat.team.value == 0 else -net
    assert values[card] == max(values.values())
    assert len(evaluate_plays(state.core_state())) == len(values)


def test_it_refuses_a_table_that_is_not_the_view_it_was_given() -> None:
    state = _first_trick("ceiling-1")
    other = _first_trick("ceiling-2")
    bot = SeeingBot(lambda: other)
    with pytest.raises(ValueError, match="not the one this view comes from"):
        bot.decide(state.view(state.to_act))


def test_the_share_of_the_ceiling_is_the_ratio_of_paired_means() -> None:
    ratio, error = share([1.0, 2.0, 3.0], [2.0, 4.0, 6.0])
    assert ratio == pytest.approx(0.5)
    assert error == pytest.approx(0.0)
    ratio, error = share([0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0])
    assert ratio == pytest.approx(0.5)
    assert error > 0


def test_the_ceiling_beats_normal_on_a_few_duplicate_deals() -> None:
    rules = expert_ceiling.Rules()
    nets = [expert_ceiling._play(index, "ceiling", {}, team, 1, rules)[0]
            for index in range(6) for team in expert_ceiling.ORIENTATIONS]
    assert sum(nets) > 0
