"""cutthroat.md, "The dummy hand" (and Clarifications 3, 4 and 8)."""

from __future__ import annotations

import pytest

from euchre import Card, IllegalActionError
from euchre.actions import DEFEND_ALONE, PASS, discard
from euchre.games.cutthroat import CutthroatPhase, Player
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY

from .deals import WEST_BOWERS, WEST_TRUMPS, cards, discarding, hand_of, run


def holding(text: str) -> tuple[Card, ...]:
    """A hand as the engine holds it: sorted."""
    return tuple(sorted(cards(text)))


def test_the_maker_may_take_the_dummy_and_keep_the_best_five_of_ten():
    hand = run(hand_of(WEST_TRUMPS), *["pass"] * 5, "name C")
    assert hand.maker is Player.EAST and hand.legal_actions() == (TAKE_DUMMY, GO_ALONE)
    merged = run(hand, "take dummy")
    assert merged.phase is CutthroatPhase.DUMMY_DISCARD and merged.to_act is Player.EAST
    assert merged.hand(Player.EAST) == holding("AS KS QS AC KC JC QC JS QD KD")
    assert merged.view(Player.EAST).hand == merged.hand(Player.EAST)
    assert merged.dummy == () and merged.took_dummy is True and not merged.maker_alone
    kept = run(merged, "discard KS", "discard QS", "discard QD", "discard KD", "discard AS")
    assert kept.hand(Player.EAST) == holding("AC KC JC QC JS")
    assert kept.discards == cards("KS QS QD KD AS")
    assert kept.phase is CutthroatPhase.DEFEND_ALONE


def test_dealer_discards_for_pickup_before_merging_with_dummy():
    hand = run(hand_of(WEST_TRUMPS), "pass", "pass", "order up")
    assert hand.maker is hand.dealer is Player.EAST
    assert hand.phase is CutthroatPhase.DEALER_DISCARD
    assert hand.legal_actions() == tuple(discard(c) for c in hand.hand(Player.EAST))
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("take dummy")
    assert caught.value.rule == "phase"
    assert str(caught.value) == (
        "East cannot take the dummy now: East, the dealer, must discard a card.")
    merged = run(hand, "discard KC", "take dummy")
    assert len(merged.hand(Player.EAST)) == 10
    assert Card.parse("KC") not in merged.hand(Player.EAST)
    assert merged.upcard in merged.hand(Player.EAST)
    done = run(merged, *discarding("JC QC JS QD KD"))
    assert done.discards == cards("KC JC QC JS QD KD")
    assert done.hand(Player.EAST) == holding("AS KS QS AC 9H")


def test_going_alone_means_not_using_the_dummy():
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC", "go alone")
    assert hand.maker_alone and hand.took_dummy is False
    assert hand.hand(Player.WEST) == holding("JH JD AH KH QH")
    assert len(hand.dummy) == 5 and set(hand.dummy) <= set(hand.set_aside())
    assert hand.phase is CutthroatPhase.DEFEND_ALONE


def test_a_defender_may_go_alone_and_the_other_defender_sits_out():
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "take dummy",
               *discarding("TC JC TS JS QD"))
    assert hand.to_act is Player.WEST and hand.legal_actions() == (PASS, DEFEND_ALONE)
    alone = run(hand, "defend alone")
    assert alone.lone_defender is Player.WEST and alone.sitting_out == {Player.EAST}
    assert alone.phase is CutthroatPhase.PLAY and not alone.maker_alone
    with pytest.raises(IllegalActionError) as caught:
        alone.apply("play AC", seat="E")
    assert str(caught.value) == "East is sitting out this hand and cannot act."


def test_the_maker_and_a_defender_may_both_go_alone():
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "go alone", "defend alone")
    assert hand.maker_alone and hand.lone_defender is Player.WEST
    assert hand.sitting_out == {Player.EAST} and hand.phase is CutthroatPhase.PLAY


def test_going_alone_is_declared_after_trump_is_fixed_and_before_the_first_lead():
    hand = hand_of(WEST_TRUMPS)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("order up alone")
    assert caught.value.rule == "alone-after-trump"
    assert str(caught.value) == ("South cannot order up alone: in Cutthroat going alone is "
                                 "declared after trump is fixed, so order up or name a suit first.")
    with pytest.raises(IllegalActionError) as caught:
        run(hand, "pass", "pass", "pass").apply("name S alone")
    assert caught.value.rule == "alone-after-trump"
    assert str(caught.value).startswith("South cannot name ♠ alone: in Cutthroat going alone")
    playing = run(hand, "order up", "discard KC", "take dummy",
                  *discarding("JC QC JS QD KD"), "pass", "pass")
    assert playing.phase is CutthroatPhase.PLAY
    for late in ("go alone", "defend alone"):
        with pytest.raises(IllegalActionError) as caught:
            playing.apply(late)
        assert caught.value.rule == "phase"


def test_declarations_come_in_order_once_trump_is_fixed():
    """Clarification 3: dealer's discard, the maker's choice (before seeing the dummy), the
    maker's five discards, then defenders clockwise from the dealer's left, skipping the maker."""
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up")
    steps = []
    while hand.phase is not CutthroatPhase.PLAY:
        steps.append((hand.phase, hand.to_act))
        hand = hand.apply(hand.legal_actions()[0])
    assert steps == [
        (CutthroatPhase.DEALER_DISCARD, Player.EAST),
        (CutthroatPhase.MAKER_CHOICE, Player.WEST),
        *[(CutthroatPhase.DUMMY_DISCARD, Player.WEST)] * 5,
        (CutthroatPhase.DEFEND_ALONE, Player.SOUTH),
        (CutthroatPhase.DEFEND_ALONE, Player.EAST),
    ]
    chosen = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC")
    assert chosen.view(Player.WEST).hand == chosen.hand(Player.WEST)
    assert not set(chosen.dummy) & set(chosen.view(Player.WEST).hand)  # chosen unseen


def test_the_first_defender_to_go_alone_ends_the_asking():
    hand = run(hand_of(WEST_TRUMPS), *["pass"] * 5, "name C", "go alone")
    assert hand.to_act is Player.SOUTH  # dealer East made trump: ask from South, skip East
    alone = run(hand, "defend alone")
    assert alone.phase is CutthroatPhase.PLAY and alone.sitting_out == {Player.WEST}
    passed = run(hand, "pass")
    assert passed.to_act is Player.WEST and passed.phase is CutthroatPhase.DEFEND_ALONE


def test_the_dealer_may_discard_the_upcard_and_the_maker_any_five_of_ten():
    hand = run(hand_of(WEST_TRUMPS), "pass", "pass", "order up", "discard 9H", "take dummy")
    assert hand.discards == (Card.parse("9H"),)
    assert hand.upcard not in hand.hand(Player.EAST)
    kept_own = run(hand, *discarding("AS KS QS AC KC"))
    assert kept_own.hand(Player.EAST) == holding("JC QC JS QD KD")


def test_the_dummy_and_the_discards_stay_hidden():
    hand = run(hand_of(WEST_TRUMPS), "pass", "pass", "order up", "discard AC", "take dummy",
               *discarding("KS QS QD KD JC"))
    for player in Player:
        view = hand.view(player)
        assert view.dummy_size == 0
        if player is Player.EAST:
            assert view.own_discards == cards("AC KS QS QD KD JC")
        else:
            assert view.own_discards == ()
            assert set(hand.discards) <= hand.hidden_from(player)
