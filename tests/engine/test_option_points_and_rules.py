"""Option "points to win", and the rule set as a plain value: frozen, serialisable, shown."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from euchre import Deck, LoneDefenderScoring, OpeningLead, PartnerDealerPickup, Rules


@pytest.mark.parametrize("target", [5, 7, 10, 11, 15])
def test_points_to_win_may_be_5_7_10_11_or_15(target):
    assert Rules(points_to_win=target).points_to_win == target


@pytest.mark.parametrize("target", [0, 6, 12, 21, True, "10"])
def test_other_points_to_win_are_refused(target):
    with pytest.raises(ValueError) as caught:
        Rules(points_to_win=target)
    assert str(caught.value) == (
        f"points to win must be one of 5, 7, 10, 11, 15 (got {target!r})."
    )


def test_a_rule_set_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().points_to_win = 5  # type: ignore[misc]


def every_rule_set():
    for values in itertools.product(
        [True, False], [5, 7, 10, 11, 15], [False, True], list(LoneDefenderScoring),
        list(OpeningLead), list(Deck), list(PartnerDealerPickup),
    ):
        yield Rules(*values)


def test_every_rule_set_round_trips_through_its_dict():
    rule_sets = list(every_rule_set())
    assert len(rule_sets) == 2 * 5 * 2 * 2 * 2 * 3 * 2
    for rules in rule_sets:
        assert Rules.from_dict(rules.to_dict()) == rules


def test_the_default_rules_are_shown_in_words():
    assert Rules().describe() == [
        ("Stick the dealer", "on: the dealer must name a suit in round 2"),
        ("Points to win", "10"),
        ("Defend alone", "off"),
        ("Lone defender's euchre", "+2 for 3–4 tricks, +4 for all 5"),
        ("Opening lead with a loner", "left of the dealer (skipping anyone sitting out)"),
        ("Deck", "24 cards (9 to ace)"),
        ("Partner of a lone maker deals", "dealer sits out without picking up"),
    ]


def test_every_option_value_is_shown_in_words():
    rules = Rules(stick_the_dealer=False, points_to_win=7, defend_alone=True,
                  lone_defender_scoring="always-4", opening_lead="left-of-loner",
                  deck="25-joker", partner_dealer_pickup="picks-up-then-sits-out")
    assert dict(rules.describe()) == {
        "Stick the dealer": "off: if all four pass twice the hand is thrown in",
        "Points to win": "7",
        "Defend alone": "on: a defender may play alone against the makers",
        "Lone defender's euchre": "+4 for any euchre",
        "Opening lead with a loner": "left of the lone player (the lone defender if both)",
        "Deck": "25 cards with a joker (the Benny, highest trump)",
        "Partner of a lone maker deals": "dealer picks up, discards, then sits out",
    }


def test_a_malformed_option_is_refused_naming_it():
    with pytest.raises(ValueError) as caught:
        Rules(deck="52")
    assert str(caught.value) == "deck must be one of '24', '32', '25-joker' (got '52')."
    with pytest.raises(ValueError) as caught:
        Rules(defend_alone="yes")
    assert str(caught.value) == "defend alone must be true or false."
    with pytest.raises(ValueError) as caught:
        Rules.from_dict({"stick_the_dealer": True, "bowers": 3})
    assert str(caught.value) == "unknown rule option(s): bowers."
