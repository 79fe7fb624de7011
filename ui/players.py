"""Who sits at the table: the game's bots for the chosen level, and its Expert as the adviser.

Every decision gets a fresh bot seeded from the match seed and the position, so a
restored match replays to exactly the same decisions, and a hint or a review asked
again for the same position gives the same answer.
"""

from __future__ import annotations

import zlib

from euchre.bots import Bot, Difficulty, make_bot, make_game_bot
from euchre.games import LEGACY_GAME

ADVICE = "expert advice"  # the seed purpose shared by hints and reviews
# Four-handed Euchre's Expert does a fixed amount of work per decision, so the adviser is the
# table's Expert itself: a hint or a review is what Expert would play, however busy the
# server is. Cutthroat's Expert plays out every option of a decision on each sampled deal
# (a merge with the dummy weighs whole keeps of five): fewer deals keep a hint near a
# quarter second.
CUTTHROAT_ADVICE_SAMPLES = 96


def decision_seed(match_seed: int | str, hand_number: int, move: int, purpose: str) -> int:
    """A reproducible 31-bit seed for one decision of the match."""
    return zlib.crc32(f"{match_seed}:{hand_number}:{move}:{purpose}".encode())


def game_bot(game_id: str, difficulty: Difficulty, seed: int) -> Bot:
    """A bot of ``game_id`` at a level."""
    if game_id == LEGACY_GAME:
        return make_bot(difficulty, seed)
    return make_game_bot(game_id, difficulty, seed)


def table_bot(difficulty: Difficulty, seed: int, game_id: str = LEGACY_GAME) -> Bot:
    """The bot playing a seat at the chosen level."""
    return game_bot(game_id, difficulty, seed)


def adviser(seed: int, game_id: str = LEGACY_GAME) -> Bot:
    """The game's Expert, for hints and hand reviews, doing the same work whatever the load."""
    from euchre.games.cutthroat.bots.expert import MAX_SAMPLES, ExpertCutthroatBot
    from euchre.games.euchre.bots.expert import STEADY_DEADLINE_MS

    bot = game_bot(game_id, Difficulty.EXPERT, seed)
    if isinstance(bot, ExpertCutthroatBot):
        return ExpertCutthroatBot(seed, time_budget_ms=STEADY_DEADLINE_MS,
                                  samples=min(CUTTHROAT_ADVICE_SAMPLES, MAX_SAMPLES))
    return bot
