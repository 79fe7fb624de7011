"""Home: what the game is, in a few lines, with the table rules in force."""

from __future__ import annotations

import streamlit as st

from euchre import Deck, Rules, Suit, trump_order
from ui.shell import ensure_app_shell

ensure_app_shell()

st.title("Euchre School")
st.write(
    "Learn four-handed Euchre step by step, train with generated exercises, "
    "and play full matches against bots that explain every call."
)

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
hearts = " · ".join(card.symbol for card in trump_order(Suit.HEARTS, Deck.STANDARD_24))
st.markdown(f"**Trumps when hearts are trump, high to low:** {hearts}")
st.caption("The jack of diamonds is the left bower: a heart for the whole hand.")

with st.expander("Table rules in force (standard game)"):
    for option, value in Rules().describe():
        st.markdown(f"- **{option}**: {value}")
