"""Expert's decision time, how many deals it samples per decision, the share of decisions
its safety deadline cut short, and the solver's speed.

Plays whole matches with Expert in every seat (so the decisions are the real mix of
bids, discards and card plays) in one process, and times every decision. Then times
the perfect-information solver on full hands from the opening lead (random deals, made
trump by a random legal bid). Run with nothing else of yours running, without ``nice``:

    python bench/expert_latency.py [--matches 4] [--solves 500] [--budget-ms 120]

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre import HandState, Match, Phase, Rules, Seat
from euchre.games.euchre.bots.expert import DEFAULT_TIME_BUDGET_MS, ExpertBot
from euchre.games.euchre.bots.search import solve_tricks
from euchre.tricks.solver import SearchTable


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(np.array(values), q)) if values else float("nan")


def time_decisions(matches: int, budget_ms: float, seed: int) -> dict[str, object]:
    bots = {seat: ExpertBot(seed=seed + int(seat), time_budget_ms=budget_ms) for seat in Seat}
    warm = Match.new(seed=f"warm-{seed}")
    bots[warm.to_act].decide(warm.view(warm.to_act))  # compile / load the numba cache
    times: list[float] = []
    by_phase: dict[str, list[float]] = {}
    samples: list[int] = []
    samples_by_phase: dict[str, list[int]] = {}
    for index in range(matches):
        match = Match.new(seed=f"latency-{seed}-{index}")
        while True:
            while not match.hand_over:
                seat = match.to_act
                phase = match.current.phase
                decision = bots[seat].decide(match.view(seat))
                times.append(decision.elapsed_ms)
                by_phase.setdefault(str(phase), []).append(decision.elapsed_ms)
                if decision.explanation.options:
                    count = decision.explanation.options[0].samples
                    samples.append(count)
                    samples_by_phase.setdefault(str(phase), []).append(count)
                match = match.apply(decision.action, seat)
            if match.is_over:
                break
            match = match.next_hand()
    cuts = sum(bot.deadline_cuts for bot in bots.values())
    return {
        "decisions": len(times),
        "deadline_cuts": cuts,
        "deadline_cut_share_of_simulated": round(cuts / max(1, len(samples)), 4),
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(percentile(times, 95), 2),
        "max_ms": round(max(times), 2),
        "median_ms_by_phase": {k: round(statistics.median(v), 2) for k, v in by_phase.items()},
        "p95_ms_by_phase": {k: round(percentile(v, 95), 2) for k, v in by_phase.items()},
        "decisions_by_phase": {k: len(v) for k, v in by_phase.items()},
        "simulated_decisions": len(samples),
        "median_samples": statistics.median(samples) if samples else 0,
        "median_samples_by_phase": {k: statistics.median(v) for k, v in samples_by_phase.items()},
    }


def time_solver(count: int, seed: int) -> dict[str, object]:
    """Median time to solve a whole hand (20 cards: trump made by a random partnered bid)
    from the opening lead."""
    rng = random.Random(seed)
    table = SearchTable()
    times: list[float] = []
    nodes: list[int] = []
    index = 0
    while len(times) < count:
        state = HandState.from_seed(f"solver-{seed}-{index}", Rules())
        index += 1
        while state.phase is not Phase.PLAY and not state.is_over:
            partnered = [a for a in state.legal_actions() if not a.alone]
            state = state.apply(rng.choice(partnered))
        if state.is_over:
            continue
        core_state = state.core_state()
        before = int(table.counters[1])
        start = time.perf_counter()
        solve_tricks(core_state, table)
        times.append((time.perf_counter() - start) * 1000)
        nodes.append(int(table.counters[1]) - before)
    return {
        "solver_hands": count,
        "solver_median_ms": round(statistics.median(times), 4),
        "solver_p95_ms": round(percentile(times, 95), 4),
        "solver_median_nodes": statistics.median(nodes),
        "solver_nodes_per_ms": round(sum(nodes) / sum(times)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--solves", type=int, default=500)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_TIME_BUDGET_MS)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    solve_tricks(HandState.from_seed(0).apply("order up").apply(
        HandState.from_seed(0).apply("order up").legal_actions()[0]).core_state())
    load_before = os.getloadavg()
    report: dict[str, object] = {"budget_ms": args.budget_ms}
    report.update(time_solver(args.solves, args.seed))
    report.update(time_decisions(args.matches, args.budget_ms, args.seed))
    report["load_average_before"] = [round(x, 2) for x in load_before]
    report["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    report["nice"] = os.nice(0)
    for key, value in report.items():
        print(f"{key}: {value}")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
