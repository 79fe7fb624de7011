"""The hand analyser for four-handed Euchre: set a deal up, then read Expert's figures
for every bid and play."""

from __future__ import annotations

from lessons.euchre.analyser.bidding import show_bidding_setup
from lessons.euchre.analyser.deal import show_deal_setup
from lessons.euchre.analyser.play import show_card_play_setup
from lessons.euchre.analyser.widgets import show_analysis
from lessons.euchre.analysis import recorded_view
from lessons.kit.game_lessons import Analyser

__all__ = ["ANALYSER"]

ANALYSER = Analyser(
    introduction=(
        "Set up a position by clicking cards: a bid (the dealer, the score, the bids so "
        "far, the upcard and the five cards of the seat to decide), a card to play (trump, "
        "the maker, the cards played so far and the cards of the seat to play) or a whole "
        "deal to step through. Expert sees only what the deciding seat knows, deals the "
        "other cards many ways and values every legal action."),
    setups={
        "A bid": show_bidding_setup,
        "A card to play": show_card_play_setup,
        "A whole deal": show_deal_setup,
    },
    recorded_view=recorded_view,
    show_analysis=show_analysis,
)
