"""One app server's store work, in a process of its own (for the two-server test).

Each process opens its own ``Database`` on the shared URL (its own engine and connection
pool, as a separate ``streamlit run`` would), then plays its players' matches through
the store, each player on a thread of its own, and finishes the contested matches at the
moment the other server does.
"""

from __future__ import annotations

import sys
import types
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.process import BaseProcess
from typing import Any

from store.db import Database
from store.errors import AlreadyRecordedError
from store.matches import finish_match, save_match, start_match

SHORT_RULES = {"points_to_win": 5}


def start_without_main(process: BaseProcess) -> None:
    """Start a spawned process without its importing this process's ``__main__`` (after
    the app tests, that is a Streamlit page, which must not run in it)."""
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        process.start()
    finally:
        sys.modules["__main__"] = main


def serve(url: str, plays: list[tuple[int, str, int, str]], contested: list[tuple[str, int]],
          barrier: Any, results: Any) -> None:
    """``plays``: (user, level, seed, finished record) matches to start, save and finish;
    ``contested``: (match id, user) matches to finish once ``barrier`` lets both servers
    go. Puts ("played", match id) and ("contested", match id, "recorded" or "already")
    on ``results``, then ("done",)."""
    db = Database(url, migrate=False)
    try:
        by_user: dict[int, list[tuple[str, int, str]]] = {}
        for user, level, seed, record in plays:
            by_user.setdefault(user, []).append((level, seed, record))

        def player(user: int) -> list[str]:
            played = []
            for level, seed, record in by_user[user]:
                match_id = start_match(user, level, SHORT_RULES, seed, db=db)
                save_match(match_id, user, record, 1, db=db)
                finish_match(match_id, user, db=db)
                played.append(match_id)
            return played

        with ThreadPoolExecutor(max(1, len(by_user))) as pool:
            for played in pool.map(player, list(by_user)):
                for match_id in played:
                    results.put(("played", match_id))

        barrier.wait(timeout=60)

        def finish(entry: tuple[str, int]) -> tuple[str, str]:
            match_id, user = entry
            try:
                finish_match(match_id, user, db=db)
            except AlreadyRecordedError:
                return match_id, "already"
            return match_id, "recorded"

        with ThreadPoolExecutor(max(1, len(contested))) as pool:
            for match_id, outcome in pool.map(finish, contested):
                results.put(("contested", match_id, outcome))
    finally:
        db.dispose()
        results.put(("done",))
