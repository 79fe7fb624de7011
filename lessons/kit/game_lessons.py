"""What one game's lessons declare: its course, its themes, its exercise families, what to
warm before a learner asks, and its hand analyser if it has one.

Each game's lessons package (``lessons.<game>``) defines ``LESSONS``; the registry
(``lessons.registry``) finds it by the game's id, so no shared page names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from lessons.kit.course import Course
from lessons.kit.families import ExerciseFamily
from lessons.kit.themes import Theme

__all__ = ["Analyser", "GameLessons"]


def _nothing() -> None:
    return None


@dataclass(frozen=True)
class Analyser:
    """A game's hand analyser, shown by the Hand analyser page.

    ``introduction`` says what can be set up; ``setups`` shows each set-up by its label
    (Streamlit widgets); ``recorded_view(hand, move, score, hand_number)`` is the deciding
    seat's view of a recorded position; ``show_analysis(view, seed, key, move)`` shows
    Expert's figures for it."""

    introduction: str
    setups: Mapping[str, Callable[[], None]]
    recorded_view: Callable[..., Any]
    show_analysis: Callable[..., None]


@dataclass(frozen=True)
class GameLessons:
    """One game's teaching, as the Learn, Train, Progress and Hand analyser pages see it."""

    game_id: str
    course: Course
    themes: type[Theme] | None = None
    families: tuple[ExerciseFamily, ...] = ()
    #: Work to do once per server before a learner asks (compiled code, a course's figures,
    #: a puzzle bank); run in the background at start-up.
    warm_up: Callable[[], object] = _nothing
    #: The hand analyser, imported when the page opens (it is Streamlit widgets).
    analyser: Callable[[], Analyser] | None = None
