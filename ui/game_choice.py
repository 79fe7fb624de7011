"""The game selector of the results pages: all games together, or one game of the family.

The games and their names come from the registry (``euchre.games``), so a game appears
here once its package registers it.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from euchre import games

__all__ = ["ALL_GAMES", "game_label", "select_game"]

ALL_GAMES = "All games"


def game_label(game_id: str | None) -> str:
    """"All games" for None, else the game's registered name (its id if unregistered)."""
    if game_id is None:
        return ALL_GAMES
    try:
        return games.game(game_id).name
    except ValueError:
        return game_id


def select_game(key: str, container: Any = st) -> str | None:
    """A "Game" selectbox: None for all games, else the chosen game's id."""
    return container.selectbox("Game", [None, *games.game_ids()], format_func=game_label,
                               key=key)
