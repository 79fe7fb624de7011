"""The call ladder of an auction for a contract: the game's calls as a grid (Five Hundred's
tricks by denomination), the calls below it and Pass.

Each call the user may make now is a button; every other call is shown disabled, and why
it is not legal now is the engine's refusal (``TableSession.refusals``), said on the
button and, grouped, under the grid. The calls, their layout and their words come from
the view's ``call_ladder``; nothing here decides what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from euchre.games import CallLadder, GameView, LadderCall
from ui.explain import markdown_text
from ui.table_state import on_user_action

__all__ = ["LADDER_CSS", "ladder_key", "reasons_summary", "show_bid_ladder"]

LADDER_CSS = """
.st-key-eu_ladder { gap: 4px; }
.st-key-eu_ladder [class*="st-key-bid_ladder_"] button { width: 100%; min-height: 34px;
  padding: 2px 3px; background: #fff; border: 1px solid #9aa3ad; }
.st-key-eu_ladder [class*="st-key-bid_ladder_"] button p { font-size: .86rem;
  font-weight: 700; color: #1b1f24; white-space: nowrap; }
.st-key-eu_ladder [class*="st-key-bid_ladder_red_"] button p { color: #c62828; }
.st-key-eu_ladder [class*="st-key-bid_ladder_"] button:hover:enabled {
  border: 2px solid #1e6fd9; }
.st-key-eu_ladder [class*="st-key-bid_ladder_"] button:disabled { background: #e3e7ea;
  border-style: dashed; opacity: .55; }
.st-key-eu_ladder [class*="st-key-bid_ladder_"] button:disabled p { color: #5c6670; }
"""


def ladder_key(action: object, position: tuple[int, int], ladder: CallLadder) -> str:
    """The widget key of a ladder button, Pass included (a red call's says so, for the
    CSS)."""
    red = any(call.red for call in ladder.calls() if call.action == action)
    text = action.text.replace(" ", "-")
    return f"bid_ladder_{'red_' if red else ''}{text}_{position[0]}_{position[1]}"


def _button(call: LadderCall, ladder: CallLadder, position: tuple[int, int], legal: set,
            reasons: dict) -> None:
    allowed = call.action in legal
    st.button(call.label, key=ladder_key(call.action, position, ladder), disabled=not allowed,
              help=call.help if allowed else reasons.get(call.action, "Not open to you now."),
              on_click=on_user_action, args=(call.action.text, position), width="stretch")


def reasons_summary(calls: tuple[LadderCall, ...], legal: set,
                    reasons: dict) -> list[tuple[str, str]]:
    """The refused calls grouped by what the engine says of them: (the calls, the reason
    of the highest), in ladder order. A group is the run of calls whose reason reads the
    same once each call's own name is taken out of it."""
    groups: dict[str, list[LadderCall]] = {}
    for call in calls:
        if call.action in legal or call.action not in reasons:
            continue
        shape = reasons[call.action].replace(call.name, "…")
        groups.setdefault(shape, []).append(call)
    summary = []
    for members in groups.values():
        first, last = members[0].name, members[-1].name
        span = first if len(members) == 1 else f"{first} to {last} ({len(members)} bids)"
        summary.append((span, reasons[members[-1].action]))
    return summary


def show_bid_ladder(view: GameView, ladder: CallLadder, position: tuple[int, int],
                    refusals: Callable[[tuple], dict]) -> None:
    """The ladder for the user's call: the grid (a row a level, a column a heading), the
    calls below it and Pass; the refused calls say why."""
    calls = ladder.calls()
    legal = set(view.legal_actions)
    reasons = refusals(tuple(call.action for call in calls))
    widths = [0.8, *([1.0] * len(ladder.columns))]
    with st.container(key="eu_ladder"):
        header = st.columns(widths, gap="small")
        header[0].markdown(f"**{ladder.corner}**")
        for column, heading in zip(header[1:], ladder.columns, strict=True):
            column.markdown(f"**{heading}**")
        for label, row_calls in ladder.rows:
            row = st.columns(widths, gap="small", vertical_alignment="center")
            row[0].markdown(f"**{label}**")
            for column, call in zip(row[1:], row_calls, strict=True):
                with column:
                    _button(call, ladder, position, legal, reasons)
        row = st.columns(len(ladder.extra) + 1, gap="small")
        for column, call in zip(row, ladder.extra, strict=False):
            with column:
                _button(call, ladder, position, legal, reasons)
        with row[-1]:
            pass_call = ladder.pass_call
            st.button(pass_call.label, key=ladder_key(pass_call.action, position, ladder),
                      on_click=on_user_action, args=(pass_call.action.text, position),
                      width="stretch", help=pass_call.help)
    summary = reasons_summary(calls, legal, reasons)
    if summary:
        st.caption("Greyed-out bids cannot be made now:\n"
                   + "\n".join(f"- **{markdown_text(span)}**: {markdown_text(why)}"
                               for span, why in summary))
