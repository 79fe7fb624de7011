"""The Buck Euchre bidding drills and the Five Hundred kitty, misère and joker drills on the
Train page: each family's drill shown as South sees it, answered, and its feedback with the
Expert's figures."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from lessons.buck.bid import BidDrill
from lessons.buck.families import BID
from lessons.five_hundred.families import JOKER, KITTY, MISERE
from lessons.five_hundred.joker import JokerDrill
from lessons.five_hundred.kitty import KittyDrill
from lessons.five_hundred.misere import MisereDrill
from lessons.kit.families import DrillFamily
from lessons.kit.themes import Tier
from tests.app.train_support import chart_options, kept_exercise, metric, open_train, page_text
from ui.lesson_widgets import red_suits

KINDS = {BID: BidDrill, KITTY: KittyDrill, MISERE: MisereDrill, JOKER: JokerDrill}


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", "60")


def _html(app: AppTest) -> str:
    return "".join(element.proto.body for element in app.get("html"))


@pytest.mark.parametrize("family", tuple(KINDS), ids=lambda family: family.id)
def test_a_drill_of_each_new_family_is_answered_with_the_experts_figures(
        family: DrillFamily) -> None:
    app = open_train(family, Tier.INTERMEDIATE, timeout=300, seed=4)
    drill = kept_exercise(app, KINDS[family])
    key = app.session_state["train_current"]
    assert all(value.samples == 60 for value in drill.values), "a fixed number of deals"
    assert red_suits(drill.prompt) in page_text(app) or drill.prompt in page_text(app)
    assert all(f'aria-label="{card.spoken}"' in _html(app) for card in drill.view.hand)
    radio = app.radio(key=f"train-answer-{key.id}")
    assert list(radio.options) == [red_suits(drill.label(option)) for option in drill.options]
    answer = drill.values[-1].action.text  # the option the Expert values least
    radio.set_value(answer)
    app.button(key="train-check").click().run()
    assert not app.exception
    feedback = drill.grade(answer)
    assert chart_options(app) == [drill.label(v.action.text) for v in drill.values]
    assert "The Expert's reasons" in page_text(app)
    if feedback.correct is False:
        assert app.error[0].value == feedback.headline
        assert f"{drill.best.expected_points:+.2f}" in feedback.headline
        assert metric(app, "Answered") == "1"
    else:
        assert feedback.correct is None, "the least valued option is never right"
        assert app.info[0].value == feedback.headline
        assert "not counted" in page_text(app)
