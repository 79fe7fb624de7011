"""The drills Expert values by simulation (every game's ``DrillFamily``), computed in the
background by one process-wide pool per family, and the **starters**: a few drills per
family and tier, valued when the server starts, so that nobody waits for a first drill and
not every learner meets the same one.

A drill takes Expert seconds to value (hundreds of sampled deals per choice). The Train
page asks the pool for each drill and prefetches the next one while the learner answers;
the first drill of a family has nothing before it to hide behind, so ``warm_drills``
values each family's starters once per process, Beginner first, and the page offers a
session one of its family's starters, drawn by the session, as its first drill.
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

__all__ = ["STARTERS", "drill_families", "drill_pool", "starter_keys", "warm_drills"]

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


STARTERS: dict[Tier, int] = {Tier.BEGINNER: 3, Tier.INTERMEDIATE: 2, Tier.ADVANCED: 2}
"""How many starters each family has at each tier (most first visits are at Beginner)."""


def starter_keys(family: DrillFamily, tier: Tier) -> tuple[ExerciseKey, ...]:
    """The drills a session may start ``family`` at ``tier`` with, in the order the warm-up
    values them (the same in every process: their themes and seeds come from the family,
    the tier and their place)."""
    return tuple(dict.fromkeys(
        family.next_key(tier, Progress(), random.Random(f"starter:{family.id}:{tier}:{n}"))
        for n in range(STARTERS[tier])))


def warm_drills(families: tuple[DrillFamily, ...] | None = None) -> dict[str, float]:
    """Value every drill family's starters and wait for them; returns the seconds each took
    to be ready, by key id.

    A round at a time (the pools share the process): every family's first starter at every
    tier (Beginner first), then, once they are all ready, the second ones, and so on. A
    session is offered only the starters ready, so the first round is all a learner ever
    waits for."""
    start = time.perf_counter()
    chosen = families or drill_families()
    keys = {(family, tier): starter_keys(family, tier) for family in chosen for tier in Tier}
    seconds = {}
    for place in range(max(STARTERS.values())):
        futures = {key: drill_pool(family).request(key)
                   for tier in Tier for family in chosen
                   for key in keys[family, tier][place:place + 1]}
        for key, future in futures.items():
            future.result()
            seconds[key.id] = time.perf_counter() - start
    return seconds
