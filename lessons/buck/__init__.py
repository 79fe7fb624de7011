"""Buck Euchre's teaching: its course, the bidding and the drop-out drills."""

from __future__ import annotations

from lessons.buck.course import build_buck_course
from lessons.buck.families import FAMILIES
from lessons.buck.themes import BuckTheme
from lessons.kit.course import Course
from lessons.kit.game_lessons import Analyser, GameLessons

__all__ = ["LESSONS"]


def _analyser() -> Analyser:
    from lessons.buck.analyser import ANALYSER

    return ANALYSER


LESSONS = GameLessons(
    game_id="buck",
    course=Course("buck", "Buck Euchre (each for themselves)", "Learn Buck Euchre",
                  build_buck_course),
    themes=BuckTheme,
    families=FAMILIES,
    analyser=_analyser,
)
