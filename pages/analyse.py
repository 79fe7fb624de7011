"""Hand analyser: set up a bidding decision, a card to play or a whole deal by clicking
cards, or open a position of one of your recorded matches (``?match=<id>&hand=<n>&move=<k>``)
or of a finished hand of the match on the Play page (``?play_hand=<n>&move=<k>``), and see
Expert value every legal action with its figures, reasons and a chart, as the Train page's
feedback shows them. Expert is given only the deciding seat's view."""

from __future__ import annotations

import streamlit as st

from euchre import games
from lessons import registry
from lessons.kit.game_lessons import Analyser
from store.errors import StoreError
from store.matches import finished_match
from table import players
from ui.auth import current_user
from ui.lesson_widgets import inject_css
from ui.shell import ensure_app_shell
from ui.table_state import session_table

MODE_KEY = "analyse_mode"
GAME_KEY = "analyse_game"

ensure_app_shell()


class NotAnalysable(ValueError):
    """A position the analyser cannot show (its reason is the message)."""


def _analyser(game_id: str) -> Analyser:
    """The analyser of ``game_id``'s positions (``NotAnalysable`` for a game without one)."""
    analyser = registry.analyser_for(game_id)
    if analyser is None:
        raise NotAnalysable(f"the analyser does not cover {games.game(game_id).name} yet.")
    return analyser


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
        analyser = _analyser(recorded.game)
        match = recorded.replay()
        if not 1 <= hand_number <= len(match.hands):
            raise NotAnalysable(f"this match has hands 1 to {len(match.hands)}.")
        score = tuple(match.score_history()[hand_number - 1][1:])
        view = analyser.recorded_view(match.hands[hand_number - 1], move, score, hand_number)
    except (StoreError, ValueError) as error:
        st.error(f"This position cannot be analysed: {error}")
        return
    st.caption(f"Your match of {recorded.finished_at:%Y-%m-%d %H:%M}, hand {hand_number}, "
               f"after move {move}.")
    seed = players.decision_seed(match.seed, hand_number, move, players.ADVICE)
    analyser.show_analysis(view, seed, f"match:{match_id}:{hand_number}:{move}", move)


def show_played() -> None:
    """A position of a finished hand of the match on the Play page (this session's)."""
    table = session_table()
    numbers = _numbers("play_hand")
    if numbers is None:
        return
    hand_number, move = numbers
    analyser = None if table is None else registry.analyser_for(table.game.id)
    if table is None or analyser is None:
        st.info("That hand is no longer on the Play page. Open the hands of your recorded "
                "matches from My stats.")
        return
    match = table.match
    try:
        if not 1 <= hand_number <= len(match.hands) or not match.hands[hand_number - 1].is_over:
            raise NotAnalysable(f"hand {hand_number} of the match on the Play page is not a "
                                "finished hand.")
        score = tuple(match.score_history()[hand_number - 1][1:])
        view = analyser.recorded_view(match.hands[hand_number - 1], move, score, hand_number)
    except ValueError as error:
        st.error(f"This position cannot be analysed: {error}")
        return
    st.caption(f"The match on the Play page, hand {hand_number}, after move {move}.")
    seed = players.decision_seed(match.seed, hand_number, move, players.ADVICE)
    analyser.show_analysis(view, seed, f"play:{match.seed}:{hand_number}:{move}", move)


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
    analysable = [games.game(game_id) for game_id in games.game_ids()
                  if registry.analyser_for(game_id) is not None]
    if len(analysable) > 1:
        spec = st.selectbox("Game", analysable, format_func=lambda spec: spec.name,
                            key=GAME_KEY)
    else:
        spec = analysable[0]
    chosen = _analyser(spec.id)
    st.write(chosen.introduction + " To analyse a hand you played, open it from My stats "
             "or from the review on the Play page.")
    modes = list(chosen.setups)
    if st.session_state.get(MODE_KEY, modes[0]) not in modes:
        del st.session_state[MODE_KEY]  # the set-ups of the game chosen before
    mode = st.segmented_control("Set up", modes, default=modes[0], key=MODE_KEY,
                                required=True)
    chosen.setups[mode or modes[0]]()
