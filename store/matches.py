"""Matches on the server: saved after every action, finished and scored by replaying them.

The Play page calls, for a signed-in user (South, with North as partner):

- ``start_match(user_id, difficulty, rules_dict, seed, practice=...)`` when a match begins;
- ``save_match(match_id, user_id, record_json, expected_version)`` after every action;
- ``load_active_match(user_id)`` to restore the match after a refresh or a restart;
- ``finish_match(match_id, user_id)`` once the match has a winner;
- ``abandon_match(match_id, user_id)`` when the user gives up or starts another.

Ranking points are never taken from the caller: ``finish_match`` replays the record the
server saved, checks that every hand was dealt from the match's own seed, that every
action was legal and that the match is over, and awards the points of the difficulty
(``Difficulty.ranking_points``) when North–South won. A match is recorded once: its id is
the primary key of the finished-matches table.

A practice match (the user chose open explanations: the bots' full reasons during the
hand) earns no ranking points. The mark is set when the match starts and kept with the
match's table settings (the stored rules object, under ``PRACTICE``), so a save cannot
take it away and it is still there when the match is restored or recorded.
"""

from __future__ import annotations

import json
import random
import uuid
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from euchre import Match, RecordError, Rules, Team
from euchre.bots.base import Difficulty
from euchre.records import match_from_json, match_to_json
from store.db import Database, get_database
from store.errors import (
    AccountError,
    AlreadyRecordedError,
    InvalidRecordError,
    MatchClosedError,
    MatchNotFoundError,
    MatchNotOverError,
    OwnershipError,
    StaleMatchError,
    StoreError,
)
from store.models import ActiveMatchRow, FinishedMatchRow, UserRow, utc_now

__all__ = [
    "PRACTICE",
    "ActiveMatch",
    "FinishedMatch",
    "Outcome",
    "abandon_match",
    "finish_match",
    "finished_match",
    "finished_matches",
    "is_practice",
    "load_active_match",
    "save_match",
    "start_match",
]

MAX_SEED = 2**63 - 1
_START_ATTEMPTS = 3
USER_TEAM = Team.NORTH_SOUTH
PRACTICE = "practice"  # key of the practice mark among a match's stored table settings


class Outcome(StrEnum):
    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"


@dataclass(frozen=True)
class ActiveMatch:
    """A signed-in user's match in progress, as last saved."""

    id: str
    user_id: int
    difficulty: Difficulty
    rules: Rules
    seed: int
    record_json: str
    version: int
    started_at: datetime
    updated_at: datetime
    practice: bool = False

    def replay(self) -> Match:
        """The match position the record describes."""
        return match_from_json(self.record_json)


@dataclass(frozen=True)
class FinishedMatch:
    """A recorded match: how it ended and the ranking points it earned."""

    id: str
    user_id: int
    difficulty: Difficulty
    outcome: Outcome
    score: tuple[int, int]  # (North–South, East–West)
    hands_played: int
    ranking_points: int
    started_at: datetime
    finished_at: datetime
    record_json: str
    practice: bool = False

    @property
    def won(self) -> bool:
        return self.outcome is Outcome.WON

    @property
    def margin(self) -> int:
        """The user's team's points minus the opponents'."""
        return self.score[0] - self.score[1]

    def replay(self) -> Match:
        return match_from_json(self.record_json)


# ---- the API the Play page calls ------------------------------------------------------
def start_match(
    user_id: int,
    difficulty: Difficulty | str,
    rules_dict: dict[str, Any] | None = None,
    seed: int | None = None,
    *,
    practice: bool = False,
    db: Database | None = None,
) -> str:
    """Start a match for ``user_id`` and save its opening position; returns the match id.
    A ``practice`` match earns no ranking points.

    The server deals: the record is ``Match.new(rules, seed)`` (a random seed when
    ``seed`` is None). A user has at most one match in progress: an unfinished earlier
    match is recorded as abandoned (no points). Load the position with
    ``load_active_match``; its ``version`` is 1.
    """
    db = db or get_database()
    level = _difficulty(difficulty)
    try:
        rules = Rules.from_dict(rules_dict or {})
    except (TypeError, ValueError) as error:
        raise InvalidRecordError(f"Those table rules are not valid: {error}") from None
    if seed is None:
        seed = random.SystemRandom().randrange(MAX_SEED)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise InvalidRecordError(f"A match seed must be a whole number from 0 to {MAX_SEED}.")
    record_json = match_to_json(Match.new(rules, seed))
    match_id = str(uuid.uuid4())
    for attempt in range(_START_ATTEMPTS):
        try:
            _replace_active_match(db, user_id, ActiveMatchRow(
                id=match_id, user_id=user_id, difficulty=level.value,
                rules=_settings(rules, practice),
                seed=seed, record_json=record_json, version=1, started_at=utc_now(),
                updated_at=utc_now(),
            ))
            return match_id
        except (IntegrityError, StaleDataError):
            # Another tab started or closed a match of this user at the same moment.
            if attempt == _START_ATTEMPTS - 1:
                raise StaleMatchError(
                    "Another tab started a match at the same moment; reload the page."
                ) from None
    raise AssertionError("unreachable")


def _replace_active_match(db: Database, user_id: int, new: ActiveMatchRow) -> None:
    """In one transaction: record the user's unfinished match as abandoned, save ``new``."""
    with db.write() as session:
        # Locking the user's row (PostgreSQL; SQLite's write lock already serialises)
        # makes a user's concurrent starts take turns.
        if session.get(UserRow, user_id, with_for_update=True) is None:
            raise AccountError("This account no longer exists; sign in again.")
        earlier = session.scalars(
            select(ActiveMatchRow).where(ActiveMatchRow.user_id == user_id)
        ).one_or_none()
        if earlier is not None:
            session.add(_finished_row(earlier, Outcome.ABANDONED, 0, _lenient_replay(earlier)))
            session.delete(earlier)
            session.flush()
        session.add(new)


def save_match(
    match_id: str, user_id: int, record_json: str, expected_version: int,
    *, db: Database | None = None,
) -> int:
    """Save the match record after an action; returns the new version.

    ``expected_version`` is the version this copy was loaded or last saved as. The record
    must replay (legal actions, deals from the match's seed) and continue the saved one:
    the saved actions are kept, in order, with new ones after them.

    Raises ``StaleMatchError`` when another tab saved first (``MatchClosedError`` if the
    match was finished or abandoned meanwhile), ``OwnershipError`` when the match belongs
    to someone else, ``MatchNotFoundError`` for an unknown id and ``InvalidRecordError``
    for a record that does not replay or rewrites what was saved. Nothing changes then.
    """
    db = db or get_database()
    with db.read() as session:
        row = _active_row_for(session, match_id, user_id)
        if row.version != expected_version:
            raise _stale(row.version, expected_version)
        saved_record_json, rules, seed = row.record_json, row.rules, row.seed
    _replay_checked(record_json, rules, seed)
    _check_continues(saved_record_json, record_json)
    with db.write() as session:
        updated = session.execute(
            update(ActiveMatchRow)
            .where(ActiveMatchRow.id == match_id, ActiveMatchRow.user_id == user_id,
                   ActiveMatchRow.version == expected_version)
            .values(record_json=record_json, version=expected_version + 1,
                    updated_at=utc_now())
            .execution_options(synchronize_session=False)
        ).rowcount
        if updated == 1:
            return expected_version + 1
        current = _active_row_for(session, match_id, user_id)
        raise _stale(current.version, expected_version)


def load_active_match(user_id: int, *, db: Database | None = None) -> ActiveMatch | None:
    """The user's match in progress as last saved, or None."""
    db = db or get_database()
    with db.read() as session:
        row = session.scalars(
            select(ActiveMatchRow).where(ActiveMatchRow.user_id == user_id)
        ).one_or_none()
        return None if row is None else _active(row)


def finish_match(match_id: str, user_id: int, *, db: Database | None = None) -> FinishedMatch:
    """Record a finished match and award its ranking points (Easy 10, Normal 30, Expert 100
    for a North–South win; nothing for a loss).

    The saved record is replayed and checked first; a match that is not over
    (``MatchNotOverError``), whose record does not replay or was not dealt from its seed
    (``InvalidRecordError``), or that is already recorded (``AlreadyRecordedError``) earns
    nothing and changes nothing.
    """
    db = db or get_database()
    with db.read() as session:
        row = _active_row_for(session, match_id, user_id, finishing=True)
        session.expunge(row)
    try:
        match = _replay_checked(row.record_json, row.rules, row.seed)
    except InvalidRecordError as error:
        raise InvalidRecordError(f"This match cannot be scored. {error}") from None
    if not match.is_over:
        ns, ew = match.score
        raise MatchNotOverError(
            f"The match is not over yet: North–South {ns}, East–West {ew}, "
            f"playing to {match.rules.points_to_win}."
        )
    won = match.winner is USER_TEAM
    earns = won and not is_practice(row.rules)
    points = Difficulty(row.difficulty).ranking_points if earns else 0
    outcome = Outcome.WON if won else Outcome.LOST
    return _close(db, row, outcome, points, match)


def abandon_match(match_id: str, user_id: int, *, db: Database | None = None) -> FinishedMatch:
    """Give up a match in progress: it is recorded as abandoned and earns nothing."""
    db = db or get_database()
    with db.read() as session:
        row = _active_row_for(session, match_id, user_id)
        session.expunge(row)
    return _close(db, row, Outcome.ABANDONED, 0, _lenient_replay(row))


# ---- finished matches -----------------------------------------------------------------
def finished_matches(user_id: int, *, db: Database | None = None) -> list[FinishedMatch]:
    """The user's recorded matches, oldest first."""
    db = db or get_database()
    with db.read() as session:
        rows = session.scalars(
            select(FinishedMatchRow)
            .where(FinishedMatchRow.user_id == user_id)
            .order_by(FinishedMatchRow.finished_at, FinishedMatchRow.id)
        ).all()
        return [_finished(row) for row in rows]


def finished_match(match_id: str, user_id: int, *, db: Database | None = None) -> FinishedMatch:
    """One of the user's recorded matches (``OwnershipError`` for someone else's)."""
    db = db or get_database()
    with db.read() as session:
        row = session.get(FinishedMatchRow, match_id)
        if row is None:
            raise MatchNotFoundError("There is no recorded match with that id.")
        if row.user_id != user_id:
            raise OwnershipError("That match belongs to another player.")
        return _finished(row)


# ---- checks ---------------------------------------------------------------------------
def _difficulty(value: Difficulty | str) -> Difficulty:
    try:
        return Difficulty(value)
    except ValueError:
        names = ", ".join(level.value for level in Difficulty)
        raise InvalidRecordError(
            f"Unknown difficulty {value!r}: choose one of {names}."
        ) from None


def _replay_checked(record_json: str, rules_dict: dict[str, Any], seed: int) -> Match:
    """Replay a record and check it is this match: same rules, same seed.

    The engine's replay already refuses any hand not dealt from the record's seed.
    """
    try:
        match = match_from_json(record_json)
    except RecordError as error:
        raise InvalidRecordError(f"The record does not replay: {error}") from None
    if match.rules != _rules_of(rules_dict):
        raise InvalidRecordError("The record's table rules are not the match's.")
    if match.seed != seed:
        raise InvalidRecordError("The record belongs to another match (its seed differs).")
    return match


def _settings(rules: Rules, practice: bool) -> dict[str, Any]:
    """A match's stored table settings: its rules, and the practice mark if it has one."""
    return rules.to_dict() | ({PRACTICE: True} if practice else {})


def _rules_of(settings: dict[str, Any]) -> Rules:
    return Rules.from_dict({key: value for key, value in settings.items() if key != PRACTICE})


def is_practice(settings: dict[str, Any]) -> bool:
    """Whether a match's stored table settings mark it as a practice match."""
    return settings.get(PRACTICE) is True


def _check_continues(saved_json: str, new_json: str) -> None:
    """The new record keeps every saved hand and action, in order (both already replay)."""
    saved, new = json.loads(saved_json)["hands"], json.loads(new_json)["hands"]
    if len(new) < len(saved):
        raise InvalidRecordError("The new record drops hands that were already played.")
    for number, (old_hand, new_hand) in enumerate(zip(saved, new, strict=False), start=1):
        old_actions, new_actions = old_hand["actions"], new_hand["actions"]
        if new_actions[: len(old_actions)] != old_actions:
            raise InvalidRecordError(
                f"The new record changes hand {number}: actions already played cannot be "
                "taken back or replaced."
            )


def _lenient_replay(row: ActiveMatchRow) -> Match | None:
    try:
        return _replay_checked(row.record_json, row.rules, row.seed)
    except InvalidRecordError:
        return None


def _missing_match_error(
    session: Session, match_id: str, user_id: int, *, finishing: bool
) -> StoreError:
    """Why a match is not in progress: someone else's, already closed, or unknown."""
    row = session.get(FinishedMatchRow, match_id)
    if row is None:
        return MatchNotFoundError("There is no match with that id.")
    if row.user_id != user_id:
        return OwnershipError("That match belongs to another player.")
    if finishing:
        return AlreadyRecordedError(
            f"This match is already recorded ({row.outcome}, {row.ranking_points} ranking "
            "points); a match counts only once."
        )
    closed = "abandoned" if row.outcome == Outcome.ABANDONED else "recorded"
    return MatchClosedError(f"This match is over: it was {closed} in this or another tab.")


def _active_row_for(
    session: Session, match_id: str, user_id: int, *, finishing: bool = False
) -> ActiveMatchRow:
    row = session.get(ActiveMatchRow, match_id)
    if row is None:
        raise _missing_match_error(session, match_id, user_id, finishing=finishing)
    if row.user_id != user_id:
        raise OwnershipError("That match belongs to another player.")
    return row


def _stale(saved_version: int, expected_version: int) -> StaleMatchError:
    """Another tab saved first (the versions differ); the message is for the player."""
    return StaleMatchError(
        "This match was played on in another tab or window; open it again to continue "
        "from the latest position."
    )


# ---- rows -----------------------------------------------------------------------------
def _close(
    db: Database, row: ActiveMatchRow, outcome: Outcome, points: int, match: Match | None
) -> FinishedMatch:
    """Move a match from in-progress to finished, once, in one transaction."""
    finished = _finished_row(row, outcome, points, match)
    try:
        with db.write() as session:
            session.add(finished)
            session.flush()
            deleted = session.execute(
                delete(ActiveMatchRow)
                .where(ActiveMatchRow.id == row.id, ActiveMatchRow.version == row.version)
                .execution_options(synchronize_session=False)
            ).rowcount
            if deleted != 1:
                raise StaleMatchError(
                    "This match changed in another tab while it was being recorded; reload it."
                )
            result = _finished(finished)
    except IntegrityError:
        with db.read() as session:
            raise _missing_match_error(session, row.id, row.user_id, finishing=True) from None
    return result


def _finished_row(
    row: ActiveMatchRow, outcome: Outcome, points: int, match: Match | None
) -> FinishedMatchRow:
    score = match.score if match is not None else (0, 0)
    hands = sum(1 for hand in match.hands if hand.is_over) if match is not None else 0
    return FinishedMatchRow(
        id=row.id, user_id=row.user_id, difficulty=row.difficulty, rules=row.rules,
        seed=row.seed, record_json=row.record_json, outcome=outcome.value,
        score_north_south=score[0], score_east_west=score[1], hands_played=hands,
        ranking_points=points, started_at=row.started_at, finished_at=utc_now(),
    )


def _active(row: ActiveMatchRow) -> ActiveMatch:
    return ActiveMatch(
        id=row.id, user_id=row.user_id, difficulty=Difficulty(row.difficulty),
        rules=_rules_of(row.rules), seed=row.seed, record_json=row.record_json,
        version=row.version, started_at=row.started_at, updated_at=row.updated_at,
        practice=is_practice(row.rules),
    )


def _finished(row: FinishedMatchRow) -> FinishedMatch:
    return FinishedMatch(
        id=row.id, user_id=row.user_id, difficulty=Difficulty(row.difficulty),
        outcome=Outcome(row.outcome), score=(row.score_north_south, row.score_east_west),
        hands_played=row.hands_played, ranking_points=row.ranking_points,
        started_at=row.started_at, finished_at=row.finished_at, record_json=row.record_json,
        practice=is_practice(row.rules),
    )
