"""After a wrong bid in a bidding drill: a deal the learner could face where that bid does
worse, played out by sound players (Streamlit widgets of the Bidding drills family)."""

from __future__ import annotations

import streamlit as st

from euchre import HandState, Seat
from euchre.bots.base import Bot
from euchre.games.euchre.bots.normal import NormalBot
from lessons.euchre.bidding import BiddingDrill, costly_deal
from lessons.kit.families import ExerciseKey
from ui.lesson_widgets import show_cards, show_trick

__all__ = ["after_wrong_answer"]

COSTLY_KEY = "train_costly"  # ((exercise id, answer), (after the answer, after the best) | None)


@st.cache_resource(show_spinner=False)
def demo_players() -> dict[Seat, Bot]:
    """The players who play out a sampled deal to show what a wrong bid costs."""
    return {seat: NormalBot(seed=int(seat)) for seat in Seat}


def _player(seat: Seat):
    bot = demo_players()[seat]
    return lambda view: bot.decide(view).action


def show_played_hand(title: str, state: HandState, deal_shown: bool = True) -> None:
    """A finished hand: (the deal,) the bidding, every trick with its winner, the result."""
    st.markdown(f"**{title}**")
    if deal_shown:
        for seat, cards in zip(Seat, state.deal.hands, strict=True):
            label = f"{seat.label} (you)" if seat is Seat.SOUTH else seat.label
            show_cards(label, cards)
        show_cards("Upcard", (state.deal.upcard,), f"{state.dealer.label} deals")
    bids = "; ".join(f"{seat.label} {action.describe()}" for seat, action in state.history
                     if action.is_bid)
    st.caption(f"Bidding: {bids}.")
    if state.trump is not None:
        for number, trick in enumerate(state.tricks, start=1):
            show_trick(trick.plays, f"Trick {number}", trick.winner)
    st.markdown(f"**{state.result().summary()}**")


def after_wrong_answer(drill: BiddingDrill, key: ExerciseKey, answer: str) -> None:
    """A button that finds a deal where the learner's bid does worse, then that deal played
    out both ways."""
    shown = st.session_state.get(COSTLY_KEY)
    if shown is None or shown[0] != (key.id, answer):
        st.button("Show me a deal where this bid goes wrong", key="train-costly",
                  on_click=_find_costly_deal, args=(drill, key, answer))
        return
    found = shown[1]
    if found is None:
        st.info("None of the deals tried went worse for your bid: the loss is a matter of "
                "averages over many deals.")
        return
    after_answer, after_best = found
    euchred = after_answer.result().euchred and after_answer.maker == Seat.SOUTH
    st.markdown(
        "**What goes wrong.** One deal you could face — the cards you cannot see dealt at "
        "random — played out by sound players at every seat"
        + (": your call gets euchred." if euchred else ".")
    )
    with st.container(border=True):
        show_played_hand(f"Your bid: {drill.label(answer)}", after_answer)
    with st.container(border=True):
        show_played_hand(f"The Expert's bid on the same cards: "
                         f"{drill.label(drill.best.action.text)}", after_best, deal_shown=False)


def _find_costly_deal(drill: BiddingDrill, key: ExerciseKey, answer: str) -> None:
    st.session_state[COSTLY_KEY] = ((key.id, answer), costly_deal(drill, answer, _player))
