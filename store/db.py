"""The database: where it lives, how connections are set up, and sessions to use it.

SQLite file ``data/euchre.db`` under the project root by default; any SQLAlchemy URL
(PostgreSQL: ``postgresql+psycopg://user:pass@host/db``) when ``EUCHRE_DATABASE_URL`` is
set. The schema is brought to the newest migration the first time a database is opened.

SQLite connections run in WAL mode with a busy timeout, enforce foreign keys, and start
write transactions with ``BEGIN IMMEDIATE`` so that concurrent writers queue for the lock
instead of failing when a read turns into a write.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, event, make_url
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import NullPool

__all__ = [
    "DATABASE_URL_VARIABLE",
    "DEFAULT_SQLITE_PATH",
    "Database",
    "configured_url",
    "create_store_engine",
    "get_database",
    "set_database",
]

DATABASE_URL_VARIABLE = "EUCHRE_DATABASE_URL"
PROJECT_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SQLITE_PATH = PROJECT_ROOT / "data" / "euchre.db"
SQLITE_BUSY_TIMEOUT_MS = 15_000
_BEGIN_OPTION = "euchre_sqlite_begin"


def configured_url() -> URL:
    """The database URL in force: ``EUCHRE_DATABASE_URL`` if set, else the default file."""
    text = os.environ.get(DATABASE_URL_VARIABLE, "").strip()
    if text:
        return with_installed_driver(make_url(text))
    return make_url(f"sqlite:///{DEFAULT_SQLITE_PATH}")


def with_installed_driver(url: URL) -> URL:
    """``postgresql://`` (or ``postgres://``) means the psycopg 3 driver this app installs."""
    if url.drivername in ("postgresql", "postgres"):
        return url.set(drivername="postgresql+psycopg")
    return url


def create_store_engine(
    url: str | URL, *, foreign_keys: bool = True, single_use: bool = False
) -> Engine:
    """An engine for ``url`` with this project's connection settings.

    ``foreign_keys=False`` is for migrations, which may rebuild SQLite tables that other
    tables refer to. ``single_use`` closes connections on release instead of pooling them.
    """
    url = with_installed_driver(make_url(url))
    options: dict[str, Any] = {}
    if single_use:
        options["poolclass"] = NullPool
    if url.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True, **options)

    if url.database and url.database != ":memory:":
        Path(url.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, connect_args={"check_same_thread": False}, **options)

    @event.listens_for(engine, "connect")
    def _configure_sqlite(dbapi_connection: Any, _record: Any) -> None:
        # Hand transaction control to SQLAlchemy (see the "begin" hook below).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute(f"PRAGMA foreign_keys = {'ON' if foreign_keys else 'OFF'}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        mode = connection.get_execution_options().get(_BEGIN_OPTION, "DEFERRED")
        connection.exec_driver_sql(f"BEGIN {mode}")

    return engine


def write_options(engine: Engine) -> dict[str, str]:
    """Execution options that make a transaction take the write lock up front (SQLite)."""
    return {_BEGIN_OPTION: "IMMEDIATE"} if engine.dialect.name == "sqlite" else {}


class Database:
    """One database: an engine, and short-lived sessions for reads and for writes."""

    def __init__(self, url: str | URL, *, migrate: bool = True) -> None:
        self.url = with_installed_driver(make_url(url))
        self.engine = create_store_engine(self.url)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        if migrate:
            from store.migrate import upgrade_to_head

            upgrade_to_head(self.url)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A session for reading fresh data; nothing it does is committed. Objects loaded in
        it stay readable (detached) after the block."""
        with self._sessions() as session:
            yield session

    @contextmanager
    def write(self) -> Iterator[Session]:
        """A session in one transaction, committed on success and rolled back on error."""
        with self._sessions() as session:
            session.connection(execution_options=write_options(self.engine))
            try:
                yield session
                session.commit()
            except BaseException:
                session.rollback()
                raise

    def dispose(self) -> None:
        self.engine.dispose()

    def __repr__(self) -> str:
        return f"<Database {self.url.render_as_string(hide_password=True)}>"


_configured: Database | None = None
_chosen: Database | None = None
_default_lock = threading.Lock()


def get_database() -> Database:
    """The process-wide database: the one set with ``set_database``, else the configured
    URL's (opened, and migrated, on first use)."""
    global _configured
    with _default_lock:
        if _chosen is not None:
            return _chosen
        url = configured_url()
        if _configured is None or _configured.url != url:
            if _configured is not None:
                _configured.dispose()
            _configured = Database(url)
        return _configured


def set_database(database: Database | None) -> None:
    """Use ``database`` as the process-wide database (``None``: back to the configured URL)."""
    global _chosen
    with _default_lock:
        _chosen = database
