"""The review of a decision names a pass by what it declines: at Cutthroat's "Defend
alone?" a pass is not defending alone."""

from __future__ import annotations

from types import SimpleNamespace

from euchre.actions import DEFEND_ALONE, ORDER_UP, PASS
from euchre.bots import OptionValue
from table.grading import ReviewedDecision
from ui.review import _decision_html

WORDS = SimpleNamespace(decision_context=lambda state, user: "Defend alone?")
POINT = SimpleNamespace(state=None)


def _review(chosen, *options: tuple) -> ReviewedDecision:
    return ReviewedDecision(1, 3, "bidding", chosen,
                            tuple(OptionValue(action, points, 0.02, 200)
                                  for action, points in options))


def test_a_pass_at_defend_alone_says_it_is_not_defending_alone() -> None:
    review = _review(DEFEND_ALONE, (PASS, 0.4), (DEFEND_ALONE, -1.2))

    text = _decision_html(review, POINT, WORDS, 0)

    assert "Expert prefers <b>Pass (not defending alone)</b>" in text
    assert "You chose <b>Defend alone</b>" in text


def test_a_pass_in_the_bidding_stays_a_pass() -> None:
    review = _review(ORDER_UP, (PASS, 0.4), (ORDER_UP, -1.2))

    assert "Expert prefers <b>Pass</b>" in _decision_html(review, POINT, WORDS, 0)
