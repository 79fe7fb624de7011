"""Five Hundred records: JSON naming the game that replays to the same state; bad records
are refused with a RecordError saying what is wrong."""

from __future__ import annotations

import json
import random

import pytest

from euchre import games
from euchre.errors import RecordError
from euchre.games.five_hundred import FiveHundredHand, FiveHundredMatch, FiveHundredRules, records


def finished_hand(seed: int, rules: FiveHundredRules | None = None) -> FiveHundredHand:
    rng = random.Random(seed)
    hand = FiveHundredHand.from_seed(seed, rules)
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    return hand


def finished_match(seed: int, players: int = 4) -> FiveHundredMatch:
    rng = random.Random(seed)
    match = FiveHundredMatch.new(FiveHundredRules(players=players), seed=seed)
    while not match.is_over:
        match = match.next_hand() if match.hand_over else match.apply(
            rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("players", [4, 3])
def test_a_hand_record_names_the_game_and_replays_to_the_same_state(players):
    hand = finished_hand(3, FiveHundredRules(players=players, blind_misere=True))
    record = records.hand_to_record(hand)
    assert record["game"] == "five_hundred" and record["format"] == "five-hundred-hand"
    assert record["rules"]["players"] == players
    assert len(record["deal"]["hands"]) == players
    assert records.hand_from_json(records.hand_to_json(hand)) == hand
    assert games.load_hand(json.dumps(record)) == hand


def test_an_unfinished_hand_replays_too():
    hand = FiveHundredHand.from_seed(8).apply("bid 7NT")
    assert records.hand_from_record(records.hand_to_record(hand)) == hand


@pytest.mark.parametrize("players", [4, 3])
def test_a_match_record_replays_every_hand_the_score_and_the_winner(players):
    match = finished_match(5, players)
    record = records.match_to_record(match)
    assert record["game"] == "five_hundred" and record["winner"] == match.winner.label
    again = games.load_match(records.match_to_json(match))
    assert again == match and again.score == match.score and type(again) is type(match)


def bad(record: dict, **changes) -> dict:
    return {**record, **changes}


HAND = records.hand_to_record(finished_hand(2))


@pytest.mark.parametrize(("record", "message"), [
    (bad(HAND, game="cutthroat"), "the record is for the game 'cutthroat'"),
    (bad(HAND, format="cutthroat-hand"), "not a five-hundred-hand record"),
    (bad(HAND, version=9), "unsupported record version 9"),
    (bad(HAND, rules={"players": 5}), "bad rules: players must be 4 or 3"),
    (bad(HAND, rules={"players": 4, "jokers": 2}), "unknown rule option"),
    (bad(HAND, deal={**HAND["deal"], "kitty": ["4H", "4D"]}), "bad deal"),
    (bad(HAND, deal={**HAND["deal"], "dealer": "Nobody"}), "bad deal"),
    (bad(HAND, rules={"players": 3}), "the rules are for 3 players"),
    (bad(HAND, actions=[["South", "order up"]]), "is not a Five Hundred action"),
    (bad(HAND, actions=[["Nobody", "pass"]]), "is not a seat"),
    (bad(HAND, actions=["pass"]), "expected [player, action]"),
    (bad(HAND, actions=HAND["actions"][:-1]), "claims a result but the hand is not finished"),
    (bad(HAND, result={**HAND["result"], "made": not HAND["result"]["made"]}),
     "does not match the replay"),
    ([1, 2], "must be a JSON object"),
])
def test_a_bad_hand_record_is_refused_saying_what_is_wrong(record, message):
    with pytest.raises(RecordError, match=message.replace("[", r"\[").replace("]", r"\]")):
        records.hand_from_record(record)


def test_an_illegal_action_in_a_record_is_refused():
    actions = HAND["actions"]
    wrong = [actions[0], [actions[0][0], actions[1][1]], *actions[2:]]
    with pytest.raises(RecordError, match=r"action 2 .* is illegal: It is"):
        records.hand_from_record(bad(HAND, actions=wrong))


def test_bad_match_records_are_refused():
    record = records.match_to_record(finished_match(6))
    with pytest.raises(RecordError, match="stored score"):
        records.match_from_record(bad(record, score={"North–South": 500, "East–West": 0}))
    with pytest.raises(RecordError, match="stored winner"):
        records.match_from_record(bad(record, winner="Nobody"))
    with pytest.raises(RecordError, match="the deal is not the one the match seed"):
        records.match_from_record(bad(record, seed=record["seed"] + 1))
    with pytest.raises(RecordError, match="not valid JSON"):
        records.match_from_json("{")


def test_a_match_record_keeps_the_490_option_and_replays_its_score():
    from tests.games.five_hundred.test_rule_end import match_reaching_490

    rules = FiveHundredRules(no_trick_points_from_490=True)
    match = match_reaching_490(rules)
    record = records.match_to_record(match)
    assert record["rules"]["no_trick_points_from_490"] is True
    again = games.load_match(records.match_to_json(match))
    assert again.rules == rules and again == match
    assert again.score == match.score and again.score_history() == match.score_history()
    assert [r.withheld for r in again.results()] == [r.withheld for r in match.results()]
    assert any(r.withheld for r in again.results())
