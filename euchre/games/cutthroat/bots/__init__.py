"""Cutthroat bots at every level, behind the one bot interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["LEVEL_WORDS", "make_cutthroat_bot"]

LEVEL_WORDS = {
    Difficulty.EASY: "makes trump on a glance at a suit, always takes the dummy and grabs "
                     "tricks with its highest card: a beginner can win",
    Difficulty.NORMAL: "counts its hand against what its seat needs, weighs the dummy, pulls "
                       "trumps as maker and defends with the other defender",
    Difficulty.EXPERT: "deals the unseen cards many times over and plays every option out, "
                       "the dummy's ten cards included",
}
"""What each level does, in the set-up form's words."""


def make_cutthroat_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A Cutthroat bot of the given level; ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.games.cutthroat.bots.easy import EasyCutthroatBot

        return EasyCutthroatBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.games.cutthroat.bots.normal import NormalCutthroatBot

        return NormalCutthroatBot(seed=seed)
    from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot

    return ExpertCutthroatBot(seed=seed)
