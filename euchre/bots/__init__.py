"""The bot kit every game's bots are built on: one interface (``Bot.decide(view)``), the
explanation types, and the habits, words and sampler the games share. A game's own bots
live in its package; its spec (``euchre.games``) seats them by level."""

from __future__ import annotations

from euchre.bots.base import Bot, Decision, Difficulty, Explanation, Factor, OptionValue

__all__ = ["Bot", "Decision", "Difficulty", "Explanation", "Factor", "OptionValue"]
