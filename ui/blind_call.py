"""Blind misère at the Play page: the user's cards face down until the user decides.

Blind misère is called without looking at one's cards, as one's first call. While the
engine says it is open to the user (``TableSession.cards_unseen``), the page draws the
user's cards face down, with two choices: call blind misère (on the user's turn) or look
at the cards, after which the engine no longer offers it.
"""

from __future__ import annotations

import streamlit as st

from euchre.games.five_hundred import BLIND_MISERE, bid
from ui.cards import card_back
from ui.session import TableSession
from ui.table_state import on_look, on_user_action

__all__ = ["BLIND_KEY", "LOOK_KEY", "show_unseen_hand"]

BLIND_KEY = "blind_misere_call"
LOOK_KEY = "blind_misere_look"


def show_unseen_hand(table: TableSession) -> None:
    """The user's cards face down, "Call blind misère" (when it is the user's call) and
    "Look at my cards"."""
    count = len(table.hand.hand(table.user))
    st.html(f'<div class="eu-row eu-hand eu-backs" role="img" '
            f'aria-label="your {count} cards face down">'
            + "".join(card_back("") for _ in range(count)) + "</div>")
    call = bid(BLIND_MISERE)
    value = call.bid.value
    left, right = st.columns(2, gap="small")
    with left:
        st.button(f"Call blind misère · {value}", key=BLIND_KEY, type="primary",
                  disabled=call not in table.user_view.legal_actions,
                  help=f"Misère called without looking at your cards: worth {value} points "
                       "if you take no trick, and it must be your first call.",
                  on_click=on_user_action, args=(call.text, table.position),
                  width="stretch")
    with right:
        st.button("Look at my cards", key=LOOK_KEY, on_click=on_look, width="stretch",
                  help="Turn your cards face up: you may then bid as usual, but no longer "
                       "blind misère.")
    st.caption("Blind misère is open to you until you look at your cards or make your "
               "first call.")
