"""A learner's progress: where the course stopped, accuracy per theme, and streaks.

``Progress`` is an immutable value: ``record`` and ``at_step`` return a new one, so a page
can build the next value and assign it once. ``to_dict``/``from_dict`` give the plain
JSON form kept in the session or the store.

Accuracy is kept by theme id, so a theme of any game (``lessons.<game>.themes``) or its id
names the same record, and a theme retired since a record was saved is kept, unshown.

>>> progress = Progress().record("left-bower-suit", True).record("trump-lead", False)
>>> progress.streak, progress.best_streak, progress.theme("trump-lead").accuracy
(0, 1, 0.0)
>>> Progress.from_dict(progress.to_dict()) == progress
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from lessons.kit.themes import Theme

__all__ = ["RECENT", "Progress", "ThemeRecord"]

RECENT = 10  # answers remembered per theme for choosing what comes back
FORMAT = 1


@dataclass(frozen=True)
class ThemeRecord:
    """Graded answers on one theme; ``recent`` holds the last ``RECENT``, newest last."""

    attempts: int = 0
    correct: int = 0
    recent: tuple[bool, ...] = ()

    @property
    def accuracy(self) -> float | None:
        return None if not self.attempts else self.correct / self.attempts

    @property
    def recent_misses(self) -> int:
        return sum(1 for ok in self.recent if not ok)

    def add(self, correct: bool) -> ThemeRecord:
        return ThemeRecord(
            self.attempts + 1,
            self.correct + int(correct),
            (*self.recent, correct)[-RECENT:],
        )


@dataclass(frozen=True)
class Progress:
    """Everything remembered about one learner (a guest's lives in the session only)."""

    course_step: int = 0
    steps_passed: frozenset[str] = frozenset()
    course_complete: bool = False
    records: Mapping[str, ThemeRecord] = field(default_factory=lambda: MappingProxyType({}))
    streak: int = 0
    best_streak: int = 0
    judgment_calls: int = 0

    # ---- the course --------------------------------------------------------------------
    def at_step(self, index: int, passed: str | None = None, complete: bool = False) -> Progress:
        """Move the course to step ``index``, marking step ``passed`` (a key) as passed."""
        passed_keys = self.steps_passed | ({passed} if passed else set())
        return replace(
            self,
            course_step=max(0, index),
            steps_passed=frozenset(passed_keys),
            course_complete=self.course_complete or complete,
        )

    def next_step(self, keys: Sequence[str]) -> int:
        """The index of the first step in ``keys`` not yet passed (the last when all are).

        Steps added to the course after a learner passed the others come up here.
        """
        for index, key in enumerate(keys):
            if key not in self.steps_passed:
                return index
        return max(0, len(keys) - 1)

    def may_open(self, keys: Sequence[str], index: int) -> bool:
        """A step opens once passed, or when every step before it is passed."""
        return 0 <= index < len(keys) and (
            keys[index] in self.steps_passed or index <= self.next_step(keys))

    def finished(self, keys: Sequence[str]) -> bool:
        """Every step of the course as it is now has been passed."""
        return all(key in self.steps_passed for key in keys)

    # ---- exercises ---------------------------------------------------------------------
    def theme(self, theme: Theme | str) -> ThemeRecord:
        return self.records.get(str(theme), ThemeRecord())

    def record(self, theme: Theme | str, correct: bool | None) -> Progress:
        """Count one answer; ``None`` (a judgment call) counts apart and keeps the streak."""
        if correct is None:
            return replace(self, judgment_calls=self.judgment_calls + 1)
        records = dict(self.records)
        records[str(theme)] = self.theme(theme).add(correct)
        streak = self.streak + 1 if correct else 0
        return replace(
            self,
            records=MappingProxyType(records),
            streak=streak,
            best_streak=max(self.best_streak, streak),
        )

    def weight(self, theme: Theme | str) -> float:
        """How often ``theme`` should come up: 1, plus 2 per miss among its recent answers."""
        return 1.0 + 2.0 * self.theme(theme).recent_misses

    def pick_theme(
        self, themes: Iterable[Theme], rng: random.Random,
        shares: Mapping[Theme, float] | None = None,
    ) -> Theme:
        """Draw the next theme from ``themes`` in proportion to its share (1 unless given),
        times its ``weight``: recently missed themes come back more often."""
        choices = list(themes)
        if not choices:
            raise ValueError("no theme to choose from")
        shares = shares or {}
        weights = [shares.get(theme, 1.0) * self.weight(theme) for theme in choices]
        return rng.choices(choices, weights=weights)[0]

    @property
    def answered(self) -> int:
        return sum(record.attempts for record in self.records.values())

    def rows(self, themes: Iterable[tuple[Theme, str]]) -> list[dict[str, Any]]:
        """One row per theme practised, of ``themes`` (each with the label of the families
        practising it), in that order (for a table or a chart)."""
        rows = []
        for theme, families in themes:
            record = self.theme(theme)
            if not record.attempts:
                continue
            rows.append({
                "theme": theme.label,
                "family": families,
                "answered": record.attempts,
                "correct": record.correct,
                "accuracy": record.accuracy,
                "recent misses": record.recent_misses,
            })
        return rows

    # ---- storage -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "course_step": self.course_step,
            "steps_passed": sorted(self.steps_passed),
            "course_complete": self.course_complete,
            "themes": {
                str(theme): {
                    "attempts": record.attempts,
                    "correct": record.correct,
                    "recent": list(record.recent),
                }
                for theme, record in self.records.items()
            },
            "streak": self.streak,
            "best_streak": self.best_streak,
            "judgment_calls": self.judgment_calls,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Progress:
        """Read saved progress; an empty record gives a new learner. Bad data is refused."""
        if not data:
            return cls()
        try:
            records = {}
            for key, value in dict(data.get("themes", {})).items():
                theme = str(key)
                recent = tuple(bool(ok) for ok in value.get("recent", ()))[-RECENT:]
                record = ThemeRecord(int(value["attempts"]), int(value["correct"]), recent)
                if not 0 <= record.correct <= record.attempts:
                    raise ValueError(f"theme {key}: correct answers exceed attempts")
                records[theme] = record
            progress = cls(
                course_step=int(data.get("course_step", 0)),
                steps_passed=frozenset(str(key) for key in data.get("steps_passed", ())),
                course_complete=bool(data.get("course_complete", False)),
                records=MappingProxyType(records),
                streak=int(data.get("streak", 0)),
                best_streak=int(data.get("best_streak", 0)),
                judgment_calls=int(data.get("judgment_calls", 0)),
            )
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise ValueError(f"the saved progress is not readable: {error}") from None
        if min(progress.course_step, progress.streak, progress.best_streak) < 0:
            raise ValueError("the saved progress is not readable: negative counts")
        return progress

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Progress):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
