"""Cutthroat's teaching: its course."""

from __future__ import annotations

from lessons.cutthroat.course import build_cutthroat_course
from lessons.kit.course import Course
from lessons.kit.game_lessons import Analyser, GameLessons

__all__ = ["LESSONS"]


def _analyser() -> Analyser:
    from lessons.cutthroat.analyser import ANALYSER

    return ANALYSER


LESSONS = GameLessons(
    game_id="cutthroat",
    course=Course("cutthroat", "Cutthroat (three players)", "Learn Cutthroat",
                  build_cutthroat_course),
    warm_up=build_cutthroat_course,
    analyser=_analyser,
)
