"""A learner's spaced-repetition schedule of themes (FSRS, the ``fsrs`` package).

Each theme a learner practises is a card; each graded answer on it is a review: right is
Good, right after a hint or slowly (over ``SLOW_SECONDS``) is Hard, wrong is Again. FSRS
then says when the theme is due again: a missed theme within a minute or ten (its
learning and relearning steps), a theme answered right ever later (days, then weeks).
Judgment calls are not reviews. ``due`` lists the themes due now, which the exercise
families draw first (``ExerciseFamily.next_key``); a theme never answered is not due, it
comes up as before.

The schedule is an immutable value of plain JSON cards by theme id (kept in the store per
signed-in learner, in the session for a guest); ``review`` returns a new one. The
scheduler's interval fuzz is off, so a seeded run is repeatable.

>>> from datetime import UTC, datetime, timedelta
>>> start = datetime(2026, 1, 1, tzinfo=UTC)
>>> schedule = ThemeSchedule().review("a", review_rating(False), start)
>>> schedule = schedule.review("b", review_rating(True), start)
>>> schedule.due(["a", "b", "c"], start + timedelta(minutes=2))
('a',)
>>> review_rating(True, seconds=SLOW_SECONDS + 1).name, review_rating(True, hinted=True).name
('Hard', 'Hard')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import MappingProxyType
from typing import Any, TypeVar

from fsrs import Card, Rating, Scheduler

from lessons.kit.themes import Theme

__all__ = ["SCHEDULER", "SLOW_SECONDS", "ThemeSchedule", "next_card", "review_rating"]

SLOW_SECONDS = 90.0  # a right answer that took longer than this is reviewed as Hard
SCHEDULER = Scheduler(enable_fuzzing=False)

T = TypeVar("T", Theme, str)


def review_rating(correct: bool, *, hinted: bool = False, seconds: float | None = None,
                  ) -> Rating:
    """The review an answer gives its theme: Again if wrong, Hard if right after a hint or
    slowly, else Good."""
    if not correct:
        return Rating.Again
    if hinted or (seconds is not None and seconds > SLOW_SECONDS):
        return Rating.Hard
    return Rating.Good


def _card(data: Mapping[str, Any] | None) -> Card:
    if data is None:
        return Card(card_id=0)
    try:
        return Card.from_dict(dict(data))  # type: ignore[arg-type]
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"a review card is not readable: {error}") from None


def next_card(data: Mapping[str, Any] | None, rating: Rating, now: datetime,
              ) -> tuple[dict[str, Any], datetime]:
    """A theme's card (JSON; None before its first review) after one review at ``now``,
    and when it is due next."""
    card, _ = SCHEDULER.review_card(_card(data), rating, now.astimezone(UTC))
    return card.to_dict(), card.due  # type: ignore[return-value]


@dataclass(frozen=True)
class ThemeSchedule:
    """The review cards of one learner's themes, by theme id."""

    cards: Mapping[str, Mapping[str, Any]] = field(
        default_factory=lambda: MappingProxyType({}))

    def due_at(self, theme: Theme | str) -> datetime | None:
        """When ``theme`` is due (None for a theme never reviewed)."""
        data = self.cards.get(str(theme))
        return None if data is None else _card(data).due

    def due(self, themes: Iterable[T], now: datetime | None = None) -> tuple[T, ...]:
        """Those of ``themes`` reviewed before and due at ``now``, in the order given."""
        now = now or datetime.now(UTC)
        return tuple(theme for theme in themes
                     if (when := self.due_at(theme)) is not None and when <= now)

    def review(self, theme: Theme | str, rating: Rating, now: datetime | None = None,
               ) -> ThemeSchedule:
        """The schedule after one review of ``theme`` at ``now``."""
        card, _ = next_card(self.cards.get(str(theme)), rating, now or datetime.now(UTC))
        return ThemeSchedule(MappingProxyType({**self.cards, str(theme): card}))

    def to_dict(self) -> dict[str, dict[str, Any]]:
        return {theme: dict(card) for theme, card in self.cards.items()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Mapping[str, Any]] | None) -> ThemeSchedule:
        """Read saved cards; a card that cannot be read is refused (``ValueError``)."""
        cards = {str(theme): dict(card) for theme, card in (data or {}).items()}
        for card in cards.values():
            _card(card)
        return cls(MappingProxyType(cards))
