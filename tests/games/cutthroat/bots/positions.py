"""Cutthroat positions for bot tests: hands played out by a mix of players under both rule sets."""

from __future__ import annotations

import random
from collections.abc import Iterator

from euchre.games.cutthroat import CutthroatHand, CutthroatRules, CutthroatView, Player
from euchre.games.cutthroat.bots.easy import EasyCutthroatBot
from euchre.games.cutthroat.bots.normal import NormalCutthroatBot

RULE_SETS = (CutthroatRules(), CutthroatRules(stick_the_dealer=True))


def _driver(name: str, seed: int):
    """A player choosing the actions that make positions: Easy, Normal, or any legal action
    (which makes the unusual ones: lone defenders, a maker going alone, odd discards)."""
    if name == "easy":
        bot = EasyCutthroatBot(seed)
        return lambda view: bot.decide(view).action
    if name == "normal":
        bot = NormalCutthroatBot(seed)
        return lambda view: bot.decide(view).action
    rng = random.Random(seed)
    return lambda view: rng.choice(view.legal_actions)


def random_positions(hands: int, seed: int) -> Iterator[tuple[CutthroatHand, CutthroatView]]:
    """Every decision point of ``hands`` hands, each seat driven by a random choice of player."""
    rng = random.Random(seed)
    for index in range(hands):
        rules = RULE_SETS[index % len(RULE_SETS)]
        hand = CutthroatHand.from_seed(f"bot-positions:{seed}:{index}", rules)
        drivers = {seat: _driver(rng.choice(("any", "easy", "normal")), rng.randrange(999))
                   for seat in Player}
        while not hand.is_over:
            view = hand.view(hand.to_act)
            yield hand, view
            hand = hand.apply(drivers[hand.to_act](view), hand.to_act)


def phases_of(positions) -> set[str]:
    return {str(view.phase) for _hand, view in positions}
