"""Card-play puzzle ratings: each puzzle's rating, and every rated answer of a player.

Adds two tables and touches no existing one: ``puzzle_ratings`` (one row per puzzle a
signed-in player has tried: its rating, deviation and counts) and ``puzzle_attempts``
(one row per rated answer: the puzzle, solved or not, and the player's rating and
deviation after it; the newest row is the player's current rating). Downgrading drops
both.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "puzzle_ratings",
        sa.Column("puzzle_id", sa.String(64), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("deviation", sa.Float(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("solved", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("puzzle_id", name="pk_puzzle_ratings"),
        sa.CheckConstraint("deviation > 0", name="ck_puzzle_ratings_deviation"),
    )
    op.create_table(
        "puzzle_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("puzzle_id", sa.String(64), nullable=False),
        sa.Column("solved", sa.Boolean(), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("deviation", sa.Float(), nullable=False),
        sa.Column("puzzle_rating", sa.Float(), nullable=False),
        sa.Column("attempted_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_puzzle_attempts"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE",
                                name="fk_puzzle_attempts_user_id_users"),
        sa.CheckConstraint("deviation > 0", name="ck_puzzle_attempts_deviation"),
    )
    op.create_index("ix_puzzle_attempts_user_id_attempted_at", "puzzle_attempts",
                    ["user_id", "attempted_at"])


def downgrade() -> None:
    op.drop_index("ix_puzzle_attempts_user_id_attempted_at", table_name="puzzle_attempts")
    op.drop_table("puzzle_attempts")
    op.drop_table("puzzle_ratings")
