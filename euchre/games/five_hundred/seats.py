"""Five Hundred's seats: four players in two partnerships (the default), or three alone.

The four-handed game seats South, West, North and East clockwise, partners opposite (the
family's partnership seats, ``euchre.seats.Seat``, scoring by ``Team``). The three-handed
game seats South, West and East, each keeping their own score.

>>> Player3.parse("E"), Player3.EAST.left, FOUR_HANDED.team_names
(<Player3.EAST: 2>, <Player3.SOUTH: 0>, ('North–South', 'East–West'))
>>> THREE_HANDED.size, THREE_HANDED.teams
(3, (0, 1, 2))
"""

from __future__ import annotations

from euchre.seats import PARTNERSHIPS, SeatEnum, Seating, TablePosition

__all__ = ["FOUR_HANDED", "THREE_HANDED", "Player3", "seating_for"]


class Player3(SeatEnum):
    """The three players of three-handed Five Hundred, clockwise.

    >>> Player3.parse("north")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: 'north' is not a three-handed Five Hundred player: use South, West or East ...
    """

    SOUTH = 0
    WEST = 1
    EAST = 2

    @classmethod
    def _noun(cls) -> str:
        return "a three-handed Five Hundred player"


FOUR_HANDED: Seating = PARTNERSHIPS
"""Four seats, partners opposite: North–South against East–West."""

THREE_HANDED = Seating(
    names=tuple(player.label for player in Player3),
    positions=(TablePosition.BOTTOM, TablePosition.LEFT, TablePosition.RIGHT),
    teams=(0, 1, 2),
    team_names=tuple(player.label for player in Player3),
)
"""Three players, each for themselves (the contractor plays against the other two)."""


def seating_for(players: int) -> Seating:
    """The seating of a game of four players (partnerships) or three (each alone)."""
    return FOUR_HANDED if players == 4 else THREE_HANDED
