"""What every game's hand result shares: whether the makers were euchred or marched, and
the record form of the result (who made what, the tricks per seat, the points per side)."""

from __future__ import annotations

from typing import Any, ClassVar

from euchre.cards import Suit

__all__ = ["ResultRecord"]


class ResultRecord:
    """Base of a game's frozen result dataclass; the game names its seats and scoring sides
    and may add its own declarations to the record with ``declarations``."""

    seat_type: ClassVar[Any]  # every seat, in order: the keys of "tricks"
    score_keepers: ClassVar[Any]  # what ``points`` is indexed by: the keys of "points"

    thrown_in: bool
    trump: Suit | None
    maker: Any
    maker_alone: bool
    lone_defender: Any
    tricks_by_seat: tuple[int, ...]

    @property
    def maker_tricks(self) -> int:
        raise NotImplementedError

    @property
    def points(self) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def euchred(self) -> bool:
        return not self.thrown_in and self.maker_tricks < 3

    @property
    def march(self) -> bool:
        return not self.thrown_in and self.maker_tricks == 5

    def declarations(self) -> dict[str, object]:
        """The game's own choices of the maker, recorded after ``maker``."""
        return {}

    def to_dict(self) -> dict[str, object]:
        return {
            "thrown_in": self.thrown_in,
            "trump": None if self.trump is None else self.trump.letter,
            "maker": None if self.maker is None else self.maker.label,
            **self.declarations(),
            "maker_alone": self.maker_alone,
            "lone_defender": None if self.lone_defender is None else self.lone_defender.label,
            "tricks": {seat.label: self.tricks_by_seat[seat] for seat in self.seat_type},
            "points": {side.label: self.points[side] for side in self.score_keepers},
            "euchred": self.euchred,
            "march": self.march,
        }
