"""The Buck Euchre course: every check's answer is what the Buck engine says, every example
a position the engine reaches, and passing its steps leaves the other courses alone."""

from __future__ import annotations

import pytest

from euchre.actions import ORDER_UP, PASS
from euchre.cards import Card, Suit
from euchre.errors import IllegalActionError
from euchre.games.buck import BuckHand, BuckMatch, BuckPhase, BuckRules, Player
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from euchre.games.buck.match import match_winners
from euchre.games.buck.result import hand_points
from lessons.buck.course import (
    CLUBS_DEAL,
    LESSON_DEAL,
    build_buck_course,
    finished_games,
    played_hands,
)
from lessons.cutthroat.course import build_cutthroat_course
from lessons.euchre.course import build_course
from lessons.kit.progress import Progress
from lessons.registry import course_for, courses
from tests.lessons.course_checks import assert_checks_grade

COURSE = build_buck_course()
STEPS = {step.key: step for step in COURSE}
P = BuckPhase


def _check(step: str, key: str):
    return next(check for check in STEPS[step].checks if check.key == key)


def _answer(step: str, key: str) -> str:
    (answer,) = _check(step, key).answer
    return answer


def _replayed(hand: BuckHand) -> BuckHand:
    """The hand rebuilt from its deal by applying its history, each action by its player."""
    replay = BuckHand.from_deal(hand.deal, hand.rules)
    for player, action in hand.history:
        replay = replay.apply(action, seat=player)
    return replay


def _ordered_by_south() -> BuckHand:
    """North and East pass, South orders up, West (the dealer) discards its first card."""
    hand = BuckHand.from_deal(LESSON_DEAL).apply(PASS).apply(PASS).apply(ORDER_UP)
    assert hand.phase is P.DEALER_DISCARD and hand.to_act is Player.WEST
    return hand.apply(hand.legal_actions()[0])


def test_the_course_covers_buck_in_short_steps_with_its_own_keys() -> None:
    assert [step.key for step in COURSE] == [
        "buck-count", "buck-clubs", "buck-drop", "buck-no-trump", "buck-bucked",
        "buck-maker", "buck-winning",
    ]
    others = {step.key for step in (*build_course(), *build_cutthroat_course())}
    assert not others & set(STEPS), "the courses never share a step key"
    for step in COURSE:
        assert step.checks and step.examples, step.key
        assert len({check.key for check in step.checks}) == len(step.checks)
    assert build_buck_course() is build_buck_course()


@pytest.mark.parametrize("step", COURSE, ids=lambda step: step.key)
def test_every_check_grades_right_and_wrong_answers(step) -> None:
    assert_checks_grade(step)


def test_answers_follow_the_rules_text() -> None:
    """rules/buck.md, on the lesson deals (West deals the Q♥; South deals the K♣)."""
    assert _answer("buck-count", "start") == "25"
    assert _answer("buck-count", "first-bidder") == "North"
    assert _answer("buck-clubs", "clubs-trump") == "Clubs are trump and play starts at once"
    assert _answer("buck-clubs", "clubs-drop") == "Nobody: everyone plays"
    assert _answer("buck-clubs", "clubs-maker") == "Nobody: there is no maker"
    assert _answer("buck-clubs", "clubs-lead") == "West"
    assert _answer("buck-drop", "first-asked") == "North"
    assert _answer("buck-drop", "maker-drop") == "South"
    assert _answer("buck-drop", "drop-lead") == "East"
    assert _answer("buck-drop", "drop-change") == "0"
    assert _answer("buck-no-trump", "all-pass") == "The hand is played with no trump"
    assert _answer("buck-no-trump", "asked") == "4"
    assert _answer("buck-no-trump", "plain-jack") == "South"
    assert _answer("buck-bucked", "bucked-change") == "+5"
    assert _answer("buck-bucked", "dropped-change") == "0"
    assert _answer("buck-maker", "maker-zero") == "+10"
    assert _answer("buck-winning", "lowest-wins") == "South wins the game"
    assert _answer("buck-winning", "tie-shared") == "South and North share the win"


def test_the_deal_and_counting_answers_are_the_engines() -> None:
    match = BuckMatch.new(BuckRules(), seed=3)
    assert _answer("buck-count", "start") == str(match.score[0])
    assert set(match.score) == {BuckRules().starting_score}
    start = BuckHand.from_deal(LESSON_DEAL)
    assert _answer("buck-count", "first-bidder") == start.to_act.label
    hand = played_hands()["a player takes 2 tricks"]
    result = hand.result()
    check = _check("buck-count", "two-tricks")
    taker = Player.parse(check.question.split()[0])
    assert result.tricks_by_seat[taker] == 2 and taker != result.maker
    assert _answer("buck-count", "two-tricks") == str(25 + result.points_by_seat[taker])


def test_a_turned_club_fixes_trump_without_bidding_or_dropping_out() -> None:
    hand = BuckHand.from_deal(CLUBS_DEAL)
    assert hand.upcard == Card.parse("KC")
    assert hand.clubs_turned and hand.trump is Suit.CLUBS and hand.maker is None
    assert hand.phase is P.PLAY
    with pytest.raises(IllegalActionError) as refused:
        hand.apply(DROP_OUT)
    assert str(refused.value) in _check("buck-clubs", "clubs-drop").why
    assert _answer("buck-clubs", "clubs-lead") == hand.to_act.label == hand.dealer.left.label


def test_the_drop_out_answers_are_the_engines() -> None:
    ready = _ordered_by_south()
    assert ready.phase is P.DROP_OUT and ready.maker is Player.SOUTH
    asked, hand = [], ready
    while hand.phase is P.DROP_OUT:
        asked.append(hand.to_act)
        hand = hand.apply(STAY_IN)
    assert Player.SOUTH not in asked
    assert _answer("buck-drop", "first-asked") == asked[0].label
    assert _answer("buck-drop", "maker-drop") == ready.maker.label
    dropped = ready.apply(DROP_OUT)
    while dropped.phase is P.DROP_OUT:
        dropped = dropped.apply(STAY_IN)
    assert dropped.phase is P.PLAY and dropped.dropped == {asked[0]}
    assert _answer("buck-drop", "drop-lead") == dropped.to_act.label
    while not dropped.is_over:
        dropped = dropped.apply(dropped.legal_actions()[0])
    change = dropped.result().points_by_seat[asked[0]]
    assert _answer("buck-drop", "drop-change") == (f"{change:+d}" if change else "0")


def test_the_no_trump_answers_are_the_engines() -> None:
    hand = BuckHand.from_deal(LESSON_DEAL)
    for _ in range(8):
        hand = hand.apply(PASS)
    assert hand.no_trump and hand.trump is None and hand.phase is P.DROP_OUT
    asked = 0
    while hand.phase is P.DROP_OUT:
        hand = hand.apply(STAY_IN)
        asked += 1
    assert _answer("buck-no-trump", "asked") == str(asked)
    for card in ("QS", "JS", "AS", "9S"):
        hand = hand.apply(f"play {card}")
    (trick,) = hand.tricks
    assert _answer("buck-no-trump", "plain-jack") == trick.winner.label
    assert dict(trick.plays)[trick.winner] == Card.parse("AS"), "the J♠ is a plain jack"


def test_the_scoring_examples_are_played_engine_hands() -> None:
    hands = played_hands()
    for name, hand in hands.items():
        assert hand.is_over and _replayed(hand) == hand, name
        result = hand.result()
        assert result.points_by_seat == hand_points(result.tricks_by_seat, result.maker,
                                                    result.dropped)
    for step, names in (("buck-bucked", ("a player is bucked", "no trump, a player bucked",
                                         "clubs turned, a player bucked")),
                        ("buck-maker", ("maker takes 3 or 4", "maker set with 1 or 2",
                                        "maker takes no trick"))):
        grid = STEPS[step].examples[0].grid
        assert [row[0] for row in grid[1:]] == list(names)
        for row, name in zip(grid[1:], names, strict=True):
            result = hands[name].result()
            assert row[1] == result.summary()
            shown = [int(cell.rsplit(": ", 1)[1]) for cell in row[2:]]
            assert tuple(shown) == result.points_by_seat

    bucked = hands["a player is bucked"].result()
    victim = Player.parse(_check("buck-bucked", "bucked-change").question.split()[0])
    assert victim in bucked.bucked and victim != bucked.maker
    assert _answer("buck-bucked", "bucked-change") == f"{bucked.points_by_seat[victim]:+d}"
    no_trump = hands["no trump, a player bucked"].result()
    assert no_trump.no_trump
    assert _check("buck-bucked", "no-trump-bucked").answer == {
        player.label for player in no_trump.bucked}
    for case, key in (("maker takes 3 or 4", "maker-made"), ("maker set with 1 or 2",
                                                            "maker-set"),
                      ("maker takes no trick", "maker-zero")):
        result = hands[case].result()
        assert _answer("buck-maker", key) == f"{result.points_by_seat[result.maker]:+d}"
    made = hands["maker takes 3 or 4"].result()
    assert not made.maker_set and hands["maker set with 1 or 2"].result().maker_set


def test_the_winning_answers_are_the_engines() -> None:
    games = finished_games()
    for name, game in games.items():
        assert game.is_over, name
        replay = BuckMatch.new(game.rules, seed=game.seed, first_dealer=game.hands[0].dealer)
        for number, hand in enumerate(game.hands):
            if number:
                replay = replay.next_hand()
            for player, action in hand.history:
                replay = replay.apply(action, seat=player)
        assert replay == game, name
    at_zero, all_five = games["won at zero"], games["won by all five tricks"]
    assert min(at_zero.score) <= 0
    winner = all_five.results()[-1].took_all_five
    assert all_five.winners == (winner,) and all_five.score[winner] > 0
    labels = [player.label for player in at_zero.winners]
    assert labels and all(at_zero.score[player] == min(at_zero.score)
                          for player in at_zero.winners)
    assert _answer("buck-winning", "zero-winner") == (
        f"{labels[0]} wins the game" if len(labels) == 1
        else f"{', '.join(labels[:-1])} and {labels[-1]} share the win")
    assert _answer("buck-winning", "all-five") == f"{winner.label} wins the game"
    for key in ("zero-winner", "all-five"):
        assert "wins" not in _check("buck-winning", key).question, "the question tells"
    grid = STEPS["buck-winning"].examples[0].grid
    assert [(int(row[0]), *map(int, row[2:])) for row in grid[1:]] == \
        at_zero.score_history()[1:]
    assert match_winners((-2, 15, -1, 9), None) == (Player.SOUTH,)


def test_passing_buck_steps_leaves_the_other_courses_alone() -> None:
    buck, euchre = course_for("buck"), course_for("euchre")
    assert [course.game_id for course in courses()] == ["euchre", "cutthroat", "buck",
                                                        "five_hundred"]
    progress = euchre.passed(Progress(), "deck")
    for key in buck.keys:
        progress = buck.passed(progress, key)
    assert progress.course_step == 1 and not progress.course_complete
    assert progress.finished(buck.keys)
    assert not progress.finished(course_for("cutthroat").keys)
    assert Progress.from_dict(progress.to_dict()) == progress
