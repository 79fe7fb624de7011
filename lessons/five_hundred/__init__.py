"""Five Hundred's teaching: its course and the auction, kitty, misère and joker drills."""

from __future__ import annotations

from lessons.five_hundred.course import build_five_hundred_course
from lessons.five_hundred.families import FAMILIES
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.course import Course
from lessons.kit.game_lessons import GameLessons

__all__ = ["LESSONS"]

LESSONS = GameLessons(
    game_id="five_hundred",
    course=Course("five_hundred", "Five Hundred (bidding to 500)", "Learn Five Hundred",
                  build_five_hundred_course),
    themes=FiveHundredTheme,
    families=FAMILIES,
)
