"""Bots for every level, behind one interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Decision, Difficulty, Explanation, Factor, OptionValue

__all__ = [
    "LEVEL_WORDS",
    "Bot",
    "Decision",
    "Difficulty",
    "Explanation",
    "Factor",
    "OptionValue",
    "level_words",
    "make_bot",
    "make_game_bot",
]

LEVEL_WORDS = {
    Difficulty.EASY: "bids on impressions and rarely presses: a beginner can win",
    Difficulty.NORMAL: "counts its trumps, pulls trumps as maker, saves its bowers",
    Difficulty.EXPERT: "counts cards, reads the bidding and looks ahead by simulation",
}
"""What each level of four-handed Euchre's bots does, in the set-up form's words."""


def level_words(game_id: str) -> dict[Difficulty, str]:
    """What each level of ``game_id``'s bots does (its bots package's ``LEVEL_WORDS``)."""
    from euchre import games

    spec = games.game(game_id)
    if spec.id == games.LEGACY_GAME:
        return LEVEL_WORDS
    if spec.id == "cutthroat":
        from euchre.games.cutthroat.bots import LEVEL_WORDS as words
    elif spec.id == "buck":
        from euchre.games.buck.bots import LEVEL_WORDS as words
    elif spec.id == "five_hundred":
        from euchre.games.five_hundred.bots import LEVEL_WORDS as words
    else:
        raise ValueError(f"no bots play {spec.name} yet.")
    return words


def make_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A bot of the given level; ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.games.euchre.bots.easy import EasyBot

        return EasyBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.games.euchre.bots.normal import NormalBot

        return NormalBot(seed=seed)
    from euchre.games.euchre.bots.expert import ExpertBot

    return ExpertBot(seed=seed)


def make_game_bot(game_id: str, difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A bot of the given level for the game registered as ``game_id``."""
    from euchre import games

    spec = games.game(game_id)
    if spec.id == games.LEGACY_GAME:
        return make_bot(difficulty, seed=seed)
    if spec.id == "cutthroat":
        from euchre.games.cutthroat.bots import make_cutthroat_bot

        return make_cutthroat_bot(difficulty, seed=seed)
    if spec.id == "buck":
        from euchre.games.buck.bots import make_buck_bot

        return make_buck_bot(difficulty, seed=seed)
    if spec.id == "five_hundred":
        from euchre.games.five_hundred.bots import make_five_hundred_bot

        return make_five_hundred_bot(difficulty, seed=seed)
    raise ValueError(f"no bots play {spec.name} yet.")
