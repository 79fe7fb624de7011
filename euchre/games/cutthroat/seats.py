"""Cutthroat's three players, clockwise, and where they (and the dummy hand) sit at the table.

>>> Player.parse("W"), Player.EAST.left, Player.SOUTH.label
(<Player.WEST: 1>, <Player.SOUTH: 0>, 'South')
>>> CUTTHROAT_SEATING.size, CUTTHROAT_SEATING.dummy_position
(3, <TablePosition.TOP: 'top'>)
"""

from __future__ import annotations

from euchre.seats import SeatEnum, Seating, TablePosition

__all__ = ["CUTTHROAT_SEATING", "Player"]


class Player(SeatEnum):
    """The three players, clockwise; the dummy's place lies between West and East.

    >>> Player.parse("north")
    Traceback (most recent call last):
    ...
    ValueError: 'north' is not a Cutthroat player: use South, West or East (S, W, E).
    """

    SOUTH = 0
    WEST = 1
    EAST = 2

    @classmethod
    def _noun(cls) -> str:
        return "a Cutthroat player"


CUTTHROAT_SEATING = Seating(
    names=tuple(player.label for player in Player),
    positions=(TablePosition.BOTTOM, TablePosition.LEFT, TablePosition.RIGHT),
    teams=(0, 1, 2),
    team_names=tuple(player.label for player in Player),
    dummy_position=TablePosition.TOP,
)
"""Three players, each for themselves; the dummy hand is drawn at the top."""
