"""Expert's decisions and figures on a fixed set of positions of every game, to compare.

Plays seeded hands of each registered game with its Normal bots and keeps every position
where the seat to act has a choice (at most ``--per-game``, spread over the phases); asks
that game's Expert, seeded by the position, for its decision there; and writes the action
and every option's figures. ``--compare FILE`` checks a new run against an earlier one:
any changed move, figure or position is listed, so a change that should leave the bots
alone (a refactor) can show that it did.

    python bench/expert_fingerprint.py --write bench/results/fingerprint.json
    python bench/expert_fingerprint.py --compare bench/results/fingerprint.json

The last line is JSON: positions per game, and (with ``--compare``) how many differ.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre import games
from euchre.bots import Bot, Difficulty

HANDS_PER_GAME = 40


def game_bot(game_id: str, level: Difficulty, seed: int) -> Bot:
    """The game's bot of a level (every Expert does a fixed amount of work, whatever the
    load)."""
    return games.game(game_id).bot(level, seed)


def positions(game_id: str, per_game: int) -> list[tuple[str, object]]:
    """(label, view) of up to ``per_game`` positions with a choice, phases taken in turn."""
    spec = games.game(game_id)
    by_phase: dict[str, list[tuple[str, object]]] = {}
    for number in range(HANDS_PER_GAME):
        hand = spec.new_hand(f"fingerprint-{number}")
        normal = game_bot(game_id, Difficulty.NORMAL, number)
        move = 0
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            if len(view.legal_actions) > 1:
                label = f"{game_id}:{number}:{move}"
                by_phase.setdefault(str(hand.phase), []).append((label, view))
            hand = hand.apply(normal.decide(view).action, seat)
            move += 1
    chosen: list[tuple[str, object]] = []
    queues = [list(items) for _, items in sorted(by_phase.items())]
    while len(chosen) < per_game and any(queues):
        for queue in queues:
            if queue and len(chosen) < per_game:
                chosen.append(queue.pop(0))
    return chosen


def fingerprint(per_game: int) -> dict[str, dict[str, object]]:
    """Every position's Expert decision: its action and each option's figures."""
    found: dict[str, dict[str, object]] = {}
    for game_id in games.game_ids():
        for label, view in positions(game_id, per_game):
            seed = zlib.crc32(label.encode())
            decision = game_bot(game_id, Difficulty.EXPERT, seed).decide(view)
            found[label] = {
                "action": decision.action.text,
                "options": [[o.action.text, round(o.expected_points, 9), o.samples]
                            for o in decision.explanation.options],
            }
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-game", type=int, default=60)
    parser.add_argument("--write", type=Path)
    parser.add_argument("--compare", type=Path)
    args = parser.parse_args()
    start = time.perf_counter()
    found = fingerprint(args.per_game)
    elapsed = time.perf_counter() - start
    counts = Counter(label.split(":")[0] for label in found)
    print(f"{len(found)} positions ({dict(counts)}) in {elapsed:.0f} s")
    summary: dict[str, object] = {"positions": dict(counts)}
    if args.write:
        args.write.parent.mkdir(parents=True, exist_ok=True)
        args.write.write_text(json.dumps(found, indent=1, sort_keys=True))
        print(f"wrote {args.write}")
    if args.compare:
        earlier = json.loads(args.compare.read_text())
        differing = sorted(label for label in set(earlier) | set(found)
                           if earlier.get(label) != found.get(label))
        moves = sum(1 for label in differing if label in earlier and label in found
                    and earlier[label]["action"] != found[label]["action"])
        for label in differing[:20]:
            print(f"  differs: {label}: {earlier.get(label)} -> {found.get(label)}")
        print(f"{len(differing)} of {len(set(earlier) | set(found))} positions differ "
              f"({moves} moves)")
        summary.update(differing=len(differing), moves_differing=moves)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
