"""“Show me a deal where this card goes wrong”, for any game with a puzzle bank.

The unseen cards are dealt the way the game's Expert deals them when it thinks (consistent
with everything the seat saw), and on each deal both cards are valued with every card known
and every seat playing perfectly from there (the game's ``deal_values``). The deal shown is
the one where the chosen card loses the most against the puzzle's answer.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from euchre.cards import Card
from lessons.kit.puzzles.bank import Puzzle

__all__ = ["DEALS_TRIED", "Refutation", "refute"]

DEALS_TRIED = 64  # sampled deals searched for one where the chosen card does worse


@dataclass(frozen=True)
class Refutation:
    """A deal the seat could not tell from the real one, where ``chosen`` does worse."""

    seat: int
    hands: Mapping[int, tuple[Card, ...]]  # every seat's cards at the puzzle's position
    chosen: Any  # the chosen play
    best: Any  # the puzzle's answer
    chosen_value: float  # each play's points on this deal, as the Expert counts them
    best_value: float


def refute(puzzle: Puzzle, chosen_text: str, deals: int = DEALS_TRIED) -> Refutation | None:
    """A sampled deal where the play ``chosen_text`` scores less than the puzzle's answer;
    None when no deal tried punishes it (or it is the answer)."""
    game = puzzle.game
    if game.deal_values is None:
        raise ValueError(f"{game.spec.name} puzzles have no sampled deals to show.")
    view = puzzle.view()
    chosen = next((a for a in view.legal_actions if a.text == chosen_text), None)
    if chosen is None:
        raise ValueError(f"{chosen_text!r} is not a legal card in this puzzle.")
    if chosen == puzzle.answer:
        return None
    seed = random.Random(f"refute:{puzzle.id}:{chosen_text}").randrange(2**31)
    worst: Refutation | None = None
    worst_loss = 0.0
    for hands, (best_value, chosen_value) in game.deal_values(
            view, (puzzle.answer, chosen), deals, seed):
        loss = best_value - chosen_value
        if loss > worst_loss:
            worst_loss = loss
            worst = Refutation(puzzle.seat, dict(hands), chosen, puzzle.answer,
                               float(chosen_value), float(best_value))
    return worst
