"""Schema migrations (Alembic), run from code: ``upgrade_to_head(url)`` at start-up.

The migration scripts live in ``store/migrations/versions``. Upgrades run in one
transaction that holds the write lock (SQLite) or an advisory lock (PostgreSQL), so two
app servers starting together do not migrate the same database twice.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import URL, Connection, make_url, text

from store.engine import create_store_engine, write_options

__all__ = ["MIGRATIONS_DIR", "current_revision", "downgrade", "head_revision", "upgrade",
           "upgrade_to_head"]

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_POSTGRES_LOCK_KEY = 0x45554348  # "EUCH": one advisory lock for this app's migrations


def _config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    head = ScriptDirectory.from_config(_config()).get_current_head()
    assert head is not None
    return head


def upgrade(url: str | URL, revision: str = "head") -> None:
    """Bring the database at ``url`` to ``revision`` (creating the schema if it is empty)."""
    _migrate(url, revision, command.upgrade)


def downgrade(url: str | URL, revision: str) -> None:
    """Take the database at ``url`` back to an older ``revision`` (each migration's
    ``downgrade`` says what it keeps)."""
    _migrate(url, revision, command.downgrade)


def _migrate(url: str | URL, revision: str, step: Callable[[Config, str], None]) -> None:
    engine = create_store_engine(make_url(url), foreign_keys=False, single_use=True)
    try:
        with (
            engine.connect().execution_options(**write_options(engine)) as connection,
            connection.begin(),
        ):
            if connection.dialect.name == "postgresql":
                connection.execute(
                    text("SELECT pg_advisory_xact_lock(:key)"), {"key": _POSTGRES_LOCK_KEY}
                )
            step(_config(connection), revision)
            if connection.dialect.name == "sqlite":
                broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise RuntimeError(f"migration left broken references: {broken[:5]}")
    finally:
        engine.dispose()


def upgrade_to_head(url: str | URL) -> None:
    upgrade(url, "head")


def current_revision(url: str | URL) -> str | None:
    """The revision the database at ``url`` is at (``None`` for an empty database)."""
    engine = create_store_engine(make_url(url), single_use=True)
    try:
        with engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()
