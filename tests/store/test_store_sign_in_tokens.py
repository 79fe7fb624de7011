"""Sign-ins a browser keeps: random tokens stored only hashed, single-use handoffs,
expiry, and revocation by signing out, changing the password or deleting the account."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

import store.sign_in_tokens
from store.accounts import change_password, delete_account, sign_up
from store.db import Database
from store.models import SignInTokenRow
from store.sign_in_tokens import (
    BROWSER_LIFETIME,
    issue_handoff,
    redeem_handoff,
    revoke,
    token_hash,
    user_for_token,
)
from tests.store.support import Clock

PASSWORD = "correct horse battery"



@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(store.sign_in_tokens, "utc_now", clock)
    return clock


def _stored(db: Database) -> list[tuple[str, str]]:
    with db.read() as session:
        return [(row.kind, row.token_hash) for row in session.scalars(select(SignInTokenRow))]


def test_a_handoff_becomes_a_browser_token_once_and_only_hashes_are_stored(db: Database):
    user = sign_up("keeper", PASSWORD, db=db)
    code = issue_handoff(user, db=db)
    token = redeem_handoff(code, db=db)
    assert token is not None and len(token) >= 40 and token != code
    assert user_for_token(token, db=db) == user
    assert redeem_handoff(code, db=db) is None  # used up
    stored = _stored(db)
    assert stored == [("browser", token_hash(token))]
    assert all(token not in value and code not in value for _, value in stored)
    assert user_for_token(code, db=db) is None  # a handoff code signs nobody in


def test_tokens_that_were_never_issued_sign_nobody_in(db: Database):
    sign_up("keeper", PASSWORD, db=db)
    for token in ("", "x" * 43, "x" * 100_000, None, 12345):
        assert user_for_token(token, db=db) is None
        assert redeem_handoff(token, db=db) is None


def test_a_handoff_expires_after_a_minute_and_a_browser_token_after_thirty_days(
    db: Database, clock: Clock
):
    user = sign_up("keeper", PASSWORD, db=db)
    late = issue_handoff(user, db=db)
    clock.advance(timedelta(seconds=61))
    assert redeem_handoff(late, db=db) is None

    token = redeem_handoff(issue_handoff(user, db=db), db=db)
    clock.advance(BROWSER_LIFETIME - timedelta(seconds=1))
    assert user_for_token(token, db=db) == user
    clock.advance(timedelta(seconds=2))
    assert user_for_token(token, db=db) is None
    issue_handoff(user, db=db)  # issuing clears expired rows
    assert [kind for kind, _ in _stored(db)] == ["handoff"]


def test_signing_out_revokes_the_browsers_token_only(db: Database):
    user = sign_up("keeper", PASSWORD, db=db)
    home_code = issue_handoff(user, db=db)
    home = redeem_handoff(home_code, db=db)
    work = redeem_handoff(issue_handoff(user, db=db), db=db)

    revoke(handoff_hash=token_hash(home_code), db=db)  # the session that signed in at home
    assert user_for_token(home, db=db) is None
    assert user_for_token(work, db=db) == user
    revoke(token=work, db=db)  # a session restored from the cookie at work
    assert user_for_token(work, db=db) is None


def test_signing_out_before_the_browser_fetched_its_cookie_voids_the_handoff(db: Database):
    user = sign_up("keeper", PASSWORD, db=db)
    code = issue_handoff(user, db=db)
    revoke(handoff_hash=token_hash(code), db=db)
    assert redeem_handoff(code, db=db) is None


def test_a_password_change_revokes_every_browsers_sign_in(db: Database):
    user = sign_up("keeper", PASSWORD, db=db)
    tokens = [redeem_handoff(issue_handoff(user, db=db), db=db) for _ in range(3)]
    pending = issue_handoff(user, db=db)
    renewed = change_password(user, PASSWORD, "a new password", db=db)
    assert [user_for_token(token, db=db) for token in tokens] == [None, None, None]
    assert redeem_handoff(pending, db=db) is None
    fresh = redeem_handoff(issue_handoff(renewed, db=db), db=db)
    assert user_for_token(fresh, db=db) == renewed


def test_deleting_the_account_removes_its_tokens(db: Database):
    user = sign_up("keeper", PASSWORD, db=db)
    token = redeem_handoff(issue_handoff(user, db=db), db=db)
    delete_account(user, PASSWORD, db=db)
    assert user_for_token(token, db=db) is None
    assert _stored(db) == []
