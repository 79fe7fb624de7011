"""Home: a welcome, the ways in (Learn, Train, Play), the family of games each with its
own ways in, and the bowers every game of the family shares."""

from __future__ import annotations

import streamlit as st

from euchre.cards import Deck, Suit, trump_order
from ui.auth import ACCOUNT_PAGE, current_user
from ui.lesson_widgets import inject_css, load_progress, show_cards
from ui.shell import ensure_app_shell, navigation_paths
from ui.start import START_CSS, puzzle_ratings, show_family, show_ways_in
from ui.table_state import session_table

ensure_app_shell()

st.html(f"<style>{START_CSS}</style>")
st.title("Euchre School", anchor=False)
st.html(
    '<div class="eu-hero"><div class="eu-suits" aria-hidden="true">♠<span class="eu-r">♥'
    '</span>♣<span class="eu-r">♦</span></div>'
    "<p>Learn four games of the Euchre family from the first deal — four-handed Euchre, "
    "Cutthroat, Buck Euchre and Five Hundred — practise the tricky parts, and play full "
    "matches against bots that explain every call they make.</p></div>"
)
show_ways_in(session_table())
if current_user() is None and ACCOUNT_PAGE in navigation_paths():
    st.page_link(ACCOUNT_PAGE, label="Sign in or sign up to put your wins on the leaderboard",
                 icon=":material/login:")
show_family(load_progress(), puzzle_ratings())

st.subheader("The bowers: what the family shares", anchor=False)
inject_css()
show_cards("Trumps when ♥ are trump, high to low",
           trump_order(Suit.HEARTS, Deck.STANDARD_24),
           note="the J♦ is the left bower: a heart for the whole hand")
st.caption("In every game of the family the jack of trump (the right bower) and the other "
           "jack of its colour (the left bower) are the highest trumps; Five Hundred puts "
           "its joker above them both.")
