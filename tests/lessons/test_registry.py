"""The lessons registry: each game's teaching is found by its id, and the lesson kit and
the pages name no game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from euchre import games
from lessons import registry
from lessons.kit.themes import Tier

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = tuple(f"lessons.{game_id}" for game_id in games.game_ids()) + tuple(
    f"euchre.games.{game_id}" for game_id in games.game_ids())


def test_every_game_of_the_app_has_its_lessons_under_its_own_id() -> None:
    assert [lessons.game_id for lessons in registry.all_lessons()] == list(games.game_ids())
    for lessons in registry.all_lessons():
        assert lessons.course.game_id == lessons.game_id
        assert all(family.game_id == lessons.game_id for family in lessons.families)


def test_family_and_theme_ids_are_unique_across_the_games() -> None:
    family_ids = [family.id for family in registry.families()]
    assert len(family_ids) == len(set(family_ids))
    theme_ids = [theme.value for lessons in registry.all_lessons() if lessons.themes
                 for theme in lessons.themes]
    assert len(theme_ids) == len(set(theme_ids))


def test_each_family_practises_only_its_own_games_themes() -> None:
    for lessons in registry.all_lessons():
        for family in lessons.families:
            assert registry.family(family.id) is family
            for tier in Tier:
                themes = family.themes(tier)
                assert themes, f"{family.id} offers nothing at {tier.label}"
                assert all(isinstance(theme, lessons.themes) for theme in themes)
                assert all(registry.theme(theme.value) is theme for theme in themes)


def test_unknown_names_are_refused_by_name() -> None:
    with pytest.raises(KeyError, match="no-such-family"):
        registry.family("no-such-family")
    with pytest.raises(KeyError, match="no-such-theme"):
        registry.theme("no-such-theme")
    with pytest.raises(KeyError, match="no-such-game"):
        registry.course_for("no-such-game")
    assert registry.lessons_for("no-such-game") is None


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
        elif isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
    return names


@pytest.mark.parametrize("folder", ["lessons/kit", "pages"])
def test_the_lesson_kit_and_the_teaching_pages_import_no_games_lessons(folder: str) -> None:
    for path in sorted((ROOT / folder).rglob("*.py")):
        for name in _imports(path):
            assert not name.startswith(tuple(f"lessons.{g}" for g in games.game_ids())), (
                f"{path.relative_to(ROOT)} imports {name}")
            if folder == "lessons/kit":
                assert not name.startswith("euchre.games."), (
                    f"{path.relative_to(ROOT)} imports {name}")
