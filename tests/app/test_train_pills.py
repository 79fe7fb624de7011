"""The Exercise pills name each family without its game's name, which the Game control
above already shows, and fit one row."""

from __future__ import annotations

from lessons import registry
from lessons.cutthroat.families import BID
from lessons.kit.themes import Tier
from tests.app.train_support import open_train
from ui.game_choice import game_label

ROW_BUDGET = 120  # characters a desktop row of pills holds, a pill's edges counting 6


def test_the_exercise_pills_do_not_repeat_the_game_and_fit_one_row() -> None:
    app = open_train(BID, Tier.BEGINNER)
    for game in dict.fromkeys(family.game_id for family in registry.families()):
        app.segmented_control(key="train_game").set_value(game).run()
        labels = app.segmented_control(key="train_family").options
        assert labels and not any(label.startswith(game_label(game)) for label in labels)
        assert sum(len(label) + 6 for label in labels) <= ROW_BUDGET, labels
    assert "The joker's suit" in labels
