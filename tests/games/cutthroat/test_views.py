"""What each player sees (Clarification 8): never another player's cards, the dummy or
someone else's discards; the maker sees ten cards while discarding from the merge."""

from __future__ import annotations

import random

from euchre import Suit
from euchre.games.cutthroat import CutthroatHand, CutthroatPhase, Player
from tests.engine.positions import cards_in

from .deals import WEST_TRUMPS, hand_of, run


def every_state(seed: int) -> list[CutthroatHand]:
    choices = random.Random(seed)
    states = [CutthroatHand.from_seed(seed)]
    while not states[-1].is_over:
        states.append(states[-1].apply(choices.choice(states[-1].legal_actions())))
    return states


def test_a_view_holds_only_own_cards_the_upcard_plays_and_own_discards():
    for seed in range(40):
        for hand in every_state(seed):
            played = {card for trick in hand.tricks for _, card in trick.plays}
            played |= {card for _, card in hand.current_trick}
            for player in Player:
                view = hand.view(player)
                allowed = {*hand.hand(player), hand.upcard, *played, *hand.own_discards(player)}
                assert cards_in(view) <= allowed
                assert not cards_in(view) & set(hand.dummy)
                others = {c for p in Player if p != player for c in hand.hand(p)}
                assert not cards_in(view) & (others - played - {hand.upcard})


def test_the_maker_sees_ten_cards_while_discarding_and_the_others_see_the_sizes():
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC", "take dummy")
    assert hand.phase is CutthroatPhase.DUMMY_DISCARD
    maker = hand.view(Player.WEST)
    assert len(maker.hand) == 10 and maker.dummy_size == 0 and maker.is_my_turn
    assert len(maker.legal_actions) == 10
    south = hand.view(Player.SOUTH)
    assert south.hand_sizes == (5, 10, 5) and south.legal_actions == ()
    assert not set(hand.hand(Player.WEST)) & cards_in(south)
    assert south.took_dummy is True and not south.is_my_turn


def test_the_dealers_discard_is_shown_to_the_dealer_only():
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC")
    assert hand.view(Player.EAST).own_discards == hand.discards
    assert hand.view(Player.WEST).own_discards == hand.view(Player.SOUTH).own_discards == ()
    assert set(hand.discards) <= hand.hidden_from(Player.WEST)


def test_shown_voids_come_from_the_cards_played():
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC", "go alone", "pass",
               "pass", "play AS", "play 9S")
    assert hand.view(Player.WEST).led_card.text == "AS"
    view = run(hand, "play JH").view(Player.SOUTH)
    assert [card.text for card in view.played_cards] == ["AS", "9S", "JH"]
    assert view.shown_voids() == {Player.SOUTH: frozenset(), Player.EAST: frozenset(),
                                  Player.WEST: frozenset({Suit.SPADES})}
