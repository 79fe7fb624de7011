"""Re-grading the bidding drills: which bid is best, and does the answer hold at a real table?

For each drill position (as Train deals it, with the Expert that grades Train's drills)
every legal bid is valued three ways, on deals of the unseen cards consistent with the
bidding so far:

- **seen-all**: Expert's play-outs with the card play solved as if every seat saw every
  card (how Expert valued bids before);
- **own-hand**: Expert's play-outs with every seat playing from its own hand (how Expert
  values bids now);
- **Normal table**: each deal played out by four Normal bots, each seeing only its own
  hand and the table — the imperfect-information reference.

A valuation *grades* a drill when its best bid beats every other by the drills' clear
margin (``lessons.kit.simulated.margin_verdict``); otherwise the drill is a judgment call.
Prints a table of how many grades change between the seen-all and own-hand valuations,
and how many graded answers the Normal table contradicts (its own best clearly differs),
for every theme and for the "go alone" drills. The last line is JSON.

    python bench/drill_regrade.py [--drills 120] [--alone 40] [--deals 160]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre import Action, Card, Deal, Seat
from euchre.bots import OptionValue
from euchre.games.euchre.bots.expert import ExpertBot
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.bots.sampling import KnownFacts
from euchre.games.euchre.core import HAND
from euchre.ranking import N_CARDS
from lessons.euchre.bidding import LEARNER, build_drill, play_out, replay_to_learner
from lessons.euchre.themes import EuchreTheme
from lessons.kit.families import DRILL_TRIES
from lessons.kit.simulated import margin_verdict
from lessons.kit.themes import Theme, Tier

DRILL_SAMPLES = 400  # as Train grades its drills
EXPERT_SEED = 2024


@dataclass(frozen=True)
class Grade:
    best: str
    graded: bool  # the best beats every other bid by the clear margin


def grade_of(values: tuple[OptionValue, ...]) -> Grade:
    ordered = sorted(values, key=lambda value: -value.expected_points)
    best = ordered[0]
    graded = all(margin_verdict(best, other)[2] for other in ordered[1:])
    return Grade(best.action.text, graded)


def normal_table_values(view, deals: int, seed: int) -> tuple[OptionValue, ...]:
    """Each bid's mean net points for South's team when four Normal bots play the deals
    out, each from its own view; paired errors against the best bid."""
    sampled = KnownFacts.from_view(view).weighted(deals, seed)
    actions = view.legal_actions
    rows = []
    counts = []
    for index, (state, count) in enumerate(zip(sampled.states, sampled.counts, strict=True)):
        hands = {seat: [Card(bit) for bit in range(N_CARDS) if int(state[HAND + seat]) >> bit & 1]
                 for seat in Seat}
        deal = Deal.from_text(view.dealer, hands, view.upcard, deck=view.rules.deck)
        start = replay_to_learner(deal, view)
        bots = {seat: NormalBot(seed=seed + 31 * index + int(seat)) for seat in Seat}
        row = []
        for action in actions:
            end = play_out(start.apply(action, seat=LEARNER),
                           lambda seat, bots=bots: lambda seat_view: bots[seat].decide(
                               seat_view).action)
            points = end.result().points
            row.append(points[LEARNER.team] - points[LEARNER.team.other])
        rows.append(row)
        counts.append(int(count))
    net = np.array(rows, dtype=float)
    share = np.array(counts, dtype=float) / sum(counts)
    n = len(share)
    means = share @ net
    best = int(np.argmax(means))

    def error(values: np.ndarray) -> float:
        return float(np.sqrt(share ** 2 @ (values - share @ values) ** 2 * n / (n - 1)))

    return tuple(OptionValue(action, round(float(means[j]), 4), error(net[:, j]), n,
                             0.0 if j == best else error(net[:, best] - net[:, j]))
                 for j, action in enumerate(actions))


def drill_keys(count: int, alone: int, seed: int) -> list[tuple[Tier, Theme, int]]:
    rng = random.Random(seed)
    keys = [(Tier.ADVANCED, EuchreTheme.GOING_ALONE, rng.randrange(2**31)) for _ in range(alone)]
    others = [(Tier.BEGINNER, EuchreTheme.CALLING_STRENGTH),
              (Tier.INTERMEDIATE, EuchreTheme.CALLING_STRENGTH),
              (Tier.INTERMEDIATE, EuchreTheme.DEALER_PICKUP),
              (Tier.INTERMEDIATE, EuchreTheme.NAMING_SUIT),
              (Tier.ADVANCED, EuchreTheme.DEALER_PICKUP), (Tier.ADVANCED, EuchreTheme.NAMING_SUIT)]
    for index in range(count - alone):
        tier, theme = others[index % len(others)]
        keys.append((tier, theme, rng.randrange(2**31)))
    return keys


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--drills", type=int, default=120)
    parser.add_argument("--alone", type=int, default=40, help="of which go-alone drills")
    parser.add_argument("--deals", type=int, default=160, help="deals per Normal table")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    expert = ExpertBot(seed=EXPERT_SEED, samples=DRILL_SAMPLES)
    rows = []
    for number, (tier, theme, seed) in enumerate(drill_keys(args.drills, args.alone, args.seed)):
        drill = build_drill(seed, tier, theme, expert, tries=DRILL_TRIES)
        view = drill.view
        own = grade_of(drill.values)
        seen = grade_of(expert.evaluate_seen_all(view))
        table = grade_of(normal_table_values(view, args.deals, seed))
        rows.append({
            "drill": f"bidding-{int(tier)}-{theme.value}-{seed}", "theme": theme.value,
            "seen_all": own_or(seen), "own_hand": own_or(own), "normal_table": own_or(table),
            "seen_all_graded": seen.graded, "own_hand_graded": own.graded,
            "table_graded": table.graded, "drill_graded": drill.clear,
        })
        print(f"  {number + 1} drills", file=sys.stderr, flush=True)
    report = summarise(rows)
    print(table_text(report))
    print(json.dumps({"summary": report, "drills": rows}))


def own_or(grade: Grade) -> str:
    return grade.best


def contradicted(rows: list[dict], key: str) -> int:
    """Graded answers under ``key`` whose bid the Normal table grades clearly worse (it
    grades another bid best), or whose bid is not the table's best at all."""
    return sum(1 for row in rows if row[f"{key}_graded"] and row[key] != row["normal_table"])


def summarise(rows: list[dict]) -> dict:
    def block(selected: list[dict]) -> dict:
        return {
            "drills": len(selected),
            "best_changed": sum(1 for r in selected if r["seen_all"] != r["own_hand"]),
            "graded_seen_all": sum(1 for r in selected if r["seen_all_graded"]),
            "graded_own_hand": sum(1 for r in selected if r["own_hand_graded"]),
            "graded_now": sum(1 for r in selected if r["drill_graded"]),
            "grade_changed": sum(1 for r in selected if (r["seen_all_graded"], r["seen_all"])
                                 != (r["drill_graded"], r["own_hand"]) and
                                 (r["seen_all_graded"] or r["drill_graded"])),
            "seen_all_graded_table_disagrees": contradicted(selected, "seen_all"),
            "own_hand_graded_table_disagrees": sum(
                1 for r in selected if r["drill_graded"] and r["own_hand"] != r["normal_table"]),
            "seen_all_graded_table_grades_other": sum(
                1 for r in selected if r["seen_all_graded"] and r["table_graded"]
                and r["seen_all"] != r["normal_table"]),
            "graded_now_table_grades_other": sum(
                1 for r in selected if r["drill_graded"] and r["table_graded"]
                and r["own_hand"] != r["normal_table"]),
        }

    report = {"all": block(rows)}
    for theme in sorted({row["theme"] for row in rows}):
        report[theme] = block([row for row in rows if row["theme"] == theme])
    report["best bid alone (seen-all)"] = block(
        [row for row in rows if Action.parse(row["seen_all"]).alone])
    return report


def table_text(report: dict) -> str:
    columns = ["drills", "best_changed", "graded_seen_all", "graded_now", "grade_changed",
               "seen_all_graded_table_disagrees", "own_hand_graded_table_disagrees",
               "seen_all_graded_table_grades_other", "graded_now_table_grades_other"]
    lines = ["| drills | " + " | ".join(columns) + " |",
             "|---" * (len(columns) + 1) + "|"]
    for name, block in report.items():
        lines.append(f"| {name} | " + " | ".join(str(block[c]) for c in columns) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
