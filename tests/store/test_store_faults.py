"""A database that fails (down, disk full, connection lost): every page shows a plain
notice instead of a crash, and a match goes on in the session and is saved once the
database is back. On SQLite and on PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, select
from sqlalchemy.exc import IntegrityError
from streamlit.testing.v1 import AppTest

from store.accounts import sign_up
from store.db import Database, set_database
from store.errors import DATABASE_UNAVAILABLE, DatabaseUnavailableError
from store.matches import load_active_match
from store.models import UserRow
from tests.store.support import use_fast_password_hashing
from ui import table_state

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery"


class Outage:
    """While ``down``, every statement on the database fails as a stopped server or a full
    disk makes it fail: with the driver's own ``OperationalError``."""

    def __init__(self, db: Database) -> None:
        self.down = False
        self._error = db.engine.dialect.loaded_dbapi.OperationalError
        self._engine = db.engine
        event.listen(db.engine, "before_cursor_execute", self._statement)

    def end(self) -> None:
        """The database is back for good."""
        self.down = False
        event.remove(self._engine, "before_cursor_execute", self._statement)

    def _statement(self, *_: Any) -> None:
        if self.down:
            raise self._error("the database is down")


@pytest.fixture
def outage(db: Database, first_legal_bots: object,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[Outage]:
    """The app's pages on ``db``, which fails whenever the test says."""
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")
    set_database(db)
    try:
        with use_fast_password_hashing():
            outage = Outage(db)
            try:
                yield outage
            finally:
                outage.end()
    finally:
        table_state.use_store(None)
        set_database(None)


def app_shell(user: object) -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    app.session_state["auth_user"] = user
    return app.run()


def test_a_fault_in_a_read_or_a_write_is_database_unavailable_and_a_duplicate_is_not(
        db: Database, outage: Outage):
    outage.down = True
    with pytest.raises(DatabaseUnavailableError, match="database is unavailable"), \
            db.read() as session:
        session.scalars(select(UserRow)).all()
    with pytest.raises(DatabaseUnavailableError), db.write() as session:
        session.add(UserRow(username="x", username_key="x", username_skeleton="x",
                            password_hash="h"))
    outage.down = False
    with pytest.raises(DatabaseUnavailableError), db.read():
        raise OSError(28, "No space left on device")
    sign_up("taken", PASSWORD, db=db)
    with pytest.raises(IntegrityError), db.write() as session:
        session.add(UserRow(username="taken", username_key="taken", username_skeleton="taken",
                            password_hash="h"))


@pytest.mark.parametrize("page", ["pages/leaderboard.py", "pages/stats.py",
                                  "pages/progress.py", "pages/play.py", "pages/home.py",
                                  "pages/account.py", "pages/train.py"])
def test_every_page_shows_a_plain_notice_while_the_database_is_down(
        outage: Outage, page: str):
    user = sign_up("ada", PASSWORD)
    app = app_shell(user)
    outage.down = True

    app.switch_page(page).run()

    assert not app.exception, app.exception
    shown = [element.value for element in (*app.error, *app.warning)]
    assert DATABASE_UNAVAILABLE in shown or not _touches_the_database(page), shown
    assert [text.value for text in app.sidebar.text] == ["ada"]  # still signed in


def _touches_the_database(page: str) -> bool:
    return page not in ("pages/account.py", "pages/train.py", "pages/home.py")


def _play_until(app: AppTest, moves: int) -> None:
    for _ in range(300):
        table = app.session_state[table_state.TABLE_KEY]
        if table.move >= moves:
            return
        buttons = [b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
                   and not b.disabled] if table.users_turn else []
        (buttons[0].click() if buttons else app).run()
        assert not app.exception, app.exception
    raise AssertionError("the table never got there")


def test_a_match_goes_on_while_the_database_is_down_and_is_saved_when_it_is_back(
        outage: Outage):
    user = sign_up("ada", PASSWORD)
    app = app_shell(user)
    app.switch_page("pages/play.py").run()
    app.button(key="setup_start").click().run()
    _play_until(app, 4)
    saved_before = load_active_match(user.id)
    assert saved_before is not None

    outage.down = True
    _play_until(app, 12)
    assert not app.exception
    assert DATABASE_UNAVAILABLE in [w.value for w in app.warning]
    outage.down = False
    assert load_active_match(user.id).version == saved_before.version  # nothing got through

    _play_until(app, 14)
    table = app.session_state[table_state.TABLE_KEY]
    assert load_active_match(user.id).replay() == table.match
