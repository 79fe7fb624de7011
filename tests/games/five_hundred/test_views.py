"""What one seat may know: the kitty and the discards stay hidden, open misère's hand is
shown from the end of the first trick (Clarification 10), the joker's suit once seen."""

from __future__ import annotations

from euchre.cards import Card, Suit
from euchre.games.five_hundred import FiveHundredPhase
from euchre.seats import Seat

from .deals import (
    MIXED,
    MIXED_KITTY,
    calls,
    contract,
    deal_with,
    exchange,
    played,
    start,
    to_trick_end,
)
from .views import cards_named

DEAL = deal_with(**MIXED, kitty=MIXED_KITTY)


def test_a_view_holds_the_seats_own_cards_and_no_one_elses():
    hand = start(DEAL)
    for seat in Seat:
        view = hand.view(seat)
        assert view.hand == hand.hand(seat)
        assert cards_named(view) == set(hand.hand(seat))


def test_the_kitty_is_hidden_from_everyone_until_the_contractor_takes_it():
    hand = calls(start(DEAL), "bid 6S")
    for seat in Seat:
        assert set(DEAL.kitty) <= hand.hidden_from(seat)
        assert not set(DEAL.kitty) & cards_named(hand.view(seat))
        assert hand.view(seat).kitty_size == 3


def test_the_contractor_sees_the_kitty_it_takes_and_its_own_discards_only():
    hand = contract(start(DEAL), "N", "bid 7H")
    assert set(DEAL.kitty) <= set(hand.view(Seat.NORTH).hand)
    hand = exchange(hand, "6C 8S 7S")
    assert hand.view(Seat.NORTH).own_discards == tuple(Card.parse(c) for c in ("6C", "8S", "7S"))
    for seat in (Seat.SOUTH, Seat.WEST, Seat.EAST):
        assert not set(hand.discards) & cards_named(hand.view(seat))
        assert set(hand.discards) | set(hand.hand(Seat.NORTH)) <= hand.hidden_from(seat)


def test_only_the_seat_to_act_sees_legal_actions():
    hand = start(DEAL)
    assert hand.view(hand.to_act).legal_actions == hand.legal_actions()
    assert all(hand.view(seat).legal_actions == () for seat in Seat if seat != hand.to_act)


def test_clarification_10_open_misere_hand_is_face_up_from_the_end_of_the_first_trick():
    hand = exchange(contract(start(DEAL), "W", "open misere"))
    during = played(hand, "6D", "8D")
    for state in (hand, during):
        assert state.exposed_hand == ()
        assert all(state.view(seat).exposed_hand == () for seat in Seat)
        assert set(state.hand(Seat.WEST)) <= state.hidden_from(Seat.SOUTH)
    after = to_trick_end(during)
    assert len(after.tricks) == 1
    for seat in Seat:
        assert after.view(seat).exposed_hand == after.hand(Seat.WEST)
        assert not set(after.hand(Seat.WEST)) & after.hidden_from(seat)
    closed = to_trick_end(played(exchange(contract(start(DEAL, misere_any_time=True), "W",
                                                   "misere")), "6D", "8D"))
    assert [t.plays for t in closed.tricks] == [t.plays for t in after.tricks]
    assert closed.legal_actions() == after.legal_actions()  # exposing changes no rule of play


def test_an_ordinary_or_blind_misere_is_played_closed():
    for bid, options in (("misere", {"misere_any_time": True}), ("blind misere",
                                                                 {"blind_misere": True})):
        hand = exchange(contract(start(DEAL, **options), "W", bid))
        hand = to_trick_end(first_trick := played(hand, "6D"))
        assert first_trick.phase is FiveHundredPhase.PLAY
        assert hand.exposed_hand == () and set(hand.hand(Seat.WEST)) <= hand.hidden_from(Seat.SOUTH)


def test_the_joker_suit_is_known_to_others_only_once_the_joker_is_seen():
    hand = exchange(contract(start(DEAL), "S", "bid 6NT")).apply("joker suit H")
    assert hand.view(Seat.SOUTH).joker_suit == Suit.HEARTS
    assert all(hand.view(seat).joker_suit is None for seat in (Seat.WEST, Seat.NORTH, Seat.EAST))
    led = hand.apply("play JOKER")
    assert all(led.view(seat).joker_suit == Suit.HEARTS for seat in Seat)


def test_the_joker_suit_choice_is_not_told_by_the_phase_or_the_turn():
    hand = exchange(contract(start(DEAL), "S", "bid 6NT"))
    nominated = hand.apply("joker suit H")
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        before, after = hand.view(seat), nominated.view(seat)
        assert (before.phase, before.to_act, before.bids) == (after.phase, after.to_act,
                                                              after.bids)


def test_a_match_view_carries_the_score_before_the_hand_and_the_hand_number():
    from euchre.games.five_hundred import FiveHundredMatch, FiveHundredRules, Player3

    match = FiveHundredMatch.new(seed=4)
    view = match.view(Seat.SOUTH)
    assert (view.score, view.hand_number, view.seat) == ((0, 0), 1, Seat.SOUTH)
    three = FiveHundredMatch.new(FiveHundredRules(players=3), seed=4)
    assert three.view(2).seat is Player3.EAST and three.view(2).score == (0, 0, 0)
