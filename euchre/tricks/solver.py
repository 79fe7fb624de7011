"""The perfect-information solver of the card play, for any game of the family.

Given every hand (one sampled deal), the search finds how many tricks one side takes when
all seats play perfectly: alpha-beta with a transposition table over bitmasks. It knows
nothing of four seats or partnerships: a position has ``n_seats`` hands, a mask of the
seats sitting out, and ``maker_side``, the bitmask of the seats whose tricks are counted
(a partnership, a maker alone, a maker against two temporary partners); every other
active seat plays against it.

The rules come from the trick kernel: legal cards from ``tricks.compiled.legal_plays``,
the trick's winner and effective suits from ``euchre.ranking``'s tables. Between tricks
the transposition table is keyed by the cards still held plus the leader (within one deal
the remaining cards fix every hand); it stores lower and upper bounds on the side's
remaining tricks and the best card. Cards that are equivalent (adjacent in rank once the
cards played in finished tricks are gone) are searched once.

Entry points: the numba cores (``solve_play_core``, ``evaluate_play_cards_core``, and
``search`` for a game's own compiled wrappers), the checked wrappers ``solve_play`` and
``evaluate_play_cards`` over plain arrays, and ``side_tricks`` / ``card_side_tricks``
over cards and seats, reusing one transposition table per thread.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Mapping, Sequence

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.cards import Card, Suit
from euchre.ranking import EFFECTIVE_SUIT, N_CARDS, NO_TRUMP, POWER
from euchre.tricks.compiled import legal_plays, popcount

compiled_cache.refresh()

__all__ = [
    "SearchTable",
    "card_side_tricks",
    "evaluate_play_cards",
    "evaluate_play_cards_core",
    "new_table",
    "search",
    "seat_cycle",
    "side_tricks",
    "solve_play",
    "solve_play_core",
    "warm_up",
]

TABLE_BITS = 16
_MAX_DEPTH = 24  # cards the search may play in one line (every card still held)
_MAX_MOVES = 12  # cards one seat may hold
MAX_SEATS = 8


def _suit_orders() -> np.ndarray:
    """For each trump (or ``NO_TRUMP``) and effective suit, the suit's cards from weakest to
    strongest (-1 pad).

    Read from the engine's tables: a card belongs to the suit ``EFFECTIVE_SUIT`` says and
    ranks by ``POWER`` with that suit led.
    """
    orders = np.full((NO_TRUMP + 1, 4, 12), -1, dtype=np.int64)
    for trump in range(NO_TRUMP + 1):
        for suit in range(4):
            cards = [c for c in range(N_CARDS) if EFFECTIVE_SUIT[trump, c] == suit]
            cards.sort(key=lambda c, t=trump, s=suit: POWER[t, s, c])
            orders[trump, suit, : len(cards)] = cards
    return orders


SUIT_ORDER = _suit_orders()
# position of each card in SUIT_ORDER[trump, its effective suit]
SUIT_RANK = np.full((NO_TRUMP + 1, N_CARDS), -1, dtype=np.int64)
for _t in range(NO_TRUMP + 1):
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
def seat_cycle(n_seats: int, out: int) -> int:
    """The order of play packed in one int: bits 4*s..4*s+3 hold the next active seat
    clockwise after seat ``s`` (seats in ``out`` are skipped).

    The search reads it with ``_next_seat`` instead of stepping round the table: one
    shift and mask per card, whatever the number of seats.
    """
    cycle = np.int64(0)
    for seat in range(n_seats):
        nxt = (seat + 1) % n_seats
        while (out >> nxt) & 1:
            nxt = (nxt + 1) % n_seats
        cycle |= np.int64(nxt) << (4 * seat)
    return cycle


@njit(cache=True, inline="always")
def _next_seat(cycle: int, seat: int) -> int:
    return (cycle >> (4 * seat)) & 15




@njit(cache=True)
def _order_moves(
    hands: np.ndarray, seat: int, trump: int, led: int, best_seat: int, best_power: int,
    maker_side: int, live: int, legal: int, tt_move: int, buf: np.ndarray,
) -> int:
    """Fill ``buf`` with the legal cards worth searching, most promising first; return count.

    Of several equivalent cards (no live card of another seat ranks between them) only the
    strongest is kept. Order: the table's best card; when following, the cheapest card that
    takes the trick (unless a seat of the same side holds it) then the cheapest cards; when
    leading, the strongest cards first.
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
            partner_winning = ((maker_side >> best_seat) & 1) == ((maker_side >> seat) & 1)
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
    f"{_I64}({_I64}[::1], " + ", ".join([_I64] * 15)
    + ", int64[::1], int8[::1], int8[::1], int8[::1], int64[::1], int64[::1], int64[:, ::1])"
)


@njit(_SEARCH_SIGNATURE, cache=True)
def search(
    hands: np.ndarray, trump: int, cycle: int, maker_side: int, active: int, held: int,
    seat: int, size: int, led: int, best_seat: int, best_power: int, trick_cards: int,
    tricks_left: int, depth: int, alpha: int, beta: int,
    keys: np.ndarray, lower: np.ndarray, upper: np.ndarray, best: np.ndarray,
    stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray,
) -> int:
    """The maker side's tricks from here (the current trick included) with perfect play.

    ``cycle``: the order of play (``seat_cycle``); ``active``: seats playing to a trick;
    ``held``: every card still in a hand (the union of ``hands``); ``size``: cards in the
    current trick, ``trick_cards`` their mask, ``led``/``best_seat``/``best_power`` the
    suit led and who is winning it with what power (-1 when the trick is empty).
    """
    counters[1] += 1
    zero = np.int64(0)
    none = np.int64(-1)
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
    n = _order_moves(hands, seat, trump, led, best_seat, best_power, maker_side, live, legal,
                     tt_move, buf)
    maximizing = (maker_side >> seat) & 1
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
            gain = (maker_side >> new_best_seat) & 1
            child = gain + search(
                hands, trump, cycle, maker_side, active, held ^ bit, new_best_seat, zero,
                none, none, none, zero, tricks_left - 1, depth + 1, alpha - gain, beta - gain,
                keys, lower, upper, best, stamp, counters, moves,
            )
        else:
            child = search(
                hands, trump, cycle, maker_side, active, held ^ bit, _next_seat(cycle, seat),
                size + 1, new_led, new_best_seat, new_best_power, trick_cards | bit,
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
















# ---- any game's play position, as plain arrays -----------------------------------------


@njit(cache=True)
def _active_count(n_seats: int, out: int) -> int:
    """How many of the ``n_seats`` seats play (are not in ``out``)."""
    return n_seats - popcount(out & ((np.int64(1) << n_seats) - 1))


@njit(cache=True)
def _solve_from(
    hands: np.ndarray, trump: int, cycle: int, maker_side: int, active: int, leader: int,
    trick_plays: np.ndarray, n_plays: int, tricks_left: int, alpha: int, beta: int,
    keys: np.ndarray, lower: np.ndarray, upper: np.ndarray, best: np.ndarray,
    stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray,
) -> int:
    """The maker side's tricks from a position given by its leader and the first
    ``n_plays`` cards of ``trick_plays`` (a complete trick is scored first)."""
    held = np.int64(0)
    for seat in range(hands.shape[0]):
        held |= hands[seat]
    if n_plays == 0:
        return search(hands, trump, cycle, maker_side, active, held, leader, 0, -1, -1, -1,
                       0, tricks_left, 0, alpha, beta,
                       keys, lower, upper, best, stamp, counters, moves)
    led = EFFECTIVE_SUIT[trump, trick_plays[0]]
    seat = leader
    best_seat = leader
    best_power = np.int64(-1)
    trick_cards = np.int64(0)
    for i in range(n_plays):
        card = trick_plays[i]
        trick_cards |= np.int64(1) << card
        if POWER[trump, led, card] > best_power:
            best_power = POWER[trump, led, card]
            best_seat = seat
        seat = _next_seat(cycle, seat)
    if n_plays < active:
        return search(hands, trump, cycle, maker_side, active, held, seat, n_plays, led,
                       best_seat, best_power, trick_cards, tricks_left, 0, alpha, beta,
                       keys, lower, upper, best, stamp, counters, moves)
    gain = (maker_side >> best_seat) & 1
    return gain + search(hands, trump, cycle, maker_side, active, held, best_seat, 0, -1,
                          -1, -1, 0, tricks_left - 1, 0, alpha - gain, beta - gain,
                          keys, lower, upper, best, stamp, counters, moves)


@njit(cache=True)
def _plays_in(trick_plays: np.ndarray) -> int:
    """How many cards ``trick_plays`` lists before its -1 padding."""
    n = 0
    while n < trick_plays.shape[0] and trick_plays[n] >= 0:
        n += 1
    return n


@njit(cache=True)
def solve_play_core(
    hands: np.ndarray, trump: int, n_seats: int, out_mask: int, maker_side: int, leader: int,
    trick_plays: np.ndarray, tricks_left: int,
    keys: np.ndarray, lower: np.ndarray, upper: np.ndarray, best: np.ndarray,
    stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray,
) -> int:
    """numba core of ``solve_play`` (same arguments, the table as its arrays; no checks).

    Starts a new table generation: a call may follow one on another deal.
    """
    counters[0] += 1
    cycle = seat_cycle(n_seats, out_mask)
    active = _active_count(n_seats, out_mask)
    playing = hands.copy()
    for seat in range(n_seats):
        if (out_mask >> seat) & 1:
            playing[seat] = 0
    return _solve_from(playing, trump, cycle, maker_side, active, leader, trick_plays,
                       _plays_in(trick_plays), tricks_left, -1, tricks_left + 1,
                       keys, lower, upper, best, stamp, counters, moves)


@njit(cache=True)
def evaluate_play_cards_core(
    hands: np.ndarray, trump: int, n_seats: int, out_mask: int, maker_side: int, leader: int,
    trick_plays: np.ndarray, tricks_left: int, cards_out: np.ndarray, tricks_out: np.ndarray,
    keys: np.ndarray, lower: np.ndarray, upper: np.ndarray, best: np.ndarray,
    stamp: np.ndarray, counters: np.ndarray, moves: np.ndarray,
) -> int:
    """numba core of ``evaluate_play_cards``: fills ``cards_out``/``tricks_out`` with each
    legal card of the seat to play and the maker side's tricks from here after it; returns
    how many cards there are. One table generation serves all the cards (same deal)."""
    counters[0] += 1
    cycle = seat_cycle(n_seats, out_mask)
    active = _active_count(n_seats, out_mask)
    playing = hands.copy()
    for seat in range(n_seats):
        if (out_mask >> seat) & 1:
            playing[seat] = 0
    n_plays = _plays_in(trick_plays)
    plays = np.full(active, -1, dtype=np.int64)
    plays[:n_plays] = trick_plays[:n_plays]
    seat = leader
    for _ in range(n_plays):
        seat = _next_seat(cycle, seat)
    led = EFFECTIVE_SUIT[trump, plays[0]] if n_plays > 0 else -1
    legal = legal_plays(playing[seat], led, trump)
    n = 0
    while legal:
        low = legal & -legal
        legal ^= low
        card = popcount(low - 1)
        plays[n_plays] = card
        playing[seat] ^= low
        cards_out[n] = card
        tricks_out[n] = _solve_from(playing, trump, cycle, maker_side, active, leader, plays,
                                    n_plays + 1, tricks_left, -1, tricks_left + 1,
                                    keys, lower, upper, best, stamp, counters, moves)
        playing[seat] ^= low
        n += 1
    return n


# ---- friendly wrappers (tests, benchmarks, game packages) -------------------------------


def _play_arrays(
    hands: np.ndarray | list[int], trump: int, n_seats: int, out_mask: int, maker_side: int,
    leader: int, trick_plays: np.ndarray | list[int], tricks_left: int,
) -> tuple:
    """The position as the numba cores take it (int64 arrays, plain ints), after checking
    it is one the search can play out (a ValueError says what is wrong)."""
    trump, n_seats, out_mask, maker_side, leader, tricks_left = (
        int(trump), int(n_seats), int(out_mask), int(maker_side), int(leader), int(tricks_left))
    hand_array = np.ascontiguousarray(hands, dtype=np.int64)
    if not 2 <= n_seats <= MAX_SEATS:
        raise ValueError(f"n_seats must be between 2 and {MAX_SEATS}, not {n_seats}.")
    if hand_array.shape != (n_seats,):
        raise ValueError(f"hands must hold one mask per seat ({n_seats}), "
                         f"not shape {hand_array.shape}.")
    if not 0 <= trump <= NO_TRUMP:
        raise ValueError(f"trump must be a suit 0..3 or {NO_TRUMP} for no trump, not {trump}.")
    seats = (1 << n_seats) - 1
    if out_mask & ~seats or maker_side & ~seats:
        raise ValueError("out_mask and maker_side may only name seats 0.."
                         f"{n_seats - 1}.")
    active = [seat for seat in range(n_seats) if not (out_mask >> seat) & 1]
    if len(active) < 2:
        raise ValueError("at least two seats must be playing.")
    if leader not in active:
        raise ValueError(f"the leader (seat {leader}) must be a seat that plays.")
    given = [int(card) for card in np.asarray(trick_plays, dtype=np.int64).ravel()]
    plays = given[:given.index(-1)] if -1 in given else given
    if any(card != -1 for card in given[len(plays):]):
        raise ValueError("trick_plays lists the cards in play order, then only -1 padding.")
    if len(plays) >= len(active):
        raise ValueError(f"a trick of {len(active)} seats holds at most {len(active) - 1} "
                         f"cards before the seat to play, not {len(plays)}.")
    seen = 0
    for card in plays:
        if not 0 <= card < N_CARDS or (seen >> card) & 1:
            raise ValueError(f"card {card} in trick_plays is not a card or appears twice.")
        seen |= 1 << card
    order = active[active.index(leader):] + active[:active.index(leader)]
    played_this_trick = set(order[:len(plays)])
    total = 0
    for seat in active:
        mask = int(hand_array[seat])
        if mask < 0 or mask >> N_CARDS or mask & seen:
            raise ValueError(f"seat {seat}'s hand holds a card that is not a card or "
                             "appears twice.")
        seen |= mask
        expected = tricks_left - (1 if seat in played_this_trick else 0)
        if mask.bit_count() != expected:
            raise ValueError(f"with {tricks_left} tricks left seat {seat} should hold "
                             f"{expected} cards, not {mask.bit_count()}.")
        total += expected
    if tricks_left > _MAX_MOVES or total > _MAX_DEPTH:
        raise ValueError(f"the search plays out at most {_MAX_DEPTH} cards, "
                         f"{_MAX_MOVES} per hand.")
    padded = np.full(max(1, len(plays)), -1, dtype=np.int64)
    padded[:len(plays)] = plays
    return hand_array, trump, n_seats, out_mask, maker_side, leader, padded, tricks_left


def solve_play(
    hands: np.ndarray | list[int], trump: int, n_seats: int, out_mask: int, maker_side: int,
    leader: int, trick_plays: np.ndarray | list[int], tricks_left: int,
    table: SearchTable | None = None,
) -> int:
    """The maker side's tricks from here with perfect play, in any game's play position.

    ``hands``: one card mask per seat (int64; the hands of seats in ``out_mask`` are
    ignored). ``trump``: the trump suit, or ``ranking.NO_TRUMP`` for a hand without trumps
    (jacks plain, no bowers). ``n_seats``: seats at the table, in clockwise
    order 0..n-1. ``out_mask``: bitmask of the seats sitting out this hand.
    ``maker_side``: bitmask of the seats on the maker's side (``1 << maker`` for a maker
    alone against everyone else; the other active seats defend together).
    ``leader``: who led the current trick (or leads it, if it is empty).
    ``trick_plays``: the cards played to the current trick in play order, -1 padding.
    ``tricks_left``: tricks not yet finished, the current one included.
    The result counts the current trick and every later one, not tricks already won.
    Raises ValueError for a position the search cannot play out (wrong hand sizes, a card
    twice, ...).

    Three seats, hearts trump, seat 0 the maker alone leading two aces: each defender
    trumps one of them; with seat 2 sitting out, seat 1 trumps only one.

    >>> from euchre.cards import Suit, mask_of
    >>> hands = [mask_of(["AS", "AC"]), mask_of(["9H", "9S"]), mask_of(["TH", "9C"])]
    >>> solve_play(hands, Suit.HEARTS, 3, 0, 1 << 0, 0, [], 2)
    0
    >>> solve_play(hands, Suit.HEARTS, 3, 1 << 2, 1 << 0, 0, [], 2)
    1
    """
    table = table or SearchTable()
    position = _play_arrays(hands, trump, n_seats, out_mask, maker_side, leader, trick_plays,
                            tricks_left)
    return int(solve_play_core(*position, *table.arrays()))


def evaluate_play_cards(
    hands: np.ndarray | list[int], trump: int, n_seats: int, out_mask: int, maker_side: int,
    leader: int, trick_plays: np.ndarray | list[int], tricks_left: int,
    table: SearchTable | None = None,
) -> dict[int, int]:
    """{card id: the maker side's tricks from here after the seat to play plays it}, for
    every legal card of that seat, with perfect play afterwards. Arguments as ``solve_play``;
    the seat to play is the next active seat after the cards already in the trick."""
    table = table or SearchTable()
    position = _play_arrays(hands, trump, n_seats, out_mask, maker_side, leader, trick_plays,
                            tricks_left)
    cards = np.zeros(_MAX_MOVES, dtype=np.int64)
    tricks = np.zeros(_MAX_MOVES, dtype=np.int64)
    n = evaluate_play_cards_core(*position, cards, tricks, *table.arrays())
    return {int(cards[i]): int(tricks[i]) for i in range(n)}


# ---- any game's position as cards and seats, one table per thread -------------------

_tables = threading.local()
_warm = threading.Event()


def _table() -> SearchTable:
    table = getattr(_tables, "table", None)
    if table is None:
        table = _tables.table = SearchTable()
    return table


def _arguments(n_seats: int, hands: Mapping[int, Sequence[Card]], trump: Suit | None,
               side: Collection[int], trick: Sequence[tuple[int, Card]], to_act: int,
               tricks_left: int) -> tuple:
    masks = np.zeros(n_seats, dtype=np.int64)
    out = 0
    for seat in range(n_seats):
        if seat in hands:
            masks[seat] = sum(1 << int(card) for card in hands[seat])
        else:
            out |= 1 << seat
    leader = trick[0][0] if trick else to_act
    plays = [int(card) for _who, card in trick] or [-1]
    side_mask = sum(1 << int(seat) for seat in side)
    return (masks, NO_TRUMP if trump is None else int(trump), n_seats, out, side_mask,
            int(leader), plays, tricks_left)


def side_tricks(n_seats: int, hands: Mapping[int, Sequence[Card]], trump: Suit | None,
                side: Collection[int], to_act: int, trick: Sequence[tuple[int, Card]],
                tricks_left: int) -> int:
    """The side's tricks from here (the current trick included) with perfect play."""
    return solve_play(*_arguments(n_seats, hands, trump, side, trick, to_act, tricks_left),
                      table=_table())


def card_side_tricks(n_seats: int, hands: Mapping[int, Sequence[Card]], trump: Suit | None,
                     side: Collection[int], to_act: int, trick: Sequence[tuple[int, Card]],
                     tricks_left: int) -> dict[Card, int]:
    """For each legal card of ``to_act``: the side's tricks from here after playing it."""
    values = evaluate_play_cards(
        *_arguments(n_seats, hands, trump, side, trick, to_act, tricks_left), table=_table())
    return {Card(card): tricks for card, tricks in values.items()}


def warm_up() -> None:
    """Load (or compile) the solver's machine code once per process, so that no decision's
    time pays for it."""
    if _warm.is_set():
        return
    hands = {0: (Card.parse("JH"),), 1: (Card.parse("9C"),), 2: (Card.parse("9S"),)}
    side_tricks(3, hands, Suit.HEARTS, (0,), 0, (), 1)
    card_side_tricks(3, hands, Suit.HEARTS, (0,), 0, (), 1)
    _warm.set()
