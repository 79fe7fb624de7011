"""Buck Euchre's four players, clockwise, each playing for themselves.

>>> Player.parse("N"), Player.EAST.left, Player.WEST.label
(<Player.NORTH: 2>, <Player.SOUTH: 0>, 'West')
>>> BUCK_SEATING.size, BUCK_SEATING.teams
(4, (0, 1, 2, 3))
"""

from __future__ import annotations

from euchre.seats import SeatEnum, Seating, TablePosition

__all__ = ["BUCK_SEATING", "Player"]


class Player(SeatEnum):
    """The four players, clockwise; nobody has a partner.

    >>> Player.parse("dummy")
    Traceback (most recent call last):
    ...
    ValueError: 'dummy' is not a Buck Euchre player: use South, West, North or East (S, W, N, E).
    """

    SOUTH = 0
    WEST = 1
    NORTH = 2
    EAST = 3

    @classmethod
    def _noun(cls) -> str:
        return "a Buck Euchre player"


BUCK_SEATING = Seating(
    names=tuple(player.label for player in Player),
    positions=(TablePosition.BOTTOM, TablePosition.LEFT, TablePosition.TOP, TablePosition.RIGHT),
    teams=(0, 1, 2, 3),
    team_names=tuple(player.label for player in Player),
)
"""Four players, each for themselves: four scores counting down."""
