"""euchre.md, "Scoring a hand (default)": every row of the table, from a played-out hand."""

from __future__ import annotations

import pytest

from euchre import Seat, Team

from .positions import play_out, south_names_hearts

NS, EW = Team


def scored(tricks: int, *, alone: bool = False):
    result = play_out(south_names_hearts(tricks, alone=alone)).result()
    assert result.tricks_by_team[NS] == tricks, "the deal no longer gives the makers these tricks"
    assert result.makers is NS and result.maker is Seat.SOUTH and result.maker_alone == alone
    return result


@pytest.mark.parametrize("tricks", [3, 4])
def test_makers_winning_three_or_four_tricks_score_one(tricks):
    result = scored(tricks)
    assert result.points == (1, 0)
    assert not result.euchred and not result.march
    assert result.summary() == f"North–South (South) made {tricks} tricks: they score 1."


def test_march_with_partner_scores_two():
    result = scored(5)
    assert result.points == (2, 0) and result.march
    assert result.summary() == "North–South (South) made a march: they score 2."


def test_lone_maker_march_scores_four():
    result = scored(5, alone=True)
    assert result.points == (4, 0) and result.march
    assert result.summary() == "North–South (South alone) made a march: they score 4."


@pytest.mark.parametrize("tricks", [3, 4])
def test_lone_maker_winning_three_or_four_tricks_scores_one(tricks):
    assert scored(tricks, alone=True).points == (1, 0)


@pytest.mark.parametrize("alone", [False, True])
@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_euchred_makers_give_the_defenders_two(tricks, alone):
    result = scored(tricks, alone=alone)
    assert result.points == (0, 2) and result.euchred and not result.march
    assert result.scoring_team is EW
    who = "South alone" if alone else "South"
    plural = "" if tricks == 1 else "s"
    assert result.summary() == (
        f"North–South ({who}) took {tricks} trick{plural} and were euchred: East–West score 2."
    )
