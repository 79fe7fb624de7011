"""How often a missed theme comes back, with the spaced-repetition schedule and without.

For every exercise family and tier with two themes or more, a simulated learner answers
``--answers`` exercises, one every ``--seconds``, always missing the tier's first theme
and answering every other right. Each run counts how often the missed theme was drawn and
how often the most-drawn mastered one was: with the schedule (``lessons.kit.schedule``,
due themes first) and with the recent-miss weights of ``Progress`` alone. It also times
drawing the next key with a full schedule.

    PYTHONPATH=. python bench/theme_schedule.py [--answers 240] [--seconds 40] [--seed 7]

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter
from datetime import UTC, datetime, timedelta

from lessons import registry
from lessons.kit.families import ExerciseFamily
from lessons.kit.progress import Progress
from lessons.kit.schedule import ThemeSchedule, review_rating
from lessons.kit.themes import Tier

START = datetime(2026, 5, 4, 9, tzinfo=UTC)


def run(family: ExerciseFamily, tier: Tier, scheduled: bool, answers: int, seconds: int,
        seed: int) -> tuple[Counter, list[float]]:
    """Themes drawn by a learner who always misses the tier's first theme, and the seconds
    each draw took."""
    missed = family.themes(tier)[0]
    rng = random.Random(seed)
    progress, schedule, now = Progress(), ThemeSchedule(), START
    drawn: Counter = Counter()
    timings = []
    for _ in range(answers):
        began = time.perf_counter()
        key = family.next_key(tier, progress, rng, schedule=schedule if scheduled else None,
                              now=now)
        timings.append(time.perf_counter() - began)
        correct = key.theme != missed
        drawn[key.theme] += 1
        progress = progress.record(key.theme, correct)
        schedule = schedule.review(key.theme, review_rating(correct), now)
        now += timedelta(seconds=seconds)
    return drawn, timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=240)
    parser.add_argument("--seconds", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rows = []
    for family in registry.families():
        for tier in Tier:
            themes = family.themes(tier)
            if len(themes) < 2:
                continue
            row = {"family": family.id, "game": family.game_id, "tier": tier.label,
                   "themes": len(themes)}
            for scheduled in (True, False):
                drawn, timings = run(family, tier, scheduled, args.answers, args.seconds,
                                     args.seed)
                mastered = [drawn[theme] for theme in themes[1:]]
                label = "schedule" if scheduled else "misses only"
                row[label] = {"missed": drawn[themes[0]], "mastered max": max(mastered),
                              "mastered mean": round(statistics.mean(mastered), 1)}
                if scheduled:
                    row["draw ms median"] = round(1000 * statistics.median(timings), 3)
            rows.append(row)
            print(f"{family.id:10} {tier.label:12} {len(themes):2} themes | schedule: missed "
                  f"{row['schedule']['missed']:3}, mastered max "
                  f"{row['schedule']['mastered max']:3} | misses only: missed "
                  f"{row['misses only']['missed']:3}, mastered max "
                  f"{row['misses only']['mastered max']:3} | draw "
                  f"{row['draw ms median']} ms")
    print(json.dumps({"answers": args.answers, "seconds": args.seconds, "seed": args.seed,
                      "rows": rows}))


if __name__ == "__main__":
    main()
