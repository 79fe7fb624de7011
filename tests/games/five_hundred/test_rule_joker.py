"""Five Hundred, the joker: the highest trump in a suit contract; in no trumps and misère
("The joker in no-trumps and misère" and Clarification 8) its suit, when it may and must
be played, leading it and naming a suit, the last-trick rule, and misère lost to it."""

from __future__ import annotations

import pytest

from euchre.cards import Card, Suit
from euchre.errors import IllegalActionError
from euchre.seats import Seat

from .deals import (
    ACES,
    ACES_KITTY,
    MIXED,
    MIXED_KITTY,
    SPADES_AND_JOKER,
    SPADES_AND_JOKER_KITTY,
    contract,
    deal_with,
    exchange,
    played,
    start,
    to_trick_end,
)

MIXED_DEAL = deal_with(**MIXED, kitty=MIXED_KITTY)
ACES_DEAL = deal_with(**ACES, kitty=ACES_KITTY)
VOID_DEAL = deal_with(**SPADES_AND_JOKER, kitty=SPADES_AND_JOKER_KITTY)


def texts(hand) -> set[str]:
    return {a.text for a in hand.legal_actions()}


def ready(deal, seat: str, bid: str, **options):
    return exchange(contract(start(deal, **options), seat, bid))


# ---- suit contracts -----------------------------------------------------------------------
def test_in_a_suit_contract_the_joker_is_the_highest_trump():
    hand = played(ready(MIXED_DEAL, "W", "bid 6H"), "6H", "JH", "JD")  # both bowers
    hand = to_trick_end(hand.apply("play JOKER"))
    assert hand.tricks[0].winner == Seat.SOUTH


def test_in_a_suit_contract_the_joker_belongs_to_trump_it_must_follow_trump():
    hand = played(ready(VOID_DEAL, "W", "bid 6H"), "AH", "JD", "AC")  # J♦: North's heart
    assert texts(hand) == {"play JOKER"}  # South's only heart in a heart contract


def test_in_a_suit_contract_the_joker_is_led_as_a_trump_naming_no_suit():
    hand = ready(MIXED_DEAL, "S", "bid 6S")
    assert "play JOKER" in texts(hand)
    assert not any(t.startswith("play JOKER name") for t in texts(hand))
    after = hand.apply("play JOKER")
    assert after.current_led == Suit.SPADES


def test_in_a_suit_contract_the_joker_cannot_be_given_a_suit():
    hand = ready(MIXED_DEAL, "S", "bid 6S")
    assert not any(t.startswith("joker suit") for t in texts(hand))
    with pytest.raises(IllegalActionError, match="joker is the highest trump") as error:
        hand.apply("joker suit H")
    assert error.value.rule == "joker-in-suit-contract"


# ---- assigning the joker a suit --------------------------------------------------------------
def test_a_no_trump_contractor_holding_the_joker_may_assign_it_a_suit_before_the_first_lead():
    hand = ready(MIXED_DEAL, "S", "bid 6NT")
    assert {f"joker suit {s}" for s in "CDHS"} <= texts(hand)
    hearts = hand.apply("joker suit H")
    assert hearts.joker_suit == Suit.HEARTS and hearts.to_act == Seat.SOUTH
    assert not any(t.startswith("joker suit") for t in texts(hearts))


def test_a_misere_contractor_holding_the_joker_may_assign_it_a_suit():
    hand = ready(MIXED_DEAL, "S", "open misere")
    assert "joker suit C" in texts(hand)


def test_the_joker_suit_is_chosen_before_the_first_lead_not_after():
    hand = to_trick_end(played(ready(MIXED_DEAL, "S", "bid 6NT"), "AS"))
    assert hand.to_act == Seat.SOUTH and hand.joker_suit is None
    with pytest.raises(IllegalActionError, match="chosen before the first lead") as error:
        hand.apply("joker suit H")
    assert error.value.rule == "joker-suit-before-lead"


def test_only_the_contractor_has_the_choice_another_holders_joker_is_suitless():
    hand = ready(MIXED_DEAL, "W", "bid 6NT")
    assert not any(t.startswith("joker suit") for t in texts(hand))
    hand = played(hand, "6H")
    with pytest.raises(IllegalActionError, match="Only the contractor may give the joker"):
        hand.apply("joker suit H")
    assert hand.effective_suit(Card.joker()) is None


def test_an_assigned_joker_is_the_highest_card_of_its_suit():
    hand = ready(MIXED_DEAL, "S", "bid 6NT").apply("joker suit H")
    with pytest.raises(IllegalActionError, match="counts as a ♥"):
        hand.apply("play JOKER name C")
    hand = played(hand, "JOKER")
    assert hand.current_led == Suit.HEARTS
    assert texts(hand) == {"play 6H", "play 7H"}  # West must follow hearts
    hand = to_trick_end(hand)
    assert hand.tricks[0].winner == Seat.SOUTH and hand.led_suits == (Suit.HEARTS,)


def test_an_assigned_joker_is_a_card_of_its_suit_when_following():
    hand = ready(MIXED_DEAL, "S", "bid 6NT").apply("joker suit D")
    hand = to_trick_end(played(hand, "4H"))
    assert hand.tricks[0].winner == Seat.NORTH
    hand = played(hand, "8D", "TD")
    assert texts(hand) == {"play 4D", "play 5D", "play JOKER"}
    hand = to_trick_end(hand.apply("play JOKER"))
    assert hand.tricks[1].winner == Seat.SOUTH


# ---- the suitless joker ---------------------------------------------------------------------
def test_a_suitless_joker_wins_any_trick_it_is_played_to():
    hand = played(ready(VOID_DEAL, "W", "bid 6NT"), "AH", "AD")
    hand = to_trick_end(played(hand, "AC", "JOKER"))
    assert hand.tricks[0].winner == Seat.SOUTH


def test_a_suitless_joker_may_be_played_only_by_a_player_with_no_card_of_the_suit_led():
    hand = played(ready(MIXED_DEAL, "W", "bid 6NT"), "6H", "AH", "AD")
    assert hand.to_act == Seat.SOUTH and texts(hand) == {"play 4H", "play 5H"}
    with pytest.raises(IllegalActionError, match="belongs to no suit") as error:
        hand.apply("play JOKER")
    assert error.value.rule == "joker-no-suit"


def test_in_no_trumps_a_void_player_may_discard_something_else_and_keep_the_joker():
    hand = played(ready(VOID_DEAL, "W", "bid 6NT"), "AH", "AD", "AC")
    assert "play JOKER" in texts(hand) and "play 6S" in texts(hand)
    kept = hand.apply("play 6S")
    assert Card.joker() in kept.hand(Seat.SOUTH)


def test_in_misere_a_void_player_holding_the_joker_must_play_it():
    hand = played(ready(VOID_DEAL, "W", "misere", misere_any_time=True), "AH")
    hand = played(hand, "AD")  # North; East, West's partner, sits out
    assert hand.to_act == Seat.SOUTH and texts(hand) == {"play JOKER"}
    with pytest.raises(IllegalActionError, match="must play it") as error:
        hand.apply("play 6S")
    assert error.value.rule == "misere-joker"


def test_a_player_leading_the_joker_names_a_suit_not_yet_led_and_the_others_must_follow_it():
    hand = ready(ACES_DEAL, "S", "bid 6NT")
    assert {f"play JOKER name {s}" for s in "SHDC"} <= texts(hand)
    with pytest.raises(IllegalActionError, match="must name a suit when leading the joker"):
        hand.apply("play JOKER")
    led = hand.apply("play JOKER name D")
    assert led.current_led == Suit.DIAMONDS
    assert texts(led) == {"play JD", "play TD", "play 9D"}
    done = to_trick_end(led)
    assert done.tricks[0].winner == Seat.SOUTH and done.led_suits == (Suit.DIAMONDS,)


def test_the_joker_cannot_name_a_suit_already_led():
    hand = to_trick_end(played(ready(ACES_DEAL, "S", "bid 6NT"), "AS"))
    assert hand.to_act == Seat.SOUTH
    assert "play JOKER name S" not in texts(hand) and "play JOKER name H" in texts(hand)
    with pytest.raises(IllegalActionError, match="♠ has already been led") as error:
        hand.apply("play JOKER name S")
    assert error.value.rule == "joker-lead-unled-suit"


def test_if_all_four_suits_have_been_led_the_joker_may_be_led_only_to_the_last_trick():
    hand = ready(ACES_DEAL, "S", "bid 6NT")
    for ace in ("AS", "AH", "AD", "AC"):
        hand = to_trick_end(played(hand, ace))
        assert hand.to_act == Seat.SOUTH
    assert not any("JOKER" in t for t in texts(hand))
    with pytest.raises(IllegalActionError, match="only to the last trick") as error:
        hand.apply("play JOKER")
    assert error.value.rule == "joker-last-trick"
    for card in ("KS", "KH", "KD", "KC", "QS"):
        hand = to_trick_end(played(hand, card))
    assert hand.to_act == Seat.SOUTH and hand.hand(Seat.SOUTH) == (Card.joker(),)
    assert texts(hand) == {"play JOKER"}  # the last trick: no suit named
    hand = to_trick_end(hand.apply("play JOKER"))
    assert hand.led_suits[-1] is None and hand.tricks[-1].winner == Seat.SOUTH
    assert hand.result().slam


def misere_by_south(**options):
    """South bids misère keeping 4♥ and 4♦ from the kitty; North sits out."""
    hand = contract(start(VOID_DEAL, misere_any_time=True), "S", "misere")
    return exchange(hand, "5S AS KS")


def test_in_misere_a_contractor_who_left_the_joker_suitless_loses_when_it_wins_a_trick():
    hand = to_trick_end(played(misere_by_south(), "4H"))
    assert hand.tricks[0].winner == Seat.WEST
    hand = played(hand, "6H", "AC")
    assert texts(hand) == {"play JOKER"}
    hand = to_trick_end(hand)
    assert hand.tricks[1].winner == Seat.SOUTH
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    assert not hand.result().made and hand.result().points_by_seat[Seat.SOUTH] == -250


def test_in_misere_a_joker_given_a_suit_may_be_discarded_without_winning():
    hand = misere_by_south().apply("joker suit C")
    hand = played(to_trick_end(played(hand, "4H")), "6H", "AC")
    assert "play 6S" in texts(hand) and "play JOKER" in texts(hand)
    hand = to_trick_end(hand.apply("play JOKER"))
    assert hand.tricks[1].winner == Seat.WEST and hand.tricks_won[Seat.SOUTH] == 0
