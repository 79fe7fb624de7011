"""Each card-play theme detected on a hand-made position (hearts trump, the A♠ turned down).

Every deal is dealt by hand, bid through the engine (the maker names ♥ in round 2) and
played through the engine, so every position is one a real hand can reach.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from euchre import Card, Deal, HandState, Seat, Suit, play
from euchre.games.euchre.view import SeatView
from lessons.euchre.positions import bid_to_trump
from lessons.euchre.puzzles.themes import (
    DETECTORS,
    PuzzleTheme,
    cant_win_play_low,
    cash_promoted_winner,
    cash_side_ace,
    detect_themes,
    dont_overtake_partner,
    dont_trump_partner,
    draw_last_trump,
    endplay_trick_4,
    last_hand_takes,
    lead_to_partners_void,
    maker_cashes_ace,
    maker_leads_trump,
    ruff_when_void,
    save_left_bower,
    second_hand_low,
    second_hand_takes,
    third_hand_high,
    trumps_out,
    win_cheaply,
)


def position(dealer: str, hands: Mapping[str, str], maker: str, plays: str = "") -> SeatView:
    """The view of the seat to act after ``maker`` names hearts and ``plays`` are played."""
    deal = Deal.from_text(dealer, hands, "AS")
    state = bid_to_trump(HandState.from_deal(deal), Suit.HEARTS, Seat.parse(maker))
    for text in plays.split():
        state = state.apply(play(text))
    return state.view(state.to_act)


def card(text: str) -> Card:
    return Card.parse(text)


# South leads trick 1 as the maker; East deals.
SOUTH_LEADS = {"S": "JH AH 9H AC KS", "W": "9C TC JC QD KD", "N": "QH KH TD 9S TS",
               "E": "QC KC AD JS QS"}


def test_maker_leads_trump() -> None:
    view = position("E", SOUTH_LEADS, maker="S")
    assert view.seat == Seat.SOUTH and view.maker == Seat.SOUTH
    assert maker_leads_trump(view, card("JH"))
    assert not maker_leads_trump(view, card("AC"))
    defending = position("E", SOUTH_LEADS, maker="W")
    assert not maker_leads_trump(defending, card("JH"))


def test_draw_last_trump() -> None:
    hands = {"S": "JH AH 9H AC KS", "W": "TH 9C TC JC QD", "N": "QH KH TD 9S TS",
             "E": "JD QC KC AD JS"}
    view = position("E", hands, maker="S", plays="JH TH QH JD")
    assert view.seat == Seat.SOUTH and trumps_out(view) == 1  # only K♥ is unseen
    assert draw_last_trump(view, card("AH"))
    assert not draw_last_trump(view, card("AC"))
    opening = position("E", hands, maker="S")
    assert trumps_out(opening) == 4 and not draw_last_trump(opening, card("JH"))


# East leads K♣ (North deals); South plays second.
SOUTH_SECOND = {"S": "9C AC 9D JH KS", "W": "TC JC TD QD KD", "N": "QH KH 9H TS QS",
                "E": "KC QC AH TH 9S"}


def test_second_hand_low() -> None:
    view = position("N", SOUTH_SECOND, maker="E", plays="KC")
    assert view.seat == Seat.SOUTH and len(view.current_trick) == 1
    assert second_hand_low(view, card("9C"))
    assert not second_hand_low(view, card("AC"))


def test_second_hand_takes() -> None:
    view = position("N", SOUTH_SECOND, maker="E", plays="KC")
    assert second_hand_takes(view, card("AC"))
    assert not second_hand_takes(view, card("9C"))
    third = north_leads("9C QH KH 9H TS", "KC QC AH TH 9S", "AC TC 9D JH KS",
                        "JC TD QD KD QS", plays="9C KC")
    assert not second_hand_takes(third, card("AC"))


# North leads trick 1 (West deals); East plays second, South third.
def north_leads(north: str, east: str, south: str, west: str, plays: str) -> SeatView:
    hands = {"N": north, "E": east, "S": south, "W": west}
    view = position("W", hands, maker="N", plays=plays)
    assert view.seat == Seat.SOUTH and len(view.current_trick) == 2
    return view


def test_third_hand_high() -> None:
    view = north_leads("9C QH KH 9H TS", "KC QC AH TH 9S", "AC TC 9D JH KS",
                       "JC TD QD KD QS", plays="9C KC")
    assert third_hand_high(view, card("AC"))
    assert not third_hand_high(view, card("TC"))


def test_dont_overtake_partner() -> None:
    view = north_leads("KC QH KH 9H TS", "9C QC AH TH 9S", "AC TC 9D JH KS",
                       "JC TD QD KD QS", plays="KC 9C")
    assert dont_overtake_partner(view, card("TC"))
    assert not dont_overtake_partner(view, card("AC"))


def test_dont_trump_partner() -> None:
    view = north_leads("KC QH KH 9H TS", "9C QC AH TH 9S", "9D TD AD JH KS",
                       "AC TC JC QD KD", plays="KC 9C")
    assert dont_trump_partner(view, card("9D"))
    assert not dont_trump_partner(view, card("JH"))


def test_ruff_when_void() -> None:
    view = north_leads("KC QH KH 9H TS", "AC QC AH TH 9S", "9D TD AD JH KS",
                       "9C TC JC QD KD", plays="KC AC")
    assert ruff_when_void(view, card("JH"))
    assert not ruff_when_void(view, card("9D"))


def test_save_left_bower() -> None:
    view = north_leads("KC QH KH TH TS", "AC QC AH JH 9S", "9D TD JD 9H KS",
                       "9C TC JC QD KD", plays="KC AC")
    assert save_left_bower(view, card("9H"))  # ruff low, keep J♦ (a heart now)
    assert not save_left_bower(view, card("JD"))
    no_left = north_leads("KC QH KH 9H TS", "AC QC AH TH 9S", "9D TD AD JH KS",
                          "9C TC JC QD KD", plays="KC AC")
    assert not save_left_bower(no_left, card("9D"))


def test_cash_side_ace() -> None:
    view = position("E", SOUTH_LEADS, maker="W")
    assert view.seat == Seat.SOUTH and view.maker == Seat.WEST
    assert cash_side_ace(view, card("AC"))
    assert not cash_side_ace(view, card("JH"))
    as_maker = position("E", SOUTH_LEADS, maker="S")
    assert not cash_side_ace(as_maker, card("AC"))


def test_maker_cashes_ace() -> None:
    view = position("E", SOUTH_LEADS, maker="S")
    assert maker_cashes_ace(view, card("AC"))
    assert not maker_cashes_ace(view, card("AH"))  # the ace of trump is no side ace
    defending = position("E", SOUTH_LEADS, maker="W")
    assert not maker_cashes_ace(defending, card("AC"))


# South leads A♣ at trick 1; North, void in clubs, throws a diamond; South leads again.
PARTNER_VOID = {"S": "AC KC JH 9H KS", "W": "9C TC JC QD KD", "N": "9D TD QH KH TS",
                "E": "QC AD AH TH 9S"}


def test_lead_to_partners_void() -> None:
    view = position("E", PARTNER_VOID, maker="S", plays="AC 9C 9D QC")
    assert view.seat == Seat.SOUTH and Suit.CLUBS in view.shown_voids()[Seat.NORTH]
    assert lead_to_partners_void(view, card("KC"))
    assert not lead_to_partners_void(view, card("KS"))
    assert not lead_to_partners_void(view, card("JH"))


def test_cash_promoted_winner() -> None:
    view = position("E", PARTNER_VOID, maker="S", plays="AC 9C 9D QC")
    assert cash_promoted_winner(view, card("KC"))  # the A♣ is gone: the K♣ is boss
    assert not cash_promoted_winner(view, card("KS"))
    opening = position("E", PARTNER_VOID, maker="S")
    assert not cash_promoted_winner(opening, card("AC"))  # always the top: not promoted


def test_endplay_trick_4() -> None:
    hands = {"S": "JH AH KH AC 9S", "W": "9C TC JC QD KD", "N": "9D TD QH TS QS",
             "E": "QC KC AD TH 9H"}
    view = position("E", hands, maker="S", plays="JH 9C QH 9H AH TC 9D TH KH JC TD QC")
    assert view.seat == Seat.SOUTH and len(view.tricks) == 3 and len(view.hand) == 2
    assert endplay_trick_4(view, card("9S"))
    assert not endplay_trick_4(view, card("AC"))
    # K♠ instead of 9♠: the A♠ was turned down, so the K♠ is boss and gives nothing away
    hands["S"], hands["N"] = "JH AH KH AC KS", "9D TD QH TS QS"
    boss = position("E", hands, maker="S", plays="JH 9C QH 9H AH TC 9D TH KH JC TD QC")
    assert set(boss.hand) == {card("AC"), card("KS")}
    assert not endplay_trick_4(boss, card("KS"))


def test_win_cheaply() -> None:
    view = north_leads("9C QH KH 9H TS", "QC TC AH TH 9S", "AC KC 9D JH KS",
                       "JC TD QD KD QS", plays="9C QC")
    assert win_cheaply(view, card("KC"))
    assert not win_cheaply(view, card("AC"))


# West leads (South deals); South plays last.
def south_last(west: str, north: str, east: str, south: str, plays: str) -> SeatView:
    hands = {"W": west, "N": north, "E": east, "S": south}
    view = position("S", hands, maker="W", plays=plays)
    assert view.seat == Seat.SOUTH and len(view.current_trick) == 3
    return view


def test_last_hand_takes() -> None:
    view = south_last("KC QH KH 9H TS", "9C TD QD KD QS", "QC AH TH 9S JC",
                      "AC TC 9D JH KS", plays="KC 9C QC")
    assert last_hand_takes(view, card("AC"))
    assert not last_hand_takes(view, card("TC"))


def test_cant_win_play_low() -> None:
    view = south_last("AC QH KH 9H TS", "9C TD QD KD QS", "QC AH TH 9S JC",
                      "KC TC 9D JH KS", plays="AC 9C QC")
    assert cant_win_play_low(view, card("TC"))
    assert not cant_win_play_low(view, card("KC"))
    can_win = south_last("KC QH KH 9H TS", "9C TD QD KD QS", "QC AH TH 9S JC",
                         "AC TC 9D JH KS", plays="KC 9C QC")
    assert not cant_win_play_low(can_win, card("TC"))


def test_find_the_card_only_when_no_theme_fires() -> None:
    view = position("E", SOUTH_LEADS, maker="S")
    assert PuzzleTheme.MAKER_LEADS_TRUMP in detect_themes(view, card("JH"))
    assert detect_themes(view, card("KS")) == (PuzzleTheme.FIND_THE_CARD,)


def test_every_named_theme_has_a_detector_and_words() -> None:
    named = set(PuzzleTheme) - {PuzzleTheme.FIND_THE_CARD}
    assert set(DETECTORS) == named
    for theme in PuzzleTheme:
        assert theme.label and theme.info.summary.endswith(".")


def test_themes_need_a_trump_suit() -> None:
    state = HandState.from_deal(Deal.from_text("E", SOUTH_LEADS, "AS"))
    with pytest.raises(ValueError, match="bidding is not over"):
        detect_themes(state.view(Seat.SOUTH), card("JH"))
