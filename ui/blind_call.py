"""A call made without looking at one's cards (Five Hundred's blind misère): the user's
cards face down until the user decides.

While the engine offers the call (the view's ``blind_call``), the page draws the user's
cards face down, with two choices: make the call (on the user's turn) or look at the
cards, after which the engine no longer offers it.
"""

from __future__ import annotations

import streamlit as st

from table.session import TableSession
from ui.cards import card_back
from ui.table_state import on_look, on_user_action

__all__ = ["BLIND_KEY", "LOOK_KEY", "show_unseen_hand"]

BLIND_KEY = "blind_misere_call"
LOOK_KEY = "blind_misere_look"


def show_unseen_hand(table: TableSession) -> None:
    """The user's cards face down, the blind call (when it is the user's call) and "Look
    at my cards"."""
    view = table.user_view
    call = view.blind_call
    count = len(view.hand)
    st.html(f'<div class="eu-row eu-hand eu-backs" role="img" '
            f'aria-label="your {count} cards face down">'
            + "".join(card_back("") for _ in range(count)) + "</div>")
    left, right = st.columns(2, gap="small")
    with left:
        st.button(call.label, key=BLIND_KEY, type="primary",
                  disabled=call.action not in view.legal_actions, help=call.help,
                  on_click=on_user_action, args=(call.action.text, table.position),
                  width="stretch")
    with right:
        st.button("Look at my cards", key=LOOK_KEY, on_click=on_look, width="stretch",
                  help=f"Turn your cards face up: you may then bid as usual, but no longer "
                       f"{call.name}.")
    st.caption(f"{call.name.capitalize()} is open to you until you look at your cards or make "
               "your first call.")
