"""What the Train page's drill tests share: opening a family at a tier, the drill on view,
the page's words, the chart's options and the score metrics."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import TypeVar

from streamlit.testing.v1 import AppTest

from lessons.kit.families import ExerciseFamily
from lessons.kit.themes import Tier

ROOT = Path(__file__).resolve().parents[2]
E = TypeVar("E")


def open_train(family: ExerciseFamily, tier: Tier, timeout: float = 180,
               seed: int | None = None) -> AppTest:
    """The Train page on ``family`` at ``tier``; ``seed`` fixes which exercises come."""
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=timeout).run()
    if seed is not None:
        app.session_state["train_rng"] = random.Random(seed)
    app.switch_page("pages/train.py").run()
    app.segmented_control(key="train_game").set_value(family.game_id).run()
    app.segmented_control(key="train_family").set_value(family).run()
    app.segmented_control(key="train_tier").set_value(tier).run()
    assert not app.exception
    return app


def kept_exercise(app: AppTest, kind: type[E]) -> E:
    """The exercise on view, as the page keeps it for the current key (of type ``kind``)."""
    key = app.session_state["train_current"]
    kept_id, exercise = app.session_state["train_exercise"]
    assert kept_id == key.id and isinstance(exercise, kind)
    return exercise


def page_text(app: AppTest) -> str:
    return " ".join(str(element.value) for kind in ("markdown", "caption", "info", "error",
                                                     "success") for element in app.get(kind))


def chart_options(app: AppTest) -> list[str]:
    """The options on the feedback chart, top to bottom."""
    [chart] = app.get("vega_lite_chart")
    spec = json.loads(chart.proto.spec)
    return spec["layer"][0]["encoding"]["y"]["sort"]


def metric(app: AppTest, label: str) -> str:
    return next(m.value for m in app.metric if m.label == label)
