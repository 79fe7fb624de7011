"""Expert's model of how a sound player chooses a card, compiled with numba.

Expert reads the other players' cards from their plays as well as from their bids:
a sampled deal in which a player would have played some other card than the one it
did is less likely to be the real one. The habits pictured are Normal's
(``euchre.bots.normal``): the maker leads its boss trump (else its lowest trump),
defenders cash off-suit aces, a player lets a partner's strong card win, plays second
hand low, third hand high, takes a trick as cheaply as it can when last, and throws its
least useful card when it cannot win. Every function reads a core state array
(``euchre.games.euchre.core``) and acts for the seat to play.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.games.euchre import core
from euchre.games.euchre.bots.expert_model import lead_strength, weakest_card
from euchre.ranking import DECK_MASKS, EFFECTIVE_SUIT, POWER, SUIT_MASK, TRUMP_ORDER
from euchre.tricks.compiled import popcount

compiled_cache.refresh()

__all__ = ["habitual_play", "play_likelihood"]

OTHER_PLAY_LIKELIHOOD = 0.1  # a card other than the habit's (paired tests on duplicate deals
# against Normal: 0.1 beats not reading plays by +0.028 ± 0.012 points per deal; 0.35 and
# 0.03 did no better than not reading them)
ACE = 7
LEFT_BOWER_ORDER = 18  # trump order of the left bower (19 the right bower, 20 the joker)


@njit(cache=True)
def _trick_key(card: int, trump: int, led: int) -> int:
    """Weakest-first order within a trick: power in the trick, then strength, then id."""
    return (POWER[trump, led, card] * 1000 + lead_strength(card, trump)) * 64 + card


@njit(cache=True)
def _extreme(cards: int, trump: int, led: int, strongest: bool) -> int:
    """The weakest (or strongest) of ``cards`` in a trick led in ``led``."""
    chosen = -1
    chosen_key = 0
    rest = cards
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        key = _trick_key(card, trump, led)
        if chosen < 0 or (key > chosen_key if strongest else key < chosen_key):
            chosen = card
            chosen_key = key
    return chosen


@njit(cache=True)
def _strongest_lead(cards: int, trump: int) -> int:
    """Strongest first, ties in id order (``hand_strength.cards_by_strength``)."""
    chosen = -1
    chosen_strength = -1
    rest = cards
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        strength = lead_strength(card, trump)
        if strength > chosen_strength:
            chosen = card
            chosen_strength = strength
    return chosen


@njit(cache=True)
def _short_suit_low(candidates: int, hand: int, trump: int) -> int:
    """The lowest card of the shortest side suit in ``hand`` (ties: lower rank, then id)."""
    chosen = -1
    chosen_key = 1 << 30
    rest = candidates
    while rest:
        low = rest & -rest
        rest ^= low
        card = popcount(low - 1)
        length = popcount(hand & SUIT_MASK[trump, EFFECTIVE_SUIT[trump, card]])
        key = (length * 8 + card % 8) * 64 + card
        if key < chosen_key:
            chosen = card
            chosen_key = key
    return chosen


@njit(cache=True)
def _is_boss_trump(card: int, trump: int, state: np.ndarray) -> bool:
    """The highest of the joker and the bowers still unplayed (False once all are gone)."""
    unplayed = DECK_MASKS[state[core.R_DECK]] & ~state[core.PLAYED] & SUIT_MASK[trump, trump]
    best = -1
    best_order = LEFT_BOWER_ORDER - 1
    rest = unplayed
    while rest:
        low = rest & -rest
        rest ^= low
        top = popcount(low - 1)
        order = TRUMP_ORDER[trump, top]
        if order > best_order:
            best = top
            best_order = order
    return best == card


@njit(cache=True)
def _is_strong(card: int, trump: int, led: int) -> bool:
    """An ace of the led suit, or a trump from the ace up."""
    if EFFECTIVE_SUIT[trump, card] == trump:
        return TRUMP_ORDER[trump, card] >= ACE
    return card % 8 == ACE and EFFECTIVE_SUIT[trump, card] == led


@njit(cache=True)
def _lead(state: np.ndarray, seat: int, legal: int, trump: int) -> int:
    trumps = legal & SUIT_MASK[trump, trump]
    off = legal & ~trumps
    maker = state[core.MAKER]
    if seat == maker and trumps and (popcount(trumps) >= 2 or off == 0):
        top = _strongest_lead(trumps, trump)
        if _is_boss_trump(top, trump, state):
            return top
        return weakest_card(trumps, trump)
    off_aces = 0
    rest = off
    while rest:
        low = rest & -rest
        rest ^= low
        if popcount(low - 1) % 8 == ACE:
            off_aces |= low
    if off_aces:
        return _strongest_lead(off_aces, trump)
    if seat == (maker + 2) % 4 and trumps:
        return _strongest_lead(trumps, trump)
    if off:
        return _short_suit_low(off, legal, trump)
    return _strongest_lead(trumps, trump)


@njit(cache=True)
def _throw_off(legal: int, trump: int, led: int, can_follow: bool) -> int:
    if can_follow:
        return _extreme(legal, trump, led, False)
    side = legal & ~SUIT_MASK[trump, trump]
    if side == 0:
        return _extreme(legal, trump, led, False)
    non_aces = 0
    rest = side
    while rest:
        low = rest & -rest
        rest ^= low
        if popcount(low - 1) % 8 != ACE:
            non_aces |= low
    return _short_suit_low(non_aces if non_aces else side, legal, trump)


@njit(cache=True)
def _follow(state: np.ndarray, seat: int, legal: int, trump: int) -> int:
    led = state[core.LED_SUIT]
    winner = core.trick_winner(state)
    winning_power = POWER[trump, led, state[core.TRICK + winner]]
    winners = 0
    rest = legal
    while rest:
        low = rest & -rest
        rest ^= low
        if POWER[trump, led, popcount(low - 1)] > winning_power:
            winners |= low
    can_follow = (legal & SUIT_MASK[trump, led]) != 0
    active = 4 - popcount(state[core.OUT])
    order = state[core.TRICK_SIZE] + 1
    plays_last = order == active
    if winner == (seat + 2) % 4:
        safe = plays_last or _is_strong(state[core.TRICK + winner], trump, led)
        if not safe and winners and not can_follow:
            return _extreme(winners, trump, led, False)
        if safe or winners == 0:
            return _throw_off(legal, trump, led, can_follow)
        return _extreme(winners, trump, led, True)
    if winners == 0:
        return _throw_off(legal, trump, led, can_follow)
    if not can_follow or plays_last:
        return _extreme(winners, trump, led, False)
    top = _extreme(winners, trump, led, True)
    if order == 2 and not _is_strong(top, trump, led):
        return _throw_off(legal, trump, led, can_follow)
    return top


@njit(cache=True)
def habitual_play(state: np.ndarray) -> int:
    """The card a sound player (Normal) would play for the seat to act."""
    seat = state[core.TO_ACT]
    trump = state[core.TRUMP]
    legal = core.legal_plays(state[core.HAND + seat], state[core.LED_SUIT], trump)
    if popcount(legal) == 1:
        return popcount(legal - 1)
    if state[core.TRICK_SIZE] == 0:
        return _lead(state, seat, legal, trump)
    return _follow(state, seat, legal, trump)


@njit(cache=True)
def play_likelihood(state: np.ndarray, action: int) -> float:
    """How likely the seat to play, holding the hand in ``state``, was to play ``action``."""
    if action - core.A_PLAY == habitual_play(state):
        return 1.0
    return OTHER_PLAY_LIKELIHOOD
