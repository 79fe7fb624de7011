"""The phases of a Buck Euchre hand."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["BuckPhase"]


class BuckPhase(StrEnum):
    BIDDING_ROUND_1 = "bidding round 1"
    DEALER_DISCARD = "dealer's discard"
    BIDDING_ROUND_2 = "bidding round 2"
    DROP_OUT = "drop-out decisions"
    PLAY = "play"
    SCORED = "scored"
