"""Look-alike usernames, sign-out on password change, sign-in throttling, lesson progress.

Adds ``users.username_skeleton`` (unique) and ``users.session_epoch`` (on SQLite the
users table is rebuilt with AUTOINCREMENT, so ids are never reused), and the tables
``sign_in_failures`` and ``lesson_progress``. Existing users get their skeleton computed
here; when two existing names share one, the later account's skeleton gets its id
appended, so both accounts keep working while new look-alikes are refused.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import unicodedata

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

# A frozen copy of store.usernames.username_skeleton as it was when this migration was
# written: a migration must do the same thing whenever it runs.
_SKELETON_STEPS = (("rn", "m"), ("vv", "w"), ("0", "o"), ("1", "l"), ("i", "l"),
                   (".", "_"), ("-", "_"))


def _skeleton(name: str) -> str:
    skeleton = unicodedata.normalize("NFKC", name).strip().casefold()
    for old, new in _SKELETON_STEPS:
        skeleton = skeleton.replace(old, new)
    return skeleton


def upgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("username_skeleton", sa.String(40), nullable=True))
        batch.add_column(
            sa.Column("session_epoch", sa.Integer(), nullable=False, server_default="0")
        )

    users = sa.table(
        "users", sa.column("id", sa.Integer()), sa.column("username", sa.String()),
        sa.column("username_skeleton", sa.String()),
    )
    connection = op.get_bind()
    taken: set[str] = set()
    for user_id, username in connection.execute(
        sa.select(users.c.id, users.c.username).order_by(users.c.id)
    ):
        skeleton = _skeleton(username)[:24]
        if skeleton in taken:
            skeleton = f"{skeleton}#{user_id}"
        taken.add(skeleton)
        connection.execute(
            users.update().where(users.c.id == user_id).values(username_skeleton=skeleton)
        )

    with op.batch_alter_table(
        "users", recreate="auto", table_kwargs={"sqlite_autoincrement": True}
    ) as batch:
        batch.alter_column("username_skeleton", existing_type=sa.String(40), nullable=False)
        batch.create_unique_constraint("uq_users_username_skeleton", ["username_skeleton"])

    op.create_table(
        "sign_in_failures",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("username_key", sa.String(24), nullable=False),
        sa.Column("attempted_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sign_in_failures"),
    )
    op.create_index("ix_sign_in_failures_username_key_attempted_at", "sign_in_failures",
                    ["username_key", "attempted_at"])
    op.create_index("ix_sign_in_failures_attempted_at", "sign_in_failures", ["attempted_at"])

    op.create_table(
        "lesson_progress",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name="pk_lesson_progress"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE",
                                name="fk_lesson_progress_user_id_users"),
    )


def downgrade() -> None:
    op.drop_table("lesson_progress")
    op.drop_table("sign_in_failures")
    with op.batch_alter_table("users") as batch:
        batch.drop_constraint("uq_users_username_skeleton", type_="unique")
        batch.drop_column("session_epoch")
        batch.drop_column("username_skeleton")
