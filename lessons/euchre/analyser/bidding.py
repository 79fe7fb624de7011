"""The Hand analyser's bidding set-up: the dealer, the score, the bids so far, the upcard
and the five cards of the seat to decide, all chosen by clicking. The set-up changes only
in callbacks; the engine checks it when "Analyse" is pressed."""

from __future__ import annotations

import streamlit as st

from euchre import ORDER_UP, ORDER_UP_ALONE, PASS, Action, Card, Rules, Seat, Suit, name_trump
from lessons.euchre.analyser.widgets import marked_css, show_analysis, show_deck
from lessons.euchre.analysis import (
    BiddingSetup,
    SetupError,
    bid_refusals,
    bidding_view,
    seat_to_decide,
)
from lessons.euchre.bidding import describe_bid
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards

__all__ = ["show_bidding_setup"]

SETUP_KEY = "analyse_setup"
REQUEST_KEY = "analyse_request"  # the set-up submitted with "Analyse"
TARGET_KEY = "analyse_target"
BID_KEY = "analyse_bid"
HAND = "Hand"
UPCARD = "Upcard"

RULES = Rules()
BIDS = (PASS, ORDER_UP, ORDER_UP_ALONE, *(name_trump(suit) for suit in Suit),
        *(name_trump(suit, alone=True) for suit in Suit))


def _setup() -> BiddingSetup:
    setup = st.session_state.get(SETUP_KEY)
    return setup if isinstance(setup, BiddingSetup) else BiddingSetup()


def _change(setup: BiddingSetup) -> None:
    """The new set-up, assigned once; an analysis of the old one is put away."""
    st.session_state[SETUP_KEY] = setup
    st.session_state.pop(REQUEST_KEY, None)


def _on_card(text: str) -> None:
    card = Card.parse(text)
    setup = _setup()
    if st.session_state.get(TARGET_KEY) == UPCARD:
        _change(BiddingSetup(setup.dealer, setup.hand, card, setup.score, setup.bids))
        return
    hand = tuple(c for c in setup.hand if c != card) if card in setup.hand else (*setup.hand,
                                                                                   card)
    _change(BiddingSetup(setup.dealer, hand, setup.upcard, setup.score, setup.bids))


def _on_dealer() -> None:
    setup = _setup()
    label = st.session_state.get("analyse_dealer") or setup.dealer.label
    _change(BiddingSetup(Seat.parse(label), setup.hand, setup.upcard, setup.score, setup.bids))


def _on_score() -> None:
    setup = _setup()
    score = (int(st.session_state["analyse_ns"]), int(st.session_state["analyse_ew"]))
    _change(BiddingSetup(setup.dealer, setup.hand, setup.upcard, score, setup.bids))


def _on_bid(text: str) -> None:
    setup = _setup()
    bid = Action.parse(text)
    if bid_refusals(setup, (bid,), RULES)[bid] is None:
        _change(BiddingSetup(setup.dealer, setup.hand, setup.upcard, setup.score,
                             (*setup.bids, bid)))


def _on_undo_bid() -> None:
    setup = _setup()
    _change(BiddingSetup(setup.dealer, setup.hand, setup.upcard, setup.score, setup.bids[:-1]))


def _on_clear() -> None:
    setup = _setup()
    _change(BiddingSetup(setup.dealer, (), None, setup.score, ()))


def _on_analyse() -> None:
    st.session_state[REQUEST_KEY] = _setup()


def _deciding_seat(setup: BiddingSetup) -> Seat | None:
    try:
        return seat_to_decide(setup.dealer, setup.bids, setup.upcard, RULES)
    except SetupError:
        return None


def _show_form() -> None:
    """The dealer, score, bids and the deck to click the hand and the upcard from."""
    setup = _setup()
    upcard_marks = () if setup.upcard is None else (setup.upcard,)
    st.html(f"<style>{CONTROLS_CSS}{marked_css('analyse', setup.hand, upcard_marks)}</style>")
    left, middle, right = st.columns([2, 1, 1])
    left.segmented_control("Dealer", [seat.label for seat in Seat], default=setup.dealer.label,
                           key="analyse_dealer", on_change=_on_dealer, required=True)
    middle.number_input("North–South points", 0, RULES.points_to_win - 1, setup.score[0],
                        key="analyse_ns", on_change=_on_score)
    right.number_input("East–West points", 0, RULES.points_to_win - 1, setup.score[1],
                       key="analyse_ew", on_change=_on_score)
    upcard = "" if setup.upcard is None else setup.upcard.symbol
    dealing = setup.dealer == _deciding_seat(setup)
    st.markdown("**Add a bid** (in turn, from the dealer's left)")
    refusals = bid_refusals(setup, BIDS, RULES)
    with st.container(horizontal=True, gap="small", key=BID_KEY):
        for bid in BIDS:
            st.button(describe_bid(bid, upcard, dealing), key=f"{BID_KEY}_{bid.code}",
                      disabled=refusals[bid] is not None, help=refusals[bid],
                      on_click=_on_bid, args=(bid.text,))
    greyed = sorted({reason for reason in refusals.values() if reason})
    if greyed:
        st.caption("Greyed out: " + " ".join(greyed))
    bids = ", ".join(describe_bid(bid, upcard) for bid in setup.bids) or "none yet"
    with st.container(horizontal=True, gap="small"):
        st.markdown(f"Bids so far: {bids}.")
        st.button("Undo the last bid", key="analyse_undo_bid", on_click=_on_undo_bid,
                  disabled=not setup.bids)
    seat = _deciding_seat(setup)
    whose = f"{seat.label}'s" if seat is not None else "the deciding seat's"
    st.segmented_control("Click cards for", [HAND, UPCARD], default=HAND, key=TARGET_KEY,
                         required=True,
                         help=f"{HAND}: {whose} five cards (click again to take one back). "
                              f"{UPCARD}: the card turned up.")
    show_deck("analyse", RULES, _on_card)
    if seat is not None:
        st.markdown(f"**{seat.label} to decide** ({len(setup.bids)} bid"
                    f"{'s' * (len(setup.bids) != 1)} so far).")
    show_cards(f"{seat.label if seat else 'Deciding seat'}'s hand", setup.hand,
               f"{len(setup.hand)} of 5 cards")
    show_cards("Upcard", () if setup.upcard is None else (setup.upcard,),
               "" if setup.upcard else "not chosen yet")
    with st.container(horizontal=True, gap="small"):
        st.button("Analyse", type="primary", key="analyse_go", on_click=_on_analyse,
                  icon=":material/insights:")
        st.button("Clear the cards and bids", key="analyse_clear", on_click=_on_clear)


def show_bidding_setup() -> None:
    """The bidding set-up and, once "Analyse" is pressed, Expert's analysis or the reason
    the set-up is impossible."""
    _show_form()
    request = st.session_state.get(REQUEST_KEY)
    if isinstance(request, BiddingSetup):
        try:
            position = bidding_view(request, RULES)
        except SetupError as error:
            st.error(str(error))
        else:
            show_analysis(position, request.seed, request.key())
