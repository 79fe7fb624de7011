"""The Train page's card-play puzzles: the time to serve one and to find a refuting deal.

Serving a puzzle is what the page does for "Next puzzle": draw a theme and a puzzle near
the player's rating (``next_key``), rebuild the exercise from the key, replay the
position to the seat's view and draw the table. A refutation is ``refute`` for every
wrong card of the puzzles served: sampling the unseen cards as the Expert does, solving
each deal, and playing the worst one out twice. The bank is read once per process
(timed apart), as the app does.

    python bench/card_play_train.py [--puzzles 200]

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ui.puzzle_widgets import seating_from

from euchre import Seat
from lessons.euchre.card_play import CardPlayPuzzle, bank
from lessons.euchre.families import CARD_PLAY
from lessons.euchre.puzzles.refute import refute
from lessons.kit.families import generate, next_key
from lessons.kit.progress import Progress
from lessons.kit.rating import NEW_PLAYER
from lessons.kit.themes import Tier
from ui.table import table_html


def _ms(seconds: list[float]) -> dict[str, float]:
    ordered = sorted(seconds)
    return {"median_ms": round(1000 * statistics.median(ordered), 2),
            "p95_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 2),
            "max_ms": round(1000 * ordered[-1], 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=200)
    args = parser.parse_args()

    start = time.perf_counter()
    bank()
    load_seconds = time.perf_counter() - start

    rng = random.Random(7)
    serve: list[float] = []
    served: list[CardPlayPuzzle] = []
    for index in range(args.puzzles):
        tier = list(Tier)[index % 3]
        start = time.perf_counter()
        key = next_key(CARD_PLAY, tier, Progress(), rng, rating=NEW_PLAYER)
        exercise = generate(key)
        view = exercise.view
        score = (*view.score, *view.score)
        table_html(view, "", score, (view.hand_number, 0), seating_from(exercise.seat))
        serve.append(time.perf_counter() - start)
        served.append(exercise)

    refuting: list[float] = []
    found = tried = 0
    for exercise in served:
        for value in exercise.puzzle.values[1:]:
            start = time.perf_counter()
            refutation = refute(exercise.puzzle, value.action.card)
            refuting.append(time.perf_counter() - start)
            tried += 1
            found += refutation is not None

    seats = {seat.label: sum(1 for e in served if e.seat is seat) for seat in Seat}
    figures = {"bank_load_s": round(load_seconds, 2), "puzzles_served": len(served),
               "serve": _ms(serve), "wrong_cards": tried, "refuted": found,
               "refute": _ms(refuting), "seats_served": seats}
    print(f"bank read in {load_seconds:.2f} s (once per process)")
    print(f"serve a puzzle: median {figures['serve']['median_ms']} ms, "
          f"p95 {figures['serve']['p95_ms']} ms, max {figures['serve']['max_ms']} ms")
    print(f"refute a wrong card: {found} of {tried} found a deal; median "
          f"{figures['refute']['median_ms']} ms, p95 {figures['refute']['p95_ms']} ms, "
          f"max {figures['refute']['max_ms']} ms")
    print(f"seats to act among the puzzles served: {seats}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
