"""Who sits at the table: the bots for the chosen level, and Expert as the adviser.

Every decision gets a fresh bot seeded from the match seed and the position, so a
restored match replays to exactly the same decisions.
"""

from __future__ import annotations

import zlib

from euchre.bots import Bot, Difficulty, make_bot


def decision_seed(match_seed: int | str, hand_number: int, move: int, purpose: str) -> int:
    """A reproducible 31-bit seed for one decision of the match."""
    return zlib.crc32(f"{match_seed}:{hand_number}:{move}:{purpose}".encode())


def table_bot(difficulty: Difficulty, seed: int) -> Bot:
    """The bot playing a seat at the chosen level."""
    return make_bot(difficulty, seed)


class AdviserUnavailable(ValueError):
    """Expert cannot be loaded, so there are no hints or reviews (the game goes on)."""


def adviser(seed: int) -> Bot:
    """Expert, for hints and hand reviews (it must offer ``evaluate(view)``)."""
    try:
        return make_bot(Difficulty.EXPERT, seed)
    except ImportError as error:
        raise AdviserUnavailable(
            f"Expert's hints and reviews are not available in this installation ({error})."
        ) from None
