"""The Five Hundred course: every check's answer is what the Five Hundred engine says (and
what rules/five_hundred.md says), every example a position the engine reaches, and passing
its steps leaves the other courses alone."""

from __future__ import annotations

import pytest

from euchre.cards import Card, Suit
from euchre.games.five_hundred import (
    LADDER,
    MISERE,
    OPEN_MISERE,
    Bid,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredResult,
    FiveHundredRules,
    Kind,
)
from euchre.games.five_hundred.match import match_winner
from euchre.games.five_hundred.result import hand_points
from euchre.seats import Seat, Team
from lessons.euchre.course import build_course
from lessons.five_hundred.course import JOKER_WEST_DEAL, LESSON_DEAL, build_five_hundred_course
from lessons.kit.progress import Progress
from lessons.registry import course_for, courses
from tests.lessons.course_checks import assert_checks_grade

COURSE = build_five_hundred_course()
STEPS = {step.key: step for step in COURSE}
JOKER = Card.parse("JOKER")


def _check(step: str, key: str):
    return next(check for check in STEPS[step].checks if check.key == key)


def _answer(step: str, key: str) -> str:
    (answer,) = _check(step, key).answer
    return answer


def _hand(*calls: str, deal=LESSON_DEAL) -> FiveHundredHand:
    hand = FiveHundredHand.from_deal(deal)
    for call in calls:
        hand = hand.apply(call)
    return hand


def _discard_kitty(hand: FiveHundredHand) -> FiveHundredHand:
    for card in hand.deal.kitty:
        hand = hand.apply(f"discard {card.text}")
    return hand


def test_the_course_covers_five_hundred_in_short_steps_with_its_own_keys() -> None:
    assert [step.key for step in COURSE] == [
        "fh-deck", "fh-trump", "fh-ladder", "fh-auction", "fh-kitty", "fh-misere",
        "fh-joker", "fh-scoring", "fh-winning",
    ]
    others = {step.key for course in courses() if course.game_id != "five_hundred"
              for step in course.steps}
    assert not others & set(STEPS), "the courses never share a step key"
    for step in COURSE:
        assert step.checks and step.examples, step.key
        assert len({check.key for check in step.checks}) == len(step.checks)
    assert build_five_hundred_course() is build_five_hundred_course()
    assert course_for("five_hundred").title == "Learn Five Hundred"


@pytest.mark.parametrize("step", COURSE, ids=lambda step: step.key)
def test_every_check_grades_right_and_wrong_answers(step) -> None:
    assert_checks_grade(step)


def test_the_deck_and_the_joker() -> None:
    rules, three = FiveHundredRules(), FiveHundredRules(players=3)
    assert _answer("fh-deck", "deck-size") == str(len(rules.cards())) == "43"
    assert _answer("fh-deck", "three-deck") == str(len(three.cards())) == "33"
    assert _answer("fh-deck", "kitty") == str(len(LESSON_DEAL.kitty)) == "3"
    spades = [card for card in rules.cards() if card != JOKER and card.suit is Suit.SPADES]
    assert _answer("fh-deck", "lowest-spade") == min(spades, key=lambda c: c.rank).symbol
    assert _answer("fh-deck", "lowest-spade") == "5♠"
    rows = STEPS["fh-deck"].examples[0].rows
    assert sum(len(row.cards) for row in rows) == 43 and rows[-1].cards == (JOKER,)


def test_the_joker_and_the_bowers_in_a_suit_contract() -> None:
    hand = _discard_kitty(_hand("bid 7H", "pass", "pass", "pass"))
    assert hand.trump is Suit.HEARTS
    assert _answer("fh-trump", "highest-trump") == "Joker"
    assert _answer("fh-trump", "left-suit") == "♥ hearts"
    assert hand.effective_suit(Card.parse("JD")) is Suit.HEARTS
    led = hand.apply("play JD")
    assert _check("fh-trump", "follow-left").answer == {
        card.symbol for card in led.legal_plays_for(Seat.NORTH)}
    assert all(hand.effective_suit(Card.parse(text[:-1] + "H")) is Suit.HEARTS
               for text in _check("fh-trump", "follow-left").answer)
    diamonds = [card for card in FiveHundredRules().cards()
                if hand.effective_suit(card) is Suit.DIAMONDS]
    assert _answer("fh-trump", "short-suit") == str(len(diamonds)) == "10"
    printed = [card for card in FiveHundredRules().cards() if card.suit is Suit.DIAMONDS]
    short = _check("fh-trump", "short-suit")
    assert "count as diamonds this hand" in short.question, (
        "the question asks about the hand, not the printed suit (11 cards)")
    assert f"prints {len(printed)} diamonds" in short.why and len(printed) == 11
    trumps = STEPS["fh-trump"].examples[0].rows[0].cards
    assert [card.symbol for card in trumps[:4]] == ["Joker", "J♥", "J♦", "A♥"]


def test_the_bid_ladder_and_its_values() -> None:
    assert _answer("fh-ladder", "value") == str(Bid.parse("8D").value) == "280"
    assert _answer("fh-ladder", "outranks") == Bid.parse("7S").label
    assert Bid.parse("7S") > Bid.parse("6NT")
    assert _answer("fh-ladder", "misere-value") == f"{MISERE.value} and {OPEN_MISERE.value}"
    assert _answer("fh-ladder", "misere-value") == "250 and 500"
    assert _answer("fh-ladder", "misere-rank") == "Above 7 no trumps, below 8♠"
    assert Bid.parse("7NT") < MISERE < Bid.parse("8S")
    grid = STEPS["fh-ladder"].examples[0].grid
    for row in grid[1:]:
        for letter, value in zip(("S", "C", "D", "H", "NT"), row[1:], strict=True):
            assert Bid.parse(f"{row[0]}{letter}").value == int(value)
    assert grid[1][1] == "40" and grid[-1][-1] == "520"
    assert len(grid) - 1 == len({bid.tricks for bid in LADDER if not bid.is_misere})


def test_the_auction() -> None:
    start = _hand()
    assert _answer("fh-auction", "first-call") == start.to_act.label == "South"
    after_east = _hand("bid 7H", "pass", "bid 7NT", "pass")
    assert Seat.WEST in after_east.passed
    assert _answer("fh-auction", "pass-final") == after_east.to_act.label == "South"
    misere = next(a for a in _hand("bid 7H", "pass", "bid 7NT").legal_actions()
                  if a.kind is Kind.BID and a.bid == MISERE)
    assert misere not in start.legal_actions()
    assert any(a.kind is Kind.BID and a.bid == OPEN_MISERE for a in start.legal_actions())
    # misère only after a 7 bid; open misère at any time; a bid must outrank the last
    assert _check("fh-auction", "first-bids").answer == {"6♠", "10♥", "open misère"}
    assert _check("fh-auction", "after-seven").answer == {"8♠", "misère", "open misère"}
    assert _hand("pass", "pass", "pass", "pass").phase is FiveHundredPhase.THROWN_IN
    assert _answer("fh-auction", "all-pass").startswith("The hand is thrown in")
    done = _hand("bid 7H", "pass", "bid 7NT", "pass", "pass")
    assert done.contractor is Seat.NORTH and done.phase is FiveHundredPhase.KITTY


def test_the_kitty_exchange() -> None:
    won = _hand("bid 7H", "pass", "pass", "pass")
    assert _answer("fh-kitty", "kitty-cards") == str(len(won.hand(Seat.SOUTH))) == "13"
    assert won.apply(f"discard {won.deal.kitty[0].text}").phase is FiveHundredPhase.KITTY
    assert _check("fh-kitty", "discard-kitty").answer == {
        won.deal.kitty[0].symbol, won.deal.hands[Seat.SOUTH][0].symbol}, (
        "a kitty card may go, a card held by another may not")
    assert _answer("fh-kitty", "lead") == _discard_kitty(won).to_act.label == "South"


def test_misere_is_played_alone() -> None:
    hand = _discard_kitty(_hand("bid 6H", "bid 7C", "pass", "pass", "misere", "pass"))
    assert hand.contract == MISERE and hand.sitting_out == {Seat.NORTH}
    assert _answer("fh-misere", "sits-out") == "North"
    while not hand.tricks:
        hand = hand.apply(hand.legal_actions()[0])
    assert _answer("fh-misere", "trick-size") == str(len(hand.tricks[0].plays)) == "3"
    points = hand_points(MISERE, Seat.SOUTH, (1, 5, 0, 4))
    assert _answer("fh-misere", "misere-lost") == f"{points[Seat.SOUTH]:+d}" == "-250"
    assert _answer("fh-misere", "misere-opponents") == "0" and points[Seat.WEST] == 0


def test_the_joker_in_no_trumps_and_misere() -> None:
    no_trumps = _discard_kitty(_hand("bid 7NT", "pass", "pass", "pass"))
    assert {a.suit.symbol for a in no_trumps.legal_actions() if a.kind is Kind.JOKER_SUIT} \
        == _check("fh-joker", "assign").answer == {suit.symbol for suit in Suit}
    second = no_trumps.apply("play AS").apply("play 7C").apply("play TS").apply("play 8S")
    assert second.to_act is Seat.SOUTH and second.led_suits == (Suit.SPADES,)
    named = {a.suit.symbol for a in second.legal_actions()
             if a.kind is Kind.PLAY and a.card == JOKER and a.suit is not None}
    assert named == _check("fh-joker", "lead-name").answer == {"♣", "♦", "♥"}
    nt = _discard_kitty(_hand("bid 7NT", "pass", "pass", "pass", deal=JOKER_WEST_DEAL))
    nt = nt.apply("play AS")
    assert JOKER in nt.legal_plays_for(Seat.WEST) and len(nt.legal_plays_for(Seat.WEST)) > 1
    assert _check("fh-joker", "keep-nt").answer == {
        card.symbol for card in nt.hand(Seat.WEST)}, "no spade: any card, the joker or not"
    misere = _discard_kitty(_hand("bid 6H", "bid 7C", "pass", "pass", "misere", "pass",
                                  deal=JOKER_WEST_DEAL)).apply("play AS")
    assert misere.legal_plays_for(Seat.WEST) == (JOKER,)
    assert _check("fh-joker", "must-misere").answer == {"Joker"}


def _scored(bid: str, tricks: tuple[int, ...]) -> FiveHundredResult:
    contract = Bid.parse(bid)
    return FiveHundredResult(False, contract, Seat.SOUTH, None, tricks,
                             hand_points(contract, Seat.SOUTH, tricks))


def test_scoring_by_the_avondale_schedule() -> None:
    made = _scored("7H", (5, 1, 3, 1))
    assert _answer("fh-scoring", "made") == f"+{made.points[Team.NORTH_SOUTH]}" == "+200"
    assert _answer("fh-scoring", "opponents") == f"+{made.points[Team.EAST_WEST]}" == "+20"
    down = _scored("7H", (4, 2, 2, 2))
    assert _answer("fh-scoring", "set") == str(down.points[Team.NORTH_SOUTH]) == "-200"
    slam = _scored("8S", (6, 0, 4, 0))
    assert slam.slam and _answer("fh-scoring", "slam") == "+250"


def test_winning_at_500_and_losing_at_minus_500() -> None:
    assert _answer("fh-winning", "win") == "North–South win the game"
    assert _answer("fh-winning", "opponents") == "Nobody yet: play on"
    assert _answer("fh-winning", "backwards") == "East–West win the game"
    defended = _scored("7H", (4, 2, 3, 1))
    assert match_winner((120 + 200, 480 + 30), defended) is None
    fell = _scored("7NT", (3, 3, 2, 2))
    assert match_winner((-380 - 220, 250), fell) is Team.EAST_WEST
    for row in STEPS["fh-winning"].examples[0].grid[1:]:
        assert row[3] in {"North–South win the game", "East–West win the game",
                          "Nobody yet: play on"}


def test_passing_five_hundred_steps_leaves_the_other_courses_alone() -> None:
    five_hundred, euchre = course_for("five_hundred"), course_for("euchre")
    progress = euchre.passed(Progress(), "deck")
    for key in five_hundred.keys:
        progress = five_hundred.passed(progress, key)
    assert progress.course_step == 1 and not progress.course_complete
    assert progress.finished(five_hundred.keys)
    assert not progress.finished(course_for("buck").keys)
    assert not progress.finished([step.key for step in build_course()])
