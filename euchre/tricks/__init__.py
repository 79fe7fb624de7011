"""Tricks, the same in every game: a finished trick, who wins one, who may play what.

The rules are read from ``euchre.ranking`` by the hand's mode (its trump suit, or no
trump); ``euchre.tricks.compiled`` holds the same kernel in compiled form for searches,
and ``euchre.tricks.solver`` the perfect-information solver.

>>> from euchre.cards import Card
>>> from euchre.ranking import HEARTS
>>> plays = ((0, Card.parse("AC")), (1, Card.parse("9H")), (2, Card.parse("KC")))
>>> trick_winner(plays, HEARTS)   # a trump wins
1
>>> Trick(0, plays, 1).card_of(2)
Card('KC')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from euchre.cards import Card
from euchre.ranking import EFFECTIVE_SUIT_ROWS, POWER_ROWS

__all__ = ["Trick", "led_suit", "trick_winner"]


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, every (seat, card) in play order, and who won it."""

    leader: Any
    plays: tuple[tuple[Any, Card], ...]
    winner: Any

    def card_of(self, seat: Any) -> Card | None:
        return next((card for who, card in self.plays if who == seat), None)


def led_suit(card: Card, mode: int) -> int:
    """The suit a card leads in ``mode`` (its effective suit)."""
    return EFFECTIVE_SUIT_ROWS[mode][card]


def trick_winner(plays: Sequence[tuple[Any, Card]], mode: int, led: int | None = None) -> Any:
    """The seat whose card wins a trick of ``plays`` (in play order) in ``mode``; ``led``
    is the suit led when it is not the first card's own (a joker led naming a suit)."""
    powers = POWER_ROWS[mode][led_suit(plays[0][1], mode) if led is None else led]
    return max(plays, key=lambda play: powers[play[1]])[0]
