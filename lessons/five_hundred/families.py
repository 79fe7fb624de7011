"""Five Hundred's exercise families on the Train page."""

from __future__ import annotations

from lessons.five_hundred.auction import AuctionDrill, auction_themes, build_auction_drill
from lessons.kit.families import DRILL_EVALUATION_SEED, DrillFamily, drill_samples

__all__ = ["AUCTION", "FAMILIES"]

MAX_AUCTION_SAMPLES = 300  # the Five Hundred Expert's deals per auction drill, at the most


def _auction_expert() -> object:
    """The Expert that values auction drills, on a fixed number of sampled deals."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed=DRILL_EVALUATION_SEED,
                                bid_samples=drill_samples(MAX_AUCTION_SAMPLES))


AUCTION = DrillFamily(
    id=AuctionDrill.family, label="Five Hundred: the auction", game_id="five_hundred",
    themes=auction_themes, generate=build_auction_drill, expert=_auction_expert,
)
FAMILIES = (AUCTION,)
