"""Keep the compiled code's cache in step with every source it was compiled from.

numba's ``cache=True`` notices when a function's own file changes, but not when a function
it calls in another file does, nor a table or constant it reads from another module (they
are frozen into the machine code): after ``euchre/ranking.py`` or the trick kernel changed,
a cached search could still run the old rules. Every module with compiled code calls
``refresh()`` on import: it fingerprints every source of the engine and, when the
fingerprint differs from the one the cache was built with, removes every cached machine
code of the engine so numba compiles it afresh.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

__all__ = ["refresh"]

_PACKAGE = Path(__file__).resolve().parent
_STAMP = "compiled-sources.sha256"
_done = False


def _compiled_sources() -> list[Path]:
    """Every source of the engine: compiled code reads constants and tables from modules
    without compiled code of their own, so any of them may make a cache stale."""
    return sorted(path for path in _PACKAGE.rglob("*.py") if "__pycache__" not in path.parts)


def _fingerprint(sources: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in sources:
        digest.update(str(path.relative_to(_PACKAGE)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def refresh() -> None:
    """Drop stale cached machine code of the engine (once per process)."""
    global _done
    if _done or os.environ.get("NUMBA_CACHE_DIR"):
        _done = True
        return
    _done = True
    try:
        sources = _compiled_sources()
        stamp = _PACKAGE / "__pycache__" / _STAMP
        fingerprint = _fingerprint(sources)
        if stamp.exists() and stamp.read_text() == fingerprint:
            return
        for cache in {source.parent / "__pycache__" for source in sources
                      if "@njit" in source.read_text(encoding="utf-8")}:
            for path in (*cache.glob("*.nbi"), *cache.glob("*.nbc")):
                path.unlink(missing_ok=True)
        stamp.parent.mkdir(exist_ok=True)
        stamp.write_text(fingerprint)
    except OSError:
        pass
