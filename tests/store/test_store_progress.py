"""Lesson progress: one JSON document per user, replaced on save."""

from __future__ import annotations

import pytest

from store.db import Database
from store.errors import StoreError
from store.progress import load_progress, save_progress
from tests.store.support import add_user


def test_progress_starts_empty_and_keeps_the_last_save(db: Database):
    user, other = add_user(db, "learner"), add_user(db, "other")
    assert load_progress(user, db=db) == {}
    save_progress(user, {"lessons": {"bowers": {"step": 2}}, "streak": 4}, db=db)
    save_progress(user, {"lessons": {"bowers": {"step": 3}}, "streak": 5, "note": "♥"}, db=db)
    assert load_progress(user, db=db) == {
        "lessons": {"bowers": {"step": 3}}, "streak": 5, "note": "♥"}
    assert load_progress(other, db=db) == {}


@pytest.mark.parametrize(
    ("data", "message"),
    [([1, 2], "JSON object"), ({"x": object()}, "plain JSON"), ({"x": float("nan")}, "plain"),
     ({"x": "y" * 300_000}, "too large")],
)
def test_progress_that_is_not_small_json_is_refused(db: Database, data, message: str):
    user = add_user(db, "learner")
    save_progress(user, {"kept": True}, db=db)
    with pytest.raises(StoreError, match=message):
        save_progress(user, data, db=db)
    assert load_progress(user, db=db) == {"kept": True}
