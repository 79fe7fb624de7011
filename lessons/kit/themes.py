"""What exercises practise (themes) and the tiers they come in, the same for every game.

Each game's lessons declare their themes as a subclass of ``Theme`` whose members are
``(id, label, summary)``; ids are unique across the family, so progress keeps accuracy by
the id alone.

>>> class PracticeTheme(Theme):
...     LEADS = "leads", "Opening leads", "Lead from strength."
>>> PracticeTheme("leads").label, PracticeTheme.LEADS == "leads"
('Opening leads', True)
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

__all__ = ["Theme", "Tier"]


class Tier(IntEnum):
    """Difficulty tiers, the same three in every family."""

    BEGINNER = 1
    INTERMEDIATE = 2
    ADVANCED = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


class Theme(StrEnum):
    """What an exercise practises; accuracy is tracked per theme (a game subclasses it)."""

    _label: str
    _summary: str

    def __new__(cls, value: str, label: str = "", summary: str = "") -> Theme:
        member = str.__new__(cls, value)
        member._value_ = value
        member._label = label or value
        member._summary = summary
        return member

    @property
    def label(self) -> str:
        return self._label

    @property
    def summary(self) -> str:
        return self._summary
