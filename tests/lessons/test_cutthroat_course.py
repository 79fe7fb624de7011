"""The Cutthroat course: every check's answer is the Cutthroat engine's, every example a
position the engine reaches, and passing its steps leaves the four-handed course alone."""

from __future__ import annotations

import pytest

from euchre.actions import DEFEND_ALONE, ORDER_UP, PASS
from euchre.games.cutthroat import (
    CutthroatHand,
    CutthroatMatch,
    CutthroatPhase,
    Player,
)
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from euchre.games.cutthroat.match import match_winner
from euchre.games.cutthroat.result import hand_points
from lessons.cutthroat.course import (
    LESSON_DEAL,
    build_cutthroat_course,
    played_match,
    scoring_hands,
)
from lessons.euchre.course import build_course
from lessons.kit.course import REVEAL_ON
from lessons.kit.progress import Progress
from lessons.registry import course_for, courses
from tests.lessons.course_checks import assert_checks_grade

COURSE = build_cutthroat_course()
STEPS = {step.key: step for step in COURSE}


def _check(step: str, key: str):
    return next(check for check in STEPS[step].checks if check.key == key)


def _answer(step: str, key: str) -> str:
    (answer,) = _check(step, key).answer
    return answer


def _start() -> CutthroatHand:
    return CutthroatHand.from_deal(LESSON_DEAL)


def _replayed(hand: CutthroatHand) -> CutthroatHand:
    """The hand rebuilt from its deal by applying its history, each action by its player."""
    replay = CutthroatHand.from_deal(hand.deal, hand.rules)
    for player, action in hand.history:
        replay = replay.apply(action, seat=player)
    return replay


def test_the_course_is_short_and_its_keys_are_its_own() -> None:
    assert [step.key for step in COURSE] == [
        "cutthroat-deal", "cutthroat-sides", "cutthroat-dummy", "cutthroat-lone",
        "cutthroat-scoring", "cutthroat-match",
    ]
    assert 4 <= len(COURSE) <= 6
    four_handed = {step.key for step in build_course()}
    assert not four_handed & set(STEPS), "the two courses never share a step key"
    for step in COURSE:
        assert step.checks and step.examples, step.key
        assert len({check.key for check in step.checks}) == len(step.checks)
    assert build_cutthroat_course() is build_cutthroat_course()


@pytest.mark.parametrize("step", COURSE, ids=lambda step: step.key)
def test_every_check_grades_right_and_wrong_answers(step) -> None:
    assert_checks_grade(step)


def test_answers_follow_the_rules_text() -> None:
    """West deals the lesson deal; South makes hearts (rules/cutthroat.md)."""
    assert _answer("cutthroat-deal", "left-over") == "4"
    assert _answer("cutthroat-deal", "first-bidder") == "East"
    assert _answer("cutthroat-deal", "all-pass") == "The hand is thrown in: nobody scores"
    assert _answer("cutthroat-sides", "side-before") == "Nobody: South plays for South"
    assert _answer("cutthroat-sides", "side-after") == "East"
    assert _answer("cutthroat-sides", "tricks-needed") == "3"
    assert _answer("cutthroat-dummy", "dummy-discards") == "5"
    assert _answer("cutthroat-dummy", "dealer-discards") == "6"
    assert _answer("cutthroat-dummy", "alone-dummy") == "It stays face down, out of play"
    assert _answer("cutthroat-lone", "maker-alone-lead") == "West"
    assert _answer("cutthroat-lone", "first-asked") == "East"
    assert _answer("cutthroat-lone", "defender-sits-out") == "West"
    assert _answer("cutthroat-lone", "defender-lead") == "South"
    assert _answer("cutthroat-scoring", "alone-march") == "3"
    assert _answer("cutthroat-scoring", "lone-defender-march") == "4"
    assert len(_check("cutthroat-scoring", "euchre-scorers").answer) == 2
    assert _answer("cutthroat-match", "higher-wins") == "West wins the match"
    assert _answer("cutthroat-match", "tie-play-on") == "Nobody yet: play on"
    assert _answer("cutthroat-match", "tie-maker") == "East wins the match"


def test_bidding_answers_are_the_engines() -> None:
    start = _start()
    assert _answer("cutthroat-deal", "first-bidder") == start.to_act.label
    assert _answer("cutthroat-deal", "left-over") == str(len(start.kitty))
    hand = start
    for _ in range(6):
        hand = hand.apply(PASS)
    assert hand.phase is CutthroatPhase.THROWN_IN
    assert hand.result().points_by_seat == (0, 0, 0)

    assert start.sides == (0, 1, 2)
    ordered = start.apply(PASS).apply(ORDER_UP)
    assert ordered.maker is Player.SOUTH
    west, east = ordered.sides[Player.WEST], ordered.sides[Player.EAST]
    assert west == east != ordered.sides[Player.SOUTH]
    assert _answer("cutthroat-sides", "side-after") == "East"


def _discard_until_play(hand: CutthroatHand) -> tuple[CutthroatHand, int]:
    """Discard the maker's first legal card until the phase changes; the hand and count."""
    count = 0
    while hand.phase is CutthroatPhase.DUMMY_DISCARD:
        hand = hand.apply(hand.legal_actions()[0])
        count += 1
    return hand, count


def test_the_dummy_answers_are_counted_in_the_engine() -> None:
    start = _start()
    ordered = start.apply(PASS).apply(ORDER_UP)
    choice = ordered.apply(ordered.legal_actions()[0])  # West's pick-up discard
    assert choice.phase is CutthroatPhase.MAKER_CHOICE and choice.to_act is Player.SOUTH
    taken = choice.apply(TAKE_DUMMY)
    assert len(taken.hand(Player.SOUTH)) == 10
    after, discarded = _discard_until_play(taken)
    assert after.phase is CutthroatPhase.DEFEND_ALONE
    assert _answer("cutthroat-dummy", "dummy-discards") == str(discarded)

    by_dealer = start.apply(PASS).apply(PASS).apply(ORDER_UP)
    by_dealer = by_dealer.apply(by_dealer.legal_actions()[0]).apply(TAKE_DUMMY)
    by_dealer, _ = _discard_until_play(by_dealer)
    assert by_dealer.maker is by_dealer.dealer
    assert _answer("cutthroat-dummy", "dealer-discards") == str(len(by_dealer.discards))

    alone = choice.apply(GO_ALONE)
    assert alone.dummy == LESSON_DEAL.dummy and alone.took_dummy is False
    assert alone.view(Player.SOUTH).hand == choice.hand(Player.SOUTH)


def test_the_leads_are_the_engines() -> None:
    ordered = _start().apply(PASS).apply(ORDER_UP)
    choice = ordered.apply(ordered.legal_actions()[0])
    maker_alone = choice.apply(GO_ALONE).apply(PASS).apply(PASS)
    assert _answer("cutthroat-lone", "maker-alone-lead") == maker_alone.leader.label
    asked, _ = _discard_until_play(choice.apply(TAKE_DUMMY))
    assert _answer("cutthroat-lone", "first-asked") == asked.to_act.label
    defending = asked.apply(DEFEND_ALONE)
    assert defending.phase is CutthroatPhase.PLAY
    assert _check("cutthroat-lone", "defender-sits-out").answer == {
        player.label for player in defending.sitting_out}
    assert _answer("cutthroat-lone", "defender-lead") == defending.leader.label

    grid = STEPS["cutthroat-lone"].examples[0].grid
    leads = {row[0]: row[2] for row in grid[1:]}
    nobody = asked.apply(PASS).apply(PASS)
    assert leads["nobody"] == nobody.leader.label == choice.dealer.left.label


def test_the_scoring_examples_are_played_engine_hands() -> None:
    hands = scoring_hands()
    grid = STEPS["cutthroat-scoring"].examples[0].grid
    assert len(grid) - 1 == len(hands) == 6
    for row, (name, hand) in zip(grid[1:], hands.items(), strict=True):
        assert hand.phase is CutthroatPhase.SCORED
        assert _replayed(hand) == hand, "the example replays through the engine"
        result = hand.result()
        maker = result.maker
        assert result.points_by_seat == hand_points(
            maker, hand.tricks_won[maker], hand.lone_defender)
        assert row[0] == name and row[1] == result.summary()
        shown = tuple(0 if cell == "0" else int(cell.lstrip("+")) for cell in row[2:])
        assert shown == result.points_by_seat
    euchred = hands["maker euchred"].result()
    assert _check("cutthroat-scoring", "euchre-scorers").answer == {
        player.label for player in Player if euchred.points_by_seat[player] > 0}
    alone = hands["maker alone takes all five"].result()
    assert alone.maker_alone and alone.march
    assert _answer("cutthroat-scoring", "alone-march") == str(alone.points_by_seat[alone.maker])
    lone = hands["lone defender takes all five"].result()
    assert lone.lone_defender is not None
    assert _answer("cutthroat-scoring", "lone-defender-march") == str(
        lone.points_by_seat[lone.lone_defender])


def test_the_match_example_and_its_winner_are_the_engines() -> None:
    match = played_match()
    replay = CutthroatMatch.new(match.rules, seed=match.seed,
                                first_dealer=match.hands[0].dealer)
    for number, hand in enumerate(match.hands):
        if number:
            replay = replay.next_hand()
        for player, action in hand.history:
            replay = replay.apply(action, seat=player)
    assert replay == match and replay.is_over
    grid = STEPS["cutthroat-match"].examples[0].grid
    assert [(int(row[0]), *map(int, row[2:])) for row in grid[1:]] == match.score_history()[1:]
    assert [row[1] for row in grid[1:]] == [result.summary() for result in match.results()]
    assert _answer("cutthroat-match", "match-winner") == f"{match.winner.label} wins the match"
    assert max(match.score) >= match.rules.points_to_win

    after = tuple(a + b for a, b in zip((9, 9, 6), hand_points(Player.EAST, 2, None),
                                        strict=True))
    assert after == (11, 11, 6) and match_winner(after, 10, Player.EAST) is None
    assert match_winner((11, 11, 11), 10, Player.EAST) is Player.EAST


def test_wrong_answers_explain_the_rule() -> None:
    result = _check("cutthroat-lone", "defender-lead").grade("East", attempt=REVEAL_ON)
    assert not result.correct
    assert "the answer is South" in result.message
    assert "skipping the defender who sits out" in result.message
    result = _check("cutthroat-match", "tie-play-on").grade("South wins the match",
                                                            attempt=REVEAL_ON)
    assert "play continues" in result.message


def test_passing_cutthroat_steps_leaves_the_four_handed_course_alone() -> None:
    cutthroat, euchre = course_for("cutthroat"), course_for("euchre")
    assert [course.game_id for course in courses()] == ["euchre", "cutthroat", "buck",
                                                        "five_hundred"]
    progress = euchre.passed(Progress(), "deck")
    assert progress.course_step == 1
    for key in cutthroat.keys:
        progress = cutthroat.passed(progress, key)
    assert progress.course_step == 1 and not progress.course_complete
    assert progress.finished(cutthroat.keys)
    assert progress.next_step(euchre.keys) == 1
    assert Progress.from_dict(progress.to_dict()) == progress
