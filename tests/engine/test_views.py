"""A seat's view: its own cards, the upcard, the bids, the plays by seat, its own discard."""

from __future__ import annotations

from euchre import ORDER_UP, PASS, Card, Match, Seat, Suit, name_trump

from .positions import (
    README_HANDS,
    allowed_in_view,
    cards_in,
    play_out,
    position,
    run,
    symbols,
    texts,
)

SOUTH, WEST, NORTH, EAST = Seat


def readme_deal(rules=None):
    return position(README_HANDS, upcard="QS", dealer="N", rules=rules)


def test_a_view_holds_the_seats_own_cards_and_nobody_elses():
    state = readme_deal()
    for seat in Seat:
        view = state.view(seat)
        assert view.seat is seat and view.hand == state.hand(seat)
        assert cards_in(view) == set(state.hand(seat)) | {Card.parse("QS")}


def test_a_view_shows_the_upcard_and_every_bid_in_order():
    state = run(readme_deal(), "E: pass", "S: pass", "W: pass", "N: pass", "E: pass",
                "S: name H")
    view = state.view(WEST)
    assert view.upcard == Card.parse("QS") and view.upcard_suit is Suit.SPADES
    assert view.turned_down is Suit.SPADES and not view.upcard_taken
    assert view.bids == (
        (EAST, PASS), (SOUTH, PASS), (WEST, PASS), (NORTH, PASS), (EAST, PASS),
        (SOUTH, name_trump("H")),
    )
    assert view.trump is Suit.HEARTS and view.maker is SOUTH
    assert [view.passed_in_round_one(seat) for seat in Seat] == [True, True, True, True]


def test_a_view_shows_every_card_played_and_who_played_it():
    state = run(readme_deal(), "pass", "pass", "pass", "pass", "E: name H",
                "E: play 9C", "S: play AC", "W: play JC", "N: play JH", "N: play 9D")
    view = state.view(SOUTH)
    assert [(seat, card.text) for seat, card in view.tricks[0].plays] == [
        (EAST, "9C"), (SOUTH, "AC"), (WEST, "JC"), (NORTH, "JH"),
    ]
    assert view.tricks[0].winner is NORTH and view.tricks_won == (0, 0, 1, 0)
    assert view.current_trick == ((NORTH, Card.parse("9D")),)
    assert symbols(view.played_cards) == ["9♣", "A♣", "J♣", "J♥", "9♦"]
    assert view.hand_sizes == (4, 4, 3, 4)
    assert view.shown_voids()[NORTH] == frozenset({Suit.CLUBS})


def test_the_dealer_alone_sees_the_dealers_own_discard():
    state = run(readme_deal(), "E: order up", "N: discard 9D", "E: play AD")
    assert state.view(NORTH).own_discard == Card.parse("9D")
    for seat in (SOUTH, WEST, EAST):
        assert state.view(seat).own_discard is None
        assert state.view(seat).dealer_discarded
        assert Card.parse("9D") not in cards_in(state.view(seat))
    assert state.view(EAST).round_one_bids == ((EAST, ORDER_UP),)


def test_legal_actions_are_in_the_view_of_the_seat_to_act_only():
    state = readme_deal()
    assert texts(state.view(EAST).legal_actions) == ["pass", "order up", "order up alone"]
    assert all(state.view(seat).legal_actions == () for seat in (SOUTH, WEST, NORTH))


def test_no_view_ever_holds_another_seats_unplayed_cards_or_the_kitty():
    state = run(readme_deal(), "E: order up alone", "N: discard KD")
    kitty = set(state.kitty)
    while True:
        for seat in Seat:
            view = state.view(seat)
            assert cards_in(view) <= allowed_in_view(state, view)
            assert not (cards_in(view) & kitty)
        if state.is_over:
            break
        state = state.apply(state.legal_actions()[0])


def test_a_view_shows_who_sits_out():
    state = run(readme_deal(), "E: order up alone")
    assert all(state.view(seat).sitting_out == {WEST} for seat in Seat)
    assert state.view(SOUTH).maker_alone


def test_a_match_view_carries_the_score_before_the_hand_and_the_hand_number():
    match = Match.new(seed=2)
    while match.hand_number < 3:
        match = match.next_hand() if match.hand_over else match.apply(match.legal_actions()[0])
    view = match.view(SOUTH)
    assert view.hand_number == 3
    assert view.score == match.score_before_hand == match.score_history()[-1][1:]
    assert view.hand == match.current.hand(SOUTH)


def test_a_finished_hands_view_keeps_the_whole_play():
    finished = play_out(run(readme_deal(), "pass", "pass", "pass", "pass", "E: name H"))
    view = finished.view(WEST)
    assert view.tricks == finished.tricks and view.to_act is None
    assert len(view.played_cards) == 20 and view.hand == ()
