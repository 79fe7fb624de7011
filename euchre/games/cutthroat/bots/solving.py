"""The shared perfect-information solver, asked Cutthroat's questions.

The solver plays the rest of the hand with every card face up, the maker alone on one
side and the defenders still playing on the other (``euchre.bots.seat_solver``); it
answers with the tricks the maker takes from here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from euchre.cards import Card, Suit
from euchre.games.cutthroat.seats import Player
from euchre.tricks.solver import card_side_tricks, side_tricks, warm_up

__all__ = ["card_tricks", "maker_tricks", "warm_up"]

N_SEATS = len(Player)


def maker_tricks(hands: Mapping[Player, Sequence[Card]], trump: Suit, maker: Player,
                 to_act: Player, trick: Sequence[tuple[Player, Card]],
                 tricks_left: int) -> int:
    """The maker's tricks from here (the current trick included) with perfect play.
    ``hands`` holds the cards of every seat still playing (not of a seat sitting out)."""
    return side_tricks(N_SEATS, hands, trump, (maker,), to_act, trick, tricks_left)


def card_tricks(hands: Mapping[Player, Sequence[Card]], trump: Suit, maker: Player,
                to_act: Player, trick: Sequence[tuple[Player, Card]],
                tricks_left: int) -> dict[Card, int]:
    """For each legal card of ``to_act``: the maker's tricks from here after playing it."""
    return card_side_tricks(N_SEATS, hands, trump, (maker,), to_act, trick, tricks_left)
