"""An independent check of Buck Euchre bot explanations against the position they were given.

It recomputes what it can from the printed ranks and suits of the view's cards with its
own small table of the bowers (none without trumps), not with the engine's functions the
bots use, and checks that no sentence the table hears names a card it has not seen.
"""

from __future__ import annotations

import re

from euchre import Card, Rank, Suit
from euchre.bots.base import Decision, Explanation
from euchre.games.buck import BuckView

COLOUR_MATE = {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS,
               Suit.DIAMONDS: Suit.HEARTS, Suit.HEARTS: Suit.DIAMONDS}
CARD_SYMBOL = re.compile(r"(?:10|[9JQKA])[♣♦♥♠]")


def is_trump(card: Card, trump: Suit | None) -> bool:
    if trump is None:
        return False
    return card.suit is trump or (card.rank is Rank.JACK and card.suit is COLOUR_MATE[trump])


def check_figures(view: BuckView, explanation: Explanation) -> int:
    """Assert every recognised figure is true of the position; return how many were checked."""
    named = {factor.name: factor for factor in explanation.factors}
    checked = 0
    for factor in explanation.factors:
        name, value = factor.name, factor.value
        if name == "players_in":
            assert value == 4 - len(view.dropped), factor
        elif name == "score":
            assert value == view.score[view.seat], factor
            assert str(min(s for p, s in enumerate(view.score) if p != view.seat)) in factor.text
        elif name == "contract":
            assert value == ("none" if view.maker is None else view.maker.letter), factor
        elif name == "trick_cards":
            assert value == sum(is_trump(c, view.trump) or c.rank is Rank.ACE
                                for c in view.hand), factor
        elif name == "trumps" and re.search(r"\(([♣♦♥♠])\)", factor.text):
            symbol = re.search(r"\(([♣♦♥♠])\)", factor.text).group(1)
            suit = next(s for s in Suit if s.symbol == symbol)
            assert value == sum(is_trump(c, suit) for c in view.hand), factor
        elif name == "expected_gain" and "p_set" in named:
            expected = named["expected_tricks"].value
            bucked = named["p_bucked"].value
            assert abs(value - (expected - 5 * bucked - 5 * named["p_set"].value)) < 0.02
        elif name == "expected_gain" and "expected_tricks" in named:
            expected = named["expected_tricks"].value
            assert abs(value - (expected - 5 * named["p_bucked"].value)) < 0.02, factor
        elif name == "samples":
            assert explanation.options and value == explanation.options[0].samples
        else:
            continue
        checked += 1
    return checked


def leaked_cards(view: BuckView, decision: Decision) -> set[str]:
    """Cards the live sentence or a public factor names that the table has not seen."""
    seen = {card.symbol for card in view.played_cards} | {view.upcard.symbol}
    if decision.action.card is not None and decision.action.kind.value == "play":
        seen.add(decision.action.card.symbol)
    public = decision.explanation.public()
    text = " ".join([public.summary, *(factor.text for factor in public.factors)])
    return set(CARD_SYMBOL.findall(text)) - seen
