"""Puzzle ratings in the store: revision 0005 keeps existing data, and answers are rated."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from euchre import Team
from lessons.kit.rating import NEW_PLAYER, Rating, rate
from store.accounts import delete_account, sign_up
from store.db import Database
from store.errors import AccountError
from store.leaderboard import leaderboard
from store.migrate import current_revision, downgrade, head_revision, upgrade
from store.progress import load_progress, save_progress
from store.puzzle_ratings import (
    player_puzzle_rating,
    puzzle_rating_history,
    puzzle_ratings,
    record_puzzle_attempt,
)
from tests.store.support import add_user, record_match


def _rule(player: tuple[float, float], puzzle: tuple[float, float], solved: bool):
    after_player, after_puzzle = rate(Rating(*player), Rating(*puzzle), solved)
    return ((after_player.rating, after_player.deviation),
            (after_puzzle.rating, after_puzzle.deviation))


def _answer(db: Database, user: int, puzzle: str, solved: bool, game: str = "euchre"):
    return record_puzzle_attempt(
        user, puzzle, solved, game=game, new_player=(NEW_PLAYER.rating, NEW_PLAYER.deviation),
        new_puzzle=(1500.0, 250.0), rule=_rule, db=db)


def test_a_database_at_0004_keeps_its_accounts_matches_and_progress_after_0005(
    empty_database_url: str,
):
    upgrade(empty_database_url, "0004")
    database = Database(empty_database_url, migrate=False)
    try:
        user = add_user(database, "gil")
        match_id = record_match(database, user, "normal", Team.NORTH_SOUTH)
        save_progress(user, {"course_step": 3}, db=database)
    finally:
        database.dispose()

    database = Database(empty_database_url)  # opening the app's database upgrades it
    try:
        assert current_revision(empty_database_url) == head_revision()
        assert load_progress(user, db=database) == {"course_step": 3}
        assert list(leaderboard(db=database)["Points"]) == [30]
        assert player_puzzle_rating(user, game="euchre", db=database) is None
        player, _ = _answer(database, user, "p-1", True)
        assert player[0] > NEW_PLAYER.rating
        assert player_puzzle_rating(user, game="euchre", db=database) == pytest.approx(player)
    finally:
        database.dispose()

    downgrade(empty_database_url, "0004")
    engine = sa.create_engine(empty_database_url)
    with engine.connect() as connection:
        tables = set(sa.inspect(connection).get_table_names())
        kept = connection.execute(sa.text("SELECT id FROM finished_matches")).scalars().all()
    engine.dispose()
    assert "puzzle_attempts" not in tables and "puzzle_ratings" not in tables
    assert kept == [match_id]


def test_each_answer_moves_the_player_and_the_puzzle_and_is_kept_in_order(db: Database):
    user = add_user(db, "hal")
    (after_win, _), (puzzle_after_win, _) = _answer(db, user, "p-1", True)
    assert after_win > NEW_PLAYER.rating and puzzle_after_win < 1500.0
    (after_loss, _), (puzzle_after_loss, _) = _answer(db, user, "p-1", False)
    assert after_loss < after_win and puzzle_after_loss > puzzle_after_win

    history = puzzle_rating_history(user, db=db)
    assert [(a.puzzle_id, a.solved) for a in history] == [("p-1", True), ("p-1", False)]
    assert [a.rating for a in history] == pytest.approx([after_win, after_loss])
    assert history[1].puzzle_rating == pytest.approx(puzzle_after_win)
    assert puzzle_ratings(game="euchre", db=db)["p-1"][0] == pytest.approx(puzzle_after_loss)
    assert puzzle_ratings(["other"], game="euchre", db=db) == {}


def test_a_deleted_account_cannot_be_rated(db: Database):
    with pytest.raises(AccountError):
        _answer(db, 999, "p-1", True)


def test_deleting_an_account_deletes_its_rated_answers_but_keeps_the_puzzles_ratings(
    db: Database,
):
    user = sign_up("ivy", "a long password", db=db)
    _answer(db, user.id, "p-2", True)
    delete_account(user, "a long password", db=db)
    assert puzzle_rating_history(user.id, db=db) == []
    assert "p-2" in puzzle_ratings(game="euchre", db=db)
