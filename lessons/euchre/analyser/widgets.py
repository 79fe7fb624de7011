"""Widgets shared by the Hand analyser's set-ups: the deck to click cards from, the
position as the deciding seat sees it, and Expert's analysis of it (computed once per
position and kept in the session)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import streamlit as st

from euchre import Card, Rules, Suit
from euchre.bots import Difficulty
from euchre.games.euchre.view import SeatView
from lessons.euchre.analysis import analysis_feedback
from table import bot_work
from ui.cards import card_button_key, card_label
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards, show_feedback
from ui.table import TABLE_CSS, table_html

__all__ = ["marked_css", "show_analysis", "show_deck", "show_position"]

RESULT_KEY = "analyse_result"  # (position key, feedback, seconds Expert took)


def marked_css(purpose: str, solid: Iterable[Card], dashed: Iterable[Card] = ()) -> str:
    """Outlines for the deck's chosen cards: solid blue for ``solid``, dashed red for
    ``dashed``."""
    rules = [f".st-key-{card_button_key(purpose, card)} button {{ outline: 3px solid "
             "#1e6fd9; outline-offset: 2px; background: #e8f0fd; }" for card in solid]
    rules += [f".st-key-{card_button_key(purpose, card)} button {{ outline: 3px dashed "
              "#d9481e; outline-offset: 2px; }" for card in dashed]
    return "\n".join(rules)


def show_deck(purpose: str, rules: Rules, on_card: Callable[[str], None]) -> None:
    """Every card of the deck as a button, one row a suit; a click calls ``on_card``."""
    for suit in Suit:
        with st.container(horizontal=True, gap="small", key=f"{purpose}_deck_{suit.letter}"):
            for card in (c for c in rules.deck.cards() if c.suit is suit):
                st.button(card_label(card), key=card_button_key(purpose, card),
                          help=card.spoken, on_click=on_card, args=(card.text,))


def show_position(view: SeatView, move: int = 0) -> None:
    """The position as the deciding seat sees it, that seat at the bottom."""
    north_south, east_west = view.score
    st.html(f"<style>{TABLE_CSS}{CONTROLS_CSS}</style>")
    st.html(table_html(view, "", (north_south, east_west, north_south, east_west),
                       (view.hand_number, move), seating=view.seating.turned_to(view.seat)))
    show_cards(f"{view.seat.label}'s hand", view.hand)


def show_analysis(view: SeatView, seed: int, key: str, move: int = 0) -> None:
    """Expert's values for every legal action of ``view``, computed once per position."""
    cached = st.session_state.get(RESULT_KEY)
    if not (isinstance(cached, tuple) and cached[0] == key):
        with st.spinner("Expert is dealing the cards this seat cannot see and playing every "
                        "legal action out…"):
            start = time.perf_counter()
            decision = bot_work.decide(bot_work.BotJob(
                bot_work.Purpose.ADVICE, Difficulty.EXPERT, seed, view, view.game_id))
            seconds = time.perf_counter() - start
        cached = (key, analysis_feedback(view, decision), seconds)
        st.session_state[RESULT_KEY] = cached
    _, feedback, seconds = cached
    st.subheader(f"{view.seat.label}'s decision")
    show_position(view, move)
    show_feedback(feedback)
    st.caption(f"Expert took {seconds:.2f} s for this analysis.")
