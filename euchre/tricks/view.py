"""What every seat's view says of the tricks, in any game: cards played, the led card, voids.

A game's view (a frozen dataclass with ``seat``, ``to_act``, ``trump``, ``tricks`` and
``current_trick``) inherits these from ``TrickView`` and names its seats in ``seat_type``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from euchre.cards import Card, Suit, effective_suit

__all__ = ["TrickView"]


class TrickView:
    """Public facts about the play that any seat can read from its view."""

    seat_type: ClassVar[Iterable[Any]]  # every seat of the game, in order

    seat: Any
    to_act: Any
    trump: Suit | None
    tricks: tuple[Any, ...]
    current_trick: tuple[tuple[Any, Card], ...]

    @property
    def is_my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played so far, finished tricks first."""
        played = [card for trick in self.tricks for _, card in trick.plays]
        return (*played, *(card for _, card in self.current_trick))

    @property
    def led_card(self) -> Card | None:
        return self.current_trick[0][1] if self.current_trick else None

    def shown_voids(self) -> dict[Any, frozenset[Suit]]:
        """Effective suits each seat has shown it lacks by not following suit (in a hand
        played without trumps, ``trump`` is None and every card keeps its own suit)."""
        voids: dict[Any, set[Suit]] = {seat: set() for seat in self.seat_type}
        for plays in [trick.plays for trick in self.tricks] + [self.current_trick]:
            if not plays:
                continue
            led = effective_suit(plays[0][1], self.trump)
            for seat, card in plays[1:]:
                if effective_suit(card, self.trump) != led:
                    voids[seat].add(led)
        return {seat: frozenset(suits) for seat, suits in voids.items()}
