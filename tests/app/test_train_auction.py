"""Five Hundred auction drills on the Train page: the position as South sees it, a call
answered right and one answered wrong with the Expert's figures, and progress recorded."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from euchre.games import registry
from lessons.euchre.families import BIDDING, RANKING
from lessons.five_hundred.auction import AuctionDrill
from lessons.five_hundred.families import AUCTION
from lessons.kit.families import themes_for
from lessons.kit.themes import Tier
from tests.app.train_support import (
    ROOT,
    chart_options,
    kept_exercise,
    metric,
    open_train,
    page_text,
)
from ui.lesson_widgets import red_suits

MOST_DRILLS = 10


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", "120")


def _html(app: AppTest) -> str:
    return "".join(element.proto.body for element in app.get("html"))


def test_auction_drills_answered_right_and_wrong() -> None:
    app = open_train(AUCTION, Tier.INTERMEDIATE, timeout=240, seed=4)
    graded: dict[bool, int] = {True: 0, False: 0}
    judgment_calls = 0
    for _ in range(MOST_DRILLS):
        drill = kept_exercise(app, AuctionDrill)
        key = app.session_state["train_current"]
        assert all(value.samples == 120 for value in drill.values), "a fixed number of deals"
        assert drill.prompt in page_text(app)
        north_south, east_west = drill.view.score
        assert f"Score: North–South {north_south}, East–West {east_west}" in _html(app)
        assert all(f'aria-label="{card.spoken}"' in _html(app) for card in drill.view.hand)
        if drill.view.bids:
            assert "Bidding so far: " in page_text(app)
        radio = app.radio(key=f"train-answer-{key.id}")
        assert list(radio.options) == [red_suits(drill.label(option))
                                       for option in drill.options]
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
               for theme in themes_for(AUCTION, Tier.INTERMEDIATE)) == 2


def test_the_auction_drills_wait_for_five_hundred_to_be_registered(
        monkeypatch: pytest.MonkeyPatch) -> None:
    registered = dict(registry._GAMES)
    registered.pop("five_hundred")
    monkeypatch.setattr(registry, "_GAMES", registered)
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60).run()
    app.switch_page("pages/train.py").run()
    assert not app.exception
    games = app.segmented_control(key="train_game").options
    assert "Five Hundred" not in games
    assert {"Euchre", "Buck Euchre"} <= set(games), "the other games' drills stay offered"
    offered = [option.content for option in
               app.segmented_control(key="train_family").proto.options]
    assert RANKING.label in offered and BIDDING.label in offered
