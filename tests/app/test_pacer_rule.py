"""When a pacer's tick moves the Play page on: the latest pacer after a short view, the
other only once the step is long overdue (its change lost on the way to the browser)."""

from __future__ import annotations

from ui.table_state import MIN_SECONDS_ON_SCREEN, STALLED_SECONDS, rerun_is_due


def test_the_latest_pacer_moves_on_once_the_position_was_in_view() -> None:
    assert not rerun_is_due(0, changes=6, wait=0.0, shown_for=MIN_SECONDS_ON_SCREEN / 2)
    assert rerun_is_due(0, changes=6, wait=0.0, shown_for=MIN_SECONDS_ON_SCREEN)


def test_a_tick_of_the_other_pacer_waits_for_the_change_to_reach_the_browser() -> None:
    assert not rerun_is_due(1, changes=6, wait=0.0, shown_for=1.0)


def test_a_step_overdue_for_long_goes_on_even_on_the_other_pacers_tick() -> None:
    """A browser that never received the latest change would otherwise wait for ever."""
    assert rerun_is_due(1, changes=6, wait=0.0, shown_for=STALLED_SECONDS + 0.1)


def test_nothing_moves_while_the_table_waits_for_the_user_or_a_bot_is_not_due() -> None:
    assert not rerun_is_due(0, changes=6, wait=None, shown_for=60.0)
    assert not rerun_is_due(0, changes=6, wait=0.3, shown_for=60.0)
