"""euchre.md, "Ranked play (app)": the ranking points a match win earns at each difficulty."""

from __future__ import annotations

from euchre.bots.base import Difficulty


def test_a_match_win_earns_10_30_or_100_ranking_points_by_difficulty():
    assert [level.label for level in Difficulty] == ["Easy", "Normal", "Expert"]
    assert {level.label: level.ranking_points for level in Difficulty} == {
        "Easy": 10, "Normal": 30, "Expert": 100,
    }
