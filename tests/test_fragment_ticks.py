"""The repair to Streamlit's server in ``ui.fragment_ticks``: a fragment's timed rerun (a
tick) that arrives while the session's previous run is finishing is held back, so the
end of that run still reaches the browser; every other rerun starts as before. The
browser test ``test_lagging_server_browser.py`` shows the table freezing without it."""

from __future__ import annotations

import pytest
from streamlit.runtime.app_session import AppSession
from streamlit.runtime.scriptrunner_utils.script_requests import RerunData

from ui import fragment_ticks


class Session:
    """What the repair reads of a session: its script runner, if it has one."""

    def __init__(self, runner: object | None) -> None:
        self._scriptrunner = runner


@pytest.fixture
def runs_started(monkeypatch: pytest.MonkeyPatch) -> list[RerunData]:
    """Streamlit's runner start replaced by a record of the runs it would start (put back
    after the test), with the repair installed on top of it."""
    started: list[RerunData] = []
    monkeypatch.setattr(AppSession, "_create_scriptrunner",
                        lambda session, rerun_data: started.append(rerun_data))
    fragment_ticks.install()
    return started


def tick() -> RerunData:
    return RerunData(fragment_id="pacer", is_auto_rerun=True)


def test_a_tick_that_meets_a_finishing_run_is_held_back(runs_started: list[RerunData]) -> None:
    AppSession._create_scriptrunner(Session(runner=object()), tick())
    assert runs_started == []


def test_a_tick_with_no_run_and_any_other_rerun_start_a_run(
        runs_started: list[RerunData]) -> None:
    first_tick, click = tick(), RerunData()
    widget_in_fragment = RerunData(fragment_id="pacer")
    AppSession._create_scriptrunner(Session(runner=None), first_tick)
    AppSession._create_scriptrunner(Session(runner=object()), click)
    AppSession._create_scriptrunner(Session(runner=object()), widget_in_fragment)
    assert runs_started == [first_tick, click, widget_in_fragment]


def test_installing_twice_holds_back_through_one_wrapper(
        runs_started: list[RerunData]) -> None:
    fragment_ticks.install()
    AppSession._create_scriptrunner(Session(runner=None), tick())
    assert fragment_ticks.installed() and len(runs_started) == 1
