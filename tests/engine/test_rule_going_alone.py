"""euchre.md, "Going alone": the maker's partner sits out; the dealer's case when ordered up."""

from __future__ import annotations

from euchre import Card, HandState, Phase, Seat, Suit

from .positions import README_HANDS, play_out, position, refused, run, texts

SOUTH, WEST, NORTH, EAST = Seat


def readme_deal() -> HandState:
    return position(README_HANDS, upcard="QS", dealer="N")


def test_the_maker_may_go_alone_when_ordering_up():
    state = run(readme_deal(), "E: order up alone")
    assert (state.maker, state.maker_alone, state.trump) == (EAST, True, Suit.SPADES)
    assert state.sitting_out == {WEST}


def test_the_maker_may_go_alone_when_naming_a_suit():
    state = run(readme_deal(), *["pass"] * 5, "S: name C alone")
    assert (state.maker, state.maker_alone, state.trump) == (SOUTH, True, Suit.CLUBS)
    assert state.sitting_out == {NORTH}


def test_going_alone_is_decided_only_when_making_trump():
    state = run(readme_deal(), "E: order up")
    while not state.is_over:
        assert not any(action.alone for action in state.legal_actions())
        state = state.apply(state.legal_actions()[0])
    assert not state.maker_alone and state.sitting_out == frozenset()


def test_the_lone_makers_partner_sits_out_the_whole_hand():
    state = run(readme_deal(), "E: order up alone", "N: discard 9D")
    refused(state, "W: play 9H", rule="turn")
    west_cards = state.hand(WEST)
    finished = play_out(state)
    assert all(len(trick.plays) == 3 for trick in finished.tricks)
    assert all(trick.card_of(WEST) is None for trick in finished.tricks)
    assert finished.hand(WEST) == west_cards
    assert finished.tricks_won[WEST] == 0


def test_dealer_sits_out_without_discarding_when_partner_orders_up_alone():
    state = run(readme_deal(), "E: pass", "S: order up alone")
    assert state.sitting_out == {NORTH}
    assert state.trump is Suit.SPADES and state.maker is SOUTH
    assert state.phase is Phase.PLAY and state.to_act is EAST
    assert not state.upcard_taken and state.discard is None
    assert [card.text for card in state.hand(NORTH)] == ["9D", "TD", "QD", "KD", "JH"]
    assert Card.parse("QS") in state.kitty
    finished = play_out(state)
    assert all(trick.card_of(NORTH) is None for trick in finished.tricks)
    assert len(finished.hand(NORTH)) == 5


def test_a_lone_maker_in_round_two_whose_partner_deals_simply_plays_without_him():
    state = run(readme_deal(), *["pass"] * 5, "S: name H alone")
    assert state.sitting_out == {NORTH} and state.discard is None
    assert state.phase is Phase.PLAY and state.to_act is EAST
    assert texts(state.legal_actions()) == [
        "play 9C", "play TC", "play QC", "play KC", "play AD",
    ]
