"""Four-handed Euchre's words for the table: what the user is asked at each decision, and
where a reviewed decision was taken."""

from __future__ import annotations

from euchre.games.euchre.phases import Phase
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

__all__ = ["WORDS", "EuchreWords"]


class EuchreWords(TableWordsBase):
    """Four-handed Euchre's ``GameWords``."""

    blurb = ("Four players in two partnerships: order up the turned card or name trump, "
             "go alone for 4 points, first team to 10.")

    def turn_prompt(self, view: GameView) -> str:
        match view.phase:
            case Phase.BIDDING_ROUND_1:
                return order_up_prompt(view)
            case Phase.BIDDING_ROUND_2:
                return name_trump_prompt(view)
            case Phase.DEALER_DISCARD:
                return DEALER_DISCARD_PROMPT
            case Phase.DEFEND_ALONE:
                return (f"Your turn: {view.seating.names[view.maker]} plays alone. Defend "
                        "alone, or pass?")
            case Phase.JOKER_SUIT:
                return "Your turn: the joker was turned up; choose the suit it stands for."
            case _:
                return play_prompt(view)

    def phase_label(self, view: GameView) -> str:
        labels = {Phase.BIDDING_ROUND_1: ROUND_ONE_LABEL, Phase.BIDDING_ROUND_2: ROUND_TWO_LABEL,
                Phase.JOKER_SUIT: "Dealer chooses the joker's suit"}
        return labels.get(view.phase, str(view.phase))

    def decision_context(self, state: GameHand, user: int) -> str:
        match state.phase:
            case Phase.BIDDING_ROUND_1:
                return round_one_context(state)
            case Phase.BIDDING_ROUND_2:
                return round_two_context(state)
            case Phase.DEALER_DISCARD:
                return dealer_discard_context(state)
            case Phase.DEFEND_ALONE:
                return "Defend alone?"
            case Phase.PLAY:
                return trick_context(state, user)
            case _:
                return str(state.phase).capitalize()


WORDS = EuchreWords()
