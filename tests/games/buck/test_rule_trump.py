"""buck.md, "Fixing trump" (and Clarifications 1, 6 and 8)."""

from __future__ import annotations

import pytest

from euchre import IllegalActionError, Suit
from euchre.actions import ORDER_UP, PASS, discard, name_trump
from euchre.games.buck import BuckPhase
from euchre.games.buck.actions import DROP_OUT, STAY_IN

from .deals import CLUBS, HEARTS, E, N, S, W, cards, hand_of, run


def test_clubs_turned_makes_clubs_trump_with_no_bidding():
    hand = hand_of(CLUBS)
    assert hand.clubs_turned and hand.trump is Suit.CLUBS and hand.trump_fixed
    assert hand.phase is BuckPhase.PLAY and hand.to_act is S and hand.leader is S
    assert all(action.text.startswith("play ") for action in hand.legal_actions())
    for bid in ("pass", "order up", "name H"):
        with pytest.raises(IllegalActionError) as caught:
            hand.apply(bid)
        assert caught.value.rule == "clubs-turned-no-bidding"
        assert str(caught.value) == ("Clubs were turned up, so clubs are trump with no "
                                     "bidding: South must play a card.")
    assert hand.bids == () and hand.history == ()


def test_clubs_turned_there_is_no_maker():
    hand = hand_of(CLUBS)
    assert hand.maker is None and hand.view(W).maker is None
    assert not hand.no_trump and hand.turned_down is None


def test_clubs_turned_nobody_may_drop_out():
    hand = hand_of(CLUBS)
    for player in (S, W):
        with pytest.raises(IllegalActionError) as caught:
            hand.apply("drop out", seat=player)
        assert caught.value.rule == "clubs-turned-no-drop-out"
        assert str(caught.value) == "Nobody may drop out when clubs were turned up."
    assert DROP_OUT not in hand.legal_actions() and hand.dropped == frozenset()


def test_clubs_turned_nobody_picks_up_the_upcard():
    hand = hand_of(CLUBS)
    assert not hand.upcard_taken and hand.upcard in hand.kitty and len(hand.kitty) == 4
    assert all(len(hand.hand(player)) == 5 for player in (S, W, N, E))
    assert hand.dealer_discard is None


def test_round_1_starts_left_of_the_dealer_each_may_order_it_up_or_pass():
    hand = hand_of(HEARTS)
    assert hand.phase is BuckPhase.BIDDING_ROUND_1 and hand.dealer is E
    order = []
    for _ in range(4):
        order.append(hand.to_act)
        assert hand.legal_actions() == (PASS, ORDER_UP)
        hand = hand.apply("pass")
    assert order == [S, W, N, E]


def test_ordering_it_up_the_dealer_picks_up_the_upcard_and_discards_one_card():
    hand = run(hand_of(HEARTS), "pass", "order up")
    assert hand.phase is BuckPhase.DEALER_DISCARD and hand.to_act is E
    assert hand.trump is Suit.HEARTS and hand.maker is W and hand.upcard_taken
    assert set(hand.hand(E)) == set(cards("9C TC JC 9H JS QS"))
    assert hand.legal_actions() == tuple(discard(card) for card in hand.hand(E))
    after = hand.apply("discard JC")
    assert set(after.hand(E)) == set(cards("9C TC 9H JS QS"))
    assert after.dealer_discard.text == "JC"
    assert after.phase is BuckPhase.DROP_OUT and len(after.kitty) == 3


def test_the_dealer_may_pick_it_up_on_the_dealers_own_turn():
    hand = run(hand_of(HEARTS), "pass", "pass", "pass", "order up")
    assert hand.maker is E and hand.to_act is E and hand.phase is BuckPhase.DEALER_DISCARD
    assert len(hand.hand(E)) == 6


def test_the_dealer_may_discard_any_of_six_cards_the_upcard_included():
    hand = run(hand_of(HEARTS), "order up")
    assert len(hand.legal_actions()) == 6
    after = hand.apply("discard 9H")
    assert after.dealer_discard.text == "9H" and "9H" not in {c.text for c in after.hand(E)}
    assert after.own_discards(E) == cards("9H") and after.own_discards(S) == ()


def test_four_passes_turn_the_upcard_down_and_round_2_declares_another_suit():
    hand = run(hand_of(HEARTS), *["pass"] * 4)
    assert hand.phase is BuckPhase.BIDDING_ROUND_2 and hand.turned_down is Suit.HEARTS
    assert hand.to_act is S and not hand.upcard_taken
    assert hand.legal_actions() == (PASS, name_trump("C"), name_trump("D"), name_trump("S"))
    declared = run(hand, "pass", "name S")
    assert declared.trump is Suit.SPADES and declared.maker is W
    assert declared.phase is BuckPhase.DROP_OUT and all(len(declared.hand(p)) == 5
                                                      for p in (S, W, N, E))


def test_round_2_offers_only_the_three_other_suits_no_no_trump_call_no_stick_the_dealer():
    hand = run(hand_of(HEARTS), *["pass"] * 7)
    assert hand.to_act is E and hand.dealer is E
    assert PASS in hand.legal_actions() and name_trump("H") not in hand.legal_actions()
    assert {a.text for a in hand.legal_actions()} == {"pass", "name C", "name D", "name S"}
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("name H")
    assert caught.value.rule == "turned-down-suit"
    assert str(caught.value) == ("♥ was turned down this hand and cannot be declared; "
                                 "East may declare another suit.")


def test_all_four_pass_again_the_hand_is_played_with_no_trump():
    hand = run(hand_of(HEARTS), *["pass"] * 8)
    assert hand.no_trump and hand.trump is None and hand.maker is None and hand.trump_fixed
    assert hand.phase is BuckPhase.DROP_OUT and hand.legal_actions() == (STAY_IN, DROP_OUT)


def test_no_trump_the_jacks_are_ordinary_jacks_of_their_own_suits():
    hand = run(hand_of(HEARTS), *["pass"] * 8, "stay in", "stay in", "stay in", "stay in")
    assert hand.to_act is S
    led = hand.apply("play JD")
    assert set(led.legal_plays_for(W)) == set(cards("AC KC QC AS KS"))  # West has no diamond
    after = run(led, "play AC")
    assert set(after.legal_plays_for(N)) == set(cards("9D TD QD KD AD"))  # J♦ led: a diamond
    trick = run(after, "play AD", "play TC").tricks[0]
    assert trick.winner is N  # the ace beats the jack: no bowers
    hearts = run(hand_of(HEARTS), *["pass"] * 8, *["stay in"] * 4, "play AH", "play AC",
                 "play 9D", "play 9C").tricks[0]
    assert hearts.winner is S


def test_the_player_who_ordered_up_or_declared_is_the_maker():
    assert run(hand_of(HEARTS), "pass", "pass", "order up").maker is N
    assert run(hand_of(HEARTS), *["pass"] * 6, "name C").maker is N
    assert hand_of(HEARTS).maker is None
