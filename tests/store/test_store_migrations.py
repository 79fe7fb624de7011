"""The schema comes from the migrations, matches the models, and upgrades old databases."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from argon2 import PasswordHasher

from euchre import Match, Rules, Team
from euchre.games.euchre.records import match_from_json, match_to_json
from store.accounts import sign_in, sign_up
from store.db import Database
from store.engine import DATABASE_URL_VARIABLE, PROJECT_ROOT, configured_url
from store.errors import AccountError, SignInThrottledError
from store.leaderboard import leaderboard, user_results
from store.matches import (
    finish_match,
    finished_matches,
    load_active_match,
    save_match,
    start_match,
)
from store.migrate import current_revision, downgrade, head_revision, upgrade
from store.models import Base, UTCDateTime
from store.progress import save_progress
from store.sign_in_tokens import issue_handoff, redeem_handoff, user_for_token
from tests.store.support import (
    SHORT_RULES,
    add_finished_match,
    add_user,
    decided_match,
    play_out,
    record_match,
    seed_won_by,
)


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


def _old_users_table() -> sa.Table:
    """The users table as revision 0001 made it."""
    return sa.Table(
        "users", sa.MetaData(), sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("username", sa.String), sa.Column("username_key", sa.String),
        sa.Column("password_hash", sa.String), sa.Column("created_at", UTCDateTime),
    )


def test_a_database_from_the_first_revision_keeps_working_after_the_upgrade(
    empty_database_url: str,
):
    upgrade(empty_database_url, "0001")
    assert current_revision(empty_database_url) == "0001"
    old_hash = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1).hash
    seed = seed_won_by(Team.NORTH_SOUTH)
    record, _ = decided_match(seed)
    engine = sa.create_engine(empty_database_url)
    now = datetime.now(UTC)
    with engine.begin() as connection:
        users = _old_users_table()
        for user_id, name in [(1, "alice"), (2, "Al1ce"), (3, "Bob")]:
            connection.execute(users.insert().values(
                id=user_id, username=name, username_key=name.casefold(),
                password_hash=old_hash(f"{name} password"), created_at=now))
        finished = sa.table(
            "finished_matches",
            *(sa.column(name) for name in (
                "id", "user_id", "difficulty", "seed", "record_json", "outcome",
                "score_north_south", "score_east_west", "hands_played", "ranking_points")),
            sa.column("rules", sa.JSON), sa.column("started_at", UTCDateTime),
            sa.column("finished_at", UTCDateTime),
        )
        connection.execute(finished.insert().values(
            id="00000000-0000-4000-8000-000000000001", user_id=3, difficulty="normal",
            rules=SHORT_RULES, seed=seed, record_json=record, outcome="won",
            score_north_south=5, score_east_west=2, hands_played=6, ranking_points=30,
            started_at=now, finished_at=now))
    engine.dispose()

    database = Database(empty_database_url)  # opening the app's database upgrades it
    try:
        assert current_revision(empty_database_url) == head_revision()
        alice = sign_in("alice", "alice password", db=database)
        assert sign_in("al1ce", "Al1ce password", db=database).id == 2
        with pytest.raises(AccountError, match="taken, or too close"):
            sign_up("a1ice", "a new password", db=database)
        assert [m.ranking_points for m in finished_matches(3, db=database)] == [30]
        match_id = start_match(alice.id, "easy", SHORT_RULES, seed, db=database)
        save_match(match_id, alice.id, record, 1, db=database)
        assert finish_match(match_id, alice.id, db=database).ranking_points == 10
        save_progress(alice.id, {"lesson": 1}, db=database)
        with database.engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection),
                                           Base.metadata)
        assert differences == []
    finally:
        database.dispose()


def test_the_default_is_the_sqlite_file_under_data_and_the_url_variable_overrides_it(
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.delenv(DATABASE_URL_VARIABLE, raising=False)
    assert configured_url().database == str(PROJECT_ROOT / "data" / "euchre.db")
    monkeypatch.setenv(DATABASE_URL_VARIABLE, "postgresql+psycopg://euchre:secret@db.example/euchre")
    url = configured_url()
    assert (url.drivername, url.host, url.database) == ("postgresql+psycopg", "db.example",
                                                       "euchre")
    monkeypatch.setenv(DATABASE_URL_VARIABLE, "postgresql://euchre@db.example/euchre")
    assert configured_url().drivername == "postgresql+psycopg"


def test_a_database_from_revision_0002_keeps_its_accounts_and_failures_after_0003(
    empty_database_url: str,
):
    upgrade(empty_database_url, "0002")
    hasher = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
    now = datetime.now(UTC)
    engine = sa.create_engine(empty_database_url)
    with engine.begin() as connection:
        connection.execute(sa.table(
            "users", *(sa.column(name) for name in (
                "id", "username", "username_key", "username_skeleton", "password_hash",
                "session_epoch")), sa.column("created_at", UTCDateTime),
        ).insert().values(id=1, username="carol", username_key="carol",
                          username_skeleton="carol", password_hash=hasher.hash("carol secret"),
                          session_epoch=0, created_at=now))
        failures = sa.table("sign_in_failures", sa.column("username_key"),
                            sa.column("attempted_at", UTCDateTime))
        for _ in range(5):
            connection.execute(failures.insert().values(username_key="dave", attempted_at=now))
    engine.dispose()

    database = Database(empty_database_url)
    try:
        assert current_revision(empty_database_url) == head_revision()
        carol = sign_in("carol", "carol secret", db=database)
        with pytest.raises(SignInThrottledError):  # the old failures still count
            sign_in("dave", "anything", db=database)
        token = redeem_handoff(issue_handoff(carol, db=database), db=database)
        assert user_for_token(token, db=database) == carol
        with database.engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection),
                                           Base.metadata)
        assert differences == []
    finally:
        database.dispose()


def test_a_database_from_revision_0003_keeps_accounts_and_matches_after_0004(
    empty_database_url: str,
):
    """An account, a won match and a match in progress, written by the 0003 schema, read
    back by the app's store functions as Euchre matches played from South."""
    upgrade(empty_database_url, "0003")
    hasher = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
    won_seed, later_seed = seed_won_by(Team.NORTH_SOUTH), seed_won_by(Team.NORTH_SOUTH, 1)
    won_record, _ = decided_match(won_seed)
    won_score = match_from_json(won_record).score
    in_progress = play_out(Match.new(Rules(**SHORT_RULES), later_seed), max_actions=7)
    now = datetime.now(UTC)
    engine = sa.create_engine(empty_database_url)
    with engine.begin() as connection:
        connection.execute(sa.table(
            "users", *(sa.column(name) for name in (
                "id", "username", "username_key", "username_skeleton", "password_hash",
                "session_epoch")), sa.column("created_at", UTCDateTime),
        ).insert().values(id=1, username="erin", username_key="erin",
                          username_skeleton="ern", password_hash=hasher.hash("erin secret"),
                          session_epoch=0, created_at=now))

        def times(*names: str) -> list[sa.ColumnClause]:
            return [sa.column(name, UTCDateTime) for name in names]

        connection.execute(sa.table(
            "finished_matches", *(sa.column(name) for name in (
                "id", "user_id", "difficulty", "seed", "record_json", "outcome",
                "score_north_south", "score_east_west", "hands_played", "ranking_points")),
            sa.column("rules", sa.JSON), *times("started_at", "finished_at"),
        ).insert().values(
            id="00000000-0000-4000-8000-000000000001", user_id=1, difficulty="normal",
            rules=SHORT_RULES, seed=won_seed, record_json=won_record, outcome="won",
            score_north_south=won_score[0], score_east_west=won_score[1], hands_played=6,
            ranking_points=30, started_at=now - timedelta(hours=1), finished_at=now))
        connection.execute(sa.table(
            "active_matches", *(sa.column(name) for name in (
                "id", "user_id", "difficulty", "seed", "record_json", "version")),
            sa.column("rules", sa.JSON), *times("started_at", "updated_at"),
        ).insert().values(
            id="00000000-0000-4000-8000-000000000002", user_id=1, difficulty="easy",
            rules=SHORT_RULES, seed=later_seed, record_json=match_to_json(in_progress),
            version=8, started_at=now, updated_at=now))
    engine.dispose()

    database = Database(empty_database_url)  # opening the app's database upgrades it
    try:
        assert current_revision(empty_database_url) == head_revision()
        erin = sign_in("erin", "erin secret", db=database)
        [won] = finished_matches(erin.id, db=database)
        assert (won.game, won.outcome.value, won.ranking_points) == ("euchre", "won", 30)
        assert won.seat_scores == (won_score[0], won_score[1], won_score[0], won_score[1])
        assert (won.user_seat, won.score) == (0, won_score)
        assert won.margin == won_score[0] - won_score[1]
        assert won.replay().score == won_score
        board = leaderboard(db=database)
        assert list(zip(board["Player"], board["Points"], board["Normal wins"],
                        board["Biggest margin"], strict=True)) == [
            ("erin", 30, 1, won_score[0] - won_score[1])]
        assert list(leaderboard(game="euchre", db=database)["Points"]) == [30]
        assert leaderboard(game="cutthroat", db=database).empty
        assert list(user_results(erin.id, db=database)["score"]) == [
            f"{won_score[0]}–{won_score[1]}"]

        active = load_active_match(erin.id, db=database)
        assert active is not None
        assert (active.game, active.user_seat, active.version, active.difficulty.value) == (
            "euchre", 0, 8, "easy")
        assert match_to_json(active.replay()) == match_to_json(in_progress)
        finished_record, _ = decided_match(later_seed)
        assert save_match(active.id, erin.id, finished_record, 8, db=database) == 9
        assert finish_match(active.id, erin.id, db=database).ranking_points == 10
        assert list(leaderboard(db=database)["Points"]) == [40]
        with database.engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection),
                                           Base.metadata)
        assert differences == []
    finally:
        database.dispose()


def test_going_back_to_0003_keeps_the_euchre_matches_with_their_team_scores(
    empty_database_url: str,
):
    database = Database(empty_database_url)
    try:
        user = add_user(database, "fay")
        seed = seed_won_by(Team.NORTH_SOUTH)
        euchre_win = record_match(database, user, "expert", Team.NORTH_SOUTH)
        add_finished_match(database, user, game="cutthroat", seat_scores=(10, 2, 5))
    finally:
        database.dispose()
    north_south, east_west = match_from_json(decided_match(seed)[0]).score

    downgrade(empty_database_url, "0003")

    assert current_revision(empty_database_url) == "0003"
    engine = sa.create_engine(empty_database_url)
    with engine.connect() as connection:
        kept = connection.execute(sa.text(
            "SELECT id, score_north_south, score_east_west, ranking_points "
            "FROM finished_matches")).all()
    engine.dispose()
    assert kept == [(euchre_win, north_south, east_west, 100)]
