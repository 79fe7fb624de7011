"""Alembic environment: runs inside the connection and transaction given by store.migrate."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from store.models import Base


def run_migrations(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        transactional_ddl=True,
    )
    with context.begin_transaction():
        context.run_migrations()


# Alembic sets context.config while it runs this file; a plain import (a test collector
# looking for doctests) finds none and does nothing.
_config = getattr(context, "config", None)
if _config is not None:
    _connection = _config.attributes.get("connection")
    if _connection is None:
        raise RuntimeError("run migrations through store.migrate.upgrade(), which opens the "
                           "database")
    run_migrations(_connection)
