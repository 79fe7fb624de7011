"""What a view shows: every card named anywhere in it."""

from __future__ import annotations

import dataclasses

from euchre.cards import Card


def cards_named(value: object) -> set[Card]:
    """Every card in a view's fields, however deeply nested (rules and seating aside)."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found: set[Card] = set()
        for field in dataclasses.fields(value):
            if field.name not in ("rules", "seating"):
                found |= cards_named(getattr(value, field.name))
        return found
    if isinstance(value, tuple | list | set | frozenset):
        found = set()
        for item in value:
            found |= cards_named(item)
        return found
    return set()
