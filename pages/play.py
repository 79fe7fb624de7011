"""Play: a match against bots, the user as South with a bot partner North.

The page reads the table session, takes the one bot decision or review step that is
due, and renders: the table from the user's view, the user's controls, the hint, the
table talk, and after each hand the review. All changes happen in callbacks.
"""

from __future__ import annotations

import streamlit as st

from ui.cards import CARD_CSS
from ui.controls import CONTROLS_CSS
from ui.explain import markdown_text
from ui.play_panels import show_controls, show_hand_over, show_hint, show_prompt, show_side
from ui.review import REVIEW_CSS
from ui.setup import show_match_setup
from ui.shell import ensure_app_shell
from ui.table import TABLE_CSS, table_html
from ui.table_state import (
    advance,
    current_table,
    pop_notice,
    seconds_until_due,
    session_table,
    since_last_change,
)

PACER_TICK_SECONDS = 0.25
MIN_SECONDS_BETWEEN_STEPS = 0.05


@st.fragment(run_every=PACER_TICK_SECONDS)
def pacer() -> None:
    """Reruns the page when the next bot decision or review step is due (no state change).

    It is drawn on every run into the same slot at the top of the page, so it keeps one
    identity and one timer; it is drawn last, after this run's step has been taken.
    """
    wait = seconds_until_due(session_table())
    if wait is not None and wait <= 0 and since_last_change() >= MIN_SECONDS_BETWEEN_STEPS:
        st.rerun()


ensure_app_shell()
st.html(f"<style>{CARD_CSS}{TABLE_CSS}{CONTROLS_CSS}{REVIEW_CSS}</style>")
pacer_slot = st.container()
table = advance(current_table())
notice = pop_notice()
if notice:
    st.warning(markdown_text(notice), icon=":material/warning:")
if table is None:
    show_match_setup()
    with pacer_slot:
        pacer()
    st.stop()

st.markdown(f"#### Play · {table.difficulty.label} bots · hand {table.hand_number}")
main, side = st.columns([3, 2], gap="medium")
with main:
    st.html(table_html(table.user_view, table.difficulty.label, table.match.score,
                       table.position))
    show_prompt(table)
    show_controls(table)
    if table.match.hand_over:
        show_hand_over(table)
    else:
        show_hint(table)
with side:
    show_side(table)
with pacer_slot:
    pacer()
