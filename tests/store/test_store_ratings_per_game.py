"""Revision 0007: puzzle ratings per game (old ones become four-handed Euchre's), and each
learner's review cards of themes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa

from lessons.kit.rating import NEW_PLAYER, Rating, rate
from lessons.kit.schedule import ThemeSchedule, next_card, review_rating
from store.accounts import delete_account, sign_up
from store.db import Database
from store.errors import AccountError
from store.migrate import current_revision, downgrade, head_revision, upgrade
from store.puzzle_ratings import (
    player_puzzle_rating,
    puzzle_rating_history,
    puzzle_ratings,
    record_puzzle_attempt,
)
from store.theme_reviews import record_theme_review, theme_cards
from tests.store.support import add_user


def _rule(player: tuple[float, float], puzzle: tuple[float, float], solved: bool):
    after_player, after_puzzle = rate(Rating(*player), Rating(*puzzle), solved)
    return ((after_player.rating, after_player.deviation),
            (after_puzzle.rating, after_puzzle.deviation))


def _answer(db: Database, user: int, puzzle: str, solved: bool, game: str):
    return record_puzzle_attempt(
        user, puzzle, solved, game=game, new_player=(NEW_PLAYER.rating, NEW_PLAYER.deviation),
        new_puzzle=(1500.0, 250.0), rule=_rule, db=db)


def test_ratings_from_before_games_had_ids_become_four_handed_euchres(
    empty_database_url: str,
):
    upgrade(empty_database_url, "0006")
    database = Database(empty_database_url, migrate=False)
    try:
        user = add_user(database, "old")
    finally:
        database.dispose()
    now = datetime.now(UTC)
    engine = sa.create_engine(empty_database_url)
    with engine.begin() as connection:
        connection.execute(sa.text(
            "INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, attempts, solved, "
            "updated_at) VALUES ('p-old', 1234.0, 240.0, 1, 1, :now)"), {"now": now})
        for rating in (1540.0, 1580.0):
            connection.execute(sa.text(
                "INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, rating, deviation, "
                "puzzle_rating, attempted_at) VALUES (:user, 'p-old', true, :rating, 300.0, "
                "1234.0, :now)"), {"user": user, "rating": rating, "now": now})
    engine.dispose()

    database = Database(empty_database_url)  # opening the app's database upgrades it
    try:
        assert current_revision(empty_database_url) == head_revision()
        assert player_puzzle_rating(user, game="euchre", db=database) == (1580.0, 300.0)
        assert player_puzzle_rating(user, game="buck", db=database) is None
        assert [a.game for a in puzzle_rating_history(user, db=database)] == ["euchre"] * 2
        assert puzzle_ratings(game="euchre", db=database) == {"p-old": (1234.0, 240.0)}
        assert puzzle_ratings(game="buck", db=database) == {}
        # the old rating goes on from where it was
        (after, _), _ = _answer(database, user, "p-old", True, "euchre")
        assert after > 1580.0
        _answer(database, user, "p-old", False, "buck")
        record_theme_review(user, "trump-lead", game="euchre", db=database,
                            rule=lambda card: next_card(card, review_rating(True), now))
    finally:
        database.dispose()

    downgrade(empty_database_url, "0006")
    engine = sa.create_engine(empty_database_url)
    with engine.connect() as connection:
        tables = set(sa.inspect(connection).get_table_names())
        attempts = connection.execute(sa.text(
            "SELECT rating FROM puzzle_attempts ORDER BY id")).scalars().all()
    engine.dispose()
    assert "theme_reviews" not in tables
    assert attempts[:2] == [1540.0, 1580.0] and len(attempts) == 3, "Buck's answer is dropped"


def test_a_players_ratings_in_two_games_are_independent(db: Database):
    user = add_user(db, "two")
    for _ in range(3):
        _answer(db, user, "p-1", True, "euchre")
    (buck, _), _ = _answer(db, user, "p-1", False, "buck")
    euchre = player_puzzle_rating(user, game="euchre", db=db)
    assert euchre is not None and euchre[0] > NEW_PLAYER.rating
    assert buck < NEW_PLAYER.rating, "Buck's first answer starts from a new player's rating"
    assert player_puzzle_rating(user, game="buck", db=db)[0] == pytest.approx(buck)
    assert player_puzzle_rating(user, game="cutthroat", db=db) is None
    # the same puzzle id in two games is two puzzles
    euchre_puzzle = puzzle_ratings(game="euchre", db=db)["p-1"]
    buck_puzzle = puzzle_ratings(game="buck", db=db)["p-1"]
    assert euchre_puzzle[0] < 1500.0 < buck_puzzle[0]
    assert [a.game for a in puzzle_rating_history(user, db=db)] == ["euchre"] * 3 + ["buck"]
    assert len(puzzle_rating_history(user, game="buck", db=db)) == 1


def test_theme_reviews_are_kept_per_learner_and_game(db: Database):
    user = sign_up("reviewer", "a long password", db=db)
    other = add_user(db, "other")
    start = datetime(2026, 3, 1, 12, tzinfo=UTC)

    def review(user_id: int, theme: str, game: str, correct: bool, when: datetime):
        return record_theme_review(
            user_id, theme, game=game, db=db,
            rule=lambda card: next_card(card, review_rating(correct), when))

    review(user.id, "trump-lead", "euchre", False, start)
    review(user.id, "left-bower-suit", "euchre", True, start)
    review(user.id, "drop-out-trump", "buck", True, start)
    review(other, "trump-lead", "euchre", True, start)
    cards = theme_cards(user.id, game="euchre", db=db)
    assert set(cards) == {"trump-lead", "left-bower-suit"}
    assert set(theme_cards(user.id, db=db)) == {*cards, "drop-out-trump"}
    schedule = ThemeSchedule.from_dict(cards)
    later = start + timedelta(minutes=2)
    assert schedule.due(["trump-lead", "left-bower-suit"], later) == ("trump-lead",)
    assert ThemeSchedule.from_dict(theme_cards(other, db=db)).due(["trump-lead"], later) == ()

    review(user.id, "trump-lead", "euchre", True, later)
    again = ThemeSchedule.from_dict(theme_cards(user.id, game="euchre", db=db))
    assert again.due_at("trump-lead") > later, "a review moves the theme's due time on"

    with pytest.raises(AccountError):
        review(999, "trump-lead", "euchre", True, start)
    delete_account(user, "a long password", db=db)
    assert theme_cards(user.id, db=db) == {}
