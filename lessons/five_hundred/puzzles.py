"""Five Hundred's card-play puzzles: the themes each position practises, detected by rule
from the seat's view, and the game's parts for the kit (``lessons.kit.puzzles``).

Five Hundred's hands are worth far more than Euchre's: its ``unit`` is the cheapest
contract's value (6♠, 40 points), as Euchre's is the point a made hand scores. So the least
gap a puzzle needs is a quarter of it, 10 points (a trick to the defence, the auction drill's
least gap too), a Beginner puzzle's runner-up loses 40 points at least and an Advanced
one's under 20.

>>> PUZZLES.game_id, PUZZLES.unit
('five_hundred', 40.0)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from euchre.bots import Bot
from euchre.cards import Card, cards_from_mask
from euchre.games.five_hundred.cards import EFFECTIVE_SUIT
from euchre.games.five_hundred.view import FiveHundredView
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.puzzles.exercise import PuzzleShelf
from lessons.kit.puzzles.game import PuzzleGame

__all__ = ["PUZZLES", "SHELF", "UNIT", "deal_values", "detect_themes", "partner_of",
           "trumps_unseen"]

UNIT = 40.0  # the cheapest contract's value: the points worth one of Euchre's


def partner_of(view: FiveHundredView) -> int | None:
    """The seat's partner when it plays this hand (four players), else None."""
    seat = int(view.seat)
    teams = view.seating.teams
    partners = [other for other in range(len(teams))
                if other != seat and teams[other] == teams[seat]]
    if not partners or partners[0] in {int(s) for s in view.sitting_out}:
        return None
    return partners[0]


def _is_trump(view: FiveHundredView, card: Any) -> bool:
    return view.trump is not None and EFFECTIVE_SUIT[int(view.trump)][card] == int(view.trump)


def trumps_unseen(view: FiveHundredView) -> tuple[Card, ...]:
    """The trumps the seat has not seen (not in its hand, its discards or any trick): the
    ones the defenders may still hold. None without trumps."""
    if view.trump is None:
        return ()
    seen = {*view.hand, *view.own_discards, *(card for _, card in view.current_trick),
            *(card for trick in view.tricks for _, card in trick.plays)}
    return tuple(card for card in view.rules.cards()
                 if _is_trump(view, card) and card not in seen)


def detect_themes(view: FiveHundredView, answer: Any) -> tuple[FiveHundredTheme, ...]:
    """Every theme the play practises: drawing trumps (the contract's side leads a trump
    while a trump it has not seen may still be out), misère defence or play, the joker
    held in a hand without trumps (no trumps or misère), leading to partner (the
    contractor, or a defender who plays after the contractor on the seat's left); else the
    contract's play or its defence."""
    contract = view.contract
    if contract is None or view.contractor is None:
        raise ValueError("card-play themes need a contract: the auction is not over.")
    seat, contractor = int(view.seat), int(view.contractor)
    partner = partner_of(view)
    our_contract = seat == contractor or partner == contractor
    leading = not view.current_trick
    found: list[FiveHundredTheme] = []
    if contract.is_misere:
        found.append(FiveHundredTheme.MISERE_PLAY if seat == contractor
                     else FiveHundredTheme.MISERE_DEFENCE)
    if (our_contract and leading and _is_trump(view, answer.card)
            and trumps_unseen(view)):
        found.append(FiveHundredTheme.DRAW_TRUMPS)
    if view.trump is None and any(card.is_joker for card in view.hand):
        found.append(FiveHundredTheme.PLAY_JOKER_NO_TRUMPS)
    if leading and partner is not None and contractor in (partner, (seat + 1) % 4):
        found.append(FiveHundredTheme.LEAD_TO_PARTNER)
    if found:
        return tuple(found)
    return (FiveHundredTheme.CONTRACT_PLAY if our_contract else FiveHundredTheme.DEFENCE,)


def _expert(seed: int, deals: int) -> Any:
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed, play_samples=deals)


def deal_values(view: FiveHundredView, plays: Sequence[Any], count: int,
                seed: int) -> Iterator[tuple[dict[int, tuple[Card, ...]], list[float]]]:
    """Deals of the unseen cards as the Expert samples them, each with every play's margin
    (the seat's side's points minus the other side's) with the rest played out as the
    Expert plays it out."""
    import numpy as np

    from euchre.games.five_hundred.bots import playout as po
    from euchre.games.five_hundred.bots.expert import side_margin
    from euchre.games.five_hundred.bots.positions import encode_action, play_state, sample_hidden
    from euchre.games.five_hundred.result import hand_points

    me, contractor, players = int(view.seat), int(view.contractor), view.players
    options = np.array([encode_action(play) for play in plays], dtype=np.int64)
    won = np.zeros((len(plays), 4), dtype=np.int64)
    for guess in sample_hidden(view, count, seed):
        po.evaluate_options(play_state(view, guess.hands), options, po.ENDGAME_TRICKS, won)
        values = [side_margin(hand_points(view.contract, contractor,
                                          tuple(int(x) for x in won[j, :players])),
                              me, contractor) for j in range(len(plays))]
        hands = {seat: tuple(cards_from_mask(int(guess.hands[seat])))
                 for seat in range(players) if guess.hands[seat]}
        yield hands, values


def _table_expert(seed: int) -> Bot:
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    return ExpertFiveHundredBot(seed)


PUZZLES = PuzzleGame(game_id="five_hundred", themes=FiveHundredTheme,
                     detect_themes=detect_themes, expert=_expert,
                     table_expert=_table_expert, unit=UNIT, deal_values=deal_values,
                     points_axis="expected points for your side minus the other side's")

SHELF = PuzzleShelf(PUZZLES)  # the shipped bank, read on first use
