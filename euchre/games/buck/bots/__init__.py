"""Buck Euchre bots at every level, behind the one bot interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["LEVEL_WORDS", "make_bot", "warm_up"]

LEVEL_WORDS = {
    Difficulty.EASY: "makes trump on a glance at a suit, stays in with any trump or ace "
                     "and plays on a hunch now and then: a beginner can win",
    Difficulty.NORMAL: "counts each card's chance of a trick, stays in only when the tricks "
                       "outweigh the risk of being bucked, cashes its boss cards",
    Difficulty.EXPERT: "deals the unseen cards many times over and plays every bid, "
                       "drop-out and card out for its own count",
}
"""What each level does, in the set-up form's words."""


def make_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A Buck Euchre bot of the given level; ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.games.buck.bots.easy import EasyBuckBot

        return EasyBuckBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.games.buck.bots.normal import NormalBuckBot

        return NormalBuckBot(seed=seed)
    from euchre.games.buck.bots.expert import ExpertBuckBot

    return ExpertBuckBot(seed=seed)


def warm_up() -> None:
    """Load (or compile) Expert's machine code: every decision of one hand (an order-up,
    the dealer's discard, two drop-outs, a stay-in and the play)."""
    from euchre.games.buck.bots.expert import ExpertBuckBot
    from euchre.games.buck.hand import BuckHand

    expert = ExpertBuckBot(seed=0, bid_samples=2, play_samples=2)
    hand = BuckHand.from_seed("warm-up-1")
    while not hand.is_over:
        hand = hand.apply(expert.decide(hand.view(hand.to_act)).action, hand.to_act)
