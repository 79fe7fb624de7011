"""The phases of a four-handed Euchre hand, by name and by the compiled core's code."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["PHASES_BY_CODE", "Phase"]


class Phase(StrEnum):
    JOKER_SUIT = "dealer names the joker's suit"
    BIDDING_ROUND_1 = "bidding round 1"
    DEALER_DISCARD = "dealer's discard"
    BIDDING_ROUND_2 = "bidding round 2"
    DEFEND_ALONE = "defend-alone declarations"
    PLAY = "play"
    SCORED = "scored"
    THROWN_IN = "thrown in"


PHASES_BY_CODE = (  # indexed by the core's ``P_*`` codes
    Phase.JOKER_SUIT,
    Phase.BIDDING_ROUND_1,
    Phase.DEALER_DISCARD,
    Phase.BIDDING_ROUND_2,
    Phase.DEFEND_ALONE,
    Phase.PLAY,
    Phase.SCORED,
    Phase.THROWN_IN,
)
