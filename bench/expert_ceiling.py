"""The perfect-information ceiling: how much of it four-handed Expert reaches against Normal.

A bench-only player, ``SeeingBot``, is handed the true deal (never a seat's view, so
nothing in the app can use it) and decides every bid, the dealer's discard and every
card on that one deal, exactly as Expert decides on each of its sampled deals: the
later bids made by the bidding model (``expert_model``), the cards solved by the
perfect-information search. ``seeing`` says where it looks at the hidden cards:

- ``all``: every decision on the true deal (the ceiling);
- ``bids``: bids and the dealer's discard on the true deal, cards played as Expert;
- ``play``: bids as Expert, the dealer's discard and cards on the true deal.

Every player below sits North–South and then East–West against Normal on the same
duplicate deals with the same seeds as ``bench/expert_ab.py`` (the tournament tool's
deals), so each deal's scores can be paired. The share of the ceiling's edge that
Expert reaches, (Expert − Normal) / (Ceiling − Normal), is given with its standard error
by the delta method over the paired per-deal figures (Normal against Normal scores 0
by symmetry):

    nice -n 10 python bench/expert_ceiling.py --deals 2000 --processes 2 \\
        --players expert ceiling --csv bench/results/ceiling.csv

``--expert`` gives Expert's settings and ``--trial`` a second Expert's (``ExpertBot`` keywords as
JSON): the trial player's gain over Expert is paired deal by deal. Rows are written as they
come, and ``--report`` reads a run's CSV, finished or not. The last printed line is JSON.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.bots.base import Bot, Decision, Explanation
from euchre.games.euchre.bots.expert import ExpertBot, _preference
from euchre.games.euchre.bots.simulate import (
    OTHER_POINTS,
    OWN_POINTS,
    OWN_TRICKS,
    SOLVED,
    simulate_options,
)
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.rules import Rules
from euchre.games.euchre.view import SeatView
from euchre.seats import Seat, Team
from euchre.tournament.players import derived_seed, new_bot
from euchre.tricks.solver import SearchTable

ORIENTATIONS = (Team.NORTH_SOUTH, Team.EAST_WEST)  # the team the tested side sits as
SEEING = ("all", "bids", "play")
PLAYERS = {"expert": None, "trial": None, "ceiling": "all", "seen_bids": "bids",
           "seen_play": "play"}
CARD_PHASES = (Phase.PLAY, Phase.DEALER_DISCARD)
CHUNK = 5


class SeeingBot(Bot):
    """Decides on the true deal, which ``table`` returns (bench only: it sees every card)."""

    def __init__(self, table: Callable[[], HandState], seeing: str = "all",
                 expert: ExpertBot | None = None) -> None:
        if seeing not in SEEING:
            raise ValueError(f"seeing must be one of {', '.join(SEEING)}.")
        self.table = table
        self.seeing = seeing
        self.expert = expert or ExpertBot()
        self._search = SearchTable()

    def _sees(self, view: SeatView) -> bool:
        if self.seeing == "all":
            return True
        card_phase = view.phase in CARD_PHASES
        return card_phase if self.seeing == "play" else (
            not card_phase or view.phase is Phase.DEALER_DISCARD)

    def decide(self, view: SeatView) -> Decision:
        if not self._sees(view):
            return self.expert.decide(view)
        state = self.table()
        if state.view(view.seat) != view:
            raise ValueError("the table's deal is not the one this view comes from.")
        actions = view.legal_actions
        if len(actions) == 1:
            return Decision(view.seat, actions[0], Explanation("My only choice."), 0.0)
        codes = np.array([action.code for action in actions], dtype=np.int64)
        team = int(view.seat) % 2
        outcomes = simulate_options(state.core_state()[None, :], codes, team, self._search,
                                    view.phase is Phase.PLAY, SOLVED)[0]
        net = outcomes[:, OWN_POINTS] - outcomes[:, OTHER_POINTS]
        best = max(range(len(actions)), key=lambda j: (
            int(net[j]), int(outcomes[j, OWN_TRICKS]), _preference(view, actions[j])))
        return Decision(view.seat, actions[best],
                        Explanation(f"On the true deal this scores {int(net[best]):+d}."), 0.0)


def _play(index: int, player: str, settings: dict, team: Team, seed: int,
          rules: Rules) -> tuple[int, list[float]]:
    """``player`` (two seats) as ``team`` against Normal: (net points, its decision times)."""
    state = HandState.from_seed(f"{seed}:deal:{index}", rules)
    holder = [state]
    bots = {}
    for seat in Seat:
        bot_seed = derived_seed(seed, "deal", index, team.value, seat.value)
        if seat.team is not team:
            bots[seat] = new_bot("euchre", "normal", bot_seed)
            continue
        expert = ExpertBot(seed=bot_seed, **settings)
        seeing = PLAYERS[player]
        bots[seat] = expert if seeing is None else SeeingBot(lambda: holder[0], seeing, expert)
    times: list[float] = []
    while not state.is_over:
        seat = state.to_act
        start = time.perf_counter()
        decision = bots[seat].decide(state.view(seat))
        if seat.team is team:
            times.append((time.perf_counter() - start) * 1000.0)
        state = state.apply(decision.action, seat)
        holder[0] = state
    points = state.result().points
    return points[team] - points[team.other], times


def _run_chunk(job: tuple) -> tuple[list[dict], dict[str, list[float]]]:
    indices, players, settings, trial, seed, rules = job
    rows = []
    times: dict[str, list[float]] = {player: [] for player in players}
    for index in indices:
        row: dict = {"deal": index}
        for player in players:
            nets = []
            for team in ORIENTATIONS:
                net, spent = _play(index, player, trial if player == "trial" else settings,
                                   team, seed, rules)
                nets.append(net)
                times[player].extend(spent)
            row[player] = sum(nets) / 2
        rows.append(row)
    return rows, times


def estimate(values: list[float]) -> tuple[float, float]:
    """Mean and its standard error."""
    mean = statistics.fmean(values)
    error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.nan
    return mean, error


def share(part: list[float], whole: list[float]) -> tuple[float, float]:
    """mean(part) / mean(whole) over paired deals, with its delta-method standard error."""
    ratio = statistics.fmean(part) / statistics.fmean(whole)
    residuals = [p - ratio * w for p, w in zip(part, whole, strict=True)]
    _mean, error = estimate(residuals)
    return ratio, error / abs(statistics.fmean(whole))


def report(rows: list[dict], players: list[str]) -> dict:
    """Each player's points per deal, its share of the ceiling's edge and the trial's gain
    over Expert, printed and returned."""
    result: dict = {"deals": len(rows)}
    for player in players:
        mean, error = estimate([row[player] for row in rows])
        result[player] = {"points_per_deal": round(mean, 4), "std_error": round(error, 4)}
        print(f"  {player:10s} {mean:+.4f} ± {error:.4f} points per deal")
    if "ceiling" in players:
        whole = [row["ceiling"] for row in rows]
        for player in players:
            if player != "ceiling":
                ratio, error = share([row[player] for row in rows], whole)
                result[player]["share_of_ceiling"] = round(ratio, 4)
                result[player]["share_std_error"] = round(error, 4)
                print(f"  {player:10s} reaches {ratio:.1%} ± {error:.1%} of the ceiling's edge")
    if "trial" in players and "expert" in players:
        diffs = [row["trial"] - row["expert"] for row in rows]
        mean, error = estimate(diffs)
        differ = sum(1 for value in diffs if value)
        result["trial_minus_expert"] = {"points_per_deal": round(mean, 4),
                                        "std_error": round(error, 4), "deals_differ": differ}
        print(f"  trial − expert {mean:+.4f} ± {error:.4f} ({differ} deals scored differently)")
    return result


def read_rows(path: Path) -> list[dict]:
    """The per-deal rows a run wrote (all of them, or as far as it got)."""
    with path.open() as handle:
        return [{key: (int(value) if key == "deal" else float(value))
                 for key, value in row.items()} for row in csv.DictReader(handle)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", nargs="+", default=["expert", "ceiling"],
                        choices=list(PLAYERS))
    parser.add_argument("--expert", default="{}", help="Expert's settings (kwargs as JSON)")
    parser.add_argument("--trial", default="{}",
                        help="the trial player's Expert settings (kwargs as JSON)")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--start", type=int, default=0, help="first deal index")
    parser.add_argument("--seed", type=int, default=1, help="tournament seed of the deals")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--csv", type=Path, default=None,
                        help="write per-deal rows here as they come")
    parser.add_argument("--report", type=Path, default=None,
                        help="only report the rows of this CSV (a run's, finished or not)")
    args = parser.parse_args()
    if args.report:
        rows = sorted(read_rows(args.report), key=lambda row: row["deal"])
        players = [key for key in rows[0] if key != "deal"]
        print(f"{len(rows)} duplicate deals from {args.report} against Normal:")
        print(json.dumps(report(rows, players)))
        return
    settings = json.loads(args.expert)
    trial = json.loads(args.trial)
    ExpertBot(**settings)  # refuse bad settings before any work
    ExpertBot(**trial)
    rules = Rules()
    indices = list(range(args.start, args.start + args.deals))
    jobs = [(tuple(indices[i:i + CHUNK]), tuple(args.players), settings, trial, args.seed,
             rules) for i in range(0, len(indices), CHUNK)]
    start = time.perf_counter()
    rows: list[dict] = []
    times: dict[str, list[float]] = {player: [] for player in args.players}
    writer = None
    if args.csv:
        args.csv.parent.mkdir(parents=True, exist_ok=True)
        handle = args.csv.open("w", newline="")
        writer = csv.DictWriter(handle, fieldnames=["deal", *args.players])
        writer.writeheader()
    if args.processes <= 1:
        results = map(_run_chunk, jobs)
    else:
        pool = multiprocessing.get_context("fork").Pool(args.processes)
        results = pool.imap_unordered(_run_chunk, jobs)
    for done, (chunk_rows, chunk_times) in enumerate(results, 1):
        rows.extend(chunk_rows)
        if writer is not None:
            writer.writerows(chunk_rows)
            handle.flush()
        for player, spent in chunk_times.items():
            times[player].extend(spent)
        if done % 20 == 0 or done == len(jobs):
            means = ", ".join(f"{player} {statistics.fmean(r[player] for r in rows):+.3f}"
                              for player in args.players)
            print(f"  {len(rows)} deals: {means}", file=sys.stderr, flush=True)
    rows.sort(key=lambda row: row["deal"])
    print(f"{len(rows)} duplicate deals (seed {args.seed}, from {args.start}) against Normal:")
    result = report(rows, args.players)
    for player in args.players:
        result[player]["median_ms"] = round(statistics.median(times[player]), 2)
        result[player]["p95_ms"] = round(statistics.quantiles(times[player], n=20)[-1], 2)
    result.update({"players": args.players, "expert_settings": settings,
                   "trial_settings": trial,
                   "start": args.start, "seed": args.seed,
                   "wall_s": round(time.perf_counter() - start, 1)})
    print(json.dumps(result))


if __name__ == "__main__":
    main()
