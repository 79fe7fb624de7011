"""The card-play puzzle bank: its size per theme and tier, the share of answers that stay
best when every puzzle is valued again with a fresh seed, and the time to serve a puzzle.

A puzzle's answer survives when a fresh Expert (a seed the miner never used, the same
number of deals as the confirming look) still values it above every other legal card;
the share that also clears the whole margin rule again is printed too. Serving a puzzle
is loading it from the bank (once per process, timed apart) and replaying its record to
the seat's view. Re-valuing is CPU-heavy; on a shared machine run it under ``nice``:

    nice -n 10 python bench/puzzle_bank.py [--bank FILE] [--seed 2026] [--limit N]

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.games.euchre.bots.expert import steady_expert
from lessons.euchre.puzzles.bank import DEFAULT_BANK, Puzzle, load_bank
from lessons.euchre.puzzles.themes import PuzzleTheme
from lessons.kit.margin import CONFIRM_SAMPLES, judge
from lessons.kit.themes import Tier


def spread(bank: tuple[Puzzle, ...]) -> dict[str, dict[str, int]]:
    """Puzzles per theme and tier (a puzzle counts once under each of its themes)."""
    table: dict[str, dict[str, int]] = {}
    for theme in PuzzleTheme:
        tiers = Counter(puzzle.tier.label for puzzle in bank if theme in puzzle.themes)
        table[theme.value] = {tier.label: tiers[tier.label] for tier in Tier}
    table["all puzzles"] = {tier.label: sum(p.tier is tier for p in bank) for tier in Tier}
    return table


def serve_times(bank: tuple[Puzzle, ...], serves: int, seed: int) -> list[float]:
    """Milliseconds to draw a puzzle and replay it to the seat's view, ``serves`` times."""
    rng = random.Random(seed)
    times = []
    for _ in range(serves):
        start = time.perf_counter()
        puzzle = rng.choice(bank)
        view = puzzle.view()
        assert view.to_act == puzzle.seat
        times.append((time.perf_counter() - start) * 1000)
    return times


def revalue(bank: tuple[Puzzle, ...], seed: int, samples: int) -> tuple[list[str], list[str]]:
    """(ids whose answer is no longer best, ids whose answer no longer clears the rule)."""
    expert = steady_expert(seed, samples)
    flipped: list[str] = []
    unclear: list[str] = []
    for puzzle in tqdm(bank, unit="puzzle", file=sys.stderr, dynamic_ncols=True):
        values = expert.evaluate(puzzle.view())
        verdict = judge(values)
        if verdict.best.action != puzzle.answer or verdict.gap <= 0:
            flipped.append(puzzle.id)
        elif not verdict.clear:
            unclear.append(puzzle.id)
    return flipped, unclear


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bank", type=Path, default=DEFAULT_BANK)
    parser.add_argument("--seed", type=int, default=2026, help="the fresh evaluation seed")
    parser.add_argument("--samples", type=int, default=CONFIRM_SAMPLES)
    parser.add_argument("--limit", type=int, default=0, help="re-value only the first N")
    parser.add_argument("--serves", type=int, default=300)
    args = parser.parse_args()

    start = time.perf_counter()
    bank = load_bank(args.bank)
    load_ms = (time.perf_counter() - start) * 1000
    print(f"{len(bank)} puzzles in {args.bank} (loaded in {load_ms:.0f} ms)")
    table = spread(bank)
    print(f"{'theme':<24}" + "".join(f"{tier.label:>14}" for tier in Tier) + f"{'all':>8}")
    for theme, row in table.items():
        print(f"{theme:<24}" + "".join(f"{row[tier.label]:>14}" for tier in Tier)
              + f"{sum(row.values()):>8}")

    first_ms = serve_times(bank, 1, args.seed)[0]
    times = serve_times(bank, args.serves, args.seed)
    p99 = sorted(times)[int(0.99 * (len(times) - 1))]
    print(f"serving a puzzle (draw + replay to the seat's view): first {first_ms:.0f} ms "
          f"(the engine's first use in the process), then median "
          f"{statistics.median(times):.1f} ms, 99th percentile {p99:.1f} ms, max "
          f"{max(times):.1f} ms over {len(times)}")

    chosen = bank[: args.limit] if args.limit else bank
    start = time.perf_counter()
    flipped, unclear = revalue(chosen, args.seed, args.samples)
    minutes = (time.perf_counter() - start) / 60
    survived = 1 - len(flipped) / len(chosen)
    clear = 1 - (len(flipped) + len(unclear)) / len(chosen)
    print(f"re-valued {len(chosen)} puzzles with seed {args.seed} and {args.samples} deals "
          f"in {minutes:.1f} min: the answer is still best in {survived:.1%}, and still "
          f"clears the whole margin rule in {clear:.1%}")
    if flipped:
        print("no longer best: " + ", ".join(flipped))
    print(json.dumps({
        "puzzles": len(bank), "by_theme_and_tier": table, "load_ms": round(load_ms, 1),
        "serve_ms_first": round(first_ms, 1), "serve_ms_median": round(statistics.median(times), 2),
        "serve_ms_p99": round(p99, 2), "serve_ms_max": round(max(times), 2),
        "revalued": len(chosen), "seed": args.seed, "samples": args.samples,
        "survived": round(survived, 4), "still_clear": round(clear, 4), "flipped": flipped,
    }))


if __name__ == "__main__":
    main()
