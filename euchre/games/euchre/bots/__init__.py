"""Four-handed Euchre's bots at every level, behind the one bot interface
(``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["LEVEL_WORDS", "make_bot", "warm_up"]

LEVEL_WORDS = {
    Difficulty.EASY: "bids on impressions and rarely presses: a beginner can win",
    Difficulty.NORMAL: "counts its trumps, pulls trumps as maker, saves its bowers",
    Difficulty.EXPERT: "counts cards, reads the bidding and looks ahead by simulation",
}
"""What each level does, in the set-up form's words."""


def make_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A four-handed Euchre bot of the given level; ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.games.euchre.bots.easy import EasyBot

        return EasyBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.games.euchre.bots.normal import NormalBot

        return NormalBot(seed=seed)
    from euchre.games.euchre.bots.expert import ExpertBot

    return ExpertBot(seed=seed)


def warm_up() -> None:
    """Load (or compile) Expert's machine code: one bid, one discard and one card play."""
    from euchre.games.euchre.bots.expert import warm_up as warm_up_expert

    warm_up_expert()
