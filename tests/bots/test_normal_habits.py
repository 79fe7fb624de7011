"""Normal's visible habits, each in a position set up by hand (product: "Bot levels")."""

from __future__ import annotations

from euchre import DEFEND_ALONE, ORDER_UP, ORDER_UP_ALONE, PASS, Card, Deal, HandState, Rules
from euchre.cards import Deck, is_trump
from euchre.games.euchre.bots.easy import EasyBot
from euchre.games.euchre.bots.normal import NormalBot
from euchre.seats import Seat


def deal(dealer: str, known: dict[str, str], upcard: str) -> Deal:
    """A deal with the given hands; seats left out get the remaining cards in deck order."""
    used = {Card.parse(upcard)} | {Card.parse(c) for cards in known.values() for c in
                                   cards.split()}
    rest = [card for card in Deck.STANDARD_24.cards() if card not in used]
    hands = {}
    for seat in "SWNE":
        if seat in known:
            hands[seat] = known[seat]
        else:
            hands[seat], rest = rest[:5], rest[5:]
    return Deal.from_text(dealer=dealer, hands=hands, upcard=upcard)


def decide(the_deal: Deal, actions: list[str], rules: Rules | None = None):
    state = HandState.from_deal(the_deal, rules)
    for action in actions:
        state = state.apply(action)
    view = state.view(state.to_act)
    return NormalBot().decide(view), view


# ---- bidding ----------------------------------------------------------------------------


def test_orders_up_a_strong_hand_and_passes_a_weak_one() -> None:
    strong, _ = decide(deal("E", {"S": "JH JD AH AS 9C"}, "QH"), [])
    weak, _ = decide(deal("E", {"S": "9H 9C TC QS KD"}, "QH"), [])
    assert strong.action is ORDER_UP and weak.action is PASS


def test_counts_who_would_pick_up_the_upcard() -> None:
    """The same cards order up the right bower into the partner's hand, but not into the
    opponent dealer's."""
    hand = {"S": "AH KH TH AS 9C"}
    to_partner, view = decide(deal("N", hand, "JH"), ["pass"])  # North, the partner, deals
    to_opponent, _ = decide(deal("E", hand, "JH"), [])  # East, an opponent, deals
    assert view.seat is Seat.SOUTH
    assert to_partner.action is ORDER_UP
    assert to_opponent.action is PASS
    assert "my partner North would pick up J♥" in to_partner.explanation.summary
    assert "the opponent dealer East would pick up J♥" in to_opponent.explanation.summary


def test_goes_alone_only_with_an_overwhelming_hand() -> None:
    both_bowers, _ = decide(deal("E", {"S": "JH JD AH KH AS"}, "9H"), [])
    no_left_bower, _ = decide(deal("E", {"S": "JH AH KH QH AS"}, "9H"), [])
    assert both_bowers.action is ORDER_UP_ALONE
    assert "enough to play without my partner" in both_bowers.explanation.summary
    assert no_left_bower.action is ORDER_UP


def test_defends_alone_only_with_an_overwhelming_hand_when_the_table_allows_it() -> None:
    rules = Rules(defend_alone=True)
    actions = ["pass", "order up", "discard 9C"]
    known = {"W": "9D TD QD KD 9S", "E": "9C TC QC KC AD"}
    strong, view = decide(deal("E", {**known, "N": "JH JD AH AS AC"}, "9H"), actions, rules)
    modest, _ = decide(deal("E", {**known, "N": "JH AH KH TS AC"}, "9H"), actions, rules)
    assert view.seat is Seat.NORTH and view.maker is Seat.WEST
    assert strong.action is DEFEND_ALONE
    assert modest.action is PASS


def test_dealer_discard_voids_a_side_suit_and_keeps_trumps() -> None:
    decision, _ = decide(deal("E", {"E": "9H TH AS KS 9C"}, "QH"), ["order up"])
    assert decision.action.text == "discard 9C"
    assert "leaves me void in ♣" in decision.explanation.summary


# ---- play -------------------------------------------------------------------------------

PULL = deal("E", {"S": "JH JD AH AS 9C", "E": "9S TS KS AC KC"}, "QH")


def test_maker_leads_the_right_bower_to_pull_trumps() -> None:
    decision, _ = decide(PULL, ["order up", "discard 9S"])
    assert decision.action.text == "play JH"
    assert "pull the opponents' trumps" in decision.explanation.summary


SPADES = deal("S", {"W": "9S AH KH QH TC", "N": "QS TS 9D TD QD", "E": "AS KS 9C KC AC",
                    "S": "JH JD TH AD JS"}, "9H")
SPADES_START = ["order up", "discard JS", "play 9S"]


def test_second_hand_plays_low() -> None:
    decision, view = decide(SPADES, SPADES_START)
    assert view.seat is Seat.NORTH
    assert decision.action.text == "play TS"
    assert decision.explanation.summary.startswith("Second hand low")


def test_third_hand_plays_high() -> None:
    decision, view = decide(SPADES, [*SPADES_START, "play QS"])
    assert view.seat is Seat.EAST
    assert decision.action.text == "play AS"
    assert decision.explanation.summary.startswith("Third hand high")


def test_keeps_its_bowers_and_ruffs_with_its_lowest_trump() -> None:
    decision, view = decide(SPADES, [*SPADES_START, "play QS", "play AS"])
    assert view.seat is Seat.SOUTH and Card.parse("JH") in view.hand
    assert decision.action.text == "play 9H"


CLUBS_LEAD = ["order up", "discard TC", "play AC"]


def test_does_not_trump_its_partners_ace() -> None:
    the_deal = deal("N", {"E": "AC 9S QS KD QD", "S": "9C JH 9H TH AS",
                          "W": "QH KH 9D TD AD"}, "AH")
    decision, view = decide(the_deal, [*CLUBS_LEAD, "play 9C"])
    assert view.seat is Seat.WEST
    assert not is_trump(decision.action.card, view.trump)
    assert "let my partner take it" in decision.explanation.summary


def test_defender_ruffs_the_makers_winner() -> None:
    the_deal = deal("N", {"E": "AC 9S QS KD QD", "S": "JH 9H TH AS KS",
                          "W": "QH KH 9D TD AD"}, "AH")
    decision, view = decide(the_deal, CLUBS_LEAD)
    assert view.seat is Seat.SOUTH and view.maker is Seat.EAST
    assert decision.action.text == "play 9H"


def test_defender_cashes_its_off_suit_ace() -> None:
    the_deal = deal("W", {"N": "AS 9C TC 9D TD", "E": "JH AH KH QS QD"}, "QH")
    decision, view = decide(the_deal, ["pass", "order up", "discard 9S"])
    assert view.seat is Seat.NORTH and view.maker is Seat.EAST
    assert decision.action.text == "play AS"


def test_easy_bids_on_an_impression_normal_does_not() -> None:
    """Two hearts and the ace look good to Easy; Normal counts only one trick."""
    the_deal = deal("E", {"S": "AH 9H QS TC 9D"}, "QH")
    state = HandState.from_deal(the_deal)
    view = state.view(Seat.SOUTH)
    assert EasyBot().decide(view).action is ORDER_UP
    assert NormalBot().decide(view).action is PASS
