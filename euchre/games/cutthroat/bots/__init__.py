"""Cutthroat bots at every level, behind the one bot interface (``euchre.bots.base.Bot``)."""

from __future__ import annotations

from euchre.bots.base import Bot, Difficulty

__all__ = ["ADVICE_SAMPLES", "LEVEL_WORDS", "make_adviser", "make_bot", "warm_up"]

LEVEL_WORDS = {
    Difficulty.EASY: "makes trump on a glance at a suit, always takes the dummy and grabs "
                     "tricks with its highest card: a beginner can win",
    Difficulty.NORMAL: "counts its hand against what its seat needs, weighs the dummy, pulls "
                       "trumps as maker and defends with the other defender",
    Difficulty.EXPERT: "deals the unseen cards many times over and plays every option out, "
                       "the dummy's ten cards included",
}
"""What each level does, in the set-up form's words."""

# Expert plays out every option of a decision on each sampled deal (a merge with the
# dummy weighs whole keeps of five): fewer deals keep a hint near a quarter second.
ADVICE_SAMPLES = 96


def make_bot(difficulty: Difficulty | str, seed: int = 0) -> Bot:
    """A Cutthroat bot of the given level; ``seed`` makes its choices reproducible."""
    level = Difficulty(difficulty)
    if level is Difficulty.EASY:
        from euchre.games.cutthroat.bots.easy import EasyCutthroatBot

        return EasyCutthroatBot(seed=seed)
    if level is Difficulty.NORMAL:
        from euchre.games.cutthroat.bots.normal import NormalCutthroatBot

        return NormalCutthroatBot(seed=seed)
    from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot

    return ExpertCutthroatBot(seed=seed)


def make_adviser(seed: int) -> Bot:
    """The Expert of hints and reviews: a fixed number of deals, whatever the load."""
    from euchre.games.cutthroat.bots.expert import MAX_SAMPLES, ExpertCutthroatBot

    return ExpertCutthroatBot(seed, samples=min(ADVICE_SAMPLES, MAX_SAMPLES))


def warm_up() -> None:
    """Load (or compile) Expert's machine code: its first bid and every card play of one
    hand."""
    from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot
    from euchre.games.cutthroat.bots.normal import NormalCutthroatBot
    from euchre.games.cutthroat.hand import CutthroatHand
    from euchre.games.cutthroat.phases import CutthroatPhase

    expert = ExpertCutthroatBot(seed=0, samples=8)
    normal = NormalCutthroatBot()
    hand = CutthroatHand.from_seed("warm-up")
    asked_to_bid = False
    while not hand.is_over:
        view = hand.view(hand.to_act)
        wanted = hand.phase is CutthroatPhase.PLAY or not asked_to_bid
        asked_to_bid = True
        bot = expert if wanted else normal
        hand = hand.apply(bot.decide(view).action, hand.to_act)
