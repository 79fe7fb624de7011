"""The perfect-information search agrees with an exhaustive search over the public API."""

from __future__ import annotations

import random

import pytest

from euchre import Deck, HandState, Phase, Rules
from euchre.games.euchre.bots.search import evaluate_plays, solve_points, solve_tricks
from euchre.tricks.solver import SearchTable


def exhaustive_maker_tricks(state: HandState) -> int:
    """Minimax over ``legal_actions``/``apply``: the makers' tricks with perfect play."""
    if state.is_over:
        return state.result().maker_tricks
    makers = state.maker.team
    values = [exhaustive_maker_tricks(state.apply(action)) for action in state.legal_actions()]
    return max(values) if state.to_act.team == makers else min(values)


def play_position(seed: int, rules: Rules, cards_played: int) -> HandState | None:
    """A random hand bid and played (uniformly at random) up to ``cards_played`` cards."""
    rng = random.Random(seed)
    state = HandState.from_seed(seed, rules)
    while state.phase is not Phase.PLAY:
        if state.is_over:
            return None
        state = state.apply(rng.choice(state.legal_actions()))
    for _ in range(cards_played):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over else state


RULE_SETS = [
    Rules(),
    Rules(defend_alone=True),
    Rules(deck=Deck.JOKER_25),
    Rules(deck=Deck.PIQUET_32),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=["default", "defend-alone", "joker", "32"])
def test_solver_matches_exhaustive_search_on_endgames(rules: Rules) -> None:
    table = SearchTable()
    checked = 0
    for seed in range(60):
        state = play_position(seed, rules, cards_played=random.Random(seed).randrange(9, 15))
        if state is None:
            continue
        expected = exhaustive_maker_tricks(state)
        assert solve_tricks(state.core_state(), table) == expected, seed
        checked += 1
    assert checked >= 40


def test_every_card_is_valued_like_the_exhaustive_search() -> None:
    table = SearchTable()
    for seed in range(25):
        state = play_position(seed, Rules(), cards_played=10)
        if state is None:
            continue
        values = evaluate_plays(state.core_state(), table)
        assert sorted(values) == sorted(int(a.card) for a in state.legal_actions())
        for action in state.legal_actions():
            assert values[int(action.card)] == exhaustive_maker_tricks(state.apply(action))


def test_points_follow_the_scoring_table() -> None:
    table = SearchTable()
    for seed in range(40):
        state = play_position(seed, Rules(), cards_played=12)
        if state is None:
            continue
        tricks = solve_tricks(state.core_state(), table)
        points = solve_points(state.core_state(), table)
        makers = state.maker.team
        if tricks < 3:
            assert points[makers] == 0 and points[makers.other] == 2
        elif tricks == 5:
            assert points[makers] == (4 if state.maker_alone else 2)
        else:
            assert points[makers] == 1 and points[makers.other] == 0


def test_full_hand_solve_is_within_the_tricks_possible() -> None:
    table = SearchTable()
    for seed in range(30):
        state = play_position(seed, Rules(), cards_played=0)
        if state is None:
            continue
        assert 0 <= solve_tricks(state.core_state(), table) <= 5
