"""The bid ladder of an auction for a contract (Five Hundred): every bid of the schedule
as a grid, tricks by denomination, with the misères below and Pass.

Each bid the user may make now is a button; every other bid is shown disabled, and why
it is not legal now is the engine's refusal (``TableSession.refusals``), said on the
button and, grouped, under the grid. The bids and their values come from the engine's
``LADDER``; nothing here decides what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from euchre.games import GameView
from euchre.games.five_hundred import LADDER, PASS, Bid, Denomination, bid
from ui.explain import markdown_text
from ui.table_state import on_user_action

__all__ = ["LADDER_CSS", "ladder_actions", "ladder_key", "show_bid_ladder"]

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
_DENOMINATIONS = tuple(Denomination)
_WIDTHS = [0.8, *([1.0] * len(_DENOMINATIONS))]  # the tricks' column, then ♠ ♣ ♦ ♥ NT
_MISERE_HELP = {
    "misere": "Misère: you alone try to take no trick, with no trumps (with four players "
              "your partner sits out).",
    "open misere": "Open misère: misère with your hand laid face up after the first trick.",
    "blind misere": "Blind misère: misère called before looking at your cards.",
}


def ladder_actions(view: GameView) -> tuple:
    """Every call of the ladder the table's rules know (blind misère only with its
    option), as actions: the grid's buttons."""
    blind = bool(getattr(view.rules, "blind_misere", False))
    return tuple(bid(b) for b in LADDER if blind or b.text != "blind misere")


def ladder_key(action: object, position: tuple[int, int]) -> str:
    """The widget key of a ladder button, Pass included (a red suit's in the key, for the
    CSS)."""
    text = getattr(action, "text", str(action)).replace(" ", "-")
    red = isinstance(action.bid, Bid) and action.bid.denomination in (
        Denomination.HEARTS, Denomination.DIAMONDS) and not action.bid.is_misere
    return f"bid_ladder_{'red_' if red else ''}{text}_{position[0]}_{position[1]}"


def _button(action: object, position: tuple[int, int], legal: set, reasons: dict,
            label: str) -> None:
    allowed = action in legal
    value = action.bid.value
    help_text = (f"Bid {action.bid.label}: worth {value} points if made, −{value} if not."
                 if allowed and not action.bid.is_misere else
                 f"{_MISERE_HELP.get(action.bid.text, '')} Worth {value} points."
                 if allowed else reasons.get(action, "Not open to you now."))
    st.button(label, key=ladder_key(action, position), disabled=not allowed,
              help=help_text, on_click=on_user_action, args=(action.text, position),
              width="stretch")


def _bid_label(b: Bid) -> str:
    return "NT" if b.denomination is Denomination.NO_TRUMPS else b.denomination.symbol


def reasons_summary(actions: tuple, legal: set, reasons: dict) -> list[tuple[str, str]]:
    """The refused bids grouped by what the engine says of them: (the bids, the reason of
    the highest), in ladder order. A group is the run of bids whose reason reads the same
    once each bid's own name is taken out of it."""
    groups: dict[str, list] = {}
    for action in actions:
        if action in legal or action not in reasons:
            continue
        shape = reasons[action].replace(action.bid.label, "…")
        groups.setdefault(shape, []).append(action)
    summary = []
    for members in groups.values():
        first, last = members[0].bid.label, members[-1].bid.label
        span = first if len(members) == 1 else f"{first} to {last} ({len(members)} bids)"
        summary.append((span, reasons[members[-1]]))
    return summary


def show_bid_ladder(view: GameView, position: tuple[int, int],
                    refusals: Callable[[tuple], dict]) -> None:
    """The ladder for the user's call: Pass, the grid of suit bids (6 to 10 tricks by ♠ ♣
    ♦ ♥ NT, each with its value), the misères; the refused bids say why."""
    actions = ladder_actions(view)
    legal = set(view.legal_actions)
    reasons = refusals(actions)
    by_text = {action.bid.text: action for action in actions}
    with st.container(key="eu_ladder"):
        header = st.columns(_WIDTHS, gap="small")
        header[0].markdown("**Tricks**")
        for column, denomination in zip(header[1:], _DENOMINATIONS, strict=True):
            column.markdown("**NT**" if denomination is Denomination.NO_TRUMPS
                            else f"**{denomination.symbol}**")
        for tricks in range(6, 11):
            row = st.columns(_WIDTHS, gap="small", vertical_alignment="center")
            row[0].markdown(f"**{tricks}**")
            for column, denomination in zip(row[1:], _DENOMINATIONS, strict=True):
                action = by_text[f"{tricks}{denomination.letter}"]
                with column:
                    _button(action, position, legal, reasons,
                            f"{tricks}{_bid_label(action.bid)} {action.bid.value}")
        misere = [a for a in actions if a.bid.is_misere]
        row = st.columns(len(misere) + 1, gap="small")
        for column, action in zip(row, misere, strict=False):
            with column:
                _button(action, position, legal, reasons,
                        f"{action.bid.label.capitalize()} · {action.bid.value}")
        with row[-1]:
            st.button("Pass", key=ladder_key(PASS, position),
                      on_click=on_user_action, args=(PASS.text, position), width="stretch",
                      help="A pass is final: you take no further part in this auction.")
    summary = reasons_summary(actions, legal, reasons)
    if summary:
        st.caption("Greyed-out bids cannot be made now:\n"
                   + "\n".join(f"- **{markdown_text(span)}**: {markdown_text(why)}"
                               for span, why in summary))
