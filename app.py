"""Euchre School: the Streamlit entry point (navigation, page config)."""

from __future__ import annotations

import streamlit as st

from ui.auth import account_sidebar

st.set_page_config(page_title="Euchre School", page_icon="♠", layout="wide")

pages = [
    st.Page("pages/home.py", title="Home", icon="🏠", default=True),
    st.Page("pages/learn.py", title="Learn", icon="📖", url_path="learn"),
    st.Page("pages/train.py", title="Train", icon="🎯", url_path="train"),
    st.Page("pages/progress.py", title="Learning progress", icon="🎓", url_path="progress"),
    st.Page("pages/leaderboard.py", title="Leaderboard", icon="🏆"),
    st.Page("pages/stats.py", title="My stats", icon="📈"),
    st.Page("pages/account.py", title="Account", icon="👤"),
]
navigation = st.navigation(pages)
account_sidebar()  # after st.navigation: its page link needs the registered pages
navigation.run()
