"""The per-game parts of the family ladder: each game's reference player and how it names
a finished hand's contract.

A contract is ``(maker seat, type, made)``; a hand with no contract (thrown in, or a Buck
Euchre hand played with clubs turned or with no trump) has none. The types:

- Euchre: ``ordered up``, ``called`` (round 2) or ``stuck`` (the dealer forced to name a
  suit), each ``alone`` when the maker went alone; made: three tricks or more.
- Cutthroat: the same ways of making trump, each ``with dummy`` or ``alone``.
- Buck Euchre: ``ordered up``, ``declared next`` (round 2, the suit of the upcard's
  colour) or ``declared cross``; made: the maker took three tricks or more.
- Five Hundred: the level of a suit contract, ``NT``, or the misère (``contract_type``).

Each game also counts a few events per side (``extras``): marches, lone defences,
players dropping out or bucked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from euchre.actions import ActionKind
from euchre.bots.base import Bot

__all__ = ["CONTRACT_ORDER", "Contract", "contract_of", "extras_of", "no_contract_reason",
           "reference_player"]


@dataclass(frozen=True)
class Contract:
    """Who made trump (the seat index), the kind of contract, and whether it was made."""

    maker: int
    kind: str
    made: bool


CONTRACT_ORDER: dict[str, tuple[str, ...]] = {
    "euchre": ("ordered up", "ordered up alone", "called", "called alone", "stuck",
               "stuck alone"),
    "cutthroat": ("ordered up, with dummy", "ordered up, alone", "called, with dummy",
                  "called, alone", "stuck, with dummy", "stuck, alone"),
    "buck": ("ordered up", "declared next", "declared cross"),
    "five_hundred": ("6", "7", "8", "9", "10", "NT", "misère", "open misère", "blind misère"),
}


def reference_player(game_id: str) -> Callable[[int], Bot]:
    """The game's plain rule-based player (a class taking a seed)."""
    if game_id == "euchre":
        from bench.euchre_reference import ReferenceEuchreBot
        return ReferenceEuchreBot
    if game_id == "cutthroat":
        from bench.cutthroat_reference import ReferenceCutthroatBot
        return ReferenceCutthroatBot
    if game_id == "buck":
        from bench.buck_reference import ReferenceBuckBot
        return ReferenceBuckBot
    if game_id == "five_hundred":
        from bench.five_hundred_reference import ReferenceFiveHundredBot
        return ReferenceFiveHundredBot
    raise ValueError(f"no reference player for the game {game_id!r}.")


def _making_bid(hand: Any) -> tuple[int, Any, int] | None:
    """The seat, call and position among the calls of the bid that made trump."""
    for index, (seat, action) in enumerate(hand.bids):
        if action.kind in (ActionKind.ORDER_UP, ActionKind.NAME_TRUMP):
            return int(seat), action, index
    return None


def _way(hand: Any) -> str | None:
    """``ordered up``, ``called`` or ``stuck`` (a dealer who may not pass)."""
    bid = _making_bid(hand)
    if bid is None:
        return None
    seat, action, index = bid
    if action.kind is ActionKind.ORDER_UP:
        return "ordered up"
    players = hand.seating.size
    round_two = [who for who, call in hand.bids[:index] if call.kind is ActionKind.PASS]
    stuck = (getattr(hand.rules, "stick_the_dealer", False) and seat == int(hand.dealer)
             and len(round_two) >= 2 * players - 1)
    return "stuck" if stuck else "called"


def contract_of(game_id: str, hand: Any) -> Contract | None:
    """The contract of a finished hand of ``game_id`` (None: the hand had none)."""
    result = hand.result()
    if game_id == "five_hundred":
        if result.thrown_in:
            return None
        from bench.five_hundred_duplicate import contract_type
        return Contract(int(result.contractor), contract_type(result.contract), result.made)
    if getattr(result, "thrown_in", False) or result.maker is None:
        return None
    maker = int(result.maker)
    way = _way(hand)
    if game_id == "euchre":
        return Contract(maker, way + (" alone" if result.maker_alone else ""), not result.euchred)
    if game_id == "cutthroat":
        how = ", alone" if result.maker_alone else ", with dummy"
        return Contract(maker, way + how, not result.euchred)
    if game_id == "buck":
        if way == "ordered up":
            kind = way
        else:
            colour_mate = int(hand.turned_down) ^ 3
            kind = "declared next" if int(result.trump) == colour_mate else "declared cross"
        return Contract(maker, kind, result.tricks_by_seat[maker] >= 3)
    raise ValueError(f"no contract types for the game {game_id!r}.")


def no_contract_reason(game_id: str, hand: Any) -> str:
    """Why a finished hand had no contract: thrown in, clubs turned or no trump."""
    result = hand.result()
    if game_id == "buck" and not result.thrown_in:
        return "clubs turned" if result.clubs_turned else "no trump"
    return "thrown in"


def extras_of(game_id: str, hand: Any) -> list[tuple[int, str]]:
    """Events worth counting in a finished hand, each with the seat it belongs to."""
    result = hand.result()
    events: list[tuple[int, str]] = []
    if game_id in ("euchre", "cutthroat") and result.maker is not None:
        if getattr(result, "march", False):
            events.append((int(result.maker), "march"))
        if result.lone_defender is not None:
            events.append((int(result.lone_defender), "lone defence"))
    if game_id == "buck":
        for seat in range(4):
            if seat in {int(s) for s in result.dropped}:
                events.append((seat, "dropped out"))
            elif result.tricks_by_seat[seat] == 0:
                events.append((seat, "bucked"))
    return events
