"""From a Five Hundred view to compiled positions: the known state and sampled deals.

``play_state`` turns a view during the play and a guess of the hands into the compiled
state of ``playout``. ``sample_hidden`` deals the cards a seat cannot see (the other
hands, and the kitty or the discards) with the shared ``sampling.draw_weighted``: each
other player only cards of suits it has not shown void in, and a deal is kept with the
chance that the auction gives it (a player who bid a suit is expected to hold several
of its trumps; a no-trump bidder aces or the joker; a misère bidder few high cards).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from euchre.bots.sampler import draw_weighted
from euchre.cards import Card, Rank, Suit, cards_from_mask, mask_of
from euchre.games.five_hundred.actions import FiveHundredAction, Kind
from euchre.games.five_hundred.bots import playout as po
from euchre.games.five_hundred.cards import (
    EFFECTIVE_SUIT,
    JOKER_BIT,
    NO_SUIT,
    NT_SUITLESS,
    POWER,
    SUIT_MASK,
    deck_mask,
    mode_of,
)
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.view import FiveHundredView

__all__ = ["Hidden", "contract_mode", "others_unseen", "play_state", "sample_hidden",
           "side_of"]

TRIES_PER_SAMPLE = 30
MAX_FAILURES = 300
SHORT_TRUMPS_WEIGHT = (0.05, 0.1, 0.25, 0.6)  # a suit bidder holding 0..3 of its trumps


@dataclass(frozen=True)
class Hidden:
    """One guess of the cards a seat cannot see: every seat's hand (mask, by seat) and the
    cards out of play (the kitty before it is taken, the discards, a hand sitting out)."""

    hands: tuple[int, ...]
    rest: int


def contract_mode(view: FiveHundredView) -> int:
    return mode_of(view.trump, view.joker_suit)


def side_of(players: int, contractor: int, seat: int, misere: bool) -> int:
    """0 for the contracting side, 1 for the defenders."""
    if seat == contractor:
        return 0
    if players == 4 and not misere and (seat - contractor) % 4 == 2:
        return 0
    return 1


def _played(view: FiveHundredView) -> dict[int, list[Card]]:
    played: dict[int, list[Card]] = {int(seat): [] for seat in view.rules.seat_type}
    for trick in view.tricks:
        for who, card in trick.plays:
            played[int(who)].append(card)
    for who, card in view.current_trick:
        played[int(who)].append(card)
    return played


def others_unseen(view: FiveHundredView) -> int:
    """The cards this seat has not seen anywhere (as a mask)."""
    seen = mask_of(view.hand) | mask_of(view.own_discards) | mask_of(view.exposed_hand)
    for cards in _played(view).values():
        seen |= mask_of(cards)
    return deck_mask(view.players) & ~seen


def _bid_weight(view: FiveHundredView, seat: int, held: int) -> float:
    """How well ``held`` (a player's cards, played ones included) fits its auction calls."""
    weight = 1.0
    last = None
    for who, action in view.bids:
        if int(who) == seat and action.kind is Kind.BID:
            last = action.bid
    if last is None:
        return weight
    if last.is_misere:
        high = sum(1 for card in cards_from_mask(held)
                   if card.is_joker or card.rank >= Rank.QUEEN)
        return 1.0 if high <= 2 else 0.5 if high <= 4 else 0.15
    if last.trump is None:
        top = sum(1 for card in cards_from_mask(held) if card.is_joker or card.rank is Rank.ACE)
        return 1.0 if top >= 2 else 0.4 if top == 1 else 0.15
    trumps = bin(held & SUIT_MASK[int(last.trump)][int(last.trump)]).count("1")
    return SHORT_TRUMPS_WEIGHT[trumps] if trumps < len(SHORT_TRUMPS_WEIGHT) else weight


def sample_hidden(view: FiveHundredView, count: int, seed: int) -> list[Hidden]:
    """Up to ``count`` guesses of the unseen cards, consistent with the view."""
    me = int(view.seat)
    players = view.players
    pool = others_unseen(view)
    out = {int(seat) for seat in view.sitting_out}
    exposed = mask_of(view.exposed_hand)
    seats = [seat for seat in range(players) if seat != me and seat not in out
             and not (exposed and seat == int(view.contractor))]
    need = [view.hand_sizes[seat] for seat in seats]
    played = {seat: mask_of(cards) for seat, cards in _played(view).items()}
    forbidden = [0] * len(seats)
    if view.phase is FiveHundredPhase.PLAY:
        mode = contract_mode(view)
        voids = view.shown_voids()
        for place, seat in enumerate(seats):
            mask = 0
            for suit in voids[view.rules.seat_type(seat)]:
                mask |= SUIT_MASK[mode][int(suit)]
            if mode >= NT_SUITLESS:
                mask &= ~JOKER_BIT
            forbidden[place] = mask
    mine = mask_of(view.hand)

    def make(dealt: np.ndarray, rest: int) -> Hidden:
        hands = [0] * 4
        hands[me] = mine
        for place, seat in enumerate(seats):
            hands[seat] = int(dealt[place])
        if exposed:
            hands[int(view.contractor)] = exposed
        return Hidden(tuple(hands), rest)

    def weight(hidden: Hidden) -> float:
        value = 1.0
        for seat in seats:
            value *= _bid_weight(view, seat, hidden.hands[seat] | played.get(seat, 0))
        return value

    return draw_weighted(pool, need, forbidden, count, seed, make, weight,
                         lambda hidden: hidden, TRIES_PER_SAMPLE, MAX_FAILURES)


def play_state(view: FiveHundredView, hands: Sequence[int], mode: int | None = None
               ) -> np.ndarray:
    """The compiled state of the view's position with ``hands`` (by seat)."""
    players = view.players
    contractor = int(view.contractor)
    misere = view.contract.is_misere
    out = next((int(seat) for seat in view.sitting_out), -1)
    mode = contract_mode(view) if mode is None else mode
    array = np.zeros(4, dtype=np.int64)
    for seat in range(players):
        array[seat] = hands[seat]
    state = po.new_state(array, players, mode, misere, contractor, out, int(view.seat))
    led_mask = 0
    for led in view.led_suits:
        if led is not None:
            led_mask |= 1 << int(led)
    trick = view.current_trick
    if trick:
        led = NO_SUIT if view.current_led is None else int(view.current_led)
        if led != NO_SUIT:
            led_mask |= 1 << led
        state[po.LED] = led
        powers = POWER[mode][led]
        winner, card = max(trick, key=lambda play: powers[play[1]])
        state[po.WIN_SEAT] = int(winner)
        state[po.WIN_POW] = powers[card]
        state[po.N_PLAYED] = len(trick)
        state[po.CON_PLAYED] = int(any(int(who) == contractor for who, _ in trick))
    state[po.LED_SUITS] = led_mask
    state[po.TRICKS] = len(view.tricks)
    for seat in range(players):
        state[po.WON + seat] = view.tricks_won[seat]
    return state


def encode_action(action: FiveHundredAction) -> int:
    """A play or a joker's suit as ``playout.evaluate_options`` reads it."""
    if action.kind is Kind.JOKER_SUIT:
        return -(int(action.suit) + 1)
    named = po.NO_NAME if action.suit is None else int(action.suit)
    return int(po.encode(int(action.card), named))


def effective_suit(mode: int, card: Card) -> Suit | None:
    suit = EFFECTIVE_SUIT[mode][card]
    return None if suit == NO_SUIT else Suit(suit)
