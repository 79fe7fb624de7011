"""The score chart draws every player's line, even when counts are equal."""

from __future__ import annotations

import re
from itertools import pairwise

from euchre import games
from store.game_scores import score_race
from ui.charts import score_spec

EQUAL = [(0, 25, 25, 25, 25), (1, 30, 22, 25, 30), (2, 30, 17, 25, 30)]  # You and East tie


def line_layers(spec: dict) -> dict[str, dict]:
    """Each player's line mark in the chart, by the player it draws."""
    found = {}
    for layer in spec["layer"]:
        for part in layer.get("layer", [layer]):
            mark = part.get("mark", {})
            if isinstance(mark, dict) and mark.get("type") == "line":
                filters = " ".join(str(step.get("filter", ""))
                                   for step in part.get("transform", []))
                teams = re.findall(r"datum\.team === '([^']+)'", filters)
                found[teams[0] if teams else "every player"] = mark
    return found


def test_equal_counts_draw_every_players_line_beside_the_others() -> None:
    spec = games.game("buck")
    chart = score_spec(EQUAL, score_race(spec.rules_type()), 0, spec.seating)
    lines = line_layers(chart)
    assert set(lines) == {"You", "West", "North", "East"}
    offsets = sorted(mark["yOffset"] for mark in lines.values())
    width = lines["You"]["strokeWidth"]
    assert all(b - a >= width for a, b in pairwise(offsets)), (
        "two lines of equal counts would cover each other")
    assert abs(sum(offsets)) < 1e-9  # centred on the true count
    for mark in lines.values():  # the points sit on their own line, with the true count
        assert mark["point"]["yOffset"] == mark["yOffset"]
    assert {"field": "points", "type": "quantitative"} in chart["layer"][0]["encoding"]["tooltip"]
