"""Five Hundred, "Players and deck" and Clarification 1: the 43- and 33-card decks, ten
cards each and three to the kitty; only the 3- and 4-player games are built."""

from __future__ import annotations

from collections import Counter

import pytest

from euchre.cards import Card, Rank, Suit
from euchre.games.five_hundred import FiveHundredHand, FiveHundredRules
from euchre.seats import TablePosition


def ranks_by_suit(cards: tuple[Card, ...]) -> dict[Suit, set[Rank]]:
    found: dict[Suit, set[Rank]] = {suit: set() for suit in Suit}
    for card in cards:
        if not card.is_joker:
            found[card.suit].add(card.rank)
    return found


def test_four_players_is_the_default_in_two_partnerships_partners_opposite():
    hand = FiveHundredHand.from_seed(1)
    assert hand.rules.players == 4
    assert hand.seating.names == ("South", "West", "North", "East")
    assert hand.seating.positions[0] is TablePosition.BOTTOM
    assert hand.seating.positions[2] is TablePosition.TOP
    assert hand.sides == (0, 1, 0, 1)


def test_four_players_use_43_cards_4_to_ace_in_red_5_to_ace_in_black_plus_the_joker():
    cards = FiveHundredRules().cards()
    assert len(cards) == 43 and Card.joker() in cards
    found = ranks_by_suit(cards)
    assert found[Suit.HEARTS] == found[Suit.DIAMONDS] == {r for r in Rank if r >= Rank.FOUR}
    assert found[Suit.SPADES] == found[Suit.CLUBS] == {r for r in Rank if r >= Rank.FIVE}


def test_three_players_use_33_cards_7_to_ace_in_every_suit_plus_the_joker():
    cards = FiveHundredRules(players=3).cards()
    assert len(cards) == 33 and Card.joker() in cards
    assert all(ranks == {r for r in Rank if r >= Rank.SEVEN}
               for ranks in ranks_by_suit(cards).values())


@pytest.mark.parametrize("players", [4, 3])
def test_ten_cards_each_and_three_to_the_kitty(players):
    for seed in range(20):
        hand = FiveHundredHand.from_seed(seed, FiveHundredRules(players=players))
        assert [len(hand.hand(seat)) for seat in hand.seats] == [10] * players
        assert len(hand.kitty) == 3
        every = [c for seat in hand.seats for c in hand.hand(seat)] + list(hand.kitty)
        assert Counter(every) == Counter(FiveHundredRules(players=players).cards())


def test_three_players_each_play_for_themselves_seated_south_west_east():
    hand = FiveHundredHand.from_seed(2, FiveHundredRules(players=3))
    assert hand.seating.names == ("South", "West", "East")
    assert hand.seating.teams == (0, 1, 2) and hand.sides == (0, 1, 2)


@pytest.mark.parametrize("players", [5, 6, 2])
def test_clarification_1_only_the_3_and_4_player_games_are_built(players):
    with pytest.raises(ValueError, match="players must be 4 or 3"):
        FiveHundredRules(players=players)


def test_every_option_carries_its_label_and_help():
    options = FiveHundredRules.options()
    assert [o.name for o in options] == ["players", "misere_any_time", "blind_misere",
                                         "sans_kitty", "single_round",
                                         "no_trick_points_from_490"]
    assert all(o.label and o.help and len(o.words) == len(o.choices) for o in options)
    assert [o.default for o in options] == [4, False, False, False, False, False]
