"""Keep hidden cards out of bot explanations shown during a hand.

A bot explains its decision from its own view, which may name cards the user cannot
see (its hand, its discard). While the hand is being played those names are replaced
by "a hidden card"; the hand's review shows the explanations in full.
"""

from __future__ import annotations

import re
from dataclasses import replace

from euchre import Card, Rank, Suit
from euchre.bots import Explanation, Factor
from euchre.view import SeatView

__all__ = ["HIDDEN", "Redactor"]

HIDDEN = "a hidden card"

_RANK_WORDS = {"seven": Rank.SEVEN, "eight": Rank.EIGHT, "nine": Rank.NINE, "ten": Rank.TEN,
               "jack": Rank.JACK, "queen": Rank.QUEEN, "king": Rank.KING, "ace": Rank.ACE}
_SUIT_WORDS = {"clubs": Suit.CLUBS, "diamonds": Suit.DIAMONDS, "hearts": Suit.HEARTS,
               "spades": Suit.SPADES}
_THE = r"(?:\b[Tt]he )?"
_SYMBOL = re.compile(_THE + r"(?<![0-9A-Za-z])(10|[2-9TJQKA])\s?([♣♦♥♠])")
_CODE = re.compile(_THE + r"(?<![0-9A-Za-z])(10|[7-9TJQKA])([CDHS])(?![0-9A-Za-z])")
_SPOKEN = re.compile(_THE + r"\b(seven|eight|nine|ten|jack|queen|king|ace) of "
                     r"(clubs|diamonds|hearts|spades)\b", re.IGNORECASE)
_BOWER = re.compile(r"\b(?:the )?(right|left) bower\b(?: \(?((?:10|[9TJQKA])\s?[♣♦♥♠])\)?)?",
                    re.IGNORECASE)
_JOKER = re.compile(r"\b(?:the )?(joker|benny)\b", re.IGNORECASE)


class Redactor:
    """Replaces names of cards that ``view``'s seat cannot see with ``HIDDEN``."""

    def __init__(self, view: SeatView) -> None:
        visible = set(view.hand) | set(view.played_cards) | {view.upcard}
        if view.own_discard is not None:
            visible.add(view.own_discard)
        self.visible: frozenset[Card] = frozenset(visible)
        self.trump: Suit | None = view.trump

    def _keep(self, card: Card) -> bool:
        return card in self.visible

    def text(self, text: str) -> str:
        text = _BOWER.sub(self._bower, text)
        text = _SYMBOL.sub(lambda m: self._card_or_hidden(m.group(0), m[1], m[2]), text)
        text = _CODE.sub(lambda m: self._card_or_hidden(m.group(0), m[1], m[2]), text)
        text = _SPOKEN.sub(self._spoken, text)
        return _JOKER.sub(self._joker, text)

    def _card_or_hidden(self, original: str, rank: str, suit: str) -> str:
        try:
            card = Card.parse(rank + suit)
        except ValueError:
            return original
        return original if self._keep(card) else HIDDEN

    def _spoken(self, match: re.Match[str]) -> str:
        card = Card.of(_RANK_WORDS[match[1].lower()], _SUIT_WORDS[match[2].lower()])
        return match.group(0) if self._keep(card) else HIDDEN

    def _bower(self, match: re.Match[str]) -> str:
        """A bower named in words is kept only if its card is one the seat can see."""
        if match[2]:
            card = Card.parse(match[2].replace(" ", ""))
        elif self.trump is not None:
            suit = self.trump if match[1].lower() == "right" else self.trump.same_colour
            card = Card.of(Rank.JACK, suit)
        else:
            return HIDDEN
        return match.group(0) if self._keep(card) else HIDDEN

    def _joker(self, match: re.Match[str]) -> str:
        return match.group(0) if self._keep(Card.joker()) else HIDDEN

    def explanation(self, explanation: Explanation) -> Explanation:
        factors = tuple(
            Factor(self.text(f.name), self.text(f.value) if isinstance(f.value, str) else f.value,
                   self.text(f.text))
            for f in explanation.factors
        )
        return replace(explanation, summary=self.text(explanation.summary), factors=factors)
