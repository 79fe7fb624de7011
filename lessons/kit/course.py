"""A course's parts, the same in every game: steps of text, example tables and checks.

A game's course (``lessons.<game>.course``) builds its steps from these; the Learn page
shows them and grades each check.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from euchre.cards import Card, Suit
from lessons.kit.progress import Progress
from lessons.kit.themes import Theme

__all__ = ["REVEAL_ON", "CardRow", "Check", "CheckResult", "Course", "ExampleTable", "Step",
           "Tip"]

REVEAL_ON = 2  # the wrong try on which a check shows its answer


@dataclass(frozen=True)
class CheckResult:
    correct: bool
    message: str


@dataclass(frozen=True)
class Check:
    """A question ending a step. ``answer`` holds the right choice(s), read from the engine."""

    key: str
    question: str
    choices: tuple[str, ...]
    answer: frozenset[str]
    why: str
    multi: bool = False
    hint: str = ""  # said after a first wrong try, without giving the answer away

    def grade(self, picked: str | Iterable[str] | None, attempt: int = 1) -> CheckResult:
        """Right only when exactly the right choices are picked (the reason is given). A
        first wrong try gets a hint and another go; from the ``REVEAL_ON``-th wrong try on,
        the answer is shown with its reason."""
        if picked is None:
            chosen: frozenset[str] = frozenset()
        elif isinstance(picked, str):
            chosen = frozenset({picked})
        else:
            chosen = frozenset(picked)
        unknown = chosen - set(self.choices)
        if unknown:
            raise ValueError(f"not a choice: {', '.join(sorted(unknown))}")
        if not chosen:
            return CheckResult(False, "Pick an answer first.")
        if chosen == self.answer:
            return CheckResult(True, f"Right. {self.why}")
        if attempt < REVEAL_ON:
            return CheckResult(False, f"Not quite — {self._hint(chosen)} Try again.")
        right = ", ".join(choice for choice in self.choices if choice in self.answer)
        return CheckResult(False, f"Not quite — the answer is {right}. {self.why}")

    def _hint(self, chosen: frozenset[str]) -> str:
        if self.hint:
            return self.hint
        if self.multi:
            count = len(self.answer)
            found = len(chosen & self.answer)
            wrong = len(chosen - self.answer)
            said = f"{count} of the choices {'is' if count == 1 else 'are'} right"
            if wrong:
                said += f", and {wrong} of yours {'is' if wrong == 1 else 'are'} not"
            elif found:
                said += f"; you have {found} of them"
            return said + "."
        return "look at the step's text and its example again before you choose."


@dataclass(frozen=True)
class CardRow:
    label: str
    cards: tuple[Card, ...]
    note: str = ""


@dataclass(frozen=True)
class ExampleTable:
    """A small table to look at: rows of cards, and optionally a grid of words."""

    caption: str
    rows: tuple[CardRow, ...] = ()
    trump: Suit | None = None
    grid: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Tip:
    text: str
    theme: Theme


@dataclass(frozen=True)
class Step:
    key: str
    title: str
    text: str
    examples: tuple[ExampleTable, ...]
    checks: tuple[Check, ...]
    tips: tuple[Tip, ...] = ()
    faq: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Course:
    """A course of steps for one game (``game_id`` as in ``euchre.games``).

    The main course (four-handed Euchre's) moves ``Progress.course_step`` and, once every
    step is passed, sets ``course_complete``; another is remembered by its step keys alone
    (``Progress.steps_passed``), so it never moves the main course."""

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
