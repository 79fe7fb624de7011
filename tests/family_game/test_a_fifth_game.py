"""A fifth game, defined only under the tests (``tests.family_game``) and registered by
them, plays everywhere the four games of the app play: records, the tournament, the store
and the Play page take it through its spec, with no shared file knowing of it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import games
from euchre.bots.base import Difficulty
from euchre.games import registry
from euchre.tournament import Lineup, run_tournament
from euchre.tournament.__main__ import main as tournament_main
from store.accounts import sign_up
from store.leaderboard import leaderboard
from store.matches import (
    finish_match,
    finished_matches,
    load_active_match,
    start_match,
)
from table.session import TableSession
from tests.family_game import HEADS_UP
from tests.store.support import add_user, app_database, play_saved_match
from ui import table_state
from ui.setup import DIFFICULTY_KEY, GAME_KEY
from ui.table_store import AccountTableStore

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery"


@pytest.fixture(autouse=True)
def heads_up(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The fifth game registered for the test (its one registry line), bots in process."""
    monkeypatch.setitem(registry._GAMES, HEADS_UP.id, HEADS_UP)
    monkeypatch.setenv("EUCHRE_BOT_WORKERS", "0")
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")
    yield


def _played(seed: int) -> games.GameMatch:
    match = HEADS_UP.new_match(None, seed)
    bots = {seat: HEADS_UP.bot("normal", seat) for seat in HEADS_UP.seating.seats}
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        seat = match.to_act
        match = match.apply(bots[seat].decide(match.view(seat)).action, seat)
    return match


def test_its_records_replay_through_the_registry():
    match = _played(3)
    text = json.dumps(HEADS_UP.match_to_record(match))
    assert games.load_match(text) == match
    assert games.game_of_record(json.loads(text)) is HEADS_UP
    hand = match.hands[0]
    assert games.load_hand(HEADS_UP.hand_to_record(hand)) == hand
    assert "heads_up" in games.game_ids()


def test_the_tournament_plays_it_on_duplicate_deals(tmp_path: Path, capsys):
    [result] = run_tournament("heads_up", [Lineup("expert", "easy")], deals=6, matches=1,
                              seed=2, processes=1, progress=False)
    # two players: each plays each seat once on every deal
    assert len(result.deals) == 6 and all(len(deal.a_points) == 2 for deal in result.deals)
    assert result.matches[0].a_won in ((1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (0.0, 0.0))
    assert tournament_main(["play", "normal:random", "--game", "heads_up", "--deals", "2",
                            "--matches", "1", "--points-to-win", "3", "--processes", "1",
                            "--no-progress", "--out", str(tmp_path)]) == 0
    assert "matches to 3" in capsys.readouterr().out


def test_the_store_saves_restores_and_ranks_it(tmp_path: Path):
    with app_database(tmp_path) as db:
        user = add_user(db, "fifth")
        match_id = start_match(user, "expert", {"points_to_win": 3}, 5, game="heads_up", db=db)
        match = play_saved_match(db, user, match_id)
        assert load_active_match(user, db=db).replay() == match
        result = finish_match(match_id, user, db=db)
        assert result.game == "heads_up" and result.seat_scores == match.score
        assert result.ranking_points == (100 if match.winners == (0,) else 0)
        ranked = leaderboard(game="heads_up", db=db)
        assert ranked[["Player", "Points", "Matches"]].values.tolist() == [
            ["fifth", result.ranking_points, 1]]


def test_the_play_page_plays_saves_restores_and_ranks_it(tmp_path: Path):
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("quinta", PASSWORD)
            app = _play_page(user)
            app.segmented_control(key=GAME_KEY).set_value("heads_up").run()
            assert "Heads-up Euchre" in app.segmented_control(key=GAME_KEY).format_func(
                "heads_up")
            app.segmented_control(key=DIFFICULTY_KEY).set_value(Difficulty.EASY).run()
            app.selectbox(key="setup_heads_up_points_to_win").set_value(3).run()
            app.button(key="setup_start").click().run()
            table = _play_until(app, lambda t: t.move >= 3)
            assert table.game is HEADS_UP
            assert load_active_match(user.id).replay() == table.match
            restored = _play_page(user).session_state[table_state.TABLE_KEY]
            assert restored.match == table.match  # a refresh restores it
            table = _play_until(app, lambda t: t.match.is_over)
            [record] = finished_matches(user.id)
            won = table.user_team in table.winning_teams
            assert (record.game, record.ranking_points) == ("heads_up", 10 if won else 0)
            assert "Play Heads-up Euchre · Easy bots" in _text(app)
    finally:
        table_state.use_store(None)


def _play_page(user) -> AppTest:
    app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30)
    app.session_state["auth_user"] = user
    return app.run()


def _text(app: AppTest) -> str:
    return "\n".join([*(str(m.value) for m in app.markdown),
                      *(h.proto.body for h in app.get("html"))])


def _play_until(app: AppTest, done) -> TableSession:
    """The user clicks their first offered action (the next hand when one is over) until
    ``done``; the bots move on each run."""
    for _ in range(2000):
        assert not app.exception, app.exception
        table: TableSession = app.session_state[table_state.TABLE_KEY]
        if done(table):
            return table
        if table.match.hand_over and table.next_step() is None and not table.match.is_over:
            app.button(key="next_hand").click().run()
            continue
        offered = [b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
                   and not b.disabled] if table.users_turn else []
        (offered[0].click() if offered else app).run()
    raise AssertionError("the match never got there")


def test_a_game_without_lessons_leaves_learn_and_train_as_they_are():
    """The fifth game has no lessons package: Learn and Train offer the other games'
    courses and families, and neither page fails."""
    from lessons import registry as lessons_registry

    assert lessons_registry.lessons_for(HEADS_UP.id) is None
    assert HEADS_UP.id not in [course.game_id for course in lessons_registry.courses()]
    for page in ("pages/learn.py", "pages/train.py"):
        app = AppTest.from_file(str(ROOT / page), default_timeout=60).run()
        assert not app.exception, page
