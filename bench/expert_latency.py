"""Every game's Expert: decision time per game and phase, on a calm and on a loaded machine.

Plays seeded hands of each registered game with Expert in every seat (so the decisions
are the real mix of bids, discards and card plays) and times every decision, first with
nothing else of the bench's running (calm), then the same hands again with ``--burners``
processes spinning on the CPU beside it (loaded). Since no Expert reads a clock in a
decision, both passes make the same moves with the same figures: the bench counts any
that differ. Then times the four-handed perfect-information solver on full hands from
the opening lead. Run with nothing else of yours running, without ``nice``:

    python bench/expert_latency.py [--hands 12] [--burners 2] [--games euchre cutthroat]

Prints a table (median and p95 in ms per game and phase, calm beside loaded; "all" counts
every decision, "choice" only those with more than one legal action) and a last line of
JSON.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import sys
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre import HandState, Phase, Rules, games
from euchre.bots import Difficulty
from euchre.games.euchre.bots.search import solve_tricks
from euchre.tricks.solver import SearchTable

ALL = "all"
CHOICE = "choice"


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(np.array(values), q)) if values else float("nan")


@dataclass
class Pass:
    """One pass over the hands: each decision's time by (game, phase), and what it was."""

    times: dict[tuple[str, str], list[float]] = field(default_factory=dict)
    decisions: list[tuple] = field(default_factory=list)

    def add(self, game_id: str, phase: str, ms: float, choice: bool, record: tuple) -> None:
        keys = [(game_id, phase), (game_id, ALL)] + [(game_id, CHOICE)] * choice
        for key in keys:
            self.times.setdefault(key, []).append(ms)
        self.decisions.append(record)


def play_pass(game_ids: list[str], hands: int, seed: int) -> Pass:
    """Every game's hands with Expert in every seat, each decision timed and recorded."""
    found = Pass()
    for game_id in game_ids:
        spec = games.game(game_id)
        for index in range(hands):
            label = f"latency-{seed}-{game_id}-{index}"
            hand = spec.new_hand(label)
            bots: dict[object, object] = {}
            while not hand.is_over:
                seat = hand.to_act
                if seat not in bots:
                    bots[seat] = spec.bot(Difficulty.EXPERT,
                                          zlib.crc32(f"{label}-{int(seat)}".encode()))
                view = hand.view(seat)
                start = time.perf_counter()
                decision = bots[seat].decide(view)  # type: ignore[attr-defined]
                ms = (time.perf_counter() - start) * 1000
                figures = tuple((o.action.text, o.expected_points, o.std_error, o.samples)
                                for o in decision.explanation.options)
                found.add(game_id, str(hand.phase), ms, len(view.legal_actions) > 1,
                          (game_id, decision.action.text, figures, decision.explanation))
                hand = hand.apply(decision.action, seat)
    return found


def _burn(stop) -> None:  # type: ignore[no-untyped-def]
    while not stop.is_set():
        sum(i * i for i in range(10_000))


def loaded_pass(game_ids: list[str], hands: int, seed: int, burners: int) -> Pass:
    """``play_pass`` with ``burners`` processes spinning on the CPU beside it."""
    context = multiprocessing.get_context("fork")
    stop = context.Event()
    processes = [context.Process(target=_burn, args=(stop,), daemon=True)
                 for _ in range(burners)]
    for process in processes:
        process.start()
    try:
        time.sleep(1)
        return play_pass(game_ids, hands, seed)
    finally:
        stop.set()
        for process in processes:
            process.join()


def time_solver(count: int, seed: int) -> dict[str, object]:
    """Median time to solve a whole four-handed hand (20 cards: trump made by a random
    partnered bid) from the opening lead."""
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
    if not times:
        return {}
    return {
        "solver_hands": count,
        "solver_median_ms": round(statistics.median(times), 4),
        "solver_p95_ms": round(percentile(times, 95), 4),
        "solver_median_nodes": statistics.median(nodes),
        "solver_nodes_per_ms": round(sum(nodes) / sum(times)),
    }


def table(calm: Pass, loaded: Pass | None) -> tuple[str, list[dict[str, object]]]:
    """The latency table in text (per game: every decision, those with a choice, then each
    phase), and its rows."""
    order = {ALL: "0", CHOICE: "1"}
    rows: list[dict[str, object]] = []
    for (game_id, phase), values in sorted(calm.times.items(),
                                           key=lambda item: (item[0][0],
                                                             order.get(item[0][1], item[0][1]))):
        row: dict[str, object] = {
            "game": game_id, "phase": phase, "decisions": len(values),
            "calm_median_ms": round(statistics.median(values), 2),
            "calm_p95_ms": round(percentile(values, 95), 2)}
        busy = loaded.times.get((game_id, phase), []) if loaded else []
        if busy:
            row["loaded_median_ms"] = round(statistics.median(busy), 2)
            row["loaded_p95_ms"] = round(percentile(busy, 95), 2)
        rows.append(row)
    head = (f"{'game':<13} {'phase':<36} {'n':>5} {'calm median/p95 ms':>20}"
            + (f" {'loaded median/p95 ms':>22}" if loaded else ""))
    lines = [head, "-" * len(head)]
    for row in rows:
        text = (f"{row['game']:<13} {str(row['phase'])[:36]:<36} {row['decisions']:>5} "
                f"{row['calm_median_ms']:>9.1f}/{row['calm_p95_ms']:<9.1f}")
        if "loaded_median_ms" in row:
            text += f"   {row['loaded_median_ms']:>9.1f}/{row['loaded_p95_ms']:<9.1f}"
        lines.append(text)
    return "\n".join(lines), rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12, help="hands per game and pass")
    parser.add_argument("--burners", type=int, default=2,
                        help="CPU-burning processes in the loaded pass (0: no loaded pass)")
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--solves", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game_ids = args.games or list(games.game_ids())
    for game_id in game_ids:
        games.game(game_id).warm_up()
    report: dict[str, object] = {"hands_per_game": args.hands, "burners": args.burners,
                                 "load_average_before": [round(x, 2) for x in os.getloadavg()],
                                 "nice": os.nice(0)}
    calm = play_pass(game_ids, args.hands, args.seed)
    loaded = loaded_pass(game_ids, args.hands, args.seed, args.burners) if args.burners else None
    text, rows = table(calm, loaded)
    print(text)
    report["latency"] = rows
    if loaded:
        pairs = list(zip(calm.decisions, loaded.decisions, strict=False))
        moves = sum(a[1] != b[1] for a, b in pairs)
        figures = sum(a[2:] != b[2:] for a, b in pairs)
        print(f"calm vs loaded: {len(pairs)} decisions compared ({len(calm.decisions)} and "
              f"{len(loaded.decisions)} made), {moves} moves and {figures} decisions' "
              "figures or reasons differ")
        report.update(decisions_compared=len(pairs), moves_differing=moves,
                      figures_differing=figures,
                      decisions_made=[len(calm.decisions), len(loaded.decisions)])
    if args.solves:
        report.update(time_solver(args.solves, args.seed))
    report["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(report))


if __name__ == "__main__":
    main()
