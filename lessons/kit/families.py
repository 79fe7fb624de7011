"""Exercise families: what a Train family offers, and how its exercises come back from a key.

A game's lessons declare their families (``lessons.<game>.families``) from three kinds:

- ``ExerciseFamily``: generated from a seed and graded by the engine (quizzes, puzzles);
- ``DrillFamily``: a decision valued by the game's Expert on sampled deals (its
  ``expert`` builds that evaluator, on a fixed number of deals);
- ``PuzzleFamily``: positions drawn from a bank near the learner's rating.

Every exercise is rebuilt exactly from its ``ExerciseKey`` (family, tier, theme, seed, and a
puzzle's id), so the Train page keeps keys, not exercises.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from lessons.kit.exercise import Exercise
from lessons.kit.progress import Progress
from lessons.kit.rating import NEW_PLAYER, Rating
from lessons.kit.schedule import ThemeSchedule
from lessons.kit.themes import Theme, Tier

__all__ = [
    "DRILL_EVALUATION_SEED",
    "DRILL_TRIES",
    "SEED_RANGE",
    "DrillFamily",
    "ExerciseFamily",
    "ExerciseKey",
    "PuzzleFamily",
    "drill_samples",
    "generate",
    "next_key",
    "themes_for",
]

SEED_RANGE = 2**31
DRILL_TRIES = 3  # positions drawn per drill in search of one clear enough to grade
DRILL_EVALUATION_SEED = 2024  # the seed of every drill's Expert: its figures never vary
# Drills are valued on a fixed number of sampled deals, so a drill's figures and grade
# never depend on how busy the server is.
DEFAULT_DRILL_SAMPLES = 400


def drill_samples(most: int) -> int:
    """``EUCHRE_DRILL_SAMPLES`` within 1..``most``; the default if unreadable."""
    try:
        wanted = int(os.environ.get("EUCHRE_DRILL_SAMPLES", DEFAULT_DRILL_SAMPLES))
    except ValueError:
        wanted = DEFAULT_DRILL_SAMPLES
    return min(max(wanted, 1), most)


@dataclass(frozen=True)
class ExerciseKey:
    """Enough to rebuild an exercise exactly (a puzzle's key also names its puzzle)."""

    family: ExerciseFamily
    tier: Tier
    theme: Theme
    seed: int
    puzzle: str | None = None

    @property
    def id(self) -> str:
        key = f"{self.family.id}-{int(self.tier)}-{self.theme.value}-{self.seed}"
        return key if self.puzzle is None else f"{key}-{self.puzzle}"

    def build(self, evaluator: object | None = None) -> Exercise:
        """The exercise of this key (a drill's needs its family's Expert as ``evaluator``)."""
        return self.family.build(self, evaluator)


@dataclass(frozen=True, eq=False, kw_only=True)
class ExerciseFamily:
    """A kind of exercise of one game, generated from a seed and graded by the engine.

    ``generate(seed, tier, theme)`` builds one; ``themes(tier)`` lists what a tier
    practises, and ``theme_shares(tier)``, if given, how often each comes up."""

    id: str
    label: str
    game_id: str
    themes: Callable[[Tier], tuple[Theme, ...]]
    generate: Callable[..., Exercise]
    theme_shares: Callable[[Tier], Mapping[Theme, float]] | None = None
    #: Streamlit widgets particular to this family's exercises, imported when first shown
    #: (a module; the Train page says which of its functions it calls).
    widgets: Callable[[], Any] | None = None

    @property
    def graded_by_expert(self) -> bool:
        """Whether the Expert values this family's exercises by simulation (slow to build)."""
        return False

    def build(self, key: ExerciseKey, evaluator: object | None = None) -> Exercise:
        return self.generate(key.seed, key.tier, key.theme)

    def next_key(self, tier: Tier, progress: Progress, rng: random.Random,
                 focus: Theme | None = None, *, schedule: ThemeSchedule | None = None,
                 now: datetime | None = None, **_: Any) -> ExerciseKey:
        """The next exercise: the ``focus`` theme if it is one of the tier's, else a theme
        drawn by ``progress`` among those the ``schedule`` has due at ``now`` (all the
        tier's when none is due): recently missed themes come back more often."""
        theme = self._theme(tier, progress, rng, focus, schedule, now)
        return ExerciseKey(self, Tier(tier), theme, rng.randrange(SEED_RANGE))

    def _theme(self, tier: Tier, progress: Progress, rng: random.Random,
               focus: Theme | None, schedule: ThemeSchedule | None = None,
               now: datetime | None = None) -> Theme:
        themes = self.themes(tier)
        if focus in themes:
            return focus
        shares = self.theme_shares(tier) if self.theme_shares is not None else None
        due = schedule.due(themes, now) if schedule is not None else ()
        return progress.pick_theme(due or themes, rng, shares)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id}>"


@dataclass(frozen=True, eq=False, kw_only=True)
class DrillFamily(ExerciseFamily):
    """A decision valued by the game's Expert: ``generate(seed, tier, theme, evaluator,
    tries=…)`` draws up to ``tries`` positions in search of one clear enough to grade;
    ``expert()`` builds the evaluator, on a fixed number of sampled deals."""

    expert: Callable[[], object]

    @property
    def graded_by_expert(self) -> bool:
        return True

    def evaluator(self) -> object:
        """The Expert that values this family's drills."""
        return self.expert()

    def build(self, key: ExerciseKey, evaluator: object | None = None) -> Exercise:
        if evaluator is None:
            raise ValueError("a drill is graded by the Expert: pass it as the evaluator.")
        return self.generate(key.seed, key.tier, key.theme, evaluator, tries=DRILL_TRIES)


class BankPuzzle(Protocol):
    """What a puzzle family needs of a bank's puzzle."""

    @property
    def id(self) -> str: ...


@dataclass(frozen=True, eq=False, kw_only=True)
class PuzzleFamily(ExerciseFamily):
    """Positions from a bank, each drawn near the learner's puzzle rating.

    ``choose(tier, theme, rating, rng, rating_of, recent)`` draws a puzzle; ``by_id`` finds
    one again; ``generate(puzzle, theme, seed)`` makes it an exercise; ``start_rating``
    rates a puzzle nobody has tried yet."""

    choose: Callable[..., BankPuzzle]
    by_id: Callable[[str], BankPuzzle]
    start_rating: Callable[[Any], Rating]

    def build(self, key: ExerciseKey, evaluator: object | None = None) -> Exercise:
        if key.puzzle is None:
            raise ValueError("a puzzle's key names its puzzle.")
        return self.generate(self.by_id(key.puzzle), key.theme, key.seed)

    def next_key(self, tier: Tier, progress: Progress, rng: random.Random,
                 focus: Theme | None = None, *, rating: Rating = NEW_PLAYER,
                 rating_of: Callable[[Any], Rating] | None = None,
                 recent: Collection[str] = (), schedule: ThemeSchedule | None = None,
                 now: datetime | None = None, **_: Any) -> ExerciseKey:
        """A theme as for any family, then a puzzle of it near ``rating`` (puzzles rated by
        ``rating_of``), not among the ``recent`` ones."""
        theme = self._theme(tier, progress, rng, focus, schedule, now)
        seed = rng.randrange(SEED_RANGE)
        puzzle = self.choose(tier, theme, rating, rng, rating_of or self.start_rating, recent)
        return ExerciseKey(self, Tier(tier), theme, seed, puzzle.id)


def themes_for(family: ExerciseFamily, tier: Tier) -> tuple[Theme, ...]:
    """The themes ``family``'s exercises of ``tier`` practise."""
    return family.themes(Tier(tier))


def next_key(family: ExerciseFamily, tier: Tier, progress: Progress, rng: random.Random,
             focus: Theme | None = None, rating: Rating = NEW_PLAYER,
             rating_of: Callable[[Any], Rating] | None = None,
             recent: Collection[str] = (), schedule: ThemeSchedule | None = None,
             now: datetime | None = None) -> ExerciseKey:
    """The next exercise of ``family`` (see ``ExerciseFamily.next_key``)."""
    return family.next_key(tier, progress, rng, focus, rating=rating, rating_of=rating_of,
                           recent=recent, schedule=schedule, now=now)


def generate(key: ExerciseKey, evaluator: object | None = None) -> Exercise:
    """Build the exercise of ``key``; a drill needs its family's Expert as ``evaluator``."""
    return key.build(evaluator)
