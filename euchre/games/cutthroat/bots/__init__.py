"""Cutthroat bots at every level, behind the one bot interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["make_cutthroat_bot"]


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
