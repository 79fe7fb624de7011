"""The drills Expert values by simulation (bidding, drop-out, auction), computed in the
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
from typing import Any

from lessons.catalog import DRILL_FAMILIES, ExerciseKey, generate, next_key
from lessons.exercise import Exercise
from lessons.prefetch import Prefetcher
from lessons.progress import Progress
from lessons.themes import Family, Tier

__all__ = ["DEFAULT_DRILL_SAMPLES", "drill_expert", "drill_pool", "drill_samples",
           "starter_key", "warm_drills"]

# Drills are valued on a fixed number of sampled deals, so a drill's figures and grade
# never depend on how busy the server is.
DEFAULT_DRILL_SAMPLES = 400
MAX_DROP_OUT_SAMPLES = 400  # the Buck Expert's deals per drop-out drill, at the most
MAX_AUCTION_SAMPLES = 300  # the Five Hundred Expert's deals per auction drill, at the most
DROP_OUT_DEADLINE_MS = 120_000.0  # far beyond that work: the deals are never cut short
DRILL_EVALUATION_SEED = 2024

_pools: dict[tuple[Family, int], Prefetcher[ExerciseKey, Exercise]] = {}
_lock = threading.Lock()


def drill_samples(most: int) -> int:
    """``EUCHRE_DRILL_SAMPLES`` within 1..``most``; the default if unreadable."""
    try:
        wanted = int(os.environ.get("EUCHRE_DRILL_SAMPLES", DEFAULT_DRILL_SAMPLES))
    except ValueError:
        wanted = DEFAULT_DRILL_SAMPLES
    return min(max(wanted, 1), most)


def _samples_for(family: Family) -> int:
    if family.game_id == "five_hundred":
        return drill_samples(MAX_AUCTION_SAMPLES)
    if family.game_id == "buck":
        return drill_samples(MAX_DROP_OUT_SAMPLES)
    from euchre.games.euchre.bots.expert import MAX_SAMPLES

    return drill_samples(MAX_SAMPLES)


def drill_expert(family: Family) -> Any:
    """The Expert that values ``family``'s drills, on a fixed number of sampled deals."""
    samples = _samples_for(family)
    if family.game_id == "five_hundred":
        from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

        return ExpertFiveHundredBot(seed=DRILL_EVALUATION_SEED, bid_samples=samples)
    if family.game_id == "buck":
        from euchre.games.buck.bots.expert import ExpertBuckBot

        return ExpertBuckBot(seed=DRILL_EVALUATION_SEED, bid_samples=samples,
                             deadline_ms=DROP_OUT_DEADLINE_MS)
    from euchre.games.euchre.bots.expert import steady_expert

    return steady_expert(DRILL_EVALUATION_SEED, samples)


def drill_pool(family: Family) -> Prefetcher[ExerciseKey, Exercise]:
    """``family``'s drills for every session of the process, valued one at a time in the
    background (one pool per family and number of sampled deals)."""
    key = (family, _samples_for(family))
    with _lock:
        pool = _pools.get(key)
        if pool is None:
            expert = drill_expert(family)
            pool = Prefetcher(lambda exercise: generate(exercise, expert), workers=1)
            _pools[key] = pool
        return pool


def starter_key(family: Family, tier: Tier) -> ExerciseKey:
    """The drill a session starts ``family`` at ``tier`` with (the same in every process:
    its theme and seed come from the family and tier)."""
    return next_key(family, tier, Progress(), random.Random(f"starter:{family.value}:{tier}"))


def warm_drills(families: tuple[Family, ...] | None = None) -> dict[str, float]:
    """Value every drill family's starters (each family's pool works on its own, Beginner
    first) and wait for them; returns the seconds each took to be ready, by key id."""
    from euchre import games

    offered = []
    for family in families or tuple(sorted(DRILL_FAMILIES, key=lambda f: f.value)):
        try:
            games.game(family.game_id)
        except ValueError:
            continue
        offered.append(family)
    start = time.perf_counter()
    futures = {starter_key(family, tier): drill_pool(family).request(starter_key(family, tier))
               for tier in Tier for family in offered}
    seconds = {}
    for key, future in futures.items():
        future.result()
        seconds[key.id] = time.perf_counter() - start
    return seconds
