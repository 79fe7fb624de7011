"""The tournament plays Five Hundred: partnerships swap seats on the same deals (four
players), each level alone in every seat (three); Expert beats Easy."""

from __future__ import annotations

import csv
import io
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from euchre.games.five_hundred import FiveHundredMatch, FiveHundredRules
from euchre.games.five_hundred.seats import Player3
from euchre.seats import Team
from euchre.tournament import Lineup, run_tournament
from euchre.tournament.__main__ import main
from euchre.tournament.duplicate import a_share_of_win, seat_arrangements


def test_four_players_swap_partnerships_and_three_sit_alone_in_every_seat():
    assert seat_arrangements("five_hundred") == (("A", "B", "A", "B"), ("B", "A", "B", "A"))
    three = seat_arrangements("five_hundred", FiveHundredRules(players=3))
    assert three == (("A", "B", "B"), ("B", "A", "B"), ("B", "B", "A"),
                     ("B", "A", "A"), ("A", "B", "A"), ("A", "A", "B"))


class Finished:
    """A finished match as the tournament reads it: its winners."""

    def __init__(self, *winners: object) -> None:
        self.winners = winners
        self.winner = winners[0] if len(winners) == 1 else None


def test_a_partnership_win_goes_to_its_side_and_a_shared_win_is_shared():
    sides = ("A", "B", "A", "B")
    four = FiveHundredRules().seating
    assert a_share_of_win(Finished(Team.NORTH_SOUTH), sides, four) == 1.0
    assert a_share_of_win(Finished(Team.EAST_WEST), sides, four) == 0.0
    three, seating = ("B", "A", "B"), FiveHundredRules(players=3).seating
    assert a_share_of_win(Finished(Player3.SOUTH, Player3.WEST), three, seating) == 0.5
    assert a_share_of_win(Finished(Player3.WEST), three, seating) == 1.0


def test_expert_beats_easy_on_the_same_deals_with_seats_swapped():
    result = run_tournament("five_hundred", [Lineup("expert", "easy")], deals=8, seed=3,
                            processes=1, progress=False)[0]
    assert result.hands_played == 16
    for deal in result.deals:
        assert len(deal.a_points) == len(deal.b_points) == 2
    assert result.points_per_deal.mean > 0
    assert result.a_points_per_hand > result.b_points_per_hand
    assert result.points_per_deal.mean == pytest.approx(
        result.a_points_per_hand - result.b_points_per_hand)


def test_three_player_games_are_played_to_the_end_in_every_seating():
    result = run_tournament("five_hundred", [Lineup("normal", "easy")], deals=2, matches=1,
                            seed=4, processes=1, progress=False,
                            rules=FiveHundredRules(players=3))[0]
    assert result.hands_played == 12
    match = result.matches[0]
    assert len(match.a_won) == 6
    assert all(0.0 <= won <= 1.0 for won in match.a_won)
    assert FiveHundredMatch.new(FiveHundredRules(players=3), seed=1).score == (0, 0, 0)


def test_the_command_line_plays_five_hundred_and_writes_each_seating(tmp_path: Path):
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["play", "normal:easy", "--game", "five_hundred", "--deals", "2",
                     "--processes", "1", "--out", str(tmp_path), "--no-progress"])
    assert code == 0
    assert "2 duplicate deals = 4 hands" in out.getvalue()
    with (tmp_path / "five_hundred_normal-vs-easy_seed1_deals.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 2
    assert {"a_points_ABAB", "b_points_ABAB", "a_points_BABA", "b_points_BABA"} <= set(rows[0])
