"""What the table options change in a hand, read from the engine under given ``Rules``.

The course's option steps ask these questions of one deal under each setting, so every
answer (and the flip of it when the option is flipped) is the engine's.

>>> deal = Deal.from_text(dealer="W", hands={"S": "JH JD AH 9C TS", "W": "9H TH AC KC QC",
...     "N": "9D TD QD KD AD", "E": "9S QS KS AS JC"}, upcard="QH")
>>> [seat.label for seat in lone_defenders(deal, Rules(defend_alone=True))]
['West', 'East']
>>> opening_leader(deal, Rules(opening_lead="left-of-loner")).label
'West'
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre import (
    DEFEND_ALONE,
    ORDER_UP_ALONE,
    PASS,
    Deal,
    HandState,
    IllegalActionError,
    Phase,
    Rules,
    Seat,
)
from euchre.rule_options import RuleOption

__all__ = [
    "PassedOut",
    "lone_defenders",
    "lone_hand",
    "opening_leader",
    "passed_out",
    "rule_option",
]


def rule_option(name: str) -> RuleOption:
    """The option ``name`` of ``Rules`` with the label and words the set-up form shows."""
    return next(option for option in Rules.options() if option.name == name)


@dataclass(frozen=True)
class PassedOut:
    """The dealer's turn after seven passes, and the state after the dealer passes too
    (``None`` when the rules refuse that pass, with the engine's reason)."""

    at_dealer: HandState
    after: HandState | None
    refusal: str

    @property
    def dealer_may_pass(self) -> bool:
        return self.after is not None

    @property
    def thrown_in(self) -> bool:
        """The hand ends unplayed, with no points for anyone."""
        return (self.after is not None and self.after.is_over
                and self.after.result().thrown_in and self.after.result().points == (0, 0))


def passed_out(deal: Deal, rules: Rules) -> PassedOut:
    """What happens when everyone passes twice up to the dealer under ``rules``."""
    state = HandState.from_deal(deal, rules)
    for _ in range(7):
        state = state.apply(PASS)
    try:
        return PassedOut(state, state.apply(PASS), "")
    except IllegalActionError as error:
        return PassedOut(state, None, str(error))


def lone_hand(deal: Deal, rules: Rules, passes: int = 2) -> HandState:
    """``passes`` players pass, the next orders the upcard up alone, the dealer discards."""
    state = HandState.from_deal(deal, rules)
    for _ in range(passes):
        state = state.apply(PASS)
    state = state.apply(ORDER_UP_ALONE)
    if state.phase is Phase.DEALER_DISCARD:
        state = state.apply(f"discard {state.hand(state.dealer)[0]}")
    return state


def lone_defenders(deal: Deal, rules: Rules) -> tuple[Seat, ...]:
    """The defenders offered to play alone against the lone maker of ``lone_hand``."""
    state = lone_hand(deal, rules)
    offered = []
    while state.phase is Phase.DEFEND_ALONE:
        if DEFEND_ALONE in state.legal_actions():
            offered.append(state.to_act)
        state = state.apply(PASS)
    return tuple(offered)


def opening_leader(deal: Deal, rules: Rules, defender: Seat | None = None) -> Seat:
    """Who leads the first trick of ``lone_hand``; ``defender`` (if given) defends alone."""
    state = lone_hand(deal, rules)
    while state.phase is Phase.DEFEND_ALONE:
        state = state.apply(DEFEND_ALONE if state.to_act == defender else PASS)
    if state.phase is not Phase.PLAY:
        raise ValueError(f"the hand did not reach the play (phase: {state.phase}).")
    return state.to_act

