"""Matches of any game of the family: the game id, the user's seat, scores per seat.

Adds ``game`` (a registry id, ``euchre.games``) and ``user_seat`` to ``active_matches``
and ``finished_matches``; every existing match is four-handed Euchre played from South
(seat 0), so the columns' server defaults fill them. ``finished_matches`` trades its two
team columns (``score_north_south``, ``score_east_west``) for ``seat_scores``, a JSON list
of every seat's final points, clockwise from South: an old row's ``[ns, ew]`` becomes
``[ns, ew, ns, ew]`` (partners share their team's score). On SQLite the finished-matches
table is rebuilt (its checks, indexes and foreign key are carried over).

Downgrading keeps the Euchre matches (team scores read back from South's and West's
seats) and deletes every other game's, which the older schema cannot hold.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

_EUCHRE = "euchre"


def _finished(*columns: sa.ColumnClause) -> sa.TableClause:
    return sa.table("finished_matches", sa.column("id", sa.String()), *columns)


def _game_columns() -> list[sa.Column]:
    return [
        sa.Column("game", sa.String(16), nullable=False, server_default=_EUCHRE),
        sa.Column("user_seat", sa.Integer(), nullable=False, server_default="0"),
    ]


def upgrade() -> None:
    with op.batch_alter_table("active_matches") as batch:
        for column in _game_columns():
            batch.add_column(column)

    with op.batch_alter_table("finished_matches") as batch:
        for column in _game_columns():
            batch.add_column(column)
        batch.add_column(sa.Column("seat_scores", sa.JSON(), nullable=True))

    connection = op.get_bind()
    old = _finished(sa.column("score_north_south", sa.Integer()),
                    sa.column("score_east_west", sa.Integer()))
    new = _finished(sa.column("seat_scores", sa.JSON()))
    filled = [
        {"match_id": match_id, "scores": [north_south, east_west, north_south, east_west]}
        for match_id, north_south, east_west in connection.execute(
            sa.select(old.c.id, old.c.score_north_south, old.c.score_east_west))
    ]
    if filled:
        connection.execute(
            new.update().where(new.c.id == sa.bindparam("match_id"))
            .values(seat_scores=sa.bindparam("scores", type_=sa.JSON())),
            filled,
        )

    with op.batch_alter_table("finished_matches") as batch:
        batch.alter_column("seat_scores", existing_type=sa.JSON(), nullable=False)
        batch.drop_column("score_north_south")
        batch.drop_column("score_east_west")
        batch.create_check_constraint(op.f("ck_finished_matches_user_seat"), "user_seat >= 0")
        batch.create_index("ix_finished_matches_game_finished_at", ["game", "finished_at"])


def downgrade() -> None:
    connection = op.get_bind()
    for table in ("active_matches", "finished_matches"):
        games = sa.table(table, sa.column("game", sa.String()))
        connection.execute(games.delete().where(games.c.game != _EUCHRE))

    with op.batch_alter_table("finished_matches") as batch:
        batch.add_column(sa.Column("score_north_south", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("score_east_west", sa.Integer(), nullable=True))

    scores = _finished(sa.column("seat_scores", sa.JSON()))
    teams = _finished(sa.column("score_north_south", sa.Integer()),
                      sa.column("score_east_west", sa.Integer()))
    filled = [
        {"match_id": match_id, "north_south": seat_scores[0], "east_west": seat_scores[1]}
        for match_id, seat_scores in connection.execute(sa.select(scores.c.id,
                                                                  scores.c.seat_scores))
    ]
    if filled:
        connection.execute(
            teams.update().where(teams.c.id == sa.bindparam("match_id"))
            .values(score_north_south=sa.bindparam("north_south"),
                    score_east_west=sa.bindparam("east_west")),
            filled,
        )

    with op.batch_alter_table("finished_matches") as batch:
        batch.drop_index("ix_finished_matches_game_finished_at")
        batch.drop_constraint(op.f("ck_finished_matches_user_seat"), type_="check")
        batch.alter_column("score_north_south", existing_type=sa.Integer(), nullable=False)
        batch.alter_column("score_east_west", existing_type=sa.Integer(), nullable=False)
        batch.drop_column("seat_scores")
        batch.drop_column("user_seat")
        batch.drop_column("game")
    with op.batch_alter_table("active_matches") as batch:
        batch.drop_column("user_seat")
        batch.drop_column("game")
