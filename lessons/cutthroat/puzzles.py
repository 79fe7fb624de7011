"""Cutthroat's card-play puzzles: the themes each position practises, detected by rule
from the seat's view, and the game's parts for the kit (``lessons.kit.puzzles``).

>>> from euchre.games.cutthroat.seats import Player
>>> PUZZLES.game_id, PUZZLES.unit
('cutthroat', 1.0)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from euchre.bots import Bot
from euchre.cards import Card
from euchre.games.cutthroat.view import CutthroatView
from lessons.cutthroat.themes import CutthroatTheme
from lessons.kit.puzzles.exercise import PuzzleShelf
from lessons.kit.puzzles.game import PuzzleGame

__all__ = ["PUZZLES", "SHELF", "TABLE_SAMPLES", "deal_values", "detect_themes"]

TABLE_SAMPLES = 48  # deals an Expert seat samples per decision at a mined table


def detect_themes(view: CutthroatView, answer: Any) -> tuple[CutthroatTheme, ...]:
    """The theme of the seat's play: the maker's lead or follow; a defender's lead, play
    after the other defender, or play before it."""
    if view.maker is None:
        raise ValueError("card-play themes need a maker: the bidding is not over.")
    leading = not view.current_trick
    if view.seat == view.maker:
        return (CutthroatTheme.MAKER_LEAD if leading else CutthroatTheme.MAKER_FOLLOWS,)
    if leading:
        return (CutthroatTheme.DEFENDER_LEAD,)
    played = {seat for seat, _ in view.current_trick}
    fellows = [seat for seat in type(view.seat) if seat not in (view.seat, view.maker)
               and seat not in view.sitting_out]
    if any(seat in played for seat in fellows):
        return (CutthroatTheme.DEFENDERS_TOGETHER,)
    return (CutthroatTheme.DEFENDER_AHEAD,)


def _expert(seed: int, deals: int) -> Any:
    from euchre.games.cutthroat.bots.expert import MAX_SAMPLES, ExpertCutthroatBot

    return ExpertCutthroatBot(seed, play_samples=min(deals, MAX_SAMPLES))


def deal_values(view: CutthroatView, plays: Sequence[Any], count: int,
                seed: int) -> Iterator[tuple[dict[int, tuple[Card, ...]], list[float]]]:
    """Deals of the unseen cards as the Expert samples them, each with every play's margin
    (the seat's points minus the mean of the other two's) with the rest solved."""
    from euchre.games.cutthroat.bots.expert import _play_margins
    from euchre.games.cutthroat.bots.simulation import sample_hands

    for hands in sample_hands(view, count, seed):
        [row] = _play_margins(view, plays, [hands])
        yield {int(seat): cards for seat, cards in hands.items()}, [float(x) for x in row]


def _table_expert(seed: int) -> Bot:
    from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot

    return ExpertCutthroatBot(seed, samples=TABLE_SAMPLES)


PUZZLES = PuzzleGame(game_id="cutthroat", themes=CutthroatTheme,
                     detect_themes=detect_themes, expert=_expert,
                     table_expert=_table_expert, deal_values=deal_values)

SHELF = PuzzleShelf(PUZZLES)  # the shipped bank, read on first use
