"""How a Cutthroat hand ended: tricks and points per player, by the scoring table.

The maker scores +1 for 3–4 tricks and +3 for all five, with or without the dummy
(Clarification 1). A euchred maker gives each defender +2, unless a defender went alone:
then only that defender scores, +2 for 3–4 tricks and +4 for all five (Clarification 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from euchre.cards import Suit
from euchre.games.cutthroat.seats import Player
from euchre.result_record import ResultRecord

__all__ = ["CutthroatResult", "hand_points"]


def hand_points(
    maker: Player, maker_tricks: int, lone_defender: Player | None,
) -> tuple[int, int, int]:
    """Each player's points for a played hand.

    >>> hand_points(Player.WEST, 5, None), hand_points(Player.WEST, 2, None)
    ((0, 3, 0), (2, 0, 2))
    >>> hand_points(Player.WEST, 0, Player.EAST)
    (0, 0, 4)
    """
    points = [0, 0, 0]
    if maker_tricks >= 3:
        points[maker] = 3 if maker_tricks == 5 else 1
    elif lone_defender is not None:
        points[lone_defender] = 4 if maker_tricks == 0 else 2
    else:
        for player in Player:
            if player != maker:
                points[player] = 2
    return (points[0], points[1], points[2])


@dataclass(frozen=True)
class CutthroatResult(ResultRecord):
    """A finished hand: who made trump, how, the tricks and the points of every player."""

    seat_type: ClassVar[type[Player]] = Player
    score_keepers: ClassVar[type[Player]] = Player

    thrown_in: bool
    trump: Suit | None
    maker: Player | None
    took_dummy: bool | None
    maker_alone: bool
    lone_defender: Player | None
    tricks_by_seat: tuple[int, int, int]
    points_by_seat: tuple[int, int, int]

    @property
    def maker_tricks(self) -> int:
        return 0 if self.maker is None else self.tricks_by_seat[self.maker]

    @property
    def points(self) -> tuple[int, int, int]:
        """Points per player (each player keeps their own score)."""
        return self.points_by_seat

    def summary(self) -> str:
        """One sentence, e.g. "West (with the dummy) made 3 tricks: West scores 1."."""
        if self.thrown_in:
            return "All three passed twice: the hand is thrown in and nobody scores."
        how = "alone" if self.maker_alone else "with the dummy"
        maker = f"{self.maker} ({how})"
        tricks = self.maker_tricks
        if self.euchred:
            if self.lone_defender is not None:
                scorers = f"{self.lone_defender}, defending alone, scores"
                points = self.points_by_seat[self.lone_defender]
            else:
                defenders = [p for p in Player if p != self.maker]
                scorers = f"{defenders[0]} and {defenders[1]} score"
                points = self.points_by_seat[defenders[0]]
            return (f"{maker} took {tricks} trick{'s' * (tricks != 1)} and was euchred: "
                    f"{scorers} {points}.")
        kind = "a march" if self.march else f"{tricks} tricks"
        return f"{maker} made {kind}: {self.maker} scores {self.points_by_seat[self.maker]}."

    def declarations(self) -> dict[str, object]:
        return {"took_dummy": self.took_dummy}
