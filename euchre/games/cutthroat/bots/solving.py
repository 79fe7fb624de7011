"""The shared perfect-information solver (``euchre.bots.search``), asked Cutthroat's questions.

The solver plays the rest of the hand with every card face up, the maker on one side
and the defenders on the other; it answers with the tricks the maker's side takes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from euchre.cards import Card, Suit
from euchre.games.cutthroat.seats import Player

__all__ = ["card_tricks", "maker_tricks"]

N_SEATS = 3


def maker_tricks(hands: Mapping[Player, Sequence[Card]], trump: Suit, maker: Player,
                 to_act: Player, trick: Sequence[tuple[Player, Card]],
                 tricks_left: int) -> int:
    """The maker's tricks from here (the current trick included) with perfect play."""
    raise NotImplementedError


def card_tricks(hands: Mapping[Player, Sequence[Card]], trump: Suit, maker: Player,
                to_act: Player, trick: Sequence[tuple[Player, Card]],
                tricks_left: int) -> dict[Card, int]:
    """For each legal card of ``to_act``: the maker's tricks from here after playing it."""
    raise NotImplementedError
