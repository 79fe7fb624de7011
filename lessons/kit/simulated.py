"""Grading a decision by the Expert's simulation, with one robustness rule for every drill.

The Expert plays every option out on the same sampled deals, so the noise in the gap
between two options is the standard error of their per-deal difference (the paired
error), not their two errors combined. A drill is graded only when the best option beats
every other by a clear margin (``CLEAR_MARGIN_SE`` paired standard errors and at least
``MIN_GAP`` points, or the drill's own smallest gap for a game scored in larger points) and
the Expert picks it; otherwise the close options are a judgment
call and only an option clearly worse than the best counts as wrong (the Expert's own
choice, when its rule picks another option than the best average, never does).

Bidding drills (four-handed Euchre), drop-out drills (Buck Euchre) and auction drills (Five
Hundred) share this rule through ``SimulatedChoice``; each says what its options are and
what its points mean.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from euchre.actions import Action
from euchre.bots.base import Decision, OptionValue
from lessons.kit.exercise import AnswerForm, Feedback, OptionRow, Scene
from lessons.kit.themes import Theme, Tier

__all__ = [
    "CLEAR_MARGIN_SE",
    "MIN_GAP",
    "SimulatedChoice",
    "SimulatedDrill",
    "draw_theme",
    "explanation_text",
    "first_clear",
    "gap_noise",
    "margin_verdict",
]

D = TypeVar("D", bound="SimulatedChoice")
CLEAR_MARGIN_SE = 3.0  # the best must beat the next by this many paired standard errors
MIN_GAP = 0.15  # …and by at least this many expected points


def gap_noise(best: OptionValue, other: OptionValue) -> float:
    """The standard error of the gap between ``best`` and ``other``: the paired error when
    both come from one simulation with ``best`` as its reference, else the two errors
    combined as if independent."""
    if best.paired_error == 0.0 and other.paired_error is not None:
        return other.paired_error
    return math.hypot(best.std_error, other.std_error)


def margin_verdict(best: OptionValue, other: OptionValue, min_gap: float = MIN_GAP
                   ) -> tuple[float, float, bool]:
    """(gap in points, its standard error, whether ``best`` clearly beats ``other``: by
    ``CLEAR_MARGIN_SE`` standard errors and at least ``min_gap`` points)."""
    gap = best.expected_points - other.expected_points
    noise = gap_noise(best, other)
    return gap, noise, gap > CLEAR_MARGIN_SE * noise and gap >= min_gap


def draw_theme(drills: str, offered: Sequence[Theme], seed: int, tier: Tier,
               theme: Theme | None, variant: int) -> tuple[random.Random, Theme]:
    """The random source of one drill position (from its name, seed and ``variant``) and
    its theme: ``theme`` if given, else one drawn from those ``offered`` at ``tier``."""
    rng = random.Random(f"{drills}:{int(tier)}:{theme}:{seed}:{variant}")
    themes = [t for t in offered if theme is None or t is theme]
    if not themes:
        raise ValueError(f"{tier.label} {drills} drills do not practise {theme}.")
    return rng, rng.choice(themes)


def first_clear(evaluated: Callable[[int], D], tries: int) -> D:
    """The first of the drills ``evaluated(0)``, ``evaluated(1)``… clear enough to grade;
    the last of ``tries`` (a judgment call) when none is."""
    for variant in range(tries):
        drill = evaluated(variant)
        if drill.clear:
            break
    return drill


def explanation_text(decision: Decision) -> str:
    """The Expert's reasons as a list: its sentence, then each factor but the sample count."""
    explanation = decision.explanation
    lines = [explanation.summary]
    lines += [factor.text.strip() for factor in explanation.factors if factor.name != "samples"]
    return "\n".join(f"- {line[:1].upper()}{line[1:]}" for line in lines)


class SimulatedChoice:
    """The grading of a drill whose options the Expert valued (best first in ``values``).

    A drill class provides ``values``, ``options``, ``expert_choice``, ``explanation`` and
    ``label``; and says what an option is (``option_kind``), who gains the points
    (``beneficiary``), what the points are (``points_meaning``), how the chart's axis
    reads (``points_axis``) and the smallest gap ever graded in its points (``min_gap``)."""

    values: tuple[OptionValue, ...]
    options: tuple[str, ...]
    expert_choice: Action | None
    explanation: str
    option_kind: ClassVar[str] = "bid"
    beneficiary: ClassVar[str] = "your team"
    points_meaning: ClassVar[str] = ""
    points_axis: ClassVar[str] = ""
    min_gap: ClassVar[float] = MIN_GAP
    zero_changes_nothing: ClassVar[bool] = True  # an option worth exactly 0 leaves all as is

    def label(self, option: str) -> str:
        raise NotImplementedError

    def follows(self, value: OptionValue) -> str:
        """What the option leads to at the table, in a sentence ("" when nothing to add)."""
        return ""

    # ---- the evaluation -----------------------------------------------------------------
    @property
    def best(self) -> OptionValue:
        return self.values[0]

    @property
    def runner_up(self) -> OptionValue:
        return self.values[1]

    @property
    def clear(self) -> bool:
        """Graded: the best option beats every other by a clear margin, and the Expert
        picks it.

        (The Expert may decline an option that scores only slightly more than another;
        such a drill is a judgment call, never a contradiction of its own reasons.)
        """
        agrees = self.expert_choice is None or self.expert_choice == self.best.action
        return agrees and all(self._verdict(self.best, value)[2] for value in self.values[1:])

    def _verdict(self, best: OptionValue, other: OptionValue) -> tuple[float, float, bool]:
        return margin_verdict(best, other, self.min_gap)

    def value_of(self, option: str) -> OptionValue:
        return next(value for value in self.values if value.action.text == option)

    def close_to_best(self, option: str) -> bool:
        """Within the simulation's noise of the best option (the best itself included), or
        the Expert's own choice when it is not the best."""
        value = self.value_of(option)
        return (self._within_noise(value)
                or (self.expert_disagrees and value.action == self.expert_choice))

    def _within_noise(self, value: OptionValue) -> bool:
        return value is self.best or not self._verdict(self.best, value)[2]

    @property
    def expert_disagrees(self) -> bool:
        """The Expert picks another of the options than the one that averages most (its
        own rule, e.g. a contract made too rarely, weighs more than the average)."""
        return (self.expert_choice is not None and self.expert_choice != self.best.action
                and any(value.action == self.expert_choice for value in self.values))

    def _expert_note(self) -> str:
        """What the Expert does instead of the best average, in words ("" when it agrees
        or its choice is within the noise of the best)."""
        if not self.expert_disagrees:
            return ""
        value = next(v for v in self.values if v.action == self.expert_choice)
        if self._within_noise(value):
            return ""
        return (f" The Expert would {_phrase(self.label(value.action.text))} all the same "
                f"({value.expected_points:+.2f}; see its reasons).")

    def rows(self) -> tuple[OptionRow, ...]:
        return tuple(
            OptionRow(value.action, self.label(value.action.text), value.expected_points,
                      value.std_error, value.samples,
                      0.0 if value is self.best else gap_noise(self.best, value))
            for value in self.values
        )

    # ---- grading ------------------------------------------------------------------------
    def simulation_note(self) -> str:
        """How the figures were made, and what they mean."""
        kind = self.option_kind
        return (f"The Expert dealt the cards you cannot see {self.best.samples} ways, "
                f"consistent with the bidding so far, and played each {kind} out. "
                f"{self.points_meaning}")

    @property
    def every_option_loses(self) -> bool:
        """Even the best option loses points on average: the deal favours the opponents."""
        return self.best.expected_points < 0

    def bad_deal_note(self) -> str:
        """Said first when every option loses, so the comparison reads as damage control."""
        return (f"This deal is bad for {self.beneficiary} whatever you do: every "
                f"{self._kind_of(self.values)} loses points on average, the best "
                f"{self.best.expected_points:+.2f}. The question is which loses least.")

    def _kind_of(self, values: Sequence[OptionValue]) -> str:
        """What ``values`` are called together: the drill's option kind ("bid"), but bids
        with a pass among them are "call"s (a pass is no bid)."""
        passes = any(getattr(kind, "value", kind) == "pass"
                     for kind in (getattr(value.action, "kind", None) for value in values))
        return "call" if passes and self.option_kind == "bid" else self.option_kind

    def _feedback(self, correct: bool | None, headline: str, reasons: tuple[str, ...]
                  ) -> Feedback:
        best = self.best
        if self.every_option_loses:
            headline = f"{self.bad_deal_note()} {headline}"
        answer = f"{self.label(best.action.text)} ({best.expected_points:+.2f} points)"
        return Feedback(correct, headline, reasons, answer, options=self.rows(),
                        bot_explanation=self.explanation, option_kind=self.option_kind,
                        points_axis=self.points_axis or Feedback.points_axis)

    def grade(self, answer: object) -> Feedback:
        if not isinstance(answer, str) or answer not in self.options:
            raise ValueError(f"choose one of: {', '.join(self.options)}.")
        chosen = self.value_of(answer)
        best = self.best
        best_label = self.label(best.action.text)
        chosen_label = self.label(answer)
        reasons: tuple[str, ...] = (self.simulation_note(),)
        if self.clear:
            gap, noise, _ = self._verdict(best, self.runner_up)
            runner = self.label(self.runner_up.action.text)
            if chosen is best:
                headline = (
                    f"Right: {best_label} is worth {best.expected_points:+.2f} points, "
                    f"{gap:.2f} more than {runner} — a clear margin (noise ±{noise:.2f})."
                )
                return self._feedback(True, headline,
                                      (*reasons, self.why_better(best, self.runner_up)))
            loss = best.expected_points - chosen.expected_points
            headline = (
                f"The Expert would {_phrase(best_label)}: {best.expected_points:+.2f} points "
                f"against {chosen.expected_points:+.2f} for {_phrase(chosen_label)} — "
                f"{loss:.2f} points lost on average."
            )
            return self._feedback(False, headline, (*reasons, self.why_better(best, chosen)))
        note = self._expert_note()
        if self.close_to_best(answer):
            close = [_phrase(self.label(v.action.text)) for v in self.values if
                     self.close_to_best(v.action.text) and not (
                         note and v.action == self.expert_choice)]
            tie = (f"{_words(close)} are within the simulation's noise of each other"
                   if len(close) > 1 else f"{close[0]} averages the most")
            headline = (
                f"A judgment call: {tie} (best {best.expected_points:+.2f}, yours "
                f"{chosen.expected_points:+.2f}).{note} This drill is not graded."
            )
            notes = {self.follows(value) for value in self.values
                     if self.close_to_best(value.action.text)} - {""}
            return self._feedback(None, headline, (*reasons, *sorted(notes)))
        loss = best.expected_points - chosen.expected_points
        top = (f"{best_label} averages the most and the Expert would rather "
               f"{_phrase(self.label(self.expert_choice.text))}" if note
               else f"The top {self.option_kind}s are close")
        headline = (
            f"{top}, but {_phrase(chosen_label)} is clearly "
            f"worse: {chosen.expected_points:+.2f} points against "
            f"{best.expected_points:+.2f} for {_phrase(best_label)} ({loss:.2f} lost on "
            "average)."
        )
        return self._feedback(False, headline, (*reasons, self.why_better(best, chosen)))

    def why_better(self, better: OptionValue, worse: OptionValue) -> str:
        """Why ``better`` wins over ``worse``, read from the figures: what each averages,
        what the difference means for the learner, and how it compares with the noise."""
        winner, loser = self.label(better.action.text), self.label(worse.action.text)
        high, low = better.expected_points, worse.expected_points
        gap, noise, clear = self._verdict(better, worse)
        who = self.beneficiary
        kind = self._kind_of((better, worse))
        if high < 0:
            why = (f"{winner} wins because it loses less: both {kind}s lose points on "
                   f"average (these cards favour the opponents), {high:+.2f} a hand for "
                   f"{_phrase(winner)} against {low:+.2f} for {_phrase(loser)}, so "
                   f"{_phrase(winner)} saves {who} {gap:.2f} points a hand.")
        elif low < 0 and high == 0 and self.zero_changes_nothing:
            why = (f"{winner} wins because it changes nothing (0 points) where "
                   f"{_phrase(loser)} loses points on average ({low:+.2f} a hand): "
                   f"{gap:.2f} points a hand between them.")
        elif low < 0 and high == 0:
            why = (f"{winner} wins because it breaks even on average (+0.00 a hand) where "
                   f"{_phrase(loser)} loses points ({low:+.2f} a hand): {gap:.2f} points a "
                   "hand between them.")
        elif low < 0:
            why = (f"{winner} wins because it gains points on average ({high:+.2f} a hand) "
                   f"where {_phrase(loser)} loses them ({low:+.2f}): {gap:.2f} points a hand "
                   "between them.")
        else:
            why = (f"{winner} wins because it earns more: {high:+.2f} points a hand against "
                   f"{low:+.2f} for {_phrase(loser)}, {gap:.2f} points more for {who}.")
        if noise > 0:
            sure = ("so it is not the luck of the sampled deals" if clear
                    else "so the order could be the luck of the sampled deals")
            why = (f"{why} The difference is {gap / noise:.1f} times the simulation's noise "
                   f"(±{noise:.2f}), {sure}.")
        notes = [note for note in (self.follows(better), self.follows(worse)) if note]
        return " ".join((why, *notes))


def _words(labels: Sequence[str]) -> str:
    """ "Pass and Order up Q♥" / "Pass, Name ♠ and Name ♣"."""
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def _phrase(label: str) -> str:
    """An option's words inside a sentence: "Order up Q♥" → "order up Q♥"."""
    return label[:1].lower() + label[1:]


@dataclass(frozen=True)
class SimulatedDrill(SimulatedChoice):
    """A drill position for South with the Expert's values for every legal choice, best
    first; a drill class adds its ``view``'s type, its family and its words."""

    tier: Tier
    theme: Theme
    seed: int
    prompt: str
    options: tuple[str, ...]
    scene: Scene
    view: Any
    values: tuple[OptionValue, ...]
    explanation: str
    expert_choice: Action | None = None
    variant: int = 0
    form: AnswerForm = AnswerForm.SINGLE
