"""The drills Expert values by simulation (every game's ``DrillFamily``), computed in the
background by one process-wide pool per family, and the **starters**: one drill per
family and tier, valued when the server starts, so that nobody waits for a first drill.

A drill takes Expert seconds to value (hundreds of sampled deals per choice). The Train
page asks the pool for each drill and prefetches the next one while the learner answers;
the first drill of a family has nothing before it to hide behind, so ``warm_drills``
values each family's starters once per process, Beginner first, and the page offers a
session its family's starter as its first drill.
"""

from __future__ import annotations

import os
import random
import threading
import time

from lessons import registry
from lessons.kit.exercise import Exercise
from lessons.kit.families import DrillFamily, ExerciseKey
from lessons.kit.prefetch import Prefetcher
from lessons.kit.progress import Progress
from lessons.kit.themes import Tier

__all__ = ["drill_families", "drill_pool", "starter_key", "warm_drills"]

# A pool per family and per sampling setting (``EUCHRE_DRILL_SAMPLES``, read when the
# family's Expert is built): a changed setting gets Experts of its own.
_pools: dict[tuple[str, str | None], Prefetcher[ExerciseKey, Exercise]] = {}
_lock = threading.Lock()


def drill_families() -> tuple[DrillFamily, ...]:
    """Every registered game's families that Expert values by simulation."""
    return tuple(family for family in registry.families() if isinstance(family, DrillFamily))


def drill_pool(family: DrillFamily) -> Prefetcher[ExerciseKey, Exercise]:
    """``family``'s drills for every session of the process, valued one at a time in the
    background by the family's Expert."""
    key = (family.id, os.environ.get("EUCHRE_DRILL_SAMPLES"))
    with _lock:
        pool = _pools.get(key)
        if pool is None:
            expert = family.evaluator()
            pool = Prefetcher(lambda exercise: exercise.build(expert), workers=1)
            _pools[key] = pool
        return pool


def starter_key(family: DrillFamily, tier: Tier) -> ExerciseKey:
    """The drill a session starts ``family`` at ``tier`` with (the same in every process:
    its theme and seed come from the family and tier)."""
    return family.next_key(tier, Progress(), random.Random(f"starter:{family.id}:{tier}"))


def warm_drills(families: tuple[DrillFamily, ...] | None = None) -> dict[str, float]:
    """Value every drill family's starters (each family's pool works on its own, Beginner
    first) and wait for them; returns the seconds each took to be ready, by key id."""
    start = time.perf_counter()
    futures = {starter_key(family, tier): drill_pool(family).request(starter_key(family, tier))
               for tier in Tier for family in (families or drill_families())}
    seconds = {}
    for key, future in futures.items():
        future.result()
        seconds[key.id] = time.perf_counter() - start
    return seconds
