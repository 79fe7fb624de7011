"""Errors the store raises. Each message is written to be shown to the user as it is."""

from __future__ import annotations

__all__ = [
    "DATABASE_UNAVAILABLE",
    "AccountError",
    "AlreadyRecordedError",
    "DatabaseUnavailableError",
    "InvalidRecordError",
    "MatchClosedError",
    "MatchNotFoundError",
    "MatchNotOverError",
    "OwnershipError",
    "SignInThrottledError",
    "SignUpThrottledError",
    "StaleMatchError",
    "StoreError",
]


DATABASE_UNAVAILABLE = (
    "The database is unavailable right now. A match in progress is kept in this session "
    "and will be saved when the database is back; try this page again in a moment.")


class StoreError(Exception):
    """Base class: something the store refused, with a message for the user."""


class DatabaseUnavailableError(StoreError):
    """The database could not be reached or written (down, disk full, connection lost)."""

    def __init__(self, message: str = DATABASE_UNAVAILABLE) -> None:
        super().__init__(message)


class MatchNotFoundError(StoreError, LookupError):
    """No match with that id."""


class OwnershipError(StoreError, PermissionError):
    """The match belongs to another user."""


class StaleMatchError(StoreError):
    """The match was saved by another tab since this copy was loaded."""


class MatchClosedError(StaleMatchError):
    """The match was already finished or abandoned (in this tab or another)."""


class InvalidRecordError(StoreError, ValueError):
    """A match record that does not replay, or is not a continuation of the saved one."""


class MatchNotOverError(StoreError):
    """``finish_match`` on a match that has no winner yet."""


class AlreadyRecordedError(StoreError):
    """The match's result is already recorded; a match counts once."""


class AccountError(StoreError, ValueError):
    """A sign-up, sign-in or account change that was refused."""


class SignInThrottledError(AccountError):
    """Too many failed sign-ins for a username: wait before trying again."""

    def __init__(self, message: str, retry_after_seconds: int) -> None:
        super().__init__(message)
        self.retry_after_seconds = retry_after_seconds


class SignUpThrottledError(AccountError):
    """Too many new accounts from one address within the hour: wait before another."""

    def __init__(self, message: str, retry_after_seconds: int) -> None:
        super().__init__(message)
        self.retry_after_seconds = retry_after_seconds
