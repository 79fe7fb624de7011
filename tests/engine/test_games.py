"""The game protocol and the registry: every registered game conforms, records name their game."""

from __future__ import annotations

import copy
import json
import random
from enum import Enum
from pathlib import Path
from typing import get_type_hints

import pytest

import euchre
from euchre import HandState, IllegalActionError, Match, RecordError, Rules, games
from euchre.games.euchre.records import (
    hand_from_record,
    hand_to_record,
    match_from_record,
    match_to_record,
)
from euchre.games.euchre.rules import POINTS_TO_WIN_CHOICES
from euchre.seats import PARTNERSHIPS, Seating, TablePosition

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SPECS = [games.game(game_id) for game_id in games.game_ids()]
every_game = pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)


def played_out(state, seed: int = 0):
    choices = random.Random(seed)
    while not state.is_over:
        state = state.apply(choices.choice(state.legal_actions()))
    return state


def golden_record(name: str) -> dict:
    return json.loads((GOLDEN / name).read_text(encoding="utf-8"))["record"]


# ---- every registered game ----------------------------------------------------------------
@every_game
def test_a_game_conforms_to_the_protocol(spec):
    hand = spec.new_hand(11)
    assert isinstance(hand, games.GameHand) and type(hand) is spec.hand_type
    assert isinstance(hand.rules, games.GameRules) and isinstance(hand.rules, spec.rules_type)
    assert all(isinstance(action, games.GameAction) for action in hand.legal_actions())
    assert all(isinstance(hand.view(seat), games.GameView) for seat in spec.seating.seats)
    assert isinstance(played_out(hand).result(), games.GameResult)
    match = spec.new_match(seed=3)
    assert isinstance(match, games.GameMatch) and type(match) is spec.match_type
    assert len(match.score) == len(spec.seating.team_names)
    assert hand.seating == spec.seating and len(hand.sides) == spec.seating.size


@every_game
def test_a_game_is_dealt_from_a_seed_or_from_an_explicit_deal(spec):
    hand = spec.new_hand(21)
    assert spec.new_hand(21) == hand and spec.new_hand(22) != hand
    assert spec.hand_from_deal(hand.deal, hand.rules) == hand
    assert spec.new_hand(21, dealer=2).dealer == 2


@every_game
def test_an_illegal_action_is_refused_with_the_rule_and_changes_nothing(spec):
    hand = spec.new_hand(5)
    before = spec.hand_to_record(hand)
    wrong_seat = spec.seating.left_of(hand.to_act)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(hand.legal_actions()[0], seat=wrong_seat)
    assert caught.value.rule == "turn" and str(caught.value)
    assert spec.hand_to_record(hand) == before


@every_game
def test_a_games_rules_carry_their_own_words(spec):
    options = spec.rules_type.options()
    assert options and all(option.label and option.help for option in options)
    defaults = spec.rules_type()
    assert defaults.describe() == [
        (option.label, option.words_for(getattr(defaults, option.name))) for option in options
    ]
    hints = get_type_hints(spec.rules_type)
    for option in options:
        kind = hints[option.name]
        if kind is bool:
            assert set(option.choices) == {True, False}
        elif isinstance(kind, type) and issubclass(kind, Enum):
            assert set(option.choices) == set(kind)
        assert option.default in option.choices
        assert spec.rules_type.from_dict(defaults.to_dict()) == defaults


@every_game
def test_a_games_seating_is_consistent(spec):
    seating = spec.seating
    assert len(set(seating.names)) == seating.size == len(set(seating.positions))
    assert [seating.left_of(seat) for seat in seating.seats] == [*range(1, seating.size), 0]


# ---- four-handed Euchre in the registry ---------------------------------------------------
def test_four_handed_euchre_is_registered_through_its_own_classes():
    spec = games.game("euchre")
    assert (spec.hand_type, spec.match_type, spec.rules_type) == (HandState, Match, Rules)
    assert euchre.HandState is HandState and "HandState" in euchre.__all__
    assert spec.seating.names == ("South", "West", "North", "East")
    assert spec.seating.positions == (TablePosition.BOTTOM, TablePosition.LEFT,
                                      TablePosition.TOP, TablePosition.RIGHT)
    assert spec.seating.teams == (0, 1, 0, 1)
    assert HandState.from_seed(4).sides == (0, 1, 0, 1)


def test_euchre_rules_keep_their_words_for_the_set_up_form():
    # The default rules' words are pinned by test_the_default_rules_are_shown_in_words.
    assert dict(Rules(stick_the_dealer=False, deck="32").describe())["Deck"] == (
        "32 cards (7 to ace)")
    by_name = {option.name: option for option in Rules.options()}
    assert by_name["points_to_win"].choices == POINTS_TO_WIN_CHOICES
    assert by_name["stick_the_dealer"].help == (
        "On: the dealer may not pass in round 2 and must name a suit.")


def test_euchre_points_per_seat_are_each_partnerships_points():
    result = played_out(HandState.from_seed(7), seed=1).result()
    assert result.summary() == (
        "East–West (East alone) took 0 tricks and were euchred: North–South score 2.")
    assert result.points_by_seat == (2, 0, 2, 0)
    assert result.points == PARTNERSHIPS.team_totals(result.points_by_seat) == (2, 0)


def test_a_seating_refuses_missing_places_and_partners_scoring_apart():
    with pytest.raises(ValueError, match="for every seat"):
        Seating(("South", "North"), (TablePosition.BOTTOM,), (0, 1), ("S", "N"))
    with pytest.raises(ValueError, match="North–South scored differently"):
        PARTNERSHIPS.team_totals((1, 0, 0, 0))


# ---- Cutthroat in the registry -----------------------------------------------------------
def test_cutthroat_is_registered_through_its_own_classes():
    from euchre.games.cutthroat import (
        CutthroatHand,
        CutthroatMatch,
        CutthroatRules,
        CutthroatView,
    )

    spec = games.game("cutthroat")
    assert (spec.name, spec.hand_type, spec.match_type, spec.rules_type) == (
        "Cutthroat", CutthroatHand, CutthroatMatch, CutthroatRules)
    assert spec.seating.names == ("South", "West", "East")
    assert spec.seating.positions == (TablePosition.BOTTOM, TablePosition.LEFT,
                                      TablePosition.RIGHT)
    assert spec.seating.teams == (0, 1, 2) and spec.seating.dummy_position is TablePosition.TOP
    assert PARTNERSHIPS.dummy_position is None
    assert isinstance(spec.new_hand(3).view(0), CutthroatView)
    assert spec.new_match(seed=1).score == (0, 0, 0)


# ---- Buck Euchre in the registry ---------------------------------------------------------
def test_buck_euchre_is_registered_through_its_own_classes():
    from euchre.games.buck import BuckHand, BuckMatch, BuckRules, BuckView

    spec = games.game("buck")
    assert (spec.name, spec.hand_type, spec.match_type, spec.rules_type) == (
        "Buck Euchre", BuckHand, BuckMatch, BuckRules)
    assert spec.seating.names == ("South", "West", "North", "East")
    assert spec.seating.positions == (TablePosition.BOTTOM, TablePosition.LEFT,
                                      TablePosition.TOP, TablePosition.RIGHT)
    assert spec.seating.teams == (0, 1, 2, 3) and spec.seating.team_names == spec.seating.names
    assert spec.seating.dummy_position is None
    assert isinstance(spec.new_hand(3).view(0), BuckView)
    assert spec.new_match(seed=1).score == (25, 25, 25, 25)
    assert spec.new_hand(3).sides == (0, 1, 2, 3)


def test_a_seating_refuses_a_dummy_where_a_seat_sits():
    with pytest.raises(ValueError, match="the dummy hand needs a table position no seat takes"):
        Seating(("South", "North"), (TablePosition.BOTTOM, TablePosition.TOP), (0, 1),
                ("S", "N"), dummy_position=TablePosition.TOP)


# ---- records name their game --------------------------------------------------------------
def test_new_records_name_their_game_and_old_ones_still_load():
    hand = played_out(HandState.from_seed(9))
    assert hand_to_record(hand)["game"] == "euchre"
    assert "game" not in hand_to_record(hand, include_rules=False)
    legacy = golden_record("hand_default_ordered_up.json")
    assert "game" not in legacy
    assert games.load_hand(legacy) == hand_from_record(legacy)
    assert games.load_hand(json.dumps(legacy)) == hand_from_record(legacy)
    legacy_match = golden_record("match_default.json")
    assert "game" not in legacy_match
    assert games.load_match(legacy_match) == match_from_record(legacy_match)
    match = Match.new(seed=2).apply("pass")
    assert match_to_record(match)["game"] == "euchre"
    assert games.load_match(match_to_record(match)) == match


def test_a_record_naming_an_unknown_game_is_refused_with_the_games_known():
    record = hand_to_record(played_out(HandState.from_seed(9)))
    record["game"] = "bridge"
    with pytest.raises(RecordError) as caught:
        games.load_hand(record)
    assert str(caught.value) == (
        "the record cannot be read: unknown game 'bridge': the games are 'euchre', 'cutthroat', "
        "'buck', 'five_hundred'.")
    with pytest.raises(RecordError) as caught:
        hand_from_record(record)
    assert str(caught.value) == (
        "the record is for the game 'bridge', not four-handed Euchre ('euchre').")
    with pytest.raises(RecordError, match="unknown game 7"):
        games.load_match({**match_to_record(Match.new(seed=1)), "game": 7})


def test_a_match_refuses_a_hand_that_names_another_game():
    record = match_to_record(Match.new(seed=1))
    edited = copy.deepcopy(record)
    edited["hands"][0]["game"] = "cutthroat"
    with pytest.raises(RecordError) as caught:
        match_from_record(edited)
    assert str(caught.value) == (
        "hand 1: the record is for the game 'cutthroat', not four-handed Euchre ('euchre').")


def test_the_registry_names_its_games_and_refuses_a_second_game_under_one_id():
    assert games.game_ids() == ("euchre", "cutthroat", "buck", "five_hundred")
    with pytest.raises(ValueError, match="unknown game 'bridge': the games are 'euchre', 'cut"):
        games.game("bridge")
    spec = games.game("euchre")
    assert games.register(spec) is spec
    impostor = copy.copy(spec)
    with pytest.raises(ValueError, match="already registered"):
        games.register(impostor)
    assert games.game("euchre") is spec
