"""Who is signed in, for this browser session, and the sidebar that shows it.

The signed-in user lives in ``st.session_state`` only (a refresh starts a new session, so
the user signs in again). Every run checks the account against the database, so a
deleted account or a password changed elsewhere signs this session out. Usernames are
shown with ``st.text`` only: they are never read as markdown or HTML.
"""

from __future__ import annotations

import streamlit as st

from store.accounts import SignedInUser, session_user

__all__ = [
    "ACCOUNT_PAGE",
    "GUEST_NOTICE",
    "account_sidebar",
    "current_user",
    "forget_user",
    "guest_notice",
    "remember_user",
    "sign_out",
    "take_notice",
]

ACCOUNT_PAGE = "pages/account.py"
GUEST_NOTICE = ("You are playing as a guest: you can play everything, but your wins are not "
                "recorded. Sign in on the Account page to earn ranking points.")
_USER_KEY = "auth_user"
_NOTICE_KEY = "auth_notice"


def current_user() -> SignedInUser | None:
    """The signed-in user, checked against the database on every run; None for a guest."""
    user = st.session_state.get(_USER_KEY)
    if not isinstance(user, SignedInUser):
        return None
    fresh = session_user(user)
    if fresh is None:
        forget_user()
        st.session_state[_NOTICE_KEY] = (
            "You were signed out: the account's password was changed or the account deleted."
        )
    return fresh


def remember_user(user: SignedInUser) -> None:
    st.session_state[_USER_KEY] = user


def forget_user() -> None:
    st.session_state.pop(_USER_KEY, None)


def sign_out() -> None:
    """Sign this browser session out (a button callback)."""
    forget_user()
    st.session_state[_NOTICE_KEY] = "You are signed out."


def take_notice() -> str | None:
    """A one-time message about the session (signed out, …), removed once read."""
    return st.session_state.pop(_NOTICE_KEY, None)


def guest_notice() -> None:
    st.info(GUEST_NOTICE, icon="ℹ️")


def account_sidebar() -> None:
    """Sidebar: who is signed in, with a sign-out button; or a guest note and a link."""
    with st.sidebar:
        user = current_user()
        notice = take_notice()
        if notice:
            st.info(notice)
        if user is None:
            st.caption("Playing as a guest: wins are not recorded.")
            st.page_link(ACCOUNT_PAGE, label="Sign in or sign up", icon="👤")
            return
        st.caption("Signed in as")
        st.text(user.username)
        st.button("Sign out", key="sidebar_sign_out", on_click=sign_out)
