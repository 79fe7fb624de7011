"""Home: a welcome, the ways in (Learn, Train, Play) and the game in a minute."""

from __future__ import annotations

import streamlit as st

from euchre import Deck, Rules, Suit, trump_order
from ui.auth import ACCOUNT_PAGE, current_user
from ui.lesson_widgets import inject_css, show_cards
from ui.shell import ensure_app_shell, navigation_paths
from ui.start import START_CSS, show_ways_in
from ui.table_state import session_table

ensure_app_shell()

st.html(f"<style>{START_CSS}</style>")
st.title("Euchre School", anchor=False)
st.html(
    '<div class="eu-hero"><div class="eu-suits" aria-hidden="true">♠<span class="eu-r">♥'
    '</span>♣<span class="eu-r">♦</span></div>'
    "<p>Learn four-handed Euchre from the first deal, practise the tricky parts, and play "
    "full matches against bots that explain every call they make.</p></div>"
)
show_ways_in(session_table())
if current_user() is None and ACCOUNT_PAGE in navigation_paths():
    st.page_link(ACCOUNT_PAGE, label="Sign in or sign up to put your wins on the leaderboard",
                 icon=":material/login:")

st.subheader("The game in a minute")
st.markdown(
    "- Four players in two teams: **North–South** against **East–West**; 24 cards, 9 to ace.\n"
    "- Five cards each; the top card of the kitty is turned up. Players in turn **order it up** "
    "(its suit becomes trump) or pass; if all pass, each may **name** another suit.\n"
    "- The makers must win **3 of the 5 tricks**. Follow suit if you can; the highest trump "
    "wins, else the highest card of the suit led.\n"
    "- 1 point for 3 or 4 tricks, 2 for all five (a **march**), 4 for a march alone; "
    "**euchred** makers give the defenders 2. First team to **10** wins."
)
inject_css()
show_cards("Trumps when ♥ are trump, high to low",
           trump_order(Suit.HEARTS, Deck.STANDARD_24),
           note="the J♦ is the left bower: a heart for the whole hand")

with st.expander("Table rules in force (standard game)"):
    for option, value in Rules().describe():
        st.markdown(f"- **{option}**: {value}")
