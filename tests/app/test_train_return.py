"""Leaving Train and coming back: the exercise left is on view again, answered with its
feedback (not to be answered again)."""

from __future__ import annotations

import pytest

from lessons.cutthroat.families import BID
from lessons.kit.themes import Tier
from tests.app.train_support import open_train, page_text


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", "6")


def test_an_answered_drill_is_still_answered_after_leaving_train_and_coming_back() -> None:
    app = open_train(BID, Tier.INTERMEDIATE)
    key = app.session_state["train_current"]
    _, drill = app.session_state["train_exercise"]
    answer = drill.options[-1]
    app.radio(key=f"train-answer-{key.id}").set_value(answer).run()
    app.button(key="train-check").click().run()
    headline = drill.grade(answer).headline

    app.switch_page("pages/home.py").run()
    app.switch_page("pages/train.py").run()

    assert not app.exception
    assert app.segmented_control(key="train_family").value is BID
    assert app.segmented_control(key="train_tier").value == Tier.INTERMEDIATE
    assert app.session_state["train_current"] == key
    assert headline in page_text(app)
    assert app.radio(key=f"train-answer-{key.id}").disabled
    assert not [button for button in app.button if button.key == "train-check"]
    assert [button.key for button in app.button] == ["train-next"]
