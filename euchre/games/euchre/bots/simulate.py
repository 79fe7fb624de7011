"""Playing out each candidate action on sampled deals (numba).

For every sampled state and every candidate action: apply the action through the
engine's core, let the bidding model (``expert_model.model_action``) make the remaining
bids, discard and declarations for every seat, then play the cards out, in one of three
ways:

- ``SOLVED``: by the perfect-information search, every seat seeing every card;
- ``HABITUAL``: every seat from its own hand by the play model
  (``play_model.habitual_play``), as players who cannot see each other's cards do;
- ``SIDE_SEARCH``: the acting seat's side searches its cards on the deal, while the other
  side plays by the play model's habits, the sound players Expert pictures in its
  bidding and in its reading of the cards played. The search that pictures the other
  side seeing every card too is pessimistic: it never tries a play that a sound player,
  who cannot see the hidden cards, would let through.

The outcome of each (sample, action) pair is the points each team scores in the hand and
the tricks the acting seat's team takes.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.games.euchre import core
from euchre.games.euchre.bots.expert_model import model_action
from euchre.games.euchre.bots.play_model import habitual_play
from euchre.games.euchre.bots.search import maker_tricks_won, solve_window, team_points
from euchre.tricks.compiled import popcount
from euchre.tricks.solver import SearchTable

compiled_cache.refresh()

__all__ = ["simulate_options"]

OWN_POINTS = 0
OTHER_POINTS = 1
OWN_TRICKS = 2

SOLVED = 0  # the card play solved with every card seen
HABITUAL = 1  # the card play by each seat's habits, from its own hand
SIDE_SEARCH = 2  # the acting side searches its cards, the other side plays by habit


@njit(cache=True)
def _team_tricks(state: np.ndarray, team: int) -> int:
    return state[core.WON + team] + state[core.WON + team + 2]


@njit(cache=True)
def side_search_tricks(state: np.ndarray, team: int, counters: np.ndarray) -> int:
    """The most tricks ``team`` can end the hand with when its seats choose their cards
    on this deal and the other side plays by the play model's habits (``counters[1]``
    counts the positions searched, as the perfect-information search's nodes)."""
    while state[core.PHASE] == core.P_PLAY and state[core.TO_ACT] % 2 != team:
        core.apply_action(state, core.A_PLAY + habitual_play(state))
    counters[1] += 1
    if state[core.PHASE] != core.P_PLAY:
        return _team_tricks(state, team)
    most = _team_tricks(state, team) + 5 - state[core.TRICKS_DONE]
    legal = core.legal_mask(state)
    best = -1
    while legal:
        low = legal & -legal
        legal ^= low
        child = state.copy()
        core.apply_action(child, core.A_PLAY + popcount(low - 1))
        tricks = side_search_tricks(child, team, counters)
        if tricks > best:
            best = tricks
            if best >= most:
                break
    return best


@njit(cache=True)
def _play_out(
    state: np.ndarray, team: int, result: np.ndarray, keys: np.ndarray, lower: np.ndarray,
    upper: np.ndarray, best: np.ndarray, stamp: np.ndarray, counters: np.ndarray,
    moves: np.ndarray, card_play: int,
) -> None:
    while state[core.PHASE] < core.P_PLAY or state[core.PHASE] == core.P_DEFEND:
        core.apply_action(state, model_action(state))
    if state[core.PHASE] == core.P_THROWN_IN:
        result[OWN_POINTS] = 0
        result[OTHER_POINTS] = 0
        result[OWN_TRICKS] = 0
        return
    if card_play == HABITUAL:
        while state[core.PHASE] == core.P_PLAY:
            core.apply_action(state, core.A_PLAY + habitual_play(state))
        maker_tricks = maker_tricks_won(state)
    elif card_play == SIDE_SEARCH:
        tricks = side_search_tricks(state, team, counters)
        maker_tricks = tricks if state[core.MAKER] % 2 == team else 5 - tricks
    else:
        maker_tricks = solve_window(state, -1, 6, keys, lower, upper, best, stamp, counters,
                                    moves)
    own, other = team_points(state, maker_tricks, team)
    result[OWN_POINTS] = own
    result[OTHER_POINTS] = other
    result[OWN_TRICKS] = maker_tricks if state[core.MAKER] % 2 == team else 5 - maker_tricks


@njit(cache=True)
def simulate_core(
    states: np.ndarray, n_states: int, actions: np.ndarray, team: int, share_table: bool,
    results: np.ndarray, keys: np.ndarray, lower: np.ndarray, upper: np.ndarray, best: np.ndarray,
    stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray, card_play: int,
) -> None:
    """``results[i, j]`` = (own points, other points, own tricks) of action j in sample i.

    ``share_table``: the actions are card plays, so one table serves a whole sample.
    """
    for i in range(n_states):
        if share_table:
            counters[0] += 1
        for j in range(actions.shape[0]):
            if not share_table:
                counters[0] += 1  # a fresh table generation: the deal or the trump may differ
            child = states[i].copy()
            core.apply_action(child, actions[j])
            _play_out(child, team, results[i, j], keys, lower, upper, best, stamp, counters,
                      moves, card_play)


def simulate_options(
    states: np.ndarray, actions: np.ndarray, team: int, table: SearchTable,
    share_table: bool = False, card_play: int = SOLVED,
) -> np.ndarray:
    """Outcomes (n_states × n_actions × 3) of every action on every sampled state, the
    cards played as ``card_play`` says (``SOLVED``, ``HABITUAL`` or ``SIDE_SEARCH``)."""
    results = np.zeros((states.shape[0], actions.shape[0], 3), dtype=np.int64)
    simulate_core(states, states.shape[0], actions, team, share_table, results, *table.arrays(),
                  card_play)
    return results
