"""The engine's error types: every refusal is a ``ValueError`` with a message for people."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from euchre.seats import Seat

__all__ = ["IllegalActionError", "RecordError"]


class IllegalActionError(ValueError):
    """An action the rules do not allow now. ``rule`` names the rule, ``seat`` who tried,
    ``to_player`` is the message as said to that seat's player ("You must follow ♣…").

    The state it was tried on is unchanged: states are immutable values.
    """

    def __init__(self, message: str, *, rule: str, seat: Seat | None = None,
                 to_player: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.seat = seat
        self.to_player = message if to_player is None else to_player


class RecordError(ValueError):
    """A hand or match record that is malformed, edited or does not replay."""
