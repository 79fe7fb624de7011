"""Expert's model of how players bid, discard and declare, compiled with numba.

Expert decides its own bids by simulation, but a simulation needs the other players'
decisions (and its own later ones): this model supplies them. It also weighs sampled
deals by how well each sampled hand explains the bids actually heard (a player who
passed the upcard is unlikely to hold a strong hand in that suit).

A hand's strength for a trump suit is an estimate of the tricks it takes, read from the
engine's tables (``EFFECTIVE_SUIT``, ``POWER``): trumps by rank, off-suit aces, the
king beside its ace, and voids that let a trump ruff. Every function reads a core state
array (``euchre.games.euchre.core``) and acts for the seat to act.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.games.euchre import core
from euchre.ranking import EFFECTIVE_SUIT, JOKER, POWER, SUIT_MASK, TRUMP_ORDER
from euchre.tricks.compiled import popcount

compiled_cache.refresh()

# The count and thresholds of Normal's bidding (``euchre.bots.bidding``: TrickWeights and
# Thresholds at their defaults), so that Expert pictures the other players as sound
# players who bid on real strength.
TOP_TRUMP = 1.0  # the joker or the right bower
LEFT_BOWER = 0.75
LEFT_BOWER_BACKED = 0.9
TRUMP_ACE = 0.6
TRUMP_ACE_BACKED = 0.75
TRUMP_KING = 0.5
TRUMP_QUEEN = 0.4
LOW_TRUMP = 0.3
LONG_TRUMP = 0.25  # each trump beyond the third
OFF_ACE = 0.7
OFF_ACE_LONG = 0.5
OFF_KING_BACKED = 0.35
OFF_KING = 0.15
VOID = 0.3
UPCARD_PARTNER = 0.5
UPCARD_OPPONENT = 0.5
NEXT_SUIT = 0.2
# by position: first bidder, dealer's partner, dealer's right, dealer
ROUND_ONE_NEEDED = np.array([2.4, 2.2, 2.4, 2.3])
ROUND_TWO_NEEDED = np.array([2.3, 2.4, 2.4, 2.4])

SOFTNESS = 0.15  # how soft the bidding inference is (in tricks)
OTHER_DISCARD_LIKELIHOOD = 0.1  # a dealer's discard other than the model's plan


@njit(cache=True)
def _trump_rank(card: int, trump: int) -> int:
    """Order among trumps: 20 joker, 19 right bower, 18 left bower, 7 ace … 0 seven."""
    return TRUMP_ORDER[trump, card]


@njit(cache=True)
def _trump_card_value(rank: int, top_held: bool, bower_or_joker: bool) -> float:
    if rank >= 19:
        return TOP_TRUMP
    if rank == 18:
        return LEFT_BOWER_BACKED if top_held else LEFT_BOWER
    if rank == 7:
        return TRUMP_ACE_BACKED if bower_or_joker else TRUMP_ACE
    if rank == 6:
        return TRUMP_KING
    if rank == 5:
        return TRUMP_QUEEN
    return LOW_TRUMP


@njit(cache=True)
def hand_tricks(hand: int, trump: int) -> float:
    """Expected tricks ``hand`` takes by itself with ``trump`` as trump (Normal's count)."""
    lengths = np.zeros(4, dtype=np.int64)
    has_ace = np.zeros(4, dtype=np.int64)
    n_trumps = 0
    top_held = False
    bower_or_joker = False
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        suit = EFFECTIVE_SUIT[trump, card]
        lengths[suit] += 1
        if suit == trump:
            n_trumps += 1
            rank = _trump_rank(card, trump)
            if rank >= 19:
                top_held = True
            if rank >= 18:
                bower_or_joker = True
        elif card % 8 == 7:
            has_ace[suit] = 1
    value = 0.0
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        suit = EFFECTIVE_SUIT[trump, card]
        if suit == trump:
            value += _trump_card_value(_trump_rank(card, trump), top_held, bower_or_joker)
        elif card % 8 == 7:
            value += OFF_ACE_LONG if lengths[suit] >= 3 else OFF_ACE
        elif card % 8 == 6:
            value += OFF_KING_BACKED if has_ace[suit] else OFF_KING
    if n_trumps > 3:
        value += LONG_TRUMP * (n_trumps - 3)
    if n_trumps >= 2:
        for suit in range(4):
            if suit != trump and lengths[suit] == 0:
                value += VOID
    return value


@njit(cache=True)
def is_overwhelming(hand: int, trump: int) -> bool:
    """Strong enough to play alone (Normal's rule): two of the joker and the bowers, three
    trumps or more, and four trumps or every other card an ace."""
    top = 0
    n_trumps = 0
    off = 0
    off_aces = 0
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        if EFFECTIVE_SUIT[trump, card] == trump:
            n_trumps += 1
            if _trump_rank(card, trump) >= 18:
                top += 1
        else:
            off += 1
            if card % 8 == 7:
                off_aces += 1
    if top < 2 or n_trumps < 3:
        return False
    return n_trumps >= 4 or off_aces == off


@njit(cache=True)
def lead_strength(card: int, trump: int) -> int:
    """Strength of a card leading its own (effective) suit: trumps above all."""
    return POWER[trump, EFFECTIVE_SUIT[trump, card], card]


@njit(cache=True)
def weakest_card(cards: int, trump: int) -> int:
    """The weakest of ``cards`` by ``lead_strength`` (ties: the lowest id)."""
    best = -1
    best_strength = 1 << 30
    rest = cards
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        strength = lead_strength(card, trump)
        if strength < best_strength:
            best_strength = strength
            best = card
    return best


@njit(cache=True)
def best_discard(hand: int, trump: int) -> int:
    """The dealer's discard (Normal's plan): void a side suit with a non-ace if possible,
    else the weakest non-ace side card, else the weakest side card, else the weakest trump."""
    trumps = hand & SUIT_MASK[trump, trump]
    off = hand & ~trumps
    if off == 0:
        return weakest_card(hand, trump)
    non_aces = 0
    singles = 0
    rest = off
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        if card % 8 != 7 and card != JOKER:
            non_aces |= low
            suit = EFFECTIVE_SUIT[trump, card]
            if popcount(hand & SUIT_MASK[trump, suit]) == 1:
                singles |= low
    if singles:
        return weakest_card(singles, trump)
    if non_aces:
        return weakest_card(non_aces, trump)
    return weakest_card(off, trump)


@njit(cache=True)
def _position(seat: int, dealer: int) -> int:
    """0 first bidder, 1 dealer's partner, 2 dealer's right, 3 dealer."""
    return (seat - dealer - 1) % 4


@njit(cache=True)
def _upcard_value(state: np.ndarray) -> float:
    rank = _trump_rank(state[core.UPCARD], state[core.UP_SUIT])
    return _trump_card_value(rank, False, False)


@njit(cache=True)
def round_one_counted(state: np.ndarray, seat: int) -> int:
    """The hand ``seat`` counts in round 1: the dealer's keeps the upcard, less its discard."""
    hand = state[core.HAND + seat]
    if seat != state[core.DEALER]:
        return hand
    with_up = hand | (np.int64(1) << state[core.UPCARD])
    return with_up ^ (np.int64(1) << best_discard(with_up, state[core.UP_SUIT]))


@njit(cache=True)
def _stated_count(value: float) -> float:
    """The count as Normal states and compares it: in tenths of a trick, halves up (the
    tiny allowance absorbs the rounding of summed weights such as 2.3999999999999995)."""
    return math.floor(value * 10.0 + 0.5 + 1e-9) / 10.0


@njit(cache=True)
def round_one_margin(state: np.ndarray, seat: int) -> float:
    """``seat``'s count for the upcard's suit, less what its position needs."""
    suit = state[core.UP_SUIT]
    dealer = state[core.DEALER]
    value = hand_tricks(round_one_counted(state, seat), suit)
    if (seat + 2) % 4 == dealer:
        value += UPCARD_PARTNER * _upcard_value(state)
    elif seat != dealer:
        value -= UPCARD_OPPONENT * _upcard_value(state)
    return _stated_count(value) - ROUND_ONE_NEEDED[_position(seat, dealer)]


@njit(cache=True)
def round_two_margin(state: np.ndarray, seat: int, suit: int) -> float:
    dealer = state[core.DEALER]
    value = hand_tricks(state[core.HAND + seat], suit)
    if _position(seat, dealer) == 0 and suit == (state[core.TURNED_DOWN] ^ 3):
        value += NEXT_SUIT
    return _stated_count(value) - ROUND_TWO_NEEDED[_position(seat, dealer)]


@njit(cache=True)
def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


@njit(cache=True)
def _best_round_two_suit(state: np.ndarray, seat: int) -> tuple[int, float]:
    best_suit = -1
    best_margin = -1e9
    for suit in range(4):
        if suit == state[core.TURNED_DOWN]:
            continue
        margin = round_two_margin(state, seat, suit)
        if margin > best_margin:
            best_margin = margin
            best_suit = suit
    return best_suit, best_margin


@njit(cache=True)
def model_action(state: np.ndarray) -> int:
    """The model's action code for the seat to act in any phase before the play."""
    phase = state[core.PHASE]
    seat = state[core.TO_ACT]
    if phase == core.P_BID1:
        if round_one_margin(state, seat) < 0:
            return core.A_PASS
        if is_overwhelming(round_one_counted(state, seat), state[core.UP_SUIT]):
            return core.A_ORDER_UP_ALONE
        return core.A_ORDER_UP
    if phase == core.P_BID2:
        suit, margin = _best_round_two_suit(state, seat)
        stuck = state[core.R_STICK_DEALER] == 1 and seat == state[core.DEALER]
        if margin < 0 and not stuck:
            return core.A_PASS
        if margin >= 0 and is_overwhelming(state[core.HAND + seat], suit):
            return core.A_NAME_ALONE + suit
        return core.A_NAME + suit
    if phase == core.P_DISCARD:
        return core.A_DISCARD + best_discard(state[core.HAND + seat], state[core.TRUMP])
    if phase == core.P_DEFEND:
        if is_overwhelming(state[core.HAND + seat], state[core.TRUMP]):
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
        p_order = _sigmoid(round_one_margin(state, seat) / SOFTNESS)
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
                weight = math.exp(round_two_margin(state, seat, suit) / SOFTNESS)
                total += weight
                if suit == (action - core.A_NAME) % 4:
                    chosen = weight
            return chosen / total
        if action == core.A_PASS:
            p_pass = 1.0
            for suit in range(4):
                if suit == state[core.TURNED_DOWN]:
                    continue
                p_pass *= 1.0 - _sigmoid(round_two_margin(state, seat, suit) / SOFTNESS)
            return p_pass
        suit = (action - core.A_NAME) % 4
        return _sigmoid(round_two_margin(state, seat, suit) / SOFTNESS)
    if phase == core.P_DISCARD:
        card = action - core.A_DISCARD
        if card == best_discard(state[core.HAND + seat], state[core.TRUMP]):
            return 1.0
        return OTHER_DISCARD_LIKELIHOOD
    return 1.0
    return 1.0
