"""Buck Euchre drop-out drills on the Train page: the position as South sees it, a choice
answered right and one answered wrong with the Expert's figures, and progress recorded."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from lessons.buck.drop_out import DropOutDrill
from lessons.buck.families import DROP_OUT
from lessons.kit.families import themes_for
from lessons.kit.themes import Tier
from tests.app.train_support import chart_options, kept_exercise, metric, open_train, page_text

MOST_DRILLS = 10


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", "120")


def _html(app: AppTest) -> str:
    return "".join(element.proto.body for element in app.get("html"))


def test_drop_out_drills_answered_right_and_wrong() -> None:
    app = open_train(DROP_OUT, Tier.INTERMEDIATE, timeout=240, seed=4)
    graded: dict[bool, int] = {True: 0, False: 0}
    judgment_calls = 0
    for _ in range(MOST_DRILLS):
        drill = kept_exercise(app, DropOutDrill)
        key = app.session_state["train_current"]
        assert drill.prompt in page_text(app)
        counts = ", ".join(f"{name} {count}" for name, count in
                           zip(("South", "West", "North", "East"), drill.view.score,
                               strict=True))
        assert f"Counts: {counts}" in _html(app)
        assert all(f'aria-label="{card.spoken}"' in _html(app) for card in drill.view.hand)
        radio = app.radio(key=f"train-answer-{key.id}")
        assert [radio.format_func(option) for option in radio.options] == [
            drill.label(option) for option in drill.options]
        answer = (drill.best if not graded[True] else drill.values[-1]).action.text
        radio.set_value(answer)
        app.button(key="train-check").click().run()
        assert not app.exception
        feedback = drill.grade(answer)
        assert chart_options(app) == [drill.label(v.action.text) for v in drill.values]
        assert "The Expert's reasons" in page_text(app)
        if feedback.correct is True:
            assert app.success[0].value == feedback.headline
            verdict = feedback.headline.removeprefix(drill.bad_deal_note() + " ")
            assert verdict.startswith(f"Right: {drill.label(answer)}")
        elif feedback.correct is False:
            assert app.error[0].value == feedback.headline
            assert f"{drill.best.expected_points:+.2f}" in feedback.headline
        else:
            judgment_calls += 1
            assert app.info[0].value == feedback.headline
            assert "not counted" in page_text(app)
        if feedback.correct is not None:
            graded[feedback.correct] += 1
        progress = app.session_state["learner_progress"]
        assert progress.theme(drill.theme).attempts >= int(feedback.correct is not None)
        if graded[True] and graded[False]:
            break
        app.button(key="train-next").click().run()
        assert not app.exception
    assert graded[True] == 1 and graded[False] == 1, (graded, judgment_calls)
    app.run()
    assert metric(app, "Answered") == "2", "judgment calls are not counted"
    assert metric(app, "Accuracy") == "50%"
    progress = app.session_state["learner_progress"]
    assert progress.judgment_calls == judgment_calls
    assert sum(progress.theme(theme).attempts
               for theme in themes_for(DROP_OUT, Tier.INTERMEDIATE)) == 2
