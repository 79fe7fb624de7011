"""Five Hundred Expert's decision time: median and p95 over every decision of whole hands.

Plays hands with Expert in every seat (so the decisions are the real mix of auction
calls, kitty discards and card plays, misère and the joker included) for four players
and for three, in one process, after one untimed hand that loads the compiled code.
Expert's work per decision is fixed (a set number of sampled deals, the last tricks
solved exactly), so the figures measure the machine, not a time budget. Run with
nothing else of yours running:

    python bench/five_hundred_latency.py [--hands 20]

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.games.five_hundred import FiveHundredHand, FiveHundredRules
from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot


def decision_times(players: int, hands: int) -> dict[str, list[float]]:
    """Milliseconds per decision, by phase, over ``hands`` hands of Expert self-play."""
    rules = FiveHundredRules(players=players)
    bot = ExpertFiveHundredBot(seed=1)
    times: dict[str, list[float]] = {}
    for index in range(hands):
        hand = FiveHundredHand.from_seed(f"latency:{players}:{index}", rules)
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            start = time.perf_counter()
            decision = bot.decide(view)
            times.setdefault(str(hand.phase), []).append(
                (time.perf_counter() - start) * 1000)
            hand = hand.apply(decision.action, seat)
    return times


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20, help="hands per number of players")
    args = parser.parse_args()
    decision_times(4, 1)
    summary: dict[str, dict[str, float]] = {}
    for players in (4, 3):
        times = decision_times(players, args.hands)
        every = [t for values in times.values() for t in values]
        for phase, values in [("all", every), *sorted(times.items())]:
            key = f"{players}p {phase}"
            summary[key] = {"decisions": len(values),
                            "median_ms": round(statistics.median(values), 1),
                            "p95_ms": round(p95(values), 1), "max_ms": round(max(values), 1)}
            print(f"{key:<22} {len(values):>6} decisions  median "
                  f"{statistics.median(values):6.1f} ms  p95 {p95(values):6.1f} ms  "
                  f"max {max(values):6.1f} ms")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
