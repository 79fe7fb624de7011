"""Cutthroat positions for bot tests: hands played out by a mix of players under both rule sets."""

from __future__ import annotations

from collections.abc import Iterator

from euchre.games.cutthroat import CutthroatHand, CutthroatRules, CutthroatView, Player
from euchre.games.cutthroat.bots.easy import EasyCutthroatBot
from euchre.games.cutthroat.bots.normal import NormalCutthroatBot
from tests.games.bot_positions import random_positions as game_positions

RULE_SETS = (CutthroatRules(), CutthroatRules(stick_the_dealer=True))


def random_positions(hands: int, seed: int) -> Iterator[tuple[CutthroatHand, CutthroatView]]:
    """Every decision point of ``hands`` hands, each seat driven by a random choice of player."""
    return game_positions(CutthroatHand.from_seed, RULE_SETS, tuple(Player), EasyCutthroatBot,
                          NormalCutthroatBot, hands, seed)


def phases_of(positions) -> set[str]:
    return {str(view.phase) for _hand, view in positions}
