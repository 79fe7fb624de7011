"""One bad stored row (damaged JSON, an unknown difficulty, a seat not in the match) is
skipped and logged where a page lists stored rows; the page still renders for everyone.
On SQLite (where a JSON column can hold any text) and PostgreSQL (any JSON)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text
from streamlit.testing.v1 import AppTest

from euchre import Team
from store.accounts import SignedInUser, sign_up
from store.db import Database, set_database
from store.leaderboard import leaderboard, user_results
from store.progress import load_progress, save_progress
from tests.store.support import record_match, use_fast_password_hashing

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery"


@pytest.fixture
def app_db(db: Database) -> Iterator[Database]:
    set_database(db)
    try:
        with use_fast_password_hashing():
            yield db
    finally:
        set_database(None)


def _not_json(db: Database) -> str:
    """A value a page cannot read: text that is not JSON where the column allows it."""
    return "{not json" if db.dialect == "sqlite" else '{"not": "a list of scores"}'


def _damage(db: Database, table: str, column: str, value: str, where: str, key: object) -> None:
    plain = db.dialect == "sqlite" or column in ("difficulty", "user_seat")
    new_value = ":value" if plain else "CAST(:value AS json)"
    if column == "user_seat":
        new_value = f"CAST(:value AS {'integer' if db.dialect != 'sqlite' else 'INTEGER'})"
    with db.write() as session:
        session.execute(text(f"UPDATE {table} SET {column} = {new_value} "
                             f"WHERE {where} = :key"), {"value": value, "key": key})


@pytest.fixture
def players(app_db: Database) -> tuple[SignedInUser, SignedInUser, str]:
    """Two players with recorded matches; one of ``damaged``'s matches is damaged."""
    damaged = sign_up("damaged", PASSWORD)
    fine = sign_up("fine", PASSWORD)
    bad_match = record_match(app_db, damaged.id, "normal", Team.NORTH_SOUTH)
    record_match(app_db, damaged.id, "expert", Team.NORTH_SOUTH, 1)
    record_match(app_db, fine.id, "easy", Team.NORTH_SOUTH)
    return damaged, fine, bad_match


def _page(page: str, user: SignedInUser) -> AppTest:
    """``page`` in the app, as ``user`` sees it."""
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    app.session_state["auth_user"] = user
    app.run()
    return app.switch_page(f"pages/{page}").run()


@pytest.mark.parametrize(("column", "value"), [
    ("seat_scores", None), ("rules", '"not an object"'), ("difficulty", "grandmaster"),
])
def test_the_leaderboard_skips_a_bad_match_and_ranks_everyone_else(
        app_db: Database, players: tuple, caplog: pytest.LogCaptureFixture,
        column: str, value: str | None):
    _, fine, bad_match = players
    _damage(app_db, "finished_matches", column, value or _not_json(app_db), "id", bad_match)

    with caplog.at_level(logging.WARNING, logger="store.rows"):
        app = _page("leaderboard.py", fine)

    assert not app.exception, app.exception
    [table] = app.dataframe
    assert dict(zip(table.value["Player"], table.value["Points"], strict=True)) == {
        "damaged": 100, "fine": 10}
    assert f"Skipped the unreadable finished match {bad_match}" in caplog.text


def test_my_stats_skips_a_bad_match_and_shows_the_others(
        app_db: Database, players: tuple, caplog: pytest.LogCaptureFixture):
    damaged, _, bad_match = players
    _damage(app_db, "finished_matches", "seat_scores", _not_json(app_db), "id", bad_match)
    _damage(app_db, "finished_matches", "user_seat", "7", "id", bad_match)

    with caplog.at_level(logging.WARNING, logger="store.rows"):
        app = _page("stats.py", damaged)

    assert not app.exception, app.exception
    assert [(m.label, m.value) for m in app.metric][:2] == [("Matches", "1"), ("Wins", "1")]
    assert list(user_results(damaged.id)["difficulty"]) == ["Expert"]
    assert bad_match in caplog.text


def test_learning_progress_skips_a_bad_progress_document(
        app_db: Database, players: tuple, caplog: pytest.LogCaptureFixture):
    damaged, _, _ = players
    save_progress(damaged.id, {"course_step": 3})
    bad = "[not json" if app_db.dialect == "sqlite" else '["not", "an object"]'
    _damage(app_db, "lesson_progress", "data", bad, "user_id", damaged.id)

    with caplog.at_level(logging.WARNING, logger="store.rows"):
        app = _page("progress.py", damaged)

    assert not app.exception, app.exception
    assert load_progress(damaged.id) == {}
    assert f"lesson progress of user {damaged.id}" in caplog.text


def test_a_bad_row_is_skipped_for_every_visitor_including_guests(
        app_db: Database, players: tuple):
    _, _, bad_match = players
    _damage(app_db, "finished_matches", "seat_scores", _not_json(app_db), "id", bad_match)
    app = AppTest.from_file(str(ROOT / "pages" / "leaderboard.py"), default_timeout=30).run()
    assert not app.exception
    assert list(leaderboard()["Player"]) == ["damaged", "fine"]
