"""The shared perfect-information solver (``euchre.bots.search``) asked any game's question:
how many tricks a side of seats takes from a play position, given every hand.

A position is the hands of the seats still playing (seats absent from ``hands`` sit out),
the trump (None for a hand without trumps), the seat to act, the cards of the current
trick and the tricks left; ``side`` is the set of seats whose tricks are counted (a
maker alone, a partnership, one player for himself), every other active seat plays
against it. One transposition table per thread is reused from decision to decision.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Mapping, Sequence

import numpy as np

from euchre.bots.search import SearchTable, evaluate_play_cards, solve_play
from euchre.cards import Card, Suit
from euchre.ranking import NO_TRUMP

__all__ = ["card_side_tricks", "side_tricks", "warm_up"]

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
