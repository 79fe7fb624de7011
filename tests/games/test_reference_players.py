"""The bench's plain reference players of four-handed Euchre, Cutthroat and Buck Euchre are
legal, deterministic ``Bot``s deciding from a seat's view; the family ladder plays each
deal in every seating and tallies every contract (tiny seeded runs of
``bench/family_ladder``)."""

from __future__ import annotations

import pytest

from bench.family_contracts import CONTRACT_ORDER, reference_player
from bench.family_duplicate import play_lineup
from bench.trick_reference import sure_tricks
from euchre import games
from euchre.actions import ActionKind
from euchre.bots.base import Bot
from euchre.cards import Card, Deck
from euchre.games.buck import BuckRules
from euchre.games.cutthroat import CutthroatRules
from euchre.games.cutthroat.actions import TAKE_DUMMY
from euchre.games.euchre.rules import Rules
from tests.games.bot_positions import random_positions

RULE_SETS = {
    "euchre": (Rules(), Rules(stick_the_dealer=False, defend_alone=True),
               Rules(deck=Deck.JOKER_25)),
    "cutthroat": (CutthroatRules(), CutthroatRules(stick_the_dealer=True)),
    "buck": (BuckRules(),),
}
PHASES = {
    "euchre": {"bidding round 1", "bidding round 2", "dealer's discard", "play"},
    "cutthroat": {"bidding round 1", "bidding round 2", "dealer's discard",
                  "maker's choice: the dummy or alone", "maker's discards", "play"},
    "buck": {"bidding round 1", "bidding round 2", "dealer's discard", "drop-out decisions",
             "play"},
}


def positions(game_id: str, hands: int = 32) -> list:
    spec = games.game(game_id)
    return [view for _hand, view in random_positions(
        spec.new_hand, RULE_SETS[game_id], tuple(spec.seating_for(spec.rules_type()).seats),
        lambda seed: spec.bot("easy", seed), lambda seed: spec.bot("normal", seed),
        hands=hands, seed=3, name=f"{game_id}-reference")]


@pytest.mark.parametrize("game_id", ["euchre", "cutthroat", "buck"])
def test_every_reference_decision_is_legal_repeatable_and_explained(game_id):
    player = reference_player(game_id)
    phases = set()
    for view in positions(game_id):
        bot = player(0)
        assert isinstance(bot, Bot)
        decision = bot.decide(view)
        assert decision.action in view.legal_actions
        assert decision.seat == view.seat
        assert decision.explanation.summary.endswith(".")
        assert player(7).decide(view).action == decision.action
        phases.add(str(view.phase))
    assert PHASES[game_id] <= phases


@pytest.mark.parametrize("game_id", ["euchre", "cutthroat", "buck"])
def test_a_reference_player_refuses_to_act_out_of_turn(game_id):
    view = next(v for v in positions(game_id, hands=1))
    hand = games.game(game_id).new_hand("out-of-turn", None)
    idle = next(seat for seat in hand.seating.seats if seat != hand.to_act)
    with pytest.raises(ValueError, match="turn"):
        reference_player(game_id)(0).decide(hand.view(idle))
    assert view.legal_actions


def test_euchre_reference_goes_alone_only_with_all_five_tricks_counted():
    bids = [(view, reference_player("euchre")(0).decide(view).action)
            for view in positions("euchre") if "bidding" in str(view.phase)]
    assert any(action.kind is not ActionKind.PASS for _view, action in bids)
    for view, action in bids:
        if action.alone:
            assert sure_tricks(view.hand + ((view.upcard,) if view.seat == view.dealer
                                            else ()), int(action.suit or view.upcard_suit),
                               view.rules.deck.cards()) >= 5


def test_cutthroat_reference_always_takes_the_dummy():
    choices = [reference_player("cutthroat")(0).decide(view).action
               for view in positions("cutthroat") if view.legal_actions[0] is TAKE_DUMMY]
    assert choices and set(choices) == {TAKE_DUMMY}


def test_sure_tricks_count_trumps_less_missing_tops_and_side_aces():
    cards = [Card.parse(text) for text in ("JS", "AS", "9S", "AH", "KH")]
    deck = Deck.STANDARD_24.cards()
    assert sure_tricks(cards, 3, deck) == 3 - 1 + 1  # the left bower missing; A♥
    assert sure_tricks(cards, None, deck) == 1 + 2  # A♠; A♥ K♥


@pytest.mark.parametrize("game_id", ["euchre", "cutthroat", "buck"])
def test_the_ladder_plays_every_seating_and_tallies_every_contract(game_id):
    outcome = play_lineup(game_id, "normal", "reference", deals=2, seed=2)
    seatings = outcome.seatings
    assert seatings == {"euchre": 2, "cutthroat": 6, "buck": 8}[game_id]
    assert len(outcome.net_per_deal) == 2 and outcome.hands == 2 * seatings
    contracts = sum(tally.contracts for tally in outcome.tallies.values())
    assert contracts + sum(outcome.no_contract.values()) == outcome.hands
    for tally in outcome.tallies.values():
        for kind, count, made, _points in tally.rows(game_id):
            assert kind in CONTRACT_ORDER[game_id] and 0 <= made <= count
    again = play_lineup(game_id, "normal", "reference", deals=2, seed=2)
    assert again.net_per_deal == outcome.net_per_deal
    assert {side: dict(t.by_type) for side, t in again.tallies.items()} == {
        side: dict(t.by_type) for side, t in outcome.tallies.items()}


def test_the_family_ladder_scores_five_hundred_as_its_own_ladder_does():
    from bench.five_hundred_duplicate import play_lineup as five_hundred_lineup

    family = play_lineup("five_hundred", "normal", "reference", deals=2, seed=2)
    own = five_hundred_lineup("normal", "reference", deals=2, seed=2)
    assert family.net_per_deal == own.net_per_deal
    for side in ("A", "B"):
        assert dict(family.tallies[side].by_type) == dict(own.tallies[side].by_type)
