"""The baseline: a player that picks uniformly among the legal actions."""

from __future__ import annotations

import random
import time

from euchre.bots.base import Bot, Decision, Explanation
from euchre.bots.explain import legal_options_factor, live_sentence, move_words
from euchre.bots.phased import check_turn
from euchre.games.euchre.view import SeatView

__all__ = ["RandomBot"]


class RandomBot(Bot):
    """Uniformly random legal choices, reproducible from ``seed``. Not a table level:
    it is the yardstick the levels are measured against."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(f"random-bot:{seed}")

    def decide(self, view: SeatView) -> Decision:
        check_turn(view)
        start = time.perf_counter()
        options = view.legal_actions
        action = options[self._rng.randrange(len(options))]
        factor = legal_options_factor(len(options))
        why = Explanation(
            summary=f"Random legal choice: {action.describe()}, {factor.text}.",
            factors=(factor,),
            live=live_sentence(move_words(action, view)),
        )
        return Decision(view.seat, action, why, (time.perf_counter() - start) * 1000.0)
