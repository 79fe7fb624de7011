"""Five Hundred's words for the table: what the user is asked in the auction, the kitty
exchange and before leading the joker, and where a reviewed decision was taken."""

from __future__ import annotations

from euchre.actions import ActionKind
from euchre.bots.explain import number_word
from euchre.games.five_hundred.deal import HAND_SIZE
from euchre.games.five_hundred.phases import FiveHundredPhase as P
from euchre.games.protocol import GameHand, GameView
from euchre.table_words import TableWordsBase, play_prompt, trick_context

__all__ = ["WORDS", "FiveHundredWords"]


def _auction_prompt(view: GameView) -> str:
    """The auction's question: the bid to beat, or the first bid."""
    high = view.high_bid
    if high is None:
        return ("Your turn to call: bid a contract from the ladder (tricks your side will "
                "take, and trump) or pass. A pass is final.")
    who = "you" if view.high_bidder == view.seat else view.seating.names[view.high_bidder]
    return (f"Your turn to call: the bid to beat is {high.label} ({who}). Bid higher or "
            "pass; a pass is final.")


def _left_to_discard(view: GameView) -> int:
    return len(view.hand) - HAND_SIZE


class FiveHundredWords(TableWordsBase):
    """Five Hundred's ``GameWords``."""

    blurb = ("An auction for the contract, from 6♠ up to 10 no trumps or misère; the "
             "joker above the bowers, a kitty to exchange, first side to 500.")

    def turn_prompt(self, view: GameView) -> str:
        if view.phase == P.AUCTION:
            return _auction_prompt(view)
        if view.phase == P.KITTY:
            left = _left_to_discard(view)
            return (f"Your turn: you won the auction with {view.contract.label} and took the "
                    f"kitty; discard {number_word(left)} card{'s' if left > 1 else ''} to "
                    f"keep {number_word(HAND_SIZE)}.")
        if any(action.kind == ActionKind.JOKER_SUIT for action in view.legal_actions):
            return ("Your turn: lead a card. You hold the joker: before your lead you may "
                    "give it a suit (it becomes the highest card of that suit); otherwise "
                    "it belongs to no suit this hand.")
        return play_prompt(view)

    def exposed_caption(self, view: GameView) -> str:
        if view.maker == view.seat:
            return "You bid open misère: your cards lie face up for the table."
        return (f"{view.seating.names[view.maker]}'s open misère hand, face up "
                f"({len(view.exposed_hand)}):")

    def discard_caption(self, view: GameView) -> str:
        return (f"Click a card to discard it: {number_word(_left_to_discard(view))} more to "
                f"go, one click each. You keep the {number_word(HAND_SIZE)} cards left; your "
                "discards stay face down.")

    def decision_context(self, state: GameHand, user: int) -> str:
        match state.phase:
            case P.AUCTION:
                high = state.high_bid
                return ("Auction, no bid yet" if high is None else
                        f"Auction, high bid {high.label} by "
                        f"{state.seating.seat_label(state.high_bidder, user)}")
            case P.KITTY:
                return (f"Your kitty discard {len(state.discards) + 1} of 3 "
                        f"(contract {state.contract.label})")
            case P.PLAY:
                return trick_context(state, user)
            case _:
                return str(state.phase).capitalize()


WORDS = FiveHundredWords()
