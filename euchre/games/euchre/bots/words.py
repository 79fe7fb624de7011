"""Four-handed Euchre's words for a move, as the table hears it."""

from __future__ import annotations

from euchre.actions import Action, ActionKind
from euchre.bots.explain import table_move_words
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.view import SeatView

__all__ = ["move_words"]


def move_words(action: Action, view: SeatView) -> str:
    """The move in the first person, naming only what the table sees: "I pass",
    "I order up ♥", "I pick up Q♥ and go alone", "I discard a card", "I lead K♦"."""
    own = {ActionKind.DEFEND_ALONE: "I defend alone"}
    if action.kind is ActionKind.JOKER_SUIT:
        own[ActionKind.JOKER_SUIT] = f"I make the joker a {action.suit.symbol}"
    if view.phase is Phase.DEFEND_ALONE:
        own[ActionKind.PASS] = "I do not defend alone"
    return table_move_words(action, view, own) + (" and go alone" if action.alone else "")
