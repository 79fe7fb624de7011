"""The table talk: every move of a hand in order, each bot decision with its explanation.

While the hand is being played a bot says only what the table may know (its move and
public factors); once the hand is over, or in a practice match with open explanations,
its full reasons are shown (in a practice match still without the names of cards the
user cannot see until the hand is over).
"""

from __future__ import annotations

import streamlit as st

from euchre import Action, ActionKind
from euchre.bots import Explanation
from euchre.games import GameHand
from euchre.seats import Seating
from table.log import BotTurn
from ui.explain import action_phrase, markdown_text, second_person, show_explanation
from ui.games import figures_words
from ui.redact import Redactor
from ui.table import bid_words, seat_name

__all__ = ["live_explanation", "show_feed"]


def _move_words(action: Action, seat: int, dealer: int, hand_over: bool = True) -> str:
    """The move in the third person; the dealer picks the upcard up rather than orders it.
    During the hand a discard is face down, even of the upcard: "discards a card"."""
    if action.kind == ActionKind.DISCARD and not hand_over:  # every game's discard
        return "discards a card"
    return bid_words(action, seat, dealer)


def _your_move(words: str) -> str:
    """The user's own move in the second person: "You pass", "You play K♦"."""
    return second_person(words)


def live_explanation(explanation: Explanation, redactor: Redactor) -> Explanation:
    """What the table hears of a bot's reasons while the hand is being played: the move
    and its public factors (``Explanation.public``); the redactor is a last check that
    no card the user cannot see is named."""
    return redactor.explanation(explanation.public())


def show_feed(hand: GameHand, turns: tuple[BotTurn, ...], user: int,
              redactor: Redactor | None, seating: Seating, open_reasons: bool = False) -> None:
    """``redactor``: the hand is under way and hides the cards the user cannot see yet
    (None once the hand is over: the full reasons). ``open_reasons``: a practice match,
    whose bots tell their full reasons during the hand too."""
    if not hand.history:
        st.caption("No moves yet this hand.")
        return

    def describe(action: Action) -> str:
        phrase = action_phrase(action)
        return redactor.text(phrase) if redactor is not None else phrase

    told = {turn.move: turn for turn in turns}
    for move, (seat, action) in enumerate(hand.history):  # oldest first: opened ones stay put
        if seat == user:
            done = _move_words(action, seat, hand.dealer)
            st.markdown(f"**You** {markdown_text(_your_move(done))}")
            continue
        if redactor is not None and redactor.secret(action):
            continue  # a move the table is not told of (the joker's suit, given in secret)
        done = _move_words(action, seat, hand.dealer, hand_over=redactor is None)
        turn = told.get(move)
        if redactor is not None and action.card is not None:
            done = redactor.text(done)  # a call names no card: "bids 7♦" stays as it is
        st.markdown(f"**{seat_name(seat, user, seating)}** {markdown_text(done)}")
        if turn is None:
            st.caption("Asking for the reasons again…")
            continue
        explanation = turn.explanation
        if redactor is not None and open_reasons:
            explanation = redactor.explanation(explanation)
        elif redactor is not None:
            explanation = live_explanation(explanation, redactor)
            if explanation.summary or explanation.factors:
                show_explanation(explanation, describe, label="Why: factors and figures",
                                 figures=figures_words(seating, hand.rules.score_race))
            continue
        left_out = len(turn.explanation.options) - len(explanation.options)
        show_explanation(explanation, describe, chosen=turn.action,
                         label="Why: factors and figures", options_left_out=left_out,
                         figures=figures_words(seating, hand.rules.score_race))
