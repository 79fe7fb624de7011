"""Login CSRF: another site cannot send a visitor to the sign-in cookie routes and sign
them in as someone else, or out."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.requests import Request
from starlette.responses import Response

import ui.cookie_routes
from store.accounts import sign_up
from store.db import Database
from store.sign_in_tokens import issue_handoff, redeem_handoff, user_for_token
from tests.store.support import app_database

HOST = "127.0.0.1:8501"
OWN_PAGE = f"http://{HOST}/account"
ATTACKER = "https://attacker.example"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def fetch(path: str, query: str, headers: dict[str, str]) -> Response:
    """The route's answer to a browser request with ``headers`` (names in lower case)."""
    raw = [(b"host", HOST.encode())] + [(k.encode(), v.encode()) for k, v in headers.items()]
    request = Request({"type": "http", "method": "GET", "path": path,
                       "query_string": query.encode(), "headers": raw,
                       "scheme": "http", "server": ("127.0.0.1", 8501)})
    route = ui.cookie_routes.keep if path == ui.cookie_routes.KEEP_PATH \
        else ui.cookie_routes.forget
    return route(request)


def set_cookies(response: Response) -> list[str]:
    return [value for name, value in response.headers.items() if name == "set-cookie"]


CROSS_SITE_REQUESTS = {
    "a link or image on another site": {"sec-fetch-site": "cross-site", "referer": ATTACKER},
    "a sibling subdomain": {"sec-fetch-site": "same-site",
                            "referer": "http://other.127.0.0.1:8501/"},
    "a form posted from another origin": {"sec-fetch-site": "cross-site", "origin": ATTACKER},
    "a forged fetch-site with a foreign origin": {"sec-fetch-site": "same-origin",
                                                   "origin": ATTACKER},
    "an old browser, foreign referer": {"referer": f"{ATTACKER}/trap"},
    "an old browser, no referer": {},
}


@pytest.mark.parametrize("headers", CROSS_SITE_REQUESTS.values(), ids=CROSS_SITE_REQUESTS)
def test_keep_refuses_a_request_from_another_site(db: Database, headers: dict[str, str]):
    attacker = sign_up("attacker", "correct horse battery", db=db)
    code = issue_handoff(attacker)

    response = fetch(ui.cookie_routes.KEEP_PATH, f"code={code}", headers)

    assert response.status_code == 403
    assert set_cookies(response) == []
    assert redeem_handoff(code) is not None  # the code was not spent either


@pytest.mark.parametrize("headers", CROSS_SITE_REQUESTS.values(), ids=CROSS_SITE_REQUESTS)
def test_forget_refuses_a_request_from_another_site(db: Database, headers: dict[str, str]):
    visitor = sign_up("visitor", "correct horse battery", db=db)
    token = redeem_handoff(issue_handoff(visitor))
    assert token is not None

    response = fetch(ui.cookie_routes.FORGET_PATH, "saved=match",
                     {**headers, "cookie": f"{ui.cookie_routes.SIGN_IN_COOKIE}={token}"})

    assert response.status_code == 403
    assert set_cookies(response) == []
    assert user_for_token(token) is not None  # the visitor is still signed in


OWN_REQUESTS = {
    "the app's own image": {"sec-fetch-site": "same-origin", "referer": OWN_PAGE},
    "typed by the user": {"sec-fetch-site": "none"},
    "an old browser on the app's page": {"referer": OWN_PAGE},
}


@pytest.mark.parametrize("headers", OWN_REQUESTS.values(), ids=OWN_REQUESTS)
def test_the_apps_own_pages_keep_and_forget_a_sign_in(db: Database, headers: dict[str, str]):
    user = sign_up("keeper", "correct horse battery", db=db)

    kept = fetch(ui.cookie_routes.KEEP_PATH, f"code={issue_handoff(user)}", headers)

    assert kept.status_code == 200
    [cookie] = [c for c in set_cookies(kept) if c.startswith("euchre_signin=")]
    token = cookie.split(";")[0].split("=", 1)[1]
    assert user_for_token(token) is not None

    forgotten = fetch(ui.cookie_routes.FORGET_PATH, "",
                      {**headers, "cookie": f"{ui.cookie_routes.SIGN_IN_COOKIE}={token}"})

    assert forgotten.status_code == 200
    assert user_for_token(token) is None
