"""Buck Euchre's exercise families on the Train page."""

from __future__ import annotations

from lessons.buck.bid import BidDrill, bid_themes, build_bid_drill
from lessons.buck.drop_out import DropOutDrill, build_drop_out_drill, drop_out_themes
from lessons.kit.families import DRILL_EVALUATION_SEED, DrillFamily, drill_samples

__all__ = ["BID", "DROP_OUT", "FAMILIES"]

MAX_DROP_OUT_SAMPLES = 400  # the Buck Expert's deals per drop-out drill, at the most
MAX_BID_SAMPLES = 400  # the Buck Expert's deals per bidding drill, at the most


def _drop_out_expert() -> object:
    """The Expert that values drop-out drills, on a fixed number of sampled deals."""
    from euchre.games.buck.bots.expert import ExpertBuckBot

    return ExpertBuckBot(seed=DRILL_EVALUATION_SEED,
                         bid_samples=drill_samples(MAX_DROP_OUT_SAMPLES))


def _bid_expert() -> object:
    """The Expert that values bidding drills, on a fixed number of sampled deals."""
    from euchre.games.buck.bots.expert import ExpertBuckBot

    return ExpertBuckBot(seed=DRILL_EVALUATION_SEED, bid_samples=drill_samples(MAX_BID_SAMPLES))


DROP_OUT = DrillFamily(
    id=DropOutDrill.family, label="Buck Euchre: dropping out", game_id="buck",
    themes=drop_out_themes, generate=build_drop_out_drill, expert=_drop_out_expert,
)
BID = DrillFamily(
    id=BidDrill.family, label="Buck Euchre: make trump or pass", game_id="buck",
    themes=bid_themes, generate=build_bid_drill, expert=_bid_expert,
)
FAMILIES = (BID, DROP_OUT)
