"""The tournament plays Buck Euchre: each level in every seat on the same deals, points
gained as the counts go down, and a seeded small tournament where Expert beats Easy."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stdout
from pathlib import Path

from euchre import games
from euchre.games.buck import BuckRules
from euchre.tournament import Lineup, run_tournament
from euchre.tournament.__main__ import main
from euchre.tournament.duplicate import a_share_of_win, points_gained, seat_arrangements


def test_each_level_sits_alone_in_every_seat_against_the_other():
    seatings = seat_arrangements("buck")
    assert len(seatings) == 8
    for seat in range(4):
        assert {sides[seat] for sides in seatings} == {"A", "B"}
    assert sum(sides.count("A") for sides in seatings) == 16


def test_a_count_going_down_is_a_gain_and_a_shared_win_is_shared():
    assert points_gained("buck", BuckRules(), (-3, 5, -2, 0)) == (3, -5, 2, 0)
    assert points_gained("cutthroat", None, (2, 0, 0)) == (2, 0, 0)

    class Shared:
        winners = (0, 3)
        winner = None

    seating = BuckRules().seating or games.game("buck").seating
    assert a_share_of_win(Shared(), ("A", "B", "B", "B"), seating) == 0.5
    assert a_share_of_win(Shared(), ("A", "B", "B", "A"), seating) == 1.0


def test_every_deal_is_played_in_all_eight_seatings_and_a_game_is_won():
    result = run_tournament("buck", [Lineup("normal", "easy")], deals=3, matches=1, seed=3,
                            processes=1, progress=False)[0]
    assert result.hands_played == 24
    for deal in result.deals:
        assert len(deal.a_points) == len(deal.b_points) == 8
        # a player gains between -10 (a maker bucked) and 5 (all five tricks)
        assert all(-10 <= value <= 5 for value in (*deal.a_points, *deal.b_points))
    (match,) = result.matches
    assert len(match.a_won) == 8 and all(0 <= share <= 1 for share in match.a_won)


def test_a_seeded_small_tournament_expert_beats_easy():
    result = run_tournament("buck", [Lineup("expert", "easy")], deals=6, seed=7, processes=1,
                            progress=False)[0]
    points = result.points_per_deal
    assert points.mean > 2 * points.std_error > 0
    assert result.a_points_per_hand > result.b_points_per_hand


def test_the_command_line_plays_buck(tmp_path: Path):
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["play", "normal:easy", "--game", "buck", "--deals", "2", "--matches", "1",
                     "--processes", "1", "--out", str(tmp_path), "--no-progress"])
    assert code == 0
    text = out.getvalue()
    assert re.search(r"points per deal for normal: [+-]\d\.\d{3} ± \d\.\d{3} \(standard "
                     r"error, 2 duplicate deals = 16 hands", text)
    assert re.search(r"games from 25 down won by normal: \d+\.\d % ± (\d+\.\d|—) % \(95 % "
                     r"interval, 1 duplicate sets = 8 matches\)", text)
