"""The Leaderboard page, driven headless: the table a visitor sees and its filters."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import store.matches
from euchre import Team
from euchre.games import game, game_ids
from store.accounts import sign_up
from store.db import Database
from tests.store.support import (
    add_finished_match,
    app_database,
    record_match,
)

ROOT = Path(__file__).resolve().parents[2]
NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def leaderboard_page(user=None) -> AppTest:
    app = AppTest.from_file(str(ROOT / "pages" / "leaderboard.py"), default_timeout=30)
    if user is not None:
        app.session_state["auth_user"] = user
    return app.run()


def rows(app: AppTest) -> list[tuple]:
    [table] = app.dataframe
    return list(table.value[["Rank", "Player", "Points", "Matches"]].itertuples(index=False,
                                                                              name=None))


def test_an_empty_leaderboard_says_so(db: Database):
    app = leaderboard_page()
    assert not app.exception
    assert app.info[0].value == "No recorded matches for this selection yet."


def test_players_in_order_with_exact_points_and_literal_names(db: Database):
    link_like = sign_up("www.example.com", "a long password", db=db)
    plain = sign_up("a_b_c", "a long password", db=db)
    record_match(db, link_like.id, "normal", NS)
    record_match(db, link_like.id, "expert", EW)
    record_match(db, plain.id, "expert", NS)
    record_match(db, plain.id, "easy", None)

    app = leaderboard_page()

    assert not app.exception
    assert rows(app) == [(1, "a_b_c", 100, 2), (2, "www.example.com", 30, 2)]
    table = app.dataframe[0].value
    assert list(table.columns) == ["Rank", "Player", "Points", "Easy wins", "Normal wins",
                                   "Expert wins", "Longest streak", "Biggest margin", "Matches"]
    assert not any("www.example.com" in element.value for element in app.markdown)
    assert [i.value for i in app.info] == [
        "You are playing as a guest: you can play everything, but your wins are not "
        "recorded. Sign in on the Account page to earn ranking points."]


def test_filters_by_difficulty_and_period(db: Database, monkeypatch: pytest.MonkeyPatch):
    ann = sign_up("ann", "a long password", db=db)
    bea = sign_up("bea", "a long password", db=db)
    now = datetime.now(UTC)
    monkeypatch.setattr(store.matches, "utc_now", lambda: now - timedelta(days=40))
    record_match(db, ann.id, "expert", NS)
    monkeypatch.setattr(store.matches, "utc_now", lambda: now - timedelta(hours=1))
    record_match(db, ann.id, "easy", NS)
    record_match(db, bea.id, "normal", NS)

    app = leaderboard_page()
    assert rows(app) == [(1, "ann", 110, 2), (2, "bea", 30, 1)]
    app.selectbox(key="board_level").select("Easy").run()
    assert rows(app) == [(1, "ann", 10, 1)]
    app.selectbox(key="board_level").select("Normal").run()
    assert rows(app) == [(1, "bea", 30, 1)]
    app.selectbox(key="board_level").select("All levels").run()
    app.selectbox(key="board_period").select("Last 30 days").run()
    assert rows(app) == [(1, "bea", 30, 1), (2, "ann", 10, 1)]
    app.selectbox(key="board_level").select("Expert").run()
    assert app.info[0].value == "No recorded matches for this selection yet."


def test_a_signed_in_player_sees_their_rank(db: Database):
    ann = sign_up("ann", "a long password", db=db)
    bea = sign_up("bea", "a long password", db=db)
    record_match(db, ann.id, "expert", NS)
    record_match(db, bea.id, "normal", NS)

    app = leaderboard_page(bea)

    assert "Your rank: 2 of 2, with 30 ranking points." in [c.value for c in app.caption]
    assert not app.info  # no guest notice


def test_the_game_selector_shows_each_games_figures(db: Database):
    ann = sign_up("ann", "a long password", db=db)
    bea = sign_up("bea", "a long password", db=db)
    cal = sign_up("cal", "a long password", db=db)
    record_match(db, ann.id, "normal", NS)
    add_finished_match(db, ann.id, game="cutthroat", seat_scores=(10, 6, 4),
                       difficulty="expert")
    record_match(db, bea.id, "expert", NS)
    add_finished_match(db, cal.id, game="cutthroat", seat_scores=(5, 10, 8),
                       outcome="lost")

    app = leaderboard_page()
    game = app.selectbox(key="board_game")
    assert (game.value, game.options) == (
        None, ["All games", "Euchre", "Cutthroat", "Buck Euchre", "Five Hundred"])
    assert rows(app) == [(1, "ann", 130, 2), (2, "bea", 100, 1), (3, "cal", 0, 1)]

    app.selectbox(key="board_game").select("cutthroat").run()
    assert rows(app) == [(1, "ann", 100, 1), (2, "cal", 0, 1)]
    assert app.dataframe[0].value["Biggest margin"].tolist()[0] == 10 - 6

    app.selectbox(key="board_game").select("euchre").run()
    assert rows(app) == [(1, "bea", 100, 1), (2, "ann", 30, 1)]

    app.selectbox(key="board_level").select("Normal").run()
    assert rows(app) == [(1, "ann", 30, 1)]
    app.selectbox(key="board_game").select("cutthroat").run()
    assert rows(app) == [(1, "cal", 0, 1)]
    assert not app.exception


def test_a_stored_game_that_is_not_registered_does_not_break_the_page(db: Database):
    ann = sign_up("ann", "a long password", db=db)
    record_match(db, ann.id, "normal", NS)
    add_finished_match(db, ann.id, game="bridge", seat_scores=(7, 2, 7, 2),
                       difficulty="expert")

    app = leaderboard_page(ann)

    assert not app.exception
    assert rows(app) == [(1, "ann", 130, 2)]
    assert app.selectbox(key="board_game").options == [
        "All games", *(game(game_id).name for game_id in game_ids())]
    app.selectbox(key="board_game").select("euchre").run()
    assert rows(app) == [(1, "ann", 30, 1)]
