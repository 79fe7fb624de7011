"""After the warm-up, an Expert decision of any kind, in any game of the family, loads or
compiles no more code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh process: what this test process compiled before must not hide anything.
SCRIPT = """
import importlib
from numba.core.registry import CPUDispatcher
from euchre import Match, Seat
from euchre.games.euchre.bots.expert import ExpertBot
from euchre.bots.warm_up import warm_up

from euchre.games.buck import BuckMatch
from euchre.games.buck.bots.expert import ExpertBuckBot

from euchre.games.cutthroat import CutthroatMatch
from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot
from euchre.games.five_hundred import FiveHundredHand, FiveHundredRules
from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

MODULES = ("euchre.games.euchre.core", "euchre.tricks.compiled", "euchre.tricks.solver",
           "euchre.bots.sampler", "euchre.games.euchre.bots.search",
           "euchre.games.euchre.bots.expert_model", "euchre.games.euchre.bots.play_model",
           "euchre.games.euchre.bots.sampling", "euchre.games.euchre.bots.simulate",
           "euchre.games.five_hundred.bots.playout")

def compiled():
    found = {}
    for name in MODULES:
        for attribute, value in vars(importlib.import_module(name)).items():
            if isinstance(value, CPUDispatcher):
                found[name + "." + attribute] = frozenset(map(str, value.signatures))
    return found

buck_phases = set()
buck_decide = ExpertBuckBot.decide

def decide_noting_the_phase(self, view):
    buck_phases.add(str(view.phase))
    return buck_decide(self, view)

ExpertBuckBot.decide = decide_noting_the_phase
before = compiled()
warm_up()
ready = compiled()
ExpertBuckBot.decide = buck_decide
warmed_buck = sorted(buck_phases)
bots = {seat: ExpertBot(seed=int(seat), samples=8) for seat in Seat}
match = Match.new(seed="after-warm-up")
decisions = 0
for _ in range(3):
    while not match.hand_over:
        decision = bots[match.to_act].decide(match.view(match.to_act))
        match = match.apply(decision.action, match.to_act)
        decisions += 1
    match = match.next_hand()
cutthroat_bots = [ExpertCutthroatBot(seed=seat, samples=8)
                  for seat in range(3)]
cutthroat = CutthroatMatch.new(seed="after-warm-up")
for _ in range(3):
    while not cutthroat.hand_over:
        seat = cutthroat.to_act
        decision = cutthroat_bots[seat].decide(cutthroat.view(seat))
        cutthroat = cutthroat.apply(decision.action, seat)
        decisions += 1
    cutthroat = cutthroat.next_hand()
five_hundred = ExpertFiveHundredBot(seed=1, bid_samples=4, kitty_samples=4, play_samples=4)
for players in (4, 3):
    hand = FiveHundredHand.from_seed("after-warm-up", FiveHundredRules(players=players))
    while not hand.is_over:
        decision = five_hundred.decide(hand.view(hand.to_act))
        hand = hand.apply(decision.action, hand.to_act)
        decisions += 1
buck_bots = [ExpertBuckBot(seed=seat, bid_samples=8, play_samples=8) for seat in range(4)]
buck = BuckMatch.new(seed="after-warm-up")
for _ in range(3):
    while not buck.hand_over:
        seat = buck.to_act
        buck = buck.apply(buck_bots[seat].decide(buck.view(seat)).action, seat)
        decisions += 1
    if buck.is_over:
        break
    buck = buck.next_hand()
after = compiled()
print(warmed_buck)
print(sum(ready[name] != before.get(name) for name in ready))
print(decisions)
print(sorted(name for name in after if after[name] != ready.get(name)))
"""


def test_the_warm_up_leaves_nothing_for_a_first_decision_to_compile() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=True)
    buck, warmed, decisions, later = done.stdout.strip().splitlines()
    assert buck == str(sorted(["bidding round 1", "dealer's discard", "drop-out decisions",
                               "play"])), "the warm-up made every kind of Buck Expert decision"
    assert int(warmed) >= 4, "the warm-up readied the search, sampling and simulation"
    assert int(decisions) > 30
    assert later == "[]", f"loaded or compiled after the warm-up: {later}"
