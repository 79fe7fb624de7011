"""Expert's card-play search: its own side's cards searched, the opponents playing by the
play model's habits (``simulate.side_search_tricks``)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from euchre import HandState, Phase
from euchre.games.euchre import core
from euchre.games.euchre.bots.play_model import habitual_play
from euchre.games.euchre.bots.search import solve_tricks
from euchre.games.euchre.bots.simulate import side_search_tricks


def play_positions(count: int, start: int = 0) -> list[HandState]:
    """Positions in the card play of random hands, from the first lead to the last trick."""
    found = []
    seed = start
    while len(found) < count:
        rng = random.Random(seed)
        state = HandState.from_seed(seed)
        seed += 1
        while not state.is_over and state.phase is not Phase.PLAY:
            state = state.apply(rng.choice(state.legal_actions()))
        for _ in range(rng.randrange(0, 16)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over and state.phase is Phase.PLAY:
            found.append(state)
    return found


def side_search(state: HandState, team: int) -> int:
    return int(side_search_tricks(state.core_state(), team, np.zeros(4, dtype=np.int64)))


def team_tricks_by_brute_force(state: HandState, team: int) -> int:
    """Every line of ``team``'s cards tried through the engine, the opponents' cards by habit."""
    if state.is_over:
        return sum(state.core_state()[core.WON + seat] for seat in (team, team + 2))
    if int(state.to_act) % 2 != team:
        card = habitual_play(state.core_state())
        action = next(a for a in state.legal_actions() if a.code == core.A_PLAY + card)
        return team_tricks_by_brute_force(state.apply(action), team)
    return max(team_tricks_by_brute_force(state.apply(action), team)
               for action in state.legal_actions())


@pytest.mark.parametrize("team", [0, 1])
def test_the_search_finds_the_best_line_against_habitual_opponents(team: int) -> None:
    for state in play_positions(40, start=100):
        if state.core_state()[core.TRICKS_DONE] < 2:
            continue  # the brute force is slow on long hands
        assert side_search(state, team) == team_tricks_by_brute_force(state, team)


def test_habitual_opponents_never_do_better_than_perfect_ones() -> None:
    more = 0
    for state in play_positions(150):
        maker_side = int(state.core_state()[core.MAKER]) % 2
        for team in (0, 1):
            solved = solve_tricks(state.core_state())
            perfect = solved if team == maker_side else 5 - solved
            against_habits = side_search(state, team)
            assert against_habits >= perfect
            more += against_habits > perfect
    # habits that cannot see the hidden cards let some plays through that perfect defence stops
    assert more > 0
