"""The load test's figures: a click that times out is a failed click, counted in the
percentiles at the timeout and reported, never left out."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import load_test
from streamlit_client import RunTimeout


class FrozenAfter:
    """A client whose page always offers a new match, and whose server stops answering
    after ``answered`` clicks."""

    def __init__(self, answered: int) -> None:
        self.answered = answered
        self.auto_reruns: dict[str, float] = {}
        self.page = SimpleNamespace(button=lambda key: object(), texts=lambda kind: [])

    def __call__(self, url: str, page_name: str) -> FrozenAfter:
        return self

    async def __aenter__(self) -> FrozenAfter:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    async def open(self, timeout: float) -> float:
        return 0.05

    async def click(self, key: str, timeout: float, extra: tuple = ()) -> float:
        if self.answered == 0:
            raise RunTimeout(f"no answer within {timeout} s")
        self.answered -= 1
        return 0.2


def test_players_whose_clicks_time_out_show_in_the_click_figures(
        monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(load_test, "StreamlitClient", FrozenAfter(answered=3))
    monkeypatch.setattr(load_test, "level_state", lambda client, level: ())

    figures = asyncio.run(load_test.players("http://127.0.0.1:1", "normal", 1, 5.0, 0.0))
    row = load_test.summary("normal", 1, figures, (0.0, 0.0), 5.0)

    assert (row["clicks"], row["failed_clicks"], row["timeouts"]) == (4, 1, 1)
    assert row["click_p50_ms"] == 200
    assert row["click_p95_ms"] == row["click_max_ms"] == load_test.RUN_TIMEOUT * 1000


def test_the_table_has_a_failed_clicks_column():
    assert ("failed_clicks", "failed") in load_test.COLUMNS
