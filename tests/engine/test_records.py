"""Hand and match records: they replay exactly, and an edited record is refused with a reason."""

from __future__ import annotations

import copy
import random

import pytest

from euchre import Card, HandState, Match, RecordError, Rules, Seat
from euchre.games.euchre.records import (
    hand_from_json,
    hand_from_record,
    hand_to_json,
    hand_to_record,
    match_from_json,
    match_from_record,
    match_to_json,
    match_to_record,
)

from .positions import README_HANDS, play_out, position, run


def finished_hand() -> HandState:
    """The README deal: East names hearts after four passes and the hand is played out."""
    state = position(README_HANDS, upcard="QS", dealer="N")
    return play_out(run(state, "pass", "pass", "pass", "pass", "E: name H"))


def random_match(seed: int = 1, rules: Rules | None = None) -> Match:
    """A whole match played with random legal actions chosen from ``seed``."""
    choices = random.Random(seed)
    match = Match.new(rules=rules, seed=seed)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(choices.choice(match.legal_actions()))
    return match


def refuse_hand(record: object) -> str:
    with pytest.raises(RecordError) as caught:
        hand_from_record(record)
    return str(caught.value)


def refuse_match(record: object) -> str:
    with pytest.raises(RecordError) as caught:
        match_from_record(record)
    return str(caught.value)


@pytest.fixture(scope="module")
def hand_record() -> dict:
    return hand_to_record(finished_hand())


@pytest.fixture(scope="module")
def match_record() -> dict:
    return match_to_record(random_match())


def edited(record: dict) -> dict:
    return copy.deepcopy(record)


# ---- faithful records -------------------------------------------------------------------
def test_a_hand_record_replays_to_the_identical_state():
    state = finished_hand()
    replayed = hand_from_json(hand_to_json(state))
    assert replayed == state
    assert str(replayed) == str(state)
    assert replayed.result() == state.result()
    assert replayed.tricks == state.tricks


def test_an_unfinished_hand_record_replays_to_the_same_position():
    state = run(position(README_HANDS, upcard="QS"), "E: order up", "N: discard 9D", "E: play AD")
    replayed = hand_from_json(hand_to_json(state))
    assert replayed == state
    assert replayed.legal_actions() == state.legal_actions()


def test_a_match_record_replays_to_the_identical_match():
    match = random_match(seed=3, rules=Rules(points_to_win=5, stick_the_dealer=False))
    replayed = match_from_json(match_to_json(match))
    assert replayed == match
    assert replayed.score == match.score and replayed.winner == match.winner
    assert replayed.score_history() == match.score_history()


def test_a_record_carries_the_table_rules():
    rules = Rules(defend_alone=True, deck="32", points_to_win=7)
    state = HandState.from_seed(4, rules)
    record = hand_to_record(state)
    assert record["rules"] == rules.to_dict()
    assert hand_from_record(record).rules == rules


# ---- malformed records ------------------------------------------------------------------
def test_bad_json_is_refused():
    with pytest.raises(RecordError) as caught:
        hand_from_json('{"format": "euchre-hand",')
    assert str(caught.value).startswith("the record is not valid JSON: ")
    with pytest.raises(RecordError) as caught:
        match_from_json(b"\xff\xfe")
    assert str(caught.value).startswith("the record is not valid JSON: ")


def test_a_record_that_is_not_an_object_is_refused():
    assert refuse_hand(["euchre-hand"]) == "a record must be a JSON object."


def test_the_wrong_format_is_refused(hand_record, match_record):
    assert refuse_hand(match_record) == "not a euchre-hand record (format is 'euchre-match')."
    assert refuse_match(hand_record) == "not a euchre-match record (format is 'euchre-hand')."


def test_an_unsupported_version_is_refused(hand_record):
    record = edited(hand_record)
    record["version"] = 2
    assert refuse_hand(record) == "unsupported record version 2 (this engine reads version 1)."


def test_an_unknown_rule_option_is_refused(hand_record, match_record):
    record = edited(hand_record)
    record["rules"]["jokers_wild"] = True
    assert refuse_hand(record) == "bad rules: unknown rule option(s): jokers_wild."
    record = edited(match_record)
    record["rules"]["farmers_hand"] = True
    assert refuse_match(record) == "bad rules: unknown rule option(s): farmers_hand."


def test_a_bad_rule_value_is_refused(hand_record):
    record = edited(hand_record)
    record["rules"]["points_to_win"] = 12
    assert refuse_hand(record) == (
        "bad rules: points to win must be one of 5, 7, 10, 11, 15 (got 12)."
    )


def test_a_hand_record_without_rules_is_refused(hand_record):
    record = edited(hand_record)
    del record["rules"]
    assert refuse_hand(record) == "the record has no rules."


# ---- edited deals -----------------------------------------------------------------------
def test_a_card_dealt_twice_is_refused(hand_record):
    record = edited(hand_record)
    record["deal"]["hands"]["West"][0] = "JD"  # South holds the J♦ too
    assert refuse_hand(record) == "bad deal: J♦ is dealt twice (South and West)."


def test_a_card_from_outside_the_deck_is_refused(hand_record):
    record = edited(hand_record)
    record["deal"]["hands"]["South"][0] = "7D"
    assert refuse_hand(record) == "bad deal: 7♦ (South) is not in the deck of 24 cards (9 to ace)."


def test_a_swapped_card_is_refused_at_the_first_action_it_breaks(hand_record):
    record = edited(hand_record)
    south, kitty = record["deal"]["hands"]["South"], record["deal"]["kitty"]
    position_of_jd = south.index("JD")
    south[position_of_jd], kitty[0] = kitty[0], "JD"
    first_jd = next(n for n, (_, action) in enumerate(record["actions"], 1) if action == "play JD")
    assert refuse_hand(record) == (
        f"action {first_jd} (South: 'play JD') is illegal: South does not hold J♦."
    )


def test_a_deal_with_a_missing_hand_is_refused(hand_record):
    record = edited(hand_record)
    del record["deal"]["hands"]["East"]
    assert refuse_hand(record) == "bad deal: the deal needs a hand for every seat (missing East)."


# ---- edited actions ---------------------------------------------------------------------
def test_an_action_out_of_turn_is_refused(hand_record):
    record = edited(hand_record)
    record["actions"][0], record["actions"][1] = record["actions"][1], record["actions"][0]
    assert refuse_hand(record) == (
        "action 1 (South: 'pass') is illegal: It is East's turn to bid, not South's."
    )


def test_a_card_played_twice_is_refused(hand_record):
    record = edited(hand_record)
    plays = [n for n, (_, action) in enumerate(record["actions"]) if action.startswith("play")]
    seat, action = record["actions"][plays[0]]
    again = next(n for n in plays[1:] if record["actions"][n][0] == seat)
    record["actions"][again] = [seat, action]
    assert refuse_hand(record) == (
        f"action {again + 1} ({seat}: '{action}') is illegal: "
        f"{seat} does not hold {Card.parse(action.split()[1]).symbol}."
    )


def test_a_malformed_action_entry_is_refused(hand_record):
    record = edited(hand_record)
    record["actions"][2] = "pass"
    assert refuse_hand(record) == "action 3: expected [seat, action], got 'pass'."


def test_an_unreadable_action_is_refused(hand_record):
    record = edited(hand_record)
    record["actions"][1] = ["South", "shuffle"]
    assert refuse_hand(record).startswith("action 2: 'shuffle' is not an action: ")


def test_actions_that_are_not_a_list_are_refused(hand_record):
    record = edited(hand_record)
    record["actions"] = "pass pass pass"
    assert refuse_hand(record) == "'actions' must be a list of [seat, action] pairs."


# ---- edited results ---------------------------------------------------------------------
def test_a_wrong_score_in_the_result_is_refused(hand_record):
    record = edited(hand_record)
    assert record["result"]["points"] == {"North–South": 2, "East–West": 0}
    record["result"]["points"] = {"North–South": 4, "East–West": 0}
    assert refuse_hand(record) == (
        "the stored result does not match the replay: the record says North–South 4, "
        "East–West 0, the cards give North–South 2, East–West 0."
    )


def test_a_result_for_an_unfinished_hand_is_refused(hand_record):
    record = edited(hand_record)
    del record["actions"][-1]
    assert refuse_hand(record) == "the record claims a result but the hand is not finished."


def test_a_missing_result_for_a_finished_hand_is_refused(hand_record):
    record = edited(hand_record)
    record["result"] = None
    assert refuse_hand(record) == (
        "the stored result does not match the replay: "
        "the record says no result, the cards give North–South 2, East–West 0."
    )


# ---- matches ----------------------------------------------------------------------------
def test_a_wrong_match_score_is_refused(match_record):
    record = edited(match_record)
    record["score"]["East–West"] += 1
    assert refuse_match(record) == (
        f"the stored score {record['score']!r} does not match the replay "
        f"({match_record['score']})."
    )


def test_a_wrong_match_winner_is_refused(match_record):
    record = edited(match_record)
    assert record["winner"] == "North–South"
    record["winner"] = "East–West"
    assert refuse_match(record) == (
        "the stored winner 'East–West' does not match the replay ('North–South')."
    )


def test_a_wrong_dealer_rotation_is_refused(match_record):
    record = edited(match_record)
    dealer = Seat.parse(record["hands"][1]["deal"]["dealer"])
    wrong = dealer.partner
    # A legal, finished hand from the same cards but dealt by the wrong seat.
    state = Match._deal_hand(Rules(), record["seed"], 1, wrong)
    record["hands"][1] = hand_to_record(play_out_first_legal(state), include_rules=False)
    assert refuse_match(record) == (
        f"hand 2: the dealer should be {dealer} (the deal passes left), not {wrong}."
    )


def test_a_hand_after_the_match_is_won_is_refused(match_record):
    record = edited(match_record)
    record["hands"].append(copy.deepcopy(record["hands"][-1]))
    count = len(match_record["hands"])
    assert refuse_match(record) == (
        f"hand {count + 1}: the match was already over after hand {count}."
    )


def test_an_unfinished_hand_before_the_next_is_refused(match_record):
    record = edited(match_record)
    record["hands"][0]["actions"] = record["hands"][0]["actions"][:3]
    record["hands"][0]["result"] = None
    assert refuse_match(record) == "hand 2: hand 1 was not finished."


def test_an_edited_hand_inside_a_match_names_the_hand(match_record):
    record = edited(match_record)
    first = record["hands"][2]["actions"][0]
    first[0] = Seat.parse(first[0]).left.label
    expected = f"hand 3: action 1 ({first[0]}: '{first[1]}') is illegal: It is "
    assert refuse_match(record).startswith(expected)


def test_a_bad_match_seed_or_empty_hand_list_is_refused(match_record):
    record = edited(match_record)
    record["seed"] = True
    assert refuse_match(record) == "the match seed must be an integer or a string."
    record = edited(match_record)
    record["hands"] = []
    assert refuse_match(record) == "'hands' must be a non-empty list of hand records."


def play_out_first_legal(state: HandState) -> HandState:
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def test_an_edited_result_flag_is_refused_naming_the_field(hand_record):
    record = edited(hand_record)
    assert record["result"]["euchred"] is True
    record["result"]["euchred"] = False
    assert refuse_hand(record) == (
        "the stored result does not match the replay: "
        "the record says euchred is false, the cards give true."
    )
    record = edited(hand_record)
    record["result"]["tricks"]["North"] += 1
    record["result"]["tricks"]["South"] -= 1
    assert refuse_hand(record).startswith(
        "the stored result does not match the replay: the record says tricks is "
    )


def test_a_match_hand_whose_deal_is_not_the_seeds_is_refused(match_record):
    record = edited(match_record)
    dealer = Seat.parse(record["hands"][0]["deal"]["dealer"])
    other_deal = HandState.from_seed("another shuffle", Rules(), dealer=dealer)
    record["hands"][0] = hand_to_record(play_out_first_legal(other_deal), include_rules=False)
    assert refuse_match(record) == (
        "hand 1: the deal is not the one the match seed 1 deals for this hand."
    )


def test_a_match_hand_carrying_its_own_different_rules_is_refused(match_record):
    record = edited(match_record)
    record["hands"][1]["rules"] = Rules(points_to_win=5).to_dict()
    assert refuse_match(record) == (
        "hand 2: the hand's rules differ from the match's rules (points to win)."
    )


# ---- hostile input: every bad record is a RecordError ----------------------------------
@pytest.mark.parametrize("reader", [hand_from_json, match_from_json])
def test_deeply_nested_json_is_refused_as_a_bad_record(reader):
    with pytest.raises(RecordError) as caught:
        reader("[" * 5000 + "]" * 5000)
    assert type(caught.value) is RecordError
    assert "nested too deeply" in str(caught.value)


@pytest.mark.parametrize("reader", [hand_from_json, match_from_json])
def test_a_number_with_thousands_of_digits_is_refused_as_a_bad_record(reader):
    with pytest.raises(RecordError) as caught:
        reader('{"format": "euchre-match", "version": 1, "seed": ' + "9" * 5000 + "}")
    assert type(caught.value) is RecordError
    assert "number" in str(caught.value)


def test_a_deeply_nested_action_entry_is_refused_as_a_bad_record(hand_record):
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    record = edited(hand_record)
    record["actions"] = [nested]
    with pytest.raises(RecordError) as caught:
        hand_from_record(record)
    assert type(caught.value) is RecordError


def test_a_huge_match_seed_is_refused_as_a_bad_record(match_record):
    record = edited(match_record)
    record["seed"] = 10**4000
    with pytest.raises(RecordError) as caught:
        match_from_record(record)
    assert type(caught.value) is RecordError
