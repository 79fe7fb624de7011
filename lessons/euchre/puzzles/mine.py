"""Rebuild a puzzle bank: ``python -m lessons.euchre.puzzles.mine --seed S --count N --out FILE``.

Plays bot matches drawn from the seed, keeps the first ``N`` card-play positions where
one card is clearly best (see ``lessons.kit.margin``), and writes them one a line.
A progress bar on stderr counts the puzzles kept and the positions examined. The same
seed and count write the same file. Mining is CPU-heavy: on a shared machine run it
under ``nice``. While it runs, the puzzles kept so far are in ``FILE.partial`` (the
first puzzles of the finished bank, in order).

``python -m lessons.euchre.puzzles.mine --retag FILE`` detects the themes and tiers of a bank's
puzzles afresh, without mining: which positions become puzzles depends on neither.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from tqdm import tqdm

from lessons.euchre.puzzles.bank import BANK_SEED, DEFAULT_BANK, Puzzle, load_bank, write_bank
from lessons.euchre.puzzles.miner import mine, retagged


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lessons.euchre.puzzles.mine",
                                     description="Mine card-play puzzles from bot matches.")
    parser.add_argument("--seed", type=int, default=BANK_SEED,
                        help=f"the mining seed (default {BANK_SEED}, the shipped bank's)")
    parser.add_argument("--count", type=int, default=1000, help="puzzles to keep")
    parser.add_argument("--out", type=Path, default=DEFAULT_BANK, help="the bank file")
    parser.add_argument("--retag", type=Path, metavar="FILE",
                        help="re-detect the themes and tiers of FILE's puzzles (no mining)")
    args = parser.parse_args(argv)
    if args.retag is not None:
        puzzles = [retagged(puzzle) for puzzle in load_bank(args.retag)]
        print(f"{write_bank(puzzles, args.retag)} puzzles retagged in {args.retag}")
        _summary(puzzles)
        return 0
    if args.count < 1:
        parser.error("--count must be 1 or more")
    start = time.perf_counter()
    examined = 0
    partial = args.out.with_name(args.out.name + ".partial")
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

        puzzles = mine(args.seed, args.count, on_puzzle=on_puzzle, on_position=on_position)
    written = write_bank(puzzles, args.out)
    partial.unlink()
    minutes = (time.perf_counter() - start) / 60
    print(f"{written} puzzles from {examined} positions in {minutes:.1f} min → {args.out}")
    _summary(puzzles)
    return 0


def _summary(puzzles: list[Puzzle]) -> None:
    tiers = Counter(puzzle.tier.label for puzzle in puzzles)
    themes = Counter(theme.value for puzzle in puzzles for theme in puzzle.themes)
    print("tiers: " + ", ".join(f"{name} {n}" for name, n in sorted(tiers.items())))
    print("themes: " + ", ".join(f"{name} {n}" for name, n in themes.most_common()))


if __name__ == "__main__":
    raise SystemExit(main())
