"""How a four-handed Euchre hand ended: tricks, makers, loners and every seat's points."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from euchre.cards import Suit
from euchre.result_record import ResultRecord
from euchre.seats import Seat, Team

__all__ = ["HandResult"]


@dataclass(frozen=True)
class HandResult(ResultRecord):
    """How a hand ended: tricks, makers, loners and the points each seat scored.

    Partners score together, so each team's points (``points``) are a view of its seats'.
    """

    seat_type: ClassVar[type[Seat]] = Seat
    score_keepers: ClassVar[type[Team]] = Team

    thrown_in: bool
    trump: Suit | None
    maker: Seat | None
    maker_alone: bool
    lone_defender: Seat | None
    tricks_by_seat: tuple[int, int, int, int]
    points_by_seat: tuple[int, int, int, int]

    @property
    def points(self) -> tuple[int, int]:
        """Points of (North–South, East–West): indexed by ``Team``."""
        return (self.points_by_seat[Seat.SOUTH], self.points_by_seat[Seat.WEST])

    @property
    def tricks_by_team(self) -> tuple[int, int]:
        t = self.tricks_by_seat
        return (t[Seat.SOUTH] + t[Seat.NORTH], t[Seat.WEST] + t[Seat.EAST])

    @property
    def makers(self) -> Team | None:
        return None if self.maker is None else self.maker.team

    @property
    def maker_tricks(self) -> int:
        return 0 if self.makers is None else self.tricks_by_team[self.makers]

    @property
    def scoring_team(self) -> Team | None:
        if self.points[0]:
            return Team.NORTH_SOUTH
        if self.points[1]:
            return Team.EAST_WEST
        return None

    def summary(self) -> str:
        """One sentence, e.g. "East–West were euchred: North–South score 2."."""
        if self.thrown_in:
            return "All four passed twice: the hand is thrown in and nobody scores."
        makers = self.makers
        who = f"{self.maker.label}" + (" alone" if self.maker_alone else "")
        tricks = self.maker_tricks
        if self.euchred:
            defenders = makers.other
            return (f"{makers.label} ({who}) took {tricks} trick{'s' * (tricks != 1)} and were "
                    f"euchred: {defenders.label} score {self.points[defenders]}.")
        kind = "a march" if self.march else f"{tricks} tricks"
        return f"{makers.label} ({who}) made {kind}: they score {self.points[makers]}."


