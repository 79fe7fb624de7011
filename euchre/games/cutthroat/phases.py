"""The phases of a Cutthroat hand."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["CutthroatPhase"]


class CutthroatPhase(StrEnum):
    BIDDING_ROUND_1 = "bidding round 1"
    DEALER_DISCARD = "dealer's discard"
    BIDDING_ROUND_2 = "bidding round 2"
    MAKER_CHOICE = "maker's choice: the dummy or alone"
    DUMMY_DISCARD = "maker's discards"
    DEFEND_ALONE = "defend-alone declarations"
    PLAY = "play"
    SCORED = "scored"
    THROWN_IN = "thrown in"
