"""The Hand analyser's shared widgets: the deck to click cards from, the position as the
deciding seat sees it, and Expert's analysis of it (computed once per position and kept
in the session). Every game's analyser draws with these."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence

import streamlit as st

from euchre.bots import Decision, Difficulty
from euchre.cards import Card, Suit
from euchre.games import GameView
from lessons.kit.exercise import Feedback
from table import bot_work
from ui.cards import card_button_key, card_label
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards, show_feedback
from ui.table import TABLE_CSS, table_html

__all__ = ["RESULT_KEY", "marked_css", "show_analysis", "show_deck", "show_position"]

RESULT_KEY = "analyse_result"  # (position key, feedback, seconds Expert took)


def marked_css(purpose: str, solid: Iterable[Card], dashed: Iterable[Card] = ()) -> str:
    """Outlines for the deck's chosen cards: solid blue for ``solid``, dashed red for
    ``dashed``."""
    rules = [f".st-key-{card_button_key(purpose, card)} button {{ outline: 3px solid "
             "#1e6fd9; outline-offset: 2px; background: #e8f0fd; }" for card in solid]
    rules += [f".st-key-{card_button_key(purpose, card)} button {{ outline: 3px dashed "
              "#d9481e; outline-offset: 2px; }" for card in dashed]
    return "\n".join(rules)


def show_deck(purpose: str, cards: Sequence[Card], on_card: Callable[[str], None],
              reasons: dict[Card, str | None] | None = None) -> None:
    """``cards`` as buttons, one row a suit (a joker on a row of its own); a click calls
    ``on_card`` with the card's text. With ``reasons``, a card whose reason is not None is
    greyed out, its reason in its tooltip, and a card missing from ``reasons`` is left
    out."""
    rows: list[tuple[str, list[Card]]] = [
        (suit.letter, [card for card in cards if card.suit is suit]) for suit in Suit]
    rows.append(("joker", [card for card in cards if card.suit is None]))
    for name, row in rows:
        if reasons is not None:
            row = [card for card in row if card in reasons]
        if not row:
            continue
        with st.container(horizontal=True, gap="small", key=f"{purpose}_deck_{name}"):
            for card in row:
                reason = None if reasons is None else reasons[card]
                st.button(card_label(card), key=card_button_key(purpose, card),
                          help=reason or card.spoken, on_click=on_card, args=(card.text,),
                          disabled=reason is not None)


def show_position(view: GameView, move: int = 0) -> None:
    """The position as the deciding seat sees it, that seat at the bottom."""
    seating = view.seating
    score_by_seat = tuple(view.score[team] for team in seating.teams)
    st.html(f"<style>{TABLE_CSS}{CONTROLS_CSS}</style>")
    st.html(table_html(view, "", score_by_seat, (view.hand_number, move),
                       seating=seating.turned_to(view.seat)))
    show_cards(f"{seating.names[view.seat]}'s hand", view.hand)


def show_analysis(view: GameView, seed: int, key: str, move: int,
                  feedback: Callable[[GameView, Decision], Feedback]) -> None:
    """Expert's values for every legal option of ``view``, computed once per position."""
    cached = st.session_state.get(RESULT_KEY)
    if not (isinstance(cached, tuple) and cached[0] == key):
        with st.spinner("Expert is dealing the cards this seat cannot see and playing every "
                        "legal option out…"):
            start = time.perf_counter()
            decision = bot_work.decide(bot_work.BotJob(
                bot_work.Purpose.ADVICE, Difficulty.EXPERT, seed, view, view.game_id))
            seconds = time.perf_counter() - start
        cached = (key, feedback(view, decision), seconds)
        st.session_state[RESULT_KEY] = cached
    _, shown, seconds = cached
    st.subheader(f"{view.seating.names[view.seat]}'s decision")
    show_position(view, move)
    show_feedback(shown)
    st.caption(f"Expert took {seconds:.2f} s for this analysis.")
