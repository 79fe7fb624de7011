"""Keep Expert's numba cache in step with the code it was compiled from.

numba's ``cache=True`` notices when a function's own file changes, but not when a
function it calls in another file does: after ``euchre/core.py`` or the bidding model
changed, a cached search could still run the old rules. Each Expert module calls
``refresh()`` on import; it fingerprints every source the compiled code depends on
and, when the fingerprint differs from the one the cache was built with, removes the
cached machine code of the Expert modules so numba compiles them afresh.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

__all__ = ["refresh"]

_PACKAGE = Path(__file__).resolve().parents[1]
_SOURCES = (
    "core.py", "tables.py", "bots/search.py", "bots/expert_model.py", "bots/play_model.py",
    "bots/sampling.py", "bots/simulate.py",
)
_CACHED_MODULES = ("search", "expert_model", "play_model", "sampling", "simulate")
_done = False


def _fingerprint() -> str:
    digest = hashlib.sha256()
    for name in _SOURCES:
        digest.update(name.encode())
        digest.update((_PACKAGE / name).read_bytes())
    return digest.hexdigest()


def refresh() -> None:
    """Drop stale cached code of the Expert modules (once per process)."""
    global _done
    if _done or os.environ.get("NUMBA_CACHE_DIR"):
        _done = True
        return
    _done = True
    cache = _PACKAGE / "bots" / "__pycache__"
    stamp = cache / "expert-sources.sha256"
    fingerprint = _fingerprint()
    try:
        if stamp.read_text() == fingerprint:
            return
    except OSError:
        pass
    try:
        cache.mkdir(exist_ok=True)
        for module in _CACHED_MODULES:
            for path in cache.glob(f"{module}.*.nb[ic]"):
                path.unlink(missing_ok=True)
        stamp.write_text(fingerprint)
    except OSError:
        pass
