"""Cutthroat drills: how many are graded and how many are judgment calls, and how long
one takes to serve.

For each Cutthroat drill family (the bid, the dummy or alone, five of ten, defending
alone) builds the drills of seeds 0..N-1, the tiers in turn (seed 0 Beginner, 1
Intermediate, 2 Advanced, …), as the Train page does: the family's Expert (its deals per
decision as Train sets them, ``EUCHRE_DRILL_SAMPLES``), up to ``DRILL_TRIES`` positions
per drill in search of one clear enough to grade. A drill is *graded* when its best option
beats every other by the clear margin and the Expert makes it (``SimulatedChoice.clear``),
else a *judgment call*. The time to serve is the wall time of one drill's build by a warm
Expert (the pool's work between a request and a drill ready to show). The last line is
JSON.
It also counts which kind of option the Expert values best (pass, order up, take the
dummy…), so a family whose answer hardly varies shows it.

    python bench/cutthroat_drills.py [--seeds 40] [--families cutthroat-bid …]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.games.cutthroat.bots import warm_up
from lessons.cutthroat.families import FAMILIES
from lessons.kit.families import DRILL_TRIES
from lessons.kit.themes import Tier


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--families", nargs="*", default=None,
                        help="family ids to run (default: all four)")
    args = parser.parse_args()
    warm_up()
    report = {}
    for family in FAMILIES:
        if args.families and family.id not in args.families:
            continue
        expert = family.evaluator()
        graded = Counter()
        calls = Counter()
        themes = Counter()
        best = Counter()
        seconds = []
        samples = None
        for seed in range(args.seeds):
            tier = Tier(seed % 3 + 1)
            start = time.perf_counter()
            drill = family.generate(seed, tier, None, expert, tries=DRILL_TRIES)
            seconds.append(time.perf_counter() - start)
            samples = drill.best.samples
            (graded if drill.clear else calls)[tier.label] += 1
            themes[drill.theme.value] += 1
            if family.id != "cutthroat-keep":  # a keep's cards differ from drill to drill
                best[drill.best.action.kind.value] += 1
        ordered = sorted(seconds)
        row = {
            "drills": args.seeds,
            "graded": sum(graded.values()),
            "judgment_calls": sum(calls.values()),
            "graded_by_tier": {tier.label: graded[tier.label] for tier in Tier},
            "calls_by_tier": {tier.label: calls[tier.label] for tier in Tier},
            "themes": dict(themes),
            "best_option_kinds": dict(best),
            "deals_per_option": samples,
            "serve_s_median": round(statistics.median(seconds), 2),
            "serve_s_p90": round(ordered[int(0.9 * (len(ordered) - 1))], 2),
            "serve_s_max": round(ordered[-1], 2),
        }
        report[family.id] = row
        print(f"{family.label:34} graded {row['graded']:3} / {args.seeds}, judgment calls "
              f"{row['judgment_calls']:3}; serve median {row['serve_s_median']:.2f} s, "
              f"p90 {row['serve_s_p90']:.2f} s, max {row['serve_s_max']:.2f} s "
              f"({samples} deals per option)", flush=True)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
