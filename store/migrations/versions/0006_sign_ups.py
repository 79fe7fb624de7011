"""Sign-ups counted per client address, to throttle new accounts.

Adds the table ``sign_ups`` (one row per account created, with the client address and
when; rows older than an hour are deleted as new ones come) and touches no existing one.
Downgrading drops it.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sign_ups",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("client_address", sa.String(64), nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sign_ups"),
    )
    op.create_index("ix_sign_ups_client_address_created_at", "sign_ups",
                    ["client_address", "created_at"])
    op.create_index("ix_sign_ups_created_at", "sign_ups", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_sign_ups_created_at", table_name="sign_ups")
    op.drop_index("ix_sign_ups_client_address_created_at", table_name="sign_ups")
    op.drop_table("sign_ups")
