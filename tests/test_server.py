"""The server's address rules (``server.page_address``), checked through its doctests, and
the repair to Streamlit's server it installs (``ui.fragment_ticks``)."""

from __future__ import annotations

import doctest
import importlib
import sys

import pytest
from streamlit.runtime.app_session import AppSession

from ui import cookie_routes, fragment_ticks


def test_addresses_below_a_page_go_to_the_page_and_served_ones_stay(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Importing the server registers its cookie routes for this process; the app's other
    # tests run without them, so the flag is put back afterwards.
    monkeypatch.setattr(cookie_routes, "_installed", False)
    server = importlib.import_module("server")
    assert server.page_address("/signin-cookie/keep") is None
    assert server.page_address("/play/anything") == "/play"
    failures, tried = doctest.testmod(server)
    assert tried > 0 and failures == 0


def test_the_server_holds_back_a_tick_that_meets_a_finishing_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cookie_routes, "_installed", False)
    monkeypatch.setattr(AppSession, "_create_scriptrunner", AppSession._create_scriptrunner)
    monkeypatch.delitem(sys.modules, "server", raising=False)
    importlib.import_module("server")
    assert fragment_ticks.installed()
