"""The courses of the Learn page, one per game, and how passing one of their steps is kept.

The four-handed course is the main one: passing its steps moves ``Progress.course_step``
and, once every step is passed, sets ``course_complete``. Another course is remembered by
its step keys alone (``Progress.steps_passed``), so it never moves the main course.

>>> [course.game_id for course in COURSES]
['euchre', 'cutthroat', 'buck', 'five_hundred']
>>> progress = course_for("cutthroat").passed(Progress(), "cutthroat-deal")
>>> progress.course_step, sorted(progress.steps_passed), progress.course_complete
(0, ['cutthroat-deal'], False)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from lessons.buck.course import build_buck_course
from lessons.cutthroat.course import build_cutthroat_course
from lessons.euchre.course import build_course
from lessons.five_hundred.course import build_five_hundred_course
from lessons.kit.course import Step
from lessons.kit.progress import Progress

__all__ = ["COURSES", "Course", "course_for"]


@dataclass(frozen=True)
class Course:
    """A course of steps for one game (``game_id`` as in ``euchre.games``)."""

    game_id: str
    label: str
    title: str
    build: Callable[[], tuple[Step, ...]]
    main: bool = False

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.build()

    @property
    def keys(self) -> list[str]:
        return [step.key for step in self.steps]

    def passed(self, progress: Progress, key: str) -> Progress:
        """``progress`` once step ``key`` of this course is passed."""
        progress = progress.at_step(progress.course_step, passed=key)
        if not self.main:
            return progress
        keys = self.keys
        return progress.at_step(progress.next_step(keys), complete=progress.finished(keys))


COURSES = (
    Course("euchre", "Euchre (four players)", "Learn Euchre", build_course, main=True),
    Course("cutthroat", "Cutthroat (three players)", "Learn Cutthroat",
           build_cutthroat_course),
    Course("buck", "Buck Euchre (each for themselves)", "Learn Buck Euchre", build_buck_course),
    Course("five_hundred", "Five Hundred (bidding to 500)", "Learn Five Hundred",
           build_five_hundred_course),
)


def course_for(game_id: str) -> Course:
    """The course of ``game_id`` (``KeyError`` for a game without one)."""
    for course in COURSES:
        if course.game_id == game_id:
            return course
    raise KeyError(f"no course for the game {game_id!r}")
