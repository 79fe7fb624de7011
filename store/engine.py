"""Engines for the store's database: the URL in force, the driver, SQLite's connection settings.

SQLite (the default, a file under ``data/``) gets a busy timeout, write-ahead logging,
foreign keys and transactions begun by SQLAlchemy; PostgreSQL a pre-ping on checkout.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, event, make_url
from sqlalchemy.pool import NullPool

__all__ = [
    "DATABASE_URL_VARIABLE",
    "DEFAULT_SQLITE_PATH",
    "configured_url",
    "create_store_engine",
    "with_installed_driver",
    "write_options",
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
