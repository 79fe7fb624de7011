"""Five Hundred's words for a bot's move, its options and what the table knows.

The shared vocabulary (``euchre.bots.explain``) builds the sentences; this module adds
what only Five Hundred has: bids on the ladder, the kitty exchange, the joker's suit and
the joker led naming a suit, the contract and who holds it, and the score to 500.
Expected figures are *points*: the bot's side's points for the hand minus the other
side's (with three players, the mean of each side's players).
"""

from __future__ import annotations

from euchre.bots.base import Factor
from euchre.cards import Card
from euchre.games.five_hundred.actions import FiveHundredAction, Kind
from euchre.games.five_hundred.view import FiveHundredView

__all__ = ["POINT_WORDS", "card_words", "contract_factor", "gerund", "move_words", "role",
           "score_factor"]

POINT_WORDS = "points (my side's score for the hand minus the other side's)"


def move_words(action: FiveHundredAction, view: FiveHundredView) -> str:
    """The move in the first person, naming only what the table sees (a discard is
    face down; giving the joker a suit is not shown until the joker is played)."""
    match action.kind:
        case Kind.PASS:
            return "I pass"
        case Kind.BID:
            return f"I bid {action.bid.label}"
        case Kind.DISCARD:
            return "I discard a card"
        case Kind.JOKER_SUIT:
            return "I get ready to lead"
    verb = "play" if view.current_trick else "lead"
    if action.suit is not None:
        return f"I lead the joker, naming {action.suit.symbol}"
    return f"I {verb} {card_words(action.card)}"


def card_words(card: Card) -> str:
    """A card in a sentence: "A♠", "the joker"."""
    return "the joker" if card.is_joker else card.symbol


def gerund(action: FiveHundredAction) -> str:
    """The option in words for "… scores …": "passing", "bidding 7♥", "playing A♠"."""
    match action.kind:
        case Kind.PASS:
            return "passing"
        case Kind.BID:
            return f"bidding {action.bid.label}"
        case Kind.DISCARD:
            return f"discarding {card_words(action.card)}"
        case Kind.JOKER_SUIT:
            return f"giving the joker the suit {action.suit.symbol}"
    if action.suit is not None:
        return f"leading the joker naming {action.suit.symbol}"
    return f"playing {card_words(action.card)}"


def role(view: FiveHundredView) -> str:
    """"contractor", "contractor's partner" or "defender"."""
    if view.contractor is None:
        return "bidder"
    if view.seat == view.contractor:
        return "contractor"
    if view.players == 4 and (int(view.seat) - int(view.contractor)) % 4 == 2:
        return "contractor's partner"
    return "defender"


def contract_factor(view: FiveHundredView) -> Factor:
    """Public: the contract and who holds it."""
    who = "I" if view.seat == view.contractor else view.contractor.label
    verb = "hold" if who == "I" else "holds"
    return Factor("contract", view.contract.text,
                  f"{who} {verb} the contract, {view.contract.label}", public=True)


def score_factor(view: FiveHundredView) -> Factor:
    """Public: my side's score before the hand and the best other score."""
    keepers = view.score
    if view.players == 4:
        mine = keepers[int(view.seat) % 2]
        best = keepers[1 - int(view.seat) % 2]
    else:
        mine = keepers[int(view.seat)]
        best = max(value for index, value in enumerate(keepers) if index != int(view.seat))
    return Factor("score", mine, f"my side has {mine} and the best other score is {best}",
                  public=True)
