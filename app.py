"""Euchre School: the Streamlit entry point (page config, navigation, who is signed in)."""

from __future__ import annotations

import streamlit as st

st.set_page_config(page_title="Euchre School", page_icon="♠", layout="wide")

pages = {
    "Euchre School": [
        st.Page("pages/home.py", title="Home", icon="🏠", default=True),
        # Learn and Train pages go here.
        st.Page("pages/play.py", title="Play", icon="🃏", url_path="play"),
    ],
    # Leaderboard, Account and My stats pages go in their own section here.
}

with st.sidebar:
    st.caption("Signed in as")
    st.markdown("**Guest**")
    st.caption("Guests can play everything; wins are recorded for signed-in players.")

st.navigation(pages).run()
