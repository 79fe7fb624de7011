"""The baseline: a player that picks uniformly among the legal actions, in any game."""

from __future__ import annotations

import random
import time

from euchre.bots.base import Bot, Decision, Explanation
from euchre.bots.explain import legal_options_factor
from euchre.games.protocol import GameView

__all__ = ["RandomBot"]


class RandomBot(Bot):
    """Uniformly random legal choices, reproducible from ``seed``. Not a table level:
    it is the yardstick the levels are measured against."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(f"random-bot:{seed}")

    def decide(self, view: GameView) -> Decision:
        options = view.legal_actions
        if not isinstance(options, tuple):
            raise TypeError(f"a bot decides from a seat's view, not a {type(view).__name__}.")
        if not options:
            raise ValueError(f"it is not {view.seat.label}'s turn to act.")
        start = time.perf_counter()
        action = options[self._rng.randrange(len(options))]
        factor = legal_options_factor(len(options))
        why = Explanation(summary=f"Random legal choice: {action.describe()}, {factor.text}.",
                          factors=(factor,))
        return Decision(view.seat, action, why, (time.perf_counter() - start) * 1000.0)
