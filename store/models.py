"""The tables, as typed SQLAlchemy ORM models. Migrations in ``store/migrations`` build them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    CheckConstraint,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    MetaData,
    String,
    Text,
    TypeDecorator,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = [
    "OUTCOMES",
    "ActiveMatchRow",
    "Base",
    "FinishedMatchRow",
    "LessonProgressRow",
    "SignInFailureRow",
    "SignInTokenRow",
    "SignUpRow",
    "ThemeReviewRow",
    "UTCDateTime",
    "UserRow",
    "utc_now",
]

OUTCOMES = ("won", "lost", "abandoned")
EUCHRE = "euchre"  # the game of every match stored before games had ids


def utc_now() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC timestamp on every backend (SQLite stores it as naive UTC text)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("timestamps must carry a time zone.")
        value = value.astimezone(UTC)
        return value if dialect.name == "postgresql" else value.replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(
        naming_convention={
            "ix": "ix_%(table_name)s_%(column_0_N_name)s",
            "uq": "uq_%(table_name)s_%(column_0_N_name)s",
            "ck": "ck_%(table_name)s_%(constraint_name)s",
            "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
            "pk": "pk_%(table_name)s",
        }
    )


class UserRow(Base):
    """An account. ``username`` is shown; its case-folded ``username_key`` and its
    look-alike ``username_skeleton`` (see ``store.usernames``) are unique.

    ``session_epoch`` goes up when the password changes, which signs out other sessions.
    Ids are never reused (AUTOINCREMENT on SQLite), so a deleted account's session cannot
    become a later account's.
    """

    __tablename__ = "users"
    __table_args__ = ({"sqlite_autoincrement": True},)

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(24))
    username_key: Mapped[str] = mapped_column(String(24), unique=True)
    username_skeleton: Mapped[str] = mapped_column(String(40), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    session_epoch: Mapped[int] = mapped_column(default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class ActiveMatchRow(Base):
    """A match being played: its record so far, saved after every action.

    ``game`` is its id in the registry of games (``euchre.games``); ``user_seat`` is the
    seat the user plays (0, the seat drawn at the bottom of the table).

    ``version`` counts saves; a save names the version it started from, so a second tab
    working from an older copy is refused instead of overwriting newer play. ``rules`` are
    the table settings: the rules' options, and ``"practice": true`` for a practice match.
    """

    __tablename__ = "active_matches"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), unique=True
    )
    game: Mapped[str] = mapped_column(String(16), default=EUCHRE, server_default=EUCHRE)
    user_seat: Mapped[int] = mapped_column(default=0, server_default="0")
    difficulty: Mapped[str] = mapped_column(String(16))
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    record_json: Mapped[str] = mapped_column(Text)
    version: Mapped[int]
    started_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class FinishedMatchRow(Base):
    """A match that ended (won, lost or abandoned), with its full record and the points
    it earned. The primary key is the match id, so a match is recorded at most once.

    ``seat_scores`` lists every seat's final points, clockwise from seat 0 (partners
    share their team's score); ``user_seat`` says which of them is the user's.
    """

    __tablename__ = "finished_matches"
    __table_args__ = (
        CheckConstraint("outcome IN ('won', 'lost', 'abandoned')", name="outcome"),
        CheckConstraint("ranking_points >= 0", name="ranking_points"),
        CheckConstraint("user_seat >= 0", name="user_seat"),
        Index(None, "user_id", "finished_at"),
        Index(None, "finished_at"),
        Index(None, "game", "finished_at"),
    )

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    game: Mapped[str] = mapped_column(String(16), default=EUCHRE, server_default=EUCHRE)
    user_seat: Mapped[int] = mapped_column(default=0, server_default="0")
    difficulty: Mapped[str] = mapped_column(String(16))
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    record_json: Mapped[str] = mapped_column(Text)
    outcome: Mapped[str] = mapped_column(String(10))
    seat_scores: Mapped[list[int]] = mapped_column(JSON)
    hands_played: Mapped[int]
    ranking_points: Mapped[int]
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class LessonProgressRow(Base):
    """One JSON document per user: where the lessons stand (written by the lessons pages)."""

    __tablename__ = "lesson_progress"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class PuzzleRatingRow(Base):
    """A card-play puzzle's rating, once a signed-in player has tried it (before that the
    puzzle is rated from its tier, ``lessons.kit.rating.initial_puzzle_rating``)."""

    __tablename__ = "puzzle_ratings"
    __table_args__ = (CheckConstraint("deviation > 0", name="deviation"),)

    game: Mapped[str] = mapped_column(String(16), primary_key=True, default=EUCHRE,
                                      server_default=EUCHRE)
    puzzle_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    rating: Mapped[float] = mapped_column(Float)
    deviation: Mapped[float] = mapped_column(Float)
    attempts: Mapped[int] = mapped_column(default=0, server_default="0")
    solved: Mapped[int] = mapped_column(default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class PuzzleAttemptRow(Base):
    """One rated answer to a card-play puzzle of a game, with the player's rating in that
    game after it: the game's newest row is the player's rating, all of them its history."""

    __tablename__ = "puzzle_attempts"
    __table_args__ = (
        CheckConstraint("deviation > 0", name="deviation"),
        Index(None, "user_id", "game", "attempted_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    game: Mapped[str] = mapped_column(String(16), default=EUCHRE, server_default=EUCHRE)
    puzzle_id: Mapped[str] = mapped_column(String(64))
    solved: Mapped[bool]
    rating: Mapped[float] = mapped_column(Float)
    deviation: Mapped[float] = mapped_column(Float)
    puzzle_rating: Mapped[float] = mapped_column(Float)  # the puzzle's, before this answer
    attempted_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class ThemeReviewRow(Base):
    """A learner's review card of one theme (``lessons.kit.schedule``): the JSON card, when
    the theme is due again, and how many answers reviewed it."""

    __tablename__ = "theme_reviews"
    __table_args__ = (Index(None, "user_id", "game"),)

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    theme: Mapped[str] = mapped_column(String(64), primary_key=True)
    game: Mapped[str] = mapped_column(String(16))
    card: Mapped[dict[str, Any]] = mapped_column(JSON)
    due: Mapped[datetime] = mapped_column(UTCDateTime)
    reviews: Mapped[int] = mapped_column(default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class SignInFailureRow(Base):
    """A failed sign-in for a username (existing or not) from a client address, kept for
    throttling (``store.accounts``)."""

    __tablename__ = "sign_in_failures"
    __table_args__ = (
        Index(None, "username_key", "client_address", "attempted_at"),
        Index(None, "client_address", "attempted_at"),
        Index(None, "attempted_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    username_key: Mapped[str] = mapped_column(String(24))
    client_address: Mapped[str] = mapped_column(String(64), server_default="")
    attempted_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class SignUpRow(Base):
    """An account created from a client address, kept for an hour to throttle sign-ups
    (``store.throttle``)."""

    __tablename__ = "sign_ups"
    __table_args__ = (Index(None, "client_address", "created_at"), Index(None, "created_at"))

    id: Mapped[int] = mapped_column(primary_key=True)
    client_address: Mapped[str] = mapped_column(String(64), server_default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


TOKEN_KINDS = ("handoff", "browser")


class SignInTokenRow(Base):
    """A sign-in kept by a browser (``store.sign_in_tokens``), stored only as the SHA-256
    of its random token.

    A ``handoff`` token lives a minute and is exchanged once for a ``browser`` token, which
    keeps the browser signed in until ``expires_at``. ``handoff_hash`` ties a browser token
    to the handoff it came from, so the session that signed in can revoke it.
    """

    __tablename__ = "sign_in_tokens"
    __table_args__ = (
        CheckConstraint("kind IN ('handoff', 'browser')", name="kind"),
        Index(None, "user_id"),
        Index(None, "handoff_hash"),
        Index(None, "expires_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(8))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    handoff_hash: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
