"""Write the golden playthroughs: complete hands and matches from fixed seeds, as JSON.

Run by hand from the repository root (never by the tests):

    python tests/golden/make_golden.py

Each file holds the hand or match record, the legal actions offered before every action,
the text rendering of the final state, the result and the score. ``tests/engine/
test_golden.py`` replays every file and asserts the engine still produces exactly that;
when a rule change is intended, rerun this script and review the diff of the files.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from euchre import (
    PASS,
    ActionKind,
    HandState,
    LoneDefenderScoring,
    Match,
    OpeningLead,
    PartnerDealerPickup,
    Rules,
)
from euchre.games.euchre.records import hand_to_record, match_to_record

GOLDEN = Path(__file__).resolve().parent


def play_hand(
    start: HandState, choices: random.Random, always_pass: bool = False
) -> tuple[HandState, list[Any]]:
    """Play a hand with random legal actions, noting the legal actions before each one."""
    state, steps = start, []
    while not state.is_over:
        legal = state.legal_actions()
        action = PASS if always_pass and PASS in legal else choices.choice(legal)
        steps.append([state.to_act.label, action.text, [a.text for a in legal]])
        state = state.apply(action)
    return state, steps


def hand_file(seed: str, state: HandState, steps: list[Any], description: str) -> dict[str, Any]:
    return {
        "description": description,
        "seed": seed,
        "opening_rendering": str(HandState.from_seed(seed, state.rules)),
        "record": hand_to_record(state),
        "steps": steps,
        "rendering": str(state),
        "result": state.result().to_dict(),
        "summary": state.result().summary(),
    }


def first_hand(rules: Rules, name: str, wanted: Callable[[HandState], bool]) -> tuple[Any, ...]:
    """The first seeded hand (seeds name:0, name:1, ...) whose random play shows ``wanted``."""
    for attempt in range(10_000):
        seed = f"{name}:{attempt}"
        always_pass = name == "hand_thrown_in"
        start = HandState.from_seed(seed, rules)
        state, steps = play_hand(start, random.Random(seed), always_pass)
        if wanted(state):
            return seed, state, steps
    raise RuntimeError(f"no seed gives the {name} hand")


def declared(state: HandState, kind: ActionKind) -> bool:
    return any(action.kind is kind for _, action in state.history)


HANDS: list[tuple[str, str, Rules, Callable[[HandState], bool]]] = [
    ("hand_default_ordered_up", "Default rules; trump ordered up in round 1.", Rules(),
     lambda s: s.upcard_taken and not s.maker_alone),
    ("hand_default_round_two_euchre", "Default rules; trump named in round 2, makers euchred.",
     Rules(), lambda s: s.turned_down is not None and s.result().euchred),
    ("hand_lone_maker_march", "Default rules; a lone maker.", Rules(),
     lambda s: s.maker_alone and s.result().march),
    ("hand_both_alone_left_of_loner",
     "Defend alone on (+4 for any euchre), lead left of the loner: both sides alone.",
     Rules(defend_alone=True, lone_defender_scoring=LoneDefenderScoring.ALWAYS_FOUR,
           opening_lead=OpeningLead.LEFT_OF_LONER),
     lambda s: s.maker_alone and s.lone_defender is not None),
    ("hand_partner_dealer_picks_up",
     "Dealer's partner orders up alone; the dealer picks up, discards, then sits out.",
     Rules(partner_dealer_pickup=PartnerDealerPickup.PICKS_UP_THEN_SITS_OUT),
     lambda s: s.maker_alone and s.maker.partner == s.dealer and s.upcard_taken),
    ("hand_32_cards", "32-card deck (7s and 8s), five cards each.", Rules(deck="32"),
     lambda s: any(card.rank is not None and card.rank < 2
                   for trick in s.tricks for _, card in trick.plays)),
    ("hand_joker_upcard", "25-card deck: the joker is turned up and the dealer names its suit.",
     Rules(deck="25-joker"), lambda s: declared(s, ActionKind.JOKER_SUIT)),
    ("hand_thrown_in", "Stick the dealer off: all four pass twice.",
     Rules(stick_the_dealer=False), lambda s: s.result().thrown_in),
]

MATCHES: list[tuple[str, str, Rules, int]] = [
    ("match_default", "A whole match to 10 with the default rules.", Rules(), 2024),
    ("match_five_points_no_stick_defend_alone",
     "A match to 5: stick the dealer off, defend alone on, 32-card deck.",
     Rules(points_to_win=5, stick_the_dealer=False, defend_alone=True, deck="32"), 7),
]


def match_file(rules: Rules, seed: int, description: str) -> dict[str, Any]:
    choices = random.Random(f"golden-match:{seed}")
    match = Match.new(rules=rules, seed=seed)
    hands = []
    while True:
        _, steps = play_hand(match.current, choices)
        for seat, action, _ in steps:
            match = match.apply(action, seat=seat)
        hands.append({"steps": steps, "rendering": str(match.current),
                      "summary": match.current.result().summary()})
        if match.is_over:
            break
        match = match.next_hand()
    return {
        "description": description,
        "record": match_to_record(match),
        "hands": hands,
        "score": list(match.score),
        "winner": match.winner.label,
        "score_history": [list(row) for row in match.score_history()],
    }


def write(name: str, data: dict[str, Any]) -> None:
    path = GOLDEN / f"{name}.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path.relative_to(GOLDEN.parents[1])}")


def main() -> None:
    for name, description, rules, wanted in HANDS:
        seed, state, steps = first_hand(rules, name, wanted)
        write(name, hand_file(seed, state, steps, description))
    for name, description, rules, seed in MATCHES:
        write(name, match_file(rules, seed, description))


if __name__ == "__main__":
    main()
