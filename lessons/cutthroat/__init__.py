"""Cutthroat's teaching: its course and the drills of its key decisions (the bid, the
dummy or alone, five of ten, defending alone)."""

from __future__ import annotations

from lessons.cutthroat.course import build_cutthroat_course
from lessons.cutthroat.families import FAMILIES
from lessons.cutthroat.themes import CutthroatTheme
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
    themes=CutthroatTheme,
    families=FAMILIES,
    warm_up=build_cutthroat_course,
    analyser=_analyser,
)
