"""Bots for every level, behind one interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Decision, Difficulty, Explanation, Factor, OptionValue

__all__ = [
    "Bot",
    "Decision",
    "Difficulty",
    "Explanation",
    "Factor",
    "OptionValue",
    "make_bot",
    "make_game_bot",
]


def make_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A bot of the given level; ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.bots.easy import EasyBot

        return EasyBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.bots.normal import NormalBot

        return NormalBot(seed=seed)
    from euchre.bots.expert import ExpertBot

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
