"""Engine throughput: complete random hands per second, through the public API and the core.

Each hand is dealt, bid with uniformly random legal actions and played to the end.
Run: ``python bench/engine_throughput.py [--seconds S]``; the last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre import HandState, Rules
from euchre.games.euchre import core


def public_api_hands(count: int, seed: int, rules: Rules) -> int:
    """Play ``count`` random hands through ``legal_actions()`` / ``apply()``; return NS points."""
    rng = random.Random(seed)
    points = 0
    for index in range(count):
        state = HandState.from_seed(f"{seed}:{index}", rules)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        points += state.result().points[0]
    return points


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def rate(run, seconds: float) -> tuple[float, int]:
    """Hands per second of ``run(count)``, growing ``count`` until a run lasts ``seconds``."""
    count = 200
    while True:
        start = time.perf_counter()
        run(count)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed, count
        count = max(count * 2, int(count * seconds / max(elapsed, 1e-6) * 1.1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="minimum duration per figure")
    args = parser.parse_args()
    rules = Rules()
    deck = rules.deck.mask
    # Warm up: load the compiled core and fill caches before timing.
    public_api_hands(50, 0, rules)
    core.play_random_hands(rules.core, deck, 50, 0)

    public, public_n = rate(lambda n: public_api_hands(n, 1, rules), args.seconds)
    search, search_n = rate(lambda n: core.play_random_hands(rules.core, deck, n, 2), args.seconds)

    machine = f"{cpu_model()}, {platform.machine()}, {platform.system()}"
    print(f"Machine: {machine}; Python {platform.python_version()}")
    print(f"Public API (legal_actions/apply): {public:,.0f} hands/s ({public_n:,} hands)")
    print(f"Search core (int64 array, numba): {search:,.0f} hands/s ({search_n:,} hands)")
    print(json.dumps({
        "python": platform.python_version(),
        "machine": platform.machine(),
        "public_api_hands_per_s": round(public),
        "search_core_hands_per_s": round(search),
        "targets": {"public_api": 5000, "search_core": 25000},
    }))


if __name__ == "__main__":
    main()
