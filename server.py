"""Serve Euchre School: ``streamlit run server.py`` (what ``make run`` does).

The app is ``app.py`` on Streamlit's own web server (``st.App``), with two things added:

- the routes that keep a sign-in in an HttpOnly cookie (``ui.cookie_routes``);
- the one-time warm-up, started with the server, and ``GET /warm-up``, which says when it
  is done (``ui.warm_up``);
- an address below a page, such as ``/learn/extra``, is redirected to that page
  (``/learn``);
- when the server stops (SIGTERM, SIGINT), its bot workers stop with it
  (``table.bot_work.shutdown``);
- a repair to Streamlit's server: a fragment's timed rerun never throws away the end of
  the run before it, which froze the Play page's table (``ui.fragment_ticks``).

Streamlit answers every unknown address with its page shell, whose scripts are linked
relative to the address (``./static/…``); below a page that is ``/learn/static/…``, which
is not where they are, so the browser would show a blank page. One level down
(``/learn``, or an unknown ``/nowhere``) the app itself answers: the page, or Streamlit's
"page not found" notice over the home page.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from starlette.middleware import Middleware
from starlette.responses import RedirectResponse
from starlette.types import ASGIApp, Receive, Scope, Send
from streamlit.starlette import App

from table import bot_work
from ui import fragment_ticks
from ui.cookie_routes import cookie_routes
from ui.warm_up import start_warm_up, warm_up_route

fragment_ticks.install()  # a pacer's tick never drops the end of the run before it
ROUTES = [*cookie_routes(), warm_up_route()]
start_warm_up()  # at server start, not at the first visit: no learner waits for it
# First path segments the server answers itself: Streamlit's API, files, assets and
# sign-in, and the app's own routes.
SERVED_SEGMENTS = frozenset({"media", "component", "static", "app", "auth"}
                            | {route.path.strip("/").split("/")[0] for route in ROUTES})


def page_address(path: str) -> str | None:
    """The page to send a request for ``path`` to, or None to serve it as it is.

    >>> page_address("/learn/extra"), page_address("/learn/extra/more/")
    ('/learn', '/learn')
    >>> page_address("/learn"), page_address("/"), page_address("/static/js/index.js")
    (None, None, None)
    >>> page_address("/_stcore/health"), page_address("/app/static/logo.png")
    (None, None)
    >>> page_address("/signin-cookie/keep")

    The browser finds the server by asking below the page too (``/learn/_stcore/health``
    before ``/_stcore/health``); those requests get Streamlit's own answer.

    >>> page_address("/learn/_stcore/health"), page_address("/learn/_stcore/stream")
    (None, None)
    """
    segments = [segment for segment in path.split("/") if segment]
    if (len(segments) < 2 or segments[0] in SERVED_SEGMENTS
            or any(segment.startswith("_") for segment in segments)):
        return None
    return f"/{segments[0]}"


class RedirectBelowPages:
    """ASGI middleware: a page request below a page's address goes to the page."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            target = page_address(scope["path"])
            if target is not None:
                query = scope.get("query_string", b"").decode("latin-1")
                root = scope.get("root_path", "")
                response = RedirectResponse(f"{root}{target}" + (f"?{query}" if query else ""),
                                            status_code=307)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


@asynccontextmanager
async def stop_bot_workers_on_shutdown(_app: Any) -> AsyncIterator[None]:
    """The server's lifespan: once it stops serving, stop its bot workers."""
    try:
        yield
    finally:
        bot_work.shutdown()


app = App("app.py", routes=ROUTES, middleware=[Middleware(RedirectBelowPages)],
          lifespan=stop_bot_workers_on_shutdown)
