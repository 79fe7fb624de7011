"""An Expert's words around its simulation, the same in every game: the option in words,
how many deals it sampled, why it passed a better-valued bid, what it counted."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Decision, Explanation, Factor
from euchre.bots.explain import count_text, live_sentence
from euchre.cards import Card, Suit, is_trump

if TYPE_CHECKING:
    from euchre.bots.lookahead import Simulation

__all__ = [
    "bid_margin_factor",
    "capitalised",
    "counted_instead",
    "gerund",
    "only_choice",
    "samples_factor",
    "trumps_held_factor",
    "trumps_played_factor",
    "voids_shown_factor",
]


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def gerund(action: Action, seat_is_dealer: bool,
           words: Mapping[ActionKind, str] | None = None) -> str:
    """The option in words for "… scores …": "passing", "ordering it up", "playing A♠";
    ``words`` names a game's own kinds."""
    if words and action.kind in words:
        return words[action.kind]
    match action.kind:
        case ActionKind.PASS:
            return "passing"
        case ActionKind.ORDER_UP:
            return "picking it up" if seat_is_dealer else "ordering it up"
        case ActionKind.NAME_TRUMP:
            return f"naming {action.suit.symbol}"
        case ActionKind.DISCARD:
            return f"discarding {action.card.symbol}"
        case _:
            return f"playing {action.card.symbol}"


def samples_factor(n: int) -> Factor:
    return Factor("samples", n, f"I dealt the unseen cards {n} ways consistent with what I "
                                "know.")


def bid_margin_factor(simulation: Simulation, chosen: int, margin: float) -> Factor | None:
    """Why a pass was chosen over a better-valued bid (None when it was not)."""
    if simulation.actions[chosen] is not PASS or int(np.argmax(simulation.means())) == chosen:
        return None
    return Factor("bid_margin", margin,
                  f"I make trump only when it beats passing by at least {margin:.2f} points: "
                  "the unseen cards are not dealt face up.")


def only_choice(view: Any, move: str, words: str, factors: Sequence[Factor]) -> Decision:
    """The decision when one action is legal: no simulation, the move and what it counted."""
    action = view.legal_actions[0]
    return Decision(view.seat, action, Explanation(
        f"{capitalised(words)} is my only choice.", tuple(factors), live=live_sentence(move)))


def counted_instead(action: Action, why: Explanation) -> tuple[Action, Explanation]:
    """Normal's judgement, for a position no sampled deal can explain."""
    summary = ("No deal I could sample fits everything I have seen, so I decide by "
               "counting instead: " + why.summary)
    return action, Explanation(summary, why.factors, why.options, why.live)


def trumps_held_factor(hand: Sequence[Card], suit: Suit) -> Factor:
    """Private: the trumps the bot holds for ``suit``."""
    trumps = [card for card in hand if is_trump(card, suit)]
    words = ", ".join(card.symbol for card in trumps)
    text = f"I hold {count_text(len(trumps), 'trump')} ({suit.symbol})"
    return Factor("trumps", len(trumps), text + (f": {words}." if trumps else "."))


def trumps_played_factor(played: Sequence[Card], trump: Suit) -> Factor:
    """Public: how many trumps have been played."""
    count = sum(is_trump(card, trump) for card in played)
    return Factor("trumps_played", count,
                  f"{count_text(count, 'trump')} {'has' if count == 1 else 'have'} been played.",
                  public=True)


def voids_shown_factor(view: Any) -> Factor | None:
    """Public: the suits other players have shown they hold none of (None: no void shown)."""
    shown = [(who, suits) for who, suits in view.shown_voids().items()
             if suits and who != view.seat]
    if not shown:
        return None
    parts = [f"{who.label} has no {' '.join(s.symbol for s in sorted(suits))}"
             for who, suits in shown]
    return Factor("voids_shown", len(shown), "Shown void: " + "; ".join(parts) + ".",
                  public=True)
