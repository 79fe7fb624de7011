"""Option "lone march with partner's dealer pick-up": sit out at once, or pick up first."""

from __future__ import annotations

from euchre import Card, PartnerDealerPickup, Phase, Rules, Seat, Suit

from .positions import README_HANDS, play_out, position, refused, run, texts

SOUTH, WEST, NORTH, EAST = Seat
PICKS_UP = Rules(partner_dealer_pickup=PartnerDealerPickup.PICKS_UP_THEN_SITS_OUT)


def south_orders_up_alone(rules: Rules | None = None):
    """README deal: North deals the Q♠, East passes, South (North's partner) goes alone."""
    state = position(README_HANDS, upcard="QS", dealer="N", rules=rules)
    return run(state, "E: pass", "S: order up alone")


def test_partner_dealer_sits_out_without_discarding_by_default():
    assert Rules().partner_dealer_pickup is PartnerDealerPickup.SITS_OUT
    state = south_orders_up_alone()
    assert state.phase is Phase.PLAY and state.sitting_out == {NORTH}
    assert not state.upcard_taken and state.discard is None
    assert state.trump is Suit.SPADES


def test_partner_dealer_picks_up_then_sits_out_option():
    state = south_orders_up_alone(PICKS_UP)
    assert state.phase is Phase.DEALER_DISCARD and state.to_act is NORTH
    assert state.sitting_out == {NORTH} and state.upcard_taken
    assert texts(state.legal_actions()) == [
        "discard 9D", "discard TD", "discard QD", "discard KD", "discard JH", "discard QS",
    ]
    refused(state, "E: play AD", rule="turn")
    state = run(state, "N: discard QD")
    assert state.phase is Phase.PLAY and state.to_act is EAST
    assert state.discard == Card.parse("QD") and state.sitting_out == {NORTH}
    assert [card.text for card in state.hand(NORTH)] == ["9D", "TD", "KD", "JH", "QS"]
    finished = play_out(state)
    assert all(trick.card_of(NORTH) is None for trick in finished.tricks)
    assert all(len(trick.plays) == 3 for trick in finished.tricks)


def test_the_pick_up_option_changes_nothing_when_an_opponent_goes_alone():
    state = run(position(README_HANDS, upcard="QS", dealer="N", rules=PICKS_UP),
                "E: order up alone")
    assert state.phase is Phase.DEALER_DISCARD and state.sitting_out == {WEST}
    state = run(state, "N: discard 9D")
    assert state.phase is Phase.PLAY and NORTH not in state.sitting_out
