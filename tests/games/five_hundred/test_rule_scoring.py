"""Five Hundred, "Scoring (Avondale schedule)": every cell of the table, misère's values,
contracts made and failed, the slam, the opponents' 10 per trick (Clarifications 2, 9, 11)."""

from __future__ import annotations

import pytest

from euchre.games.five_hundred import BLIND_MISERE, MISERE, OPEN_MISERE, Bid
from euchre.games.five_hundred.result import hand_points
from euchre.seats import Seat

from .deals import ACES, ACES_KITTY, contract, deal_with, exchange, first_legal, start

SCHEDULE = {
    6: (40, 60, 80, 100, 120),
    7: (140, 160, 180, 200, 220),
    8: (240, 260, 280, 300, 320),
    9: (340, 360, 380, 400, 420),
    10: (440, 460, 480, 500, 520),
}
CELLS = [(tricks, denomination, value) for tricks, row in SCHEDULE.items()
         for denomination, value in zip(("S", "C", "D", "H", "NT"), row, strict=True)]


def split(contract_tricks: int, contractor: Seat = Seat.WEST) -> tuple[int, int, int, int]:
    """Tricks per seat: the contractor's side takes ``contract_tricks`` (all to the
    contractor), the other side the rest (all to the contractor's left)."""
    tricks = [0, 0, 0, 0]
    tricks[contractor] = contract_tricks
    tricks[contractor.left] = 10 - contract_tricks
    return tuple(tricks)


@pytest.mark.parametrize(("tricks", "denomination", "value"), CELLS,
                         ids=[f"{t}{d}={v}" for t, d, v in CELLS])
def test_every_cell_of_the_avondale_schedule_made_exactly_and_failed_by_one(
        tricks, denomination, value):
    bid = Bid.parse(f"{tricks}{denomination}")
    assert bid.value == value
    made = hand_points(bid, Seat.WEST, split(tricks))
    assert made[Seat.WEST] == made[Seat.EAST] == value
    assert made[Seat.NORTH] == made[Seat.SOUTH] == 10 * (10 - tricks)
    failed = hand_points(bid, Seat.WEST, split(tricks - 1))
    assert failed[Seat.WEST] == failed[Seat.EAST] == -value
    assert failed[Seat.NORTH] == failed[Seat.SOUTH] == 10 * (11 - tricks)


@pytest.mark.parametrize(("bid", "value"), [(MISERE, 250), (OPEN_MISERE, 500),
                                            (BLIND_MISERE, 500)])
def test_misere_250_open_misere_500_blind_misere_500(bid, value):
    assert bid.value == value


def test_a_contract_made_scores_its_value_with_no_extra_for_overtricks():
    assert hand_points(Bid.parse("7D"), Seat.NORTH, (1, 1, 8, 0)) == (180, 10, 180, 10)


@pytest.mark.parametrize(("tricks", "denomination"), [(t, d) for t, d, v in CELLS if v < 250])
def test_slam_all_ten_tricks_on_a_bid_worth_less_than_250_score_250(tricks, denomination):
    points = hand_points(Bid.parse(f"{tricks}{denomination}"), Seat.WEST, split(10))
    assert points == (0, 250, 0, 250)


@pytest.mark.parametrize(("tricks", "denomination", "value"), [c for c in CELLS if c[2] >= 250])
def test_all_ten_tricks_on_a_bid_worth_250_or_more_score_its_value(tricks, denomination, value):
    assert hand_points(Bid.parse(f"{tricks}{denomination}"), Seat.WEST, split(10))[1] == value


def test_clarification_11_a_failed_contract_loses_its_bid_value():
    assert hand_points(Bid.parse("10NT"), Seat.SOUTH, (5, 0, 4, 1)) == (-520, 10, -520, 10)


def test_either_way_each_opponent_side_scores_10_per_trick_it_won():
    assert hand_points(Bid.parse("6H"), Seat.EAST, (2, 5, 1, 2))[Seat.SOUTH] == 30
    assert hand_points(Bid.parse("9H"), Seat.EAST, (2, 5, 1, 2))[Seat.SOUTH] == 30


def test_clarification_2_three_players_each_defender_scores_10_per_trick_it_won_itself():
    assert hand_points(Bid.parse("7S"), 1, (2, 7, 1)) == (20, 140, 10)
    assert hand_points(Bid.parse("7S"), 1, (3, 6, 1)) == (30, -140, 10)


def test_misere_the_contractor_scores_the_value_for_no_trick_and_loses_it_otherwise():
    assert hand_points(MISERE, Seat.EAST, (4, 3, 0, 0)) == (0, 250, 0, 250)
    assert hand_points(MISERE, Seat.EAST, (4, 2, 0, 1)) == (0, -250, 0, -250)
    assert hand_points(OPEN_MISERE, 2, (6, 4, 0)) == (0, 0, 500)
    assert hand_points(BLIND_MISERE, 2, (5, 4, 1)) == (0, 0, -500)


def test_misere_the_opponents_score_nothing():
    assert hand_points(MISERE, Seat.SOUTH, (1, 5, 0, 4))[Seat.WEST] == 0


def test_clarification_11_slam_applies_to_suit_and_no_trump_contracts_only():
    assert hand_points(MISERE, Seat.SOUTH, (0, 5, 0, 5)) == (250, 0, 250, 0)


def test_a_played_hand_scores_by_the_table():
    hand = exchange(contract(start(deal_with(**ACES, kitty=ACES_KITTY)), "W", "bid 6D"))
    while not hand.is_over:
        hand = first_legal(hand)
    result = hand.result()
    west_east = result.tricks_by_seat[Seat.WEST] + result.tricks_by_seat[Seat.EAST]
    north_south = 10 - west_east
    expected = 80 if west_east >= 6 else -80
    if west_east == 10:
        expected = 250
    assert result.points == (north_south * 10, expected)
    assert result.points_by_seat == (north_south * 10, expected, north_south * 10, expected)
    assert result.made is (west_east >= 6)
