"""A readable text rendering of a hand, for logs, debugging and the Python shell."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre.cards import Card
from euchre.seats import Seat, Team

if TYPE_CHECKING:
    from euchre.games.euchre.hand import HandState

__all__ = ["render_hand"]


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(card.symbol for card in cards) or "—"


def render_hand(state: HandState) -> str:
    """Every seat's cards, the bidding, the tricks and the score of one hand, as text.

    >>> from euchre import HandState
    >>> print(render_hand(HandState.from_seed(42)))
    Dealer East; bidding round 1; South to act
    Upcard J♦
      South J♣ 9♦ 9♥ 10♠ Q♠
      West  K♣ A♣ K♦ A♥ A♠
      North 10♣ Q♣ 10♦ 10♥ K♥
      East  9♣ Q♦ Q♥ J♠ K♠
    """
    lines = [f"Dealer {state.dealer}; {state.phase}" + (
        f"; {state.to_act} to act" if state.to_act is not None else "")]
    up = f"Upcard {state.upcard.symbol}"
    if state.upcard_taken:
        up += " (taken by the dealer)"
    elif state.turned_down is not None:
        up += " (turned down)"
    lines.append(up)
    if state.trump is not None:
        made = f"Trump {state.trump.symbol}, made by {state.maker}"
        if state.maker_alone:
            made += " alone"
        if state.lone_defender is not None:
            made += f"; {state.lone_defender} defends alone"
        lines.append(made)
    for seat in Seat:
        note = " (sitting out)" if seat in state.sitting_out else ""
        lines.append(f"  {seat.label:<5} {_cards(state.hand(seat))}{note}")
    if state.bids:
        bids = "; ".join(f"{seat} {action.describe()}" for seat, action in state.bids)
        lines.append(f"Bids: {bids}")
    for number, trick in enumerate(state.tricks, start=1):
        plays = ", ".join(f"{seat} {card.symbol}" for seat, card in trick.plays)
        lines.append(f"Trick {number}: {plays} — won by {trick.winner}")
    if state.current_trick:
        plays = ", ".join(f"{seat} {card.symbol}" for seat, card in state.current_trick)
        lines.append(f"Trick {len(state.tricks) + 1}: {plays}")
    if state.trump is not None:
        ns, ew = (sum(state.tricks_won[s] for s in Seat if s.team is team) for team in Team)
        lines.append(f"Tricks: North–South {ns}, East–West {ew}")
    if state.is_over:
        lines.append(state.result().summary())
    return "\n".join(lines)
