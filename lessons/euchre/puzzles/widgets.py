"""Widgets of the card-play puzzles: the table from the acting seat, the cards to click,
and the deal that punishes a wrong card.

The table is drawn from the seat's view only (other hands as card backs); the full deal
behind a puzzle never reaches the browser. A refutation's deal is a sampled one, shown
after the answer.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from euchre import Card, Seat
from lessons.euchre.card_play import CardPlayPuzzle
from lessons.euchre.puzzles.refute import Line, Refutation, refute
from lessons.kit.families import ExerciseKey
from ui.cards import card_button_key, card_label
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards, show_trick
from ui.table import TABLE_CSS, table_html

__all__ = [
    "after_wrong_answer",
    "show_card_choices",
    "show_puzzle_table",
    "show_refutation",
]



def show_puzzle_table(exercise: CardPlayPuzzle) -> None:
    """The position as at the table, the acting seat at the bottom."""
    view = exercise.view
    north_south, east_west = view.score
    st.html(f"<style>{TABLE_CSS}{CONTROLS_CSS}</style>")
    st.html(table_html(view, "", (north_south, east_west, north_south, east_west),
                       (view.hand_number, exercise.puzzle.source.move),
                       seating=view.seating.turned_to(exercise.seat)))


def show_card_choices(exercise: CardPlayPuzzle, purpose: str, locked: bool,
                      on_pick: Callable[[str], None]) -> None:
    """The seat's hand as card buttons; only the legal cards can be clicked."""
    legal = set(exercise.options)
    with st.container(horizontal=True, gap="small", key="eu_hand"):
        for card in exercise.view.hand:
            allowed = card.text in legal and not locked
            st.button(card_label(card), key=card_button_key(purpose, card),
                      disabled=not allowed,
                      help=f"Play {card.spoken}" if card.text in legal
                      else "You must follow suit.",
                      on_click=on_pick, args=(card.text,))
    if not locked:
        st.caption("Click the card you would play." + (
            " Greyed-out cards cannot be played: you must follow suit."
            if len(legal) < len(exercise.view.hand) else ""))


def _line_summary(line: Line, seat: Seat) -> str:
    ours = sum(line.tricks_won[who] for who in Seat if who.team == seat.team)
    ns, ew = line.points
    return (f"Your side takes {ours} trick{'s' * (ours != 1)}: North–South {ns} point"
            f"{'s' * (ns != 1)}, East–West {ew}.")


def _show_line(title: str, line: Line, seat: Seat) -> None:
    st.markdown(f"**{title}**")
    first = len(line.tricks)
    for number, trick in enumerate(line.tricks, start=6 - first):
        show_trick(trick.plays, f"Trick {number}", trick.winner)
    st.markdown(_line_summary(line, seat))


def show_refutation(refutation: Refutation, exercise: CardPlayPuzzle) -> None:
    """The sampled deal (every hand at the position) and both lines played out."""
    seat = refutation.seat
    st.markdown(
        f"**What goes wrong.** One deal you could face — the cards you cannot see dealt as "
        f"the Expert deals them, consistent with everything played so far — played out with "
        f"every card known: {refutation.chosen.card.symbol} gives your side "
        f"{refutation.chosen.net:+d} points, {refutation.best.card.symbol} "
        f"{refutation.best.net:+d}.")
    with st.container(border=True):
        st.markdown("**The hands at this moment**")
        out = exercise.view.sitting_out
        for other in Seat:
            label = f"{other.label} (you)" if other is seat else other.label
            if other in out:
                show_cards(label, (), "sits out this hand")
            else:
                show_cards(label, refutation.hands[other])
    left, right = st.columns(2)
    with left, st.container(border=True):
        _show_line(f"Your card: {refutation.chosen.card.symbol}", refutation.chosen, seat)
    with right, st.container(border=True):
        _show_line(f"The best card: {refutation.best.card.symbol}", refutation.best, seat)


REFUTATION_KEY = "train_refutation"  # (exercise id, card, Refutation | None)


def _find_refutation(exercise: CardPlayPuzzle, key: ExerciseKey, card: str) -> None:
    st.session_state[REFUTATION_KEY] = (key.id, card,
                                        refute(exercise.puzzle, Card.parse(card)))


def after_wrong_answer(exercise: CardPlayPuzzle, key: ExerciseKey, card: str) -> None:
    """After a wrong card: a button that finds a deal the seat could face where that card
    does worse, then that deal played out both ways."""
    shown = st.session_state.get(REFUTATION_KEY)
    if shown is None or shown[:2] != (key.id, card):
        st.button("Show me a deal where this card goes wrong", key="train-refute",
                  on_click=_find_refutation, args=(exercise, key, card))
        return
    refutation = shown[2]
    if refutation is None:
        st.info("None of the deals tried went worse for your card: the loss is a matter of "
                "averages over many deals.")
        return
    show_refutation(refutation, exercise)
