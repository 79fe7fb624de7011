"""Option "defend alone": who may declare, when, the sit-out, and both scoring variants."""

from __future__ import annotations

import pytest

from euchre import LoneDefenderScoring, Phase, Rules, Seat, Team

from .positions import README_HANDS, play_out, position, refused, run, south_names_hearts, texts

SOUTH, WEST, NORTH, EAST = Seat
NS, EW = Team
DEFEND = Rules(defend_alone=True)
ALWAYS_FOUR = Rules(defend_alone=True, lone_defender_scoring=LoneDefenderScoring.ALWAYS_FOUR)


def west_defends_alone(tricks: int, *, maker_alone: bool = False, rules: Rules = DEFEND):
    """South names hearts (SOUTH_TAKES deal) and West declares alone; played out."""
    state = run(south_names_hearts(tricks, alone=maker_alone, rules=rules), "W: defend alone")
    result = play_out(state).result()
    assert result.tricks_by_team[NS] == tricks, "the deal no longer gives the makers these tricks"
    assert result.lone_defender is WEST
    return result


def test_defend_alone_is_off_by_default():
    assert Rules().defend_alone is False
    state = south_names_hearts(3)
    assert state.phase is Phase.PLAY and state.to_act is SOUTH


def test_a_defender_may_declare_alone_after_the_makers_decision_before_the_first_lead():
    state = south_names_hearts(3, rules=DEFEND)
    assert state.phase is Phase.DEFEND_ALONE and state.tricks == () and state.current_trick == ()
    assert state.to_act is WEST
    assert texts(state.legal_actions()) == ["pass", "defend alone"]


def test_the_defender_left_of_the_maker_is_asked_first_then_the_other_defender():
    state = run(south_names_hearts(3, rules=DEFEND), "W: pass")
    assert state.phase is Phase.DEFEND_ALONE and state.to_act is EAST
    assert texts(state.legal_actions()) == ["pass", "defend alone"]
    state = run(state, "E: pass")
    assert state.phase is Phase.PLAY and state.to_act is SOUTH
    assert state.lone_defender is None and state.sitting_out == frozenset()


def test_only_a_defender_may_declare_alone():
    state = south_names_hearts(3, rules=DEFEND)
    error = refused(state, "N: defend alone", rule="turn")
    assert str(error) == "It is West's turn to declare, not North's."


def test_declarations_come_after_the_dealers_discard():
    state = position(README_HANDS, upcard="QS", dealer="N", rules=DEFEND)
    state = run(state, "E: order up")
    assert state.phase is Phase.DEALER_DISCARD
    state = run(state, "N: discard 9D")
    assert state.phase is Phase.DEFEND_ALONE and state.to_act is SOUTH
    state = run(state, "S: pass")
    assert state.to_act is NORTH  # the dealer, also a defender, is asked second
    state = run(state, "N: defend alone")
    assert state.lone_defender is NORTH and state.sitting_out == {SOUTH}


def test_the_lone_defenders_partner_sits_out():
    state = run(south_names_hearts(3, rules=DEFEND), "W: defend alone")
    assert state.sitting_out == {EAST} and state.phase is Phase.PLAY
    finished = play_out(state)
    assert all(len(trick.plays) == 3 for trick in finished.tricks)
    assert all(trick.card_of(EAST) is None for trick in finished.tricks)


def test_once_one_defender_declares_alone_the_other_is_not_asked():
    state = run(south_names_hearts(3, rules=DEFEND), "W: pass", "E: defend alone")
    assert state.lone_defender is EAST and state.sitting_out == {WEST}
    assert state.phase is Phase.PLAY


@pytest.mark.parametrize("tricks", [1, 2])
def test_lone_defender_euchre_with_three_or_four_tricks_scores_two(tricks):
    result = west_defends_alone(tricks)
    assert result.points == (0, 2) and result.euchred


def test_lone_defender_taking_all_five_tricks_scores_four():
    result = west_defends_alone(0)
    assert result.points == (0, 4) and result.euchred


@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_lone_defender_always_four_variant(tricks):
    assert west_defends_alone(tricks, rules=ALWAYS_FOUR).points == (0, 4)


@pytest.mark.parametrize(("tricks", "points"), [(3, (1, 0)), (4, (1, 0)), (5, (2, 0))])
def test_makers_who_beat_a_lone_defender_score_as_usual(tricks, points):
    assert west_defends_alone(tricks).points == points
    assert west_defends_alone(tricks, rules=ALWAYS_FOUR).points == points


def test_lone_maker_and_lone_defender_play_two_card_tricks():
    state = run(south_names_hearts(3, alone=True, rules=DEFEND), "W: defend alone")
    assert state.sitting_out == {NORTH, EAST}
    finished = play_out(state)
    assert [len(trick.plays) for trick in finished.tricks] == [2, 2, 2, 2, 2]
    assert {seat for trick in finished.tricks for seat, _ in trick.plays} == {SOUTH, WEST}


@pytest.mark.parametrize(
    ("tricks", "rules", "points"),
    [(5, DEFEND, (4, 0)), (4, DEFEND, (1, 0)), (3, DEFEND, (1, 0)), (2, DEFEND, (0, 2)),
     (0, DEFEND, (0, 4)), (2, ALWAYS_FOUR, (0, 4))],
)
def test_both_sides_alone_score_by_the_same_table(tricks, rules, points):
    result = west_defends_alone(tricks, maker_alone=True, rules=rules)
    assert result.maker_alone and result.points == points
