"""Mine a game's card-play puzzle bank from bot matches:

    nice -n 10 python bench/mine_puzzles.py --game cutthroat [--seed 1] [--count 80]
        [--per-hand 2] [--per-match N] [--out FILE]

Plays the game's bot matches drawn from the seed and keeps the first ``count`` card-play
positions where one option is clearly best on two independent samples of the game's
Expert (``lessons.kit.puzzles.miner``), at most ``per-hand`` from one hand and ``per-match``
from one match (by default the game's ``most_per_match``); writes them one a line to the
game's bank (``data/puzzles/<game>.jsonl``). The puzzles kept so far are in
``FILE.partial`` while it runs. The same seed and count write the same file.

``--retag`` detects the themes and tiers of the game's bank afresh, without mining.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lessons.kit.puzzles.bank import Puzzle, load_bank, write_bank
from lessons.kit.puzzles.miner import mine, retagged
from lessons.puzzle_games import puzzle_game, puzzle_game_ids


def summary(puzzles: list[Puzzle]) -> list[str]:
    """The bank's size by tier, by theme, and by theme and tier, in lines."""
    tiers = Counter(puzzle.tier.label for puzzle in puzzles)
    themes = Counter(theme.value for puzzle in puzzles for theme in puzzle.themes)
    both = Counter((theme.value, puzzle.tier.label)
                   for puzzle in puzzles for theme in puzzle.themes)
    lines = ["tiers: " + ", ".join(f"{name} {n}" for name, n in sorted(tiers.items())),
             "themes: " + ", ".join(f"{name} {n}" for name, n in themes.most_common())]
    lines += [f"  {theme} / {tier}: {n}" for (theme, tier), n in sorted(both.items())]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Mine a game's card-play puzzles.")
    parser.add_argument("--game", required=True, choices=puzzle_game_ids())
    parser.add_argument("--seed", type=int, default=None,
                        help="the mining seed (default: the shipped bank's)")
    parser.add_argument("--count", type=int, default=80, help="puzzles to keep")
    parser.add_argument("--per-hand", type=int, default=2,
                        help="at most this many puzzles from one hand")
    parser.add_argument("--per-match", type=int, default=None,
                        help="at most this many puzzles from one match (default: the "
                             "game's most_per_match)")
    parser.add_argument("--out", type=Path, default=None, help="the bank file")
    parser.add_argument("--retag", action="store_true",
                        help="re-detect the themes and tiers of the bank (no mining)")
    args = parser.parse_args(argv)
    game = puzzle_game(args.game)
    out = args.out or game.bank_path
    if args.retag:
        puzzles = [retagged(puzzle) for puzzle in load_bank(game, out)]
        print(f"{write_bank(puzzles, out)} puzzles retagged in {out}")
        print("\n".join(summary(puzzles)))
        return 0
    if args.count < 1:
        parser.error("--count must be 1 or more")
    seed = game.bank_seed if args.seed is None else args.seed
    per_match = game.most_per_match if args.per_match is None else args.per_match
    if per_match is not None and per_match < 1:
        parser.error("--per-match must be 1 or more")
    start = time.perf_counter()
    examined = 0
    partial = out.with_name(out.name + ".partial")
    partial.parent.mkdir(parents=True, exist_ok=True)
    with (tqdm(total=args.count, unit="puzzle", file=sys.stderr, dynamic_ncols=True) as bar,
          partial.open("w", encoding="utf-8") as so_far):
        def on_puzzle(puzzle: Puzzle) -> None:
            so_far.write(puzzle.to_json() + "\n")
            so_far.flush()
            bar.update(1)

        def on_position() -> None:
            nonlocal examined
            examined += 1
            if examined % 20 == 0:
                bar.set_postfix(positions=examined, refresh=False)

        puzzles = mine(game, seed, args.count, on_puzzle=on_puzzle,
                       on_position=on_position, most_per_hand=args.per_hand,
                       most_per_match=per_match)
    written = write_bank(puzzles, out)
    partial.unlink()
    minutes = (time.perf_counter() - start) / 60
    print(f"{written} puzzles from {examined} positions in {minutes:.1f} min → {out}")
    print("\n".join(summary(puzzles)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
