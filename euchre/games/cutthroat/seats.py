"""Cutthroat's three players, clockwise, and where they (and the dummy hand) sit at the table.

>>> Player.parse("W"), Player.EAST.left, Player.SOUTH.label
(<Player.WEST: 1>, <Player.SOUTH: 0>, 'South')
>>> CUTTHROAT_SEATING.size, CUTTHROAT_SEATING.dummy_position
(3, <TablePosition.TOP: 'top'>)
"""

from __future__ import annotations

from enum import IntEnum

from euchre.seating import Seating, TablePosition

__all__ = ["CUTTHROAT_SEATING", "Player"]


class Player(IntEnum):
    """The three players, clockwise; the dummy's place lies between West and East."""

    SOUTH = 0
    WEST = 1
    EAST = 2

    @property
    def label(self) -> str:
        return self.name.capitalize()

    @property
    def letter(self) -> str:
        return self.name[0]

    @property
    def left(self) -> Player:
        """The next player clockwise."""
        return Player((self + 1) % 3)

    @classmethod
    def parse(cls, text: str | int) -> Player:
        """Read a player from ``"West"``, ``"W"`` (any case) or its number 0–2."""
        if isinstance(text, Player):
            return text
        if isinstance(text, int) and not isinstance(text, bool) and 0 <= text < 3:
            return cls(text)
        key = str(text).strip().upper()
        for player in cls:
            if key in (player.name, player.letter):
                return player
        raise ValueError(f"{text!r} is not a Cutthroat player: use South, West or East (S, W, E).")

    def __str__(self) -> str:
        return self.label


CUTTHROAT_SEATING = Seating(
    names=tuple(player.label for player in Player),
    positions=(TablePosition.BOTTOM, TablePosition.LEFT, TablePosition.RIGHT),
    teams=(0, 1, 2),
    team_names=tuple(player.label for player in Player),
    dummy_position=TablePosition.TOP,
)
"""Three players, each for themselves; the dummy hand is drawn at the top."""
