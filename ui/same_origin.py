"""Whether a request to a cookie route came from the app's own pages (login CSRF).

The sign-in cookie routes change who the browser is signed in as, so another site must
not be able to send the browser to them (a "login CSRF": the visitor would be signed in as
the attacker, or signed out). A request is the app's own when the browser says so:

- ``Sec-Fetch-Site`` (sent by every current browser) is ``same-origin``, or ``none``
  (typed by the user); ``same-site`` and ``cross-site`` are refused;
- an ``Origin`` header, when present, names this server;
- without ``Sec-Fetch-Site``, the ``Origin`` or ``Referer`` must name this server.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from starlette.requests import Request

from ui.client import trusted_proxy_hops

__all__ = ["from_own_pages"]

ACCEPTED_FETCH_SITES = frozenset({"same-origin", "none"})


def _hosts(request: Request) -> set[str]:
    """The names this server answers to in ``request`` (``host:port`` as the browser wrote it)."""
    hosts = {request.headers.get("host", "").strip().lower()}
    if trusted_proxy_hops():
        hosts |= {part.strip().lower()
                  for part in request.headers.get("x-forwarded-host", "").split(",")}
    return {host for host in hosts if host}


def _names_this_server(address: str, hosts: set[str]) -> bool:
    """True when the URL or origin ``address`` is on one of ``hosts``.

    >>> _names_this_server("http://localhost:8501/play", {"localhost:8501"})
    True
    >>> _names_this_server("https://evil.example", {"localhost:8501"})
    False
    >>> _names_this_server("null", {"localhost:8501"})
    False
    """
    parts = urlsplit(address.strip())
    return parts.scheme in ("http", "https") and parts.netloc.lower() in hosts


def from_own_pages(request: Request) -> bool:
    """True when ``request`` came from this app's pages (or the user typed it), not from
    another site."""
    hosts = _hosts(request)
    fetch_site = request.headers.get("sec-fetch-site")
    origin = request.headers.get("origin")
    if origin is not None and not _names_this_server(origin, hosts):
        return False
    if fetch_site is not None:
        return fetch_site.strip().lower() in ACCEPTED_FETCH_SITES
    referer = request.headers.get("referer")
    return any(value is not None and _names_this_server(value, hosts)
               for value in (origin, referer))
