"""The server's address rules (``server.page_address``), checked through its doctests."""

from __future__ import annotations

import doctest
import importlib

import pytest

from ui import cookie_routes


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
