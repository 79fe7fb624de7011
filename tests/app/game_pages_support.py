"""Checks the family's games share on the My stats and Leaderboard pages."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]


def assert_stats_and_board_by_game(user: object, game_id: str, name: str, matches: str,
                                   wins: str, margin: int) -> None:
    """My stats offers ``name`` in its Game selector and counts the user's matches and wins
    there; the leaderboard offers it too and shows the biggest margin in that game."""
    stats = AppTest.from_file(str(ROOT / "pages" / "stats.py"), default_timeout=30)
    stats.session_state["auth_user"] = user
    stats.run()
    chooser = stats.selectbox(key="stats_game")
    assert name in chooser.options
    chooser.select(game_id).run()
    assert [(m.label, m.value) for m in stats.metric][:2] == [("Matches", matches),
                                                             ("Wins", wins)]
    assert not stats.exception

    page = AppTest.from_file(str(ROOT / "pages" / "leaderboard.py"), default_timeout=30)
    page.run()
    assert name in page.selectbox(key="board_game").options
    page.selectbox(key="board_game").select(game_id).run()
    assert page.dataframe[0].value["Biggest margin"].tolist() == [margin]
