"""Widgets shared by four-handed Euchre's Hand analyser set-ups: the family's deck, position
and analysis widgets (``ui.analyser``) with Euchre's deck and its feedback."""

from __future__ import annotations

from collections.abc import Callable

from euchre import Rules
from euchre.games.euchre.view import SeatView
from lessons.euchre.analysis import analysis_feedback
from ui import analyser
from ui.analyser import marked_css, show_position

__all__ = ["marked_css", "show_analysis", "show_deck", "show_position"]


def show_deck(purpose: str, rules: Rules, on_card: Callable[[str], None]) -> None:
    """Every card of the deck as a button, one row a suit; a click calls ``on_card``."""
    analyser.show_deck(purpose, rules.deck.cards(), on_card)


def show_analysis(view: SeatView, seed: int, key: str, move: int = 0) -> None:
    """Expert's values for every legal action of ``view``, computed once per position."""
    analyser.show_analysis(view, seed, key, move, analysis_feedback)
