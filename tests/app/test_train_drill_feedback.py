"""A bidding drill's feedback on the Train page when every bid loses points: why the
better bid wins, said from the figures, and a chart that reads from zero.

The drill is valued by a fixed stand-in for the Expert, so the figures are known."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.dataframe_util import convert_arrow_bytes_to_pandas_df
from streamlit.testing.v1 import AppTest

from euchre.bots import Decision, Explanation, OptionValue
from lessons.euchre.bidding import BiddingDrill, bidding_themes, build_drill
from lessons.euchre.families import BIDDING
from lessons.euchre.themes import EuchreTheme
from lessons.kit.families import ExerciseKey
from lessons.kit.themes import Tier

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = 160


class LosingBids:
    """Values every legal bid below zero, 0.45 points apart, the first one best."""

    def evaluate(self, view) -> tuple[OptionValue, ...]:
        return tuple(OptionValue(action, -0.94 - 0.45 * index, 0.08, SAMPLES)
                     for index, action in enumerate(view.legal_actions))

    def decide(self, view) -> Decision:
        values = self.evaluate(view)
        return Decision(view.seat, values[0].action,
                        Explanation("The least bad bid.", (), values))


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", str(SAMPLES))  # the drill prepared next


def _answer(drill: BiddingDrill, seed: int, answer: str) -> AppTest:
    """The Train page showing ``drill`` (drill ``seed`` of its tier), answered ``answer``."""
    key = ExerciseKey(BIDDING, drill.tier, drill.theme, seed)
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120).run()
    app.switch_page("pages/train.py").run()
    app.session_state["train_family"] = BIDDING
    app.session_state["train_tier"] = drill.tier
    app.session_state["train_current"] = key
    app.session_state["train_exercise"] = (key.id, drill)
    app.session_state["train_next_drill"] = key  # nothing new to prepare meanwhile
    app.run()
    app.radio(key=f"train-answer-{key.id}").set_value(answer)
    app.button(key="train-check").click().run()
    assert not app.exception
    return app


def _answered(tier: Tier, seed: int, pick) -> tuple[AppTest, BiddingDrill]:
    drill = build_drill(seed, tier, bidding_themes(tier)[0], LosingBids())
    return _answer(drill, seed, pick(drill).action.text), drill


def _reasons(app: AppTest) -> str:
    return " ".join(md.value for md in app.markdown if md.value.startswith("- "))


def test_a_wrong_bid_is_told_why_the_better_bid_wins() -> None:
    app, drill = _answered(Tier.BEGINNER, 3, lambda drill: drill.values[1])
    best, chosen = drill.best, drill.values[1]
    assert app.error, "a clearly worse bid is wrong"
    reasons = _reasons(app)
    best_words = drill.label(best.action.text)
    assert f"{best_words} wins" in reasons
    assert "loses less" in reasons
    assert f"{best.expected_points:+.2f}" in reasons and f"{chosen.expected_points:+.2f}" in reasons
    gap = best.expected_points - chosen.expected_points
    assert f"{gap:.2f} points" in reasons
    assert "noise" in reasons


def test_the_right_bid_is_told_why_it_beats_the_next_one() -> None:
    app, drill = _answered(Tier.BEGINNER, 3, lambda drill: drill.best)
    assert app.success
    reasons = _reasons(app)
    assert f"{drill.label(drill.best.action.text)} wins" in reasons
    runner_up = drill.label(drill.runner_up.action.text)
    assert runner_up[:1].lower() + runner_up[1:] in reasons


def test_the_chart_of_all_losing_bids_reads_from_zero() -> None:
    app, drill = _answered(Tier.BEGINNER, 3, lambda drill: drill.values[1])
    [chart] = app.get("vega_lite_chart")
    spec = json.loads(chart.proto.spec)
    layers = spec["layer"]
    marks = [layer["mark"]["type"] if isinstance(layer["mark"], dict) else layer["mark"]
             for layer in layers]
    bars = layers[marks.index("bar")]
    domain = bars["encoding"]["x"]["scale"]["domain"]
    lowest = min(v.expected_points - 2 * v.std_error for v in drill.values)
    assert domain[0] <= lowest and domain[1] > 0, "zero is inside the chart, not its edge"
    zero = [layer for layer, mark in zip(layers, marks, strict=True)
            if mark == "rule" and layer["encoding"]["x"].get("datum") == 0]
    assert zero, "a rule marks zero"
    tables = [convert_arrow_bytes_to_pandas_df(dataset.data.data)
              for dataset in chart.proto.datasets]
    data = next(table for table in tables if "label" in table)
    assert set(data["label"]) == {f"{v.expected_points:+.2f}" for v in drill.values}
    assert "text" in marks, "each bar is labelled with its value"


def test_a_bid_that_only_a_seen_all_play_out_favours_is_shown_as_a_judgment_call() -> None:
    """Advanced naming-suit drill 371776504: with the partner is best when every player
    plays from their own hand, alone when the play-outs see every card. Answering
    "alone" is a judgment call that says why, and is not counted."""
    from euchre.games.euchre.bots.expert import steady_expert
    from lessons.kit.families import DRILL_TRIES

    seed, tier = 371776504, Tier.ADVANCED
    drill = build_drill(seed, tier, EuchreTheme.NAMING_SUIT, steady_expert(11, 400),
                        tries=DRILL_TRIES)
    assert drill.depends_on_valuation
    app = _answer(drill, seed, "name D alone")
    assert not app.error and not app.success
    assert "judgment call" in app.info[0].value
    reasons = " ".join(md.value for md in app.markdown)
    assert "could see every card" in reasons and "without seeing the others'" in reasons
    assert any("not counted in your accuracy" in caption.value for caption in app.caption)
