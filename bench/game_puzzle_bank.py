"""A game's card-play puzzle bank (Cutthroat, Buck, Five Hundred): its size per theme and
tier, the share of answers that stay best when every puzzle is valued again by the game's
Expert with a fresh seed, and the time to serve a puzzle.

A puzzle's answer survives when a fresh Expert (a seed the miner never used, the same
number of deals as the confirming look) still values it above every other legal option;
the share that also clears the whole margin rule again (in the game's unit) is printed
too. Serving a puzzle is drawing it from the bank (read once per process, timed apart),
replaying its record to the seat's view and building its exercise. Re-valuing is
CPU-heavy; on a shared machine run it under ``nice``:

    nice -n 10 python bench/game_puzzle_bank.py --game buck [--seed 2026] [--limit N]

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

from lessons.kit.margin import CONFIRM_SAMPLES, judge
from lessons.kit.puzzles.bank import Puzzle, load_bank
from lessons.kit.puzzles.exercise import CardPlayExercise
from lessons.kit.puzzles.game import PuzzleGame
from lessons.kit.puzzles.miner import evaluate
from lessons.kit.themes import Tier
from lessons.puzzle_games import puzzle_game, puzzle_game_ids


def spread(game: PuzzleGame, bank: tuple[Puzzle, ...]) -> dict[str, dict[str, int]]:
    """Puzzles per theme and tier (a puzzle counts once under each of its themes)."""
    table: dict[str, dict[str, int]] = {}
    for theme in game.themes:
        tiers = Counter(puzzle.tier.label for puzzle in bank if theme in puzzle.themes)
        if tiers:
            table[theme.value] = {tier.label: tiers[tier.label] for tier in Tier}
    table["all puzzles"] = {tier.label: sum(p.tier is tier for p in bank) for tier in Tier}
    return table


def serve_times(bank: tuple[Puzzle, ...], serves: int, seed: int) -> list[float]:
    """Milliseconds to draw a puzzle, replay it to the seat's view and build its exercise,
    ``serves`` times."""
    rng = random.Random(seed)
    times = []
    for _ in range(serves):
        start = time.perf_counter()
        puzzle = rng.choice(bank)
        exercise = CardPlayExercise(puzzle, puzzle.themes[0])
        assert exercise.prompt and exercise.options
        times.append((time.perf_counter() - start) * 1000)
    return times


def revalue(game: PuzzleGame, bank: tuple[Puzzle, ...], seed: int,
            samples: int) -> tuple[list[str], list[str], int]:
    """(ids whose answer is no longer best, ids whose answer no longer clears the rule, the
    deals the Expert sampled per puzzle: fewer than asked where the game's Expert caps them)."""
    expert = game.expert(seed, samples)
    flipped: list[str] = []
    unclear: list[str] = []
    deals = 0
    for puzzle in tqdm(bank, unit="puzzle", file=sys.stderr, dynamic_ncols=True):
        values = evaluate(expert, puzzle.view())
        deals = max(deals, values[0].samples)
        verdict = judge(values, game.unit)
        if verdict.best.action != puzzle.answer or verdict.gap <= 0:
            flipped.append(puzzle.id)
        elif not verdict.clear:
            unclear.append(puzzle.id)
    return flipped, unclear, deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=puzzle_game_ids())
    parser.add_argument("--bank", type=Path, default=None)
    parser.add_argument("--seed", type=int, default=2026, help="the fresh evaluation seed")
    parser.add_argument("--samples", type=int, default=CONFIRM_SAMPLES)
    parser.add_argument("--limit", type=int, default=0, help="re-value only the first N")
    parser.add_argument("--serves", type=int, default=300)
    args = parser.parse_args()
    game = puzzle_game(args.game)

    start = time.perf_counter()
    bank = load_bank(game, args.bank)
    load_ms = (time.perf_counter() - start) * 1000
    print(f"{len(bank)} puzzles in {args.bank or game.bank_path} (loaded in {load_ms:.0f} ms)")
    table = spread(game, bank)
    print(f"{'theme':<34}" + "".join(f"{tier.label:>14}" for tier in Tier) + f"{'all':>8}")
    for theme, row in table.items():
        print(f"{theme:<34}" + "".join(f"{row[tier.label]:>14}" for tier in Tier)
              + f"{sum(row.values()):>8}")

    first_ms = serve_times(bank, 1, args.seed)[0]
    times = serve_times(bank, args.serves, args.seed)
    p99 = sorted(times)[int(0.99 * (len(times) - 1))]
    print(f"serving a puzzle (draw + replay to the seat's view + exercise): first "
          f"{first_ms:.0f} ms, then median {statistics.median(times):.1f} ms, 99th "
          f"percentile {p99:.1f} ms, max {max(times):.1f} ms over {len(times)}")

    chosen = bank[: args.limit] if args.limit else bank
    start = time.perf_counter()
    flipped, unclear, deals = revalue(game, chosen, args.seed, args.samples)
    minutes = (time.perf_counter() - start) / 60
    survived = 1 - len(flipped) / len(chosen)
    clear = 1 - (len(flipped) + len(unclear)) / len(chosen)
    print(f"re-valued {len(chosen)} puzzles with seed {args.seed} and {deals} deals "
          f"in {minutes:.1f} min: the answer is still best in {survived:.1%}, and still "
          f"clears the whole margin rule in {clear:.1%}")
    if flipped:
        print("no longer best: " + ", ".join(flipped))
    print(json.dumps({
        "game": game.game_id, "puzzles": len(bank), "by_theme_and_tier": table,
        "load_ms": round(load_ms, 1), "serve_ms_first": round(first_ms, 1),
        "serve_ms_median": round(statistics.median(times), 2),
        "serve_ms_p99": round(p99, 2), "serve_ms_max": round(max(times), 2),
        "revalued": len(chosen), "seed": args.seed, "samples": deals,
        "survived": round(survived, 4), "still_clear": round(clear, 4), "flipped": flipped,
    }))


if __name__ == "__main__":
    main()
