"""The phases of a Five Hundred hand."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["FiveHundredPhase"]


class FiveHundredPhase(StrEnum):
    AUCTION = "auction"
    KITTY = "kitty exchange"
    PLAY = "play"
    SCORED = "scored"
    THROWN_IN = "thrown in"
