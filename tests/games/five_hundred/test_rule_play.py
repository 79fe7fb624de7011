"""Five Hundred, "Play" and Clarifications 2, 9 and 10: the contractor leads, follow suit,
highest trump wins, ten tricks; the misère contractor's partner does not play."""

from __future__ import annotations

import pytest

from euchre.cards import Card
from euchre.errors import IllegalActionError
from euchre.games.five_hundred import FiveHundredPhase, Player3
from euchre.seats import Seat

from .deals import (
    MIXED,
    MIXED_KITTY,
    contract,
    deal_with,
    exchange,
    first_legal,
    played,
    start,
    to_trick_end,
)

DEAL = deal_with(**MIXED, kitty=MIXED_KITTY)


def spades_by_south():
    return exchange(contract(start(DEAL), "S", "bid 6S"))


def plays(hand) -> set[str]:
    return {a.text for a in hand.legal_actions()}


def test_the_contractor_leads_to_the_first_trick():
    for seat in ("S", "W", "N", "E"):
        hand = exchange(contract(start(DEAL), seat, "bid 6S"))
        assert hand.phase is FiveHundredPhase.PLAY
        assert hand.to_act == hand.contractor == hand.leader == Seat.parse(seat)


def test_follow_suit_if_able_the_left_bower_counts_as_trump():
    hand = played(spades_by_south(), "AS")
    assert plays(hand) == {"play JC", "play TS", "play 9S"}
    with pytest.raises(IllegalActionError, match=r"West must follow ♠ \(holds ") as error:
        hand.apply("play AC")
    assert error.value.rule == "follow-suit"


def test_otherwise_any_card():
    hand = played(spades_by_south(), "4H", "6H", "AH")
    assert hand.to_act == Seat.EAST and plays(hand) == {f"play {c.text}"
                                                        for c in hand.hand(Seat.EAST)}


def test_the_left_bower_is_no_card_of_its_printed_suit():
    hand = played(spades_by_south(), "5C")
    assert plays(hand) == {"play AC", "play KC", "play QC"}  # not J♣, a spade here


def test_the_highest_trump_wins_the_trick():
    hand = played(spades_by_south(), "4H", "6H", "AH", "5S")
    assert hand.tricks[0].winner == Seat.EAST


def test_else_the_highest_card_of_the_suit_led_wins():
    hand = played(spades_by_south(), "4H", "7H", "AH", "AD")
    assert hand.tricks[0].winner == Seat.NORTH


def test_the_winner_leads_next():
    hand = played(spades_by_south(), "4H", "7H", "AH", "AD")
    assert hand.to_act == hand.leader == Seat.NORTH


def test_ten_tricks_are_played():
    hand = spades_by_south()
    while not hand.is_over:
        hand = first_legal(hand)
    assert len(hand.tricks) == 10 and sum(hand.tricks_won) == 10
    assert hand.phase is FiveHundredPhase.SCORED
    assert all(hand.hand(seat) == () for seat in Seat)


def test_in_misere_the_contractors_partner_does_not_play():
    hand = exchange(contract(start(DEAL, misere_any_time=True), "S", "misere"))
    assert hand.sitting_out == frozenset({Seat.NORTH})
    hand = played(hand, "4H", "6H")
    assert hand.to_act == Seat.EAST  # North is skipped
    hand = to_trick_end(hand)
    assert [seat for seat, _ in hand.tricks[0].plays] == [Seat.SOUTH, Seat.WEST, Seat.EAST]
    with pytest.raises(IllegalActionError, match="North is sitting out"):
        hand.apply("play AH", seat="N")


def test_clarification_9_four_handed_misere_tricks_have_three_cards_the_partners_hand_out():
    hand = exchange(contract(start(DEAL, misere_any_time=True), "N", "misere"))
    north_partner = hand.hand(Seat.SOUTH)
    assert Card.joker() in north_partner  # the joker in the sitting-out hand is out of play
    while not hand.is_over:
        hand = first_legal(hand)
    assert all(len(trick.plays) == 3 for trick in hand.tricks) and len(hand.tricks) == 10
    assert hand.hand(Seat.SOUTH) == north_partner
    assert Card.joker() not in [c for t in hand.tricks for _, c in t.plays]


def test_clarification_9_misere_is_lost_the_moment_the_contractor_wins_a_trick_play_runs_on():
    hand = exchange(contract(start(DEAL, misere_any_time=True), "W", "misere"))
    hand = to_trick_end(played(hand, "AC"))
    assert hand.tricks[0].winner == Seat.WEST and not hand.is_over
    while not hand.is_over:
        hand = first_legal(hand)
    assert len(hand.tricks) == 10 and not hand.result().made
    assert hand.result().points_by_seat[Seat.WEST] == -250


def test_clarification_2_three_players_in_misere_nobody_sits_out():
    deal = deal_with(players=3, dealer="E")
    hand = exchange(contract(start(deal, misere_any_time=True), "W", "misere"))
    assert hand.sitting_out == frozenset()
    hand = to_trick_end(first_legal(hand))
    assert len(hand.tricks[0].plays) == 3
    assert hand.sides == (1, 0, 1) and hand.defenders == (Player3.SOUTH, Player3.EAST)
