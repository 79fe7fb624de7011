"""Hand analyser: set up a bidding position by clicking cards, or open a position of one of
your recorded matches (``?match=<id>&hand=<n>&move=<k>``), and see Expert value every
legal action with its figures, reasons and a chart, as the Train page's feedback shows
them. Expert is given only the deciding seat's view."""

from __future__ import annotations

import time

import streamlit as st

from euchre import ORDER_UP, ORDER_UP_ALONE, PASS, Action, Card, Rules, Seat, Suit, name_trump
from euchre.bots import Difficulty
from euchre.view import SeatView
from lessons.analysis import (
    BiddingSetup,
    SetupError,
    analysis_feedback,
    bidding_view,
    recorded_view,
    seat_to_decide,
)
from lessons.bidding import describe_bid
from store.errors import StoreError
from store.matches import EUCHRE, finished_match
from ui import bot_work, players
from ui.auth import current_user
from ui.cards import card_button_key, card_label
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import inject_css, show_cards, show_feedback
from ui.puzzle_widgets import seating_from
from ui.shell import ensure_app_shell
from ui.table import TABLE_CSS, table_html

SETUP_KEY = "analyse_setup"
REQUEST_KEY = "analyse_request"  # the set-up submitted with "Analyse"
RESULT_KEY = "analyse_result"  # (position key, feedback, seconds Expert took)
TARGET_KEY = "analyse_target"
BID_KEY = "analyse_bid"
HAND = "Hand"
UPCARD = "Upcard"

ensure_app_shell()

RULES = Rules()
BIDS = (PASS, ORDER_UP, ORDER_UP_ALONE, *(name_trump(suit) for suit in Suit),
        *(name_trump(suit, alone=True) for suit in Suit))


# ---- the set-up, changed only in callbacks -------------------------------------------------


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


def _on_bid() -> None:
    text = st.session_state.get(BID_KEY)
    if text:
        setup = _setup()
        _change(BiddingSetup(setup.dealer, setup.hand, setup.upcard, setup.score,
                             (*setup.bids, Action.parse(text))))
    st.session_state[BID_KEY] = None


def _on_undo_bid() -> None:
    setup = _setup()
    _change(BiddingSetup(setup.dealer, setup.hand, setup.upcard, setup.score, setup.bids[:-1]))


def _on_clear() -> None:
    setup = _setup()
    _change(BiddingSetup(setup.dealer, (), None, setup.score, ()))


def _on_leave_record() -> None:
    st.query_params.clear()


def _on_analyse() -> None:
    st.session_state[REQUEST_KEY] = _setup()


# ---- drawing -------------------------------------------------------------------------------


def _selected_css(setup: BiddingSetup) -> str:
    rules = [f".st-key-{card_button_key('analyse', card)} button {{ outline: 3px solid "
             f"#1e6fd9; outline-offset: 2px; background: #e8f0fd; }}" for card in setup.hand]
    if setup.upcard is not None:
        rules.append(f".st-key-{card_button_key('analyse', setup.upcard)} button {{ outline: "
                     "3px dashed #d9481e; outline-offset: 2px; }")
    return "\n".join(rules)


def _deciding_seat(setup: BiddingSetup) -> Seat | None:
    try:
        return seat_to_decide(setup.dealer, setup.bids, setup.upcard, RULES)
    except SetupError:
        return None


def show_setup() -> None:
    """The dealer, score, bids and the deck to click the hand and the upcard from."""
    setup = _setup()
    st.html(f"<style>{CONTROLS_CSS}{_selected_css(setup)}</style>")
    left, middle, right = st.columns([2, 1, 1])
    left.segmented_control("Dealer", [seat.label for seat in Seat], default=setup.dealer.label,
                           key="analyse_dealer", on_change=_on_dealer, required=True)
    middle.number_input("North–South points", 0, RULES.points_to_win - 1, setup.score[0],
                        key="analyse_ns", on_change=_on_score)
    right.number_input("East–West points", 0, RULES.points_to_win - 1, setup.score[1],
                       key="analyse_ew", on_change=_on_score)
    upcard = "" if setup.upcard is None else setup.upcard.symbol
    dealing = setup.dealer == _deciding_seat(setup)
    st.pills("Add a bid (in turn, from the dealer's left)", [bid.text for bid in BIDS],
             format_func=lambda text: describe_bid(Action.parse(text), upcard, dealing),
             key=BID_KEY, on_change=_on_bid)
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
    for suit in Suit:
        with st.container(horizontal=True, gap="small", key=f"analyse_deck_{suit.letter}"):
            for card in (c for c in RULES.deck.cards() if c.suit is suit):
                st.button(card_label(card), key=card_button_key("analyse", card),
                          help=f"{card.spoken}", on_click=_on_card, args=(card.text,))
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


def show_position(view: SeatView) -> None:
    """The position as the deciding seat sees it, that seat at the bottom."""
    north_south, east_west = view.score
    st.html(f"<style>{TABLE_CSS}{CONTROLS_CSS}</style>")
    st.html(table_html(view, "", (north_south, east_west, north_south, east_west),
                       (view.hand_number, 0), seating_from(view.seat)))
    show_cards(f"{view.seat.label}'s hand", view.hand)


def show_analysis(view: SeatView, seed: int, key: str) -> None:
    """Expert's values for every legal action of ``view``, computed once per position."""
    cached = st.session_state.get(RESULT_KEY)
    if not (isinstance(cached, tuple) and cached[0] == key):
        with st.spinner("Expert is dealing the cards this seat cannot see and playing every "
                        "legal action out…"):
            start = time.perf_counter()
            decision = bot_work.decide(bot_work.BotJob(
                bot_work.Purpose.ADVICE, Difficulty.EXPERT, seed, view))
            seconds = time.perf_counter() - start
        cached = (key, analysis_feedback(view, decision), seconds)
        st.session_state[RESULT_KEY] = cached
    _, feedback, seconds = cached
    st.subheader(f"{view.seat.label}'s decision")
    show_position(view)
    show_feedback(feedback)
    st.caption(f"Expert took {seconds:.2f} s for this analysis.")


def show_recorded() -> None:
    """A position of one of the signed-in user's recorded matches, named by the address."""
    st.button("Set up a hand instead", key="analyse_leave_record", icon=":material/edit:",
              on_click=_on_leave_record)
    user = current_user()
    if user is None:
        st.info("Sign in to analyse the hands of your recorded matches.")
        return
    params = st.query_params
    match_id = params.get("match", "")
    try:
        hand_number, move = int(params.get("hand", "1")), int(params.get("move", "0"))
    except ValueError:
        st.error("This address cannot be analysed: the hand and the move must be numbers.")
        return
    try:
        recorded = finished_match(match_id, user.id)
        if recorded.game != EUCHRE:
            raise SetupError("the analyser is for four-handed Euchre matches.")
        match = recorded.replay()
        if not 1 <= hand_number <= len(match.hands):
            raise SetupError(f"this match has hands 1 to {len(match.hands)}.")
        score = tuple(match.score_history()[hand_number - 1][1:])
        view = recorded_view(match.hands[hand_number - 1], move, score, hand_number)
    except (StoreError, ValueError) as error:
        st.error(f"This position cannot be analysed: {error}")
        return
    st.caption(f"Your match of {recorded.finished_at:%Y-%m-%d %H:%M}, hand {hand_number}, "
               f"after move {move}.")
    seed = players.decision_seed(match.seed, hand_number, move, players.ADVICE)
    show_analysis(view, seed, f"match:{match_id}:{hand_number}:{move}")


st.title("Hand analyser")
inject_css()
if "match" in st.query_params:
    show_recorded()
else:
    st.write("Set up a bidding decision: the dealer, the score, the bids so far, the upcard "
             "and the five cards of the seat to decide. Expert sees only what that seat "
             "knows, deals the other cards many ways and values every legal bid. To analyse "
             "a hand you played, open it from My stats.")
    show_setup()
    request = st.session_state.get(REQUEST_KEY)
    if isinstance(request, BiddingSetup):
        try:
            position = bidding_view(request, RULES)
        except SetupError as error:
            st.error(str(error))
        else:
            show_analysis(position, request.seed, request.key())
