"""The Train page: ten bower quizzes and ten follow-suit puzzles, answered right and wrong."""

from __future__ import annotations

import json
from pathlib import Path

from streamlit.testing.v1 import AppTest

from euchre import Card, left_bower
from lessons.euchre.families import FOLLOW, RANKING
from lessons.euchre.ranking import RankingKind
from lessons.euchre.themes import EuchreTheme
from lessons.kit.exercise import AnswerForm
from lessons.kit.families import ExerciseFamily, ExerciseKey, generate
from lessons.kit.themes import Tier

ROOT = Path(__file__).resolve().parents[2]


def _open_train(family: ExerciseFamily = RANKING, tier: Tier = Tier.BEGINNER) -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60).run()
    app.switch_page("pages/train.py").run()
    app.segmented_control(key="train_family").set_value(family).run()
    app.segmented_control(key="train_tier").set_value(tier).run()
    assert not app.exception
    return app


def _current(app: AppTest):
    key = app.session_state["train_current"]
    return key, generate(key)


def _wrong(exercise):
    if exercise.form is AnswerForm.ORDER:
        return list(exercise.solution)[::-1]
    if exercise.form is AnswerForm.MULTI:
        illegal = [option for option in exercise.options if option not in exercise.solution]
        return [*sorted(exercise.solution), *illegal[:1]] if illegal else []
    return next(option for option in exercise.options if option not in exercise.solution)


def _right(exercise):
    if exercise.form is AnswerForm.ORDER:
        return list(exercise.solution)
    if exercise.form is AnswerForm.MULTI:
        return sorted(exercise.solution)
    return exercise.solution[0]


def _answer(app: AppTest, key, exercise, value) -> None:
    widget_key = f"train-answer-{key.id}"
    if exercise.form is AnswerForm.SINGLE:
        app.radio(key=widget_key).set_value(value)
    elif exercise.form is AnswerForm.MULTI:
        app.pills(key=widget_key).set_value(value)
    else:
        app.multiselect(key=widget_key).set_value(value)
    app.button(key="train-check").click().run()
    assert not app.exception


def _metric(app: AppTest, label: str) -> str:
    return next(metric.value for metric in app.metric if metric.label == label)


def _do_ten(app: AppTest, check_wrong) -> None:
    streak = best = 0
    seen = set()
    for number in range(10):
        key, exercise = _current(app)
        assert key.id not in seen, "every exercise is new"
        seen.add(key.id)
        assert any(exercise.prompt in md.value for md in app.markdown)
        right = number % 3 != 2
        if not right and exercise.form is AnswerForm.MULTI and _wrong(exercise) == []:
            right = True  # every card is legal: the only wrong answer is an empty pick
        _answer(app, key, exercise, _right(exercise) if right else _wrong(exercise))
        if right:
            assert app.success[0].value.startswith("Right"), app.success
            assert not app.error
            streak += 1
        else:
            assert app.error, "a wrong answer is marked wrong"
            check_wrong(app, exercise)
            streak = 0
        best = max(best, streak)
        assert _metric(app, "Current streak") == str(streak)
        assert _metric(app, "Best streak") == str(best)
        assert "train-check" not in [button.key for button in app.button], "answered once"
        app.button(key="train-next").click().run()
    assert _metric(app, "Answered") == "10"


def _ranking_wrong(app: AppTest, exercise) -> None:
    error = app.error[0].value
    text = " ".join(md.value for md in app.markdown)
    if exercise.kind is RankingKind.ORDER:
        right = [Card.parse(option) for option in exercise.solution]
        assert f"{right[0].symbol} is stronger than {right[-1].symbol}" in error
        assert "What goes wrong." in text and "takes" not in error
    elif exercise.kind is RankingKind.TRICK:
        winner = exercise.trick.winner
        assert f"{winner.label} wins with {exercise.trick.card_of(winner).symbol}" in error
        assert "loses to it because" in error
    else:
        card = exercise.scene.cards[0]
        assert error.startswith("Not right:") and card.symbol in error
        assert "What goes wrong." in text


def _follow_wrong(app: AppTest, exercise) -> None:
    error = app.error[0].value
    legal = [Card.parse(text).symbol for text in exercise.options if text in exercise.solution]
    assert error.startswith("Not quite. Legal:")
    assert all(symbol in error for symbol in legal)
    text = " ".join(md.value for md in app.markdown)
    assert "the table refuses it" in text and "must follow" in text
    if "the table refuses it: " in text:
        assert "You must follow" in text and "South must follow" not in text, "said to South"


def test_ten_bower_quizzes_right_and_wrong() -> None:
    _do_ten(_open_train(RANKING, Tier.ADVANCED), _ranking_wrong)


def test_ten_follow_suit_puzzles_right_and_wrong() -> None:
    _do_ten(_open_train(FOLLOW, Tier.ADVANCED), _follow_wrong)


def test_beginner_follow_puzzles_explain_the_left_bower() -> None:
    app = _open_train(FOLLOW, Tier.BEGINNER)
    app.selectbox(key="train_focus").set_value(EuchreTheme.LEFT_BOWER_SUIT).run()
    key, exercise = _current(app)
    assert key.theme is EuchreTheme.LEFT_BOWER_SUIT
    _answer(app, key, exercise, _right(exercise))
    text = " ".join(md.value for md in app.markdown)
    assert "it is the left bower" in text


def test_an_empty_answer_asks_for_one_and_counts_nothing() -> None:
    app = _open_train(RANKING, Tier.BEGINNER)
    app.button(key="train-check").click().run()
    assert app.warning[0].value.startswith("Choose an answer first")
    assert _metric(app, "Answered") == "0"


def test_a_tip_link_opens_its_theme() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60).run()
    app.query_params["family"] = "follow"
    app.query_params["theme"] = EuchreTheme.TRUMP_LEAD.value
    app.switch_page("pages/train.py").run()
    key = app.session_state["train_current"]
    assert key.family is FOLLOW and key.theme is EuchreTheme.TRUMP_LEAD
    assert key.tier is Tier.INTERMEDIATE, "the first tier that offers the theme"
    app.segmented_control(key="train_family").set_value(RANKING).run()
    assert app.session_state["train_current"].family is RANKING
    app.query_params["family"] = "follow"
    app.query_params["theme"] = EuchreTheme.TRUMP_LEAD.value
    app.run()
    assert app.session_state["train_current"].theme is EuchreTheme.TRUMP_LEAD, (
        "the link works again")


def test_accuracy_per_theme_reaches_the_progress_page() -> None:
    app = _open_train(RANKING, Tier.BEGINNER)
    key, exercise = _current(app)
    _answer(app, key, exercise, _wrong(exercise))
    app.switch_page("pages/progress.py").run()
    assert not app.exception
    table = app.dataframe[0].value
    row = table[table["theme"] == key.theme.label].iloc[0]
    assert row["answered"] == 1 and row["accuracy"] == 0.0
    assert any(key.theme.label in caption.value for caption in app.caption)
    [chart] = app.get("vega_lite_chart")
    spec = json.loads(chart.proto.spec)
    assert spec["encoding"]["x"]["field"] == "accuracy"
    assert spec["encoding"]["y"]["field"] == "theme"


def test_an_answer_after_an_empty_check_is_graded() -> None:
    app = _open_train(RANKING, Tier.BEGINNER)
    app.button(key="train-check").click().run()
    assert app.warning[0].value.startswith("Choose an answer first")
    key, exercise = _current(app)
    _answer(app, key, exercise, _right(exercise))
    assert app.success[0].value.startswith("Right"), "the second Check grades the answer"
    assert not app.warning
    assert _metric(app, "Answered") == "1"
    assert "train-next" in [button.key for button in app.button]


# Ordering quizzes whose cards a random shuffle once dealt already in the right order.
SHUFFLED_INTO_ORDER = [(Tier.BEGINNER, 10), (Tier.BEGINNER, 24), (Tier.INTERMEDIATE, 21),
                       (Tier.ADVANCED, 3)]


def test_an_ordering_quiz_needs_the_learner_to_order_the_cards() -> None:
    """Taking the cards in the order shown (what "select all" would do) is never right, and
    the list offers no "select all"."""
    app = _open_train(RANKING, Tier.BEGINNER)
    for tier, seed in SHUFFLED_INTO_ORDER:
        key = ExerciseKey(RANKING, tier, EuchreTheme.BOWER_RANKING, seed)
        app.segmented_control(key="train_tier").set_value(tier).run()
        app.session_state["train_current"] = key
        app.run()
        exercise = generate(key)
        widget = app.multiselect(key=f"train-answer-{key.id}")
        assert widget.proto.select_all == 0, "no select-all shortcut"
        shown = [Card.parse(option) for option in exercise.options]
        assert widget.options == [card.symbol for card in shown]
        assert list(exercise.options) != list(exercise.solution), "never shown in order"
        _answer(app, key, exercise, list(exercise.options))
        assert app.error and not app.success, "the cards as shown are not the answer"
        app.button(key="train-next").click().run()


def _left_bower_quiz_key() -> ExerciseKey:
    for seed in range(200):
        key = ExerciseKey(RANKING, Tier.ADVANCED, EuchreTheme.LEFT_BOWER_SUIT, seed)
        exercise = generate(key)
        if exercise.scene.cards[0] == left_bower(exercise.scene.trump):
            return key
    raise AssertionError("no left-bower quiz")


def test_the_left_bower_verdict_says_each_thing_once() -> None:
    """The verdict says the card is a trump; the reason adds what follows from it."""
    app = _open_train(RANKING, Tier.ADVANCED)
    key = _left_bower_quiz_key()
    app.session_state["train_current"] = key
    app.run()
    exercise = generate(key)
    card = exercise.scene.cards[0]
    _answer(app, key, exercise, _right(exercise))
    verdict = app.success[0].value
    assert "left bower" in verdict and "trump" in verdict
    reasons = " ".join(md.value for md in app.markdown if md.value.startswith("- "))
    assert "trump" not in reasons and "left bower" not in reasons, reasons
    assert f"only five {card.suit.symbol}" in reasons


def test_the_suit_pills_all_look_alike() -> None:
    """Colour in a pill's label reads as "selected": no suit is coloured in the pills."""
    app = _open_train(FOLLOW, Tier.BEGINNER)
    for _ in range(4):
        key, exercise = _current(app)
        labels = app.pills(key=f"train-answer-{key.id}").options
        assert labels == [Card.parse(option).symbol for option in exercise.options]
        app.button(key="train-check").click().run()
        app.segmented_control(key="train_tier").set_value(Tier.ADVANCED).run()
        app.segmented_control(key="train_tier").set_value(Tier.BEGINNER).run()


def test_the_focus_box_shows_mixed_after_its_theme_goes_away() -> None:
    app = _open_train(RANKING, Tier.BEGINNER)
    app.selectbox(key="train_focus").set_value(EuchreTheme.BOWER_RANKING).run()
    app.segmented_control(key="train_family").set_value(FOLLOW).run()
    focus = app.selectbox(key="train_focus")
    assert focus.index == 0, "an empty box reads 'Choose an option'"
    assert focus.options[0].startswith("Mixed")
    assert app.session_state["train_current"].family is FOLLOW
