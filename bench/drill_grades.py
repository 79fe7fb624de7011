"""How many drills of a family are graded and how many are judgment calls, which answers the graded
ones have, and how long each takes to value.

For each family asked for, drills are built as Train builds them (``DRILL_TRIES`` positions
drawn per drill in search of one clear enough to grade; the family's own Expert, on the
samples ``EUCHRE_DRILL_SAMPLES`` allows), for seeds 0..N−1, the tiers in turn and the theme
drawn from the seed. Prints, per family and theme, the drills graded and the judgment calls,
the kinds of right answer (a suit or card left out), and the seconds per drill (mean and
slowest). The last line is JSON.

    python bench/drill_grades.py [--seeds 40] [--family buck-bid kitty misere joker]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lessons import registry
from lessons.kit.families import DRILL_TRIES, DrillFamily
from lessons.kit.themes import Tier

TIERS = tuple(Tier)


def _kind(label: str) -> str:
    """An answer's kind, without its cards: "Bid 7♠" → "Bid", "Name ♥" → "Name"."""
    words = label.split(" (")[0].split()
    return " ".join(word for word in words if not any(ch in word for ch in "♠♣♦♥")
                    and not word[:1].isdigit()) or label


def family_grades(family: DrillFamily, seeds: int) -> dict:
    expert = family.evaluator()
    themes: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    answers: dict[str, int] = defaultdict(int)  # a graded drill's right answer, in words
    seconds = []
    for seed in range(seeds):
        tier = TIERS[seed % len(TIERS)]
        start = time.perf_counter()
        drill = family.generate(seed, tier, None, expert, tries=DRILL_TRIES)
        seconds.append(time.perf_counter() - start)
        themes[drill.theme.value][0 if drill.clear else 1] += 1
        if drill.clear:
            answers[_kind(drill.label(drill.best.action.text))] += 1
    graded = sum(row[0] for row in themes.values())
    return {"family": family.id, "drills": seeds, "graded": graded,
            "judgment_calls": seeds - graded,
            "themes": {theme: {"graded": g, "judgment_calls": j}
                       for theme, (g, j) in sorted(themes.items())},
            "graded_answers": dict(sorted(answers.items())),
            "mean_seconds": round(sum(seconds) / len(seconds), 2),
            "max_seconds": round(max(seconds), 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--family", nargs="*", default=None,
                        help="family ids (default: every drill family)")
    args = parser.parse_args()
    families = [family for family in registry.families() if isinstance(family, DrillFamily)
                and (args.family is None or family.id in args.family)]
    rows = []
    for family in families:
        row = family_grades(family, args.seeds)
        rows.append(row)
        print(f"{family.id:10} graded {row['graded']:3} / {row['drills']}, judgment calls "
              f"{row['judgment_calls']:3}; {row['mean_seconds']:.2f} s a drill "
              f"(slowest {row['max_seconds']:.2f} s)")
        print(f"    graded answers: {row['graded_answers']}")
        for theme, counts in row["themes"].items():
            print(f"    {theme:20} graded {counts['graded']:3}, judgment calls "
                  f"{counts['judgment_calls']:3}")
        sys.stdout.flush()
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
