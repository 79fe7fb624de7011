"""Test support: finished match records from seeded matches, users, cheap argon2 hashing,
and finished matches of other games of the family."""

from __future__ import annotations

import functools
import itertools
import json
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

from argon2 import PasswordHasher

import store.matches
from euchre import Match, Rules, Team, games
from euchre.bots.base import Difficulty
from euchre.games.euchre.records import match_to_json
from store.db import Database, set_database
from store.models import FinishedMatchRow, UserRow
from store.passwords import use_password_hasher
from store.usernames import username_key, username_skeleton

SHORT_RULES = {"points_to_win": 5}


def play_out(match: Match, max_actions: int | None = None) -> Match:
    """Play on with the first legal action each time, to the end (or ``max_actions``)."""
    done = 0
    while not match.is_over and (max_actions is None or done < max_actions):
        match = match.next_hand() if match.hand_over else match.apply(match.legal_actions()[0])
        done += 1
    return match


@functools.cache
def decided_match(seed: int, points_to_win: int = 5) -> tuple[str, Team]:
    """The finished record of the match dealt from ``seed``, and its winner."""
    match = play_out(Match.new(Rules(points_to_win=points_to_win), seed))
    assert match.winner is not None
    return match_to_json(match), match.winner


@functools.cache
def seed_won_by(team: Team, nth: int = 0, points_to_win: int = 5) -> int:
    """The ``nth`` seed whose first-legal-action match ``team`` wins."""
    seeds = (seed for seed in itertools.count() if decided_match(seed, points_to_win)[1] is team)
    return next(itertools.islice(seeds, nth, None))


def add_user(db: Database, username: str) -> int:
    """A user row without going through sign-up (for tests of matches)."""
    with db.write() as session:
        user = UserRow(username=username, username_key=username_key(username),
                       username_skeleton=username_skeleton(username), password_hash="not-a-hash")
        session.add(user)
        session.flush()
        return user.id


@contextmanager
def use_fast_password_hashing() -> Iterator[None]:
    """Argon2id with test-sized cost, so that tests signing up many users stay quick."""
    previous = use_password_hasher(PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))
    try:
        yield
    finally:
        use_password_hasher(previous)


@contextmanager
def app_database(directory: Path) -> Iterator[Database]:
    """A fresh SQLite database that the app's pages use (``store.db.get_database``)."""
    database = Database(f"sqlite:///{directory / 'euchre.db'}")
    set_database(database)
    try:
        with use_fast_password_hashing():
            yield database
    finally:
        set_database(None)
        database.dispose()


def record_match(db: Database, user_id: int, difficulty: str, winner: Team | None,
                 nth: int = 0, practice: bool = False) -> str:
    """Start, play (a seeded record) and finish a match: won or lost as ``winner`` says,
    abandoned when ``winner`` is None (a practice match when ``practice``). Returns the
    match id."""
    from store.matches import abandon_match, finish_match, save_match, start_match

    seed = seed_won_by(winner or Team.NORTH_SOUTH, nth)
    match_id = start_match(user_id, difficulty, SHORT_RULES, seed, practice=practice, db=db)
    if winner is None:
        abandon_match(match_id, user_id, db=db)
    else:
        save_match(match_id, user_id, decided_match(seed)[0], 1, db=db)
        finish_match(match_id, user_id, db=db)
    return match_id


class Clock:
    """A settable clock for the store's ``now``: starts at noon on 1 January 2030."""

    def __init__(self) -> None:
        self.now = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, by: timedelta | float) -> None:
        """Move on by a timedelta or a number of seconds."""
        self.now += by if isinstance(by, timedelta) else timedelta(seconds=by)


CUTTHROAT = "cutthroat"


@functools.cache
def decided_cutthroat_match(seed: int, points_to_win: int = 5) -> tuple[str, int]:
    """The finished record of the Cutthroat match dealt from ``seed`` and played by Normal
    bots to ``points_to_win``, and its winner's seat."""
    spec = games.game(CUTTHROAT)
    bot = games.game(CUTTHROAT).bot(Difficulty.NORMAL)
    match = spec.new_match(spec.rules_type(points_to_win=points_to_win), seed)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        else:
            match = match.apply(bot.decide(match.view(match.to_act)).action, match.to_act)
    return json.dumps(spec.match_to_record(match)), int(match.winner)


def cutthroat_seed_won_by(seat: int) -> int:
    """The first seed whose Cutthroat match of Normal bots ``seat`` wins."""
    return next(seed for seed in itertools.count() if decided_cutthroat_match(seed)[1] == seat)


def add_finished_match(
    db: Database, user_id: int, *, game: str, seat_scores: tuple[int, ...],
    outcome: str = "won", difficulty: str = "normal", user_seat: int = 0,
    practice: bool = False,
) -> str:
    """A finished match of ``game`` stored as ``finish_match`` records one (the
    difficulty's points for a won match that is not practice), for games whose matches
    are not played out here. Returns the match id."""
    match_id = str(uuid.uuid4())
    earned = outcome == "won" and not practice
    now = store.matches.utc_now()
    with db.write() as session:
        session.add(FinishedMatchRow(
            id=match_id, user_id=user_id, game=game, user_seat=user_seat,
            difficulty=difficulty, rules={store.matches.PRACTICE: True} if practice else {}, seed=1,
            record_json=json.dumps({"format": f"{game}-match", "version": 1, "game": game}),
            outcome=outcome, seat_scores=list(seat_scores), hands_played=len(seat_scores),
            ranking_points=Difficulty(difficulty).ranking_points if earned else 0,
            started_at=now, finished_at=now,
        ))
    return match_id


def play_saved_match(db: Database, user_id: int, match_id: str,
                     level: str = "easy") -> games.GameMatch:
    """The user's saved match played to its end by bots of ``level`` in every seat (the
    user's too), each hand saved as its moves; the match as played."""
    from store.matches import Move, load_active_match, save_moves

    match = load_active_match(user_id, db=db).replay()
    spec = games.game(match.game_id)
    bots = {seat: spec.bot(level, seat) for seat in spec.seating.seats}
    version, saved = 1, 0
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        while not match.hand_over:
            seat = match.to_act
            match = match.apply(bots[seat].decide(match.view(seat)).action, seat)
        moves = [Move(number, spec.seating.names[seat], action.text)
                 for number, hand in enumerate(match.hands, start=1)
                 for seat, action in hand.history]
        version = save_moves(match_id, user_id, moves[saved:], version, db=db)
        saved = len(moves)
    return match
