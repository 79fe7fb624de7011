"""Five Hundred's exercise families on the Train page."""

from __future__ import annotations

from lessons.five_hundred.auction import AuctionDrill, auction_themes, build_auction_drill
from lessons.five_hundred.joker import JokerDrill, build_joker_drill, joker_themes
from lessons.five_hundred.kitty import KittyDrill, build_kitty_drill, kitty_themes
from lessons.five_hundred.misere import MisereDrill, build_misere_drill, misere_themes
from lessons.kit.families import DRILL_EVALUATION_SEED, DrillFamily, drill_samples

__all__ = ["AUCTION", "FAMILIES", "JOKER", "KITTY", "MISERE"]

MAX_AUCTION_SAMPLES = 300  # the Five Hundred Expert's deals per auction drill, at the most
MAX_KITTY_SAMPLES = 400  # …per kitty drill (one simulation of every discard)
MAX_MISERE_SAMPLES = 300  # …per misère drill (an auction decision)
MAX_JOKER_SAMPLES = 300  # …per joker drill (five simulations of the first lead)


def _auction_expert() -> object:
    """The Expert that values auction drills, on a fixed number of sampled deals."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed=DRILL_EVALUATION_SEED,
                                bid_samples=drill_samples(MAX_AUCTION_SAMPLES))


def _kitty_expert() -> object:
    """The Expert that values kitty drills, on a fixed number of sampled deals."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed=DRILL_EVALUATION_SEED,
                                kitty_samples=drill_samples(MAX_KITTY_SAMPLES))


def _misere_expert() -> object:
    """The Expert that values misère drills, on a fixed number of sampled deals."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed=DRILL_EVALUATION_SEED,
                                bid_samples=drill_samples(MAX_MISERE_SAMPLES))


def _joker_expert() -> object:
    """The Expert that values joker drills, on a fixed number of sampled deals."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed=DRILL_EVALUATION_SEED,
                                play_samples=drill_samples(MAX_JOKER_SAMPLES))


AUCTION = DrillFamily(
    id=AuctionDrill.family, label="Five Hundred: the auction", game_id="five_hundred",
    themes=auction_themes, generate=build_auction_drill, expert=_auction_expert,
)
KITTY = DrillFamily(
    id=KittyDrill.family, label="Five Hundred: the kitty discard", game_id="five_hundred",
    themes=kitty_themes, generate=build_kitty_drill, expert=_kitty_expert,
)
MISERE = DrillFamily(
    id=MisereDrill.family, label="Five Hundred: calling misère", game_id="five_hundred",
    themes=misere_themes, generate=build_misere_drill, expert=_misere_expert,
)
JOKER = DrillFamily(
    id=JokerDrill.family, label="Five Hundred: the joker's suit", game_id="five_hundred",
    themes=joker_themes, generate=build_joker_drill, expert=_joker_expert,
)
FAMILIES = (AUCTION, KITTY, MISERE, JOKER)
