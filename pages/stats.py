"""My stats: results over time and per difficulty, per game or for all games together, and
a review of every past match."""

from __future__ import annotations

import altair as alt
import pandas as pd
import streamlit as st

from euchre import games
from lessons import registry
from store.errors import StoreError
from store.leaderboard import results_by_difficulty, user_results
from store.matches import finished_match
from store.review import hand_rows, hand_steps, score_columns
from ui.auth import current_user, guest_notice
from ui.cards import CARD_CSS
from ui.game_choice import game_label, select_game
from ui.review import ANALYSER_PAGE, REVIEW_CSS, dealt_hands_html, position_html, tricks_html
from ui.shell import ensure_app_shell, navigation_paths

ensure_app_shell()

OUTCOME_COLOURS = alt.Scale(domain=["won", "lost", "abandoned"],
                            range=["#2e7d32", "#c62828", "#9e9e9e"])


def _summary(results: pd.DataFrame) -> None:
    played = len(results)
    wins = int((results["outcome"] == "won").sum())
    columns = st.columns(4)
    columns[0].metric("Matches", played)
    columns[1].metric("Wins", wins)
    columns[2].metric("Win rate", f"{wins / played:.0%}")
    columns[3].metric("Ranking points", int(results["points"].sum()))


def _charts(results: pd.DataFrame) -> None:
    over_time = alt.Chart(results).mark_line(point=True).encode(
        x=alt.X("finished_at:T", title="Finished", axis=alt.Axis(format="%d %b %H:%M")),
        y=alt.Y("total_points:Q", title="Ranking points (total)", axis=alt.Axis(format="d")),
        tooltip=[alt.Tooltip("finished_at:T", title="Finished"),
                 alt.Tooltip("game_name:N", title="Game"), "difficulty", "outcome",
                 alt.Tooltip("points:Q", title="Points earned")],
    ).properties(title="Ranking points over time", height=280)
    per_level = alt.Chart(results_by_difficulty(results)).mark_bar().encode(
        x=alt.X("difficulty:N", title="Difficulty", sort=["Easy", "Normal", "Expert"]),
        y=alt.Y("matches:Q", title="Matches", axis=alt.Axis(format="d", tickMinStep=1)),
        color=alt.Color("outcome:N", title="Result", scale=OUTCOME_COLOURS),
        tooltip=["difficulty", "outcome", "matches"],
    ).properties(title="Results per difficulty", height=280)
    left, right = st.columns(2)
    left.altair_chart(over_time, width="stretch")
    right.altair_chart(per_level, width="stretch")


def _kind(row: pd.Series) -> str:
    """The bots' level, and "practice" for a practice match (open explanations)."""
    return f"{row['difficulty']} · practice" if row["practice"] else row["difficulty"]


def _match_label(row: pd.Series) -> str:
    when = row["finished_at"].strftime("%Y-%m-%d %H:%M")
    return (f"{when} · {row['game_name']} · {_kind(row)} · {row['outcome']} {row['score']}"
            f" · +{row['points']}")


def _past_matches(results: pd.DataFrame) -> str | None:
    """The table of past matches (newest first) and a chooser; returns the chosen id."""
    newest_first = results.iloc[::-1]
    st.dataframe(
        newest_first.assign(difficulty=newest_first.apply(_kind, axis=1))[
            ["finished_at", "game_name", "difficulty", "outcome", "score", "hands", "points"]],
        hide_index=True, width="stretch",
        column_config={
            "finished_at": st.column_config.DatetimeColumn("Finished",
                                                           format="YYYY-MM-DD HH:mm"),
            "game_name": "Game", "difficulty": "Difficulty", "outcome": "Result",
            "score": st.column_config.TextColumn(
                "Score", help="Each side's points, yours first"),
            "hands": "Hands", "points": "Points",
        },
    )
    if results["practice"].any():
        st.caption("A practice match (open explanations) is listed with its result but earns "
                   "no ranking points, won or lost, and stays off the leaderboard.")
    labels = {row["match_id"]: _match_label(row) for _, row in newest_first.iterrows()}
    ids = list(labels)
    wanted = st.query_params.get("match")
    chosen = st.selectbox("Review a match", ids, format_func=labels.__getitem__,
                          index=ids.index(wanted) if wanted in labels else 0,
                          key="review_match")
    if chosen is not None and st.query_params.get("match") != chosen:
        st.query_params["match"] = chosen
    return chosen


def _review(user_id: int, match_id: str) -> None:
    """The recorded match hand by hand, in its own game's words, any game of the family."""
    try:
        recorded = finished_match(match_id, user_id)
        if recorded.game not in games.game_ids():
            st.info(f"This {game_label(recorded.game)} match cannot be replayed here: the "
                    "game is not offered any more.")
            return
        spec = games.game(recorded.game)
        match = recorded.replay()
    except (StoreError, ValueError) as error:
        st.error(f"This match cannot be shown: {error}")
        return
    user = recorded.user_seat
    st.html(f"<style>{CARD_CSS}{REVIEW_CSS}</style>")
    st.dataframe(pd.DataFrame(hand_rows(spec, match, user)), hide_index=True, width="stretch")
    st.caption("Score: " + "–".join(score_columns(spec, match)) + ".")
    hand_numbers = list(range(len(match.hands)))
    index = st.selectbox("Hand", hand_numbers, format_func=lambda i: f"Hand {i + 1}",
                         key=f"review_hand_{match_id}")
    hand = match.hands[index]
    steps = hand_steps(spec, hand, user)
    step = st.slider("Step through the hand", 0, len(steps) - 1, len(steps) - 1,
                     key=f"review_step_{match_id}_{index}")
    st.caption(steps[step].description)
    if (step < len(steps) - 1 and ANALYSER_PAGE in navigation_paths()
            and registry.analyser_for(spec.id) is not None):
        st.page_link(ANALYSER_PAGE, label="Analyse this position with Expert",
                     icon=":material/query_stats:",
                     query_params={"match": match_id, "hand": index + 1, "move": step})
        deciding = steps[step].hand.to_act
        if deciding is not None:
            st.caption(f"Next to act: {spec.seating.seat_label(int(deciding), user)}. The "
                       "analyser opens that decision.")
    shown = steps[step].hand
    st.html(position_html(shown, spec.seating, user))
    if shown.is_over:
        st.markdown(f"**{shown.result().summary()}**")
    with st.expander("The hand as dealt, and every trick"):
        st.html(dealt_hands_html(hand, spec.seating, user) + tricks_html(hand, spec.seating,
                                                                         user))


st.title("My stats")
user = current_user()
if user is None:
    st.write("Sign in to see your results over time and review your past matches.")
    guest_notice()
else:
    results = user_results(user.id)
    game = None if results.empty else select_game("stats_game")
    if game is not None:
        results = user_results(user.id, game=game)
    if results.empty and game is None:
        st.info("No recorded matches yet: finish a match while signed in and it shows here.")
    elif results.empty:
        st.info(f"No recorded {game_label(game)} matches yet.")
    else:
        _summary(results)
        _charts(results)
        st.subheader("Past matches")
        match_id = _past_matches(results)
        if match_id is not None:
            _review(user.id, match_id)
