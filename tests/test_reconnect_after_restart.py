"""After a server restart, browsers that reconnect at the same moment are each shown
signed in on their first page (their kept sign-in cookie), not only the first of them."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from store.accounts import sign_up
from store.db import Database
from store.sign_in_tokens import issue_handoff, redeem_handoff
from tests.server_process import ROOT, app_server
from tests.store.support import use_fast_password_hashing

sys.path.insert(0, str(ROOT / "bench"))
from streamlit_client import StreamlitClient

PLAYERS = 4


def _kept_sign_ins(url: str) -> dict[str, str]:
    """Players with a browser token each (their browsers' ``euchre_signin`` cookie)."""
    db = Database(url)
    try:
        with use_fast_password_hashing():
            tokens = {}
            for number in range(PLAYERS):
                user = sign_up(f"player{number}", "correct horse battery", db=db)
                token = redeem_handoff(issue_handoff(user, db=db), db=db)
                assert token is not None
                tokens[user.username] = token
            return tokens
    finally:
        db.dispose()


async def _first_pages(url: str, page: str, tokens: dict[str, str]) -> dict[str, list[str]]:
    """Every browser's first page at once: the texts it shows (the sidebar's username)."""
    async def first_page(token: str) -> list[str]:
        async with StreamlitClient(url, page, {"euchre_signin": token}) as client:
            await client.open(60)
            return client.page.texts("text")

    shown = await asyncio.gather(*(first_page(token) for token in tokens.values()))
    return dict(zip(tokens, shown, strict=True))


def test_browsers_reconnecting_together_after_a_restart_are_all_signed_in(tmp_path: Path):
    database_url = f"sqlite:///{tmp_path / 'euchre.db'}"
    tokens = _kept_sign_ins(database_url)
    for restart in range(2):
        with app_server({"EUCHRE_DATABASE_URL": database_url,
                         "EUCHRE_BOT_WORKERS": "0"}) as (url, _):
            shown = asyncio.run(_first_pages(url, "play", tokens))
        signed_out = [name for name, texts in shown.items() if name not in texts]
        assert signed_out == [], f"restart {restart}: shown signed out: {signed_out}"
