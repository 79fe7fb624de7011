"""Expert's valued options survive a saved table, their paired errors included."""

from __future__ import annotations

from euchre.actions import ORDER_UP, PASS, Action
from euchre.bots.base import Explanation, OptionValue
from table.log import explanation_from_dict


def test_options_with_paired_errors_restore_exactly() -> None:
    explanation = Explanation("I order up.", (), (
        OptionValue(ORDER_UP, 0.82, 0.07, 400, paired_error=0.0),
        OptionValue(PASS, 0.41, 0.06, 400, paired_error=0.04),
    ))
    assert explanation_from_dict(explanation.to_dict(), Action.parse) == explanation
    older = Explanation("I pass.", (), (OptionValue(PASS, 0.1, 0.02, 8),))
    assert explanation_from_dict(older.to_dict(), Action.parse) == older
