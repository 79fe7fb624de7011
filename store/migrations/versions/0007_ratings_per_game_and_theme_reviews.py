"""Puzzle ratings per game, and each learner's spaced-repetition schedule of themes.

Adds ``game`` (a registry id, ``euchre.games``) to ``puzzle_attempts`` (a player's rating
is the newest row of the game, its history the game's rows) and to ``puzzle_ratings``,
whose key becomes (game, puzzle id), so two games' banks may reuse an id. Every existing
row is four-handed Euchre's (the only game with puzzles before), so the columns' server
default fills them. Adds the table ``theme_reviews``: one row per learner and theme
practised, holding the theme's review card (``lessons.kit.schedule``) and when it is due.

Downgrading keeps the Euchre ratings and deletes every other game's, which the older
schema cannot hold, and drops ``theme_reviews``.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

_EUCHRE = "euchre"


def _game_column() -> sa.Column:
    return sa.Column("game", sa.String(16), nullable=False, server_default=_EUCHRE)


def upgrade() -> None:
    with op.batch_alter_table("puzzle_attempts") as batch:
        batch.add_column(_game_column())
        batch.drop_index("ix_puzzle_attempts_user_id_attempted_at")
        batch.create_index("ix_puzzle_attempts_user_id_game_attempted_at",
                           ["user_id", "game", "attempted_at"])
    with op.batch_alter_table("puzzle_ratings") as batch:
        batch.add_column(_game_column())
        batch.drop_constraint("pk_puzzle_ratings", type_="primary")
        batch.create_primary_key("pk_puzzle_ratings", ["game", "puzzle_id"])
    op.create_table(
        "theme_reviews",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("theme", sa.String(64), nullable=False),
        sa.Column("game", sa.String(16), nullable=False),
        sa.Column("card", sa.JSON(), nullable=False),
        sa.Column("due", sa.DateTime(timezone=True), nullable=False),
        sa.Column("reviews", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("user_id", "theme", name="pk_theme_reviews"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE",
                                name="fk_theme_reviews_user_id_users"),
    )
    op.create_index("ix_theme_reviews_user_id_game", "theme_reviews", ["user_id", "game"])


def downgrade() -> None:
    op.drop_index("ix_theme_reviews_user_id_game", table_name="theme_reviews")
    op.drop_table("theme_reviews")
    connection = op.get_bind()
    for table in ("puzzle_attempts", "puzzle_ratings"):
        rows = sa.table(table, sa.column("game", sa.String()))
        connection.execute(rows.delete().where(rows.c.game != _EUCHRE))
    with op.batch_alter_table("puzzle_ratings") as batch:
        batch.drop_constraint("pk_puzzle_ratings", type_="primary")
        batch.create_primary_key("pk_puzzle_ratings", ["puzzle_id"])
        batch.drop_column("game")
    with op.batch_alter_table("puzzle_attempts") as batch:
        batch.drop_index("ix_puzzle_attempts_user_id_game_attempted_at")
        batch.create_index("ix_puzzle_attempts_user_id_attempted_at",
                           ["user_id", "attempted_at"])
        batch.drop_column("game")
