"""Each signed-in learner's spaced-repetition cards, one per theme practised.

The scheduling rule is the caller's (``lessons.kit.schedule``): ``record_theme_review``
reads the theme's card, passes it through the rule and writes the result back in one
transaction with the learner's row locked, so two answers at once never lose a review. A
card is plain JSON to the store; ``due`` is kept beside it to ask what is due.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy import select

from store.db import Database, get_database
from store.errors import AccountError
from store.models import ThemeReviewRow, UserRow, utc_now

__all__ = ["ReviewRule", "record_theme_review", "theme_cards"]

ReviewRule = Callable[[dict[str, Any] | None], tuple[dict[str, Any], datetime]]


def theme_cards(user_id: int, *, game: str | None = None, db: Database | None = None,
                ) -> dict[str, dict[str, Any]]:
    """The learner's card of each theme reviewed so far, by theme id (``game``'s only when
    given)."""
    db = db or get_database()
    statement = select(ThemeReviewRow.theme, ThemeReviewRow.card).where(
        ThemeReviewRow.user_id == user_id)
    if game is not None:
        statement = statement.where(ThemeReviewRow.game == game)
    with db.read() as session:
        return {theme: dict(card) for theme, card in session.execute(statement)
                if isinstance(card, dict)}


def record_theme_review(user_id: int, theme: str, *, game: str, rule: ReviewRule,
                        db: Database | None = None) -> dict[str, Any]:
    """Review ``theme`` (of ``game``) once: its stored card (None before the first review)
    goes through ``rule``, which gives the new card and when it is due; the card is stored
    and returned."""
    db = db or get_database()
    with db.write() as session:
        if session.get(UserRow, user_id, with_for_update=True) is None:
            raise AccountError("This account no longer exists; sign in again.")
        row = session.get(ThemeReviewRow, (user_id, theme), with_for_update=True)
        card, due = rule(None if row is None else dict(row.card))
        if row is None:
            row = ThemeReviewRow(user_id=user_id, theme=theme, reviews=0)
            session.add(row)
        row.game = game
        row.card = card
        row.due = due
        row.reviews += 1
        row.updated_at = utc_now()
    return card
