"""The Train page's card-play puzzles: solved right and wrong, the rating, the refutation."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import store
from euchre import Card, games
from lessons.euchre.card_play import CardPlayPuzzle
from lessons.euchre.families import CARD_PLAY
from lessons.euchre.themes import EuchreTheme
from lessons.kit.families import generate
from lessons.kit.themes import Tier
from store.accounts import sign_up
from tests.store.support import app_database

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _database(tmp_path: Path):
    """Guests read puzzle ratings from the store too: a throwaway one."""
    with app_database(tmp_path / "guest"):
        yield


def _open(tier: Tier = Tier.BEGINNER, user=None) -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    if user is not None:
        app.session_state["auth_user"] = user
    app.run()
    app.switch_page("pages/train.py").run()
    app.segmented_control(key="train_family").set_value(CARD_PLAY).run()
    app.segmented_control(key="train_tier").set_value(tier).run()
    assert not app.exception
    return app


def _current(app: AppTest) -> tuple[object, CardPlayPuzzle]:
    key = app.session_state["train_current"]
    exercise = generate(key)
    assert isinstance(exercise, CardPlayPuzzle)
    return key, exercise


def _rating(app: AppTest) -> float:
    return float(next(m for m in app.metric if m.label == "Puzzle rating").value)


def _click(app: AppTest, key, card: str) -> None:
    colour = "r" if Card.parse(card).suit.is_red else "b"
    app.button(key=f"card_{colour}_puzzle-{key.id}_{card}").click().run()
    assert not app.exception


def _html(app: AppTest) -> str:
    return "".join(element.proto.body for element in app.get("html"))


def test_a_puzzle_solved_right_then_wrong_moves_the_rating_and_shows_every_card() -> None:
    app = _open()
    key, exercise = _current(app)
    assert _rating(app) == 1500
    page = _html(app)
    assert f"You ({exercise.seat.label})" in page  # the acting seat, drawn at the bottom
    hidden = {card for hand in exercise.puzzle.source.record["deal"]["hands"].values()
              for card in hand} - {card.text for card in exercise.view.hand} - {
        card.text for card in exercise.view.played_cards}
    assert 'aria-label="the card table"' in page
    assert hidden and not any(f'aria-label="{Card.parse(card).spoken}"' in page
                              for card in hidden)

    _click(app, key, exercise.puzzle.answer.card.text)
    assert app.success and "Right" in app.success[0].value
    after_right = _rating(app)
    assert after_right > 1500
    table = app.dataframe[-1].value
    assert sorted(table["card"]) == sorted(v.action.card.symbol for v in exercise.puzzle.values)
    assert list(table["expected points"]) == [round(v.expected_points, 2)
                                              for v in exercise.puzzle.values]
    assert app.get("arrow_vega_lite_chart") or app.get("vega_lite_chart")
    assert app.session_state["learner_progress"].streak == 1

    app.button(key="train-next").click().run()
    key, exercise = _current(app)
    wrong = exercise.puzzle.values[-1].action.card.text
    _click(app, key, wrong)
    assert app.error and "Not this time" in app.error[0].value
    assert _rating(app) < after_right
    assert app.session_state["learner_progress"].streak == 0
    assert any("Puzzle rating" in md.value and "→" in md.value for md in app.markdown)

    app.button(key="train-refute").click().run()
    assert not app.exception
    shown = app.session_state["train_refutation"]
    refutation = shown[2]
    assert refutation is not None
    assert refutation.chosen.net < refutation.best.net
    texts = " ".join(md.value for md in app.markdown)
    assert "What goes wrong" in texts
    assert f"Your card: {Card.parse(wrong).symbol}" in texts
    assert "The best card" in texts


def test_a_second_click_changes_nothing() -> None:
    app = _open(Tier.INTERMEDIATE)
    key, exercise = _current(app)
    _click(app, key, exercise.puzzle.values[-1].action.card.text)
    rating = _rating(app)
    assert all(button.disabled for button in app.button
               if button.key and button.key.startswith("card_"))
    assert _rating(app) == rating
    assert app.session_state["learner_progress"].answered == 1


def test_a_signed_in_players_rating_is_kept_and_charted_on_progress(tmp_path: Path) -> None:
    with app_database(tmp_path) as db:
        user = sign_up("solver", "a long password", db=db)
        app = _open(user=user)
        for solved in (True, True, False):
            key, exercise = _current(app)
            values = exercise.puzzle.values
            _click(app, key, (values[0] if solved else values[-1]).action.card.text)
            app.button(key="train-next").click().run()
        history = store.puzzle_rating_history(user.id, db=db)
        assert [attempt.solved for attempt in history] == [True, True, False]
        assert history[0].rating > 1500 and history[1].rating > history[0].rating
        assert history[2].rating < history[1].rating
        assert _rating(app) == round(history[-1].rating)
        assert len(store.puzzle_ratings(game=CARD_PLAY.game_id, db=db)) >= 2
        assert store.player_puzzle_rating(user.id, game="buck", db=db) is None

        progress = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
        progress.session_state["auth_user"] = user
        progress.run()
        progress.switch_page("pages/progress.py").run()
        assert not progress.exception
        name = games.game(CARD_PLAY.game_id).name
        assert any(m.label == name and m.value == str(round(history[-1].rating))
                   for m in progress.metric), "all games: each game's rating by its name"
        assert progress.get("arrow_vega_lite_chart") or progress.get("vega_lite_chart")
        progress.selectbox(key="progress_game").select(CARD_PLAY.game_id).run()
        assert any(m.label == "Puzzle rating" and m.value == str(round(history[-1].rating))
                   for m in progress.metric)


def test_the_maker_leads_trump_tip_opens_a_card_play_puzzle_on_that_theme() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90).run()
    app.query_params["family"] = CARD_PLAY.id
    app.query_params["theme"] = EuchreTheme.MAKER_LEADS_TRUMP.value
    app.switch_page("pages/train.py").run()
    assert not app.exception
    key, exercise = _current(app)
    assert key.family is CARD_PLAY and key.theme is EuchreTheme.MAKER_LEADS_TRUMP
    assert "maker-leads-trump" in exercise.puzzle.themes
    assert exercise.theme.label in app.caption[0].value


def test_a_new_rating_is_marked_provisional_and_a_first_miss_moves_it_at_most_88() -> None:
    app = _open()
    metric = next(m for m in app.metric if m.label == "Puzzle rating")
    assert metric.delta == "provisional"
    assert "Provisional until its deviation falls to 200 (now 350)" in metric.help
    key, exercise = _current(app)
    _click(app, key, exercise.puzzle.values[-1].action.card.text)
    assert 1500 - 88 <= _rating(app) < 1500
    assert any("(provisional)" in md.value for md in app.markdown)


def test_a_settled_rating_is_not_marked_provisional() -> None:
    from datetime import UTC, datetime

    from ui.puzzle_rating import GUEST_HISTORY_KEY

    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    app.session_state[GUEST_HISTORY_KEY] = {
        CARD_PLAY.game_id: [(datetime.now(UTC), 1640.0, 150.0, True)]}
    app.run()
    app.switch_page("pages/train.py").run()
    app.segmented_control(key="train_family").set_value(CARD_PLAY).run()
    assert _rating(app) == 1640
    metric = next(m for m in app.metric if m.label == "Puzzle rating")
    assert not metric.delta and "Provisional" not in metric.help
