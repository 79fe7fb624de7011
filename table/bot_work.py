"""Where the table's Expert decisions are computed: a pool of worker processes.

Expert's hints, hand reviews and Expert-level bot moves take tens to hundreds of
milliseconds of CPU each. Computed in the Streamlit server process they hold its GIL,
and every other browser session of the server waits for them. They are sent instead to
one pool of worker processes shared by all the sessions of the server: as many workers
as the machine has cores, or ``EUCHRE_BOT_WORKERS`` (``0`` computes them in place).
Outside a Streamlit server (scripts, the engine's tests) they are computed in place
unless ``EUCHRE_BOT_WORKERS`` asks for workers. The session's script thread waits for
its answer without holding the GIL, so the other sessions go on meanwhile.

A job is small and picklable: which bot (a table seat's at a level, or the adviser, of
which game), its seed and the seat's view. The worker builds the same bot as
``table.players`` builds in the server, from the same seed, so the decision is the one
the direct path takes. Easy and Normal take a few milliseconds at most: they are not
worth a trip to a worker and are decided in place.

Workers never outlive the server: each watches its parent and exits when the parent is
gone (even after ``kill -9``), and ``shutdown`` (called when the server stops on SIGTERM
or SIGINT, see ``server.py``, and at exit) terminates them without waiting for their jobs.
"""

from __future__ import annotations

import atexit
import multiprocessing
import multiprocessing.connection
import os
import sys
import threading
import types
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum

from euchre import games
from euchre.bots import Bot, Decision, Difficulty
from euchre.games import GameView
from table import players

__all__ = ["WORKERS_ENV", "WORKER_DEADLINE_SECONDS", "BotJob", "Purpose", "decide",
           "pool_size", "shutdown", "warm_up"]

WORKERS_ENV = "EUCHRE_BOT_WORKERS"
# A worker's answer normally comes within a second; past this, the decision is taken in
# place (the table never waits on a stuck or swamped worker) and the pool is started
# afresh if none of its workers is alive.
WORKER_DEADLINE_SECONDS = 5.0


class Purpose(StrEnum):
    TABLE = "a seat's bot at the table"
    ADVICE = "Expert's advice (a hint or a review)"


@dataclass(frozen=True)
class BotJob:
    """One decision to take: the bot (by purpose, level, seed and game) and the seat's view."""

    purpose: Purpose
    difficulty: Difficulty
    seed: int
    view: GameView
    game_id: str

    def bot(self) -> Bot:
        if self.purpose is Purpose.ADVICE:
            return players.adviser(self.game_id, self.seed)
        return players.table_bot(self.game_id, self.difficulty, self.seed)

    @property
    def expert(self) -> bool:
        """Whether Expert takes this decision (the adviser is always Expert)."""
        return self.purpose is Purpose.ADVICE or self.difficulty is Difficulty.EXPERT

    def run(self) -> Decision:
        """The direct path: build the bot here and decide."""
        return self.bot().decide(self.view)


def pool_size() -> int:
    """Worker processes for Expert's decisions: ``EUCHRE_BOT_WORKERS``, else the cores
    in a Streamlit server and none elsewhere."""
    try:
        return max(0, int(os.environ[WORKERS_ENV]))
    except (KeyError, ValueError):
        pass
    from streamlit import runtime

    return (os.cpu_count() or 1) if runtime.exists() else 0


_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_pool_workers = 0
MAX_AHEAD = 256  # prefetched jobs kept for the sessions that asked for them
_ahead: OrderedDict[BotJob, Future[Decision]] = OrderedDict()


def _exit_with_parent() -> None:
    """In a worker: end this process as soon as the process that started it ends."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def _start_worker() -> None:
    """A new worker: exit with the server, and load every game's compiled code so that its
    first job does not pay for it."""
    _exit_with_parent()
    for game_id in games.game_ids():
        games.game(game_id).warm_up()


def _executor() -> ProcessPoolExecutor | None:
    """The server's pool (started on first use), or None when jobs run in place."""
    global _pool, _pool_workers
    workers = pool_size()
    with _lock:
        if _pool is not None and _pool_workers != workers:
            _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None
        if _pool is None and workers > 0:
            # spawn, not fork: the server is multi-threaded when the pool starts
            context = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(workers, mp_context=context,
                                        initializer=_start_worker)
            _pool_workers = workers
        return _pool


@contextmanager
def _main_module_hidden() -> Iterator[None]:
    """While a worker process starts: a new worker imports the parent's ``__main__``, and
    in a Streamlit server that is the page being run (the script runner puts it there),
    which must not run again in a worker. A stand-in without a file hides it."""
    main = sys.modules.get("__main__")
    stand_in = types.ModuleType("__main__")
    sys.modules["__main__"] = stand_in
    try:
        yield
    finally:
        if sys.modules.get("__main__") is stand_in and main is not None:
            sys.modules["__main__"] = main


def _submit(pool: ProcessPoolExecutor, fn: Callable[..., object], *args: object) -> Future:
    """Submit to the pool (which may start a worker process then)."""
    with _lock, _main_module_hidden():
        return pool.submit(fn, *args)


def warm_up() -> None:
    """Start the pool's workers now (they load Expert's code) without waiting for them."""
    pool = _executor()
    if pool is None:
        return
    try:
        for _ in range(_pool_workers):
            _submit(pool, _noop)
    except (BrokenProcessPool, RuntimeError):
        _forget(pool)  # the next job starts a new pool


def _noop() -> None:
    return None


def _run(job: BotJob) -> Decision:
    return job.run()


def _forget(pool: ProcessPoolExecutor) -> None:
    global _pool
    with _lock:
        if _pool is pool:
            _pool = None
        _ahead.clear()
    pool.shutdown(wait=False, cancel_futures=True)


def _pooled(job: BotJob) -> ProcessPoolExecutor | None:
    """The pool that takes ``job`` (Expert's work, when the server has a pool), or None."""
    return _executor() if job.expert else None


def prefetch(jobs: Iterable[BotJob]) -> None:
    """Start ``jobs`` in the pool now, so that ``decide`` later finds them done (a hand's
    review asks for its decisions one page run at a time; the workers take them all at
    once). Does nothing without a pool."""
    for job in jobs:
        pool = _pooled(job)
        if pool is None:
            return
        with _lock:
            if job in _ahead:
                continue
        try:
            future = _submit(pool, _run, job)
        except (BrokenProcessPool, RuntimeError):
            _forget(pool)
            return
        with _lock:
            _ahead[job] = future
            while len(_ahead) > MAX_AHEAD:
                _ahead.popitem(last=False)


def ready(job: BotJob) -> bool:
    """Whether a prefetched ``job``'s decision is there to be taken without waiting."""
    with _lock:
        future = _ahead.get(job)
    return (future is not None and future.done() and not future.cancelled()
            and future.exception() is None)


def decide(job: BotJob) -> Decision:
    """The decision of ``job``'s bot: Expert's in a worker process, any other in place.
    Identical to ``job.run()`` either way."""
    pool = _pooled(job)
    if pool is None:
        return job.run()
    try:
        with _lock:
            future: Future[Decision] | None = _ahead.pop(job, None)
        if future is None:
            future = _submit(pool, _run, job)
        return future.result(timeout=WORKER_DEADLINE_SECONDS)
    except TimeoutError:
        future.cancel()
        if not any(worker.is_alive() for worker in _workers(pool)):
            _forget(pool)
        return job.run()
    except (BrokenProcessPool, CancelledError, RuntimeError):
        # a worker died (killed, out of memory) or the pool was shut down: decide here;
        # the next job starts a new pool
        _forget(pool)
        return job.run()


def _workers(pool: ProcessPoolExecutor) -> list[multiprocessing.process.BaseProcess]:
    """The pool's worker processes (the executor keeps them in ``_processes``)."""
    return list((getattr(pool, "_processes", None) or {}).values())


def _stop(pool: ProcessPoolExecutor, grace_seconds: float) -> None:
    """Shut ``pool`` down and terminate its workers that are still busy after
    ``grace_seconds``."""
    workers = _workers(pool)
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        worker.join(grace_seconds)
        if worker.is_alive():
            worker.terminate()
            worker.join(grace_seconds)
        if worker.is_alive():
            worker.kill()
            worker.join()


def shutdown(grace_seconds: float = 2.0) -> None:
    """Stop the pool's workers, terminating the busy ones (the next job starts a new
    pool)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
        _ahead.clear()
    if pool is not None:
        _stop(pool, grace_seconds)


atexit.register(shutdown)
