"""Does Expert decide the same on an idle and on a busy machine?

Plays the same duplicate deals twice — Expert (default settings) against Normal, each
side seated North–South and then East–West — first with nothing else running, then
with ``--burners`` processes spinning on the CPU. Every Expert decision is recorded with
its figures (each option's expected points and sample count). Prints how many decisions
and deals came out identical, the decision times, and, if any deal differs, the paired
difference in net points. Run with nothing else of yours running:

    python bench/expert_steadiness.py [--deals 500] [--burners 2]

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.bots.base import Bot, Decision, Difficulty
from euchre.games.euchre.bots.expert import ExpertBot
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.rules import Rules
from euchre.games.euchre.view import SeatView
from euchre.seats import Seat, Team
from euchre.tournament.players import derived_seed, new_bot

ORIENTATIONS = (Team.NORTH_SOUTH, Team.EAST_WEST)  # the team the tested side sits as


class RecordingExpert(Bot):
    """An Expert that writes down each decision and its figures."""

    difficulty = Difficulty.EXPERT

    def __init__(self, seed: int, record: list[tuple], times: list[float]) -> None:
        self.expert = ExpertBot(seed=seed)
        self.record = record
        self.times = times

    def decide(self, view: SeatView) -> Decision:
        decision = self.expert.decide(view)
        figures = tuple((option.action.text, option.expected_points, option.samples)
                        for option in decision.explanation.options)
        self.record.append((decision.action.text, figures))
        self.times.append(decision.elapsed_ms)
        return decision


def play_deal(index: int, seed: int, expert_team: Team, rules: Rules
              ) -> tuple[float, list[tuple], list[float]]:
    """One deal, Expert as ``expert_team``: (net points, decisions, times)."""
    record: list[tuple] = []
    times: list[float] = []
    bots: dict[Seat, Bot] = {}
    for seat in Seat:
        bot_seed = derived_seed(seed, "deal", index, expert_team.value, seat.value)
        if seat.team is expert_team:
            bots[seat] = RecordingExpert(bot_seed, record, times)
        else:
            bots[seat] = new_bot("euchre", "normal", bot_seed)
    state = HandState.from_seed(f"{seed}:deal:{index}", rules)
    while not state.is_over:
        seat = state.to_act
        state = state.apply(bots[seat].decide(state.view(seat)).action, seat)
    points = state.result().points
    return points[expert_team] - points[expert_team.other], record, times


def play_pass(deals: int, seed: int) -> dict:
    rules = Rules()
    nets, records, times = [], [], []
    for index in range(deals):
        net = 0.0
        record: list[tuple] = []
        for team in ORIENTATIONS:
            points, decisions, spent = play_deal(index, seed, team, rules)
            net += points / 2
            record.extend(decisions)
            times.extend(spent)
        nets.append(net)
        records.append(record)
        if (index + 1) % 50 == 0:
            print(f"  {index + 1} deals", file=sys.stderr, flush=True)
    return {"nets": nets, "records": records, "times": times}


def burn(stop: multiprocessing.Event) -> None:  # type: ignore[valid-type]
    while not stop.is_set():
        sum(i * i for i in range(10_000))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--burners", type=int, default=2)
    args = parser.parse_args()
    ExpertBot(seed=0).decide(HandState.from_seed(0).view(HandState.from_seed(0).to_act))
    print("idle pass", file=sys.stderr, flush=True)
    load_idle = os.getloadavg()
    idle = play_pass(args.deals, args.seed)
    stop = multiprocessing.Event()
    burners = [multiprocessing.Process(target=burn, args=(stop,)) for _ in range(args.burners)]
    for process in burners:
        process.start()
    time.sleep(2)
    print(f"busy pass ({args.burners} CPU-burning processes)", file=sys.stderr, flush=True)
    load_busy = os.getloadavg()
    try:
        busy = play_pass(args.deals, args.seed)
    finally:
        stop.set()
        for process in burners:
            process.join()
    decisions = sum(len(record) for record in idle["records"])
    same_decisions = sum(
        sum(1 for a, b in zip(first, second, strict=False) if a == b) * (len(first) == len(second))
        for first, second in zip(idle["records"], busy["records"], strict=True))
    same_deals = sum(1 for a, b in zip(idle["records"], busy["records"], strict=True) if a == b)
    differences = [b - a for a, b in zip(idle["nets"], busy["nets"], strict=True)]
    mean = statistics.fmean(differences)
    error = statistics.stdev(differences) / math.sqrt(len(differences))
    report = {
        "deals": args.deals, "burners": args.burners,
        "expert_decisions": decisions, "identical_decisions": same_decisions,
        "identical_deals": same_deals,
        "busy_minus_idle_points_per_deal": round(mean, 4),
        "busy_minus_idle_std_error": round(error, 4),
        "idle_median_ms": round(statistics.median(idle["times"]), 2),
        "idle_p95_ms": round(statistics.quantiles(idle["times"], n=20)[-1], 2),
        "busy_median_ms": round(statistics.median(busy["times"]), 2),
        "busy_p95_ms": round(statistics.quantiles(busy["times"], n=20)[-1], 2),
        "load_average_idle_start": [round(x, 2) for x in load_idle],
        "load_average_busy_start": [round(x, 2) for x in load_busy],
        "expert_points_per_deal_idle": round(statistics.fmean(idle["nets"]), 4),
    }
    print(f"{same_decisions} of {decisions} Expert decisions identical; "
          f"{same_deals} of {args.deals} deals identical")
    print(f"busy − idle: {mean:+.4f} ± {error:.4f} points per deal")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
