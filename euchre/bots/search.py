"""Perfect-information search of the card play: alpha-beta with a transposition table.

Given every hand (one sampled deal), ``solve_tricks`` finds how many tricks the makers
take when all seats play perfectly from the current position of a core state array.
The rules come from the engine: legal cards from ``core.legal_plays``, the trick's
winner from ``tables.POWER`` (exactly as ``core.trick_winner``), effective suits from
``tables.EFFECTIVE_SUIT`` and the points from ``core.hand_points``.

The search works on bitmasks. Between tricks it keys a transposition table by the cards
still held plus the leader (within one deal the remaining cards fix every hand); the
table stores lower and upper bounds on the makers' remaining tricks and the best card.
Cards that are equivalent (adjacent in rank once the cards played in finished tricks
are gone) are searched once.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from euchre import core
from euchre.bots import compiled_cache
from euchre.core import legal_plays, popcount
from euchre.tables import EFFECTIVE_SUIT, N_CARDS, POWER

compiled_cache.refresh()

__all__ = [
    "SearchTable",
    "evaluate_plays",
    "new_table",
    "solve_points",
    "solve_tricks",
]

TABLE_BITS = 16
_MAX_DEPTH = 24
_MAX_MOVES = 12


def _suit_orders() -> np.ndarray:
    """For each trump and effective suit, the suit's cards from weakest to strongest (-1 pad).

    Read from the engine's tables: a card belongs to the suit ``EFFECTIVE_SUIT`` says and
    ranks by ``POWER`` with that suit led.
    """
    orders = np.full((4, 4, 12), -1, dtype=np.int64)
    for trump in range(4):
        for suit in range(4):
            cards = [c for c in range(N_CARDS) if EFFECTIVE_SUIT[trump, c] == suit]
            cards.sort(key=lambda c, t=trump, s=suit: POWER[t, s, c])
            orders[trump, suit, : len(cards)] = cards
    return orders


SUIT_ORDER = _suit_orders()
# position of each card in SUIT_ORDER[trump, its effective suit]
SUIT_RANK = np.full((4, N_CARDS), -1, dtype=np.int64)
for _t in range(4):
    for _s in range(4):
        for _i, _c in enumerate(SUIT_ORDER[_t, _s]):
            if _c >= 0:
                SUIT_RANK[_t, _c] = _i


class SearchTable:
    """The transposition table and scratch buffers one search thread reuses."""

    def __init__(self, bits: int = TABLE_BITS) -> None:
        size = 1 << bits
        self.keys = np.full(size, -1, dtype=np.int64)
        self.lower = np.zeros(size, dtype=np.int8)
        self.upper = np.zeros(size, dtype=np.int8)
        self.best = np.full(size, -1, dtype=np.int8)
        self.stamp = np.zeros(size, dtype=np.int64)
        # [0] generation, [1] nodes searched
        self.counters = np.zeros(2, dtype=np.int64)
        self.moves = np.zeros((_MAX_DEPTH, _MAX_MOVES), dtype=np.int64)

    def arrays(self) -> tuple:
        return (self.keys, self.lower, self.upper, self.best, self.stamp, self.counters,
                self.moves)


def new_table(bits: int = TABLE_BITS) -> SearchTable:
    return SearchTable(bits)


@njit(cache=True, inline="always")
def _slot(key: int, mask: int) -> int:
    h = key ^ (key >> 29) ^ (key >> 13)
    h = h * 0x2545F491
    return (h ^ (h >> 21)) & mask


@njit(cache=True)
def _next_active(out: int, seat: int) -> int:
    nxt = (seat + 1) % 4
    while (out >> nxt) & 1:
        nxt = (nxt + 1) % 4
    return nxt


@njit(cache=True)
def _order_moves(
    hands: np.ndarray, seat: int, trump: int, led: int, best_seat: int, best_power: int,
    live: int, legal: int, tt_move: int, buf: np.ndarray,
) -> int:
    """Fill ``buf`` with the legal cards worth searching, most promising first; return count.

    Of several equivalent cards (no live card of another seat ranks between them) only the
    strongest is kept. Order: the table's best card; when following, the cheapest card that
    takes the trick (unless partner holds it) then the cheapest cards; when leading, the
    strongest cards first.
    """
    mine = hands[seat]
    others_live = live & ~mine
    n = 0
    keys = np.empty(_MAX_MOVES, dtype=np.int64)
    rest = legal
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        suit = EFFECTIVE_SUIT[trump, card]
        # skip the card if the next live card above it in its suit is also ours
        pos = SUIT_RANK[trump, card] + 1
        redundant = False
        while pos < 12:
            above = SUIT_ORDER[trump, suit, pos]
            if above < 0:
                break
            if (live >> above) & 1:
                if not (others_live >> above) & 1:
                    redundant = True
                break
            pos += 1
        if redundant:
            continue
        if led < 0:
            power = POWER[trump, suit, card]
            if suit == trump:
                power += 50
            key = power
        else:
            power = POWER[trump, led, card]
            partner_winning = (best_seat % 2) == (seat % 2)
            if power > best_power and not partner_winning:
                key = 1000 - power  # cheapest winner first
            else:
                key = 500 - power - (60 if POWER[trump, trump, card] > 0 else 0)
        if card == tt_move:
            key = 10_000
        keys[n] = key
        buf[n] = card
        n += 1
    # insertion sort, descending key
    for i in range(1, n):
        k = keys[i]
        c = buf[i]
        j = i - 1
        while j >= 0 and keys[j] < k:
            keys[j + 1] = keys[j]
            buf[j + 1] = buf[j]
            j -= 1
        keys[j + 1] = k
        buf[j + 1] = c
    return n


_I64 = "int64"
_SEARCH_SIGNATURE = (
    f"{_I64}({_I64}[::1], " + ", ".join([_I64] * 14)
    + ", int64[::1], int8[::1], int8[::1], int8[::1], int64[::1], int64[::1], int64[:, ::1])"
)


@njit(_SEARCH_SIGNATURE, cache=True)
def _search(
    hands: np.ndarray, trump: int, out: int, maker_team: int, active: int,
    seat: int, size: int, led: int, best_seat: int, best_power: int, trick_cards: int,
    tricks_left: int, depth: int, alpha: int, beta: int,
    keys: np.ndarray, lower: np.ndarray, upper: np.ndarray, best: np.ndarray,
    stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray,
) -> int:
    """The makers' tricks from here (the current trick included) with perfect play."""
    counters[1] += 1
    zero = np.int64(0)
    none = np.int64(-1)
    held = hands[0] | hands[1] | hands[2] | hands[3]
    tt_move = -1
    slot = -1
    generation = counters[0]
    if size == 0:
        if tricks_left == 0:
            return 0
        if alpha >= tricks_left:
            return tricks_left
        if beta <= 0:
            return 0
        key = held | (seat << 36)
        slot = _slot(key, keys.shape[0] - 1)
        if keys[slot] == key and stamp[slot] == generation:
            lo = np.int64(lower[slot])
            hi = np.int64(upper[slot])
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            tt_move = np.int64(best[slot])
    legal = legal_plays(hands[seat], led, trump)
    live = held | trick_cards
    buf = moves[depth]
    n = _order_moves(hands, seat, trump, led, best_seat, best_power, live, legal, tt_move, buf)
    maximizing = (seat % 2) == maker_team
    alpha0 = alpha
    beta0 = beta
    value = -1 if maximizing else 99
    best_card = buf[0]
    for i in range(n):
        card = buf[i]
        bit = np.int64(1) << card
        if size == 0:
            new_led = EFFECTIVE_SUIT[trump, card]
            new_best_seat = seat
            new_best_power = POWER[trump, new_led, card]
        else:
            new_led = led
            power = POWER[trump, led, card]
            if power > best_power:
                new_best_seat = seat
                new_best_power = power
            else:
                new_best_seat = best_seat
                new_best_power = best_power
        hands[seat] ^= bit
        if size + 1 == active:
            gain = np.int64(1) if (new_best_seat % 2) == maker_team else zero
            child = gain + _search(
                hands, trump, out, maker_team, active, new_best_seat, zero, none, none, none,
                zero, tricks_left - 1, depth + 1, alpha - gain, beta - gain,
                keys, lower, upper, best, stamp, counters, moves,
            )
        else:
            child = _search(
                hands, trump, out, maker_team, active, _next_active(out, seat), size + 1,
                new_led, new_best_seat, new_best_power, trick_cards | bit,
                tricks_left, depth + 1, alpha, beta,
                keys, lower, upper, best, stamp, counters, moves,
            )
        hands[seat] ^= bit
        if maximizing:
            if child > value:
                value = child
                best_card = card
                if value > alpha:
                    alpha = value
        else:
            if child < value:
                value = child
                best_card = card
                if value < beta:
                    beta = value
        if alpha >= beta:
            break
    if slot >= 0:
        if keys[slot] != held | (seat << 36) or stamp[slot] != generation:
            keys[slot] = held | (seat << 36)
            stamp[slot] = generation
            lower[slot] = 0
            upper[slot] = tricks_left
        if value <= alpha0:
            if value < upper[slot]:
                upper[slot] = value
        elif value >= beta0:
            if value > lower[slot]:
                lower[slot] = value
        else:
            lower[slot] = value
            upper[slot] = value
        best[slot] = best_card
    return value


@njit(cache=True)
def _position(state: np.ndarray) -> tuple:
    """(maker team, active seats, led, best seat, best power, trick cards) of a play state."""
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
        for seat in range(4):
            card = state[core.TRICK + seat]
            if card >= 0:
                trick_cards |= np.int64(1) << card
                if POWER[trump, led, card] > best_power:
                    best_power = POWER[trump, led, card]
                    best_seat = seat
    return (state[core.MAKER] % 2, 4 - popcount(out), led, best_seat, best_power, trick_cards)


@njit(cache=True)
def _maker_tricks_won(state: np.ndarray) -> int:
    maker = state[core.MAKER]
    return state[core.WON + maker] + state[core.WON + (maker + 2) % 4]


@njit(cache=True)
def solve_window(
    state: np.ndarray, alpha: int, beta: int, keys: np.ndarray, lower: np.ndarray,
    upper: np.ndarray, best: np.ndarray, stamp: np.ndarray, counters: np.ndarray,
    moves: np.ndarray,
) -> int:
    """The makers' total tricks (won so far + with perfect play), searched in a window."""
    done = _maker_tricks_won(state)
    if state[core.PHASE] != core.P_PLAY:
        return done
    maker_team, active, led, best_seat, best_power, trick_cards = _position(state)
    hands = state[core.HAND:core.HAND + 4].copy()
    tricks_left = 5 - state[core.TRICKS_DONE]
    return done + _search(
        hands, state[core.TRUMP], state[core.OUT], maker_team, active, state[core.TO_ACT],
        state[core.TRICK_SIZE], led, best_seat, best_power, trick_cards, tricks_left, 0,
        alpha - done, beta - done, keys, lower, upper, best, stamp, counters, moves,
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
    if state[core.MAKER] % 2 == team:
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


# ---- friendly wrappers (tests, benchmarks) ----------------------------------------------


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
