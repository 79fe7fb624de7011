"""Five Hundred's teaching: its course and the auction, kitty, misère and joker drills."""

from __future__ import annotations

from lessons.five_hundred.course import build_five_hundred_course
from lessons.five_hundred.families import FAMILIES
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.course import Course
from lessons.kit.game_lessons import Analyser, GameLessons

__all__ = ["LESSONS"]


def _analyser() -> Analyser:
    from lessons.five_hundred.analyser import ANALYSER

    return ANALYSER


LESSONS = GameLessons(
    game_id="five_hundred",
    course=Course("five_hundred", "Five Hundred (bidding to 500)", "Learn Five Hundred",
                  build_five_hundred_course),
    themes=FiveHundredTheme,
    families=FAMILIES,
    analyser=_analyser,
)
