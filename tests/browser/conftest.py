"""Browser tests: the app under ``streamlit run`` driven by Debian's Chromium (Playwright).

The server runs ``tests/browser/serve_app.py``, which saves the table session to a file
after every change (through the table's save hook), so a test can compare what the
page shows with the engine's state. The real bots play and the real Expert advises.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .browser_app import CHROMIUM, AppServer, ServerError, chromium_browser, running_app

BOT_PACE_SECONDS = "0.3"


@pytest.fixture(scope="session")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    try:
        with running_app(tmp_path_factory.mktemp("app"), BOT_PACE_SECONDS) as server:
            yield server
    except ServerError as error:
        pytest.fail(str(error))


@pytest.fixture(scope="session")
def chromium() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (`apt-get install -y "
                    "chromium`, which `make test` does) to run the browser tests.")
    with chromium_browser() as browser:
        yield browser
