"""Load (or compile) Expert's machine code before anyone waits for it.

Expert's search is compiled by numba and cached next to the sources
(``compiled_cache``). The cache serves every later start of the same code, but numba
keys it on each source file's modification time, so a fresh checkout, a deploy or an
update of an Expert source makes the next first decision compile everything: about ten
seconds or more, paid by the first learner to ask for a drill, a hint or an Expert
opponent. ``warm_up`` takes that cost up front: every registered game warms its own bots (its
spec's ``warm_up``: a few decisions of a small Expert, covering every compiled function
its decisions use).

Run ``python -m euchre.bots.warm_up`` before starting the server (``make run`` does),
and the app calls ``warm_up_in_background`` once per process for other launches.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from euchre import games

__all__ = ["WARM_UP_THREAD", "warm_up", "warm_up_in_background"]

WARM_UP_THREAD = "warm-up"  # the name of the background thread
_started = False
_lock = threading.Lock()


def warm_up() -> float:
    """Make every game's first Expert decisions (compiling whatever is not cached);
    returns the seconds it took."""
    start = time.perf_counter()
    for game_id in games.game_ids():
        games.game(game_id).warm_up()
    return time.perf_counter() - start


def warm_up_in_background(*also: Callable[[], object]) -> None:
    """Once per process: warm up in a daemon thread, then call each of ``also`` (other
    slow values worth computing before they are asked for)."""
    global _started
    with _lock:
        if _started:
            return
        _started = True

    def run() -> None:
        warm_up()
        for task in also:
            task()

    threading.Thread(target=run, name=WARM_UP_THREAD, daemon=True).start()


if __name__ == "__main__":
    print(f"Expert's compiled code is ready ({warm_up():.1f} s).")
