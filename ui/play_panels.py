"""The Play page's panels: prompt, controls, hint, table talk and score, end of a hand."""

from __future__ import annotations

import streamlit as st

from euchre import Phase
from ui.auth import GUEST_NOTICE, current_user
from ui.charts import score_chart
from ui.controls import prompt_text, show_bidding, show_hand, user_action_phrase
from ui.explain import markdown_text, show_explanation
from ui.feed import show_feed
from ui.redact import Redactor
from ui.review import show_hand_review
from ui.session import USER, TableSession
from ui.table import team_name
from ui.table_state import SPEED_KEY, SPEEDS, on_hint, on_leave, on_next_hand
from ui.table_store import recorded_result

__all__ = ["show_controls", "show_hand_over", "show_hint", "show_prompt", "show_side"]


def show_prompt(table: TableSession) -> None:
    view = table.user_view
    if table.match.hand_over:
        return
    if table.users_turn:
        st.markdown(f"**{markdown_text(prompt_text(view))}**")
    elif view.to_act is not None:
        st.caption(f"{view.to_act.label} is thinking…")


def show_controls(table: TableSession) -> None:
    view = table.user_view
    if table.users_turn and view.phase not in (Phase.PLAY, Phase.DEALER_DISCARD):
        show_bidding(view, table.position)
    show_hand(view, table.position, table.refusals() if table.users_turn else {})


def show_hint(table: TableSession) -> None:
    st.button("Hint: what would Expert do?", key="hint", icon=":material/lightbulb:",
              on_click=on_hint,
              disabled=not table.users_turn)
    hint = table.current_hint
    if hint is not None:
        with st.container(border=True):
            phrase = user_action_phrase(hint.action, table.user_view)
            st.markdown(f"**Expert would: {markdown_text(phrase)}**")
            show_explanation(Redactor(table.user_view).explanation(hint.explanation),
                             chosen=hint.action)


def show_side(table: TableSession) -> None:
    st.segmented_control("Bot speed", list(SPEEDS), default="Normal", key=SPEED_KEY,
                         help="How long each bot decision stays on screen before the next.")
    talk, score = st.tabs(["Table talk", "Score"])
    with talk:
        over = table.match.hand_over
        redactor = None if over else Redactor(table.user_view)
        st.caption("Bots explain every call and play. Cards you cannot see stay hidden "
                   "until the hand is over." if not over else
                   "The hand is over: every explanation is shown with all its cards.")
        with st.container(height=460, border=False, autoscroll=True):
            show_feed(table.turns_of_hand(), USER, redactor)
    with score:
        st.altair_chart(score_chart(table.match.score_history(), table.rules.points_to_win,
                                    USER.team), width="stretch")
        with st.expander("Table rules"):
            for option, value in table.rules.describe():
                st.markdown(f"- **{option}**: {value}")
        st.button("Leave this match", key="leave", on_click=on_leave)


def show_recording(table: TableSession) -> None:
    """Whether the server recorded the match (signed-in players) or not (guests)."""
    recorded = recorded_result()
    if recorded is not None:
        st.caption(f"Recorded on the leaderboard: {recorded.outcome.value}, "
                   f"{recorded.ranking_points:+d} ranking points.")
    elif current_user() is None:
        st.caption(GUEST_NOTICE)


def show_hand_over(table: TableSession) -> None:
    match = table.match
    result = match.current.result()
    st.subheader(f"Hand {table.hand_number} is over")
    st.info(markdown_text(result.summary()))
    if match.is_over:
        winner = match.winner
        if winner == USER.team:
            st.success(f"**Your team wins the match {match.score[USER.team]}–"
                       f"{match.score[USER.team.other]}!** Your team earns "
                       f"**+{table.ranking_points} ranking points** "
                       f"({table.difficulty.label} bots).")
        else:
            st.error(f"**{team_name(winner, USER)} win the match "
                     f"{match.score[winner]}–{match.score[winner.other]}.** "
                     "No ranking points this time.")
        show_recording(table)
        st.button("Play a new match", type="primary", key="new_match", on_click=on_leave)
    else:
        st.button("Next hand", type="primary", key="next_hand", on_click=on_next_hand)
    st.altair_chart(score_chart(match.score_history(), table.rules.points_to_win, USER.team),
                    width="stretch")
    show_hand_review(table)
