"""Sign-ins a browser keeps: random tokens, stored only hashed, that expire.

Signing in on the Account page runs over Streamlit's websocket, which cannot set a cookie.
So the page gets a *handoff* code (``issue_handoff``), good for one minute and once; the
browser fetches it from the app's cookie route (``ui.cookie_routes``), which exchanges it
(``redeem_handoff``) for a *browser* token that lives 30 days in an HttpOnly cookie. On
each new browser session the app reads that cookie and asks ``user_for_token`` who it
signs in. Signing out revokes the browser's token (``revoke``); a password change or
deleting the account revokes all of a player's tokens.

Tokens come from ``secrets.token_urlsafe`` (256 bits); the database keeps only their
SHA-256, so a copy of the database signs nobody in. A fast hash is enough for random
tokens of this length (they cannot be guessed, unlike passwords).
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from sqlalchemy import delete, or_, select

from store.accounts import SignedInUser
from store.db import Database, get_database
from store.models import SignInTokenRow, UserRow, utc_now

__all__ = [
    "BROWSER_LIFETIME",
    "HANDOFF_LIFETIME",
    "issue_handoff",
    "redeem_handoff",
    "revoke",
    "token_hash",
    "user_for_token",
]

HANDOFF_LIFETIME = timedelta(minutes=1)
BROWSER_LIFETIME = timedelta(days=30)
_TOKEN_BYTES = 32
_MAX_TOKEN_LENGTH = 128  # anything longer is not a token this module made


def token_hash(token: str) -> str:
    """The form a token is stored in: SHA-256, hex."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def _usable(token: object) -> bool:
    return isinstance(token, str) and 0 < len(token) <= _MAX_TOKEN_LENGTH


def issue_handoff(user: SignedInUser, *, db: Database | None = None) -> str:
    """A one-minute, single-use code that the browser exchanges for its sign-in cookie."""
    db = db or get_database()
    code = secrets.token_urlsafe(_TOKEN_BYTES)
    now = utc_now()
    with db.write() as session:
        session.execute(delete(SignInTokenRow).where(SignInTokenRow.expires_at <= now))
        if session.get(UserRow, user.id) is None:
            return code  # a deleted account: the code leads nowhere
        session.add(SignInTokenRow(user_id=user.id, kind="handoff", token_hash=token_hash(code),
                                   created_at=now, expires_at=now + HANDOFF_LIFETIME))
    return code


def redeem_handoff(code: object, *, db: Database | None = None) -> str | None:
    """The browser token for a valid handoff ``code`` (which is used up), else None."""
    if not _usable(code):
        return None
    db = db or get_database()
    assert isinstance(code, str)
    code_hash = token_hash(code)
    now = utc_now()
    with db.write() as session:
        row = session.scalars(select(SignInTokenRow).where(
            SignInTokenRow.token_hash == code_hash, SignInTokenRow.kind == "handoff",
        )).one_or_none()
        if row is None:
            return None
        session.delete(row)
        if row.expires_at <= now:
            return None
        token = secrets.token_urlsafe(_TOKEN_BYTES)
        session.add(SignInTokenRow(user_id=row.user_id, kind="browser",
                                   token_hash=token_hash(token), handoff_hash=code_hash,
                                   created_at=now, expires_at=now + BROWSER_LIFETIME))
    return token


def user_for_token(token: object, *, db: Database | None = None) -> SignedInUser | None:
    """Who a browser token signs in, or None (unknown, expired or revoked)."""
    if not _usable(token):
        return None
    db = db or get_database()
    assert isinstance(token, str)
    with db.read() as session:
        found = session.execute(
            select(UserRow.id, UserRow.username, UserRow.session_epoch)
            .join(SignInTokenRow, SignInTokenRow.user_id == UserRow.id)
            .where(SignInTokenRow.token_hash == token_hash(token),
                   SignInTokenRow.kind == "browser",
                   SignInTokenRow.expires_at > utc_now())
        ).one_or_none()
    return None if found is None else SignedInUser(found.id, found.username,
                                                   found.session_epoch)


def revoke(*, token: object = None, handoff_hash: str | None = None,
           db: Database | None = None) -> None:
    """Sign a browser out: revoke its token, and the token (and code) that came from the
    handoff whose hash is ``handoff_hash``."""
    conditions = []
    if _usable(token):
        assert isinstance(token, str)
        conditions.append(SignInTokenRow.token_hash == token_hash(token))
    if handoff_hash:
        conditions += [SignInTokenRow.handoff_hash == handoff_hash,
                       SignInTokenRow.token_hash == handoff_hash]
    if not conditions:
        return
    db = db or get_database()
    with db.write() as session:
        session.execute(delete(SignInTokenRow).where(or_(*conditions)))
