"""The games with a card-play puzzle bank, found by the game's id: a game's lessons
declare their puzzles' parts as ``lessons.<game id>.puzzles.PUZZLES`` (a
``lessons.kit.puzzles.game.PuzzleGame``). Four-handed Euchre keeps its own bank
(``lessons.euchre.puzzles``).

>>> puzzle_game_ids()
('cutthroat', 'buck', 'five_hundred')
"""

from __future__ import annotations

import importlib
from functools import cache

from euchre import games
from lessons.kit.puzzles.game import PuzzleGame

__all__ = ["puzzle_game", "puzzle_game_ids"]


@cache
def _found(game_id: str) -> PuzzleGame | None:
    try:
        module = importlib.import_module(f"lessons.{game_id}.puzzles")
    except ModuleNotFoundError as error:
        if error.name == f"lessons.{game_id}.puzzles":
            return None
        raise
    game = getattr(module, "PUZZLES", None)
    return game if isinstance(game, PuzzleGame) else None


def puzzle_game_ids() -> tuple[str, ...]:
    """The ids of the games whose lessons declare ``PUZZLES``, in registration order."""
    return tuple(game_id for game_id in games.game_ids() if _found(game_id) is not None)


def puzzle_game(game_id: str) -> PuzzleGame:
    """The puzzle parts of ``game_id`` (a ``ValueError`` names the games there are)."""
    found = _found(game_id) if game_id in games.game_ids() else None
    if found is None:
        raise ValueError(f"no card-play puzzle bank is mined for {game_id!r}: the games "
                         f"are {', '.join(puzzle_game_ids())}.")
    return found
