"""Five Hundred Easy: always legal, but simple — first impressions and instinct.

It bids six (or seven, never more) in its longest suit when that suit has five cards or
more counting the joker and the bowers, never no trumps or misère; throws its three
lowest cards to the kitty; and plays the highest card it may when that card would take
the trick (even from its partner), the lowest otherwise, leading its highest card — and
about one card in five on a hunch.
"""

from __future__ import annotations

from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.easy_habits import hunch_for
from euchre.cards import Card, Suit
from euchre.games.five_hundred.actions import PASS, FiveHundredAction, Kind
from euchre.games.five_hundred.bots.phased import FiveHundredBot
from euchre.games.five_hundred.bots.positions import contract_mode
from euchre.games.five_hundred.bots.words import card_words, move_words
from euchre.games.five_hundred.cards import EFFECTIVE_SUIT, POWER
from euchre.games.five_hundred.view import FiveHundredView

__all__ = ["EasyFiveHundredBot"]

LONG_SUIT = 5
MAX_TRICKS = 7
HUNCH = 0.2


def _cost(mode: int, card: Card) -> int:
    suit = EFFECTIVE_SUIT[mode][card]
    return POWER[mode][suit][card]


class EasyFiveHundredBot(FiveHundredBot):
    difficulty = Difficulty.EASY

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def bid(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        lengths = {suit: sum(1 for c in view.hand if EFFECTIVE_SUIT[int(suit)][c] == suit)
                   for suit in Suit}
        suit = max(Suit, key=lambda s: (lengths[s], s))
        length = lengths[suit]
        count_f = Factor("suit_cards", length,
                         f"my longest suit is {suit.symbol} with "
                         f"{ex.count_text(length, 'card')}, the joker and bowers counted")
        if length >= LONG_SUIT:
            for action in view.legal_actions:
                if (action.kind is Kind.BID and not action.bid.is_misere
                        and action.bid.trump is suit and action.bid.tricks <= MAX_TRICKS):
                    return action, ex.say(f"I bid {action.bid.label}: ", count_f,
                                          move=move_words(action, view))
            return PASS, ex.say("I pass: ", count_f, f", but I never bid past {MAX_TRICKS}",
                                move=move_words(PASS, view))
        return PASS, ex.say("I pass: ", count_f, f", and I want {LONG_SUIT}",
                            move=move_words(PASS, view))

    def discard(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        mode = contract_mode(view)
        card = min(view.hand, key=lambda c: (_cost(mode, c), c))
        action = next(a for a in view.legal_actions if a.card == card)
        factor = Factor("discard_rank", card.text, f"{card_words(card)} is my lowest card")
        return action, ex.say(f"I discard {card_words(card)}: ", factor,
                              move=move_words(action, view))

    def play(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        plays = [a for a in view.legal_actions if a.kind is Kind.PLAY]
        mode = contract_mode(view)
        hunch = hunch_for("five-hundred-easy", self.seed, view)
        if len(plays) > 1 and hunch.random() < HUNCH:
            action = hunch.choice(plays)
            return action, ex.say(f"I play {_name(action)} on a hunch",
                                  move=move_words(action, view))
        if not view.current_trick:
            action = max(plays, key=lambda a: (_cost(mode, a.card), -(a.suit or 0)))
            factor = Factor("card_choice", "highest", "it is my highest card")
            return action, ex.say(f"I lead {_name(action)}: ", factor,
                                  move=move_words(action, view))
        led = 4 if view.current_led is None else int(view.current_led)
        powers = POWER[mode][led]
        who, best = max(view.current_trick, key=lambda play: powers[play[1]])
        winning = Factor("winning", f"{who.letter} {best.text}",
                         f"{who.label} is winning with {card_words(best)}", public=True)
        top = max(plays, key=lambda a: (powers[a.card], _cost(mode, a.card)))
        if powers[top.card] > powers[best]:
            factor = Factor("can_win", True, f"my highest card takes the trick from "
                                             f"{card_words(best)}")
            return top, ex.say(f"I play {_name(top)}: ", factor, extra=[winning],
                               move=move_words(top, view))
        low = min(plays, key=lambda a: (_cost(mode, a.card), a.card))
        factor = Factor("can_win", False, f"I cannot beat {card_words(best)}, so I "
                                          "play my lowest card")
        return low, ex.say(f"I play {_name(low)}: ", factor, extra=[winning],
                           move=move_words(low, view))


def _name(action: FiveHundredAction) -> str:
    if action.card.is_joker:
        return "the joker" + (f", naming {action.suit.symbol}" if action.suit else "")
    return action.card.symbol

