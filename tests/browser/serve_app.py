"""Run the app for the browser tests: ``python tests/browser/serve_app.py PORT``.

The app is served as ``make run`` serves it (``server.py``: ``app.py`` with the cookie
routes that keep a sign-in). The real bots play, and the real Expert gives hints and
reviews. With
``EUCHRE_TEST_TABLE_FILE`` set, the table session is also written there as JSON after
every change (by the app's table store), so the tests can compare the page with the
engine's state, and each change is logged with the server's clock beside it (see
``timeline_file``), so they can check the pace of the bots' decisions.

Two faults can be set for the tests of a table that never freezes: with
``EUCHRE_TEST_LOOP_LAG`` (seconds) the server's event loop takes up what each script run
sends that much later, as a busy server's loop does (``lag_the_event_loop``); with
``EUCHRE_TEST_NO_TIMERS=1`` no fragment's timer reaches the browser
(``drop_fragment_timers``).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def timeline_file(table_file: Path) -> Path:
    """One JSON line per saved change: server clock, hand number, move, who acted last."""
    return table_file.with_name("timeline.jsonl")


def mirror_table_to(path: Path) -> None:
    """Make the app's table store also write the table session to ``path`` as JSON, and
    log each change to the timeline."""
    import ui.table_store

    class MirroringTableStore(ui.table_store.AccountTableStore):
        def save(self, table: object) -> None:
            at = time.monotonic()  # the change's time: the page commits, then saves
            super().save(table)
            text = "null" if table is None else table.to_json()
            partial = path.with_suffix(".partial")
            partial.write_text(text)
            partial.replace(path)
            if table is not None:
                history = table.hand.history
                entry = {"at": at, "hand": table.hand_number, "move": len(history),
                         "actor": str(history[-1][0]) if history else None}
                with timeline_file(path).open("a") as timeline:
                    timeline.write(json.dumps(entry) + "\n")

    ui.table_store.AccountTableStore = MirroringTableStore


def lag_the_event_loop(seconds: float) -> None:
    """Make every session's event loop take up its script runs' events (the messages for
    the browser, "run finished", …) ``seconds`` late, in their order: a loop that runs
    behind the scripts' threads, as on a busy server, while the browser's messages are
    still taken up at once."""
    from collections import deque

    from streamlit.runtime.app_session import AppSession

    def on_scriptrunner_event(session: AppSession, *args: object, **kwargs: object) -> None:
        waiting = session.__dict__.setdefault("_test_lagging_events", deque())
        waiting.append((args, kwargs))

        def take_up_the_oldest() -> None:
            event_args, event_kwargs = waiting.popleft()
            session._handle_scriptrunner_event_on_event_loop(*event_args, **event_kwargs)

        session._event_loop.call_soon_threadsafe(
            session._event_loop.call_later, seconds, take_up_the_oldest)

    AppSession._on_scriptrunner_event = on_scriptrunner_event


def drop_fragment_timers() -> None:
    """Never send a browser a fragment's timer (Streamlit's "auto rerun" message): the
    Play page's pacers then never tick."""
    from streamlit.runtime.app_session import AppSession

    enqueue = AppSession._enqueue_forward_msg

    def enqueue_all_but_timers(session: AppSession, msg: object) -> None:
        if msg.WhichOneof("type") != "auto_rerun":
            enqueue(session, msg)

    AppSession._enqueue_forward_msg = enqueue_all_but_timers


def main() -> None:
    port = sys.argv[1]
    lag = os.environ.get("EUCHRE_TEST_LOOP_LAG")
    if lag:
        lag_the_event_loop(float(lag))
    if os.environ.get("EUCHRE_TEST_NO_TIMERS") == "1":
        drop_fragment_timers()
    table_file = os.environ.get("EUCHRE_TEST_TABLE_FILE")
    if table_file:
        mirror_table_to(Path(table_file))
    from streamlit.web import cli

    sys.argv = ["streamlit", "run", str(ROOT / "server.py"), "--server.port", port,
                "--server.address", "127.0.0.1", "--server.headless", "true",
                "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
    cli.main()


if __name__ == "__main__":
    main()
