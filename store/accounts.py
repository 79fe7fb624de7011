"""Accounts: sign up, sign in, change password, delete; throttled attempts.

Passwords are kept only as argon2id hashes (``store.passwords``). A refused sign-in says
the same thing whether or not the username exists, and takes as long: an unknown name's
password is checked against a dummy hash.

Sign-in attempts are counted over the last 24 hours per username (existing or not) *and
client address together*, so that a stranger's failures from elsewhere never lock the
owner out. The first ``FREE_ATTEMPTS`` are free; after that each further attempt must wait
``FIRST_WAIT`` after the latest failure, doubling with every failure, up to
``LONGEST_WAIT``. One address trying many usernames is limited too: after
``ADDRESS_FREE_ATTEMPTS`` failures across all usernames it waits the same way. Each
attempt is counted as a failure before its password is checked, atomically
(``store.throttle``), and a successful one clears the count for that username and address;
while a sign-in must wait, its password is not checked at all. One address may create
``EUCHRE_SIGN_UPS_PER_HOUR`` accounts an hour (10 by default). The client address is the
caller's (``ui.client.client_address``); an unknown address is the empty string.

Changing the password signs out every other session and revokes every browser's kept
sign-in (``store.sign_in_tokens``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from store.db import Database, get_database
from store.errors import AccountError
from store.models import SignInFailureRow, SignInTokenRow, UserRow, utc_now
from store.passwords import hash_password, needs_rehash, verify_password
from store.throttle import (
    ADDRESS_FREE_ATTEMPTS,
    FIRST_WAIT,
    FREE_ATTEMPTS,
    LONGEST_WAIT,
    count_sign_in_attempt,
    count_sign_up,
    lock_address,
    wait_after,
)
from store.usernames import username_key, username_skeleton, validate_username

__all__ = [
    "ADDRESS_FREE_ATTEMPTS",
    "FIRST_WAIT",
    "FREE_ATTEMPTS",
    "LONGEST_WAIT",
    "MAX_PASSWORD_LENGTH",
    "MIN_PASSWORD_LENGTH",
    "WRONG_CREDENTIALS",
    "SignedInUser",
    "change_password",
    "delete_account",
    "session_user",
    "sign_in",
    "sign_up",
    "wait_after",
]

MIN_PASSWORD_LENGTH = 8
MAX_PASSWORD_LENGTH = 256
MAX_ADDRESS_LENGTH = 64
WRONG_CREDENTIALS = "That username and password do not match an account."


@dataclass(frozen=True)
class SignedInUser:
    """Who a browser session is signed in as. ``session_epoch`` ties the session to the
    password it signed in with."""

    id: int
    username: str
    session_epoch: int


def sign_up(
    username: str, password: str, *, client: str = "", db: Database | None = None
) -> SignedInUser:
    """Create an account and return it signed in. Refuses invalid or taken names (case and
    look-alike characters do not make a new name), weak passwords, and more new accounts
    from the ``client`` address than the hour allows (``SignUpThrottledError``)."""
    db = db or get_database()
    address = _address(client)
    name = validate_username(username)
    _check_new_password(password, name)
    password_hash = hash_password(password)
    try:
        with db.write() as session:
            lock_address(session, address)
            count_sign_up(session, address, utc_now())
            user = UserRow(username=name, username_key=username_key(name),
                           username_skeleton=username_skeleton(name),
                           password_hash=password_hash, session_epoch=0)
            session.add(user)
            session.flush()
            return SignedInUser(user.id, user.username, user.session_epoch)
    except IntegrityError:
        raise AccountError(
            "That username is taken, or too close to one that is; choose another."
        ) from None


def sign_in(
    username: str, password: str, *, client: str = "", db: Database | None = None
) -> SignedInUser:
    """The account for ``username`` and ``password``, or ``AccountError`` with one message
    for every refusal (``SignInThrottledError`` when this username from this ``client``
    address, or this address, must wait)."""
    db = db or get_database()
    address = _address(client)
    if not isinstance(username, str) or not isinstance(password, str):
        raise AccountError(WRONG_CREDENTIALS)
    key = username_key(username)
    if len(password) > MAX_PASSWORD_LENGTH or not key or len(key) > 24:
        verify_password(None, "")
        raise AccountError(WRONG_CREDENTIALS)
    with db.write() as session:
        lock_address(session, address)
        count_sign_in_attempt(session, key, address, utc_now())
        user = session.scalars(select(UserRow).where(UserRow.username_key == key)).one_or_none()
    matches = verify_password(None if user is None else user.password_hash, password)
    if user is None or not matches:
        raise AccountError(WRONG_CREDENTIALS)
    with db.write() as session:
        _clear_failures(session, key, address)
        if needs_rehash(user.password_hash):
            fresh = session.get(UserRow, user.id)
            if fresh is not None:
                fresh.password_hash = hash_password(password)
    return SignedInUser(user.id, user.username, user.session_epoch)


def change_password(
    user: SignedInUser, current_password: str, new_password: str, *, client: str = "",
    db: Database | None = None,
) -> SignedInUser:
    """Set a new password (the current one is checked, throttled like a sign-in); every other
    session of this account is signed out and every browser's kept sign-in revoked. Returns
    this session's new identity."""
    db = db or get_database()
    row = _check_password(db, user, current_password, _address(client))
    _check_new_password(new_password, row.username)
    new_hash = hash_password(new_password)
    with db.write() as session:
        fresh = session.get(UserRow, user.id)
        if fresh is None:
            raise AccountError("This account no longer exists.")
        fresh.password_hash = new_hash
        fresh.session_epoch += 1
        session.execute(delete(SignInTokenRow).where(SignInTokenRow.user_id == user.id))
        session.flush()
        return SignedInUser(fresh.id, fresh.username, fresh.session_epoch)


def delete_account(
    user: SignedInUser, password: str, *, client: str = "", db: Database | None = None
) -> None:
    """Delete the account and everything recorded for it (matches, points, progress, kept
    sign-ins)."""
    db = db or get_database()
    _check_password(db, user, password, _address(client))
    with db.write() as session:
        fresh = session.get(UserRow, user.id)
        if fresh is not None:
            session.delete(fresh)


def session_user(user: SignedInUser, *, db: Database | None = None) -> SignedInUser | None:
    """``user`` as the database knows it now, or None if the account was deleted or its
    password changed since this session signed in."""
    db = db or get_database()
    with db.read() as session:
        row = session.get(UserRow, user.id)
        if row is None or (row.username, row.session_epoch) != (user.username,
                                                               user.session_epoch):
            return None
        return SignedInUser(row.id, row.username, row.session_epoch)


# ---- checks ---------------------------------------------------------------------------
def _check_new_password(password: object, username: str) -> None:
    if not isinstance(password, str) or len(password) < MIN_PASSWORD_LENGTH:
        raise AccountError(f"A password needs at least {MIN_PASSWORD_LENGTH} characters.")
    if len(password) > MAX_PASSWORD_LENGTH:
        raise AccountError(f"A password has at most {MAX_PASSWORD_LENGTH} characters.")
    if not password.strip():
        raise AccountError("A password cannot be only spaces.")
    if username_key(password) == username_key(username):
        raise AccountError("The password cannot be the username.")


def _address(client: object) -> str:
    """The client address as stored (an unknown address is the empty string)."""
    return client.strip()[:MAX_ADDRESS_LENGTH] if isinstance(client, str) else ""


def _check_password(db: Database, user: SignedInUser, password: str, address: str) -> UserRow:
    """The user's row if ``password`` is theirs; the attempt counts towards the throttle."""
    with db.write() as session:
        lock_address(session, address)
        row = session.get(UserRow, user.id)
        if row is None or (row.username, row.session_epoch) != (user.username,
                                                               user.session_epoch):
            raise AccountError("Your session has ended; sign in again.")
        key = row.username_key
        count_sign_in_attempt(session, key, address, utc_now())
    if not isinstance(password, str) or not verify_password(row.password_hash, password):
        raise AccountError("That is not your current password.")
    with db.write() as session:
        _clear_failures(session, key, address)
    return row


def _clear_failures(session: Session, key: str, address: str) -> None:
    """A successful attempt: forget the failures of ``key`` from ``address``."""
    session.execute(delete(SignInFailureRow).where(
        SignInFailureRow.username_key == key, SignInFailureRow.client_address == address))
