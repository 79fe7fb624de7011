"""Password hashing: argon2id (argon2-cffi) only. Hashes carry their own salt and cost."""

from __future__ import annotations

import threading
import unicodedata

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

__all__ = ["hash_password", "needs_rehash", "use_password_hasher", "verify_password"]

_hasher = PasswordHasher()  # argon2id; argon2-cffi's RFC 9106 low-memory profile
_dummy_hash: str | None = None
_lock = threading.Lock()


def _normalised(password: str) -> str:
    """The same password typed on different keyboards or input methods hashes the same."""
    return unicodedata.normalize("NFKC", password)


def hash_password(password: str) -> str:
    return _hasher.hash(_normalised(password))


def verify_password(password_hash: str | None, password: str) -> bool:
    """True when ``password`` matches. With no hash (no such user) a dummy hash is checked,
    so that the answer takes as long whether or not the account exists."""
    global _dummy_hash
    if password_hash is None:
        with _lock:
            if _dummy_hash is None:
                _dummy_hash = _hasher.hash("no account has this password")
        password_hash = _dummy_hash
        password = "\x00" + password
    try:
        return _hasher.verify(password_hash, _normalised(password))
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(password_hash: str) -> bool:
    """True when the hash was made with other parameters than the current ones."""
    try:
        return _hasher.check_needs_rehash(password_hash)
    except InvalidHashError:
        return True


def use_password_hasher(hasher: PasswordHasher) -> PasswordHasher:
    """Replace the hasher (tests use a cheaper argon2id); returns the previous one."""
    global _hasher, _dummy_hash
    with _lock:
        previous, _hasher, _dummy_hash = _hasher, hasher, None
    return previous
