"""Sign-ins kept by a browser, and sign-in throttling per client address.

Adds the table ``sign_in_tokens`` (random tokens stored only as SHA-256 hashes) and the
column ``sign_in_failures.client_address``: failures already recorded keep counting for
their username under the empty address.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sign_in_failures") as batch:
        batch.add_column(sa.Column("client_address", sa.String(64), nullable=False,
                                   server_default=""))
        batch.drop_index("ix_sign_in_failures_username_key_attempted_at")
        batch.create_index("ix_sign_in_failures_username_key_client_address_attempted_at",
                           ["username_key", "client_address", "attempted_at"])
        batch.create_index("ix_sign_in_failures_client_address_attempted_at",
                           ["client_address", "attempted_at"])

    op.create_table(
        "sign_in_tokens",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("handoff_hash", sa.String(64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sign_in_tokens"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE",
                                name="fk_sign_in_tokens_user_id_users"),
        sa.UniqueConstraint("token_hash", name="uq_sign_in_tokens_token_hash"),
        sa.CheckConstraint("kind IN ('handoff', 'browser')", name="ck_sign_in_tokens_kind"),
    )
    op.create_index("ix_sign_in_tokens_user_id", "sign_in_tokens", ["user_id"])
    op.create_index("ix_sign_in_tokens_handoff_hash", "sign_in_tokens", ["handoff_hash"])
    op.create_index("ix_sign_in_tokens_expires_at", "sign_in_tokens", ["expires_at"])


def downgrade() -> None:
    op.drop_table("sign_in_tokens")
    with op.batch_alter_table("sign_in_failures") as batch:
        batch.drop_index("ix_sign_in_failures_client_address_attempted_at")
        batch.drop_index("ix_sign_in_failures_username_key_client_address_attempted_at")
        batch.create_index("ix_sign_in_failures_username_key_attempted_at",
                           ["username_key", "attempted_at"])
        batch.drop_column("client_address")
