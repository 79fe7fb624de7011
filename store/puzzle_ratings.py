"""Card-play puzzle ratings per game: each puzzle's, and each signed-in player's in each
game (a family's ``game_id``) with its history; the games' ratings never mix.

The rating rule is the caller's (``lessons.kit.rating``): ``record_puzzle_attempt`` reads both
ratings, applies the rule and writes both back in one transaction, with the player's row
and the puzzle's locked, so two answers at once never lose an update.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from store.db import Database, get_database
from store.errors import AccountError
from store.models import PuzzleAttemptRow, PuzzleRatingRow, UserRow, utc_now

__all__ = [
    "PuzzleAttempt",
    "RatingValue",
    "player_puzzle_rating",
    "puzzle_rating_history",
    "puzzle_ratings",
    "record_puzzle_attempt",
]

RatingValue = tuple[float, float]  # (rating, deviation)
RatingRule = Callable[[RatingValue, RatingValue, bool], tuple[RatingValue, RatingValue]]


@dataclass(frozen=True)
class PuzzleAttempt:
    """One rated answer: when, which game's puzzle, whether solved, the player's rating in
    that game after it."""

    attempted_at: datetime
    puzzle_id: str
    solved: bool
    rating: float
    deviation: float
    puzzle_rating: float
    game: str


def puzzle_ratings(puzzle_ids: Iterable[str] | None = None, *, game: str,
                   db: Database | None = None) -> dict[str, RatingValue]:
    """The stored ratings of ``game``'s puzzles tried so far (of ``puzzle_ids``, or all)."""
    db = db or get_database()
    statement = select(PuzzleRatingRow.puzzle_id, PuzzleRatingRow.rating,
                       PuzzleRatingRow.deviation).where(PuzzleRatingRow.game == game)
    if puzzle_ids is not None:
        statement = statement.where(PuzzleRatingRow.puzzle_id.in_(list(puzzle_ids)))
    with db.read() as session:
        return {puzzle_id: (rating, deviation)
                for puzzle_id, rating, deviation in session.execute(statement)}


def _last_rating(user_id: int, game: str):
    return (select(PuzzleAttemptRow.rating, PuzzleAttemptRow.deviation)
            .where(PuzzleAttemptRow.user_id == user_id, PuzzleAttemptRow.game == game)
            .order_by(PuzzleAttemptRow.id.desc()).limit(1))


def player_puzzle_rating(user_id: int, *, game: str, db: Database | None = None,
                         ) -> RatingValue | None:
    """The player's puzzle rating in ``game`` after the last rated answer there (None
    before the first)."""
    db = db or get_database()
    with db.read() as session:
        row = session.execute(_last_rating(user_id, game)).first()
    return None if row is None else (row[0], row[1])


def puzzle_rating_history(user_id: int, *, game: str | None = None,
                          db: Database | None = None) -> list[PuzzleAttempt]:
    """Every rated answer of the player in ``game`` (in every game if None), oldest first."""
    db = db or get_database()
    statement = select(PuzzleAttemptRow).where(PuzzleAttemptRow.user_id == user_id)
    if game is not None:
        statement = statement.where(PuzzleAttemptRow.game == game)
    with db.read() as session:
        rows = session.scalars(statement.order_by(PuzzleAttemptRow.id)).all()
    return [PuzzleAttempt(row.attempted_at, row.puzzle_id, row.solved, row.rating,
                          row.deviation, row.puzzle_rating, row.game) for row in rows]


def record_puzzle_attempt(
    user_id: int, puzzle_id: str, solved: bool, *, game: str, new_player: RatingValue,
    new_puzzle: RatingValue, rule: RatingRule, db: Database | None = None,
) -> tuple[RatingValue, RatingValue]:
    """Rate one answer to ``game``'s puzzle: the player's rating in that game and the
    puzzle's before it (``new_player`` / ``new_puzzle`` when none is stored yet) go through
    ``rule``; both results are stored and returned as (player's, puzzle's)."""
    db = db or get_database()
    with db.write() as session:
        user = session.get(UserRow, user_id, with_for_update=True)
        if user is None:
            raise AccountError("This account no longer exists; sign in again.")
        last = session.execute(_last_rating(user_id, game)).first()
        player = new_player if last is None else (last[0], last[1])
        row = session.get(PuzzleRatingRow, (game, puzzle_id), with_for_update=True)
        puzzle = new_puzzle if row is None else (row.rating, row.deviation)
        player_after, puzzle_after = rule(player, puzzle, solved)
        now = utc_now()
        if row is None:
            row = PuzzleRatingRow(game=game, puzzle_id=puzzle_id, attempts=0, solved=0)
            session.add(row)
        row.rating, row.deviation = puzzle_after
        row.attempts += 1
        row.solved += int(solved)
        row.updated_at = now
        session.add(PuzzleAttemptRow(user_id=user_id, game=game, puzzle_id=puzzle_id,
                                     solved=solved,
                                     rating=player_after[0], deviation=player_after[1],
                                     puzzle_rating=puzzle[0], attempted_at=now))
    return player_after, puzzle_after
