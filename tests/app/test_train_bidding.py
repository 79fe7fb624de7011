"""Bidding drills on the Train page: ten drills answered right and wrong, with the Expert's
numbers, its reasons and, after a wrong bid, a deal where that bid goes wrong."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from lessons.bidding import BiddingDrill
from lessons.themes import Family, Tier

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", "160")


def _open(tier: Tier) -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=180).run()
    app.switch_page("pages/train.py").run()
    app.segmented_control(key="train_family").set_value(Family.BIDDING).run()
    app.segmented_control(key="train_tier").set_value(tier).run()
    assert not app.exception
    return app


def _drill(app: AppTest) -> BiddingDrill:
    key = app.session_state["train_current"]
    kept_id, drill = app.session_state["train_exercise"]
    assert kept_id == key.id and isinstance(drill, BiddingDrill)
    return drill


def _chart_bids(app: AppTest) -> list[str]:
    [chart] = app.get("vega_lite_chart")
    spec = json.loads(chart.proto.spec)
    return spec["layer"][0]["encoding"]["y"]["sort"]


def _text(app: AppTest) -> str:
    return " ".join(str(element.value) for kind in ("markdown", "caption", "info", "error",
                                                     "success") for element in app.get(kind))


@pytest.mark.parametrize("tier", [Tier.BEGINNER, Tier.ADVANCED])
def test_five_drills_right_and_wrong(tier: Tier) -> None:
    app = _open(tier)
    outcomes = []
    for number in range(5):
        drill = _drill(app)
        key = app.session_state["train_current"]
        assert drill.prompt in _text(app)
        answer = (drill.best if number % 2 == 0 else drill.values[-1]).action.text
        app.radio(key=f"train-answer-{key.id}").set_value(answer)
        app.button(key="train-check").click().run()
        assert not app.exception
        assert _chart_bids(app) == [drill.label(v.action.text) for v in drill.values]
        assert "The Expert's reasons" in _text(app)
        feedback = drill.grade(answer)
        if feedback.correct is True:
            assert app.success[0].value == feedback.headline
        elif feedback.correct is None:
            assert app.info[0].value == feedback.headline
            assert "not counted" in _text(app)
        else:
            assert app.error[0].value == feedback.headline
            assert f"{drill.best.expected_points:+.2f}" in feedback.headline
            app.button(key="train-costly").click().run()
            assert "What goes wrong." in _text(app)
            assert "Your bid:" in _text(app)
            assert "The Expert's bid on the same cards:" in _text(app)
        outcomes.append(feedback.correct)
        app.button(key="train-next").click().run()
    answered = sum(outcome is not None for outcome in outcomes)
    metric = next(m.value for m in app.metric if m.label == "Answered")
    assert metric == str(answered), "judgment calls are not counted"
