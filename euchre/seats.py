"""Seats and seatings: a game's seats, their names, where each sits and who keeps score together.

Seats are numbered 0.. clockwise; "left of" a seat is the next number. A game's seats are
a ``SeatEnum`` (printed by name, read from a name, a letter or a number). Who plays with
whom in one hand is the hand's ``sides``; a seating's ``teams`` are the score-keeping units
of a whole match (partnerships, or one per seat when each plays alone).

>>> class Place(SeatEnum):
...     SOUTH = 0
...     WEST = 1
...     NORTH = 2
...     EAST = 3
>>> Place.parse("n"), Place.NORTH.left, str(Place.SOUTH), Place.SOUTH.letter
(<Place.NORTH: 2>, <Place.EAST: 3>, 'South', 'S')
>>> Place.parse("X")
Traceback (most recent call last):
...
ValueError: 'X' is not a seat: use South, West, North or East (S, W, N, E).
>>> pairs = Seating(names=("South", "West", "North", "East"),
...                 positions=tuple(TablePosition), teams=(0, 1, 0, 1),
...                 team_names=("North–South", "East–West"))
>>> pairs.size, pairs.names[pairs.left_of(3)], pairs.partners(0), pairs.members(1)
(4, 'South', (2,), (1, 3))
>>> pairs.team_totals((2, 0, 2, 0))
(2, 0)

The four seats of a partnership game (four-handed Euchre, Five Hundred) are ``Seat``, its
two teams ``Team``, and ``PARTNERSHIPS`` their seating:

>>> Seat.parse("s"), Seat.parse(3), Seat.NORTH.left, Seat.WEST.partner, Seat.EAST.team
(<Seat.SOUTH: 0>, <Seat.EAST: 3>, <Seat.EAST: 3>, <Seat.EAST: 3>, <Team.EAST_WEST: 1>)
>>> PARTNERSHIPS.size, PARTNERSHIPS.team_names, PARTNERSHIPS.partners(Seat.SOUTH)
(4, ('North–South', 'East–West'), (2,))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import IntEnum, StrEnum
from typing import Self

__all__ = ["PARTNERSHIPS", "Seat", "SeatEnum", "Seating", "TablePosition", "Team"]


class SeatEnum(IntEnum):
    """A game's seats: printed by name, read from a name, a letter or a number."""

    @property
    def label(self) -> str:
        return self.name.capitalize()

    @property
    def letter(self) -> str:
        return self.name[0]

    @property
    def left(self) -> Self:
        """The next seat clockwise."""
        seats = type(self)
        return seats((self + 1) % len(seats))

    @classmethod
    def parse(cls, text: str | int) -> Self:
        """Read a seat from its name (``"South"``), its letter (``"S"``, any case) or number."""
        if isinstance(text, cls):
            return text
        if isinstance(text, int) and not isinstance(text, bool) and 0 <= text < len(cls):
            return cls(text)
        key = str(text).strip().upper()
        for seat in cls:
            if key in (seat.name, seat.letter):
                return seat
        labels = [seat.label for seat in cls]
        names = f"{', '.join(labels[:-1])} or {labels[-1]}"
        letters = ", ".join(seat.letter for seat in cls)
        raise ValueError(f"{text!r} is not {cls._noun()}: use {names} ({letters}).")

    @classmethod
    def _noun(cls) -> str:
        """What one of these seats is called in a refusal."""
        return "a seat"

    def __str__(self) -> str:
        return self.label


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
    def bottom(self) -> int:
        """The seat drawn at the bottom of the table: the user's, in the app."""
        return self.positions.index(TablePosition.BOTTOM)

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

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s team (none when each plays alone)."""
        return tuple(other for other in self.members(self.teams[seat]) if other != seat)

    @property
    def in_partnerships(self) -> bool:
        """Whether players keep score in teams of more than one."""
        return any(len(self.members(team)) > 1 for team in range(len(self.team_names)))

    def turned_to(self, seat: int) -> Seating:
        """This seating drawn from ``seat``: every seat moved round the table so that
        ``seat`` sits at the bottom (where the user sits)."""
        size = self.size
        positions = tuple(self.positions[(other - seat) % size] for other in self.seats)
        return replace(self, positions=positions)

    def seat_label(self, seat: int, user: int) -> str:
        """A seat as the player at ``user`` reads it: "You", "North (partner)", "West"."""
        if seat == user:
            return "You"
        name = self.names[seat]
        return f"{name} (partner)" if self.teams[seat] == self.teams[user] else name

    def team_label(self, team: int, user: int) -> str:
        """A team as the player at ``user`` reads it: "Your team" / "Opponents" in
        partnerships, "You" or the player's name when each plays alone."""
        members = self.members(team)
        if len(members) == 1:
            return "You" if members[0] == user else self.names[members[0]]
        if team == self.teams[user]:
            return "Your team"
        return "Opponents" if len(self.team_names) == 2 else self.team_names[team]

    def team_totals(self, points_by_seat: Sequence[int]) -> tuple[int, ...]:
        """Each team's points from every seat's: the members of a team score together."""
        totals = []
        for team in range(len(self.team_names)):
            points = {points_by_seat[seat] for seat in self.members(team)}
            if len(points) != 1:
                raise ValueError(f"the members of {self.team_names[team]} scored differently.")
            totals.append(points.pop())
        return tuple(totals)


class Team(IntEnum):
    NORTH_SOUTH = 0
    EAST_WEST = 1

    @property
    def label(self) -> str:
        return "North–South" if self is Team.NORTH_SOUTH else "East–West"

    @property
    def other(self) -> Team:
        return Team(1 - self)

    def __str__(self) -> str:
        return self.label


class Seat(SeatEnum):
    """The four seats of a partnership game, clockwise. "Left of X" is the next seat clockwise."""

    SOUTH = 0
    WEST = 1
    NORTH = 2
    EAST = 3

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) % 4)

    @property
    def team(self) -> Team:
        return Team(self & 1)


PARTNERSHIPS = Seating(
    names=tuple(seat.label for seat in Seat),
    positions=(TablePosition.BOTTOM, TablePosition.LEFT, TablePosition.TOP, TablePosition.RIGHT),
    teams=tuple(int(seat.team) for seat in Seat),
    team_names=tuple(team.label for team in Team),
)
"""Four seats, partners opposite: South and North against West and East."""
