"""Buck Euchre bots at every level, behind the one bot interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["LEVEL_WORDS", "make_buck_bot"]

LEVEL_WORDS = {
    Difficulty.EASY: "makes trump on a glance at a suit, stays in with any trump or ace "
                     "and plays on a hunch now and then: a beginner can win",
    Difficulty.NORMAL: "counts each card's chance of a trick, stays in only when the tricks "
                       "outweigh the risk of being bucked, cashes its boss cards",
    Difficulty.EXPERT: "deals the unseen cards many times over and plays every bid, "
                       "drop-out and card out for its own count",
}
"""What each level does, in the set-up form's words."""


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
