"""Heads-up Euchre's bots: each level a sound habit of its own, with its reasons."""

from __future__ import annotations

from euchre.actions import ActionKind
from euchre.bots import Bot, Decision, Difficulty, Explanation, Factor, OptionValue
from euchre.cards import card_power, effective_suit, is_trump
from euchre.games import GameView

__all__ = ["LEVEL_WORDS", "make_bot"]

LEVEL_WORDS = {
    Difficulty.EASY: "passes unless it holds three trumps; plays its first legal card",
    Difficulty.NORMAL: "calls with three trumps, plays its strongest card to win a trick",
    Difficulty.EXPERT: "calls with two trumps and a bower, and values every legal card",
}


class HabitBot(Bot):
    """Calls trump with ``needed`` trumps (a bower counting double for Expert) and plays
    its strongest card (Easy: its first)."""

    def __init__(self, difficulty: Difficulty, seed: int = 0) -> None:
        self.difficulty = difficulty
        self.seed = seed

    def decide(self, view: GameView) -> Decision:
        legal = view.legal_actions
        bids = [action for action in legal if action.kind in (ActionKind.ORDER_UP,
                                                                ActionKind.NAME_TRUMP)]
        if bids:
            action, why = self._bid(view, bids)
        elif self.difficulty is Difficulty.EASY:
            action, why = legal[0], "the first legal choice"
        else:
            action = max(legal, key=lambda a: self._power(view, a))
            why = "my strongest legal card"
        factor = Factor("legal_options", len(legal), f"{len(legal)} legal choices")
        options = tuple(OptionValue(a, float(self._power(view, a)), 0.0, 1) for a in legal
                        ) if self.difficulty is Difficulty.EXPERT else ()
        return Decision(view.seat, action, Explanation(f"I {action.describe()}: {why}.",
                                                       (factor,), options))

    def _bid(self, view: GameView, bids: list) -> tuple:
        for bid in bids:
            suit = bid.suit or view.upcard.suit
            trumps = sum(is_trump(card, suit) for card in view.hand)
            needed = 2 if self.difficulty is Difficulty.EXPERT else 3
            if trumps >= needed:
                return bid, f"I hold {trumps} trumps"
        passing = next(a for a in view.legal_actions if a.kind == ActionKind.PASS)
        return passing, "too few trumps"

    @staticmethod
    def _power(view: GameView, action) -> int:
        if action.card is None:
            return 0
        trump = view.trump
        led = (effective_suit(view.current_trick[0][1], trump) if view.current_trick
               else effective_suit(action.card, trump))
        return card_power(action.card, trump, led)


def make_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    return HabitBot(Difficulty(difficulty), seed)
