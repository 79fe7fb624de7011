"""Usernames: what is allowed, how names compare, and which names look alike.

A username is NFKC-normalised (so full-width ``ａｌｉｃｅ`` is ``alice``), then must be 3 to
24 characters from ``a–z A–Z 0–9 . _ -``, starting with a letter or a digit. Limiting
names to these characters rules out look-alike letters from other scripts (Cyrillic
``а``), invisible characters (zero-width spaces, direction marks) and markup.

Names compare case-insensitively (``username_key``). Two names are also too close when
they share a *skeleton*: the key with ``0``→``o``, ``1``/``i``→``l``, ``rn``→``m``,
``vv``→``w`` and every separator as ``_`` (``Al1ce``, ``alice`` and ``aIice`` collide).

>>> validate_username("  ＡＬＩＣＥ ")
'ALICE'
>>> username_key("ALICE"), username_skeleton("A1ice"), username_skeleton("rn.o")
('alice', 'allce', 'm_o')
"""

from __future__ import annotations

import re
import unicodedata

from store.errors import AccountError

__all__ = [
    "MAX_LENGTH",
    "MIN_LENGTH",
    "normalise_username",
    "username_key",
    "username_skeleton",
    "validate_username",
]

MIN_LENGTH = 3
MAX_LENGTH = 24
_ALLOWED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_RESERVED = frozenset({"admin", "administrator", "guest", "moderator", "root", "system"})
_SKELETON_STEPS = (("rn", "m"), ("vv", "w"), ("0", "o"), ("1", "l"), ("i", "l"),
                   (".", "_"), ("-", "_"))


def normalise_username(text: str) -> str:
    """NFKC form without surrounding whitespace (no other check)."""
    return unicodedata.normalize("NFKC", text[: MAX_LENGTH * 8]).strip()


def validate_username(text: object) -> str:
    """The username to store and show, or ``AccountError`` saying what is wrong."""
    if not isinstance(text, str) or not text.strip():
        raise AccountError("Choose a username.")
    if len(text.strip()) > MAX_LENGTH * 8:  # too long to be worth normalising
        raise AccountError(
            f"A username has {MIN_LENGTH} to {MAX_LENGTH} characters "
            f"(this one has {len(text.strip())})."
        )
    name = normalise_username(text)
    if any(unicodedata.category(char) in ("Cf", "Cc", "Zl", "Zp") for char in name):
        raise AccountError("A username cannot contain invisible or control characters.")
    if not _ALLOWED.fullmatch(name):
        raise AccountError(
            "A username uses only the letters a–z and A–Z, the digits 0–9 and . _ - "
            "and starts with a letter or a digit."
        )
    if not MIN_LENGTH <= len(name) <= MAX_LENGTH:
        raise AccountError(
            f"A username has {MIN_LENGTH} to {MAX_LENGTH} characters (this one has {len(name)})."
        )
    if username_key(name) in _RESERVED:
        raise AccountError("That username is reserved; choose another.")
    return name


def username_key(name: str) -> str:
    """The form two names are compared in: case-folded."""
    return normalise_username(name).casefold()


def username_skeleton(name: str) -> str:
    """The form look-alike names share (see the module docstring)."""
    skeleton = username_key(name)
    for old, new in _SKELETON_STEPS:
        skeleton = skeleton.replace(old, new)
    return skeleton
