"""The Account page and the sidebar, driven headless: what a user sees at each step."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from http.cookies import SimpleCookie
from pathlib import Path

import pytest
from sqlalchemy import func, select
from starlette.requests import Request
from streamlit.testing.v1 import AppTest

import ui.auth
import ui.client
import ui.cookie_routes
from store.accounts import WRONG_CREDENTIALS, change_password, sign_in, sign_up
from store.db import Database
from store.matches import start_match
from store.models import UserRow
from store.sign_in_tokens import issue_handoff, user_for_token
from tests.store.support import app_database

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def account_page() -> AppTest:
    return AppTest.from_file(str(ROOT / "pages" / "account.py"), default_timeout=30).run()


def submit(app: AppTest, form: str, **fields: str) -> AppTest:
    for key, value in fields.items():
        app.text_input(key=key).input(value)
    [button] = [b for b in app.button if b.key.startswith(f"FormSubmitter:{form}-")]
    return button.click().run()


def sign_up_on(app: AppTest, username: str, password: str = PASSWORD,
               confirm: str | None = None) -> AppTest:
    return submit(app, "sign_up", sign_up_username=username, sign_up_password=password,
                  sign_up_confirm=password if confirm is None else confirm)


def sign_in_on(app: AppTest, username: str, password: str) -> AppTest:
    return submit(app, "sign_in", sign_in_username=username, sign_in_password=password)


MARKUP_KINDS = ("markdown", "caption", "success", "error", "info", "warning", "title")


def markup_shown(app: AppTest) -> list[str]:
    """Everything shown through elements that read markdown."""
    return [str(element.value) for kind in MARKUP_KINDS for element in app.get(kind)]


def everything_shown(app: AppTest) -> list[str]:
    return markup_shown(app) + [str(e.value) for kind in ("text", "code") for e in app.get(kind)]


def password_kept(app: AppTest) -> bool:
    """Whether a password typed into a form is still held in the session."""
    keys = ("sign_in_password", "sign_up_password", "sign_up_confirm", "current_password",
            "new_password", "new_password_confirm", "delete_password")
    return any(key in app.session_state and app.session_state[key] for key in keys)


def user_count(db: Database) -> int:
    with db.read() as session:
        return session.scalar(select(func.count()).select_from(UserRow))


def test_a_new_user_signs_up_and_sees_their_name_as_plain_text(db: Database):
    app = sign_up_on(account_page(), "www.example.com")

    assert not app.exception
    assert [s.value for s in app.success] == [
        "Welcome! Your account is ready and you are signed in."]
    assert [t.value for t in app.text] == ["www.example.com"]  # st.text: never a link
    assert not any("www.example.com" in shown for shown in markup_shown(app))
    assert [b.label for b in app.button if b.key == "account_sign_out"] == ["Sign out"]
    assert not password_kept(app)


@pytest.mark.parametrize("hostile", [
    "<script>alert(1)</script>", "x'; DROP TABLE users;--", "[click](http://evil.io)",
    "**bold**", "al\u200bice", "аlice", "<img src=x onerror=alert(1)>",
])
def test_hostile_usernames_are_refused_and_never_echoed(db: Database, hostile: str):
    app = sign_up_on(account_page(), hostile)

    assert not app.exception
    assert len(app.error) == 1
    assert re.search("only the letters|invisible", app.error[0].value)
    assert not any(hostile in shown for shown in everything_shown(app))
    assert user_count(db) == 0


def test_sign_up_with_different_passwords_is_refused(db: Database):
    app = sign_up_on(account_page(), "careful", PASSWORD, "another one")
    assert [e.value for e in app.error] == ["The two passwords are different."]
    assert user_count(db) == 0


def test_a_taken_name_in_another_case_is_refused(db: Database):
    sign_up("Dealer", PASSWORD, db=db)
    app = sign_up_on(account_page(), "dEALER")
    assert [e.value for e in app.error] == [
        "That username is taken, or too close to one that is; choose another."]


def test_wrong_passwords_lead_to_the_throttle_message(db: Database):
    sign_up("target", PASSWORD, db=db)
    app = account_page()
    for _ in range(5):
        app = sign_in_on(app, "target", "wrong password")
        assert [e.value for e in app.error] == [
            "That username and password do not match an account."]
        assert not password_kept(app)

    app = sign_in_on(app, "target", PASSWORD)

    [message] = [e.value for e in app.error]
    assert re.fullmatch(r"Too many failed sign-ins for this username\. Try again in "
                        r"(29|30) seconds\.", message)
    assert not app.text  # still signed out


def test_an_unknown_username_gets_the_same_messages(db: Database):
    sign_up("present", PASSWORD, db=db)
    seen = {}
    for username in ("present", "absent"):
        app = account_page()
        for _ in range(6):
            app = sign_in_on(app, username, "wrong password")
        [message] = [e.value for e in app.error]
        seen[username] = message.split(" Try again")[0]
    assert seen["present"] == seen["absent"] == "Too many failed sign-ins for this username."


def test_sign_in_then_sign_out(db: Database):
    sign_up("returning", PASSWORD, db=db)
    app = sign_in_on(account_page(), "RETURNING", PASSWORD)
    assert [s.value for s in app.success] == [
        "Signed in. Your wins now count for the leaderboard."]
    assert [t.value for t in app.text] == ["returning"]

    app.button(key="account_sign_out").click().run()

    assert [i.value for i in app.info] == ["You are signed out."]
    assert not app.text
    assert [tab.label for tab in app.tabs] == ["Sign in", "Sign up"]


def test_change_password_from_the_page(db: Database):
    app = sign_up_on(account_page(), "changer")
    app = submit(app, "change_password", current_password="wrong password",
                 new_password="a new password", new_password_confirm="a new password")
    assert [e.value for e in app.error] == ["That is not your current password."]

    app = submit(app, "change_password", current_password=PASSWORD,
                 new_password="a new password", new_password_confirm="a new password")

    assert [s.value for s in app.success] == [
        "Password changed. Other sessions and browsers of this account are signed out."]
    assert [t.value for t in app.text] == ["changer"]  # this session stays signed in
    assert sign_in("changer", "a new password", db=db).username == "changer"


def test_a_password_changed_elsewhere_signs_this_session_out(db: Database):
    app = sign_up_on(account_page(), "twosessions")
    other_session = sign_in("twosessions", PASSWORD, db=db)
    change_password(other_session, PASSWORD, "a new password", db=db)

    app.run()

    assert [i.value for i in app.info] == [
        "You were signed out: the account's password was changed or the account deleted."]
    assert not app.text


def test_delete_account_needs_the_box_and_the_password(db: Database):
    app = sign_up_on(account_page(), "leaver")
    app = submit(app, "delete_account", delete_password=PASSWORD)
    assert [e.value for e in app.error] == [
        "Tick the box to confirm that everything of this account is deleted."]
    assert user_count(db) == 1

    app.checkbox(key="delete_confirmed").check()
    app = submit(app, "delete_account", delete_password=PASSWORD)

    assert [s.value for s in app.success] == [
        "Your account and everything recorded for it are deleted."]
    assert user_count(db) == 0
    assert [tab.label for tab in app.tabs] == ["Sign in", "Sign up"]


SIDEBAR_SCRIPT = """
from ui.auth import account_sidebar
account_sidebar()
"""


def test_the_sidebar_shows_who_is_signed_in_and_signs_out(db: Database):
    user = sign_up("www.sidebar.io", PASSWORD, db=db)
    app = AppTest.from_string(SIDEBAR_SCRIPT, default_timeout=30)
    app.session_state["auth_user"] = user
    app.run()

    assert [t.value for t in app.sidebar.text] == ["www.sidebar.io"]
    assert [c.value for c in app.sidebar.caption] == ["Signed in as"]

    app.sidebar.button(key="sidebar_sign_out").click().run()

    assert [i.value for i in app.sidebar.info] == ["You are signed out."]
    assert not app.sidebar.text
    assert [c.value for c in app.sidebar.caption] == [
        "Playing as a guest: wins are not recorded."]


def test_the_app_starts_with_the_guest_sidebar(db: Database):
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not app.exception
    assert [c.value for c in app.sidebar.caption] == [
        "Playing as a guest: wins are not recorded."]
    assert [link.label for link in app.sidebar.get("page_link")] == ["Sign in or sign up"]


# ---- where messages go, and usernames the browser would mangle --------------------------
def test_a_refused_sign_up_stays_on_the_sign_up_tab_with_its_message(db: Database):
    sign_up("Dealer", PASSWORD, db=db)
    app = sign_up_on(account_page(), "dealer")

    sign_in_tab, sign_up_tab = app.tabs
    assert app.session_state["account_tab"] == "Sign up"
    assert [e.value for e in sign_up_tab.error] == [
        "That username is taken, or too close to one that is; choose another."]
    assert not sign_in_tab.error
    assert app.text_input(key="sign_up_username").value == "dealer"


def test_a_refused_sign_in_shows_its_message_on_the_sign_in_tab(db: Database):
    app = sign_in_on(account_page(), "nobody", "wrong password")
    sign_in_tab, sign_up_tab = app.tabs
    assert [e.value for e in sign_in_tab.error] == [WRONG_CREDENTIALS]
    assert not sign_up_tab.error


def test_a_pasted_over_long_username_is_kept_and_explained(db: Database):
    pasted = "a" * 10_000
    app = account_page()
    assert app.text_input(key="sign_up_username").max_chars in (None, 0)
    app = sign_up_on(app, pasted)
    assert [e.value for e in app.error] == [
        "A username has 3 to 24 characters (this one has 10000)."]
    app = sign_in_on(app, pasted, PASSWORD)
    assert [e.value for e in app.error] == [
        "A username has at most 24 characters; the one entered has 10000."]
    assert user_count(db) == 0


def test_an_empty_username_gets_a_message_on_both_forms(db: Database):
    app = sign_in_on(account_page(), "   ", PASSWORD)
    assert [e.value for e in app.error] == ["Enter your username."]
    app = sign_up_on(app, "")
    assert [e.value for e in app.error] == ["Choose a username."]


# ---- throttling per address -------------------------------------------------------------
def test_a_stranger_failing_elsewhere_does_not_lock_the_owner_out(
    db: Database, monkeypatch: pytest.MonkeyPatch
):
    sign_up("owner", PASSWORD, db=db)
    monkeypatch.setattr(ui.client, "client_address", lambda: "203.0.113.7")
    stranger = account_page()
    for _ in range(6):
        stranger = sign_in_on(stranger, "owner", "guess one")
    assert stranger.error[0].value.startswith(
        "Too many failed sign-ins for this username.")

    monkeypatch.setattr(ui.client, "client_address", lambda: "198.51.100.20")
    owner = sign_in_on(account_page(), "owner", PASSWORD)
    assert [s.value for s in owner.success] == [
        "Signed in. Your wins now count for the leaderboard."]


# ---- staying signed in --------------------------------------------------------------------
@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The cookies of one browser: the app serves the cookie routes, and each new session
    reads these cookies (as Streamlit does from the websocket's opening request)."""
    cookies: dict[str, str] = {}
    monkeypatch.setattr(ui.cookie_routes, "_installed", True)
    monkeypatch.setattr(ui.client, "client_cookie", cookies.get)
    monkeypatch.setattr(ui.auth, "client_cookie", lambda name: cookies.get(name))
    return cookies


def fetch_cookie_images(app: AppTest, cookies: dict[str, str]) -> None:
    """What the browser does with the sidebar's invisible images: fetch the cookie route
    and keep the cookies it sets."""
    for element in app.get("html"):
        for path, query in re.findall(r'<img src="(/signin-cookie/\w+)\??([^"]*)"',
                                      element.proto.body):
            request = Request({"type": "http", "method": "GET", "path": path,
                               "query_string": html.unescape(query).encode(),
                               "headers": [(b"cookie", "; ".join(
                                   f"{k}={v}" for k, v in cookies.items()).encode()),
                                           (b"host", b"127.0.0.1:8501"),
                                           (b"sec-fetch-site", b"same-origin")],
                               "scheme": "http", "server": ("127.0.0.1", 8501)})
            route = ui.cookie_routes.keep if path.endswith("keep") else ui.cookie_routes.forget
            response = route(request)
            for name, value in response.headers.items():
                if name == "set-cookie":
                    cookie = SimpleCookie(value)
                    for morsel in cookie.values():
                        if morsel["max-age"] == "0":
                            cookies.pop(morsel.key, None)
                        else:
                            cookies[morsel.key] = morsel.value


def app_shell() -> AppTest:
    return AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)


def test_signing_in_keeps_the_browser_signed_in_until_signing_out(
    db: Database, browser: dict[str, str]
):
    sign_up("keeper", PASSWORD, db=db)
    app = app_shell().run()
    app.switch_page("pages/account.py").run()
    app = sign_in_on(app, "keeper", PASSWORD)
    assert [t.value for t in app.sidebar.text] == ["keeper"]
    assert any("30 days" in c.value for c in app.caption)
    fetch_cookie_images(app, browser)
    assert set(browser) == {"euchre_signin", "euchre_known"}
    token = browser["euchre_signin"]
    assert not any(token in h.proto.body for h in app.get("html"))  # never in the page

    refreshed = app_shell().run()  # a refresh, a typed address or a server restart
    assert [t.value for t in refreshed.sidebar.text] == ["keeper"]

    refreshed.sidebar.button(key="sidebar_sign_out").click().run()
    assert not refreshed.sidebar.text
    assert user_for_token(token) is None  # revoked on the server
    fetch_cookie_images(refreshed, browser)
    assert "euchre_signin" not in browser

    assert not app_shell().run().sidebar.text  # the next visit is a guest's


def test_a_kept_sign_in_ends_when_the_password_changes_elsewhere(
    db: Database, browser: dict[str, str]
):
    user = sign_up("keeper", PASSWORD, db=db)
    app = app_shell().run()
    app.switch_page("pages/account.py").run()
    fetch_cookie_images(sign_in_on(app, "keeper", PASSWORD), browser)
    change_password(user, PASSWORD, "a new password", db=db)

    later = app_shell().run()

    assert not later.sidebar.text
    assert [i.value for i in later.sidebar.info] == [ui.auth.SIGN_IN_ENDED]


def test_the_cookie_is_http_only_strict_and_lasts_thirty_days(db: Database):
    user = sign_up("keeper", PASSWORD, db=db)
    code = issue_handoff(user)
    request = Request({"type": "http", "method": "GET", "path": "/signin-cookie/keep",
                       "query_string": f"code={code}".encode(),
                       "headers": [(b"host", b"euchre.example"),
                                   (b"sec-fetch-site", b"same-origin")],
                       "scheme": "https", "server": ("euchre.example", 443)})
    response = ui.cookie_routes.keep(request)
    [sign_in_cookie] = [value for name, value in response.headers.items()
                        if name == "set-cookie" and value.startswith("euchre_signin=")]
    attributes = {part.strip().split("=")[0].lower() for part in sign_in_cookie.split(";")}
    assert {"httponly", "secure", "max-age", "path"} <= attributes
    assert "samesite=strict" in sign_in_cookie.lower()
    assert "max-age=2592000" in sign_in_cookie.lower()
    assert response.headers["cache-control"] == "no-store"


def test_a_signed_out_player_is_told_how_to_get_a_saved_match_back(
    db: Database, browser: dict[str, str]
):
    user = sign_up("keeper", PASSWORD, db=db)
    start_match(user.id, "normal", {}, 7, db=db)
    app = app_shell().run()
    app.switch_page("pages/account.py").run()
    fetch_cookie_images(sign_in_on(app, "keeper", PASSWORD), browser)
    app.sidebar.button(key="sidebar_sign_out").click().run()
    fetch_cookie_images(app, browser)
    assert browser.get("euchre_known") == "match"

    later = app_shell().run()
    later.switch_page("pages/play.py").run()

    assert not later.sidebar.text
    assert any("Your match in progress is saved with your account: sign in" in i.value
               for i in later.info)
