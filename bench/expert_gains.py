"""Where Expert gains or loses against Normal: each deal's difference, charged to a decision.

Every duplicate deal is played twice from each side: Expert's team against Normal, and
Normal against Normal with the same bot seeds. The two tables play alike until Expert
first decides otherwise than Normal would have, so the difference in the team's net
points on that deal is charged to that first differing decision: its phase and kind
(a bid with Normal's choice beside it, the dealer's discard, or a card play by trick
and by lead or follow). Categories with a negative mean are where Expert does worse
than Normal's habits.

    nice -n 10 python bench/expert_gains.py --deals 1200 --seed 11 --processes 2

Prints each category's count, mean difference and share of Expert's edge per deal
(the shares add up to the edge); the last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre.actions import Action, ActionKind
from euchre.games.euchre.bots.expert import ExpertBot
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.rules import Rules
from euchre.seats import Seat, Team
from euchre.tournament.players import derived_seed, new_bot

ORIENTATIONS = (Team.NORTH_SOUTH, Team.EAST_WEST)  # the team the tested side sits as

SAME = "no difference"


def _play(seed: int, index: int, expert_team: Team, with_expert: bool,
          ) -> tuple[list[tuple[Action, str]], int]:
    """The hand's decisions (action, category) and ``expert_team``'s net points."""
    bots = {}
    for seat in Seat:
        bot_seed = derived_seed(seed, "deal", index, expert_team.value, seat.value)
        if with_expert and seat.team is expert_team:
            bots[seat] = ExpertBot(seed=bot_seed)
        else:
            bots[seat] = new_bot("euchre", "normal", bot_seed)
    state = HandState.from_seed(f"{seed}:deal:{index}", Rules())
    decisions = []
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        action = bots[seat].decide(view).action
        if view.phase is Phase.PLAY:
            role = "lead" if view.led_card is None else "follow"
            category = f"play, trick {len(view.tricks) + 1}, {role}"
        else:
            category = f"{view.phase}: {_what(action)}"
        decisions.append((action, category))
        state = state.apply(action, seat)
    points = state.result().points
    return decisions, points[expert_team] - points[expert_team.other]


def _what(action: Action) -> str:
    """The decision without its suit or card, so that like decisions are counted together."""
    if action.kind is ActionKind.NAME_TRUMP:
        return "name a suit alone" if action.alone else "name a suit"
    if action.kind is ActionKind.DISCARD:
        return "discard"
    return action.text


def _charge(job: tuple[int, int]) -> list[tuple[str, int]]:
    seed, index = job
    rows = []
    for expert_team in ORIENTATIONS:
        expert_moves, expert_net = _play(seed, index, expert_team, True)
        normal_moves, normal_net = _play(seed, index, expert_team, False)
        category = SAME
        for (mine, where), (theirs, _) in zip(expert_moves, normal_moves, strict=False):
            if mine != theirs:
                category = where
                if not where.startswith("play"):
                    category += f" (Normal: {_what(theirs)})"
                break
        rows.append((category, expert_net - normal_net))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--start", type=int, default=0, help="first deal index")
    parser.add_argument("--seed", type=int, default=11, help="tournament seed of the deals")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.seed, index) for index in range(args.start, args.start + args.deals)]
    pool = multiprocessing.get_context("fork").Pool(args.processes)
    differences: dict[str, list[int]] = defaultdict(list)
    for done, rows in enumerate(pool.imap_unordered(_charge, jobs, chunksize=4), 1):
        for category, difference in rows:
            differences[category].append(difference)
        if done % 100 == 0:
            print(f"  {done} deals", file=sys.stderr, flush=True)
    pool.close()
    deals = args.deals
    edge = sum(sum(values) for values in differences.values()) / 2 / deals
    print(f"Expert's edge over Normal: {edge:+.4f} points per deal over {deals} deals")
    report = []
    for category, values in sorted(differences.items(), key=lambda item: sum(item[1])):
        share = sum(values) / 2 / deals
        mean = sum(values) / len(values)
        report.append({"decision": category, "count": len(values), "mean": round(mean, 3),
                       "per_deal": round(share, 4)})
        print(f"  {category:55s} {len(values):6d}  mean {mean:+.3f}  per deal {share:+.4f}")
    print(json.dumps({"seed": args.seed, "deals": deals, "edge": round(edge, 4),
                      "decisions": report}))


if __name__ == "__main__":
    main()
