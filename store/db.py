"""The database: where it lives, how connections are set up, and sessions to use it.

SQLite file ``data/euchre.db`` under the project root by default; any SQLAlchemy URL
(PostgreSQL: ``postgresql+psycopg://user:pass@host/db``) when ``EUCHRE_DATABASE_URL`` is
set. The schema is brought to the newest migration the first time a database is opened.

SQLite connections run in WAL mode with a busy timeout, enforce foreign keys, and start
write transactions with ``BEGIN IMMEDIATE`` so that concurrent writers queue for the lock
instead of failing when a read turns into a write.

A database that cannot be reached or written (PostgreSQL down, a full disk, a lost
connection) raises ``DatabaseUnavailableError``, whose message the pages show as it is;
refusals the store expects (``IntegrityError``) pass through unchanged.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import URL, make_url
from sqlalchemy.exc import (
    DBAPIError,
    IntegrityError,
    InterfaceError,
    InternalError,
    OperationalError,
)
from sqlalchemy.orm import Session, sessionmaker

from store.engine import (
    DATABASE_URL_VARIABLE,
    DEFAULT_SQLITE_PATH,
    configured_url,
    create_store_engine,
    with_installed_driver,
    write_options,
)
from store.errors import DatabaseUnavailableError, StoreError
from store.migrate import upgrade_to_head

__all__ = [
    "DATABASE_URL_VARIABLE",
    "DEFAULT_SQLITE_PATH",
    "Database",
    "configured_url",
    "create_store_engine",
    "database_faults",
    "get_database",
    "set_database",
]


@contextmanager
def database_faults() -> Iterator[None]:
    """Turn a fault of the database itself into ``DatabaseUnavailableError``."""
    try:
        yield
    except (IntegrityError, StoreError):  # refusals (an OwnershipError is an OSError too)
        raise
    except (OperationalError, InterfaceError, InternalError, OSError) as error:
        raise DatabaseUnavailableError() from error
    except DBAPIError as error:
        if error.connection_invalidated:
            raise DatabaseUnavailableError() from error
        raise


class Database:
    """One database: an engine, and short-lived sessions for reads and for writes."""

    def __init__(self, url: str | URL, *, migrate: bool = True) -> None:
        self.url = with_installed_driver(make_url(url))
        with database_faults():
            self.engine = create_store_engine(self.url)
            self._sessions = sessionmaker(self.engine, expire_on_commit=False)
            if migrate:
                upgrade_to_head(self.url)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A session for reading fresh data; nothing it does is committed. Objects loaded in
        it stay readable (detached) after the block."""
        with database_faults(), self._sessions() as session:
            yield session

    @contextmanager
    def write(self) -> Iterator[Session]:
        """A session in one transaction, committed on success and rolled back on error."""
        with database_faults(), self._sessions() as session:
            session.connection(execution_options=write_options(self.engine))
            try:
                yield session
                session.commit()
            except BaseException:
                with database_faults():
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
