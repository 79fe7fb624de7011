"""Who sits at the table: the game's bots for the chosen level, and its Expert as the adviser.

Every decision gets a fresh bot seeded from the match seed and the position, so a
restored match replays to exactly the same decisions, and a hint or a review asked
again for the same position gives the same answer. The bots are the game's own, as its
spec (``euchre.games``) seats them.
"""

from __future__ import annotations

import zlib

from euchre import games
from euchre.bots import Bot, Difficulty

__all__ = ["ADVICE", "adviser", "decision_seed", "table_bot"]

ADVICE = "expert advice"  # the seed purpose shared by hints and reviews


def decision_seed(match_seed: int | str, hand_number: int, move: int, purpose: str) -> int:
    """A reproducible 31-bit seed for one decision of the match."""
    return zlib.crc32(f"{match_seed}:{hand_number}:{move}:{purpose}".encode())


def table_bot(game_id: str, difficulty: Difficulty, seed: int) -> Bot:
    """The bot playing a seat of ``game_id`` at the chosen level."""
    return games.game(game_id).bot(difficulty, seed)


def adviser(game_id: str, seed: int) -> Bot:
    """The game's Expert, for hints and hand reviews, doing the same work whatever the load."""
    return games.game(game_id).adviser(seed)
