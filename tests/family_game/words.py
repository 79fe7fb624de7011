"""Heads-up Euchre's words for the table."""

from __future__ import annotations

from euchre.games import GameHand, GameView
from euchre.table_words import (
    DEALER_DISCARD_PROMPT,
    TableWordsBase,
    dealer_discard_context,
    name_trump_prompt,
    order_up_prompt,
    play_prompt,
    round_one_context,
    round_two_context,
    trick_context,
)
from tests.family_game.hand import HeadsUpPhase as P

__all__ = ["WORDS"]


class HeadsUpWords(TableWordsBase):
    blurb = "Two players face to face, five cards each: Euchre's bidding for one."

    def turn_prompt(self, view: GameView) -> str:
        prompts = {P.BIDDING_ROUND_1: order_up_prompt, P.BIDDING_ROUND_2: name_trump_prompt,
                   P.DEALER_DISCARD: lambda view: DEALER_DISCARD_PROMPT}
        return prompts.get(view.phase, play_prompt)(view)

    def decision_context(self, state: GameHand, user: int) -> str:
        contexts = {P.BIDDING_ROUND_1: round_one_context, P.BIDDING_ROUND_2: round_two_context,
                    P.DEALER_DISCARD: dealer_discard_context}
        if state.phase == P.PLAY:
            return trick_context(state, user)
        return contexts.get(state.phase, lambda state: str(state.phase))(state)


WORDS = HeadsUpWords()
