"""Five Hundred bots at every level, behind the one bot interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["LEVEL_WORDS", "make_bot", "warm_up"]

LEVEL_WORDS = {
    Difficulty.EASY: "bids six or seven in its longest suit, never no trumps or misère, "
                     "and plays its highest card to take a trick: a beginner can win",
    Difficulty.NORMAL: "counts its tricks in every denomination and bids what it counts, "
                       "calls misère only when no card of its could be forced to win a "
                       "trick, throws the kitty's least useful cards and draws trumps",
    Difficulty.EXPERT: "plays each bid, discard and card out on many sampled deals and "
                       "values them by the schedule's points, bidding only contracts those "
                       "deals make",
}
"""What each level does, in the set-up form's words."""


def make_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A Five Hundred bot of the given level (for three or four players: each view says
    which); ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.games.five_hundred.bots.easy import EasyFiveHundredBot

        return EasyFiveHundredBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.games.five_hundred.bots.normal import NormalFiveHundredBot

        return NormalFiveHundredBot(seed=seed)
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed=seed)


def warm_up() -> None:
    """Load (or compile) Expert's machine code: every decision of one hand (auction,
    kitty, play)."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot
    from euchre.games.five_hundred.hand import FiveHundredHand

    expert = ExpertFiveHundredBot(seed=0, bid_samples=2, kitty_samples=2, play_samples=2)
    hand = FiveHundredHand.from_seed("warm-up")
    while not hand.is_over:
        hand = hand.apply(expert.decide(hand.view(hand.to_act)).action, hand.to_act)
