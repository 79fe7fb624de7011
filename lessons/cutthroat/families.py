"""Cutthroat's exercise families on the Train page: its four key decisions, each graded by
the Cutthroat Expert."""

from __future__ import annotations

from lessons.cutthroat.choices import (
    BidDrill,
    DefendDrill,
    DummyDrill,
    bid_themes,
    build_bid_drill,
    build_defend_drill,
    build_dummy_drill,
    defend_themes,
    dummy_themes,
)
from lessons.cutthroat.merge import KeepDrill, build_keep_drill, keep_themes
from lessons.kit.families import DRILL_EVALUATION_SEED, DrillFamily, drill_samples

__all__ = ["BID", "DEFEND", "DUMMY", "FAMILIES", "KEEP"]

MOST_SAMPLES = 200  # the Cutthroat Expert's deals per drill decision, at the most


def _expert() -> object:
    """The Expert that values Cutthroat drills, on a fixed number of sampled deals."""
    from euchre.games.cutthroat.bots.expert import MAX_SAMPLES, ExpertCutthroatBot

    return ExpertCutthroatBot(seed=DRILL_EVALUATION_SEED,
                              samples=drill_samples(min(MOST_SAMPLES, MAX_SAMPLES)))


BID = DrillFamily(id=BidDrill.family, label="Cutthroat: bidding", game_id="cutthroat",
                  themes=bid_themes, generate=build_bid_drill, expert=_expert)
DUMMY = DrillFamily(id=DummyDrill.family, label="Cutthroat: the dummy or alone",
                    game_id="cutthroat", themes=dummy_themes, generate=build_dummy_drill,
                    expert=_expert)
KEEP = DrillFamily(id=KeepDrill.family, label="Cutthroat: five of ten",
                   game_id="cutthroat", themes=keep_themes, generate=build_keep_drill,
                   expert=_expert)
DEFEND = DrillFamily(id=DefendDrill.family, label="Cutthroat: defending alone",
                     game_id="cutthroat", themes=defend_themes, generate=build_defend_drill,
                     expert=_expert)
FAMILIES = (BID, DUMMY, KEEP, DEFEND)
