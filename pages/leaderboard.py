"""Leaderboard: players ranked by ranking points, with their best results, per game or for
all games together."""

from __future__ import annotations

import streamlit as st

from euchre.bots.base import Difficulty
from store.leaderboard import PERIODS, leaderboard, period_start
from ui.auth import current_user, guest_notice
from ui.game_choice import select_game
from ui.shell import ensure_app_shell

ensure_app_shell()

ALL_LEVELS = "All levels"

st.title("Leaderboard")
st.caption("A win earns Easy +10, Normal +30, Expert +100 ranking points; a loss or an "
           "abandoned match earns nothing. Only signed-in players' matches are recorded.")

game_column, level_column, period_column = st.columns(3)
game = select_game("board_game", game_column)
level = level_column.selectbox(
    "Difficulty", [ALL_LEVELS, *(level.label for level in Difficulty)], key="board_level"
)
period = period_column.selectbox("Period", list(PERIODS), key="board_period")

difficulty = None if level == ALL_LEVELS else Difficulty(level.lower())
table = leaderboard(difficulty, period_start(period), game=game)

user = current_user()
if table.empty:
    st.info("No recorded matches for this selection yet.")
else:
    st.dataframe(
        table, hide_index=True, width="stretch",
        column_config={
            "Rank": st.column_config.NumberColumn(width="small"),
            "Player": st.column_config.TextColumn(),
            "Points": st.column_config.NumberColumn(help="Ranking points earned"),
            "Longest streak": st.column_config.NumberColumn(help="Most wins in a row"),
            "Biggest margin": st.column_config.NumberColumn(
                help="Largest lead over the next best side at the end of a won match"),
            "Matches": st.column_config.NumberColumn(help="Won, lost and abandoned"),
        },
    )
    if user is not None:
        mine = table[table["Player"] == user.username]
        if mine.empty:
            st.caption("You have no recorded match in this selection.")
        else:
            row = mine.iloc[0]
            st.caption(f"Your rank: {row['Rank']} of {len(table)}, "
                       f"with {row['Points']} ranking points.")
if user is None:
    guest_notice()
