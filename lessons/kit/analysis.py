"""Expert's values for every legal option of a position, as the feedback the Train page
shows (a headline, the chart and the table, the margin and Expert's reasons), for any
game of the family: the game names its options and says what its points mean."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from euchre.bots import Decision, OptionValue
from euchre.games import PLAY_PHASE, GameView
from lessons.kit.exercise import Feedback, OptionRow
from lessons.kit.simulated import CLEAR_MARGIN_SE, margin_verdict

__all__ = ["analysis_feedback", "option_label"]


def option_label(action: Any, view: GameView) -> str:
    """How an option is named in the chart and the table: "J♦" for a card played,
    "Discard 9♠", else what the player is asked ("Order it up", "Bid 7♥", "Drop out")."""
    card = getattr(action, "card", None)
    if card is not None and view.phase == PLAY_PHASE:
        named = getattr(action, "suit", None)
        return card.symbol if named is None or card.suit is not None else (
            f"{card.symbol} as {named.symbol}")
    if card is not None:
        return f"Discard {card.symbol}"
    return action.instruction


def _option_kind(view: GameView) -> str:
    if view.phase == PLAY_PHASE:
        return "card"
    legal = view.legal_actions
    if legal and all(getattr(action, "card", None) is not None for action in legal):
        return "discard"
    return "call"


def _phrase(label: str) -> str:
    """An option's label inside a sentence: "bid 7♥", but a card stays "A♣"."""
    return label[:1].lower() + label[1:] if label[1:2].islower() else label


def analysis_feedback(view: GameView, decision: Decision, points_meaning: str,
                      points_axis: str = Feedback.points_axis,
                      label: Callable[[Any, GameView], str] = option_label) -> Feedback:
    """Expert's decision for ``view`` as feedback: its choice, every legal option with its
    figures, the margin over the next best and its reasons. ``points_meaning`` says, in a
    sentence, what the game's points are."""
    explanation = decision.explanation
    values = tuple(sorted(explanation.options, key=lambda value: -value.expected_points))
    chosen_label = label(decision.action, view)
    chosen = (f"play {chosen_label}" if view.phase == PLAY_PHASE
              else _phrase(chosen_label))
    reasons_text = "\n".join(
        f"- {text[:1].upper()}{text[1:]}"
        for text in (explanation.summary,
                     *(factor.text.strip() for factor in explanation.factors
                       if factor.name != "samples")) if text)
    kind = _option_kind(view)
    if len(values) < 2:
        headline = (f"Expert would {chosen}. "
                    + ("It is the only legal option here: there is nothing to weigh."
                       if len(view.legal_actions) == 1 else explanation.summary))
        return Feedback(None, headline, (), decision.action.text, bot_explanation=reasons_text,
                        option_kind=kind, points_axis=points_axis)
    best, runner_up = values[0], values[1]
    rows = tuple(
        OptionRow(value.action, label(value.action, view), value.expected_points,
                  value.std_error, value.samples,
                  0.0 if value is best else float(value.paired_error or 0.0))
        for value in values)
    gap, noise, clear = margin_verdict(best, runner_up)
    worth = (f"Expert would {chosen}. {label(best.action, view)} is worth "
             f"{best.expected_points:+.2f} points on average")
    if round(gap, 2) == 0:  # as shown: identical figures are equal, not a close call
        headline = (f"{worth}, and {_phrase(label(runner_up.action, view))} is worth "
                    "exactly the same.")
    else:
        verdict = (f"a clear margin, over {CLEAR_MARGIN_SE:.0f} times the noise" if clear
                   else "a close call, within the simulation's noise")
        headline = (f"{worth}, {gap:.2f} more than "
                    f"{_phrase(label(runner_up.action, view))} (noise ±{noise:.2f}): "
                    f"{verdict}.")
    seat = view.seating.names[view.seat]
    reasons = (
        f"Expert dealt the cards {seat} cannot see {best.samples} ways, consistent with "
        f"everything that seat knows, and played every legal option out on the same deals. "
        f"{points_meaning}",
        *_choice_note(decision.action, best, view, label),
    )
    return Feedback(None, headline, reasons, best.action.text, options=rows,
                    bot_explanation=reasons_text, option_kind=kind, points_axis=points_axis)


def _choice_note(action: Any, best: OptionValue, view: GameView,
                 label: Callable[[Any, GameView], str]) -> tuple[str, ...]:
    """Why Expert's choice is not the option with the most points, when it is not."""
    if action == best.action:
        return ()
    return (f"Expert chooses {_phrase(label(action, view))} over "
            f"{_phrase(label(best.action, view))}: its reasons below say why (a call must "
            "beat the alternatives by a margin, or the score changes which is better).",)
