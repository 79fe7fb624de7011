"""Persistence: accounts, matches in progress, finished matches, lesson progress and the
leaderboard, on SQLite (default) or PostgreSQL (``EUCHRE_DATABASE_URL``)."""

from store.accounts import (
    SignedInUser,
    change_password,
    delete_account,
    session_user,
    sign_in,
    sign_up,
)
from store.db import Database, get_database, set_database
from store.errors import (
    AccountError,
    AlreadyRecordedError,
    InvalidRecordError,
    MatchClosedError,
    MatchNotFoundError,
    MatchNotOverError,
    OwnershipError,
    SignInThrottledError,
    StaleMatchError,
    StoreError,
)
from store.matches import (
    ActiveMatch,
    FinishedMatch,
    Outcome,
    abandon_match,
    finish_match,
    finished_match,
    finished_matches,
    load_active_match,
    save_match,
    start_match,
)
from store.progress import load_progress, save_progress
from store.puzzle_ratings import (
    PuzzleAttempt,
    player_puzzle_rating,
    puzzle_rating_history,
    puzzle_ratings,
    record_puzzle_attempt,
)
from store.theme_reviews import record_theme_review, theme_cards

__all__ = [
    "AccountError",
    "ActiveMatch",
    "AlreadyRecordedError",
    "Database",
    "FinishedMatch",
    "InvalidRecordError",
    "MatchClosedError",
    "MatchNotFoundError",
    "MatchNotOverError",
    "Outcome",
    "OwnershipError",
    "PuzzleAttempt",
    "SignInThrottledError",
    "SignedInUser",
    "StaleMatchError",
    "StoreError",
    "abandon_match",
    "change_password",
    "delete_account",
    "finish_match",
    "finished_match",
    "finished_matches",
    "get_database",
    "load_active_match",
    "load_progress",
    "player_puzzle_rating",
    "puzzle_rating_history",
    "puzzle_ratings",
    "record_puzzle_attempt",
    "record_theme_review",
    "save_match",
    "save_progress",
    "session_user",
    "set_database",
    "sign_in",
    "sign_up",
    "start_match",
    "theme_cards",
]
