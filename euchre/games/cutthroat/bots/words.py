"""Cutthroat's words for a bot's move and its place at the table.

The shared vocabulary (``euchre.bots.explain``) says the figures; this module adds what
only Cutthroat has: the maker alone against two, the dummy hand, and the move in words
for its phases ("I take the dummy", "I discard a card").
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.actions import Action, ActionKind
from euchre.bots import explain as ex
from euchre.bots.base import Factor
from euchre.cards import Card
from euchre.games.cutthroat.actions import CutthroatKind
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.seats import Player
from euchre.games.cutthroat.view import CutthroatView

__all__ = [
    "DEFENDER",
    "MAKER",
    "dummy_factor",
    "keep_factor",
    "move_words",
    "position_factor",
    "role_factor",
    "role_of",
    "winning_factor",
]

MAKER = "maker"
DEFENDER = "defender"
BIDDER = "bidder"


def move_words(action: Action, view: CutthroatView) -> str:
    """The move in the first person, naming only what the table sees."""
    own = {CutthroatKind.TAKE_DUMMY: "I take the dummy", CutthroatKind.GO_ALONE: "I go alone",
           ActionKind.DEFEND_ALONE: "I defend alone"}
    if view.phase is CutthroatPhase.DEFEND_ALONE:
        own[ActionKind.PASS] = "I do not defend alone"
    return ex.table_move_words(action, view, own)


def role_of(view: CutthroatView) -> str:
    """"maker" or "defender" once trump is made ("bidder" before)."""
    if view.maker is None:
        return BIDDER
    return MAKER if view.maker == view.seat else DEFENDER


def role_factor(view: CutthroatView) -> Factor:
    """Public: who made trump, and so who plays with whom this hand."""
    role = role_of(view)
    if role == MAKER:
        text = "I made trump and play against the other two"
    else:
        text = f"{view.maker.label} made trump, so the other defender and I play together"
    return Factor("role", role, text, public=True)


def dummy_factor(took_dummy: bool) -> Factor:
    """Public: whether the maker took the dummy (announced at the table)."""
    text = "the maker took the dummy" if took_dummy else "the maker went alone"
    return Factor("took_dummy", took_dummy, text, public=True)


def keep_factor(kept: Sequence[Card]) -> Factor:
    """Private: the five cards the maker keeps of its ten."""
    words = ", ".join(card.symbol for card in kept)
    return Factor("kept", " ".join(card.text for card in kept), f"I keep {words}")


def winning_factor(seat: Player, card: Card, fellow: bool) -> Factor:
    """Public: who is winning the trick so far, and with what."""
    return ex.winning_factor(seat, card, fellow, friend="the other defender")


def position_factor(position_text: str, dealer: Player) -> Factor:
    """Public: the seat's place relative to the dealer."""
    return ex.position_factor(None, dealer, position_text)
