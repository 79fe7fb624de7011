"""Cutthroat's words for the table: what the user is asked at each decision (the dummy or
alone, the merge's discards, defending alone against two), and where a reviewed decision
was taken."""

from __future__ import annotations

from euchre.bots.explain import number_word
from euchre.games.cutthroat.deal import HAND_SIZE
from euchre.games.cutthroat.phases import CutthroatPhase as P
from euchre.games.protocol import GameHand, GameView
from euchre.table_words import (
    DEALER_DISCARD_PROMPT,
    DISCARD_ONE_CAPTION,
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

__all__ = ["WORDS", "CutthroatWords"]


def _left_to_discard(view: GameView) -> int:
    return len(view.hand) - HAND_SIZE


class CutthroatWords(TableWordsBase):
    """Cutthroat's ``GameWords``."""

    blurb = ("Three players, each for themselves: whoever makes trump takes the dummy "
             "hand or goes alone against the other two, first to 10.")

    def turn_prompt(self, view: GameView) -> str:
        match view.phase:
            case P.BIDDING_ROUND_1:
                return order_up_prompt(view)
            case P.BIDDING_ROUND_2:
                return name_trump_prompt(view)
            case P.DEALER_DISCARD:
                return DEALER_DISCARD_PROMPT
            case P.DEFEND_ALONE:
                how = "alone" if view.maker_alone else "with the dummy"
                return (f"Your turn: {view.seating.names[view.maker]} made trump and plays "
                        f"{how} against you both. Defend alone (the other defender sits "
                        "out), or pass?")
            case P.MAKER_CHOICE:
                return ("Your turn: you made trump. Take the dummy (its five cards join "
                        "yours, then you discard five) or go alone without it?")
            case P.DUMMY_DISCARD:
                left = _left_to_discard(view)
                return (f"Your turn: you took the dummy; discard {number_word(left)} more "
                        f"card{'s' if left > 1 else ''} to keep {number_word(HAND_SIZE)}.")
            case _:
                return play_prompt(view)

    def phase_label(self, view: GameView) -> str:
        labels = {P.BIDDING_ROUND_1: ROUND_ONE_LABEL, P.BIDDING_ROUND_2: ROUND_TWO_LABEL,}
        return labels.get(view.phase, str(view.phase))

    def discard_caption(self, view: GameView) -> str:
        if view.phase != P.DUMMY_DISCARD:
            return DISCARD_ONE_CAPTION
        return (f"Click a card to discard it: {number_word(_left_to_discard(view))} more to "
                f"go, one click each. You keep the {number_word(HAND_SIZE)} cards left.")

    def decision_context(self, state: GameHand, user: int) -> str:
        match state.phase:
            case P.BIDDING_ROUND_1:
                return round_one_context(state)
            case P.BIDDING_ROUND_2:
                return round_two_context(state)
            case P.DEALER_DISCARD:
                return dealer_discard_context(state)
            case P.MAKER_CHOICE:
                return "Your choice as maker: take the dummy or go alone"
            case P.DUMMY_DISCARD:
                made, of = len(state.maker_discards), len(state.deal.dummy)
                return f"Your discard {made + 1} of {of} after taking the dummy"
            case P.DEFEND_ALONE:
                return "Defend alone?"
            case P.PLAY:
                return trick_context(state, user)
            case _:
                return str(state.phase).capitalize()


WORDS = CutthroatWords()
