"""Seats as an ``IntEnum`` numbered clockwise from 0, as every game of the family has them.

>>> class Place(SeatEnum):
...     SOUTH = 0
...     NORTH = 1
>>> Place.parse("n"), Place.NORTH.left, str(Place.SOUTH), Place.SOUTH.letter
(<Place.NORTH: 1>, <Place.SOUTH: 0>, 'South', 'S')
>>> Place.parse("X")
Traceback (most recent call last):
...
ValueError: 'X' is not a seat: use South or North (S, N).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Self

__all__ = ["SeatEnum"]


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
