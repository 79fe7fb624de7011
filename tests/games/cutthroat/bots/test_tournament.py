"""The tournament plays Cutthroat: each level in every seat on the same deals."""

from __future__ import annotations

import csv
import io
import re
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from euchre.tournament import Lineup, run_tournament
from euchre.tournament.__main__ import main
from euchre.tournament.duplicate import seat_arrangements


def test_each_level_sits_alone_in_every_seat_against_the_other():
    seatings = seat_arrangements("cutthroat")
    assert seatings == (("A", "B", "B"), ("B", "A", "B"), ("B", "B", "A"),
                        ("B", "A", "A"), ("A", "B", "A"), ("A", "A", "B"))
    for seat in range(3):
        assert {sides[seat] for sides in seatings} == {"A", "B"}


def test_every_deal_is_played_in_all_six_seatings_and_scores_add_up():
    result = run_tournament("cutthroat", [Lineup("normal", "easy")], deals=4, seed=3, processes=1,
                            progress=False)[0]
    assert [deal.deal for deal in result.deals] == list(range(4))
    assert result.hands_played == 24
    for deal in result.deals:
        assert len(deal.a_points) == len(deal.b_points) == 6
        # a seat scores 0, 1, 2, 3 or 4 points in a hand, so a side's mean per seat is
        # a whole number or a half
        assert all(2 * value == int(2 * value) and 0 <= value <= 4
                   for value in (*deal.a_points, *deal.b_points))
    assert result.points_per_deal.mean == pytest.approx(
        result.a_points_per_hand - result.b_points_per_hand)


def test_cutthroat_results_depend_on_the_seed_not_on_the_processes():
    lineups = [Lineup("normal", "easy")]
    one = run_tournament("cutthroat", lineups, deals=4, matches=1, seed=5, processes=1,
                         progress=False)[0]
    two = run_tournament("cutthroat", lineups, deals=4, matches=1, seed=5, processes=2,
                         progress=False)[0]
    assert one.deals == two.deals and one.matches == two.matches
    assert len(one.matches[0].a_won) == 6


def test_the_command_line_plays_cutthroat_and_writes_a_column_per_seating(tmp_path: Path):
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["play", "normal:easy", "--game", "cutthroat", "--deals", "3",
                     "--processes", "1", "--out", str(tmp_path), "--no-progress"])
    assert code == 0
    assert re.search(r"points per deal for normal: [+-]\d\.\d{3} ± \d\.\d{3} \(standard "
                     r"error, 3 duplicate deals = 18 hands", out.getvalue())
    with (tmp_path / "cutthroat_normal-vs-easy_seed1_deals.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 3 and "a_points_ABB" in rows[0] and "b_points_BAA" in rows[0]


def test_the_random_player_plays_cutthroat_from_its_views():
    result = run_tournament("cutthroat", [Lineup("easy", "random")], deals=2, processes=1,
                            progress=False)[0]
    assert [deal.deal for deal in result.deals] == [0, 1]
    assert result.timing("B").decisions > 0
