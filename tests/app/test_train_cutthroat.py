"""Cutthroat drills on the Train page: the merge with the dummy as South sees it (ten cards,
the offered keeps), one answer checked with the Expert's figures, and progress recorded."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from lessons.cutthroat.families import KEEP
from lessons.cutthroat.merge import KeepDrill
from lessons.kit.themes import Tier
from tests.app.train_support import chart_options, kept_exercise, metric, open_train, page_text
from ui.lesson_widgets import red_suits


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", "60")


def _html(app: AppTest) -> str:
    return "".join(element.proto.body for element in app.get("html"))


def test_a_merge_drill_answered_with_the_experts_figures() -> None:
    app = open_train(KEEP, Tier.BEGINNER, timeout=240, seed=3)
    drill = kept_exercise(app, KeepDrill)
    key = app.session_state["train_current"]
    assert drill.prompt in page_text(app)
    assert "sensible keeps of the 252" in drill.prompt
    html = _html(app)
    assert len(drill.view.hand) == 10
    assert all(f'aria-label="{card.spoken}"' in html for card in drill.view.hand)
    assert "Trump: " in html and drill.view.trump.noun in html
    radio = app.radio(key=f"train-answer-{key.id}")
    assert list(radio.options) == [red_suits(drill.label(option)) for option in drill.options]
    answer = drill.values[-1].action.text  # the offered keep the Expert values least
    radio.set_value(answer)
    app.button(key="train-check").click().run()
    assert not app.exception
    feedback = drill.grade(answer)
    assert chart_options(app) == [drill.label(value.action.text) for value in drill.values]
    assert "The Expert's reasons" in page_text(app)
    assert f"{drill.value_of(answer).expected_points:+.2f}" in feedback.headline
    if feedback.correct is False:
        assert app.error[0].value == feedback.headline
        assert drill.label(drill.best.action.text).lower() in feedback.headline.lower()
        assert metric(app, "Answered") == "1" and metric(app, "Accuracy") == "0%"
    else:
        assert feedback.correct is None, "the least valued keep is never right"
        assert app.info[0].value == feedback.headline
        assert "not counted" in page_text(app)
        assert metric(app, "Answered") == "0"
    progress = app.session_state["learner_progress"]
    assert progress.theme(drill.theme).attempts == int(feedback.correct is not None)
