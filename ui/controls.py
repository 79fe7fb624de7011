"""The user's controls: bid buttons with a Go alone box, and the hand as clickable cards.

Every offered action comes from the view's ``legal_actions``; a card that cannot be
played is disabled and says why in the engine's words.
"""

from __future__ import annotations

import streamlit as st

from euchre import PASS, Action, ActionKind, Card, Phase, discard, play
from euchre.view import SeatView
from ui.cards import card_button_key, card_face, card_label
from ui.explain import action_phrase
from ui.table_state import on_user_action

__all__ = ["CONTROLS_CSS", "prompt_text", "show_bidding", "show_hand", "user_action_phrase"]

CONTROLS_CSS = """
[class*="st-key-card_"] button { width: 58px; height: 82px; min-height: 82px; padding: 0;
  border-radius: 8px; border: 1px solid #9aa3ad; background: #fff; color: #1b1f24;
  box-shadow: 0 1px 3px rgba(0,0,0,.25); }
[class*="st-key-card_"] button p { font-size: 1.35rem; font-weight: 700; }
[class*="st-key-card_r_"] button { color: #c62828; }
[class*="st-key-card_"] button:hover:enabled { border: 2px solid #1e6fd9;
  box-shadow: 0 3px 8px rgba(30,111,217,.45); }
[class*="st-key-card_"] button:disabled { opacity: .42; background: #eceff1; }
.st-key-eu_hand { padding: 4px 0; }
"""


def user_action_phrase(action: Action, view: SeatView) -> str:
    """``action_phrase`` from the user's seat: the dealer picks the upcard up."""
    if action.kind is ActionKind.ORDER_UP and view.dealer == view.seat:
        return "Pick it up" + (" alone" if action.alone else "")
    return action_phrase(action)


def _position_key(position: tuple[int, int]) -> str:
    return f"{position[0]}_{position[1]}"


def _action_key(action: Action, position: tuple[int, int]) -> str:
    """A widget key naming the action, e.g. ``bid_name-H_2_7`` (keys become CSS classes)."""
    return f"bid_{action.text.replace(' ', '-')}_{_position_key(position)}"


def show_bidding(view: SeatView, position: tuple[int, int]) -> None:
    """Buttons for the user's bid (round 1, round 2, defend alone, the joker's suit)."""
    legal = view.legal_actions
    plain = [a for a in legal if not a.alone and a.kind is not ActionKind.PASS]
    can_go_alone = any(a.alone for a in legal)
    alone_key = f"go_alone_{_position_key(position)}"
    with st.container(horizontal=True, gap="small", key="eu_bids",
                      vertical_alignment="center"):
        for action in plain:
            st.button(user_action_phrase(action, view), key=_action_key(action, position),
                      type="primary", on_click=on_user_action,
                      args=(action.text, position, alone_key if can_go_alone else None))
        if any(a.kind is ActionKind.PASS for a in legal):
            st.button("Pass", key=_action_key(PASS, position),
                      on_click=on_user_action, args=("pass", position))
        if can_go_alone:
            st.checkbox("Go alone", key=alone_key,
                        help="Play without your partner: 4 points for winning all five tricks.")
    if view.phase is Phase.BIDDING_ROUND_2 and not any(a.kind is ActionKind.PASS for a in legal):
        st.caption("Stick the dealer: as the dealer you must name a suit.")


def prompt_text(view: SeatView) -> str:
    """What the user is asked to do now, in a sentence."""
    dealer = "you" if view.dealer == view.seat else view.dealer.label
    match view.phase:
        case Phase.BIDDING_ROUND_1:
            return (f"Your turn: order up {view.upcard.symbol} (the dealer, {dealer}, picks it "
                    "up) or pass.")
        case Phase.BIDDING_ROUND_2:
            must = not any(a.kind is ActionKind.PASS for a in view.legal_actions)
            verb = "you must name" if must else "name"
            return (f"Your turn: {verb} a trump suit other than {view.turned_down.symbol}"
                    + ("." if must else ", or pass."))
        case Phase.DEALER_DISCARD:
            return "Your turn: you picked up the upcard, so discard one card."
        case Phase.DEFEND_ALONE:
            return f"Your turn: {view.maker.label} plays alone. Defend alone, or pass?"
        case Phase.JOKER_SUIT:
            return "Your turn: the joker was turned up; choose the suit it stands for."
        case _:
            return ("Your turn: lead a card." if not view.current_trick
                    else "Your turn: play a card to the trick.")


def _reason_text(reasons: dict[Action, str]) -> str | None:
    texts = list(dict.fromkeys(reasons.values()))
    return " ".join(texts) if texts else None


def show_hand(view: SeatView, position: tuple[int, int], reasons: dict[Action, str]) -> None:
    """The user's cards: buttons when there is something to do with them, faces otherwise."""
    discarding = view.phase is Phase.DEALER_DISCARD and view.is_my_turn
    playing = view.phase is Phase.PLAY and view.seat not in view.sitting_out
    if not (discarding or playing):
        faces = "".join(card_face(card) for card in view.hand)
        st.html(f'<div class="eu-row" aria-label="your hand">{faces}</div>')
        return
    legal = set(view.legal_actions)
    with st.container(horizontal=True, gap="small", key="eu_hand"):
        for card in view.hand:
            action = _card_action(card, discarding)
            allowed = action in legal
            st.button(card_label(card), key=card_button_key(_position_key(position), card),
                      disabled=not allowed,
                      help=("Discard " if discarding else "Play ") + card.spoken if allowed
                      else reasons.get(action, "Not your turn."),
                      on_click=on_user_action, args=(action.text, position))
    if discarding:
        st.caption("Click the card to discard.")
    elif view.is_my_turn:
        why = _reason_text(reasons)
        if why:
            st.caption(f"Greyed-out cards cannot be played: {why}")


def _card_action(card: Card, discarding: bool) -> Action:
    return discard(card) if discarding else play(card)
