"""buck.md, "Play"."""

from __future__ import annotations

import pytest

from euchre import IllegalActionError
from euchre.games.buck import BuckPhase

from .deals import (
    CLUBS,
    HEARTS,
    E,
    N,
    S,
    W,
    cards,
    clubs_played,
    drop,
    hand_of,
    play_first_legal,
    run,
    south_orders_hearts,
    stay,
)


def test_the_player_left_of_the_dealer_leads():
    hand = south_orders_hearts(*stay(3))
    assert hand.dealer is E and hand.phase is BuckPhase.PLAY and hand.leader is S
    no_trump = run(hand_of(HEARTS), *["pass"] * 8, *stay(4))
    assert no_trump.leader is S and no_trump.to_act is S
    assert hand_of(CLUBS).leader is S


def test_the_next_player_still_in_leads_if_the_player_left_of_the_dealer_dropped_out():
    hand = run(hand_of(HEARTS), "pass", "pass", "order up", "discard 9C", "drop out")
    assert hand.dropped == {S} and hand.to_act is W
    hand = run(hand, "stay in", "stay in")
    assert hand.phase is BuckPhase.PLAY and hand.leader is W and hand.to_act is W
    both = run(hand_of(HEARTS), "pass", "pass", "order up", "discard 9C", *drop(2), "stay in")
    assert both.leader is N


def test_follow_suit_if_able_the_left_bower_counts_as_trump():
    hand = hand_of(CLUBS)  # clubs trump: West's J♠ is the left bower, West's only trump
    led = hand.apply("play JC")
    assert led.legal_plays_for(W) == cards("JS")
    with pytest.raises(IllegalActionError) as caught:
        led.apply("play AH")
    assert caught.value.rule == "follow-suit"
    assert str(caught.value) == "West must follow trump ♣ (holds J♠); the left bower J♠ is a trump."
    spade_led = hand.apply("play AS")
    assert set(spade_led.legal_plays_for(W)) == set(cards("JS AH KH QH 9H"))  # no spade
    assert set(spade_led.legal_plays_for(N)) == set(hand.hand(N))


def test_highest_trump_wins_else_highest_card_of_the_suit_led_the_winner_leads_next():
    final = clubs_played()
    tricks = final.tricks
    assert [trick.winner for trick in tricks] == [S, E, E, W, W]
    assert tricks[0].plays[0] == (S, cards("JC")[0])  # the right bower beats the left and A♣
    assert tricks[1].plays[-1] == (E, cards("QC")[0])  # a trump beats the led 9♠
    assert tricks[3].leader is E and tricks[3].winner is W  # K♥ beats 10♥, K♠ and K♦ off-suit
    assert [trick.leader for trick in tricks[1:]] == [trick.winner for trick in tricks[:-1]]


def test_players_who_dropped_out_are_skipped_in_every_trick():
    final = play_first_legal(south_orders_hearts("drop out", "stay in", "drop out"))
    assert all([who for who, _ in trick.plays] == [S, N] for trick in final.tricks)
    hand = south_orders_hearts("drop out", "stay in", "drop out").apply("play JH")
    assert hand.to_act is N
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("play QS", seat="E")
    assert caught.value.rule == "turn"
    assert str(caught.value) == "East is sitting out this hand and cannot act."
