"""Paired comparison of two Expert settings on the same duplicate deals against one opponent.

Each deal is played four times: Expert with settings A and with settings B, each seated
North–South and then East–West, against the same opponent bots (same seeds as the
tournament tool's duplicate deals). Most deals come out identical for A and B, so the
per-deal difference has a far smaller standard error than either bot's score on its own.

Settings are ``ExpertBot`` keyword arguments as JSON (Expert's work per decision is fixed,
so the result does not depend on the machine's load):

    nice -n 10 python bench/expert_ab.py --a '{"bid_play": "solved"}' --b '{}' \\
        --deals 1000 --processes 2

Prints the mean net points per deal of A and of B (each ± its standard error), the mean
difference B − A ± its standard error, how many deals differ, and writes the per-deal
rows as CSV (``--csv``) so runs can be extended and combined. The last line is JSON.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.games.euchre.bots.expert import ExpertBot
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.rules import Rules
from euchre.seats import Seat, Team
from euchre.tournament.games import play_hand
from euchre.tournament.players import derived_seed, new_bot

ORIENTATIONS = (Team.NORTH_SOUTH, Team.EAST_WEST)  # the team the tested side sits as

CHUNK = 5


def _play(index: int, settings: dict, a_team: Team, seed: int, opponent: str,
          rules: Rules) -> tuple[int, str, list[float]]:
    """Expert (``settings``) as ``a_team`` against ``opponent``: (net points, history, times)."""
    bots = {}
    for seat in Seat:
        bot_seed = derived_seed(seed, "deal", index, a_team.value, seat.value)
        if seat.team is a_team:
            bots[seat] = ExpertBot(seed=bot_seed, **settings)
        else:
            bots[seat] = new_bot("euchre", opponent, bot_seed)
    times: dict[Seat, list[float]] = {seat: [] for seat in Seat}
    state = play_hand(HandState.from_seed(f"{seed}:deal:{index}", rules), bots, times)
    points = state.result().points
    history = " ".join(f"{seat.letter}{action.code}" for seat, action in state.history)
    expert_times = [t for seat in Seat if seat.team is a_team for t in times[seat]]
    return points[a_team] - points[a_team.other], history, expert_times


def _run_chunk(job: tuple) -> tuple[list[dict], list[float], list[float]]:
    indices, settings_a, settings_b, seed, opponent, rules = job
    rows = []
    times_a: list[float] = []
    times_b: list[float] = []
    for index in indices:
        row: dict = {"deal": index}
        same = True
        for label, settings, times in (("a", settings_a, times_a), ("b", settings_b, times_b)):
            nets = []
            histories = []
            for a_team in ORIENTATIONS:
                net, history, spent = _play(index, settings, a_team, seed, opponent, rules)
                nets.append(net)
                histories.append(history)
                times.extend(spent)
            row[label] = sum(nets) / 2
            row[f"{label}_histories"] = histories
        same = row["a_histories"] == row["b_histories"]
        rows.append({"deal": index, "a": row["a"], "b": row["b"], "same_play": int(same)})
    return rows, times_a, times_b


def _estimate(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.nan
    return mean, error


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="{}", help="settings A (ExpertBot kwargs as JSON)")
    parser.add_argument("--b", default="{}", help="settings B (ExpertBot kwargs as JSON)")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--start", type=int, default=0, help="first deal index")
    parser.add_argument("--seed", type=int, default=1, help="tournament seed of the deals")
    parser.add_argument("--opponent", default="normal")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--csv", type=Path, default=None, help="write per-deal rows here")
    args = parser.parse_args()
    settings_a = json.loads(args.a)
    settings_b = json.loads(args.b)
    for settings in (settings_a, settings_b):
        ExpertBot(**settings)  # refuse bad settings before any work
    rules = Rules()
    indices = list(range(args.start, args.start + args.deals))
    jobs = [(tuple(indices[i:i + CHUNK]), settings_a, settings_b, args.seed, args.opponent,
             rules) for i in range(0, len(indices), CHUNK)]
    load_before = os.getloadavg()
    start = time.perf_counter()
    rows: list[dict] = []
    times_a: list[float] = []
    times_b: list[float] = []
    if args.processes <= 1:
        results = map(_run_chunk, jobs)
    else:
        pool = multiprocessing.get_context("fork").Pool(args.processes)
        results = pool.imap_unordered(_run_chunk, jobs)
    for done, (chunk_rows, chunk_a, chunk_b) in enumerate(results, 1):
        rows.extend(chunk_rows)
        times_a.extend(chunk_a)
        times_b.extend(chunk_b)
        if done % 10 == 0 or done == len(jobs):
            diffs = [row["b"] - row["a"] for row in rows]
            mean, error = _estimate(diffs) if len(diffs) > 1 else (math.nan, math.nan)
            print(f"  {len(rows)} deals: B − A = {mean:+.4f} ± {error:.4f}", file=sys.stderr,
                  flush=True)
    rows.sort(key=lambda row: row["deal"])
    elapsed = time.perf_counter() - start
    a_mean, a_error = _estimate([row["a"] for row in rows])
    b_mean, b_error = _estimate([row["b"] for row in rows])
    d_mean, d_error = _estimate([row["b"] - row["a"] for row in rows])
    differ = sum(1 for row in rows if row["a"] != row["b"])
    replayed = sum(1 for row in rows if not row["same_play"])
    report = {
        "a": settings_a, "b": settings_b, "deals": len(rows), "start": args.start,
        "seed": args.seed, "opponent": args.opponent,
        "a_points_per_deal": round(a_mean, 4), "a_std_error": round(a_error, 4),
        "b_points_per_deal": round(b_mean, 4), "b_std_error": round(b_error, 4),
        "b_minus_a": round(d_mean, 4), "b_minus_a_std_error": round(d_error, 4),
        "deals_scored_differently": differ, "deals_played_differently": replayed,
        "a_median_ms": round(statistics.median(times_a), 2),
        "a_p95_ms": round(statistics.quantiles(times_a, n=20)[-1], 2),
        "b_median_ms": round(statistics.median(times_b), 2),
        "b_p95_ms": round(statistics.quantiles(times_b, n=20)[-1], 2),
        "wall_s": round(elapsed, 1),
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
    }
    if args.csv:
        args.csv.parent.mkdir(parents=True, exist_ok=True)
        with args.csv.open("w", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=["deal", "a", "b", "same_play"])
            writer.writeheader()
            writer.writerows(rows)
    print(f"A {settings_a}: {a_mean:+.4f} ± {a_error:.4f} points per deal")
    print(f"B {settings_b}: {b_mean:+.4f} ± {b_error:.4f} points per deal")
    print(f"B − A: {d_mean:+.4f} ± {d_error:.4f} over {len(rows)} deals "
          f"({differ} scored differently, {replayed} played differently)")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
