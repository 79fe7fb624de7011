"""Store fixtures: a database per test, on SQLite and on a throwaway PostgreSQL cluster."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from store.db import Database
from store.migrate import upgrade_to_head
from store.models import Base
from tests.store.postgres import PostgresCluster
from tests.store.support import use_fast_password_hashing

SHARED = "euchre_test"


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PostgresCluster]:
    """One cluster per test process, with a migrated database that tests share in turn."""
    cluster = PostgresCluster.start()
    try:
        cluster.execute(f"CREATE DATABASE {SHARED}")
        upgrade_to_head(cluster.url(SHARED))
        yield cluster
    finally:
        cluster.stop()


def _empty_every_table(database: Database) -> None:
    tables = ", ".join(table.name for table in Base.metadata.sorted_tables)
    with database.engine.begin() as connection:
        connection.exec_driver_sql("SET LOCAL lock_timeout = '20s'")
        connection.exec_driver_sql(f"TRUNCATE {tables} RESTART IDENTITY CASCADE")


def sqlite_database(directory: Path) -> Database:
    return Database(f"sqlite:///{directory / 'euchre.db'}")


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A fresh, migrated database on each backend (on PostgreSQL, the shared database is
    emptied after each test)."""
    if request.param == "sqlite":
        database = sqlite_database(tmp_path)
        yield database
        database.dispose()
        return
    cluster: PostgresCluster = request.getfixturevalue("postgres_cluster")
    database = Database(cluster.url(SHARED), migrate=False)
    try:
        yield database
    finally:
        database.dispose()
        _empty_every_table(database)
        database.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def empty_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The URL of an empty database (no schema yet) on each backend."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'old.db'}"
        return
    cluster: PostgresCluster = request.getfixturevalue("postgres_cluster")
    name = f"empty_{uuid.uuid4().hex[:16]}"
    cluster.execute(f"CREATE DATABASE {name}")
    try:
        yield cluster.url(name).render_as_string(hide_password=False)
    finally:
        cluster.execute(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Iterator[Database]:
    database = sqlite_database(tmp_path)
    yield database
    database.dispose()


@pytest.fixture(autouse=True)
def _fast_password_hashing() -> Iterator[None]:
    with use_fast_password_hashing():
        yield
