"""The Train page's card-play puzzles of Cutthroat, Buck and Five Hundred: the table from
the acting seat, one puzzle answered right and one wrong, the rating moving each time."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre.cards import Card
from lessons.buck.families import CARD_PLAY as BUCK_CARD_PLAY
from lessons.cutthroat.families import CARD_PLAY as CUTTHROAT_CARD_PLAY
from lessons.five_hundred.families import CARD_PLAY as FIVE_HUNDRED_CARD_PLAY
from lessons.kit.families import PuzzleFamily
from lessons.kit.puzzles.exercise import CardPlayExercise
from lessons.kit.puzzles.widgets import play_button_key
from lessons.kit.themes import Tier
from tests.app.train_support import kept_exercise, metric, open_train
from tests.store.support import app_database


@pytest.fixture(autouse=True)
def _database(tmp_path: Path):
    """Guests read puzzle ratings from the store too: a throwaway one."""
    with app_database(tmp_path / "guest"):
        yield


def _click(app: AppTest, exercise: CardPlayExercise, option: str) -> None:
    key = app.session_state["train_current"]
    card = Card.parse(option.split()[1])
    app.button(key=play_button_key(f"puzzle-{key.id}", option, card)).click().run()
    assert not app.exception


def _html(app: AppTest) -> str:
    return "".join(element.proto.body for element in app.get("html"))


@pytest.mark.parametrize("family", [CUTTHROAT_CARD_PLAY, BUCK_CARD_PLAY,
                                    FIVE_HUNDRED_CARD_PLAY], ids=lambda f: f.game_id)
def test_a_puzzle_of_each_game_is_drawn_from_the_seat_and_answered(family: PuzzleFamily
                                                                   ) -> None:
    tier = next(tier for tier in Tier if family.themes(tier))
    app = open_train(family, tier, timeout=120, seed=3)
    exercise = kept_exercise(app, CardPlayExercise)
    assert exercise.puzzle.game.game_id == family.game_id
    page = _html(app)
    assert 'aria-label="the card table"' in page
    assert f"You ({exercise.puzzle.seat_name})" in page  # the acting seat at the bottom
    view = exercise.view
    hands = exercise.puzzle.source.record["deal"]["hands"]
    hidden = {card for hand in (hands.values() if isinstance(hands, dict) else hands)
              for card in hand} - {c.text for c in view.hand} - {
        c.text for c in view.played_cards}
    assert hidden and not any(f'aria-label="{Card.parse(card).spoken}"' in page
                              for card in hidden)
    assert float(metric(app, "Puzzle rating")) == 1500

    _click(app, exercise, exercise.puzzle.answer.text)
    assert app.success and "Right" in app.success[0].value
    after_right = float(metric(app, "Puzzle rating"))
    assert after_right > 1500
    assert app.session_state["learner_progress"].streak == 1

    app.button(key="train-next").click().run()
    exercise = kept_exercise(app, CardPlayExercise)
    wrong = exercise.puzzle.values[-1].action.text
    _click(app, exercise, wrong)
    assert app.error and "Not this time" in app.error[0].value
    assert float(metric(app, "Puzzle rating")) < after_right
    assert app.session_state["learner_progress"].streak == 0

    app.button(key="train-refute").click().run()
    assert not app.exception
    refutation = app.session_state["train_refutation"][2]
    assert refutation is not None and refutation.best_value > refutation.chosen_value
    texts = " ".join(md.value for md in app.markdown)
    assert "What goes wrong" in texts and "The hands at this moment" in texts
