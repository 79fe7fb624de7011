"""Buck Euchre's words for the table: what the user is asked at each decision (staying in
or dropping out, with what trump is), and where a reviewed decision was taken."""

from __future__ import annotations

from euchre.games.buck.phases import BuckPhase as P
from euchre.games.protocol import GameHand, GameView
from euchre.table_words import (
    DEALER_DISCARD_PROMPT,
    ROUND_ONE_LABEL,
    ROUND_TWO_LABEL,
    TableWordsBase,
    dealer_discard_context,
    name_trump_prompt,
    order_up_prompt,
    play_prompt,
    round_one_context,
    round_two_context,
    trick_context,
)

__all__ = ["WORDS", "BuckWords"]


def _drop_out_prompt(view: GameView) -> str:
    """The stay-in-or-drop-out question, with what trump is and who made it."""
    if view.no_trump:
        trump = "everyone passed twice: this hand is played with no trump."
    elif view.trump_turned:
        trump = f"{view.trump.symbol} is trump."
    else:
        maker = view.seating.names[view.maker] if view.maker is not None else "Nobody"
        trump = f"{maker} made {view.trump.symbol} trump."
    return (f"Your turn: {trump} Stay in (a point off your score for each trick; +5 if "
            "you take none) or drop out (no change this hand)?")


def _trump_words(state: GameHand, user: int) -> str:
    """Trump as the decision saw it: "♥ trump, made by West", "clubs turned", "no trump"."""
    if state.trump is None:
        return "no trump"
    if state.maker is None:
        return f"{state.trump.symbol} turned up"
    return f"{state.trump.symbol} trump, made by {state.seating.seat_label(state.maker, user)}"


class BuckWords(TableWordsBase):
    """Buck Euchre's ``GameWords``."""

    blurb = ("Four players, each for themselves, every count going down from 25: stay in "
             "or drop out once trump is made, and don't get bucked.")

    def turn_prompt(self, view: GameView) -> str:
        match view.phase:
            case P.BIDDING_ROUND_1:
                return order_up_prompt(view)
            case P.BIDDING_ROUND_2:
                return name_trump_prompt(view)
            case P.DEALER_DISCARD:
                return DEALER_DISCARD_PROMPT
            case P.DROP_OUT:
                return _drop_out_prompt(view)
            case _:
                return play_prompt(view)

    def phase_label(self, view: GameView) -> str:
        labels = {P.BIDDING_ROUND_1: ROUND_ONE_LABEL, P.BIDDING_ROUND_2: ROUND_TWO_LABEL,}
        return labels.get(view.phase, str(view.phase))

    def decision_context(self, state: GameHand, user: int) -> str:
        match state.phase:
            case P.BIDDING_ROUND_1:
                return round_one_context(state)
            case P.BIDDING_ROUND_2:
                return round_two_context(state)
            case P.DEALER_DISCARD:
                return dealer_discard_context(state)
            case P.DROP_OUT:
                return f"Stay in or drop out ({_trump_words(state, user)})"
            case P.PLAY:
                return trick_context(state, user)
            case _:
                return str(state.phase).capitalize()


WORDS = BuckWords()
