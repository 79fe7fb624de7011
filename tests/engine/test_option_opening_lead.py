"""Option "opening lead with a loner": left of the dealer (default) or left of the loner."""

from __future__ import annotations

from euchre import HandState, OpeningLead, Rules, Seat

from .positions import README_HANDS, position, run

SOUTH, WEST, NORTH, EAST = Seat
LEFT_OF_LONER = OpeningLead.LEFT_OF_LONER


def east_orders_up(*, alone: bool, north_defends_alone: bool, lead: OpeningLead) -> HandState:
    """README deal, North deals the Q♠; East orders it up; North may then defend alone."""
    rules = Rules(defend_alone=True, opening_lead=lead)
    state = position(README_HANDS, upcard="QS", dealer="N", rules=rules)
    state = run(state, "E: order up alone" if alone else "E: order up", "N: discard 9D", "S: pass")
    return run(state, "N: defend alone" if north_defends_alone else "N: pass")


def test_opening_lead_is_left_of_the_dealer_by_default():
    assert Rules().opening_lead is OpeningLead.LEFT_OF_DEALER
    state = east_orders_up(alone=True, north_defends_alone=False, lead=OpeningLead.LEFT_OF_DEALER)
    assert state.leader is EAST


def test_opening_lead_left_of_the_lone_maker_option():
    state = east_orders_up(alone=True, north_defends_alone=False, lead=LEFT_OF_LONER)
    assert state.sitting_out == {WEST}
    assert state.leader is SOUTH and state.to_act is SOUTH


def test_opening_lead_left_of_a_lone_defender_option():
    state = east_orders_up(alone=False, north_defends_alone=True, lead=LEFT_OF_LONER)
    assert state.sitting_out == {SOUTH}
    assert state.leader is EAST  # left of North, the lone defender


def test_opening_lead_left_of_loner_when_both_sides_alone():
    state = east_orders_up(alone=True, north_defends_alone=True, lead=LEFT_OF_LONER)
    assert state.sitting_out == {WEST, SOUTH}
    assert state.leader is NORTH  # the lone defender leads


def test_opening_lead_left_of_dealer_when_both_sides_alone():
    state = east_orders_up(alone=True, north_defends_alone=True, lead=OpeningLead.LEFT_OF_DEALER)
    assert state.leader is EAST  # East sits left of the dealer and is playing


def test_opening_lead_left_of_loner_without_a_loner_is_left_of_the_dealer():
    state = east_orders_up(alone=False, north_defends_alone=False, lead=LEFT_OF_LONER)
    assert state.sitting_out == frozenset() and state.leader is EAST


def test_opening_lead_left_of_the_dealer_skips_a_lone_defenders_partner():
    # East deals; West names diamonds; North defends alone, so South (left of the dealer)
    # sits out and the lead passes to West.
    state = position(README_HANDS, upcard="QS", dealer="E", rules=Rules(defend_alone=True))
    state = run(state, "pass", "pass", "pass", "pass", "S: pass", "W: name D",
                "N: defend alone")
    assert state.sitting_out == {SOUTH}
    assert state.leader is WEST
