"""The matches this server process has replayed, by id and saved version: a save appends
its new moves to the position kept here instead of replaying the whole record again.

A position is kept for the version it was saved as; a save that finds another version (a
second server saved meanwhile, or the process restarted) replays the stored record once,
the restore path, and keeps that.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

__all__ = ["forget", "keep", "kept"]

MAX_KEPT = 512  # matches in progress kept by one server process

_lock = threading.Lock()
_positions: OrderedDict[str, tuple[int, Any]] = OrderedDict()


def kept(match_id: str, version: int) -> Any | None:
    """The match as saved at ``version``, if this process holds it."""
    with _lock:
        found = _positions.get(match_id)
        if found is None or found[0] != version:
            return None
        _positions.move_to_end(match_id)
        return found[1]


def keep(match_id: str, version: int, match: Any) -> None:
    """Hold ``match`` as the position saved at ``version``."""
    with _lock:
        _positions[match_id] = (version, match)
        _positions.move_to_end(match_id)
        while len(_positions) > MAX_KEPT:
            _positions.popitem(last=False)


def forget(match_id: str) -> None:
    """The match is closed (finished or abandoned): nothing more is saved to it."""
    with _lock:
        _positions.pop(match_id, None)
