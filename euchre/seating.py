"""Seatings: how many seats a game has, their names, where each sits and who keeps score together.

Seats are numbered 0.. clockwise; "left of" a seat is the next number. Who plays with whom
in one hand is the hand's ``sides``; a seating's ``teams`` are the score-keeping units of
a whole match (partnerships in four-handed Euchre, one per seat when each plays alone).

>>> PARTNERSHIPS.size, PARTNERSHIPS.names[PARTNERSHIPS.left_of(3)]
(4, 'South')
>>> PARTNERSHIPS.team_names, PARTNERSHIPS.members(1)
(('North–South', 'East–West'), (1, 3))
>>> PARTNERSHIPS.team_totals((2, 0, 2, 0))
(2, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from euchre.cards import Seat, Team

__all__ = ["PARTNERSHIPS", "Seating", "TablePosition"]


class TablePosition(StrEnum):
    """Where a seat is drawn at the table; the user sits at the bottom."""

    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


@dataclass(frozen=True)
class Seating:
    """The seats of a game, clockwise from the user's seat, and the teams that keep score."""

    names: tuple[str, ...]
    positions: tuple[TablePosition, ...]
    teams: tuple[int, ...]  # seat -> team index
    team_names: tuple[str, ...]
    dummy_position: TablePosition | None = None  # where a dummy hand is drawn, if the game has one

    def __post_init__(self) -> None:
        size = len(self.names)
        if not (len(self.positions) == len(self.teams) == size):
            raise ValueError("a seating needs a name, a table position and a team for every seat.")
        if self.dummy_position is not None and self.dummy_position in self.positions:
            raise ValueError("the dummy hand needs a table position no seat takes.")
        if sorted(set(self.teams)) != list(range(len(self.team_names))):
            raise ValueError("teams must be numbered 0.. and each must have a name.")

    @property
    def size(self) -> int:
        return len(self.names)

    @property
    def seats(self) -> range:
        return range(self.size)

    def left_of(self, seat: int) -> int:
        """The next seat clockwise."""
        return (seat + 1) % self.size

    def members(self, team: int) -> tuple[int, ...]:
        return tuple(seat for seat in self.seats if self.teams[seat] == team)

    def team_totals(self, points_by_seat: Sequence[int]) -> tuple[int, ...]:
        """Each team's points from every seat's: the members of a team score together."""
        totals = []
        for team in range(len(self.team_names)):
            points = {points_by_seat[seat] for seat in self.members(team)}
            if len(points) != 1:
                raise ValueError(f"the members of {self.team_names[team]} scored differently.")
            totals.append(points.pop())
        return tuple(totals)


PARTNERSHIPS = Seating(
    names=tuple(seat.label for seat in Seat),
    positions=(TablePosition.BOTTOM, TablePosition.LEFT, TablePosition.TOP, TablePosition.RIGHT),
    teams=tuple(int(seat.team) for seat in Seat),
    team_names=tuple(team.label for team in Team),
)
"""Four seats, partners opposite: South and North against West and East."""
