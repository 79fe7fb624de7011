"""What the app knows of the browser it talks to: its address and its cookies.

Both come from the request that opened this browser session's websocket
(``st.context``). The address is ``st.context.ip_address`` (empty for a browser on this
machine). Behind reverse proxies, set ``EUCHRE_TRUSTED_PROXY_HOPS`` to how many of them
append to ``X-Forwarded-For``: the address is then the one the outermost of them saw.
Never set it without such proxies: anyone can send that header.
"""

from __future__ import annotations

import ipaddress
import os

import streamlit as st

__all__ = ["TRUSTED_PROXY_HOPS_VARIABLE", "client_address", "client_cookie",
           "forwarded_address", "trusted_proxy_hops"]

TRUSTED_PROXY_HOPS_VARIABLE = "EUCHRE_TRUSTED_PROXY_HOPS"


def trusted_proxy_hops() -> int:
    """How many reverse proxies in front of the app append to ``X-Forwarded-For`` (0: none)."""
    try:
        return max(0, int(os.environ.get(TRUSTED_PROXY_HOPS_VARIABLE, "0")))
    except ValueError:
        return 0


def forwarded_address(forwarded_for: list[str], hops: int) -> str | None:
    """The client address that the outermost of ``hops`` trusted proxies recorded, from
    the ``X-Forwarded-For`` header values; None when the header is too short or garbled."""
    addresses = [part.strip() for value in forwarded_for for part in value.split(",")]
    addresses = [address for address in addresses if address]
    if hops <= 0 or len(addresses) < hops:
        return None
    candidate = addresses[-hops]
    try:
        return str(ipaddress.ip_address(candidate))
    except ValueError:
        return None


def client_address() -> str:
    """The browser's address as the app sees it ("" when unknown or on this machine)."""
    hops = trusted_proxy_hops()
    if hops:
        headers = st.context.headers
        address = forwarded_address(headers.get_all("X-Forwarded-For"), hops)
        return address or ""
    return st.context.ip_address or ""


def client_cookie(name: str) -> str | None:
    """The value of the browser's cookie ``name`` when this browser session started."""
    value = st.context.cookies.get(name)
    return value if isinstance(value, str) else None
