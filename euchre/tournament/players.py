"""Bot names the tournament accepts: every level of a game's bots, and ``random``."""

from __future__ import annotations

import random

from euchre import games
from euchre.bots import Bot, Difficulty
from euchre.bots.random_bot import RandomBot

__all__ = ["BOT_NAMES", "check_bot_name", "derived_seed", "new_bot"]

BOT_NAMES = ("random", *(level.value for level in Difficulty))


def check_bot_name(name: str) -> str:
    """The name in lower case, or a ``ValueError`` listing the names accepted."""
    key = name.strip().lower()
    if key not in BOT_NAMES:
        raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}.")
    return key


def new_bot(game_id: str, name: str, seed: int) -> Bot:
    """A fresh bot of that name for the game ``game_id``, reproducible from ``seed``."""
    key = check_bot_name(name)
    if key == "random":
        return RandomBot(seed=seed)
    return games.game(game_id).bot(key, seed)


def derived_seed(*parts: object) -> int:
    """A stable 31-bit seed from any parts (Python's ``hash`` of text changes per process)."""
    return random.Random(":".join(map(str, parts))).randrange(2**31)
