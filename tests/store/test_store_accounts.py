"""Accounts: sign-up rules, argon2 hashes, sign-in refusals that reveal nothing, throttling,
password changes, account deletion, and hostile usernames."""

from __future__ import annotations

from datetime import timedelta

import pytest
from argon2 import PasswordHasher
from sqlalchemy import func, select

import store.accounts
from euchre import Team
from store.accounts import (
    WRONG_CREDENTIALS,
    SignedInUser,
    change_password,
    delete_account,
    session_user,
    sign_in,
    sign_up,
)
from store.db import Database
from store.errors import AccountError, SignInThrottledError
from store.matches import finish_match, finished_matches, save_match, start_match
from store.models import UserRow
from store.passwords import use_password_hasher
from store.progress import load_progress, save_progress
from tests.store.support import SHORT_RULES, Clock, decided_match, seed_won_by

PASSWORD = "correct horse battery"



@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(store.accounts, "utc_now", clock)
    return clock


def _user_count(db: Database) -> int:
    with db.read() as session:
        return session.scalar(select(func.count()).select_from(UserRow))


def test_sign_up_then_sign_in_with_any_case_or_width(db: Database):
    created = sign_up("Alice_B", PASSWORD, db=db)
    assert created.username == "Alice_B"
    for typed in ("Alice_B", "alice_b", "ALICE_B", " ａｌｉｃｅ＿ｂ "):
        assert sign_in(typed, PASSWORD, db=db) == created


def test_passwords_are_stored_only_as_argon2id_hashes(db: Database):
    user = sign_up("hashed", PASSWORD, db=db)
    with db.read() as session:
        stored = session.get(UserRow, user.id).password_hash
    assert stored.startswith("$argon2id$")
    assert PASSWORD not in stored
    assert sign_up("hashed2", PASSWORD, db=db) and stored != _hash_of(db, "hashed2")


def _hash_of(db: Database, username: str) -> str:
    with db.read() as session:
        return session.scalar(select(UserRow.password_hash).where(UserRow.username == username))


def test_the_production_hasher_is_argon2id_with_a_strong_cost():
    from store import passwords

    fast = use_password_hasher(PasswordHasher())
    try:
        production = passwords._hasher
        assert (production.type.name, production.memory_cost, production.time_cost) == (
            "ID", 65536, 3)
    finally:
        use_password_hasher(fast)


def test_a_weaker_old_hash_is_upgraded_at_sign_in(db: Database):
    user = sign_up("upgrade", PASSWORD, db=db)
    old = _hash_of(db, "upgrade")
    previous = use_password_hasher(PasswordHasher(time_cost=2, memory_cost=2048, parallelism=1))
    try:
        assert sign_in("upgrade", PASSWORD, db=db) == user
        assert _hash_of(db, "upgrade") != old
        assert "m=2048,t=2" in _hash_of(db, "upgrade")
    finally:
        use_password_hasher(previous)


@pytest.mark.parametrize("taken", ["alice", "ALICE", "Alice", "ａｌｉｃｅ", "al1ce", "aIice",
                                   "a1ice"])
def test_names_that_differ_only_by_case_width_or_look_alikes_are_taken(db: Database, taken):
    sign_up("alice", PASSWORD, db=db)
    with pytest.raises(AccountError, match="taken, or too close"):
        sign_up(taken, "another password", db=db)
    assert _user_count(db) == 1


@pytest.mark.parametrize(
    ("username", "message"),
    [
        ("x'; DROP TABLE users;--", "only the letters"),
        ("' OR '1'='1", "only the letters"),
        ("<script>alert(1)</script>", "only the letters"),
        ("<b>bold</b>", "only the letters"),
        ("**bold**", "only the letters"),
        ("[click](http://x.io)", "only the letters"),
        ("a" * 10_000, "3 to 24 characters"),
        ("ab", "3 to 24 characters"),
        ("аlice", "only the letters"),  # Cyrillic а
        ("al\u200bice", "invisible"),  # zero-width space
        ("\u202eecila", "invisible"),  # right-to-left override
        ("ali\u00adce", "invisible"),  # soft hyphen
        ("bob smith", "only the letters"),
        ("_hidden", "starts with a letter"),
        ("Admin", "reserved"),
        ("   ", "Choose a username"),
    ],
)
def test_hostile_or_invalid_usernames_are_refused(db: Database, username: str, message: str):
    with pytest.raises(AccountError, match=message):
        sign_up(username, PASSWORD, db=db)
    assert _user_count(db) == 0


@pytest.mark.parametrize(
    ("password", "message"),
    [("short", "at least 8"), (" " * 12, "only spaces"), ("x" * 257, "at most 256"),
     ("Newcomer", "cannot be the username")],
)
def test_weak_passwords_are_refused(db: Database, password: str, message: str):
    with pytest.raises(AccountError, match=message):
        sign_up("newcomer", password, db=db)


def test_sql_in_sign_in_fields_is_just_a_wrong_password(db: Database):
    sign_up("victim", PASSWORD, db=db)
    for username, password in [("victim' --", "x"), ("victim", "' OR '1'='1"),
                               ("x'; DROP TABLE users;--", PASSWORD)]:
        with pytest.raises(AccountError) as refused:
            sign_in(username, password, db=db)
        assert str(refused.value) == WRONG_CREDENTIALS
    assert _user_count(db) == 1


def test_refusals_do_not_reveal_whether_the_username_exists(db: Database, clock: Clock):
    sign_up("present", PASSWORD, db=db)
    messages = {}
    for username in ("present", "absent"):
        outcomes = []
        for _ in range(7):
            with pytest.raises(AccountError) as refused:
                sign_in(username, "wrong password", db=db)
            outcomes.append((type(refused.value).__name__, str(refused.value)))
        messages[username] = outcomes
    assert messages["present"] == messages["absent"]
    assert messages["present"][0] == ("AccountError", WRONG_CREDENTIALS)
    assert messages["present"][5][0] == "SignInThrottledError"


def test_five_failures_then_a_wait_that_grows(db: Database, clock: Clock):
    user = sign_up("target", PASSWORD, db=db)
    for _ in range(5):
        with pytest.raises(AccountError, match="do not match"):
            sign_in("target", "guess", db=db)
        clock.advance(1)

    with pytest.raises(SignInThrottledError, match="Try again in 29 seconds") as throttled:
        sign_in("target", PASSWORD, db=db)  # even the right password waits
    assert throttled.value.retry_after_seconds == 29

    clock.advance(29)
    with pytest.raises(AccountError, match="do not match"):
        sign_in("target", "guess", db=db)  # sixth failure: now a minute
    with pytest.raises(SignInThrottledError, match="Try again in 1 minute"):
        sign_in("Target", PASSWORD, db=db)
    clock.advance(59)
    with pytest.raises(SignInThrottledError, match="Try again in 1 second"):
        sign_in("target", PASSWORD, db=db)

    clock.advance(1)
    assert sign_in("target", PASSWORD, db=db) == user
    for _ in range(4):  # the count starts again after a success
        with pytest.raises(AccountError, match="do not match"):
            sign_in("target", "guess", db=db)
    assert sign_in("target", PASSWORD, db=db) == user


def test_the_wait_is_capped_and_failures_are_forgotten_after_a_day(db: Database, clock: Clock):
    assert store.accounts.wait_after(20) == timedelta(minutes=15)
    sign_up("patient", PASSWORD, db=db)
    for _ in range(5):
        with pytest.raises(AccountError):
            sign_in("patient", "guess", db=db)
    clock.advance(24 * 3600 + 1)
    assert sign_in("patient", PASSWORD, db=db).username == "patient"


def test_changing_the_password_signs_out_other_sessions(db: Database):
    first_session = sign_up("changer", PASSWORD, db=db)
    second_session = sign_in("changer", PASSWORD, db=db)

    with pytest.raises(AccountError, match="not your current password"):
        change_password(first_session, "wrong", "a new password", db=db)
    with pytest.raises(AccountError, match="at least 8"):
        change_password(first_session, PASSWORD, "short", db=db)
    renewed = change_password(first_session, PASSWORD, "a new password", db=db)

    assert session_user(renewed, db=db) == renewed
    assert session_user(second_session, db=db) is None
    with pytest.raises(AccountError, match="do not match"):
        sign_in("changer", PASSWORD, db=db)
    assert sign_in("changer", "a new password", db=db) == renewed


def test_deleting_an_account_removes_its_matches_and_frees_the_name(db: Database):
    user = sign_up("leaver", PASSWORD, db=db)
    seed = seed_won_by(Team.NORTH_SOUTH)
    match_id = start_match(user.id, "expert", SHORT_RULES, seed, db=db)
    save_match(match_id, user.id, decided_match(seed)[0], 1, db=db)
    finish_match(match_id, user.id, db=db)
    save_progress(user.id, {"lesson": 3}, db=db)

    with pytest.raises(AccountError, match="not your current password"):
        delete_account(user, "wrong", db=db)
    delete_account(user, PASSWORD, db=db)

    assert session_user(user, db=db) is None
    assert finished_matches(user.id, db=db) == []
    assert load_progress(user.id, db=db) == {}
    with pytest.raises(AccountError, match="do not match"):
        sign_in("leaver", PASSWORD, db=db)
    newcomer = sign_up("leaver", "a fresh password", db=db)
    assert newcomer.id != user.id
    assert session_user(user, db=db) is None  # the old session is not the newcomer's


def test_a_deleted_accounts_session_cannot_start_matches(db: Database):
    user = sign_up("ghost", PASSWORD, db=db)
    delete_account(user, PASSWORD, db=db)
    with pytest.raises(AccountError, match="no longer exists"):
        start_match(user.id, "easy", {}, 1, db=db)
    stale = SignedInUser(user.id, "ghost", 0)
    with pytest.raises(AccountError, match="session has ended"):
        change_password(stale, PASSWORD, "whatever123", db=db)


def test_a_strangers_failures_from_one_address_do_not_lock_the_owner_out_elsewhere(
    db: Database, clock: Clock
):
    owner = sign_up("owner", PASSWORD, db=db)
    for _ in range(8):
        with pytest.raises(AccountError):
            sign_in("owner", "guess", client="203.0.113.7", db=db)
        clock.advance(1)
    with pytest.raises(SignInThrottledError, match="for this username"):
        sign_in("owner", PASSWORD, client="203.0.113.7", db=db)  # the stranger waits
    assert sign_in("owner", PASSWORD, client="198.51.100.20", db=db) == owner
    with pytest.raises(SignInThrottledError):  # the owner's success frees nobody else
        sign_in("owner", PASSWORD, client="203.0.113.7", db=db)


def test_one_address_failing_across_many_usernames_is_throttled(db: Database, clock: Clock):
    sign_up("victim", PASSWORD, db=db)
    attacker = "203.0.113.9"
    for number in range(store.accounts.ADDRESS_FREE_ATTEMPTS):
        with pytest.raises(AccountError, match="do not match"):
            sign_in(f"name{number}", "guess", client=attacker, db=db)
        clock.advance(1)
    with pytest.raises(SignInThrottledError, match="from your network") as throttled:
        sign_in("victim", PASSWORD, client=attacker, db=db)
    assert throttled.value.retry_after_seconds == 29
    assert sign_in("victim", PASSWORD, client="198.51.100.20", db=db).username == "victim"
    clock.advance(29)
    assert sign_in("victim", PASSWORD, client=attacker, db=db).username == "victim"
