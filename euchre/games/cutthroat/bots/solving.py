"""The shared perfect-information solver (``euchre.bots.search``), asked Cutthroat's questions.

The solver plays the rest of the hand with every card face up, the maker alone on one
side (``maker_side = 1 << maker``) and the defenders still playing on the other; it
answers with the tricks the maker takes from here.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence

import numpy as np

from euchre.bots.search import SearchTable, evaluate_play_cards, solve_play
from euchre.cards import Card, Suit
from euchre.games.cutthroat.seats import Player

__all__ = ["card_tricks", "maker_tricks", "warm_up"]

N_SEATS = len(Player)
_tables = threading.local()
_warm = threading.Event()


def _table() -> SearchTable:
    """One transposition table per thread, reused from decision to decision."""
    table = getattr(_tables, "table", None)
    if table is None:
        table = _tables.table = SearchTable()
    return table


def _arguments(hands: Mapping[Player, Sequence[Card]], trump: Suit, maker: Player,
               trick: Sequence[tuple[Player, Card]], to_act: Player, tricks_left: int):
    masks = np.zeros(N_SEATS, dtype=np.int64)
    out = 0
    for seat in Player:
        if seat in hands:
            masks[seat] = sum(1 << int(card) for card in hands[seat])
        else:
            out |= 1 << seat
    leader = trick[0][0] if trick else to_act
    plays = [int(card) for _who, card in trick] or [-1]
    return (masks, int(trump), N_SEATS, out, 1 << int(maker), int(leader), plays, tricks_left)


def maker_tricks(hands: Mapping[Player, Sequence[Card]], trump: Suit, maker: Player,
                 to_act: Player, trick: Sequence[tuple[Player, Card]],
                 tricks_left: int) -> int:
    """The maker's tricks from here (the current trick included) with perfect play.
    ``hands`` holds the cards of every seat still playing (not of a seat sitting out)."""
    return solve_play(*_arguments(hands, trump, maker, trick, to_act, tricks_left),
                      table=_table())


def card_tricks(hands: Mapping[Player, Sequence[Card]], trump: Suit, maker: Player,
                to_act: Player, trick: Sequence[tuple[Player, Card]],
                tricks_left: int) -> dict[Card, int]:
    """For each legal card of ``to_act``: the maker's tricks from here after playing it."""
    values = evaluate_play_cards(*_arguments(hands, trump, maker, trick, to_act, tricks_left),
                                 table=_table())
    return {Card(card): tricks for card, tricks in values.items()}


def warm_up() -> None:
    """Load (or compile) the solver's machine code once per process, so that no decision's
    time budget pays for it."""
    if _warm.is_set():
        return
    hands = {Player.SOUTH: (Card.parse("JH"),), Player.WEST: (Card.parse("9C"),),
             Player.EAST: (Card.parse("9S"),)}
    maker_tricks(hands, Suit.HEARTS, Player.SOUTH, Player.SOUTH, (), 1)
    card_tricks(hands, Suit.HEARTS, Player.SOUTH, Player.SOUTH, (), 1)
    _warm.set()
