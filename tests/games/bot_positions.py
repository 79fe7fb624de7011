"""Positions for bot tests of any game of individual players: hands played out by a mix of
Easy, Normal and players choosing any legal action (which make the unusual positions)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any


def driver(name: str, seed: int, easy: Callable[[int], Any], normal: Callable[[int], Any]):
    """A player choosing the actions that make positions: Easy, Normal, or any legal action."""
    if name in ("easy", "normal"):
        bot = (easy if name == "easy" else normal)(seed)
        return lambda view: bot.decide(view).action
    rng = random.Random(seed)
    return lambda view: rng.choice(view.legal_actions)


def random_positions(new_hand: Callable[[str, Any], Any], rule_sets: Sequence[Any],
                     seats: Sequence[Any], easy: Callable[[int], Any],
                     normal: Callable[[int], Any], hands: int, seed: int,
                     name: str = "bot-positions") -> Iterator[tuple[Any, Any]]:
    """Every decision point of ``hands`` hands (``new_hand(seed text, rules)``), each seat
    driven by a random choice of player."""
    rng = random.Random(seed)
    for index in range(hands):
        rules = rule_sets[index % len(rule_sets)]
        hand = new_hand(f"{name}:{seed}:{index}", rules)
        drivers = {seat: driver(rng.choice(("any", "easy", "normal")), rng.randrange(999),
                                easy, normal) for seat in seats}
        while not hand.is_over:
            view = hand.view(hand.to_act)
            yield hand, view
            hand = hand.apply(drivers[hand.to_act](view), hand.to_act)


def checked_decisions(bot: Any, positions: Sequence[tuple[Any, Any]],
                      check_figures: Callable[[Any, Any], int],
                      leaked_cards: Callable[[Any, Any], set]) -> int:
    """Let ``bot`` decide every position: each decision legal, for its seat, explained in a
    sentence with a live version, its figures true and the table told no unseen card.
    Returns how many figures were checked."""
    checked = 0
    for _hand, view in positions:
        decision = bot.decide(view)
        assert decision.action in view.legal_actions
        assert decision.seat == view.seat
        assert decision.explanation.summary.endswith(".")
        assert decision.explanation.live
        checked += check_figures(view, decision.explanation)
        assert not leaked_cards(view, decision), (view.phase, decision.explanation.public())
    return checked
