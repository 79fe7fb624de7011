"""A repair to Streamlit's server that the Play page's pacers depend on: a fragment's
timed rerun (a tick) never throws away the end of the run before it.

How the table froze. When a run of a session's script ends, its ``ScriptRunner`` stops,
but its last messages (the page's last elements, the timer of the pacer that ticks next,
"script finished") may still wait on the server's event loop, which runs behind the
script's thread whenever the server is busy. If a pacer's tick from the browser is handled
in that moment, ``AppSession`` finds the runner stopped and starts a new one for the
tick, and from then on it ignores every event of the old runner, including those
messages (``_handle_scriptrunner_event_on_event_loop`` drops events of a runner that is
not the current one). The browser keeps a half-sent page without a ticking pacer: the
table stays at "North is thinking…", or a click seems to do nothing, until a reload.

The repair: a tick that arrives while the session's previous runner is still finishing
is dropped instead. The browser's timer ticks again a tenth of a second later, and by
then that runner's messages have gone out and the runner is gone. Ticks that find no
runner, or a runner that takes them, and every other rerun (clicks, a fragment's own
widgets) go on as before. ``tests/browser/test_lagging_server_browser.py`` plays hands on a
server whose event loop lags behind its scripts; without the repair the table freezes.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from streamlit.runtime.app_session import AppSession
from streamlit.runtime.scriptrunner_utils.script_requests import RerunData

__all__ = ["install", "installed"]

_MARK = "waits_for_the_finishing_run"
CreateRunner = Callable[[AppSession, RerunData], None]


def _waiting_for_the_finishing_run(create_scriptrunner: CreateRunner) -> CreateRunner:
    """``AppSession._create_scriptrunner``, which no longer starts a runner for a tick
    while the previous runner is still finishing."""

    @functools.wraps(create_scriptrunner)
    def create(session: AppSession, initial_rerun_data: RerunData) -> None:
        if initial_rerun_data.is_auto_rerun and session._scriptrunner is not None:
            return  # the finishing run keeps its messages; the timer ticks again
        create_scriptrunner(session, initial_rerun_data)

    setattr(create, _MARK, True)
    return create


def installed() -> bool:
    return getattr(AppSession._create_scriptrunner, _MARK, False)


def install() -> None:
    """Install the repair in this server process (once)."""
    if not installed():
        AppSession._create_scriptrunner = _waiting_for_the_finishing_run(
            AppSession._create_scriptrunner)
