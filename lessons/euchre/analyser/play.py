"""The Hand analyser's card-play set-up: the dealer, the upcard, trump and its maker, every
card played so far (clicked in the order played), the cards the seat to play still holds
and, for a dealer who picked up, its discard. The engine says who played each card and
whose turn it is, and refuses a set-up it cannot replay; the set-up changes only in
callbacks."""

from __future__ import annotations

import dataclasses

import streamlit as st

from euchre import Card, Rules, Seat, Suit
from lessons.euchre.analyser.widgets import marked_css, show_analysis, show_deck
from lessons.euchre.analysis import SetupError
from lessons.euchre.analysis_setups import CardPlaySetup, card_play_view, table_so_far
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards, show_trick

__all__ = ["show_card_play_setup"]

SETUP_KEY = "analyse_play_setup"
REQUEST_KEY = "analyse_play_request"
TARGET_KEY = "analyse_play_target"
PLAYED = "Cards played"
HAND = "Hand to play"
UPCARD = "Upcard"
DISCARD = "Discard"

RULES = Rules()


def _setup() -> CardPlaySetup:
    setup = st.session_state.get(SETUP_KEY)
    return setup if isinstance(setup, CardPlaySetup) else CardPlaySetup()


def _change(**fields: object) -> None:
    """The set-up with ``fields`` changed, assigned once; an analysis of the old one is put
    away."""
    st.session_state[SETUP_KEY] = dataclasses.replace(_setup(), **fields)
    st.session_state.pop(REQUEST_KEY, None)


def _toggled(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return tuple(c for c in cards if c != card) if card in cards else (*cards, card)


def _on_card(text: str) -> None:
    card = Card.parse(text)
    setup = _setup()
    target = st.session_state.get(TARGET_KEY) or PLAYED
    if target == UPCARD:
        _change(upcard=card)
    elif target == DISCARD:
        _change(discard=None if setup.discard == card else card)
    elif target == HAND:
        _change(hand=_toggled(setup.hand, card))
    elif setup.plays and setup.plays[-1] == card:
        _change(plays=setup.plays[:-1])
    else:
        _change(plays=(*setup.plays, card))


def _on_dealer() -> None:
    _change(dealer=Seat.parse(st.session_state.get("analyse_play_dealer") or "North"))


def _on_score() -> None:
    _change(score=(int(st.session_state["analyse_play_ns"]),
                   int(st.session_state["analyse_play_ew"])))


def _on_trump() -> None:
    symbol = st.session_state.get("analyse_play_trump")
    _change(trump=None if symbol is None else Suit.parse(symbol))


def _on_maker() -> None:
    label = st.session_state.get("analyse_play_maker")
    _change(maker=None if label is None else Seat.parse(label))


def _on_alone() -> None:
    _change(alone=bool(st.session_state.get("analyse_play_alone")))


def _on_undo() -> None:
    _change(plays=_setup().plays[:-1])


def _on_clear() -> None:
    _change(plays=(), hand=(), discard=None)


def _on_analyse() -> None:
    st.session_state[REQUEST_KEY] = _setup()


def _show_tricks(setup: CardPlaySetup) -> None:
    """The cards played so far, grouped in tricks with who played each as the engine
    replays them (a plain list while the set-up is not complete enough to replay)."""
    try:
        state = table_so_far(setup, RULES)
    except SetupError:
        show_cards("Cards played, in order", setup.plays, "" if setup.plays else "none yet")
        return
    for number, trick in enumerate(state.tricks, start=1):
        show_trick(trick.plays, f"Trick {number}", trick.winner)
    if state.current_trick:
        show_trick(state.current_trick, f"Trick {len(state.tricks) + 1}")
    if state.to_act is not None:
        lead = "to lead" if not state.current_trick else "to play"
        st.markdown(f"**{state.to_act.label} {lead}** ({len(setup.plays)} card"
                    f"{'s' * (len(setup.plays) != 1)} played so far): click "
                    f"{state.to_act.label}'s cards with “{HAND}” selected.")


def _show_form() -> None:
    setup = _setup()
    dashed = [card for card in (setup.upcard, setup.discard) if card is not None]
    st.html(f"<style>{CONTROLS_CSS}"
            f"{marked_css('analyse_play', (*setup.plays, *setup.hand), dashed)}</style>")
    left, middle, right = st.columns([2, 1, 1])
    left.segmented_control("Dealer", [seat.label for seat in Seat], default=setup.dealer.label,
                           key="analyse_play_dealer", on_change=_on_dealer, required=True)
    middle.number_input("North–South points", 0, RULES.points_to_win - 1, setup.score[0],
                        key="analyse_play_ns", on_change=_on_score)
    right.number_input("East–West points", 0, RULES.points_to_win - 1, setup.score[1],
                       key="analyse_play_ew", on_change=_on_score)
    left, middle, right = st.columns([2, 2, 1])
    left.segmented_control("Trump", [suit.symbol for suit in Suit],
                           default=None if setup.trump is None else setup.trump.symbol,
                           key="analyse_play_trump", on_change=_on_trump)
    middle.segmented_control("Maker", [seat.label for seat in Seat],
                             default=None if setup.maker is None else setup.maker.label,
                             key="analyse_play_maker", on_change=_on_maker,
                             help="The seat that ordered the upcard up (trump in the "
                                  "upcard's suit) or named trump in round 2.")
    right.toggle("Alone", setup.alone, key="analyse_play_alone", on_change=_on_alone)
    st.segmented_control(
        "Click cards for", [PLAYED, HAND, UPCARD, DISCARD], default=PLAYED, key=TARGET_KEY,
        required=True,
        help=f"{PLAYED}: every card played so far, in the order played (click the last one "
             f"again to take it back). {HAND}: the cards the seat to play still holds. "
             f"{UPCARD}: the card turned up. {DISCARD}: the discard of a dealer who picked "
             "up and is now to play.")
    show_deck("analyse_play", RULES, _on_card)
    show_cards("Upcard", () if setup.upcard is None else (setup.upcard,),
               "" if setup.upcard else "not chosen yet")
    _show_tricks(setup)
    show_cards(HAND, setup.hand, f"{len(setup.hand)} card{'s' * (len(setup.hand) != 1)}")
    if setup.discard is not None:
        show_cards(DISCARD, (setup.discard,))
    with st.container(horizontal=True, gap="small"):
        st.button("Analyse", type="primary", key="analyse_play_go", on_click=_on_analyse,
                  icon=":material/insights:")
        st.button("Take back the last card played", key="analyse_play_undo",
                  on_click=_on_undo, disabled=not setup.plays)
        st.button("Clear the cards", key="analyse_play_clear", on_click=_on_clear)


def show_card_play_setup() -> None:
    """The card-play set-up and, once "Analyse" is pressed, Expert's analysis or the
    reason the set-up is impossible."""
    _show_form()
    request = st.session_state.get(REQUEST_KEY)
    if isinstance(request, CardPlaySetup):
        try:
            position = card_play_view(request, RULES)
        except SetupError as error:
            st.error(str(error))
        else:
            show_analysis(position, request.seed, request.key(), len(request.plays))
