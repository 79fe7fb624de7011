"""How the feedback reads its figures: options worth the same are equal (not a close call),
a margin below the other players' mean is "less", a set of options with a pass among them is
"every call" (a pass is no bid)."""

from __future__ import annotations

from types import SimpleNamespace

from euchre.actions import PASS, Action, play
from euchre.bots import Decision, Explanation, OptionValue
from euchre.games import PLAY_PHASE
from euchre.games.cutthroat.bots.expert import _against_others
from euchre.seats import Seat
from lessons.kit.analysis import analysis_feedback
from lessons.kit.simulated import SimulatedChoice


def test_a_family_games_options_worth_exactly_the_same_read_as_equal() -> None:
    seven, ace = play("7S"), play("AS")
    view = SimpleNamespace(phase=PLAY_PHASE, legal_actions=(seven, ace), seat=0,
                           seating=SimpleNamespace(names=("South",)))
    options = (OptionValue(ace, 1.25, 0.1, 200, 0.0), OptionValue(seven, 1.25, 0.1, 200, 0.0))
    decision = Decision(Seat.SOUTH, ace, Explanation("I play A♠.", (), options))

    headline = analysis_feedback(view, decision, "Points are points.").headline

    assert headline == ("Expert would play A♠. A♠ is worth +1.25 points on average, and 7♠ "
                        "is worth exactly the same.")
    assert "close call" not in headline and "noise" not in headline


def test_a_margin_below_the_other_players_mean_reads_as_less() -> None:
    assert _against_others(-1.41) == ("averages 1.41 points less than the mean of the other "
                                      "two players")
    assert _against_others(0.5) == ("averages 0.50 points more than the mean of the other "
                                    "two players")


class _Bids(SimulatedChoice):
    """Two options that both lose, a pass and a bid."""

    option_kind = "bid"
    beneficiary = "you"

    def __init__(self, values: tuple[OptionValue, ...]) -> None:
        self.values = values
        self.options = tuple(value.action.text for value in values)
        self.expert_choice = values[0].action
        self.explanation = ""

    def label(self, option: str) -> str:
        return "Pass" if option == PASS.text else option.capitalize()


def test_losing_bids_with_a_pass_among_them_are_every_call_not_every_bid() -> None:
    order = Action.parse("order up")
    drill = _Bids((OptionValue(PASS, -0.5, 0.02, 200, 0.0),
                   OptionValue(order, -1.5, 0.02, 200, 0.03)))

    assert "every call loses points on average" in drill.bad_deal_note()
    assert "both calls lose points" in drill.why_better(drill.values[0], drill.values[1])
    assert "bid" not in drill.grade(order.text).headline.split(".")[0]
