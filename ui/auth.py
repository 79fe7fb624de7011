"""Who is signed in, for this browser session, and the sidebar that shows it.

The signed-in user lives in ``st.session_state``. When the app is served by ``server.py``
(``ui.cookie_routes``), signing in also keeps the sign-in in the browser: an HttpOnly
cookie that signs a new browser session in (a refresh, a typed address, a server
restart) for 30 days, until the player signs out (``store.sign_in_tokens``). Every run
checks the account against the database, so a deleted account or a password changed
elsewhere signs this session out. Usernames are shown with ``st.text`` only: they are
never read as markdown or HTML.
"""

from __future__ import annotations

import html
import time
from dataclasses import dataclass

import streamlit as st
from streamlit import config

from store.accounts import SignedInUser, session_user
from store.errors import DatabaseUnavailableError
from store.matches import load_active_match
from store.sign_in_tokens import HANDOFF_LIFETIME, issue_handoff, revoke, token_hash, user_for_token
from ui.client import client_cookie
from ui.cookie_routes import (
    FORGET_PATH,
    KEEP_PATH,
    KNOWN_COOKIE,
    SAVED_MATCH_MARK,
    SIGN_IN_COOKIE,
    routes_installed,
)

__all__ = [
    "ACCOUNT_PAGE",
    "GUEST_NOTICE",
    "account_sidebar",
    "current_user",
    "forget_user",
    "guest_notice",
    "remember_user",
    "returning_player_hint",
    "sign_out",
    "take_notice",
]

ACCOUNT_PAGE = "pages/account.py"
GUEST_NOTICE = ("You are playing as a guest: you can play everything, but your wins are not "
                "recorded. Sign in on the Account page to earn ranking points.")
SIGN_IN_ENDED = ("Your sign-in on this browser has ended (you signed out, changed your "
                 "password or did not sign in for 30 days). Sign in again to continue.")
_USER_KEY = "auth_user"
_NOTICE_KEY = "auth_notice"
_COOKIE_READ_KEY = "auth_cookie_read"
_KEPT_KEY = "auth_kept"
_COOKIE_REQUEST_KEY = "auth_cookie_request"
_LEFT_MATCH_KEY = "auth_left_match"


@dataclass(frozen=True)
class KeptSignIn:
    """How this session's sign-in is kept in the browser, so signing out can revoke it:
    the cookie's token it was restored from, or the handoff it was kept with."""

    token: str | None = None
    handoff_hash: str | None = None


def current_user() -> SignedInUser | None:
    """The signed-in user, checked against the database on every run; None for a guest.
    A new browser session is signed in by the browser's kept sign-in, if it has one."""
    user = st.session_state.get(_USER_KEY)
    if not isinstance(user, SignedInUser):
        return _user_from_cookie()
    try:
        fresh = session_user(user)
    except DatabaseUnavailableError:
        return user  # checked again once the database is back
    if fresh is None:
        forget_user()
        st.session_state[_NOTICE_KEY] = (
            "You were signed out: the account's password was changed or the account deleted."
        )
    return fresh


def _user_from_cookie() -> SignedInUser | None:
    """Once per browser session: who the browser's sign-in cookie signs in (asked again on
    the next run while the database is unavailable)."""
    if st.session_state.get(_COOKIE_READ_KEY):
        return None
    token = client_cookie(SIGN_IN_COOKIE)
    if not token:
        st.session_state[_COOKIE_READ_KEY] = True
        return None
    try:
        user = user_for_token(token)
    except DatabaseUnavailableError:
        return None
    st.session_state[_COOKIE_READ_KEY] = True
    if user is None:
        st.session_state[_NOTICE_KEY] = SIGN_IN_ENDED
        _ask_browser(FORGET_PATH)
        return None
    st.session_state[_USER_KEY] = user
    st.session_state[_KEPT_KEY] = KeptSignIn(token=token)
    return user


def remember_user(user: SignedInUser) -> None:
    """Sign this session in as ``user`` and, when the app serves the cookie routes, keep
    the sign-in in the browser."""
    st.session_state[_USER_KEY] = user
    st.session_state[_COOKIE_READ_KEY] = True
    if routes_installed():
        code = issue_handoff(user)
        st.session_state[_KEPT_KEY] = KeptSignIn(handoff_hash=token_hash(code))
        _ask_browser(f"{KEEP_PATH}?code={code}")


def forget_user() -> None:
    """Sign this session out and end the browser's kept sign-in (the database is asked
    first, so that a database fault leaves the session as it was)."""
    user = st.session_state.get(_USER_KEY)
    left_match = isinstance(user, SignedInUser) and load_active_match(user.id) is not None
    kept: KeptSignIn | None = st.session_state.get(_KEPT_KEY)
    if kept is not None:
        revoke(token=kept.token, handoff_hash=kept.handoff_hash)
    st.session_state.pop(_USER_KEY, None)
    st.session_state.pop(_KEPT_KEY, None)
    st.session_state[_COOKIE_READ_KEY] = True
    st.session_state[_LEFT_MATCH_KEY] = left_match
    if kept is not None and routes_installed():
        _ask_browser(f"{FORGET_PATH}?saved={SAVED_MATCH_MARK}" if left_match
                     else FORGET_PATH)


def sign_out() -> None:
    """Sign this browser out (a button callback). While the database is unavailable the
    browser's kept sign-in cannot be revoked, so the session stays signed in and says so."""
    try:
        forget_user()
    except DatabaseUnavailableError as error:
        st.session_state[_NOTICE_KEY] = f"You are still signed in. {error}"
        return
    st.session_state[_NOTICE_KEY] = "You are signed out."


def take_notice() -> str | None:
    """A one-time message about the session (signed out, …), removed once read."""
    return st.session_state.pop(_NOTICE_KEY, None)


def guest_notice() -> None:
    st.info(GUEST_NOTICE, icon=":material/info:")


def returning_player_hint() -> str | None:
    """For a guest whose browser a player signed in on: how to get a saved match back."""
    if st.session_state.get(_USER_KEY) is not None:
        return None
    left_match = st.session_state.get(_LEFT_MATCH_KEY)
    mark = SAVED_MATCH_MARK if left_match else client_cookie(KNOWN_COOKIE)
    if left_match is False and mark == SAVED_MATCH_MARK:
        mark = "1"
    if mark == SAVED_MATCH_MARK:
        return ("Your match in progress is saved with your account: sign in on the Account "
                "page to continue it where you left off.")
    if mark:
        return ("You have signed in on this browser before. Matches of signed-in players are "
                "saved: sign in on the Account page to continue yours where you left off.")
    return None


# ---- asking the browser to fetch a cookie route ---------------------------------------
def _ask_browser(path: str) -> None:
    """Have the browser fetch ``path`` (a cookie route) from the next runs' sidebar."""
    st.session_state[_COOKIE_REQUEST_KEY] = (path, time.monotonic())


def _cookie_request() -> None:
    """An invisible image that makes the browser fetch the pending cookie route; shown
    while the route's code is valid, after which it is dropped."""
    request = st.session_state.get(_COOKIE_REQUEST_KEY)
    if request is None:
        return
    path, asked_at = request
    if time.monotonic() - asked_at > HANDOFF_LIFETIME.total_seconds():
        st.session_state.pop(_COOKIE_REQUEST_KEY, None)
        return
    base = (config.get_option("server.baseUrlPath") or "").strip("/")
    url = f"/{base}{path}" if base else path
    st.html(f'<img src="{html.escape(url)}" alt="" width="1" height="1" '
            'style="position:absolute;opacity:0;pointer-events:none">')


def account_sidebar() -> None:
    """Sidebar: who is signed in, with a sign-out button; or a guest note and a link."""
    with st.sidebar:
        user = current_user()
        notice = take_notice()
        if notice:
            st.info(notice)
        _cookie_request()
        if user is None:
            st.caption("Playing as a guest: wins are not recorded.")
            st.page_link(ACCOUNT_PAGE, label="Sign in or sign up", icon=":material/login:")
            return
        st.caption("Signed in as")
        st.text(user.username)
        st.button("Sign out", key="sidebar_sign_out", on_click=sign_out)
