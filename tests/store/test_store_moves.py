"""Saving a match move by move: each save appends the moves made since the last one to the
position the server kept, without replaying the record; the full replay stays for a
restore and for scoring."""

from __future__ import annotations

import pytest

from euchre import Match
from euchre.games import GameMatch
from store import matches, positions
from store.db import Database
from store.errors import InvalidRecordError, StaleMatchError
from store.matches import Move, finish_match, load_active_match, save_moves, start_match
from tests.store.support import SHORT_RULES, add_user


def _moves(match: GameMatch, after: int = 0) -> list[Move]:
    every = [Move(number, seat.label, action.text)
             for number, hand in enumerate(match.hands, start=1)
             for seat, action in hand.history]
    return every[after:]


def _play(match: GameMatch, actions: int) -> GameMatch:
    """``actions`` first legal actions, dealing the next hand when one is over."""
    for _ in range(actions):
        if match.is_over:
            break
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(match.legal_actions()[0])
    return match


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The match ids whose stored record the store replays."""
    seen: list[str] = []
    replay = matches._replay_checked

    def counted(record_json: str, game: str, rules: dict, seed: int) -> GameMatch:
        seen.append(game)
        return replay(record_json, game, rules, seed)

    monkeypatch.setattr(matches, "_replay_checked", counted)
    return seen


def test_saves_append_moves_without_replaying_the_record(db: Database, replays: list[str]):
    user = add_user(db, "mover")
    match_id = start_match(user, "normal", SHORT_RULES, 9, game="euchre", db=db)
    match, version, saved = Match.new(Match.rules_type(**SHORT_RULES), 9), 1, 0
    for _ in range(6):  # six saves of a few moves each, across hands
        match = _play(match, 7)
        version = save_moves(match_id, user, _moves(match, saved), version, db=db)
        saved = len(_moves(match))
    assert replays == []  # every save applied its moves to the position kept
    assert match.hand_number > 1
    assert load_active_match(user, db=db).replay() == match


def test_after_a_restart_the_first_save_replays_once(db: Database, replays: list[str]):
    user = add_user(db, "restarted")
    match_id = start_match(user, "easy", SHORT_RULES, 4, game="euchre", db=db)
    match = _play(Match.new(Match.rules_type(**SHORT_RULES), 4), 5)
    version = save_moves(match_id, user, _moves(match), 1, db=db)
    positions.forget(match_id)  # what a server restart does to the positions kept
    later = _play(match, 4)
    version = save_moves(match_id, user, _moves(later, 5), version, db=db)
    later = _play(later, 3)
    save_moves(match_id, user, _moves(later, 9), version, db=db)
    assert len(replays) == 1
    assert load_active_match(user, db=db).replay() == later


def test_an_illegal_move_is_refused_and_nothing_changes(db: Database):
    user = add_user(db, "cheat")
    match_id = start_match(user, "easy", SHORT_RULES, 2, game="euchre", db=db)
    before = load_active_match(user, db=db)
    seat = Match.new(Match.rules_type(**SHORT_RULES), 2).to_act
    wrong = seat.left
    with pytest.raises(InvalidRecordError, match=rf"Move 1 \({wrong.label}: 'pass'\) cannot"):
        save_moves(match_id, user, [Move(1, wrong.label, "pass")], 1, db=db)
    with pytest.raises(InvalidRecordError, match="not an action"):
        save_moves(match_id, user, [Move(1, seat.label, "shuffle")], 1, db=db)
    with pytest.raises(InvalidRecordError, match="hand 3"):
        save_moves(match_id, user, [Move(3, seat.label, "pass")], 1, db=db)
    after = load_active_match(user, db=db)
    assert (after.version, after.record_json) == (before.version, before.record_json)
    assert save_moves(match_id, user, [Move(1, seat.label, "pass")], 1, db=db) == 2


def test_a_stale_copy_is_refused(db: Database):
    user = add_user(db, "two tabs")
    match_id = start_match(user, "easy", SHORT_RULES, 6, game="euchre", db=db)
    match = _play(Match.new(Match.rules_type(**SHORT_RULES), 6), 2)
    save_moves(match_id, user, _moves(match), 1, db=db)
    with pytest.raises(StaleMatchError):
        save_moves(match_id, user, _moves(match), 1, db=db)


def test_scoring_still_replays_the_whole_record(db: Database, replays: list[str]):
    user = add_user(db, "finisher")
    match_id = start_match(user, "easy", SHORT_RULES, 8, game="euchre", db=db)
    match = _play(Match.new(Match.rules_type(**SHORT_RULES), 8), 10_000)
    assert match.is_over
    save_moves(match_id, user, _moves(match), 1, db=db)
    assert replays == []
    finish_match(match_id, user, db=db)
    assert replays == ["euchre"]
