"""Cutthroat records name their game, replay to the identical state and refuse bad input."""

from __future__ import annotations

import copy
import json
import random

import pytest

from euchre import RecordError, games
from euchre.games.cutthroat import CutthroatHand, CutthroatMatch, CutthroatRules
from euchre.games.cutthroat.records import (
    hand_from_json,
    hand_from_record,
    hand_to_json,
    hand_to_record,
    match_from_json,
    match_from_record,
    match_to_json,
    match_to_record,
)

from .deals import south_euchred


def finished_match(seed: int = 5) -> CutthroatMatch:
    choices = random.Random(seed)
    match = CutthroatMatch.new(CutthroatRules(points_to_win=5, stick_the_dealer=True), seed=seed)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(choices.choice(match.legal_actions()))
    return match


def test_a_hand_record_names_its_game_and_replays_to_the_identical_state():
    hand = south_euchred()
    record = hand_to_record(hand)
    assert (record["game"], record["format"], record["version"]) == ("cutthroat",
                                                                     "cutthroat-hand", 1)
    assert record["actions"][:3] == [["South", "order up"], ["East", "discard KC"],
                                     ["South", "go alone"]]
    assert record["result"]["points"] == {"South": 0, "West": 2, "East": 2}
    assert hand_from_json(hand_to_json(hand)) == hand
    assert games.load_hand(json.dumps(record)) == hand
    unfinished = CutthroatHand.from_seed(3).apply("pass")
    assert hand_from_record(hand_to_record(unfinished)) == unfinished


def test_a_match_record_replays_every_hand_score_and_winner():
    match = finished_match()
    record = match_to_record(match)
    assert record["game"] == "cutthroat" and record["format"] == "cutthroat-match"
    assert record["winner"] == match.winner.label
    assert set(record["score"]) == {"South", "West", "East"}
    assert match_from_json(match_to_json(match)) == match
    assert games.load_match(record) == match


def test_an_edited_hand_record_is_refused_saying_what_is_wrong():
    record = hand_to_record(south_euchred())
    cases = {
        "the record is for the game 'euchre', not Cutthroat": {**record, "game": "euchre"},
        "not a cutthroat-hand record": {**record, "format": "euchre-hand"},
        "unsupported record version 2": {**record, "version": 2},
        "bad rules: unknown rule option(s): deck": {**record, "rules": {"deck": "24"}},
        "bad deal: the deal has no 'dummy'": {**record, "deal": {
            key: value for key, value in record["deal"].items() if key != "dummy"}},
        "action 2 (South: 'discard KC') is illegal: It is East's turn to discard, not "
        "South's.": {**record, "actions": [record["actions"][0], ["South", "discard KC"]]},
        "the stored result does not match the replay: the record says South 3, West 0, "
        "East 0, the cards give South 0, West 2, East 2": {
            **record, "result": {**record["result"], "points": {"South": 3, "West": 0,
                                                                 "East": 0}}},
        "the record claims a result but the hand is not finished": {
            **record, "actions": record["actions"][:-1]},
    }
    for message, bad in cases.items():
        with pytest.raises(RecordError) as caught:
            hand_from_record(bad)
        assert message in str(caught.value)
    deal = copy.deepcopy(record)
    deal["deal"]["dummy"][0] = deal["deal"]["hands"]["South"][0]
    with pytest.raises(RecordError, match="is dealt twice"):
        hand_from_record(deal)
    with pytest.raises(RecordError, match="not valid JSON"):
        hand_from_json("{")
    with pytest.raises(RecordError, match="nested too deeply"):
        hand_from_json("[" * 100_000 + "]" * 100_000)


def test_an_edited_match_record_is_refused():
    match = finished_match()
    record = match_to_record(match)
    with pytest.raises(RecordError, match="stored winner"):
        match_from_record({**record, "winner": "South" if record["winner"] != "South" else "West"})
    with pytest.raises(RecordError, match="stored score"):
        match_from_record({**record, "score": {"South": 0, "West": 0, "East": 0}})
    swapped = copy.deepcopy(record)
    swapped["hands"][0]["deal"] = hand_to_record(CutthroatHand.from_seed(1))["deal"]
    swapped["hands"][0]["actions"] = []
    swapped["hands"][0]["result"] = None
    with pytest.raises(RecordError, match="hand 1: "):
        match_from_record(swapped)
    with pytest.raises(RecordError, match="'hands' must be a non-empty list"):
        match_from_record({**record, "hands": []})
    if len(record["hands"]) > 1:
        shortened = {**record, "hands": record["hands"][:1] + record["hands"][2:]}
        with pytest.raises(RecordError, match="hand 2: "):
            match_from_record(shortened)


def test_a_four_handed_reader_refuses_a_cutthroat_record_and_the_registry_routes_it():
    from euchre.games.euchre.records import hand_from_record as euchre_hand_from_record

    record = hand_to_record(south_euchred())
    with pytest.raises(RecordError, match="not a euchre-hand record"):
        euchre_hand_from_record(record)
    assert type(games.load_hand(record)) is CutthroatHand


def test_a_match_hand_carrying_other_rules_is_refused_naming_them():
    record = match_to_record(finished_match())
    edited = copy.deepcopy(record)
    edited["hands"][0]["rules"] = CutthroatRules(points_to_win=7).to_dict()
    with pytest.raises(RecordError) as caught:
        match_from_record(edited)
    assert str(caught.value) == (
        "hand 1: the hand's rules differ from the match's rules (stick the dealer, "
        "points to win).")
