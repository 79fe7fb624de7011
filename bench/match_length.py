"""How many hands a match lasts, per game and target: the figures behind the set-up
screen's "about how long a match takes" (``table.match_length``).

For every game and every choice of its target (points to win, Buck Euchre's starting
count, Five Hundred's three- or four-player game) it plays matches between Normal bots
(the default level) and counts the hands of each match, the decisions of the user's seat
per hand (every click, forced ones included) and the bots' decisions per hand. It prints
a table and, with ``--write``, stores the figures in ``table/match_lengths.json``.

    python bench/match_length.py --matches 200 --write
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from euchre import games  # noqa: E402
from table.match_length import FIGURES_FILE, race_key  # noqa: E402

TARGET_OPTIONS = ("points_to_win", "starting_score", "players")  # what sets a match's length


def configurations(game_id: str) -> Iterator[Any]:
    """The game's rules for each choice of its target option (its defaults otherwise)."""
    spec = games.game(game_id)
    for option in spec.rules_type.options():
        if option.name in TARGET_OPTIONS:
            for choice in option.choices:
                yield spec.rules_type(**{option.name: choice})
            return
    yield spec.rules_type()


def play_match(game_id: str, rules: Any, seed: int) -> tuple[int, int, int]:
    """(hands, the user's decisions, the bots' decisions) of one Normal-bot match."""
    spec = games.game(game_id)
    user = spec.seating_for(rules).bottom
    match = spec.new_match(rules, seed=seed)
    bots = {seat: spec.bot("normal", seed * 10 + seat)
            for seat in spec.seating_for(rules).seats}
    mine = theirs = 0
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
            continue
        seat = match.to_act
        mine, theirs = (mine + 1, theirs) if seat == user else (mine, theirs + 1)
        match = match.apply(bots[seat].decide(match.view(seat)).action)
    return match.hand_number, mine, theirs


def measure(game_id: str, rules: Any, matches: int) -> dict[str, float]:
    rows = [play_match(game_id, rules, seed) for seed in range(matches)]
    hands = sorted(row[0] for row in rows)
    total = sum(hands)
    quartiles = statistics.quantiles(hands, n=4)
    return {"matches": matches, "hands_q1": quartiles[0], "hands_median": quartiles[1],
            "hands_q3": quartiles[2],
            "user_decisions_per_hand": sum(row[1] for row in rows) / total,
            "bot_decisions_per_hand": sum(row[2] for row in rows) / total}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--write", action="store_true", help="store the figures")
    args = parser.parse_args()
    figures: dict[str, dict[str, float]] = {}
    for game_id in games.game_ids():
        for rules in configurations(game_id):
            start = time.perf_counter()
            key = race_key(game_id, rules)
            figures[key] = measure(game_id, rules, args.matches)
            row = figures[key]
            print(f"{key:32} hands {row['hands_q1']:5.1f}–{row['hands_q3']:5.1f} "
                  f"(median {row['hands_median']:4.1f}); per hand: you "
                  f"{row['user_decisions_per_hand']:4.1f}, bots "
                  f"{row['bot_decisions_per_hand']:4.1f} decisions "
                  f"[{time.perf_counter() - start:.1f} s]", flush=True)
    if args.write:
        FIGURES_FILE.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n")
        print(f"written to {FIGURES_FILE.relative_to(ROOT)}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
