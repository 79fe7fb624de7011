"""The My stats page, driven headless: charts, past matches and the hand-by-hand review."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pytest
from streamlit.testing.v1 import AppTest

from euchre import Team, games
from euchre.games.euchre.records import match_from_json
from store.accounts import sign_up
from store.db import Database
from store.matches import (
    finish_match,
    finished_match,
    start_match,
)
from tests.store.support import (
    add_finished_match,
    app_database,
    play_saved_match,
    record_match,
)
from ui.table import seat_name

ROOT = Path(__file__).resolve().parents[2]
NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def stats_page(user=None, match_id: str | None = None) -> AppTest:
    app = AppTest.from_file(str(ROOT / "pages" / "stats.py"), default_timeout=30)
    if user is not None:
        app.session_state["auth_user"] = user
    if match_id is not None:
        app.query_params["match"] = match_id
    return app.run()


def chart_data(chart) -> pd.DataFrame:
    """The table a chart element was drawn from (sent to the browser as Arrow)."""
    [dataset] = chart.proto.datasets
    return pa.ipc.open_stream(dataset.data.data).read_pandas()


def test_a_guest_is_asked_to_sign_in(db: Database):
    app = stats_page()
    assert not app.exception
    assert [m.value for m in app.markdown] == [
        "Sign in to see your results over time and review your past matches."]
    assert not app.dataframe


def test_no_matches_yet(db: Database):
    app = stats_page(sign_up("newbie", "a long password", db=db))
    assert [i.value for i in app.info] == [
        "No recorded matches yet: finish a match while signed in and it shows here."]


def test_results_charts_and_past_matches(db: Database):
    user = sign_up("player", "a long password", db=db)
    other = sign_up("other", "a long password", db=db)
    first = record_match(db, user.id, "normal", NS)
    record_match(db, user.id, "expert", EW)
    last = record_match(db, user.id, "expert", NS, 1)
    record_match(db, other.id, "expert", NS)

    app = stats_page(user)

    assert not app.exception
    assert [(m.label, m.value) for m in app.metric] == [
        ("Matches", "3"), ("Wins", "2"), ("Win rate", "67%"), ("Ranking points", "130")]
    charts = app.get("vega_lite_chart")
    assert [json.loads(chart.proto.spec)["title"] for chart in charts] == [
        "Ranking points over time", "Results per difficulty"]
    over_time, per_level = (chart_data(chart) for chart in charts)
    assert list(over_time["total_points"]) == [30, 30, 130]
    assert sorted(per_level.itertuples(index=False, name=None)) == [
        ("Expert", "lost", 1), ("Expert", "won", 1), ("Normal", "won", 1)]
    past = app.dataframe[0].value
    assert list(past["outcome"]) == ["won", "lost", "won"]  # newest first
    assert list(past["points"]) == [100, 0, 30]
    review = app.selectbox(key="review_match")
    assert review.value == last and app.query_params["match"] == last
    assert len(review.options) == 3

    app.selectbox(key="review_match").select(first).run()

    assert app.query_params["match"] == first
    match = match_from_json(finished_match(first, user.id, db=db).record_json)
    hands = app.dataframe[1].value
    assert list(hands["Hand"]) == list(range(1, len(match.hands) + 1))
    assert hands["Score"].iloc[-1] == f"{match.score[0]}–{match.score[1]}"


def _shown_html(app: AppTest) -> str:
    return " ".join(element.proto.body for element in app.get("html"))


def _spoken(cards) -> list[str]:
    return [card.spoken for card in cards]


def test_stepping_through_a_hand(db: Database):
    user = sign_up("reviewer", "a long password", db=db)
    match_id = record_match(db, user.id, "normal", NS)
    match = match_from_json(finished_match(match_id, user.id, db=db).record_json)
    first_hand = match.hands[0]

    app = stats_page(user, match_id)
    assert app.selectbox(key="review_match").value == match_id
    step = app.slider(key=f"review_step_{match_id}_0")
    assert step.value == len(first_hand.history)  # starts at the end of the hand
    assert f"**{first_hand.result().summary()}**" in [m.value for m in app.markdown]

    step.set_value(0).run()

    dealer = first_hand.dealer.label + (" (you)" if first_hand.dealer == 0 else "")
    assert app.caption[1].value == f"The deal: {dealer} deals."
    south = re.search(r'>You</span>(.*?)</div>', _shown_html(app))  # no count before play
    assert south is not None
    assert re.findall(r'aria-label="([^"]+)"', south[1]) == _spoken(first_hand.deal.hands[0])

    app.slider(key=f"review_step_{match_id}_0").set_value(1).run()
    seat, action = first_hand.history[0]
    name = seat.label + (" (you)" if seat == 0 else "")
    assert app.caption[1].value == f"Move 1: {name} {action.describe()}."


def _rows(app: AppTest) -> dict[str, str]:
    """Each row of the shown position (the page's first block): its label and what
    follows it."""
    return dict(re.findall(r'class="eu-(?:who|trick-no)">([^<]*)</span>(.*?)</div>',
                           app.get("html")[0].proto.body))


def test_every_seat_in_play_shows_its_tricks_and_the_end_shows_the_last_trick(
        db: Database):
    """Once play has begun every row gives its trick count, the user's as well (also at
    0); at the end of the hand, with every card played, the last trick is shown."""
    user = sign_up("counter", "a long password", db=db)
    match_id = _recorded_bot_match(db, user.id, "five_hundred", seed=7)
    hands = finished_match(match_id, user.id, db=db).replay().hands
    index = next(number for number, hand in enumerate(hands) if hand.tricks)
    hand = hands[index]
    app = stats_page(user, match_id)
    app.selectbox(key=f"review_hand_{match_id}").set_value(index).run()
    spec = games.game("five_hundred")
    won = [0] * spec.seating.size
    for trick in hand.tricks:
        won[trick.winner] += 1
    labels = list(_rows(app))
    assert labels[0] == f"You · {won[0]} won"
    for seat in spec.seating.seats[1:]:
        assert any(label.startswith(spec.seating.names[seat]) and
                   label.endswith(f" · {won[seat]} won") for label in labels)
    last = hand.tricks[-1]
    assert "Last trick" in labels
    shown = re.findall(r'aria-label="([^"]+)"', _rows(app)["Last trick"])
    assert shown == [card.spoken for _, card in last.plays]
    assert f"won by {seat_name(last.winner, 0, spec.seating)}" in _rows(app)["Last trick"]


SHORT_MATCH = {"cutthroat": {"points_to_win": 5}, "buck": {"starting_score": 10},
               "five_hundred": {"single_round": True}}


def _recorded_bot_match(db: Database, user_id: int, game_id: str, seed: int) -> str:
    """A whole match of ``game_id`` played by Easy bots in every seat and recorded as the
    user's (the user's seat played by a bot too), each hand saved as its moves."""
    match_id = start_match(user_id, "easy", SHORT_MATCH[game_id], seed, game=game_id, db=db)
    play_saved_match(db, user_id, match_id)
    finish_match(match_id, user_id, db=db)
    return match_id


@pytest.mark.parametrize("game_id", ["cutthroat", "buck", "five_hundred"])
def test_every_games_matches_are_reviewed_hand_by_hand(db: Database, game_id: str):
    user = sign_up(f"{game_id}_player", "a long password", db=db)
    match_id = _recorded_bot_match(db, user.id, game_id, seed=7)
    match = finished_match(match_id, user.id, db=db).replay()
    spec = games.game(game_id)

    app = stats_page(user, match_id)

    assert not app.exception and not app.error
    hands = app.dataframe[1].value
    assert list(hands["Hand"]) == list(range(1, len(match.hands) + 1))
    assert hands["Score"].iloc[-1] == "–".join(str(points) for points in match.score)
    last = match.hands[0]
    assert f"**{last.result().summary()}**" in [m.value for m in app.markdown]
    app.slider(key=f"review_step_{match_id}_0").set_value(1).run()
    seat, action = last.history[0]
    name = spec.seating.names[seat] + (" (you)" if seat == 0 else "")
    assert app.caption[1].value == f"Move 1: {name} {action.describe()}."
    assert not app.exception


def test_someone_elses_match_id_in_the_address_is_not_shown(db: Database):
    owner = sign_up("owner", "a long password", db=db)
    snoop = sign_up("snoop", "a long password", db=db)
    private = record_match(db, owner.id, "expert", NS)
    own = record_match(db, snoop.id, "easy", EW)

    app = stats_page(snoop, private)

    assert not app.exception
    assert app.selectbox(key="review_match").value == own
    assert app.selectbox(key="review_match").options == [app.selectbox(
        key="review_match").format_func(own)]


def test_a_practice_match_is_marked_as_practice(db: Database):
    user = sign_up("learner", "a long password", db=db)
    practice = record_match(db, user.id, "normal", NS, practice=True)
    ranked = record_match(db, user.id, "normal", NS, 1)

    app = stats_page(user)

    assert not app.exception
    past = app.dataframe[0].value
    assert list(past["difficulty"]) == ["Normal", "Normal · practice"]  # newest first
    assert list(past["points"]) == [30, 0]
    review = app.selectbox(key="review_match")
    assert "practice" in review.format_func(practice)
    assert "practice" not in review.format_func(ranked)
    assert any("practice" in caption.value and "no ranking points" in caption.value
               for caption in app.caption)


def test_the_points_axis_counts_whole_points(db: Database):
    """Only practice matches: every total is 0, and the axis still reads 0, not 0.000000;
    the matches axis counts whole matches."""
    user = sign_up("practiser", "a long password", db=db)
    record_match(db, user.id, "normal", EW, practice=True)

    app = stats_page(user)

    over_time, per_level = (json.loads(chart.proto.spec) for chart in app.get("vega_lite_chart"))
    assert over_time["encoding"]["y"]["axis"]["format"] == "d"
    # one match: the count axis has whole steps (no 0.2, 0.4, … matches)
    assert per_level["encoding"]["y"]["axis"] == {"format": "d", "tickMinStep": 1}


def test_the_game_selector_shows_each_games_figures(db: Database):
    user = sign_up("player", "a long password", db=db)
    euchre_win = record_match(db, user.id, "normal", NS)
    add_finished_match(db, user.id, game="cutthroat", seat_scores=(10, 6, 4),
                       difficulty="expert")
    cutthroat_loss = add_finished_match(db, user.id, game="cutthroat",
                                        seat_scores=(5, 10, 8), outcome="lost")
    us, them = match_from_json(finished_match(euchre_win, user.id, db=db).record_json).score

    app = stats_page(user)
    game = app.selectbox(key="stats_game")
    assert (game.value, game.options) == (
        None, ["All games", "Euchre", "Cutthroat", "Buck Euchre", "Five Hundred"])
    assert [(m.label, m.value) for m in app.metric] == [
        ("Matches", "3"), ("Wins", "2"), ("Win rate", "67%"), ("Ranking points", "130")]
    past = app.dataframe[0].value
    assert list(past["game_name"]) == ["Cutthroat", "Cutthroat", "Euchre"]  # newest first
    assert list(past["score"]) == ["5–10–8", "10–6–4", f"{us}–{them}"]

    app.selectbox(key="stats_game").select("cutthroat").run()
    assert [(m.label, m.value) for m in app.metric] == [
        ("Matches", "2"), ("Wins", "1"), ("Win rate", "50%"), ("Ranking points", "100")]
    over_time, per_level = (chart_data(chart) for chart in app.get("vega_lite_chart"))
    assert list(over_time["total_points"]) == [100, 100]
    assert sorted(per_level.itertuples(index=False, name=None)) == [
        ("Expert", "won", 1), ("Normal", "lost", 1)]
    past = app.dataframe[0].value
    assert list(past["game_name"]) == ["Cutthroat", "Cutthroat"]
    assert app.selectbox(key="review_match").value == cutthroat_loss
    assert "Cutthroat · Normal · lost 5–10–8 · +0" in app.selectbox(
        key="review_match").format_func(cutthroat_loss)
    [error] = app.error  # this stored record holds no hands: it is said, not shown
    assert error.value.startswith("This match cannot be shown: ")

    app.selectbox(key="stats_game").select("euchre").run()
    assert [(m.label, m.value) for m in app.metric] == [
        ("Matches", "1"), ("Wins", "1"), ("Win rate", "100%"), ("Ranking points", "30")]
    assert app.selectbox(key="review_match").options == [
        app.selectbox(key="review_match").format_func(euchre_win)]
    assert not app.exception


def test_a_game_without_matches_says_so(db: Database):
    user = sign_up("euchre_only", "a long password", db=db)
    record_match(db, user.id, "easy", NS)
    app = stats_page(user)
    app.selectbox(key="stats_game").select("cutthroat").run()
    assert not app.exception
    assert [i.value for i in app.info] == ["No recorded Cutthroat matches yet."]
    assert not app.metric and not app.dataframe


def test_a_stored_game_that_is_not_registered_is_listed_without_breaking_the_page(
    db: Database,
):
    user = sign_up("old_timer", "a long password", db=db)
    record_match(db, user.id, "easy", NS)
    unknown = add_finished_match(db, user.id, game="bridge", seat_scores=(7, 2, 7, 2),
                                 difficulty="expert")

    app = stats_page(user, unknown)

    assert not app.exception
    assert [(m.label, m.value) for m in app.metric][3] == ("Ranking points", "110")
    assert list(app.dataframe[0].value["game_name"]) == ["bridge", "Euchre"]
    assert [i.value for i in app.info] == [
        "This bridge match cannot be replayed here: the game is not offered any more."]
