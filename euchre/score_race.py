"""A game's score race: where every side starts, the goal it races to, and whether a side can
lose outright on the way (Five Hundred's −500).

>>> race = ScoreRace(start=25, goal=0)
>>> race.counts_down, race.best((7, 3, 12)), race.lead(-1, 3), race.words
(True, 3, 4, 'from 25 down to 0')
>>> ScoreRace(start=0, goal=10).words, ScoreRace(0, 500, floor=-500).words
('to 10', 'to 500, out at -500')
>>> ScoreRace(25, 0).gained((3, -1)), ScoreRace(0, 10).gained((3, -1))
((-3, 1), (3, -1))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["ScoreRace"]


@dataclass(frozen=True)
class ScoreRace:
    """Where every side's score starts, the goal it races to, and the score at which a
    side loses outright, if the game has one."""

    start: int
    goal: int
    floor: int | None = None

    @property
    def counts_down(self) -> bool:
        """Whether scores go down to the goal (the lower score is ahead)."""
        return self.goal < self.start

    def best(self, scores: Sequence[int]) -> int:
        """The score furthest ahead of ``scores``."""
        return min(scores) if self.counts_down else max(scores)

    def lead(self, ours: int, theirs: int) -> int:
        """How far ``ours`` is ahead of ``theirs`` (negative when behind)."""
        return theirs - ours if self.counts_down else ours - theirs

    def gained(self, points: Sequence[int]) -> tuple[int, ...]:
        """A hand's points as points gained: a count going down gains what it loses."""
        return tuple(-value for value in points) if self.counts_down else tuple(points)

    @property
    def words(self) -> str:
        """The race in a few words: "to 10", "from 25 down to 0"."""
        if self.counts_down:
            return f"from {self.start} down to {self.goal}"
        if self.floor is not None:
            return f"to {self.goal}, out at {self.floor}"
        return f"to {self.goal}"
