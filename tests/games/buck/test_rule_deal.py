"""buck.md, the opening lines and "Deal"."""

from __future__ import annotations

from euchre.cards import Deck
from euchre.games.buck import BuckDeal, BuckMatch, BuckRules, Player

from .deals import HEARTS, hand_of


def test_four_players_each_for_themselves_with_the_24_card_deck_and_bowers():
    hand = hand_of(HEARTS)
    assert hand.seating.size == 4 and hand.seating.teams == (0, 1, 2, 3)
    assert hand.sides == (0, 1, 2, 3)
    assert hand.rules.deck is Deck.STANDARD_24 and len(hand.rules.deck.cards()) == 24


def test_scores_count_down_everyone_starts_at_25():
    match = BuckMatch.new(seed=4)
    assert match.score == (25, 25, 25, 25)
    assert match.score_history() == [(0, 25, 25, 25, 25)]
    assert BuckMatch.new(BuckRules(starting_score=15), seed=4).score == (15, 15, 15, 15)
    assert match.view(Player.NORTH).score == (25, 25, 25, 25)


def test_random_first_dealer_then_clockwise():
    dealers = {BuckMatch.new(seed=seed).current.dealer for seed in range(40)}
    assert dealers == set(Player)
    match = BuckMatch.new(seed=9, first_dealer="E")
    seen = []
    for _ in range(5):
        seen.append(match.current.dealer)
        while not match.hand_over:
            match = match.apply(match.legal_actions()[0])
        if match.is_over:
            break
        match = match.next_hand()
    assert seen == [Player((3 + i) % 4) for i in range(len(seen))] and len(seen) > 1


def test_five_cards_each_the_four_left_over_face_down_the_top_one_turned_up():
    for seed in range(20):
        deal = BuckDeal.random(seed, "S")
        assert [len(cards) for cards in deal.hands] == [5, 5, 5, 5]
        assert len(deal.kitty) == 3
        everything = {*deal.kitty, deal.upcard, *(c for cards in deal.hands for c in cards)}
        assert everything == set(Deck.STANDARD_24.cards())
    hand = hand_of(HEARTS)
    assert hand.upcard.text == "9H" and len(hand.kitty) == 4 and hand.upcard in hand.kitty
    view = hand.view(Player.WEST)
    assert view.upcard.text == "9H" and not set(hand.deal.kitty) & set(view.hand)
