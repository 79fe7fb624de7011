"""How long the first Expert decision and the first bidding drill take in a new process.

Numba caches Expert's compiled code next to the sources, keyed on each source file's
modification time: a fresh checkout (or a deploy, or an update of an Expert source)
compiles everything on the first decision. This copies the sources to a temporary
folder (a fresh checkout, no cache) and times, each in its own new process:

- cold: the first Expert decision (a bid, as at the Play page) and, in a second fresh
  copy, the first bidding drill (evaluated as the Train page does);
- after ``python -m euchre.bots.warm_up`` (what ``make run`` does before the server
  starts): the warm-up itself, then the first decision and the first drill;
- a restart of the same unchanged copy (the cache as every later start finds it).

    python bench/first_decision.py

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lessons.euchre.families import BIDDING

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("euchre", "lessons")


def measure(what: str) -> float:
    """In this process: seconds for the first Expert decision or the first drill."""
    import random

    from euchre import HandState, Seat
    from euchre.games.euchre.bots.expert import ExpertBot, steady_expert
    from lessons.kit.families import generate, next_key
    from lessons.kit.progress import Progress
    from lessons.kit.themes import Tier

    if what == "decision":
        state = HandState.from_seed("first-decision", dealer=Seat.WEST)
        bot = ExpertBot(seed=1)
        start = time.perf_counter()
        bot.decide(state.view(state.to_act))
        return time.perf_counter() - start
    # the Train page's drill evaluator: a steady Expert on 400 deals
    expert = steady_expert(2024, 400)
    key = next_key(BIDDING, Tier.BEGINNER, Progress(), random.Random(1))
    start = time.perf_counter()
    generate(key, expert)
    return time.perf_counter() - start


def fresh_copy(parent: Path, name: str) -> Path:
    """The sources alone, as a fresh checkout has them (no compiled cache)."""
    root = parent / name
    for package in PACKAGES:
        shutil.copytree(ROOT / package, root / package,
                        ignore=shutil.ignore_patterns("__pycache__"))
    return root


def in_new_process(root: Path, *args: str) -> float:
    """Run this script in a new process on the copy at ``root``; its printed seconds."""
    started = time.perf_counter()
    done = subprocess.run([sys.executable, __file__, "--root", str(root), *args], cwd=root,
                          capture_output=True, text=True, check=True)
    if args[0] == "--warm-up":
        return time.perf_counter() - started
    return float(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", type=Path)
    parser.add_argument("--measure", choices=("decision", "drill"))
    parser.add_argument("--warm-up", action="store_true")
    args = parser.parse_args()
    if args.root is not None:
        sys.path.insert(0, str(args.root))
        if args.warm_up:
            from euchre.bots.warm_up import warm_up
            print(warm_up())
        else:
            print(measure(args.measure))
        return
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="first-decision-") as folder:
        parent = Path(folder)
        figures["cold_first_decision_s"] = in_new_process(
            fresh_copy(parent, "cold-a"), "--measure", "decision")
        figures["cold_first_drill_s"] = in_new_process(
            fresh_copy(parent, "cold-b"), "--measure", "drill")
        warmed = fresh_copy(parent, "warmed")
        figures["warm_up_command_s"] = in_new_process(warmed, "--warm-up")
        figures["first_decision_after_warm_up_s"] = in_new_process(
            warmed, "--measure", "decision")
        figures["first_drill_after_warm_up_s"] = in_new_process(warmed, "--measure", "drill")
        figures["restart_first_decision_s"] = in_new_process(warmed, "--measure", "decision")
    for name, seconds in figures.items():
        print(f"{name.removesuffix('_s').replace('_', ' '):32} {seconds:6.2f} s")
    print(json.dumps({name: round(seconds, 2) for name, seconds in figures.items()}))


if __name__ == "__main__":
    main()
