"""Expert's model of how players bid, discard and declare, compiled with numba.

Expert decides its own bids by simulation, but a simulation needs the other players'
decisions (and its own later ones): this model supplies them. It also weighs sampled
deals by how well each sampled hand explains the bids actually heard (a player who
passed the upcard is unlikely to hold a strong hand in that suit).

A hand's strength for a trump suit is an estimate of the tricks it takes, read from the
engine's tables (``EFFECTIVE_SUIT``, ``POWER``): trumps by rank, off-suit aces, the
king beside its ace, and voids that let a trump ruff. Every function reads a core state
array (``euchre.core``) and acts for the seat to act.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

from euchre import core
from euchre.core import popcount
from euchre.tables import EFFECTIVE_SUIT, JOKER, POWER, SUIT_MASK

# trump value by order among trumps (POWER - 100): 7, 8, 9, 10, (J), Q, K, A .. left, right, joker
_TRUMP_VALUE = np.zeros(21, dtype=np.float64)
_TRUMP_VALUE[0:8] = [0.30, 0.30, 0.35, 0.40, 0.45, 0.50, 0.60, 0.75]
_TRUMP_VALUE[18] = 0.90
_TRUMP_VALUE[19] = 1.00
_TRUMP_VALUE[20] = 1.00

ORDER_THRESHOLD = 2.35  # own expected tricks to make trump with partner's help
ALONE_THRESHOLD = 4.25
DEFEND_ALONE_THRESHOLD = 4.6
SOFTNESS = 0.35  # how soft the bidding inference is (in tricks)
DISCARD_TRUMP_LIKELIHOOD = 0.15


@njit(cache=True)
def hand_tricks(hand: int, trump: int) -> float:
    """Expected tricks ``hand`` takes by itself with ``trump`` as trump."""
    value = 0.0
    n_trumps = 0
    suit_count = np.zeros(4, dtype=np.int64)
    has_ace = np.zeros(4, dtype=np.int64)
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        suit = EFFECTIVE_SUIT[trump, card]
        if suit == trump:
            n_trumps += 1
            value += _TRUMP_VALUE[POWER[trump, trump, card] - 100]
        else:
            suit_count[suit] += 1
            if card % 8 == 7:
                has_ace[suit] = 1
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        suit = EFFECTIVE_SUIT[trump, card]
        if suit == trump or card == JOKER:
            continue
        rank = card % 8
        if rank == 7:
            value += 0.80 if suit_count[suit] <= 2 else 0.60
        elif rank == 6:
            value += 0.40 if has_ace[suit] else (0.20 if suit_count[suit] >= 2 else 0.12)
    if n_trumps >= 3:
        value += 0.15 * (n_trumps - 2)
    if n_trumps >= 2:
        for suit in range(4):
            if suit != trump and suit_count[suit] == 0:
                value += 0.25
    return value


@njit(cache=True)
def best_discard(hand: int, trump: int) -> int:
    """The card whose discard leaves the strongest hand (ties: the lowest card id)."""
    best_card = -1
    best_value = -1.0
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        value = hand_tricks(hand ^ low, trump)
        if value > best_value + 1e-9:
            best_value = value
            best_card = card
    return best_card


@njit(cache=True)
def _upcard_value(state: np.ndarray) -> float:
    upcard = state[core.UPCARD]
    suit = state[core.UP_SUIT]
    return _TRUMP_VALUE[POWER[suit, suit, upcard] - 100]


@njit(cache=True)
def round_one_strength(state: np.ndarray, seat: int) -> float:
    """``seat``'s expected tricks if the upcard's suit is trump, counting who takes the card."""
    suit = state[core.UP_SUIT]
    hand = state[core.HAND + seat]
    dealer = state[core.DEALER]
    if seat == dealer:
        with_up = hand | (np.int64(1) << state[core.UPCARD])
        return hand_tricks(with_up ^ (np.int64(1) << best_discard(with_up, suit)), suit)
    value = hand_tricks(hand, suit)
    if (seat + 2) % 4 == dealer:
        return value + 0.6 * _upcard_value(state)
    return value - 0.6 * _upcard_value(state)


@njit(cache=True)
def round_two_strength(state: np.ndarray, seat: int, suit: int) -> float:
    value = hand_tricks(state[core.HAND + seat], suit)
    if seat == (state[core.DEALER] + 1) % 4 and suit == (state[core.TURNED_DOWN] ^ 3):
        value += 0.15  # "next": the turned-down suit's partner colour
    return value


@njit(cache=True)
def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


@njit(cache=True)
def _best_round_two_suit(state: np.ndarray, seat: int) -> tuple[int, float]:
    best_suit = -1
    best_value = -1.0
    for suit in range(4):
        if suit == state[core.TURNED_DOWN]:
            continue
        value = round_two_strength(state, seat, suit)
        if value > best_value:
            best_value = value
            best_suit = suit
    return best_suit, best_value


@njit(cache=True)
def model_action(state: np.ndarray) -> int:
    """The model's action code for the seat to act in any phase before the play."""
    phase = state[core.PHASE]
    seat = state[core.TO_ACT]
    if phase == core.P_BID1:
        value = round_one_strength(state, seat)
        if value >= ALONE_THRESHOLD and seat != state[core.DEALER]:
            return core.A_ORDER_UP_ALONE
        if value >= ORDER_THRESHOLD:
            return core.A_ORDER_UP
        return core.A_PASS
    if phase == core.P_BID2:
        suit, value = _best_round_two_suit(state, seat)
        stuck = state[core.R_STICK_DEALER] == 1 and seat == state[core.DEALER]
        if value >= ALONE_THRESHOLD:
            return core.A_NAME_ALONE + suit
        if value >= ORDER_THRESHOLD or stuck:
            return core.A_NAME + suit
        return core.A_PASS
    if phase == core.P_DISCARD:
        return core.A_DISCARD + best_discard(state[core.HAND + seat], state[core.TRUMP])
    if phase == core.P_DEFEND:
        if hand_tricks(state[core.HAND + seat], state[core.TRUMP]) >= DEFEND_ALONE_THRESHOLD:
            return core.A_DEFEND_ALONE
        return core.A_PASS
    if phase == core.P_JOKER_SUIT:
        best_suit = 0
        best_value = -1.0
        hand = state[core.HAND + seat]
        for suit in range(4):
            value = hand_tricks(hand, suit)
            if value > best_value:
                best_value = value
                best_suit = suit
        return core.A_JOKER_SUIT + best_suit
    return -1


@njit(cache=True)
def action_likelihood(state: np.ndarray, action: int) -> float:
    """How likely the seat to act, holding the hand in ``state``, was to choose ``action``.

    A soft version of ``model_action``: strength above the threshold makes a bid likely,
    below it unlikely, never certain either way.
    """
    phase = state[core.PHASE]
    seat = state[core.TO_ACT]
    if phase == core.P_BID1:
        p_order = _sigmoid((round_one_strength(state, seat) - ORDER_THRESHOLD) / SOFTNESS)
        if action == core.A_PASS:
            return 1.0 - p_order
        return p_order
    if phase == core.P_BID2:
        stuck = state[core.R_STICK_DEALER] == 1 and seat == state[core.DEALER]
        if stuck:
            total = 0.0
            chosen = 0.0
            for suit in range(4):
                if suit == state[core.TURNED_DOWN]:
                    continue
                weight = math.exp(round_two_strength(state, seat, suit) / SOFTNESS)
                total += weight
                if suit == (action - core.A_NAME) % 4:
                    chosen = weight
            return chosen / total
        if action == core.A_PASS:
            p_pass = 1.0
            for suit in range(4):
                if suit == state[core.TURNED_DOWN]:
                    continue
                strength = round_two_strength(state, seat, suit)
                p_pass *= 1.0 - _sigmoid((strength - ORDER_THRESHOLD) / SOFTNESS)
            return p_pass
        suit = (action - core.A_NAME) % 4
        return _sigmoid((round_two_strength(state, seat, suit) - ORDER_THRESHOLD) / SOFTNESS)
    if phase == core.P_DISCARD:
        card = action - core.A_DISCARD
        hand = state[core.HAND + seat]
        trump = state[core.TRUMP]
        non_trump = hand & ~SUIT_MASK[trump, trump]
        if non_trump and EFFECTIVE_SUIT[trump, card] == trump:
            return DISCARD_TRUMP_LIKELIHOOD
        return 1.0
    return 1.0
