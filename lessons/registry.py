"""Every registered game's lessons, found by the game's id (``lessons.<game id>.LESSONS``).

The pages ask this registry for courses, exercise families, themes and analysers, so a new
game's teaching is one package under ``lessons/`` and nothing else.

>>> [lessons.game_id for lessons in all_lessons()]
['euchre', 'cutthroat', 'buck', 'five_hundred']
>>> family("bidding").game_id, theme("drop-out-trump").label
('euchre', 'Buck: dropping out against a maker')
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache

from euchre import games
from lessons.kit.course import Course
from lessons.kit.families import ExerciseFamily
from lessons.kit.game_lessons import Analyser, GameLessons
from lessons.kit.progress import Progress
from lessons.kit.themes import Theme, Tier

__all__ = [
    "all_lessons",
    "analyser_for",
    "course_for",
    "courses",
    "families",
    "families_practising",
    "family",
    "game_progress",
    "lessons_for",
    "progress_rows",
    "theme",
    "warm_up_all",
]


@cache
def lessons_for(game_id: str) -> GameLessons | None:
    """The lessons of ``game_id``, or None for a game that has none."""
    try:
        module = importlib.import_module(f"lessons.{game_id}")
    except ModuleNotFoundError as error:
        if error.name == f"lessons.{game_id}":
            return None
        raise
    lessons = module.LESSONS
    if not isinstance(lessons, GameLessons) or lessons.game_id != game_id:
        raise TypeError(f"lessons.{game_id}.LESSONS must be the GameLessons of {game_id!r}")
    return lessons


def all_lessons() -> tuple[GameLessons, ...]:
    """The lessons of every registered game that has them, in the registry's order."""
    found = (lessons_for(game_id) for game_id in games.game_ids())
    return tuple(lessons for lessons in found if lessons is not None)


def courses() -> tuple[Course, ...]:
    return tuple(lessons.course for lessons in all_lessons())


def course_for(game_id: str) -> Course:
    """The course of ``game_id`` (``KeyError`` for a game without one)."""
    lessons = lessons_for(game_id)
    if lessons is None:
        raise KeyError(f"no course for the game {game_id!r}")
    return lessons.course


def families() -> tuple[ExerciseFamily, ...]:
    """Every game's exercise families, game by game."""
    return tuple(family for lessons in all_lessons() for family in lessons.families)


def family(family_id: str) -> ExerciseFamily:
    """The exercise family of that id (``KeyError`` names an unknown one)."""
    for candidate in families():
        if candidate.id == family_id:
            return candidate
    raise KeyError(f"no exercise family {family_id!r}")


def theme(theme_id: str) -> Theme:
    """The theme of that id, whichever game's (``KeyError`` names an unknown one)."""
    for lessons in all_lessons():
        if lessons.themes is not None and theme_id in lessons.themes._value2member_map_:
            return lessons.themes(theme_id)
    raise KeyError(f"no theme {theme_id!r}")


def families_practising(chosen: Theme) -> tuple[ExerciseFamily, ...]:
    """The families with exercises on ``chosen`` at some tier."""
    return tuple(candidate for candidate in families()
                 if any(chosen in candidate.themes(tier) for tier in Tier))


def progress_rows(progress: Progress, game_id: str | None = None) -> list[dict[str, object]]:
    """One row per theme practised (for a table or a chart), each game's themes in order;
    only ``game_id``'s when given."""
    themes = [(member, ", ".join(f.label for f in families_practising(member)))
              for lessons in all_lessons()
              if lessons.themes is not None and game_id in (None, lessons.game_id)
              for member in lessons.themes]
    return progress.rows(themes)


def analyser_for(game_id: str) -> Analyser | None:
    """The hand analyser of ``game_id``, or None for a game without one."""
    lessons = lessons_for(game_id)
    if lessons is None or lessons.analyser is None:
        return None
    return lessons.analyser()


def warm_up_all() -> None:
    """Every game's lesson warm-up, one after another."""
    for lessons in all_lessons():
        lessons.warm_up()


@dataclass(frozen=True)
class GameProgress:
    """How far a learner got with one game: its course and its exercises."""

    steps_passed: int
    steps: int
    answered: int
    correct: int

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answered if self.answered else None


def game_progress(progress: Progress, game_id: str) -> GameProgress | None:
    """``progress`` on ``game_id``'s course and themes (None for a game without lessons)."""
    lessons = lessons_for(game_id)
    if lessons is None:
        return None
    keys = lessons.course.keys
    records = [progress.theme(member) for member in lessons.themes or ()]
    return GameProgress(
        steps_passed=sum(1 for key in keys if key in progress.steps_passed),
        steps=len(keys),
        answered=sum(record.attempts for record in records),
        correct=sum(record.correct for record in records),
    )
