"""Four-handed Euchre's teaching: its course, its exercise families, its card-play
puzzles and the hand analyser."""

from __future__ import annotations

from lessons.euchre.card_play import bank
from lessons.euchre.course import build_course
from lessons.euchre.families import FAMILIES
from lessons.euchre.themes import EuchreTheme
from lessons.kit.course import Course
from lessons.kit.game_lessons import Analyser, GameLessons

__all__ = ["LESSONS"]


def _warm_up() -> None:
    """The course's figures and the puzzle bank, before a learner opens either."""
    build_course()
    bank()


def _analyser() -> Analyser:
    from lessons.euchre.analyser import ANALYSER

    return ANALYSER


LESSONS = GameLessons(
    game_id="euchre",
    course=Course("euchre", "Euchre (four players)", "Learn Euchre", build_course, main=True),
    themes=EuchreTheme,
    families=FAMILIES,
    warm_up=_warm_up,
    analyser=_analyser,
)
