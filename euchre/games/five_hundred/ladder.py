"""Five Hundred's auction as a call ladder: the 25 suit bids as a grid of tricks by
denomination (♠ ♣ ♦ ♥ NT, each with its value), the misères below, and the pass.

Which calls are open now is the engine's to say; the ladder only lays them out.

>>> ladder = call_ladder(FiveHundredRules())
>>> ladder.columns, [label for label, _ in ladder.rows], ladder.rows[1][1][3].label
(('♠', '♣', '♦', '♥', 'NT'), ['6', '7', '8', '9', '10'], '7♥ 200')
>>> [call.label for call in ladder.extra]
['Misère · 250', 'Open misère · 500']
>>> [call.label for call in call_ladder(FiveHundredRules(blind_misere=True)).extra][-1]
'Blind misère · 500'
"""

from __future__ import annotations

import functools

from euchre.games.five_hundred.actions import PASS, bid
from euchre.games.five_hundred.bids import LADDER, MAX_TRICKS, MIN_TRICKS, Bid, Denomination
from euchre.games.five_hundred.rules import FiveHundredRules
from euchre.games.protocol import CallLadder, LadderCall

__all__ = ["call_ladder"]

_MISERE_HELP = {
    "misere": "Misère: you alone try to take no trick, with no trumps (with four players "
              "your partner sits out).",
    "open misere": "Open misère: misère with your hand laid face up after the first trick.",
    "blind misere": "Blind misère: misère called before looking at your cards.",
}
_RED = (Denomination.HEARTS, Denomination.DIAMONDS)


def _grid_call(b: Bid) -> LadderCall:
    column = "NT" if b.denomination is Denomination.NO_TRUMPS else b.denomination.symbol
    return LadderCall(bid(b), b.label, b.text, f"{b.tricks}{column} {b.value}",
                      f"Bid {b.label}: worth {b.value} points if made, −{b.value} if not.",
                      red=b.denomination in _RED)


def _misere_call(b: Bid) -> LadderCall:
    return LadderCall(bid(b), b.label, b.text, f"{b.label.capitalize()} · {b.value}",
                      f"{_MISERE_HELP[b.text]} Worth {b.value} points.")


@functools.cache
def call_ladder(rules: FiveHundredRules) -> CallLadder:
    """The ladder of the calls these rules know (blind misère only with its option)."""
    by_text = {b.text: b for b in LADDER}
    rows = tuple(
        (str(tricks), tuple(_grid_call(by_text[f"{tricks}{denomination.letter}"])
                            for denomination in Denomination))
        for tricks in range(MIN_TRICKS, MAX_TRICKS + 1))
    misere = tuple(_misere_call(b) for b in LADDER if b.is_misere
                   and (rules.blind_misere or b.text != "blind misere"))
    return CallLadder(
        corner="Tricks",
        columns=tuple("NT" if d is Denomination.NO_TRUMPS else d.symbol for d in Denomination),
        rows=rows, extra=misere,
        pass_call=LadderCall(PASS, "pass", "pass", "Pass", "A pass is final: you take no "
                                                           "further part in this auction."))
