"""Buck Euchre bots at every level, behind the one bot interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["make_buck_bot"]


def make_buck_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A Buck Euchre bot of the given level; ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.games.buck.bots.easy import EasyBuckBot

        return EasyBuckBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.games.buck.bots.normal import NormalBuckBot

        return NormalBuckBot(seed=seed)
    from euchre.games.buck.bots.expert import ExpertBuckBot

    return ExpertBuckBot(seed=seed)
