"""Bidding drills on the Train page: ten drills answered right and wrong, with the Expert's
numbers, its reasons and, after a wrong bid, a deal where that bid goes wrong."""

from __future__ import annotations

import pytest

from lessons.euchre.bidding import BiddingDrill
from lessons.euchre.families import BIDDING
from lessons.kit.themes import Tier
from tests.app.train_support import chart_options, kept_exercise, metric, open_train, page_text


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", "160")


@pytest.mark.parametrize("tier", [Tier.BEGINNER, Tier.ADVANCED])
def test_five_drills_right_and_wrong(tier: Tier) -> None:
    app = open_train(BIDDING, tier)
    outcomes = []
    for number in range(5):
        drill = kept_exercise(app, BiddingDrill)
        key = app.session_state["train_current"]
        assert drill.prompt in page_text(app)
        answer = (drill.best if number % 2 == 0 else drill.values[-1]).action.text
        app.radio(key=f"train-answer-{key.id}").set_value(answer)
        app.button(key="train-check").click().run()
        assert not app.exception
        assert chart_options(app) == [drill.label(v.action.text) for v in drill.values]
        assert "The Expert's reasons" in page_text(app)
        feedback = drill.grade(answer)
        if feedback.correct is True:
            assert app.success[0].value == feedback.headline
        elif feedback.correct is None:
            assert app.info[0].value == feedback.headline
            assert "not counted" in page_text(app)
        else:
            assert app.error[0].value == feedback.headline
            assert f"{drill.best.expected_points:+.2f}" in feedback.headline
            app.button(key="train-costly").click().run()
            assert "What goes wrong." in page_text(app)
            assert "Your bid:" in page_text(app)
            assert "The Expert's bid on the same cards:" in page_text(app)
        outcomes.append(feedback.correct)
        app.button(key="train-next").click().run()
    answered = sum(outcome is not None for outcome in outcomes)
    assert metric(app, "Answered") == str(answered), "judgment calls are not counted"
