"""Compute slow values (bidding drills) in the background before they are asked for.

>>> pool = Prefetcher(lambda n: n * n)
>>> pool.request(7).result(), pool.ready(7), pool.get(7)
(49, True, 49)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Generic, TypeVar

__all__ = ["Prefetcher"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Prefetcher(Generic[K, V]):
    """A keyed cache filled by a small thread pool; keeps the ``keep`` newest results."""

    def __init__(self, compute: Callable[[K], V], workers: int = 1, keep: int = 128) -> None:
        self._compute = compute
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="prefetch")
        self._futures: OrderedDict[K, Future[V]] = OrderedDict()
        self._keep = keep
        self._lock = threading.Lock()

    def request(self, key: K) -> Future[V]:
        """Start computing ``key`` unless it is done or under way; a failed try is retried."""
        with self._lock:
            future = self._futures.get(key)
            if future is not None and not (future.done() and future.exception() is not None):
                self._futures.move_to_end(key)
                return future
            future = self._executor.submit(self._compute, key)
            self._futures[key] = future
            while len(self._futures) > self._keep:
                self._futures.popitem(last=False)
            return future

    def ready(self, key: K) -> bool:
        with self._lock:
            future = self._futures.get(key)
        return future is not None and future.done()

    def get(self, key: K, timeout: float | None = None) -> V:
        """The value of ``key``, waiting for it (and starting it if nobody asked before)."""
        return self.request(key).result(timeout)
