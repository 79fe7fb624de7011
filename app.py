"""Euchre School: the Streamlit entry point (page config, navigation, who is signed in)."""

from __future__ import annotations

import streamlit as st

from store.errors import DatabaseUnavailableError
from ui.auth import account_sidebar
from ui.shell import mark_app_shell_run
from ui.table_state import use_store
from ui.table_store import AccountTableStore
from ui.warm_up import start_warm_up

mark_app_shell_run()
st.set_page_config(page_title="Euchre School", page_icon="♠", layout="wide")

pages = {
    "Euchre School": [
        st.Page("pages/home.py", title="Home", icon=":material/home:", default=True),
        st.Page("pages/learn.py", title="Learn", icon=":material/school:", url_path="learn"),
        st.Page("pages/train.py", title="Train", icon=":material/fitness_center:",
                url_path="train"),
        st.Page("pages/analyse.py", title="Hand analyser", icon=":material/query_stats:",
                url_path="analyse"),
        st.Page("pages/progress.py", title="Learning progress", icon=":material/trending_up:",
                url_path="progress"),
        st.Page("pages/play.py", title="Play", icon=":material/playing_cards:", url_path="play"),
    ],
    "Players": [
        st.Page("pages/leaderboard.py", title="Leaderboard", icon=":material/leaderboard:"),
        st.Page("pages/stats.py", title="My stats", icon=":material/insights:"),
        st.Page("pages/account.py", title="Account", icon=":material/person:"),
    ],
}
# Once per server process (already under way when served by server.py): ready the
# bots' compiled code, what each game's lessons warm (courses' figures, a puzzle bank) and
# every drill family's first drills before a learner asks for them.
start_warm_up()
use_store(AccountTableStore())  # a signed-in player's match is saved and restored
navigation = st.navigation(pages)
try:
    account_sidebar()  # after st.navigation: its page link needs the registered pages
    navigation.run()
except DatabaseUnavailableError as error:  # any page, any store call: a plain notice
    st.error(str(error), icon=":material/cloud_off:")
