"""The Hand analyser's whole-deal review: the four hands, the upcard and the dealer set up
by clicking, the moves added one legal action at a time, then any step analysed from the
view of the seat to act. The engine deals, checks and replays; the set-up changes only in
callbacks."""

from __future__ import annotations

import dataclasses
import zlib

import streamlit as st

from euchre import Action, Card, HandState, Rules, Seat
from lessons.euchre.analyser.widgets import marked_css, show_analysis, show_deck
from lessons.euchre.analysis import SetupError
from lessons.euchre.analysis_setups import DealSetup, deal_state, deal_view
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards

__all__ = ["show_deal_setup"]

SETUP_KEY = "analyse_deal_setup"
REQUEST_KEY = "analyse_deal_request"  # (set-up, step) submitted with "Analyse"
TARGET_KEY = "analyse_deal_target"
MOVE_KEY = "analyse_deal_move"
STEP_KEY = "analyse_deal_step"
UPCARD = "Upcard"

RULES = Rules()


def _setup() -> DealSetup:
    setup = st.session_state.get(SETUP_KEY)
    return setup if isinstance(setup, DealSetup) else DealSetup()


def _change(setup: DealSetup) -> None:
    st.session_state[SETUP_KEY] = setup
    st.session_state.pop(REQUEST_KEY, None)


def _on_card(text: str) -> None:
    card = Card.parse(text)
    setup = _setup()
    target = st.session_state.get(TARGET_KEY) or Seat.SOUTH.label
    if target == UPCARD:
        _change(dataclasses.replace(setup, upcard=card, moves=()))
        return
    seat = Seat.parse(target)
    hand = setup.hands[seat]
    _change(setup.with_hand(seat, tuple(c for c in hand if c != card) if card in hand
                            else (*hand, card)))


def _on_dealer() -> None:
    label = st.session_state.get("analyse_deal_dealer") or "North"
    _change(dataclasses.replace(_setup(), dealer=Seat.parse(label), moves=()))


def _on_score() -> None:
    _change(dataclasses.replace(_setup(), score=(int(st.session_state["analyse_deal_ns"]),
                                                 int(st.session_state["analyse_deal_ew"]))))


def _on_move() -> None:
    text = st.session_state.get(MOVE_KEY)
    if text:
        setup = _setup()
        _change(dataclasses.replace(setup, moves=(*setup.moves, Action.parse(text))))
        st.session_state[STEP_KEY] = len(setup.moves) + 1
    st.session_state[MOVE_KEY] = None


def _on_undo() -> None:
    setup = _setup()
    _change(dataclasses.replace(setup, moves=setup.moves[:-1]))
    st.session_state[STEP_KEY] = len(setup.moves) - 1


def _on_clear() -> None:
    _change(DealSetup(_setup().dealer, score=_setup().score))


def _on_analyse() -> None:
    st.session_state[REQUEST_KEY] = (_setup(), int(st.session_state.get(STEP_KEY) or 0))


def _moves(setup: DealSetup) -> HandState | None:
    """The moves so far and the next legal ones, once the deal is complete."""
    try:
        state = deal_state(setup, rules=RULES)
    except SetupError:
        st.caption("Deal five cards to every seat and turn up a card to add the moves.")
        return None
    for number, (seat, action) in enumerate(state.history, start=1):
        st.markdown(f"{number}. {seat.label} {action.describe()}")
    seat = state.to_act
    if seat is None:
        st.markdown(f"The hand is over: {state.result().summary()}")
    else:
        st.pills(f"Add {seat.label}'s move", [action.text for action in state.legal_actions()],
                 format_func=lambda text: Action.parse(text).describe(), key=MOVE_KEY,
                 on_change=_on_move)
    return state


def _show_form() -> int:
    """The form; returns the step chosen on the slider."""
    setup = _setup()
    cards = [card for hand in setup.hands for card in hand]
    upcard = () if setup.upcard is None else (setup.upcard,)
    st.html(f"<style>{CONTROLS_CSS}{marked_css('analyse_deal', cards, upcard)}</style>")
    left, middle, right = st.columns([2, 1, 1])
    left.segmented_control("Dealer", [seat.label for seat in Seat], default=setup.dealer.label,
                           key="analyse_deal_dealer", on_change=_on_dealer, required=True)
    middle.number_input("North–South points", 0, RULES.points_to_win - 1, setup.score[0],
                        key="analyse_deal_ns", on_change=_on_score)
    right.number_input("East–West points", 0, RULES.points_to_win - 1, setup.score[1],
                       key="analyse_deal_ew", on_change=_on_score)
    st.segmented_control("Click cards for", [*(seat.label for seat in Seat), UPCARD],
                         default=Seat.SOUTH.label, key=TARGET_KEY, required=True,
                         help="A seat: its five cards as dealt (click again to take one "
                              f"back). {UPCARD}: the card turned up.")
    show_deck("analyse_deal", RULES, _on_card)
    for seat in Seat:
        dealer = " (dealer)" if seat == setup.dealer else ""
        show_cards(f"{seat.label}{dealer}", setup.hands[seat],
                   f"{len(setup.hands[seat])} of 5 cards")
    show_cards(UPCARD, upcard, "" if upcard else "not chosen yet")
    st.markdown("**The moves**")
    state = _moves(setup)
    step = 0
    if state is not None and setup.moves:
        if not 0 <= int(st.session_state.get(STEP_KEY, -1)) <= len(setup.moves):
            st.session_state[STEP_KEY] = len(setup.moves)
        step = st.slider("Analyse after move", 0, len(setup.moves), key=STEP_KEY,
                         help="0 is the deal itself; the seat to act then is analysed.")
    with st.container(horizontal=True, gap="small"):
        st.button("Analyse this step", type="primary", key="analyse_deal_go",
                  on_click=_on_analyse, icon=":material/insights:")
        st.button("Undo the last move", key="analyse_deal_undo", on_click=_on_undo,
                  disabled=not setup.moves)
        st.button("Clear the deal", key="analyse_deal_clear", on_click=_on_clear)
    return step


def show_deal_setup() -> None:
    """The whole-deal set-up and, once "Analyse" is pressed, Expert's analysis of the
    chosen step or the reason the deal or a move is impossible."""
    _show_form()
    request = st.session_state.get(REQUEST_KEY)
    if isinstance(request, tuple):
        setup, step = request
        try:
            position = deal_view(setup, step, RULES)
        except SetupError as error:
            st.error(str(error))
        else:
            key = f"{setup.key()}@{step}"
            show_analysis(position, zlib.crc32(key.encode()) & 0x7FFFFFFF, key, step)
