"""The set-up screen says about how long a match takes, from measured hands per match."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import games
from table.match_length import match_length, race_key

ROOT = Path(__file__).resolve().parents[2]
TARGETS = ("points_to_win", "starting_score", "players")


def every_target() -> list[tuple[str, object]]:
    """Every game with each choice of the option that sets how long its match runs."""
    rows = []
    for game_id in games.game_ids():
        spec = games.game(game_id)
        option = next((o for o in spec.rules_type.options() if o.name in TARGETS), None)
        choices = option.choices if option else (None,)
        rows += [(game_id, spec.rules_type() if option is None else
                  spec.rules_type(**{option.name: choice})) for choice in choices]
    return rows


@pytest.mark.parametrize(("game_id", "rules"), every_target(),
                         ids=lambda value: race_key(*value) if isinstance(value, tuple) else None)
def test_every_game_and_target_of_the_set_up_form_has_measured_figures(game_id, rules) -> None:
    length = match_length(game_id, rules, 0.9)
    assert length is not None, f"run bench/match_length.py --write for {race_key(game_id, rules)}"
    assert 1 <= length.fewest_hands <= length.most_hands and length.matches >= 100
    assert "matches between Normal bots" in length.words()


def test_a_longer_target_takes_more_hands_and_minutes() -> None:
    spec = games.game("euchre")
    short = match_length("euchre", spec.rules_type(points_to_win=5), 0.9)
    long = match_length("euchre", spec.rules_type(points_to_win=15), 0.9)
    assert short.most_hands < long.fewest_hands and short.minutes[1] < long.minutes[0]


def _setup_caption(app: AppTest) -> str:
    return next(c.value for c in app.caption if c.value.startswith("A match usually lasts"))


def test_the_set_up_screen_says_how_long_a_match_takes_for_the_game_and_target() -> None:
    app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30).run()
    first = _setup_caption(app)
    assert re.match(r"A match usually lasts about \d+–\d+ hands, \d+(–\d+)? minutes\.", first)
    app.selectbox(key="setup_euchre_points_to_win").set_value(15).run()
    assert _setup_caption(app) != first
    app.segmented_control(key="setup_game").set_value("five_hundred").run()
    words = match_length("five_hundred", games.game("five_hundred").rules_type(), 0.0).words()
    assert _setup_caption(app).split(",")[0] == words.split(",")[0]  # its hands


# ---- the table's way out, on every game's page ----------------------------------------------
@pytest.mark.parametrize("game_id", games.game_ids())
def test_leave_this_match_is_next_to_the_table_on_every_games_page(game_id: str) -> None:
    from euchre.bots import Difficulty
    from table.session import TableSession
    from ui.table_state import TABLE_KEY

    match = games.game(game_id).new_match(seed=3)
    app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30)
    app.session_state[TABLE_KEY] = TableSession(match, Difficulty.EASY)
    app.run()
    assert not app.exception
    popover = next(p for p in app.get("popover") if p.proto.popover.label == "Leave this match")
    score_tab = next(tab for tab in app.tabs if tab.label == "Score")
    assert not [b for b in score_tab.button if b.key == "leave"], "not hidden in the Score tab"
    assert "ends it here without a result" in " ".join(c.value for c in popover.caption)
    popover.button(key="leave").click().run()
    assert app.session_state[TABLE_KEY] is None
    assert any("Play a match" in title.value for title in app.title)
