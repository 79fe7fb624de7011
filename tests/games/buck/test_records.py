"""Buck Euchre records name their game, replay to the identical state and refuse bad input."""

from __future__ import annotations

import copy
import json
import random

import pytest

from euchre import RecordError, games
from euchre.games.buck import BuckHand, BuckMatch, BuckRules
from euchre.games.buck.records import (
    hand_from_json,
    hand_from_record,
    hand_to_json,
    hand_to_record,
    match_from_json,
    match_from_record,
    match_to_json,
    match_to_record,
)

from .deals import HEARTS, bowers_maker_takes_two, clubs_played, hand_of, match_after, run


def finished_match(seed: int = 5, starting_score: int = 10) -> BuckMatch:
    choices = random.Random(seed)
    match = BuckMatch.new(BuckRules(starting_score=starting_score), seed=seed)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(choices.choice(match.legal_actions()))
    return match


def test_a_hand_record_names_its_game_and_replays_to_the_identical_state():
    hand = bowers_maker_takes_two()
    record = hand_to_record(hand)
    assert (record["game"], record["format"], record["version"]) == ("buck", "buck-hand", 1)
    assert record["actions"][:5] == [["South", "order up"], ["East", "discard QS"],
                                     ["West", "stay in"], ["North", "stay in"],
                                     ["East", "stay in"]]
    assert record["result"]["points"] == {"South": 3, "West": -1, "North": 5, "East": -2}
    assert record["result"]["bucked"] == ["North"] and record["result"]["maker_set"] is True
    assert record["deal"]["upcard"] == "9H" and len(record["deal"]["kitty"]) == 3
    assert hand_from_json(hand_to_json(hand)) == hand
    assert games.load_hand(json.dumps(record)) == hand
    unfinished = run(hand_of(HEARTS), "order up", "discard 9C", "drop out")
    assert hand_from_record(hand_to_record(unfinished)) == unfinished
    clubs = hand_to_record(clubs_played())
    assert clubs["result"]["clubs_turned"] is True and clubs["result"]["maker"] is None


def test_a_match_record_replays_every_hand_the_counts_and_the_winners():
    match = finished_match()
    record = match_to_record(match)
    assert record["game"] == "buck" and record["format"] == "buck-match"
    assert record["winners"] == [winner.label for winner in match.winners] != []
    assert record["score"] == dict(zip(("South", "West", "North", "East"), match.score,
                                       strict=True))
    assert match_from_json(match_to_json(match)) == match
    assert games.load_match(record) == match
    shared = match_after(*[clubs_played()] * 5, starting_score=10)
    shared_record = match_to_record(shared)
    assert shared_record["winner"] is None and shared_record["winners"] == ["West", "East"]


def test_an_edited_hand_record_is_refused_saying_what_is_wrong():
    record = hand_to_record(bowers_maker_takes_two())
    cases = {
        "the record is for the game 'cutthroat', not Buck Euchre": {**record,
                                                                  "game": "cutthroat"},
        "not a buck-hand record": {**record, "format": "cutthroat-hand"},
        "unsupported record version 2": {**record, "version": 2},
        "bad rules: unknown rule option(s): dummy": {**record, "rules": {"dummy": True}},
        "bad rules: the starting score must be one of 10, 15, 20, 25 (got 30)": {
            **record, "rules": {"starting_score": 30}},
        "bad deal: the deal has no 'upcard'": {**record, "deal": {
            key: value for key, value in record["deal"].items() if key != "upcard"}},
        "action 2 (South: 'discard QS') is illegal: It is East's turn to discard, not "
        "South's.": {**record, "actions": [record["actions"][0], ["South", "discard QS"]]},
        "action 3 (South: 'drop out') is illegal: The maker may not drop out.": {
            **record, "actions": [*record["actions"][:2], ["South", "drop out"]]},
        "the stored result does not match the replay: the record says South -2, West -1, "
        "North 5, East -2, the cards give South 3, West -1, North 5, East -2": {
            **record, "result": {**record["result"], "points": {
                "South": -2, "West": -1, "North": 5, "East": -2}}},
        "the record says bucked is []": {**record, "result": {**record["result"],
                                                              "bucked": []}},
        "the record claims a result but the hand is not finished": {
            **record, "actions": record["actions"][:-1]},
    }
    for message, bad in cases.items():
        with pytest.raises(RecordError) as caught:
            hand_from_record(bad)
        assert message in str(caught.value)
    deal = copy.deepcopy(record)
    deal["deal"]["kitty"][0] = deal["deal"]["hands"]["South"][0]
    with pytest.raises(RecordError, match="is dealt twice"):
        hand_from_record(deal)
    with pytest.raises(RecordError, match="not valid JSON"):
        hand_from_json("{")
    with pytest.raises(RecordError, match="nested too deeply"):
        hand_from_json("[" * 100_000 + "]" * 100_000)


def test_an_edited_match_record_is_refused():
    match = finished_match()
    record = match_to_record(match)
    with pytest.raises(RecordError, match="stored winners"):
        match_from_record({**record, "winners": ["North", "East"]})
    with pytest.raises(RecordError, match="stored score"):
        match_from_record({**record, "score": {"South": 25, "West": 25, "North": 25,
                                               "East": 25}})
    swapped = copy.deepcopy(record)
    swapped["hands"][0]["deal"] = hand_to_record(BuckHand.from_seed(1))["deal"]
    swapped["hands"][0]["actions"] = []
    swapped["hands"][0]["result"] = None
    with pytest.raises(RecordError, match="hand 1: "):
        match_from_record(swapped)
    with pytest.raises(RecordError, match="'hands' must be a non-empty list"):
        match_from_record({**record, "hands": []})
    edited = copy.deepcopy(record)
    edited["hands"][0]["rules"] = BuckRules(starting_score=25).to_dict()
    with pytest.raises(RecordError) as caught:
        match_from_record(edited)
    assert str(caught.value) == (
        "hand 1: the hand's rules differ from the match's rules (starting score).")


def test_other_games_readers_refuse_a_buck_record_and_the_registry_routes_it():
    from euchre.games.cutthroat.records import hand_from_record as cutthroat_hand_from_record
    from euchre.games.euchre.records import hand_from_record as euchre_hand_from_record

    record = hand_to_record(clubs_played())
    with pytest.raises(RecordError, match="not a euchre-hand record"):
        euchre_hand_from_record(record)
    with pytest.raises(RecordError, match="not a cutthroat-hand record"):
        cutthroat_hand_from_record(record)
    assert type(games.load_hand(record)) is BuckHand
