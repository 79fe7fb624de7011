"""Re-grading the Five Hundred auction drills: a pass valued by what follows it.

The same drill positions (as Train deals them, one position per seed, graded by the
drills' Expert on its fixed number of deals) are graded three ways:

- **before**: Expert valuing each call as if the other seats then passed (a pass is the
  standing bid played out, 0 when nobody has bid: ``others_call=False``);
- **after**: Expert valuing each call with the others calling on by Normal's count and
  the contract they reach played out (the drills' valuation now);
- **reference**: an independent check on deals of the unseen cards drawn so that the
  players before South make the calls they made in the drill (the drill's own beginners'
  habits), where after South's call four Normal bots, South included, call on and play
  the hand out; every call is played on the same deals (paired). To keep the run short
  it plays a pass and the best few calls of each valuation (``--options``).

A valuation *grades* a drill when its best call beats every other offered by the drills'
clear margin (``lessons.kit.simulated.margin_verdict``, with Five Hundred's smallest
gap); otherwise the drill is a judgment call. The reference *contradicts* a graded
answer when its own best call clearly beats that answer. The last line is JSON.

    python bench/auction_regrade.py [--drills 42] [--deals 24] [--options 3]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.bots import OptionValue
from euchre.cards import Card, cards_from_mask, mask_of
from euchre.games.five_hundred import FiveHundredAction, FiveHundredHand, FiveHundredPhase
from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot
from euchre.games.five_hundred.bots.normal import NormalFiveHundredBot
from euchre.games.five_hundred.cards import deck_mask
from euchre.games.five_hundred.deal import FiveHundredDeal
from euchre.games.five_hundred.result import hand_points
from euchre.seats import Seat
from lessons.five_hundred.auction import (
    MIN_GAP_POINTS,
    AuctionDrill,
    build_auction_drill,
    sensible_call,
)
from lessons.five_hundred.families import MAX_AUCTION_SAMPLES
from lessons.kit.families import DRILL_EVALUATION_SEED, drill_samples
from lessons.kit.simulated import margin_verdict
from lessons.kit.themes import Tier

GOAL, GAME_POINTS = 500, 250
MOST_TRIES = 400  # deals drawn per reference deal kept (the earlier calls must match)


@dataclass(frozen=True)
class Grade:
    """A valuation's verdict on a drill: the graded answer, or None for a judgment call."""

    answer: str | None
    pass_points: float


def grade_of(values: dict[str, OptionValue]) -> str | None:
    best = max(values.values(), key=lambda v: v.expected_points)
    clear = all(margin_verdict(best, other, MIN_GAP_POINTS)[2]
                for other in values.values() if other is not best)
    return best.action.text if clear else None


def drill_grade(drill: AuctionDrill) -> Grade:
    values = {v.action.text: v for v in drill.values}
    answer = drill.best.action.text if drill.clear else None
    return Grade(answer, values["pass"].expected_points)


def _side_value(hand: FiveHundredHand, scores: tuple[int, int]) -> float:
    """South's side's points minus the other side's, with the game won or lost counted
    as the drills count it."""
    if hand.phase is FiveHundredPhase.THROWN_IN:
        return 0.0
    contractor = int(hand.contractor)
    points = hand_points(hand.contract, contractor, hand.tricks_won)
    value = float(points[0] - points[1])
    side = contractor % 2
    made = points[contractor] > 0
    if made and scores[side] + points[contractor] >= GOAL:
        value += GAME_POINTS if side == 0 else -GAME_POINTS
    if not made and scores[side] + points[contractor] <= -GOAL:
        value -= GAME_POINTS if side == 0 else -GAME_POINTS
    return value


def reference_deals(drill: AuctionDrill, count: int, seed: int) -> list[FiveHundredDeal]:
    """Deals of the cards South cannot see on which the players before South call as
    they did in the drill (by ``sensible_call``)."""
    view = drill.view
    rng = random.Random(seed)
    south = tuple(view.hand)
    unseen = list(cards_from_mask(deck_mask(view.players) & ~mask_of(south)))
    calls = [(int(seat), action) for seat, action in view.bids]
    deals: list[FiveHundredDeal] = []
    tries = 0
    while len(deals) < count and tries < MOST_TRIES * count:
        tries += 1
        cards = unseen[:]
        rng.shuffle(cards)
        hands: dict[Seat, list[Card]] = {}
        for seat in Seat:
            if seat is Seat.SOUTH:
                hands[seat] = list(south)
            else:
                hands[seat] = cards[:10]
                del cards[:10]
        deal = FiveHundredDeal.from_text(view.dealer, hands, cards, view.players)
        hand = FiveHundredHand.from_deal(deal, view.rules)
        fits = True
        for seat, action in calls:
            if sensible_call(hand) != action:
                fits = False
                break
            hand = hand.apply(action, seat)
        if fits:
            deals.append(deal)
    return deals


def reference_values(drill: AuctionDrill, options: list[str], deals: int, seed: int
                     ) -> dict[str, OptionValue]:
    """Each option's value with four Normal bots calling on and playing, paired deals."""
    view = drill.view
    scores = tuple(view.score)
    bots = [NormalFiveHundredBot(seed=seat) for seat in range(4)]
    rows = []
    for deal in reference_deals(drill, deals, seed):
        hand = FiveHundredHand.from_deal(deal, view.rules)
        for seat, action in view.bids:
            hand = hand.apply(action, seat)
        row = []
        for option in options:
            table = hand.apply(FiveHundredAction.parse(option))
            while not table.is_over:
                seat = table.to_act
                table = table.apply(bots[int(seat)].decide(table.view(seat)).action, seat)
            row.append(_side_value(table, scores))
        rows.append(row)
    values = np.array(rows, dtype=float)
    n = len(values)
    means = values.mean(axis=0)
    best = int(np.argmax(means))
    out = {}
    for j, option in enumerate(options):
        error = float(values[:, j].std(ddof=1) / np.sqrt(n)) if n > 1 else 0.0
        paired = (0.0 if j == best else
                  float((values[:, best] - values[:, j]).std(ddof=1) / np.sqrt(n)))
        out[option] = OptionValue(FiveHundredAction.parse(option), float(means[j]), error, n,
                                  paired)
    return out


def reference_options(before: AuctionDrill, after: AuctionDrill, top: int) -> list[str]:
    """The calls the reference plays: a pass and each valuation's ``top`` best calls."""
    chosen = {"pass"}
    for drill in (before, after):
        chosen |= {value.action.text for value in drill.values[:top]}
    order = [action.text for action in after.view.legal_actions]
    return sorted(chosen, key=order.index)


def contradicts(reference: dict[str, OptionValue], answer: str | None) -> bool:
    """The reference's best call clearly beats a graded answer."""
    if answer is None:
        return False
    best = max(reference.values(), key=lambda v: v.expected_points)
    if best.action.text == answer:
        return False
    return margin_verdict(best, reference[answer], MIN_GAP_POINTS)[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drills", type=int, default=42, help="drills, spread over tiers")
    parser.add_argument("--deals", type=int, default=24, help="reference deals per drill")
    parser.add_argument("--options", type=int, default=3,
                        help="each valuation's best calls the reference plays (and a pass)")
    args = parser.parse_args()
    samples = drill_samples(MAX_AUCTION_SAMPLES)
    tiers = list(Tier)
    rows = []
    start = time.perf_counter()
    for index in range(args.drills):
        tier, seed = tiers[index % len(tiers)], index // len(tiers)
        before_drill = build_auction_drill(seed, tier, None, ExpertFiveHundredBot(
            seed=DRILL_EVALUATION_SEED, bid_samples=samples, others_call=False))
        after_drill = build_auction_drill(seed, tier, None, ExpertFiveHundredBot(
            seed=DRILL_EVALUATION_SEED, bid_samples=samples))
        options = reference_options(before_drill, after_drill, args.options)
        reference = reference_values(after_drill, options, args.deals, seed=index)
        before, after = drill_grade(before_drill), drill_grade(after_drill)
        ref_answer = grade_of(reference)
        rows.append({
            "tier": tier.label, "seed": seed, "theme": after_drill.theme.value,
            "before": before.answer, "after": after.answer, "reference": ref_answer,
            "pass_before": round(before.pass_points, 1),
            "pass_after": round(after.pass_points, 1),
            "pass_reference": round(reference["pass"].expected_points, 1),
            "reference_deals": next(iter(reference.values())).samples,
            "contradicts_before": contradicts(reference, before.answer),
            "contradicts_after": contradicts(reference, after.answer),
        })
        row = rows[-1]
        print(f"{index + 1:>3} {tier.label:<12} seed {seed:>2} {row['theme']:<18} "
              f"before {row['before'] or 'judgment':<16} after {row['after'] or 'judgment':<16}"
              f" reference {row['reference'] or 'judgment':<16} pass "
              f"{row['pass_before']:+7.1f} → {row['pass_after']:+7.1f} "
              f"(ref {row['pass_reference']:+7.1f}, {row['reference_deals']} deals)",
              flush=True)
    changed = sum(r["before"] != r["after"] for r in rows)
    table = {
        "drills": len(rows),
        "grades changed before→after": changed,
        "judgment calls before": sum(r["before"] is None for r in rows),
        "judgment calls after": sum(r["after"] is None for r in rows),
        "graded before": sum(r["before"] is not None for r in rows),
        "graded after": sum(r["after"] is not None for r in rows),
        "reference contradicts before": sum(r["contradicts_before"] for r in rows),
        "reference contradicts after": sum(r["contradicts_after"] for r in rows),
        "reference agrees (its clear best = graded) before":
            sum(r["before"] is not None and r["before"] == r["reference"] for r in rows),
        "reference agrees (its clear best = graded) after":
            sum(r["after"] is not None and r["after"] == r["reference"] for r in rows),
        "pass valued exactly 0 before": sum(r["pass_before"] == 0 for r in rows),
        "pass valued exactly 0 after": sum(r["pass_after"] == 0 for r in rows),
        "mean |pass after − pass reference|": round(float(np.mean(
            [abs(r["pass_after"] - r["pass_reference"]) for r in rows])), 1),
        "mean |pass before − pass reference|": round(float(np.mean(
            [abs(r["pass_before"] - r["pass_reference"]) for r in rows])), 1),
    }
    print()
    width = max(len(key) for key in table)
    for key, value in table.items():
        print(f"{key:<{width}}  {value}")
    print(f"(Expert: {samples} deals per drill; reference: up to {args.deals} deals per drill;"
          f" {time.perf_counter() - start:.0f} s)")
    print(json.dumps({"table": table, "drills": rows}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
