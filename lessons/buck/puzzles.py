"""Buck Euchre's card-play puzzles: the themes each position practises, detected by rule
from the seat's view, and the game's parts for the kit (``lessons.kit.puzzles``).

>>> PUZZLES.game_id, PUZZLES.unit
('buck', 1.0)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from euchre.bots import Bot
from euchre.cards import Card
from euchre.games.buck.view import BuckView
from euchre.ranking import NO_TRUMP
from euchre.tricks import trick_winner
from lessons.buck.themes import BuckTheme
from lessons.kit.puzzles.exercise import PuzzleShelf
from lessons.kit.puzzles.game import PuzzleGame

__all__ = ["PUZZLES", "SHELF", "deal_values", "detect_themes", "takes_trick_so_far"]


def takes_trick_so_far(view: BuckView, answer: Any) -> bool:
    """Whether the answer, following to a trick, beats every card played to it so far."""
    if not view.current_trick:
        return False
    mode = NO_TRUMP if view.trump is None else int(view.trump)
    plays = (*view.current_trick, (view.seat, answer.card))
    return trick_winner(plays, mode) == view.seat


def detect_themes(view: BuckView, answer: Any) -> tuple[BuckTheme, ...]:
    """Every theme the play practises: the maker's, a first trick still to take; the lead,
    a trick taken for the seat's own count, or a card played under; the last player in;
    the play with no trump."""
    if not view.trump_fixed:
        raise ValueError("card-play themes need the bidding over.")
    found: list[BuckTheme] = []
    if view.seat == view.maker:
        found.append(BuckTheme.MAKER_PLAY)
    elif view.tricks_won[int(view.seat)] == 0:
        found.append(BuckTheme.FIRST_TRICK)
    if not view.current_trick:
        found.append(BuckTheme.LEAD)
    elif takes_trick_so_far(view, answer):
        found.append(BuckTheme.OWN_COUNT)
    else:
        found.append(BuckTheme.PLAY_UNDER)
    players_in = len(view.seating.names) - len(view.dropped)
    if len(view.current_trick) == players_in - 1:
        found.append(BuckTheme.LAST_IN)
    if view.no_trump:
        found.append(BuckTheme.NO_TRUMP_PLAY)
    return tuple(found)


def _expert(seed: int, deals: int) -> Any:
    from euchre.games.buck.bots.expert import ExpertBuckBot

    return ExpertBuckBot(seed, play_samples=deals)


def deal_values(view: BuckView, plays: Sequence[Any], count: int,
                seed: int) -> Iterator[tuple[dict[int, tuple[Card, ...]], list[float]]]:
    """Deals of the unseen cards as the Expert samples them, each with every play's points
    gained by the seat with the rest solved."""
    from euchre.games.buck.bots.simulation import card_gains, sample_hands

    for hands in sample_hands(view, count, seed):
        yield ({int(seat): cards for seat, cards in hands.items()},
               [float(x) for x in card_gains(view, hands, plays)])


def _table_expert(seed: int) -> Bot:
    from euchre.games.buck.bots.expert import ExpertBuckBot

    return ExpertBuckBot(seed)


PUZZLES = PuzzleGame(game_id="buck", themes=BuckTheme, detect_themes=detect_themes,
                     expert=_expert, table_expert=_table_expert, deal_values=deal_values,
                     points_axis="expected points gained (each one off your count)")

SHELF = PuzzleShelf(PUZZLES)  # the shipped bank, read on first use
