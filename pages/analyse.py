"""Hand analyser: set up a bidding decision, a card to play or a whole deal by clicking
cards, or open a position of one of your recorded matches (``?match=<id>&hand=<n>&move=<k>``)
or of a finished hand of the match on the Play page (``?play_hand=<n>&move=<k>``), and see
Expert value every legal action with its figures, reasons and a chart, as the Train page's
feedback shows them. Expert is given only the deciding seat's view."""

from __future__ import annotations

import streamlit as st

from lessons.euchre.analyser.bidding import show_bidding_setup
from lessons.euchre.analyser.deal import show_deal_setup
from lessons.euchre.analyser.play import show_card_play_setup
from lessons.euchre.analyser.widgets import show_analysis
from lessons.euchre.analysis import SetupError, recorded_view
from store.errors import StoreError
from store.matches import EUCHRE, finished_match
from table import players
from ui.auth import current_user
from ui.lesson_widgets import inject_css
from ui.shell import ensure_app_shell
from ui.table_state import session_table

MODE_KEY = "analyse_mode"
BID = "A bid"
CARD = "A card to play"
DEAL = "A whole deal"

ensure_app_shell()


def _on_leave_record() -> None:
    st.query_params.clear()


def _numbers(hand_param: str = "hand") -> tuple[int, int] | None:
    """The hand and move numbers of the address (an error shown if they are not numbers)."""
    try:
        return (int(st.query_params.get(hand_param, "1")),
                int(st.query_params.get("move", "0")))
    except ValueError:
        st.error("This address cannot be analysed: the hand and the move must be numbers.")
        return None


def show_recorded() -> None:
    """A position of one of the signed-in user's recorded matches, named by the address."""
    user = current_user()
    if user is None:
        st.info("Sign in to analyse the hands of your recorded matches.")
        return
    match_id = st.query_params.get("match", "")
    numbers = _numbers()
    if numbers is None:
        return
    hand_number, move = numbers
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
    show_analysis(view, seed, f"match:{match_id}:{hand_number}:{move}", move)


def show_played() -> None:
    """A position of a finished hand of the match on the Play page (this session's)."""
    table = session_table()
    numbers = _numbers("play_hand")
    if numbers is None:
        return
    hand_number, move = numbers
    if table is None or not table.game.analysable:
        st.info("That hand is no longer on the Play page. Open the hands of your recorded "
                "matches from My stats.")
        return
    match = table.match
    try:
        if not 1 <= hand_number <= len(match.hands) or not match.hands[hand_number - 1].is_over:
            raise SetupError(f"hand {hand_number} of the match on the Play page is not a "
                             "finished hand.")
        score = tuple(match.score_history()[hand_number - 1][1:])
        view = recorded_view(match.hands[hand_number - 1], move, score, hand_number)
    except ValueError as error:
        st.error(f"This position cannot be analysed: {error}")
        return
    st.caption(f"The match on the Play page, hand {hand_number}, after move {move}.")
    seed = players.decision_seed(match.seed, hand_number, move, players.ADVICE)
    show_analysis(view, seed, f"play:{match.seed}:{hand_number}:{move}", move)


st.title("Hand analyser")
inject_css()
if "match" in st.query_params or "play_hand" in st.query_params:
    st.button("Set up a hand instead", key="analyse_leave_record", icon=":material/edit:",
              on_click=_on_leave_record)
    if "match" in st.query_params:
        show_recorded()
    else:
        show_played()
else:
    st.write("Set up a position by clicking cards: a bid (the dealer, the score, the bids "
             "so far, the upcard and the five cards of the seat to decide), a card to play "
             "(trump, the maker, the cards played so far and the cards of the seat to play) "
             "or a whole deal to step through. Expert sees only what the deciding seat "
             "knows, deals the other cards many ways and values every legal action. To "
             "analyse a hand you played, open it from My stats or from the review on the "
             "Play page.")
    mode = st.segmented_control("Set up", [BID, CARD, DEAL], default=BID, key=MODE_KEY,
                                required=True)
    if mode == CARD:
        show_card_play_setup()
    elif mode == DEAL:
        show_deal_setup()
    else:
        show_bidding_setup()
