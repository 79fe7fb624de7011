"""Alembic environment: runs inside the connection and transaction given by store.migrate."""

from __future__ import annotations

from alembic import context

from store.models import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through store.migrate.upgrade(), which opens the database")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    transactional_ddl=True,
)
with context.begin_transaction():
    context.run_migrations()
