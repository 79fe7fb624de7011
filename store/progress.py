"""Lesson progress: one JSON document per signed-in user, owned by the lessons pages.

A stored document that cannot be read (not JSON, not an object) is logged and read as no
progress yet, so the pages that show progress still render; the next save replaces it.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite

from store.db import Database, get_database
from store.errors import AccountError, StoreError
from store.models import LessonProgressRow, UserRow, utc_now
from store.rows import as_text, json_object, readable_rows

__all__ = ["MAX_PROGRESS_BYTES", "load_progress", "save_progress"]

MAX_PROGRESS_BYTES = 256 * 1024


def load_progress(user_id: int, *, db: Database | None = None) -> dict[str, Any]:
    """The user's lesson progress as last saved (``{}`` before the first save, or when the
    stored document cannot be read)."""
    db = db or get_database()
    with db.read() as session:
        rows = session.execute(
            select(LessonProgressRow.user_id, as_text(LessonProgressRow.data))
            .where(LessonProgressRow.user_id == user_id)
        ).all()
    documents = readable_rows(rows, lambda row: json_object(row.data), "lesson progress of user",
                              lambda row: row.user_id)
    return documents[0] if documents else {}


def save_progress(user_id: int, data: dict[str, Any], *, db: Database | None = None) -> None:
    """Replace the user's lesson progress with ``data`` (a JSON object, at most 256 KiB)."""
    db = db or get_database()
    if not isinstance(data, dict):
        raise StoreError("Lesson progress must be a JSON object (a dict).")
    try:
        size = len(json.dumps(data, ensure_ascii=False, allow_nan=False).encode())
    except (TypeError, ValueError) as error:
        raise StoreError(f"Lesson progress must be plain JSON data: {error}") from None
    if size > MAX_PROGRESS_BYTES:
        raise StoreError(f"Lesson progress is too large ({size} bytes; the limit is "
                         f"{MAX_PROGRESS_BYTES}).")
    insert = postgresql.insert if db.dialect == "postgresql" else sqlite.insert
    with db.write() as session:
        if session.get(UserRow, user_id) is None:
            raise AccountError("This account no longer exists; sign in again.")
        now = utc_now()
        statement = insert(LessonProgressRow).values(user_id=user_id, data=data, updated_at=now)
        session.execute(statement.on_conflict_do_update(
            index_elements=[LessonProgressRow.user_id],
            set_={"data": statement.excluded.data, "updated_at": statement.excluded.updated_at},
        ))
