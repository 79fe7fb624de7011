"""What each player sees: never another player's cards (a dropped player's face-down hand
included), the kitty or the dealer's discard; the dealer sees six cards while discarding."""

from __future__ import annotations

from euchre import Suit
from euchre.games.buck import BuckPhase
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from tests.engine.positions import cards_in

from .deals import CLUBS, HEARTS, E, N, S, W, hand_of, play, run, stay


def test_the_dealer_sees_six_cards_while_discarding_and_the_others_see_the_sizes():
    hand = run(hand_of(HEARTS), "pass", "order up")
    dealer = hand.view(E)
    assert len(dealer.hand) == 6 and dealer.is_my_turn and len(dealer.legal_actions) == 6
    south = hand.view(S)
    assert south.hand_sizes == (5, 5, 5, 6) and south.legal_actions == ()
    assert not (set(hand.hand(E)) - {hand.upcard}) & cards_in(south)
    assert south.maker is W and south.trump is Suit.HEARTS and south.upcard_taken


def test_the_dealers_discard_is_shown_to_the_dealer_only():
    hand = run(hand_of(HEARTS), "pass", "order up", "discard JC")
    assert hand.view(E).own_discards == (hand.dealer_discard,)
    for player in (S, W, N):
        assert hand.view(player).own_discards == ()
        assert hand.dealer_discard not in cards_in(hand.view(player))
        assert hand.dealer_discard in hand.hidden_from(player)


def test_the_kitty_and_a_dropped_players_cards_stay_hidden():
    hand = run(hand_of(HEARTS), "order up", "discard 9C", "drop out", "stay in", "stay in")
    for player in (S, N, E):
        view = hand.view(player)
        assert not cards_in(view) & set(hand.deal.kitty)
        assert not cards_in(view) & set(hand.hand(W))
        assert set(hand.hand(W)) <= hand.hidden_from(player)
    west = hand.view(W)
    assert west.dropped == {W} and west.still_in == (S, N, E) and west.hand == hand.hand(W)
    assert west.hand_sizes == (5, 5, 5, 5)


def test_a_view_carries_the_bids_the_drop_outs_and_the_turn():
    hand = run(hand_of(HEARTS), *["pass"] * 8, "stay in")
    view = hand.view(W)
    assert view.no_trump and view.trump is None and view.trump_fixed and view.maker is None
    assert view.phase is BuckPhase.DROP_OUT and view.is_my_turn
    assert view.legal_actions == (STAY_IN, DROP_OUT)
    assert [str(action) for _, action in view.bids] == ["pass"] * 8 + ["stay in"]
    assert hand.view(N).legal_actions == ()


def test_a_clubs_turned_view_shows_the_upcard_and_no_maker():
    view = hand_of(CLUBS).view(N)
    assert view.clubs_turned and view.trump is Suit.CLUBS and view.maker is None
    assert view.upcard.text == "9C" and not view.upcard_taken and view.bids == ()


def test_shown_voids_come_from_the_cards_played_even_without_trumps():
    hand = run(hand_of(HEARTS), *["pass"] * 8, *stay(4))
    view = play(hand, "JD QC").view(S)
    assert [card.text for card in view.played_cards] == ["JD", "QC"]
    assert view.led_card.text == "JD"
    assert view.shown_voids() == {S: frozenset(), W: frozenset({Suit.DIAMONDS}),
                                  N: frozenset(), E: frozenset()}
