"""The schema comes from the migrations, matches the models, and upgrades old databases."""

from __future__ import annotations

from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from store.db import Database
from store.migrate import current_revision, head_revision
from store.models import Base


def test_the_migrations_build_exactly_the_models_schema(db: Database):
    with db.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []
    assert current_revision(db.url) == head_revision()


def test_the_default_file_is_created_on_first_use_in_wal_mode(tmp_path: Path):
    path = tmp_path / "data" / "euchre.db"
    database = Database(f"sqlite:///{path}")
    with database.read() as session:
        pragmas = {name: session.connection().exec_driver_sql(f"PRAGMA {name}").scalar()
                   for name in ("journal_mode", "busy_timeout", "foreign_keys")}
    database.dispose()
    assert path.exists()
    assert pragmas == {"journal_mode": "wal", "busy_timeout": 15000, "foreign_keys": 1}
