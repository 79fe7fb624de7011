"""Account: sign up, sign in, sign out, change password, delete the account.

A message about a form is shown with that form (a refused sign-up stays on the Sign-up
tab); the chosen tab is kept across reruns.
"""

from __future__ import annotations

import streamlit as st

from store.accounts import (
    MIN_PASSWORD_LENGTH,
    change_password,
    delete_account,
    sign_in,
    sign_up,
)
from store.errors import StoreError
from store.usernames import MAX_LENGTH, MIN_LENGTH, normalise_username
from ui.auth import current_user, forget_user, remember_user, sign_out, take_notice
from ui.client import client_address
from ui.cookie_routes import routes_installed
from ui.shell import ensure_app_shell

ensure_app_shell()

_MESSAGE = "account_message"
_TAB_KEY = "account_tab"
SIGN_IN_TAB, SIGN_UP_TAB = "Sign in", "Sign up"


def _say(kind: str, text: str, where: str = "page") -> None:
    """Show ``text`` once, at ``where``: "page" (the top), "sign_in" or "sign_up"."""
    st.session_state[_MESSAGE] = (where, kind, text)


def _username_problem(text: object) -> str | None:
    """What is wrong with a typed sign-in username, said without consulting the accounts."""
    if not isinstance(text, str) or not text.strip():
        return "Enter your username."
    length = len(text.strip())
    if length > MAX_LENGTH * 8 or len(normalise_username(text)) > MAX_LENGTH:
        return (f"A username has at most {MAX_LENGTH} characters; the one entered has "
                f"{length}.")
    return None


def _clear(*keys: str) -> None:
    for key in keys:
        st.session_state[key] = ""


def _on_sign_in() -> None:
    state = st.session_state
    state[_TAB_KEY] = SIGN_IN_TAB
    problem = _username_problem(state["sign_in_username"])
    try:
        if problem:
            _say("error", problem, "sign_in")
        else:
            remember_user(sign_in(state["sign_in_username"], state["sign_in_password"],
                                  client=client_address()))
            _say("success", "Signed in. Your wins now count for the leaderboard.")
    except StoreError as error:
        _say("error", str(error), "sign_in")
    _clear("sign_in_password")


def _on_sign_up() -> None:
    state = st.session_state
    state[_TAB_KEY] = SIGN_UP_TAB
    if state["sign_up_password"] != state["sign_up_confirm"]:
        _say("error", "The two passwords are different.", "sign_up")
    else:
        try:
            remember_user(sign_up(state["sign_up_username"], state["sign_up_password"],
                                  client=client_address()))
            _say("success", "Welcome! Your account is ready and you are signed in.")
        except StoreError as error:
            _say("error", str(error), "sign_up")
    _clear("sign_up_password", "sign_up_confirm")


def _on_sign_out() -> None:
    sign_out()
    take_notice()
    _say("info", "You are signed out.")


def _on_change_password() -> None:
    state = st.session_state
    user = current_user()
    if user is None:
        return
    if state["new_password"] != state["new_password_confirm"]:
        _say("error", "The two new passwords are different.")
    else:
        try:
            remember_user(change_password(user, state["current_password"],
                                          state["new_password"], client=client_address()))
            _say("success", "Password changed. Other sessions and browsers of this account "
                 "are signed out.")
        except StoreError as error:
            _say("error", str(error))
    _clear("current_password", "new_password", "new_password_confirm")


def _on_delete_account() -> None:
    state = st.session_state
    user = current_user()
    if user is None:
        return
    if not state["delete_confirmed"]:
        _say("error", "Tick the box to confirm that everything of this account is deleted.")
    else:
        try:
            delete_account(user, state["delete_password"], client=client_address())
            forget_user()
            _say("success", "Your account and everything recorded for it are deleted.")
        except StoreError as error:
            _say("error", str(error))
    _clear("delete_password")


def _show_notice() -> None:
    notice = take_notice()
    if notice:
        st.info(notice)


def _show_message(where: str = "page") -> None:
    """The message for ``where``, if the last action left one there."""
    message = st.session_state.get(_MESSAGE)
    if message is None or message[0] != where:
        return
    _, kind, text = st.session_state.pop(_MESSAGE)
    if kind == "success":
        st.success(text)
    elif kind == "error":
        st.error(text)
    elif kind == "info":
        st.info(text)


def _signed_in_view() -> None:
    user = current_user()
    assert user is not None
    st.caption("Signed in as")
    st.text(user.username)
    if routes_installed():
        st.caption("You stay signed in on this browser for 30 days, until you sign out.")
    st.button("Sign out", key="account_sign_out", on_click=_on_sign_out)

    with st.expander("Change password"), st.form("change_password", clear_on_submit=False):
        st.text_input("Current password", type="password", key="current_password")
        st.text_input("New password", type="password", key="new_password",
                      help=f"At least {MIN_PASSWORD_LENGTH} characters.")
        st.text_input("New password again", type="password", key="new_password_confirm")
        st.form_submit_button("Change password", on_click=_on_change_password)

    with st.expander("Delete account"), st.form("delete_account"):
        st.write("This deletes the account, its recorded matches, its ranking points and its "
                 "lesson progress. It cannot be undone.")
        st.text_input("Password", type="password", key="delete_password")
        st.checkbox("Yes, delete everything of this account", key="delete_confirmed")
        st.form_submit_button("Delete my account", on_click=_on_delete_account)


def _guest_view() -> None:
    st.write("Guests can play everything, but only signed-in players' wins are recorded and "
             "earn ranking points (Easy +10, Normal +30, Expert +100).")
    sign_in_tab, sign_up_tab = st.tabs([SIGN_IN_TAB, SIGN_UP_TAB], key=_TAB_KEY,
                                       on_change="rerun")
    # No max_chars on the usernames: the browser would silently empty a longer paste,
    # where the server can say what is wrong.
    with sign_in_tab:
        _show_message("sign_in")
        with st.form("sign_in"):
            st.text_input("Username", key="sign_in_username")
            st.text_input("Password", type="password", key="sign_in_password")
            st.form_submit_button("Sign in", on_click=_on_sign_in)
    with sign_up_tab:
        _show_message("sign_up")
        with st.form("sign_up"):
            _sign_up_fields()


def _sign_up_fields() -> None:
    st.text_input(
        "Username", key="sign_up_username",
        help=f"{MIN_LENGTH}–{MAX_LENGTH} characters: letters a–z, digits and . _ -",
    )
    st.text_input("Password", type="password", key="sign_up_password",
                  help=f"At least {MIN_PASSWORD_LENGTH} characters.")
    st.text_input("Password again", type="password", key="sign_up_confirm")
    st.form_submit_button("Sign up", on_click=_on_sign_up)


st.title("Account")
signed_in = current_user() is not None  # first: it may leave a notice to show
_show_notice()
_show_message()
if signed_in:
    _signed_in_view()
else:
    _guest_view()
