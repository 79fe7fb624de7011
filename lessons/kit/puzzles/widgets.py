"""Widgets of any game's card-play puzzles: the table from the acting seat, the cards to
click, and a deal that punishes a wrong card.

The table is drawn from the seat's view only (other hands as card backs); the full deal
behind a puzzle never reaches the browser. A refutation's deal is a sampled one, shown
after the answer.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from euchre.cards import Card
from euchre.games import GameView
from lessons.kit.families import ExerciseKey
from lessons.kit.puzzles.exercise import CardPlayExercise, option_label
from lessons.kit.puzzles.refute import Refutation, refute
from ui.cards import card_button_key, card_label
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards
from ui.table import TABLE_CSS, table_html

__all__ = ["after_wrong_answer", "play_button_key", "show_card_choices",
           "show_puzzle_table", "show_refutation"]


def _scores_by_seat(view: GameView) -> tuple[int, ...]:
    """Every seat's match score as the table shows it (a side's score for each partner)."""
    return tuple(view.score[team] for team in view.seating.teams)


def _table(view: GameView, exercise: CardPlayExercise, move: int) -> None:
    st.html(f"<style>{TABLE_CSS}{CONTROLS_CSS}</style>")
    st.html(table_html(view, "", _scores_by_seat(view), (view.hand_number, move),
                       seating=view.seating.turned_to(exercise.seat)))


def show_puzzle_table(exercise: CardPlayExercise) -> None:
    """The position as at the table, the acting seat at the bottom."""
    _table(exercise.view, exercise, exercise.puzzle.source.move)


def play_button_key(purpose: str, option: str, card: Card) -> str:
    """The widget key of a play's button: the card's (with the suit a led joker names)."""
    named = option.split(" name ")
    suffix = f"-{named[1]}" if len(named) > 1 else ""
    return card_button_key(purpose + suffix, card)


def show_card_choices(exercise: CardPlayExercise, purpose: str, locked: bool,
                      on_pick: Callable[[str], None]) -> None:
    """The seat's hand as card buttons; only the legal plays can be clicked (a led joker
    once for each suit it may name)."""
    plays = {option: exercise.puzzle.game.spec.parse_action(option)
             for option in exercise.options}
    with st.container(horizontal=True, gap="small", key="eu_hand"):
        for card in exercise.view.hand:
            options = [option for option, action in plays.items() if action.card == card]
            if not options:
                st.button(card_label(card), key=card_button_key(purpose, card),
                          disabled=True, help="You must follow suit.")
            for option in options:
                label = option_label(plays[option]).replace(card.symbol, card_label(card))
                st.button(label, key=play_button_key(purpose, option, card),
                          disabled=locked, help=f"Play {card.spoken}",
                          on_click=on_pick, args=(option,))
    if not locked:
        st.caption("Click the card you would play." + (
            " Greyed-out cards cannot be played: you must follow suit."
            if len({action.card for action in plays.values()}) < len(exercise.view.hand)
            else ""))


REFUTATION_KEY = "train_refutation"  # (exercise id, option, Refutation | None)


def show_refutation(refutation: Refutation, exercise: CardPlayExercise) -> None:
    """The sampled deal (every hand at the position) and both plays' points on it."""
    names = exercise.view.seating.names
    chosen, best = option_label(refutation.chosen), option_label(refutation.best)
    st.markdown(
        f"**What goes wrong.** One deal you could face — the cards you cannot see dealt as "
        f"the Expert deals them, consistent with everything played so far — played out with "
        f"every card known and every player playing perfectly: {chosen} scores "
        f"{refutation.chosen_value:+.1f} points for you, {best} {refutation.best_value:+.1f}.")
    with st.container(border=True):
        st.markdown("**The hands at this moment**")
        for seat, cards in sorted(refutation.hands.items()):
            label = f"{names[seat]} (you)" if seat == refutation.seat else names[seat]
            show_cards(label, cards)


def _find_refutation(exercise: CardPlayExercise, key: ExerciseKey, option: str) -> None:
    st.session_state[REFUTATION_KEY] = (key.id, option, refute(exercise.puzzle, option))


def after_wrong_answer(exercise: CardPlayExercise, key: ExerciseKey, option: str) -> None:
    """After a wrong card: a button that finds a deal the seat could face where that card
    does worse, then that deal's hands and both cards' points on it."""
    shown = st.session_state.get(REFUTATION_KEY)
    if shown is None or shown[:2] != (key.id, option):
        st.button("Show me a deal where this card goes wrong", key="train-refute",
                  on_click=_find_refutation, args=(exercise, key, option))
        return
    refutation = shown[2]
    if refutation is None:
        st.info("None of the deals tried went worse for your card: the loss is a matter of "
                "averages over many deals.")
        return
    show_refutation(refutation, exercise)
