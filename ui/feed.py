"""The table talk: every bot decision of the hand with its explanation, in order."""

from __future__ import annotations

import streamlit as st

from euchre import Action, Seat
from ui.explain import action_phrase, markdown_text, show_explanation
from ui.redact import Redactor
from ui.session import BotTurn
from ui.table import seat_name

__all__ = ["show_feed"]


def show_feed(turns: tuple[BotTurn, ...], user: Seat, redactor: Redactor | None) -> None:
    """``redactor`` hides cards the user cannot see yet (None once the hand is over)."""
    if not turns:
        st.caption("No bot decisions yet this hand.")
        return

    def describe(action: Action) -> str:
        phrase = action_phrase(action)
        return redactor.text(phrase) if redactor is not None else phrase

    for turn in turns:  # oldest first: an opened explanation keeps its place
        explanation = turn.explanation
        done = turn.action.describe()
        if redactor is not None:
            explanation = redactor.explanation(explanation)
            done = redactor.text(done)
        st.markdown(f"**{seat_name(turn.seat, user)}** {markdown_text(done)}")
        show_explanation(explanation, describe, chosen=turn.action,
                         label="Why: factors and figures")
