"""The rules of a four-handed Euchre hand, once, over a compact int64 array.

This is the single implementation of the hand's rules. It is compiled with numba so
that bots can search thousands of positions per decision; the friendly API in
``euchre.games.euchre.hand`` is a thin layer that validates and applies actions through
these functions and never decides a rule itself. Who may play what and who wins a trick
come from the family's trick kernel (``euchre.tricks.compiled``).

A state is a ``numpy.int64`` array of ``STATE_SIZE`` slots (see the offsets below).
Hands, the kitty and the played cards are bitmasks over card ids (``euchre.ranking``).
Actions are the shared calls' codes (``euchre.actions``: ``A_*``). ``legal_mask``
returns, in bidding phases, a mask over action codes and, in the discard and play phases,
a mask over card ids.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.actions import (
    A_DEFEND_ALONE,
    A_DISCARD,
    A_JOKER_SUIT,
    A_NAME,
    A_NAME_ALONE,
    A_ORDER_UP,
    A_ORDER_UP_ALONE,
    A_PASS,
    A_PLAY,
    N_ACTIONS,
)
from euchre.ranking import DECK_MASKS, EFFECTIVE_SUIT, JOKER, N_CARD_IDS
from euchre.tricks.compiled import (
    legal_plays,
    popcount,
    random_bit,
    seed_rng,
    winning_seat,
)

compiled_cache.refresh()

# ---- state offsets -------------------------------------------------------------------
HAND = 0  # 0..3: each seat's hand (bitmask)
PHASE = 4
DEALER = 5
TO_ACT = 6  # -1 once the hand is over
UPCARD = 7
UP_SUIT = 8  # the upcard's suit (for a joker upcard: the suit the dealer chose), -1 if unset
TRUMP = 9  # -1 until trump is fixed
MAKER = 10  # -1 until trump is fixed
MAKER_ALONE = 11
LONE_DEFENDER = 12  # -1 if nobody defends alone
OUT = 13  # bitmask of seats sitting out
TURNED_DOWN = 14  # suit turned down in round 2, -1 otherwise
PASSES = 15  # passes so far in the current bidding round / defenders asked
DISCARD = 16  # the dealer's discard, -1 if none
KITTY = 17  # bitmask of undealt cards (the upcard while it lies on the table)
LEADER = 18  # who led the current trick
TRICK_SIZE = 19  # cards played to the current trick
TRICK = 20  # 20..23: card each seat played to the current trick, -1 if none
WON = 24  # 24..27: tricks won by each seat
TRICKS_DONE = 28
PLAYED = 29  # bitmask of cards played in finished and current tricks
LED_SUIT = 30  # effective suit led to the current trick, -1 if none
POINTS = 31  # 31..32: points scored this hand by North–South, East–West
UP_TAKEN = 33  # 1 once the dealer has taken the upcard into hand
# table rules
R_STICK_DEALER = 34
R_DEFEND_ALONE = 35
R_LONE_DEFENDER_ALWAYS_FOUR = 36
R_LEAD_LEFT_OF_LONER = 37
R_PARTNER_PICKS_UP_FIRST = 38
R_DECK = 39
LAST_TRICK_WINNER = 40
STATE_SIZE = 41

# ---- phases ----------------------------------------------------------------------------
P_JOKER_SUIT = 0  # a joker was turned up: the dealer chooses its suit before bidding
P_BID1 = 1
P_DISCARD = 2
P_BID2 = 3
P_DEFEND = 4  # defenders may declare alone
P_PLAY = 5
P_SCORED = 6
P_THROWN_IN = 7

# ---- refusals --------------------------------------------------------------------------
OK = 0
E_HAND_OVER = 1
E_WRONG_PHASE = 2
E_NOT_IN_HAND = 3
E_MUST_FOLLOW = 4
E_TURNED_DOWN_SUIT = 5
E_DEALER_MUST_NAME = 6
E_DEFEND_ALONE_OFF = 7
E_UNKNOWN_ACTION = 8
E_NOT_IN_DECK = 9


@njit(cache=True)
def next_active_seat(state: np.ndarray, seat: int) -> int:
    """The next seat clockwise from ``seat`` that is not sitting out."""
    nxt = (seat + 1) % 4
    while (state[OUT] >> nxt) & 1:
        nxt = (nxt + 1) % 4
    return nxt


@njit(cache=True)
def trick_winner(state: np.ndarray) -> int:
    """The seat winning the current trick: highest trump, else highest card of the suit led."""
    return winning_seat(state, TRICK, 4, state[LEADER], state[TRUMP], state[LED_SUIT])


@njit(cache=True)
def hand_points(
    maker_tricks: int, maker_alone: bool, lone_defender: bool, lone_defender_always_four: bool
) -> tuple[int, int]:
    """Points for (makers, defenders) given the makers' tricks, per the scoring table.

    >>> hand_points(5, True, False, False), hand_points(4, True, False, False)
    ((4, 0), (1, 0))
    >>> hand_points(0, False, True, False), hand_points(2, False, True, False)
    ((0, 4), (0, 2))
    >>> hand_points(2, False, True, True)   # variant: a lone defender's euchre is always 4
    (0, 4)
    """
    if maker_tricks >= 3:
        if maker_tricks == 5:
            return (4 if maker_alone else 2), 0
        return 1, 0
    if lone_defender and (maker_tricks == 0 or lone_defender_always_four):
        return 0, 4
    return 0, 2


@njit(cache=True)
def new_state(
    rules: np.ndarray, dealer: int, hands: np.ndarray, upcard: int, kitty: int
) -> np.ndarray:
    """A hand ready for its first decision. ``rules`` holds the six ``R_*`` values in order."""
    state = np.full(STATE_SIZE, -1, dtype=np.int64)
    for seat in range(4):
        state[HAND + seat] = hands[seat]
        state[WON + seat] = 0
    state[R_STICK_DEALER] = rules[0]
    state[R_DEFEND_ALONE] = rules[1]
    state[R_LONE_DEFENDER_ALWAYS_FOUR] = rules[2]
    state[R_LEAD_LEFT_OF_LONER] = rules[3]
    state[R_PARTNER_PICKS_UP_FIRST] = rules[4]
    state[R_DECK] = rules[5]
    state[DEALER] = dealer
    state[UPCARD] = upcard
    state[KITTY] = kitty | (np.int64(1) << upcard)
    state[MAKER_ALONE] = 0
    state[OUT] = 0
    state[PASSES] = 0
    state[TRICK_SIZE] = 0
    state[TRICKS_DONE] = 0
    state[PLAYED] = 0
    state[POINTS] = 0
    state[POINTS + 1] = 0
    state[UP_TAKEN] = 0
    state[TO_ACT] = dealer if upcard == JOKER else (dealer + 1) % 4
    if upcard == JOKER:
        state[PHASE] = P_JOKER_SUIT
    else:
        state[PHASE] = P_BID1
        state[UP_SUIT] = upcard // 8
    return state


@njit(cache=True)
def legal_mask(state: np.ndarray) -> int:
    """Every legal action for the seat to act (see the module doc for the encoding)."""
    phase = state[PHASE]
    seat = state[TO_ACT]
    if phase == P_BID1:
        return (1 << A_PASS) | (1 << A_ORDER_UP) | (1 << A_ORDER_UP_ALONE)
    if phase == P_BID2:
        mask = 0
        if not (state[R_STICK_DEALER] and seat == state[DEALER]):
            mask |= 1 << A_PASS
        for suit in range(4):
            if suit != state[TURNED_DOWN]:
                mask |= (1 << (A_NAME + suit)) | (1 << (A_NAME_ALONE + suit))
        return mask
    if phase == P_PLAY:
        return legal_plays(state[HAND + seat], state[LED_SUIT], state[TRUMP])
    if phase == P_DISCARD:
        return state[HAND + seat]
    if phase == P_DEFEND:
        return (1 << A_PASS) | (1 << A_DEFEND_ALONE)
    if phase == P_JOKER_SUIT:
        return 0b1111 << A_JOKER_SUIT
    return 0


@njit(cache=True)
def action_of_bit(phase: int, bit: int) -> int:
    """The action code for bit ``bit`` of ``legal_mask`` in ``phase``."""
    if phase == P_PLAY:
        return A_PLAY + bit
    if phase == P_DISCARD:
        return A_DISCARD + bit
    return bit


@njit(cache=True)
def refusal(state: np.ndarray, action: int) -> int:
    """Why ``action`` is illegal for the seat to act (an ``E_*`` code), or ``OK``."""
    phase = state[PHASE]
    if phase >= P_SCORED:
        return E_HAND_OVER
    if action < 0 or action >= N_ACTIONS or (A_DISCARD + N_CARD_IDS <= action < A_PLAY):
        return E_UNKNOWN_ACTION
    seat = state[TO_ACT]
    if action >= A_DISCARD:
        card = action - (A_PLAY if action >= A_PLAY else A_DISCARD)
        if not (DECK_MASKS[state[R_DECK]] >> card) & 1:
            return E_NOT_IN_DECK
        if phase != (P_PLAY if action >= A_PLAY else P_DISCARD):
            return E_WRONG_PHASE
        if not (state[HAND + seat] >> card) & 1:
            return E_NOT_IN_HAND
        if phase == P_PLAY and not (legal_mask(state) >> card) & 1:
            return E_MUST_FOLLOW
        return OK
    if phase in (P_PLAY, P_DISCARD):
        return E_WRONG_PHASE
    if action == A_DEFEND_ALONE and not state[R_DEFEND_ALONE]:
        return E_DEFEND_ALONE_OFF
    if phase == P_BID2 and A_NAME <= action < A_DEFEND_ALONE:
        if (action - A_NAME) % 4 == state[TURNED_DOWN]:
            return E_TURNED_DOWN_SUIT
        return OK
    if phase == P_BID2 and action == A_PASS and state[R_STICK_DEALER] and seat == state[DEALER]:
        return E_DEALER_MUST_NAME
    if (legal_mask(state) >> action) & 1:
        return OK
    return E_WRONG_PHASE


@njit(cache=True)
def _fix_trump(state: np.ndarray, maker: int, suit: int, alone: bool) -> None:
    state[TRUMP] = suit
    state[MAKER] = maker
    state[MAKER_ALONE] = 1 if alone else 0
    if alone:
        state[OUT] |= 1 << ((maker + 2) % 4)


@njit(cache=True)
def _opening_leader(state: np.ndarray) -> int:
    if state[R_LEAD_LEFT_OF_LONER]:
        if state[LONE_DEFENDER] >= 0:
            if state[MAKER_ALONE]:
                return state[LONE_DEFENDER]
            return next_active_seat(state, state[LONE_DEFENDER])
        if state[MAKER_ALONE]:
            return next_active_seat(state, state[MAKER])
    return next_active_seat(state, state[DEALER])


@njit(cache=True)
def _start_play(state: np.ndarray) -> None:
    state[PHASE] = P_PLAY
    state[PASSES] = 0
    leader = _opening_leader(state)
    state[LEADER] = leader
    state[TO_ACT] = leader
    state[TRICK_SIZE] = 0
    state[LED_SUIT] = -1


@njit(cache=True)
def _after_trump_fixed(state: np.ndarray) -> None:
    if state[R_DEFEND_ALONE]:
        state[PHASE] = P_DEFEND
        state[PASSES] = 0
        state[TO_ACT] = (state[MAKER] + 1) % 4
    else:
        _start_play(state)


@njit(cache=True)
def _score(state: np.ndarray) -> None:
    maker = state[MAKER]
    maker_tricks = state[WON + maker] + state[WON + (maker + 2) % 4]
    makers, defenders = hand_points(
        maker_tricks,
        state[MAKER_ALONE] == 1,
        state[LONE_DEFENDER] >= 0,
        state[R_LONE_DEFENDER_ALWAYS_FOUR] == 1,
    )
    state[POINTS + maker % 2] = makers
    state[POINTS + (maker + 1) % 2] = defenders
    state[PHASE] = P_SCORED
    state[TO_ACT] = -1


@njit(cache=True)
def _play_card(state: np.ndarray, seat: int, card: int) -> None:
    bit = np.int64(1) << card
    state[HAND + seat] &= ~bit
    state[PLAYED] |= bit
    state[TRICK + seat] = card
    if state[TRICK_SIZE] == 0:
        state[LED_SUIT] = EFFECTIVE_SUIT[state[TRUMP], card]
    state[TRICK_SIZE] += 1
    if state[TRICK_SIZE] < 4 - popcount(state[OUT]):
        state[TO_ACT] = next_active_seat(state, seat)
        return
    winner = trick_winner(state)
    state[WON + winner] += 1
    state[TRICKS_DONE] += 1
    state[LAST_TRICK_WINNER] = winner
    for other in range(4):
        state[TRICK + other] = -1
    state[TRICK_SIZE] = 0
    state[LED_SUIT] = -1
    state[LEADER] = winner
    state[TO_ACT] = winner
    if state[TRICKS_DONE] == 5:
        _score(state)


@njit(cache=True)
def apply_action(state: np.ndarray, action: int) -> None:
    """Apply a legal action in place (callers check ``refusal`` first)."""
    phase = state[PHASE]
    seat = state[TO_ACT]
    dealer = state[DEALER]
    if phase == P_PLAY:
        _play_card(state, seat, action - A_PLAY)
    elif phase == P_BID1:
        if action == A_PASS:
            state[PASSES] += 1
            if state[PASSES] == 4:
                state[PHASE] = P_BID2
                state[PASSES] = 0
                state[TURNED_DOWN] = state[UP_SUIT]
            state[TO_ACT] = (seat + 1) % 4
            return
        alone = action == A_ORDER_UP_ALONE
        _fix_trump(state, seat, state[UP_SUIT], alone)
        dealer_sits_out = alone and (seat + 2) % 4 == dealer
        if dealer_sits_out and not state[R_PARTNER_PICKS_UP_FIRST]:
            _after_trump_fixed(state)
            return
        up = np.int64(1) << state[UPCARD]
        state[HAND + dealer] |= up
        state[KITTY] &= ~up
        state[UP_TAKEN] = 1
        state[PHASE] = P_DISCARD
        state[TO_ACT] = dealer
    elif phase == P_DISCARD:
        card = action - A_DISCARD
        state[HAND + seat] &= ~(np.int64(1) << card)
        state[DISCARD] = card
        _after_trump_fixed(state)
    elif phase == P_BID2:
        if action == A_PASS:
            state[PASSES] += 1
            if state[PASSES] == 4:
                state[PHASE] = P_THROWN_IN
                state[TO_ACT] = -1
            else:
                state[TO_ACT] = (seat + 1) % 4
            return
        alone = action >= A_NAME_ALONE
        _fix_trump(state, seat, (action - A_NAME) % 4, alone)
        _after_trump_fixed(state)
    elif phase == P_DEFEND:
        if action == A_DEFEND_ALONE:
            state[LONE_DEFENDER] = seat
            state[OUT] |= 1 << ((seat + 2) % 4)
            _start_play(state)
            return
        state[PASSES] += 1
        if state[PASSES] == 2:
            _start_play(state)
        else:
            state[TO_ACT] = (seat + 2) % 4
    elif phase == P_JOKER_SUIT:
        state[UP_SUIT] = action - A_JOKER_SUIT
        state[PHASE] = P_BID1
        state[TO_ACT] = (dealer + 1) % 4


@njit(cache=True)
def step(state: np.ndarray, action: int) -> int:
    """Apply ``action`` if legal; return ``OK`` or the refusal code (state untouched then)."""
    code = refusal(state, action)
    if code == OK:
        apply_action(state, action)
    return code


@njit(cache=True)
def is_over(state: np.ndarray) -> bool:
    return state[PHASE] >= P_SCORED


# ---- random hands (for throughput measurement and Monte Carlo rollouts) ----------------


@njit(cache=True)
def deal_random(rules: np.ndarray, dealer: int, deck_mask: int) -> np.ndarray:
    """Shuffle ``deck_mask`` and deal five cards each; the next card is the upcard."""
    cards = np.empty(64, dtype=np.int64)
    n = 0
    for card in range(64):
        if (deck_mask >> card) & 1:
            cards[n] = card
            n += 1
    for i in range(n - 1, 0, -1):
        j = np.random.randint(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    hands = np.zeros(4, dtype=np.int64)
    for i in range(20):
        hands[i % 4] |= np.int64(1) << cards[i]
    kitty = 0
    for i in range(21, n):
        kitty |= np.int64(1) << cards[i]
    return new_state(rules, dealer, hands, cards[20], kitty)


@njit(cache=True)
def play_random_hands(rules: np.ndarray, deck_mask: int, count: int, seed: int) -> int:
    """Deal and play ``count`` hands with uniformly random legal actions; return NS points."""
    seed_rng(seed)
    total = 0
    for index in range(count):
        state = deal_random(rules, index % 4, deck_mask)
        while state[PHASE] < P_SCORED:
            bit = random_bit(legal_mask(state))
            apply_action(state, action_of_bit(state[PHASE], bit))
        total += state[POINTS]
    return total
