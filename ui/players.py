"""Who sits at the table: the bots for the chosen level, and Expert as the adviser.

Every decision gets a fresh bot seeded from the match seed and the position, so a
restored match replays to exactly the same decisions, and a hint or a review asked
again for the same position gives the same answer.
"""

from __future__ import annotations

import zlib

from euchre.bots import Bot, Difficulty, make_bot

ADVICE = "expert advice"  # the seed purpose shared by hints and reviews
ADVICE_SAMPLES = 240  # fixed, so a hint or a review is the same however busy the server is


def decision_seed(match_seed: int | str, hand_number: int, move: int, purpose: str) -> int:
    """A reproducible 31-bit seed for one decision of the match."""
    return zlib.crc32(f"{match_seed}:{hand_number}:{move}:{purpose}".encode())


def table_bot(difficulty: Difficulty, seed: int) -> Bot:
    """The bot playing a seat at the chosen level."""
    return make_bot(difficulty, seed)


def adviser(seed: int) -> Bot:
    """Expert, for hints and hand reviews (it offers ``evaluate(view)`` as well)."""
    from euchre.bots.expert import ExpertBot, steady_expert

    bot = make_bot(Difficulty.EXPERT, seed)
    return steady_expert(seed, ADVICE_SAMPLES) if isinstance(bot, ExpertBot) else bot
