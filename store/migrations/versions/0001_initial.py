"""Users, matches in progress and finished matches.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("username", sa.String(24), nullable=False),
        sa.Column("username_key", sa.String(24), nullable=False),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_users"),
        sa.UniqueConstraint("username_key", name="uq_users_username_key"),
    )
    op.create_table(
        "active_matches",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("difficulty", sa.String(16), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("record_json", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_active_matches"),
        sa.UniqueConstraint("user_id", name="uq_active_matches_user_id"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="CASCADE",
            name="fk_active_matches_user_id_users",
        ),
    )
    op.create_table(
        "finished_matches",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("difficulty", sa.String(16), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("record_json", sa.Text(), nullable=False),
        sa.Column("outcome", sa.String(10), nullable=False),
        sa.Column("score_north_south", sa.Integer(), nullable=False),
        sa.Column("score_east_west", sa.Integer(), nullable=False),
        sa.Column("hands_played", sa.Integer(), nullable=False),
        sa.Column("ranking_points", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_finished_matches"),
        sa.CheckConstraint(
            "outcome IN ('won', 'lost', 'abandoned')", name="ck_finished_matches_outcome"
        ),
        sa.CheckConstraint("ranking_points >= 0", name="ck_finished_matches_ranking_points"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="CASCADE",
            name="fk_finished_matches_user_id_users",
        ),
    )
    op.create_index(
        "ix_finished_matches_user_id_finished_at", "finished_matches", ["user_id", "finished_at"]
    )
    op.create_index("ix_finished_matches_finished_at", "finished_matches", ["finished_at"])


def downgrade() -> None:
    op.drop_table("finished_matches")
    op.drop_table("active_matches")
    op.drop_table("users")
