"""Matches on the server: saved after every action, finished and scored by replaying them.

A match is of one game of the family (``game``, an id of the registry ``euchre.games``;
four-handed Euchre, ``"euchre"``, unless told), and the user plays one seat of it
(``user_seat``, 0: South, the seat at the bottom of the table). The Play page calls, for
a signed-in user:

- ``start_match(user_id, difficulty, rules_dict, seed, practice=..., game=...)`` when a
  match begins;
- ``save_moves(match_id, user_id, moves, expected_version)`` after every action, with the
  moves made since the last save (``save_match`` saves a whole record instead);
- ``take_back_moves(match_id, user_id, keep, expected_version)`` when the user of a
  practice match takes a decision back (the saved record keeps only the moves that stand);
- ``load_active_match(user_id)`` to restore the match after a refresh or a restart;
- ``finish_match(match_id, user_id)`` once the match has a winner;
- ``abandon_match(match_id, user_id)`` when the user gives up or starts another.

Ranking points are never taken from the caller: ``finish_match`` replays the record the
server saved, checks that every hand was dealt from the match's own seed, that every
action was legal and that the match is over, and awards the points of the difficulty
(``Difficulty.ranking_points``) when the user's side won (a shared win, where a game
has one, is a win). The finished match keeps every
seat's final points (``seat_scores``, read from the replay, never from the caller). A match
is recorded once: its id is the primary key of the finished-matches table.

A practice match (the user chose open explanations: the bots' full reasons during the
hand) earns no ranking points. The mark is set when the match starts and kept with the
match's table settings (the stored rules object, under ``PRACTICE``), so a save cannot
take it away and it is still there when the match is restored or recorded.
"""

from __future__ import annotations

import json
import random
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from euchre import games
from euchre.bots.base import Difficulty
from euchre.errors import RecordError
from euchre.games import GameMatch, GameRules, GameSpec
from euchre.record_codec import parse_json
from store import positions
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
from store.game_scores import margin, score_race, seat_scores, side_scores, winning_sides
from store.models import EUCHRE, ActiveMatchRow, FinishedMatchRow, UserRow, utc_now

__all__ = [
    "EUCHRE",
    "PRACTICE",
    "ActiveMatch",
    "FinishedMatch",
    "Move",
    "Outcome",
    "abandon_match",
    "finish_match",
    "finished_match",
    "finished_matches",
    "is_practice",
    "load_active_match",
    "save_match",
    "save_moves",
    "start_match",
    "take_back_moves",
]

MAX_SEED = 2**63 - 1
_START_ATTEMPTS = 3
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
    rules: GameRules
    seed: int
    record_json: str
    version: int
    started_at: datetime
    updated_at: datetime
    practice: bool = False
    game: str = EUCHRE
    user_seat: int = 0

    def replay(self) -> GameMatch:
        """The match position the record describes (kept for the saves that follow)."""
        match = _game(self.game).match_from_record(parse_json(self.record_json))
        positions.keep(self.id, self.version, match)
        return match


@dataclass(frozen=True)
class FinishedMatch:
    """A recorded match: how it ended, every seat's final points and the ranking points
    it earned."""

    id: str
    user_id: int
    difficulty: Difficulty
    outcome: Outcome
    score: tuple[int, ...]  # per side, the user's first: (North–South, East–West) in Euchre
    hands_played: int
    ranking_points: int
    started_at: datetime
    finished_at: datetime
    record_json: str
    practice: bool = False
    game: str = EUCHRE
    seat_scores: tuple[int, ...] = ()
    user_seat: int = 0

    @property
    def won(self) -> bool:
        return self.outcome is Outcome.WON

    @property
    def margin(self) -> int | None:
        """The user's side's points minus the best other side's (None for an unknown game)."""
        return margin(self.game, self.seat_scores, self.user_seat)

    def replay(self) -> GameMatch:
        return _game(self.game).match_from_record(parse_json(self.record_json))


# ---- the API the Play page calls ------------------------------------------------------
def start_match(
    user_id: int,
    difficulty: Difficulty | str,
    rules_dict: dict[str, Any] | None = None,
    seed: int | None = None,
    *,
    practice: bool = False,
    game: str = EUCHRE,
    user_seat: int = 0,
    db: Database | None = None,
) -> str:
    """Start a match of ``game`` for ``user_id``, who plays ``user_seat``, and save its
    opening position; returns the match id. A ``practice`` match earns no ranking points.

    The server deals: the record is the game's ``new_match(rules, seed)`` (a random seed
    when ``seed`` is None). A user has at most one match in progress: an unfinished earlier
    match is recorded as abandoned (no points). Load the position with
    ``load_active_match``; its ``version`` is 1.
    """
    db = db or get_database()
    level = _difficulty(difficulty)
    spec = _game(game)
    if isinstance(user_seat, bool) or user_seat not in spec.seating.seats:
        raise InvalidRecordError(
            f"{spec.name} has seats 0 to {spec.seating.size - 1}, not {user_seat!r}.")
    try:
        rules = spec.rules_type.from_dict(rules_dict or {})
    except (TypeError, ValueError) as error:
        raise InvalidRecordError(f"Those table rules are not valid: {error}") from None
    if seed is None:
        seed = random.SystemRandom().randrange(MAX_SEED)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise InvalidRecordError(f"A match seed must be a whole number from 0 to {MAX_SEED}.")
    match = spec.new_match(rules, seed)
    record_json = _to_json(spec, match)
    match_id = str(uuid.uuid4())
    for attempt in range(_START_ATTEMPTS):
        try:
            _replace_active_match(db, user_id, ActiveMatchRow(
                id=match_id, user_id=user_id, game=spec.id, user_seat=user_seat,
                difficulty=level.value, rules=_settings(rules, practice),
                seed=seed, record_json=record_json, version=1, started_at=utc_now(),
                updated_at=utc_now(),
            ))
            positions.keep(match_id, 1, match)
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
    *, game: str | None = None, db: Database | None = None,
) -> int:
    """Save the match record after an action; returns the new version.

    ``game``, when given, must be the match's game (the record must be of it anyway).

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
        _check_game(row, game)
        if row.version != expected_version:
            raise _stale(row.version, expected_version)
        saved_record_json, rules, seed = row.record_json, row.rules, row.seed
        match_game = row.game
    match = _replay_checked(record_json, match_game, rules, seed)
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
        if updated != 1:
            current = _active_row_for(session, match_id, user_id)
            raise _stale(current.version, expected_version)
    positions.keep(match_id, expected_version + 1, match)
    return expected_version + 1


@dataclass(frozen=True)
class Move:
    """One action of a match, as a save sends it: the hand (from 1), the seat's name and
    the action's text."""

    hand: int
    seat: str
    action: str


def save_moves(
    match_id: str, user_id: int, moves: Sequence[Move], expected_version: int,
    *, game: str | None = None, db: Database | None = None,
) -> int:
    """Append ``moves`` (the actions since the last save, in order; a move of the next hand
    deals it) to the saved match; returns the new version.

    Each move is applied to the position this process kept when it last saved or loaded
    the match; only when it holds none for ``expected_version`` is the stored record
    replayed first. An illegal move, a move of the wrong seat or hand, a stale version or
    someone else's match is refused as ``save_match`` refuses a record, and nothing
    changes.
    """
    db = db or get_database()
    row, match = _saved_position(db, match_id, user_id, expected_version, game)
    spec = _game(row.game)
    return _store_position(db, match_id, user_id, expected_version, spec,
                           _with_moves(spec, match, moves))


def take_back_moves(
    match_id: str, user_id: int, keep: int, expected_version: int,
    *, game: str | None = None, db: Database | None = None,
) -> int:
    """Keep only the first ``keep`` actions of the saved match (a practice take-back: the
    user's last decision and the bots' moves after it); returns the new version.

    Only a practice match may take moves back, and only moves of the hand being played:
    a ranked match keeps every move (``InvalidRecordError``), as does a finished hand.
    Otherwise refused as ``save_moves`` refuses, and nothing changes.
    """
    db = db or get_database()
    row, match = _saved_position(db, match_id, user_id, expected_version, game)
    if not is_practice(row.rules):
        raise InvalidRecordError("Moves are taken back only in a practice match: a ranked "
                                 "match keeps every move.")
    before = sum(len(hand.history) for hand in match.finished)
    if not before <= keep <= before + len(match.current.history):
        raise InvalidRecordError("Only moves of the hand being played can be taken back.")
    return _store_position(db, match_id, user_id, expected_version, _game(row.game),
                           match.with_current_hand_cut(keep - before))


def _saved_position(db: Database, match_id: str, user_id: int, expected_version: int,
                    game: str | None) -> tuple[ActiveMatchRow, GameMatch]:
    """The saved match's row and position at ``expected_version``: the position this
    process kept, else the stored record replayed (a stale version refused)."""
    with db.read() as session:
        row = _active_row_for(session, match_id, user_id)
        _check_game(row, game)
        if row.version != expected_version:
            raise _stale(row.version, expected_version)
        session.expunge(row)
    match = positions.kept(match_id, expected_version)
    if match is None:
        match = _replay_checked(row.record_json, row.game, row.rules, row.seed)
    return row, match


def _store_position(db: Database, match_id: str, user_id: int, expected_version: int,
                    spec: GameSpec, match: GameMatch) -> int:
    """Write ``match`` over the saved record if it is still at ``expected_version`` (a
    stale version refused), keep the position, and return the new version."""
    with db.write() as session:
        updated = session.execute(
            update(ActiveMatchRow)
            .where(ActiveMatchRow.id == match_id, ActiveMatchRow.user_id == user_id,
                   ActiveMatchRow.version == expected_version)
            .values(record_json=_to_json(spec, match), version=expected_version + 1,
                    updated_at=utc_now())
            .execution_options(synchronize_session=False)
        ).rowcount
        if updated != 1:
            current = _active_row_for(session, match_id, user_id)
            raise _stale(current.version, expected_version)
    positions.keep(match_id, expected_version + 1, match)
    return expected_version + 1


def _with_moves(spec: GameSpec, match: GameMatch, moves: Sequence[Move]) -> GameMatch:
    """``match`` after ``moves`` (``InvalidRecordError`` saying which move is refused)."""
    seating = spec.seating_for(match.rules)
    for number, move in enumerate(moves, start=1):
        try:
            if move.hand == match.hand_number + 1:
                match = match.next_hand()
            if move.hand != match.hand_number:
                raise ValueError(f"it is hand {move.hand}, but the match is at hand "
                                 f"{match.hand_number}.")
            if move.seat not in seating.names:
                raise ValueError(f"{move.seat!r} is not a seat of {spec.name}.")
            match = match.apply(spec.parse_action(move.action), seating.names.index(move.seat))
        except ValueError as error:  # an IllegalActionError is a ValueError too
            raise InvalidRecordError(f"Move {number} ({move.seat}: {move.action!r}) cannot be "
                                     f"saved: {error}") from None
    return match


def load_active_match(user_id: int, *, db: Database | None = None) -> ActiveMatch | None:
    """The user's match in progress as last saved, or None."""
    db = db or get_database()
    with db.read() as session:
        row = session.scalars(
            select(ActiveMatchRow).where(ActiveMatchRow.user_id == user_id)
        ).one_or_none()
        return None if row is None else _active(row)


def finish_match(
    match_id: str, user_id: int, *, game: str | None = None, db: Database | None = None
) -> FinishedMatch:
    """Record a finished match with every seat's final points, and award its ranking points
    (Easy 10, Normal 30, Expert 100 when the user's side won, alone or sharing the win;
    nothing for a loss).

    The saved record is replayed and checked first; a match that is not over
    (``MatchNotOverError``), whose record does not replay or was not dealt from its seed,
    or that is not of ``game`` when one is given (``InvalidRecordError``), or that is
    already recorded (``AlreadyRecordedError``) earns nothing and changes nothing.
    """
    db = db or get_database()
    with db.read() as session:
        row = _active_row_for(session, match_id, user_id, finishing=True)
        _check_game(row, game)
        session.expunge(row)
    try:
        match = _replay_checked(row.record_json, row.game, row.rules, row.seed)
    except InvalidRecordError as error:
        raise InvalidRecordError(f"This match cannot be scored. {error}") from None
    seating = _game(row.game).seating_for(match.rules)
    if not match.is_over:
        standing = ", ".join(f"{name} {points}" for name, points
                             in zip(seating.team_names, match.score, strict=True))
        race = score_race(match.rules)
        raise MatchNotOverError(f"The match is not over yet: {standing}"
                                + (f", playing {race.words}." if race.goal or race.start else "."))
    won = seating.teams[row.user_seat] in winning_sides(match)  # a shared win is a win
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


def _game(game_id: str) -> GameSpec:
    """The registered game ``game_id`` (``InvalidRecordError`` naming the known ones)."""
    try:
        return games.game(game_id)
    except ValueError:
        names = ", ".join(repr(known) for known in games.game_ids())
        raise InvalidRecordError(f"Unknown game {game_id!r}: the games are {names}.") from None


def _check_game(row: ActiveMatchRow, game: str | None) -> None:
    if game is not None and game != row.game:
        raise InvalidRecordError(
            f"This match is a game of {row.game!r}, not of {game!r}.")


def _to_json(spec: GameSpec, match: GameMatch) -> str:
    return json.dumps(spec.match_to_record(match), ensure_ascii=False)


def _replay_checked(
    record_json: str, game: str, rules_dict: dict[str, Any], seed: int
) -> GameMatch:
    """Replay a record with its game's reader and check it is this match: same game, same
    rules, same seed.

    The game's replay already refuses any hand not dealt from the record's seed.
    """
    spec = _game(game)
    try:
        record = parse_json(record_json)
        named = games.game_of_record(record).id
        if named != spec.id:
            raise InvalidRecordError(
                f"The record is of the game {named!r}, not of this match's ({spec.name}).")
        match = spec.match_from_record(record)
    except RecordError as error:
        raise InvalidRecordError(f"The record does not replay: {error}") from None
    if match.rules != _rules_of(spec, rules_dict):
        raise InvalidRecordError("The record's table rules are not the match's.")
    if record.get("seed") != seed:
        raise InvalidRecordError("The record belongs to another match (its seed differs).")
    return match


def _settings(rules: GameRules, practice: bool) -> dict[str, Any]:
    """A match's stored table settings: its rules, and the practice mark if it has one."""
    return rules.to_dict() | ({PRACTICE: True} if practice else {})


def _rules_of(spec: GameSpec, settings: dict[str, Any]) -> GameRules:
    return spec.rules_type.from_dict(
        {key: value for key, value in settings.items() if key != PRACTICE})


def is_practice(settings: dict[str, Any]) -> bool:
    """Whether a match's stored table settings mark it as a practice match."""
    return settings.get(PRACTICE) is True


def _check_continues(saved_json: str, new_json: str) -> None:
    """The new record keeps every saved hand and action, in order (both already replay)."""
    try:
        saved, new = json.loads(saved_json)["hands"], json.loads(new_json)["hands"]
        saved_actions = [hand["actions"] for hand in saved]
        new_actions_by_hand = [hand["actions"] for hand in new]
    except (KeyError, TypeError, ValueError):
        raise InvalidRecordError("The record does not list its hands' actions.") from None
    if len(new) < len(saved):
        raise InvalidRecordError("The new record drops hands that were already played.")
    for number, (old_actions, new_actions) in enumerate(
        zip(saved_actions, new_actions_by_hand, strict=False), start=1
    ):
        if new_actions[: len(old_actions)] != old_actions:
            raise InvalidRecordError(
                f"The new record changes hand {number}: actions already played cannot be "
                "taken back or replaced."
            )


def _lenient_replay(row: ActiveMatchRow) -> GameMatch | None:
    try:
        return _replay_checked(row.record_json, row.game, row.rules, row.seed)
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
    db: Database, row: ActiveMatchRow, outcome: Outcome, points: int, match: GameMatch | None
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
    positions.forget(row.id)
    return result


def _finished_row(
    row: ActiveMatchRow, outcome: Outcome, points: int, match: GameMatch | None
) -> FinishedMatchRow:
    """The finished-matches row of ``row``; a match that no longer replays (only ever
    abandoned) is kept with no points for anyone."""
    if match is not None:
        scores = list(seat_scores(match, _game(row.game).seating_for(match.rules)))
        hands = sum(1 for hand in match.hands if hand.is_over)
    else:
        scores, hands = [0] * _seat_count(row.game), 0
    return FinishedMatchRow(
        id=row.id, user_id=row.user_id, game=row.game, user_seat=row.user_seat,
        difficulty=row.difficulty, rules=row.rules, seed=row.seed,
        record_json=row.record_json, outcome=outcome.value, seat_scores=scores,
        hands_played=hands, ranking_points=points, started_at=row.started_at,
        finished_at=utc_now(),
    )


def _seat_count(game_id: str) -> int:
    try:
        return games.game(game_id).seating.size
    except ValueError:
        return 0


def _active(row: ActiveMatchRow) -> ActiveMatch:
    spec = _game(row.game)
    return ActiveMatch(
        id=row.id, user_id=row.user_id, difficulty=Difficulty(row.difficulty),
        rules=_rules_of(spec, row.rules), seed=row.seed, record_json=row.record_json,
        version=row.version, started_at=row.started_at, updated_at=row.updated_at,
        practice=is_practice(row.rules), game=row.game, user_seat=row.user_seat,
    )


def _finished(row: FinishedMatchRow) -> FinishedMatch:
    return FinishedMatch(
        id=row.id, user_id=row.user_id, difficulty=Difficulty(row.difficulty),
        outcome=Outcome(row.outcome),
        score=side_scores(row.game, row.seat_scores, row.user_seat),
        hands_played=row.hands_played, ranking_points=row.ranking_points,
        started_at=row.started_at, finished_at=row.finished_at, record_json=row.record_json,
        practice=is_practice(row.rules), game=row.game,
        seat_scores=tuple(row.seat_scores), user_seat=row.user_seat,
    )
