"""cutthroat.md, the opening lines and "Deal"."""

from __future__ import annotations

from collections import Counter

import pytest

from euchre import Card, Deck
from euchre.games import game
from euchre.games.cutthroat import (
    CUTTHROAT_SEATING,
    CutthroatDeal,
    CutthroatHand,
    CutthroatMatch,
    Player,
)

from .deals import WEST_TRUMPS, hand_of, play, run


def test_three_players_each_playing_for_themselves():
    assert CUTTHROAT_SEATING.names == ("South", "West", "East")
    assert CUTTHROAT_SEATING.teams == (0, 1, 2)
    assert CUTTHROAT_SEATING.team_names == ("South", "West", "East")
    hand = CutthroatHand.from_seed(3)
    assert hand.sides == (0, 1, 2) and len(set(hand.sides)) == 3
    assert CutthroatMatch.new(seed=1).score == (0, 0, 0)
    assert game("cutthroat").seating is CUTTHROAT_SEATING


def test_the_same_24_card_deck_and_ranking_with_the_bowers():
    assert sorted(game("cutthroat").deck(None)) == list(Deck.STANDARD_24.cards())
    # Hearts trump. East leads A♦: West must follow with 9♦, not the J♦ (a heart, the left
    # bower), and South's right bower J♥ trumps the ace.
    the_deal = CutthroatDeal.from_text(
        "E", {"S": "JH 9C TC 9S TS", "W": "JD QH 9D AC KC", "E": "AD AS KS QS QC"},
        dummy="JC JS QD KD TD", upcard="AH")
    hand = run(hand_of(the_deal), "pass", "order up", "discard QC", "go alone", "pass", "pass")
    assert hand.to_act is Player.EAST  # left of West, the lone maker
    hand = play(hand, "AD JH")
    assert [card.text for card in hand.legal_plays_for(Player.WEST)] == ["9D"]
    hand = play(hand, "9D")
    assert hand.tricks[0].winner is Player.SOUTH
    # South leads 9♣: West has clubs and must follow, though J♦ is a trump.
    hand = play(hand, "9C")
    assert [card.text for card in hand.legal_plays_for(Player.WEST)] == ["KC", "AC"]


def test_random_first_dealer_and_the_deal_passes_clockwise():
    dealers = Counter(CutthroatMatch.new(seed=seed).current.dealer for seed in range(300))
    assert set(dealers) == set(Player) and min(dealers.values()) > 70
    match = CutthroatMatch.new(seed=4, first_dealer="W")
    while not match.hand_over:
        match = match.apply(match.legal_actions()[0])
    assert match.next_hand().current.dealer is Player.EAST
    assert Player.EAST.left is Player.SOUTH


def test_dummy_hand_is_dealt_five_face_down():
    hand = CutthroatHand.from_seed(8)
    assert [len(hand.hand(player)) for player in Player] == [5, 5, 5]
    assert len(hand.dummy) == 5
    for player in Player:
        view = hand.view(player)
        assert view.dummy_size == 5
        assert not set(hand.dummy) & set(view.hand)
        assert set(hand.dummy) <= hand.hidden_from(player)


def test_four_cards_remain_and_the_top_one_is_turned_up():
    hand = hand_of(WEST_TRUMPS)
    assert hand.upcard == Card.parse("9H") and len(hand.deal.kitty) == 3
    assert len(hand.kitty) == 4 and hand.upcard in hand.kitty
    dealt = [c for p in Player for c in hand.hand(p)] + list(hand.dummy) + list(hand.kitty)
    assert sorted(dealt) == list(Deck.STANDARD_24.cards())
    assert all(hand.view(player).upcard == hand.upcard for player in Player)


def test_a_deal_with_a_card_twice_or_a_wrong_count_is_refused():
    with pytest.raises(ValueError, match="9♣ is dealt twice"):
        CutthroatDeal.from_text("S", {"S": "9C TC JC QC KC", "W": "9C TD JD QD KD",
                                      "E": "9H TH JH QH KH"}, "9S TS JS QS KS", "AC")
    with pytest.raises(ValueError, match="West has 4 cards; every hand has 5"):
        CutthroatDeal.from_text("S", {"S": "9C TC JC QC KC", "W": "TD JD QD KD",
                                      "E": "9H TH JH QH KH"}, "9S TS JS QS KS", "AC")
    with pytest.raises(ValueError, match="not in the deck"):
        CutthroatDeal.from_text("S", {"S": "7C TC JC QC KC", "W": "9D TD JD QD KD",
                                      "E": "9H TH JH QH KH"}, "9S TS JS QS KS", "AC")
