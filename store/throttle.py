"""Throttles on account attempts, counted in the database: sign-ins per username and
address, sign-ins per address, new accounts per address.

Every attempt is counted *before* its password is checked, in one transaction that holds
a lock for its client address (SQLite: the write lock, taken by ``BEGIN IMMEDIATE``;
PostgreSQL: a transaction-scoped advisory lock on the address). So many attempts sent at
the same instant queue for the lock, and each sees the ones before it: no more passwords
are checked than the policy allows.
"""

from __future__ import annotations

import math
import os
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, func, select, text
from sqlalchemy.orm import Session

from store.errors import SignInThrottledError, SignUpThrottledError
from store.models import SignInFailureRow, SignUpRow

__all__ = [
    "ADDRESS_FREE_ATTEMPTS",
    "FAILURE_MEMORY",
    "FIRST_WAIT",
    "FREE_ATTEMPTS",
    "LONGEST_WAIT",
    "SIGN_UPS_PER_HOUR_VARIABLE",
    "count_sign_in_attempt",
    "count_sign_up",
    "lock_address",
    "sign_ups_per_hour",
    "wait_after",
]

FREE_ATTEMPTS = 5
ADDRESS_FREE_ATTEMPTS = 20
FIRST_WAIT = timedelta(seconds=30)
LONGEST_WAIT = timedelta(minutes=15)
FAILURE_MEMORY = timedelta(hours=24)
SIGN_UP_WINDOW = timedelta(hours=1)
SIGN_UPS_PER_HOUR_VARIABLE = "EUCHRE_SIGN_UPS_PER_HOUR"
DEFAULT_SIGN_UPS_PER_HOUR = 10


def sign_ups_per_hour() -> int:
    """How many accounts one address may create in an hour (``EUCHRE_SIGN_UPS_PER_HOUR``)."""
    try:
        return max(1, int(os.environ.get(SIGN_UPS_PER_HOUR_VARIABLE, "")))
    except ValueError:
        return DEFAULT_SIGN_UPS_PER_HOUR


def lock_address(session: Session, address: str) -> None:
    """Hold, until the transaction ends, the lock that orders attempts from ``address``.
    On SQLite the write transaction already holds the database's write lock."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("SELECT pg_advisory_xact_lock(hashtext(:name))"),
                        {"name": f"euchre-attempts:{address}"})


def wait_after(failures: int, free: int = FREE_ATTEMPTS) -> timedelta:
    """How long to wait after the latest failure, given the recent failures and how many
    of them are free.

    >>> [wait_after(failures).total_seconds() for failures in (4, 5, 6, 40)]
    [0.0, 30.0, 60.0, 900.0]
    """
    if failures < free:
        return timedelta(0)
    return min(FIRST_WAIT * 2 ** min(failures - free, 16), LONGEST_WAIT)


def count_sign_in_attempt(session: Session, key: str, address: str, now: datetime) -> None:
    """Refuse (``SignInThrottledError``) while ``key`` from ``address``, or ``address``,
    must wait; else count this attempt as a failure until it succeeds. Call inside a write
    transaction after ``lock_address``."""
    own = _failures(session, now, SignInFailureRow.username_key == key,
                    SignInFailureRow.client_address == address)
    seconds = _remaining(own, FREE_ATTEMPTS, now)
    if seconds:
        raise SignInThrottledError(
            f"Too many failed sign-ins for this username. Try again in {_duration(seconds)}.",
            seconds,
        )
    from_address = _failures(session, now, SignInFailureRow.client_address == address)
    seconds = _remaining(from_address, ADDRESS_FREE_ATTEMPTS, now)
    if seconds:
        raise SignInThrottledError(
            "Too many failed sign-ins from your network. "
            f"Try again in {_duration(seconds)}.",
            seconds,
        )
    session.add(SignInFailureRow(username_key=key, client_address=address, attempted_at=now))
    session.execute(delete(SignInFailureRow)
                    .where(SignInFailureRow.attempted_at <= now - FAILURE_MEMORY))


def count_sign_up(session: Session, address: str, now: datetime) -> None:
    """Refuse (``SignUpThrottledError``) a new account when ``address`` made its hour's
    allowance already; else count this one. Call inside a write transaction after
    ``lock_address``."""
    since = now - SIGN_UP_WINDOW
    recent = select(func.count(), func.min(SignUpRow.created_at)).where(
        SignUpRow.client_address == address, SignUpRow.created_at > since)
    count, oldest = session.execute(recent).one()
    if count >= sign_ups_per_hour() and oldest is not None:
        seconds = max(1, math.ceil((oldest + SIGN_UP_WINDOW - now).total_seconds()))
        raise SignUpThrottledError(
            "Too many new accounts from your network. "
            f"Try again in {_duration(seconds)}.",
            seconds,
        )
    session.add(SignUpRow(client_address=address, created_at=now))
    session.execute(delete(SignUpRow).where(SignUpRow.created_at <= since))


def _failures(session: Session, now: datetime, *conditions: Any) -> list[datetime]:
    return list(session.scalars(
        select(SignInFailureRow.attempted_at)
        .where(SignInFailureRow.attempted_at > now - FAILURE_MEMORY, *conditions)
        .order_by(SignInFailureRow.attempted_at.desc())
    ))


def _remaining(failures: list[datetime], free: int, now: datetime) -> int:
    """Whole seconds still to wait (0: no wait)."""
    if not failures:
        return 0
    remaining = failures[0] + wait_after(len(failures), free) - now
    return max(0, math.ceil(remaining.total_seconds()))


def _duration(seconds: int) -> str:
    if seconds < 60:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = math.ceil(seconds / 60)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"
