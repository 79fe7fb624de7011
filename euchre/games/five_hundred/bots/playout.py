"""Five Hundred's compiled play-out: a compact state, the card-play habits and a search.

A position is one int64 array (``new_state``): the hands as bitmasks over the family's
card ids, the table mode (``cards.mode_of``), who holds the contract, the trick so far
and the tricks won. The numbers are the family's own tables (``euchre.ranking``: ``EFFECTIVE_SUIT``,
``POWER``, ``SUIT_MASK``), so a compiled play follows the same rules.

``policy_move`` is Normal's card play, one rule per situation, returning the move and
the rule that chose it (``R_*``): it reads only the playing seat's hand and ``others``,
the cards it may meet (the unseen cards for a real seat; the other hands in a
simulation). ``plan_discards`` is Normal's kitty exchange. ``rollout`` plays a position
to the end with these habits for every seat and solves the last ``ENDGAME_TRICKS``
tricks exactly (``endgame``: alpha-beta over the contracting side's tricks).
``evaluate_options`` values every option of the seat to act on one deal: the option,
then the play-out.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.games.five_hundred.bots.misere import misere_discard
from euchre.games.five_hundred.seats import FOUR_HANDED
from euchre.ranking import (
    EFFECTIVE_SUIT as EFF,
    JOKER,
    NO_SUIT,
    NO_TRUMP as NT_SUITLESS,
    POWER as POW,
    SUIT_MASK as SMASK,
)
from euchre.tricks.compiled import lowest_bit, popcount

compiled_cache.refresh()

__all__ = [
    "ENDGAME_TRICKS",
    "NO_NAME",
    "STATE_SIZE",
    "encode",
    "evaluate_options",
    "new_state",
    "plan_discards",
    "policy_move",
    "rollout",
]

JOKER_ID = JOKER
PARTNER_OF = np.array([FOUR_HANDED.partners(seat)[0] for seat in FOUR_HANDED.seats],
                      dtype=np.int64)  # the four-player game's partner of each seat
TRICKS_PER_HAND = 10
ENDGAME_TRICKS = 3  # the last tricks solved exactly

# ---- the state array ------------------------------------------------------------------
HANDS = 0  # 0..3: each seat's cards
MODE = 4
MISERE = 5
CONTRACTOR = 6
N_SEATS = 7
OUT = 8  # the seat sitting out (-1: none)
TO_ACT = 9
LED = 10  # the suit led to the current trick (-1: no card yet)
LED_SUITS = 11  # bit s: suit s was led to an earlier trick or this one
TRICKS = 12  # tricks completed
N_PLAYED = 13  # cards in the current trick
WIN_SEAT = 14
WIN_POW = 15
WON = 16  # 16..19: tricks won by each seat
SIDE = 20  # 20..23: 0 the contracting side, 1 the defenders
CON_PLAYED = 24  # the contractor has played to the current trick
TRICK_SIZE = 25
STATE_SIZE = 26

NO_NAME = -1
NAME_SHIFT = 6  # a move is card | (named suit + 1) << NAME_SHIFT

# ---- the rules that choose a card (Normal's words for each are in ``normal``) --------------
R_ONLY = 0
R_LEAD_TOP_TRUMP = 1
R_LEAD_WINNER = 2
R_LEAD_LOW_LONG = 3
R_LEAD_JOKER = 4
R_PARTNER_WINNING = 5
R_WIN_CHEAPEST = 6
R_CANNOT_WIN = 7
R_MISERE_LEAD_SAFE = 8
R_MISERE_DUCK = 9
R_MISERE_FORCED = 10
R_DEFEND_LEAD_LOW = 11
R_DEFEND_UNDER = 12
R_DEFEND_LOW = 13
R_DEFEND_SHED = 14
R_LEAD_TRUMP_LOW = 15
R_MISERE_UNDER_LATER = 16


@njit(cache=True)
def encode(card: int, named: int) -> int:
    return card | ((named + 1) << NAME_SHIFT)


@njit(cache=True)
def new_state(hands: np.ndarray, n_seats: int, mode: int, misere: bool, contractor: int,
              out: int, leader: int) -> np.ndarray:
    """The state at the first lead (no trick played yet)."""
    state = np.zeros(STATE_SIZE, dtype=np.int64)
    for seat in range(4):
        state[HANDS + seat] = hands[seat] if seat < n_seats and seat != out else 0
        state[SIDE + seat] = 1
    state[MODE] = mode
    state[MISERE] = 1 if misere else 0
    state[CONTRACTOR] = contractor
    state[N_SEATS] = n_seats
    state[OUT] = out
    state[TO_ACT] = leader
    state[LED] = -1
    state[SIDE + contractor] = 0
    if n_seats == 4 and not misere:
        state[SIDE + PARTNER_OF[contractor]] = 0
    state[TRICK_SIZE] = n_seats - (1 if out >= 0 else 0)
    return state


@njit(cache=True)
def _next_seat(state: np.ndarray, seat: int) -> int:
    nxt = (seat + 1) % state[N_SEATS]
    if nxt == state[OUT]:
        nxt = (nxt + 1) % state[N_SEATS]
    return nxt


@njit(cache=True)
def _suit_of(mode: int, card: int) -> int:
    return EFF[mode, card]


@njit(cache=True)
def _cost(mode: int, card: int) -> int:
    """How dear a card is to give up: its power in its own suit (trumps above, a suitless
    joker above everything)."""
    return POW[mode, EFF[mode, card], card]


@njit(cache=True)
def legal_mask(state: np.ndarray, seat: int) -> int:
    """The cards ``seat`` may play now (a lead: every card; a suitless joker only with a
    suit left to name, or to the last trick)."""
    hand = state[HANDS + seat]
    mode = state[MODE]
    led = state[LED]
    if led < 0:
        if (hand >> JOKER_ID & 1 and EFF[mode, JOKER_ID] == NO_SUIT
                and state[LED_SUITS] == 15 and popcount(hand) > 1):
            return hand & ~(np.int64(1) << JOKER_ID)
        return hand
    if led == NO_SUIT:
        return hand
    follow = hand & SMASK[mode, led]
    if follow:
        return follow
    if state[MISERE] and mode == NT_SUITLESS and hand >> JOKER_ID & 1:
        return np.int64(1) << JOKER_ID
    return hand


@njit(cache=True)
def apply_move(state: np.ndarray, move: int) -> None:
    seat = state[TO_ACT]
    card = move & ((1 << NAME_SHIFT) - 1)
    named = (move >> NAME_SHIFT) - 1
    mode = state[MODE]
    state[HANDS + seat] &= ~(np.int64(1) << card)
    if state[LED] < 0:
        led = named if named >= 0 else EFF[mode, card]
        state[LED] = led
        if led != NO_SUIT:
            state[LED_SUITS] |= 1 << led
        state[WIN_SEAT] = seat
        state[WIN_POW] = POW[mode, led, card]
    else:
        power = POW[mode, state[LED], card]
        if power > state[WIN_POW]:
            state[WIN_POW] = power
            state[WIN_SEAT] = seat
    if seat == state[CONTRACTOR]:
        state[CON_PLAYED] = 1
    state[N_PLAYED] += 1
    if state[N_PLAYED] < state[TRICK_SIZE]:
        state[TO_ACT] = _next_seat(state, seat)
        return
    winner = state[WIN_SEAT]
    state[WON + winner] += 1
    state[TRICKS] += 1
    state[N_PLAYED] = 0
    state[LED] = -1
    state[CON_PLAYED] = 0
    state[TO_ACT] = winner


@njit(cache=True)
def _is_boss(mode: int, card: int, others: int) -> bool:
    suit = EFF[mode, card]
    if suit == NO_SUIT:
        return True
    power = POW[mode, suit, card]
    rest = others & SMASK[mode, suit]
    while rest:
        other = lowest_bit(rest)
        rest &= rest - 1
        if POW[mode, suit, other] > power:
            return False
    return True


@njit(cache=True)
def _extreme(mask: int, mode: int, highest: bool) -> int:
    """The dearest (or cheapest) card of ``mask``; ties to the lower id."""
    best = -1
    best_cost = 0
    while mask:
        card = lowest_bit(mask)
        mask &= mask - 1
        cost = _cost(mode, card)
        if best < 0 or (cost > best_cost if highest else cost < best_cost):
            best = card
            best_cost = cost
    return best


@njit(cache=True)
def _name_for_joker(state: np.ndarray, hand: int) -> int:
    """The suit a suitless joker led names: an unled suit, my longest (or -1 when none
    is left, for the last trick)."""
    best = -1
    best_len = -1
    for suit in range(4):
        if state[LED_SUITS] >> suit & 1:
            continue
        length = popcount(hand & SMASK[state[MODE], suit])
        if length > best_len:
            best, best_len = suit, length
    return best


@njit(cache=True)
def _lead_joker(state: np.ndarray, hand: int) -> int:
    return encode(JOKER_ID, _name_for_joker(state, hand))


@njit(cache=True)
def _lead(state: np.ndarray, seat: int, others: int) -> tuple[int, int]:
    hand = state[HANDS + seat]
    mode = state[MODE]
    legal = legal_mask(state, seat)
    suitless_joker = hand >> JOKER_ID & 1 and EFF[mode, JOKER_ID] == NO_SUIT
    if state[MISERE]:
        if seat == state[CONTRACTOR]:
            best = -1
            best_key = 0
            rest = legal & ~(np.int64(1) << JOKER_ID) if suitless_joker else legal
            if rest == 0:
                return _lead_joker(state, hand), R_MISERE_LEAD_SAFE
            while rest:
                card = lowest_bit(rest)
                rest &= rest - 1
                suit = EFF[mode, card]
                power = POW[mode, suit, card]
                below = 0
                above = 0
                pool = others & SMASK[mode, suit]
                while pool:
                    other = lowest_bit(pool)
                    pool &= pool - 1
                    if POW[mode, suit, other] < power:
                        below += 1
                    else:
                        above += 1
                key = below * 100 - above * 10 + power
                if best < 0 or key < best_key:
                    best, best_key = card, key
            return best, R_MISERE_LEAD_SAFE
        rest = legal & ~(np.int64(1) << JOKER_ID) if suitless_joker else legal
        if rest == 0:
            return _lead_joker(state, hand), R_DEFEND_LEAD_LOW
        return _extreme(rest, mode, False), R_DEFEND_LEAD_LOW
    plain = legal & ~(np.int64(1) << JOKER_ID) if suitless_joker else legal
    if plain == 0:
        return _lead_joker(state, hand), R_ONLY
    contracting = state[SIDE + seat] == 0
    if mode < NT_SUITLESS:
        trumps = hand & SMASK[mode, mode]
        if contracting and trumps and others & SMASK[mode, mode]:
            top = _extreme(trumps, mode, True)
            if _is_boss(mode, top, others):
                return top, R_LEAD_TOP_TRUMP
            if popcount(trumps) >= 4:
                return _extreme(trumps, mode, False), R_LEAD_TRUMP_LOW
    best = -1
    best_cost = 0
    rest = plain
    while rest:
        card = lowest_bit(rest)
        rest &= rest - 1
        suit = EFF[mode, card]
        if mode < NT_SUITLESS and suit == mode:
            continue
        if _is_boss(mode, card, others):
            cost = _cost(mode, card)
            if best < 0 or cost > best_cost:
                best, best_cost = card, cost
    if best >= 0:
        return best, R_LEAD_WINNER
    if suitless_joker and contracting and state[LED_SUITS] != 15:
        return _lead_joker(state, hand), R_LEAD_JOKER
    best_suit = -1
    best_len = 0
    for suit in range(4):
        if mode < NT_SUITLESS and suit == mode:
            continue
        length = popcount(plain & SMASK[mode, suit])
        if length > best_len:
            best_suit, best_len = suit, length
    if best_suit < 0:
        return _extreme(plain, mode, False), R_LEAD_LOW_LONG
    return _extreme(plain & SMASK[mode, best_suit], mode, False), R_LEAD_LOW_LONG


@njit(cache=True)
def _winners(legal: int, mode: int, led: int, bar: int) -> int:
    out = 0
    rest = legal
    while rest:
        card = lowest_bit(rest)
        rest &= rest - 1
        if POW[mode, led, card] > bar:
            out |= np.int64(1) << card
    return out


@njit(cache=True)
def _follow(state: np.ndarray, seat: int) -> tuple[int, int]:
    mode = state[MODE]
    led = state[LED]
    legal = legal_mask(state, seat)
    bar = state[WIN_POW]
    winners = _winners(legal, mode, led, bar)
    unders = legal & ~winners
    if state[MISERE]:
        if seat == state[CONTRACTOR]:
            if unders:
                return _extreme(unders, mode, True), R_MISERE_DUCK
            if state[N_PLAYED] + 1 < state[TRICK_SIZE]:
                return _extreme(legal, mode, False), R_MISERE_UNDER_LATER
            return _extreme(legal, mode, True), R_MISERE_FORCED
        if state[CON_PLAYED] and state[WIN_SEAT] == state[CONTRACTOR]:
            if unders:
                return _extreme(unders, mode, True), R_DEFEND_UNDER
            return _extreme(legal, mode, False), R_DEFEND_LOW
        if state[CON_PLAYED]:
            return _extreme(legal, mode, True), R_DEFEND_SHED
        return _extreme(legal, mode, False), R_DEFEND_LOW
    if state[SIDE + state[WIN_SEAT]] == state[SIDE + seat]:
        keep = legal
        if legal & ~(np.int64(1) << JOKER_ID):
            keep = legal & ~(np.int64(1) << JOKER_ID)
        return _extreme(keep, mode, False), R_PARTNER_WINNING
    if winners:
        return _extreme(winners, mode, False), R_WIN_CHEAPEST
    return _extreme(legal, mode, False), R_CANNOT_WIN


@njit(cache=True)
def policy_move(state: np.ndarray, others: int) -> tuple[int, int]:
    """Normal's move for the seat to act, and the rule (``R_*``) that chose it."""
    seat = state[TO_ACT]
    legal = legal_mask(state, seat)
    if popcount(legal) == 1 and not (state[LED] < 0 and legal >> JOKER_ID & 1
                                     and EFF[state[MODE], JOKER_ID] == NO_SUIT):
        return lowest_bit(legal), R_ONLY
    if state[LED] < 0:
        return _lead(state, seat, others)
    return _follow(state, seat)


@njit(cache=True)
def _others(state: np.ndarray, seat: int) -> int:
    mask = 0
    for other in range(state[N_SEATS]):
        if other != seat:
            mask |= state[HANDS + other]
    return mask


@njit(cache=True)
def _moves(state: np.ndarray, out: np.ndarray) -> int:
    """Every legal move of the seat to act into ``out``; returns how many."""
    seat = state[TO_ACT]
    mode = state[MODE]
    legal = legal_mask(state, seat)
    count = 0
    while legal:
        card = lowest_bit(legal)
        legal &= legal - 1
        if card == JOKER_ID and state[LED] < 0 and EFF[mode, JOKER_ID] == NO_SUIT:
            named = False
            for suit in range(4):
                if not state[LED_SUITS] >> suit & 1:
                    out[count] = encode(card, suit)
                    count += 1
                    named = True
            if not named:
                out[count] = encode(card, NO_NAME)
                count += 1
        else:
            out[count] = card
            count += 1
    return count


@njit(cache=True)
def _side_tricks(state: np.ndarray, side: int) -> int:
    total = 0
    for seat in range(state[N_SEATS]):
        if state[SIDE + seat] == side:
            total += state[WON + seat]
    return total


@njit(cache=True)
def _final_value(state: np.ndarray) -> int:
    if state[MISERE]:
        return state[WON + state[CONTRACTOR]]
    return _side_tricks(state, 0)


@njit(cache=True)
def _maximises(state: np.ndarray) -> bool:
    return (state[SIDE + state[TO_ACT]] == 0) != (state[MISERE] == 1)


@njit(cache=True)
def endgame(root: np.ndarray) -> int:
    """The contracting side's tricks (misère: the contractor's) at the end of the hand
    with best play by both sides from ``root``: the defenders minimise them, the
    contractor's side maximises (misère: the other way round). Alpha-beta on an explicit
    stack, one level per card."""
    if root[TRICKS] == TRICKS_PER_HAND:
        return _final_value(root)
    levels = 4 * (TRICKS_PER_HAND - root[TRICKS]) + 1
    states = np.empty((levels, STATE_SIZE), dtype=np.int64)
    moves = np.empty((levels, 14), dtype=np.int64)
    count = np.zeros(levels, dtype=np.int64)
    index = np.zeros(levels, dtype=np.int64)
    alpha = np.zeros(levels, dtype=np.int64)
    beta = np.zeros(levels, dtype=np.int64)
    best = np.zeros(levels, dtype=np.int64)
    states[0] = root
    alpha[0], beta[0] = -1, 99
    count[0] = _moves(states[0], moves[0])
    best[0] = -1 if _maximises(states[0]) else 99
    depth = 0
    value = 0
    returning = False
    while True:
        if returning:
            if _maximises(states[depth]):
                if value > best[depth]:
                    best[depth] = value
                if best[depth] > alpha[depth]:
                    alpha[depth] = best[depth]
            else:
                if value < best[depth]:
                    best[depth] = value
                if best[depth] < beta[depth]:
                    beta[depth] = best[depth]
            index[depth] += 1
            if alpha[depth] >= beta[depth] or index[depth] >= count[depth]:
                value = best[depth]
                if depth == 0:
                    return value
                depth -= 1
                continue
            returning = False
        child = depth + 1
        states[child] = states[depth]
        apply_move(states[child], moves[depth, index[depth]])
        if states[child, TRICKS] == TRICKS_PER_HAND:
            value = _final_value(states[child])
            returning = True
            continue
        alpha[child], beta[child] = alpha[depth], beta[depth]
        count[child] = _moves(states[child], moves[child])
        index[child] = 0
        best[child] = -1 if _maximises(states[child]) else 99
        depth = child


@njit(cache=True)
def _solve_rest(state: np.ndarray) -> None:
    """Credit the tricks left to the sides as the exact search finds them (to the first
    seat of each side; only the sides' totals matter to the solved value)."""
    target = endgame(state)
    done = TRICKS_PER_HAND - state[TRICKS]
    contractor = state[CONTRACTOR]
    if state[MISERE]:
        already = state[WON + contractor]
        gain = target - already
        defender = _next_seat(state, contractor)
        state[WON + contractor] += gain
        state[WON + defender] += done - gain
    else:
        already = _side_tricks(state, 0)
        gain = target - already
        defender = _next_seat(state, contractor)
        state[WON + contractor] += gain
        state[WON + defender] += done - gain
    state[TRICKS] = TRICKS_PER_HAND


@njit(cache=True)
def rollout(state: np.ndarray, endgame_tricks: int) -> None:
    """Play ``state`` to the end: Normal's habits for every seat, the last
    ``endgame_tricks`` tricks solved (when a trick is complete)."""
    while state[TRICKS] < TRICKS_PER_HAND:
        if state[N_PLAYED] == 0 and TRICKS_PER_HAND - state[TRICKS] <= endgame_tricks:
            _solve_rest(state)
            return
        seat = state[TO_ACT]
        move, _ = policy_move(state, _others(state, seat))
        apply_move(state, move)


@njit(cache=True)
def evaluate_options(state: np.ndarray, options: np.ndarray, endgame_tricks: int,
                     won: np.ndarray) -> None:
    """Tricks won by each seat (``won[option, seat]``) after each option of the seat to
    act. An option is a move, or ``-(suit + 1)`` for giving a held joker that suit."""
    for index in range(options.shape[0]):
        child = state.copy()
        option = options[index]
        if option < 0:
            child[MODE] = NT_SUITLESS + 1 + (-option - 1)
        else:
            apply_move(child, option)
        rollout(child, endgame_tricks)
        for seat in range(4):
            won[index, seat] = child[WON + seat]


# ---- the kitty exchange -----------------------------------------------------------------------


@njit(cache=True)
def _keep_value(hand: int, mode: int, card: int) -> int:
    """How much a card is worth keeping in a suit or no-trump contract (the lowest is
    discarded first)."""
    suit = EFF[mode, card]
    if suit == NO_SUIT:
        return 500
    power = POW[mode, suit, card]
    if mode < NT_SUITLESS and suit == mode:
        return 200 + power
    length = popcount(hand & SMASK[mode, suit])
    if power == 12:
        return 120
    if power == 11 and length >= 2:
        return 70
    if power == 10 and length >= 3 and mode >= NT_SUITLESS:
        return 50
    return power + 4 * length


@njit(cache=True)
def discard_choice(hand: int, mode: int, misere: bool, lacking: int) -> int:
    """The card Normal throws next from ``hand``: the least worth keeping, or in misère
    the one likeliest to be forced to win a trick (``misere.misere_discard``; ``lacking``:
    the cards it has not seen)."""
    if misere:
        return misere_discard(hand, lacking)
    best = -1
    best_value = 0
    rest = hand
    while rest:
        card = lowest_bit(rest)
        rest &= rest - 1
        value = _keep_value(hand, mode, card)
        if best < 0 or value < best_value:
            best, best_value = card, value
    return best


@njit(cache=True)
def plan_discards(hand: int, mode: int, misere: bool, count: int, lacking: int) -> int:
    """Normal's ``count`` discards from ``hand`` (as a mask), one at a time."""
    thrown = 0
    for _ in range(count):
        card = discard_choice(hand, mode, misere, lacking)
        thrown |= np.int64(1) << card
        hand &= ~(np.int64(1) << card)
    return thrown


@njit(cache=True)
def misere_joker_suit(hand: int) -> int:
    """The suit a misère contractor gives a joker kept: its longest suit."""
    best = 0
    best_len = -1
    for suit in range(4):
        length = popcount(hand & SMASK[NT_SUITLESS, suit])
        if length > best_len:
            best, best_len = suit, length
    return best


@njit(cache=True)
def play_contract(hands: np.ndarray, n_seats: int, mode: int, misere: bool, contractor: int,
                  out: int, thrown: int, endgame_tricks: int, won: np.ndarray) -> None:
    """From the kitty exchange on: the contractor (holding thirteen cards less ``thrown``)
    discards by Normal's habits down to ten, leads, and the hand is played out; the
    tricks go to ``won``."""
    own = hands[contractor] & ~thrown
    lacking = 0
    for seat in range(n_seats):
        if seat != contractor:
            lacking |= hands[seat]
    extra = popcount(own) - 10
    if extra > 0:
        own &= ~plan_discards(own, mode, misere, extra, lacking)
    if misere and mode == NT_SUITLESS and own >> JOKER_ID & 1:
        mode = NT_SUITLESS + 1 + misere_joker_suit(own)
    dealt = hands.copy()
    dealt[contractor] = own
    state = new_state(dealt, n_seats, mode, misere, contractor, out, contractor)
    rollout(state, endgame_tricks)
    for seat in range(4):
        won[seat] = state[WON + seat]
