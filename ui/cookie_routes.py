"""The app's two cookie routes, which keep a sign-in in an HttpOnly cookie.

Streamlit talks to the browser over a websocket, which cannot set cookies, and a cookie
set by page scripts could be read by any script on the page. So ``server.py`` serves the
app with ``st.App`` and these Starlette routes, and the page asks the browser to fetch
them as images (``ui.auth``), which carry ``Set-Cookie`` like any response:

- ``GET /signin-cookie/keep?code=…`` exchanges a one-minute, single-use handoff code
  (``store.sign_in_tokens``) for a 30-day browser token, set as the ``HttpOnly``,
  ``SameSite=Strict`` cookie ``euchre_signin`` (``Secure`` over HTTPS). The token never
  reaches the page. It also sets ``euchre_known`` ("a player signed in on this browser"),
  so that the Play page can tell a signed-out visitor how to get a saved match back.
- ``GET /signin-cookie/forget`` revokes the token the request's cookie carries and
  deletes the cookie; with ``?saved=match`` (the player left a match in progress),
  ``euchre_known`` says so.

Both refuse (403, no cookie touched) a request that did not come from the app's own pages
(``ui.same_origin``): another site must not sign a visitor in as someone else, or out.
"""

from __future__ import annotations

import base64
from datetime import timedelta

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from store.sign_in_tokens import BROWSER_LIFETIME, redeem_handoff, revoke
from ui.client import trusted_proxy_hops
from ui.same_origin import from_own_pages

__all__ = [
    "FORGET_PATH",
    "KEEP_PATH",
    "KNOWN_COOKIE",
    "SAVED_MATCH_MARK",
    "SIGN_IN_COOKIE",
    "cookie_routes",
    "routes_installed",
]

SIGN_IN_COOKIE = "euchre_signin"
KNOWN_COOKIE = "euchre_known"
KEEP_PATH = "/signin-cookie/keep"
FORGET_PATH = "/signin-cookie/forget"
SAVED_MATCH_MARK = "match"
KNOWN_LIFETIME = timedelta(days=400)  # the longest a browser keeps a cookie
_PIXEL = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")
_installed = False


def routes_installed() -> bool:
    """True when this process serves the cookie routes (the app runs from ``server.py``)."""
    return _installed


def _pixel(status_code: int = 200) -> Response:
    return Response(_PIXEL, status_code=status_code, media_type="image/gif",
                    headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"})


def _secure(request: Request) -> bool:
    if request.url.scheme == "https":
        return True
    return bool(trusted_proxy_hops()) and request.headers.get("x-forwarded-proto") == "https"


def _set(response: Response, request: Request, name: str, value: str,
         lifetime: timedelta) -> None:
    response.set_cookie(name, value, max_age=int(lifetime.total_seconds()), path="/",
                        httponly=True, samesite="strict", secure=_secure(request))


def keep(request: Request) -> Response:
    """Exchange the handoff code for the browser's sign-in cookie."""
    if not from_own_pages(request):
        return _pixel(403)
    token = redeem_handoff(request.query_params.get("code"))
    response = _pixel()
    if token is not None:
        _set(response, request, SIGN_IN_COOKIE, token, BROWSER_LIFETIME)
        _set(response, request, KNOWN_COOKIE, "1", KNOWN_LIFETIME)
    return response


def forget(request: Request) -> Response:
    """Revoke the browser's kept sign-in and delete its cookie."""
    if not from_own_pages(request):
        return _pixel(403)
    revoke(token=request.cookies.get(SIGN_IN_COOKIE))
    response = _pixel()
    if request.query_params.get("saved") == SAVED_MATCH_MARK:
        _set(response, request, KNOWN_COOKIE, SAVED_MATCH_MARK, KNOWN_LIFETIME)
    response.delete_cookie(SIGN_IN_COOKIE, path="/", httponly=True, samesite="strict",
                           secure=_secure(request))
    return response


def cookie_routes() -> list[BaseRoute]:
    """The routes for ``st.App(routes=...)``; serving them turns kept sign-ins on."""
    global _installed
    _installed = True
    return [Route(KEEP_PATH, keep, methods=["GET"]),
            Route(FORGET_PATH, forget, methods=["GET"])]
