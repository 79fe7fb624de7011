"""Four-handed Euchre's positions for the family's solver (``euchre.tricks.solver``).

The compiled core's state arrays (``euchre.games.euchre.core``) give the position: the
maker's side is the maker's partnership, and the points come from the core's scoring
table (``core.hand_points``). ``solve_tricks``, ``solve_points`` and ``evaluate_plays``
are the friendly wrappers; their numba cores serve Expert's simulations.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.games.euchre import core
from euchre.ranking import POWER
from euchre.tricks.compiled import popcount
from euchre.tricks.solver import SearchTable, search, seat_cycle

compiled_cache.refresh()

__all__ = [
    "evaluate_plays",
    "evaluate_plays_core",
    "maker_tricks_won",
    "partnership_side",
    "solve_points",
    "solve_tricks",
    "solve_tricks_core",
    "solve_window",
    "team_points",
]



CORE_SEATS = 4  # four-handed Euchre's core state array holds four hands


@njit(cache=True)
def partnership_side(maker: int) -> int:
    """Four-handed Euchre's maker side: the maker and partner (seats of the maker's parity)."""
    return np.int64(0b0101) << (maker & 1)


@njit(cache=True)
def _position(state: np.ndarray) -> tuple:
    """(maker side, active seats, led, best seat, best power, trick cards) of a
    four-handed play state; the maker's side is the maker's partnership."""
    trump = state[core.TRUMP]
    out = state[core.OUT]
    size = state[core.TRICK_SIZE]
    led = state[core.LED_SUIT] if size > 0 else -1
    best_seat = -1
    best_power = -1
    trick_cards = 0
    if size > 0:
        best_seat = state[core.LEADER]
        best_power = POWER[trump, led, state[core.TRICK + best_seat]]
        for seat in range(CORE_SEATS):
            card = state[core.TRICK + seat]
            if card >= 0:
                trick_cards |= np.int64(1) << card
                if POWER[trump, led, card] > best_power:
                    best_power = POWER[trump, led, card]
                    best_seat = seat
    return (partnership_side(state[core.MAKER]), CORE_SEATS - popcount(out), led, best_seat,
            best_power, trick_cards)


@njit(cache=True)
def maker_tricks_won(state: np.ndarray) -> int:
    """The tricks the maker's partnership has taken so far."""
    side = partnership_side(state[core.MAKER])
    won = 0
    for seat in range(CORE_SEATS):
        if (side >> seat) & 1:
            won += state[core.WON + seat]
    return won


@njit(cache=True)
def solve_window(
    state: np.ndarray, alpha: int, beta: int, keys: np.ndarray, lower: np.ndarray,
    upper: np.ndarray, best: np.ndarray, stamp: np.ndarray, counters: np.ndarray,
    moves: np.ndarray,
) -> int:
    """The makers' total tricks (won so far + with perfect play), searched in a window."""
    done = maker_tricks_won(state)
    if state[core.PHASE] != core.P_PLAY:
        return done
    maker_side, active, led, best_seat, best_power, trick_cards = _position(state)
    hands = state[core.HAND:core.HAND + CORE_SEATS].copy()
    held = hands[0] | hands[1] | hands[2] | hands[3]
    tricks_left = 5 - state[core.TRICKS_DONE]
    return done + search(
        hands, state[core.TRUMP], seat_cycle(CORE_SEATS, state[core.OUT]), maker_side, active,
        held, state[core.TO_ACT], state[core.TRICK_SIZE], led, best_seat, best_power,
        trick_cards, tricks_left, 0, alpha - done, beta - done,
        keys, lower, upper, best, stamp, counters, moves,
    )


@njit(cache=True)
def solve_tricks_core(
    state: np.ndarray, keys: np.ndarray, lower: np.ndarray, upper: np.ndarray,
    best: np.ndarray, stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray,
) -> int:
    """Exact makers' tricks with perfect play from a play-phase (or scored) core state."""
    counters[0] += 1
    return solve_window(state, -1, 6, keys, lower, upper, best, stamp, counters, moves)


@njit(cache=True)
def maker_points(state: np.ndarray, maker_tricks: int) -> tuple[int, int]:
    """(makers', defenders') points for ``maker_tricks`` under this hand's scoring."""
    return core.hand_points(
        maker_tricks, state[core.MAKER_ALONE] == 1, state[core.LONE_DEFENDER] >= 0,
        state[core.R_LONE_DEFENDER_ALWAYS_FOUR] == 1,
    )


@njit(cache=True)
def team_points(state: np.ndarray, maker_tricks: int, team: int) -> tuple[int, int]:
    """(``team``'s points, the other team's points) when the makers take ``maker_tricks``."""
    makers, defenders = maker_points(state, maker_tricks)
    if (partnership_side(state[core.MAKER]) >> team) & 1:
        return makers, defenders
    return defenders, makers


@njit(cache=True)
def evaluate_plays_core(
    state: np.ndarray, cards_out: np.ndarray, tricks_out: np.ndarray,
    keys: np.ndarray, lower: np.ndarray, upper: np.ndarray, best: np.ndarray,
    stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray,
) -> int:
    """For each legal card of the seat to act: the makers' total tricks after playing it.

    Fills ``cards_out``/``tricks_out`` and returns how many cards there are. One table
    generation serves all the cards (same deal).
    """
    counters[0] += 1
    legal = core.legal_mask(state)
    n = 0
    while legal:
        low = legal & -legal
        legal ^= low
        card = popcount(low - 1)
        child = state.copy()
        core.apply_action(child, core.A_PLAY + card)
        cards_out[n] = card
        tricks_out[n] = solve_window(child, -1, 6, keys, lower, upper, best, stamp,
                                      counters, moves)
        n += 1
    return n


def solve_tricks(state: np.ndarray, table: SearchTable | None = None) -> int:
    """The makers' total tricks with perfect play from core ``state`` (play phase)."""
    table = table or SearchTable()
    return int(solve_tricks_core(np.ascontiguousarray(state, dtype=np.int64), *table.arrays()))


def solve_points(state: np.ndarray, table: SearchTable | None = None) -> tuple[int, int]:
    """(North–South, East–West) points of the hand with perfect play from ``state``."""
    tricks = solve_tricks(state, table)
    ns, ew = team_points(np.ascontiguousarray(state, dtype=np.int64), tricks, 0)
    return int(ns), int(ew)


def evaluate_plays(state: np.ndarray, table: SearchTable | None = None) -> dict[int, int]:
    """{card id: makers' total tricks after the seat to act plays it} with perfect play."""
    table = table or SearchTable()
    cards = np.zeros(8, dtype=np.int64)
    tricks = np.zeros(8, dtype=np.int64)
    n = evaluate_plays_core(np.ascontiguousarray(state, dtype=np.int64), cards, tricks,
                            *table.arrays())
    return {int(cards[i]): int(tricks[i]) for i in range(n)}
