"""Normal: bids on real trump strength and plays the standard habits of a sound player.

Bidding comes from ``euchre.bots.bidding`` (the count of trumps, bowers, off-suit aces
and voids, the seat relative to the dealer and who picks the upcard up). In play it
leads trump to pull the opponents' trumps when it made trump, keeps its bowers until
they are needed, plays second hand low and third hand high, lets a partner's good card
win, cashes off-suit aces on defence and ruffs the makers' winners with its lowest trump.
"""

from __future__ import annotations

from euchre.actions import DEFEND_ALONE, PASS, Action, joker_suit, play
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.hand_strength import cards_by_strength, trump_facts
from euchre.bots.play_habits import is_strong, planned_discard, short_suit_low, throw_off
from euchre.bots.trick_reading import TrickReading, read_trick, role_of
from euchre.bots.trump_count import TrickWeights, decide_defend_alone
from euchre.cards import Card, Rank, Suit, left_bower, right_bower
from euchre.games.euchre.bots.bidding import (
    BidContext,
    BidEvaluation,
    Thresholds,
    decide_bid,
    evaluate_suit,
)
from euchre.games.euchre.bots.phased import PhasedBot
from euchre.games.euchre.bots.words import move_words
from euchre.games.euchre.view import SeatView

__all__ = ["NormalBot"]


class NormalBot(PhasedBot):
    difficulty = Difficulty.NORMAL

    def __init__(
        self, seed: int = 0, weights: TrickWeights | None = None,
        thresholds: Thresholds | None = None,
    ) -> None:
        self.seed = seed
        self.weights = weights or TrickWeights()
        self.thresholds = thresholds or Thresholds()

    # ---- bidding ------------------------------------------------------------------------
    def bid_round_one(self, view: SeatView) -> tuple[Action, Explanation]:
        return self._bid(view)

    def bid_round_two(self, view: SeatView) -> tuple[Action, Explanation]:
        return self._bid(view)

    def _bid(self, view: SeatView) -> tuple[Action, Explanation]:
        context = BidContext.from_view(view)
        choice = decide_bid(view.hand, context, self.weights, self.thresholds)
        evaluation = choice.evaluation
        action = choice.action
        move = move_words(action, view)
        factors = _bid_factors(view, context, evaluation,
                               public_suit=context.round == 1 or action is not PASS)
        named = {factor.name: factor for factor in factors}
        what = "order up" if context.round == 1 else "name a suit"
        needed = ex.needed_factor(evaluation.needed, what)
        hand = [named[name] for name in ("trumps", "right_bower", "left_bower", "joker",
                                          "off_aces", "voids")
                if name == "trumps" or (name in named and named[name].value not in (False, 0))]
        count = [named["strength"], needed]
        table = [named["upcard_to"]] if "upcard_to" in named and "counted_hand" not in named else []
        holding: list = ["I hold ", hand]
        if "counted_hand" in named:
            holding = [named["counted_hand"], " I would hold ", hand]
        suit = evaluation.trump.symbol
        if action is PASS:
            best = "" if context.round == 1 else f" (my best suit is {suit})"
            if "counted_hand" not in named:
                holding = [named["trump_suit"], " I would hold ", hand]
            upcard = ["; ", table] if table else []
            return action, ex.say(f"I pass{best}: ", *holding, *upcard, "; ", count,
                                  extra=factors, move=move)
        if context.round == 1:
            decision = f"I order up {suit}" + (" and go alone" if action.alone else "")
        elif context.dealer_is_stuck and not evaluation.biddable:
            decision = f"I am stuck as dealer and name my best suit, {suit}"
        else:
            decision = f"I name {suit}" + (" and go alone" if action.alone else "")
        alone = " — enough to play without my partner" if action.alone else ""
        parts: list = [decision, ": ", *holding]
        if table:
            parts += ["; ", table]
        parts += ["; ", count, alone]
        return action, ex.say(*parts, extra=factors, move=move)

    def joker_suit(self, view: SeatView) -> tuple[Action, Explanation]:
        context = BidContext(view.seat, view.dealer, view.upcard, None, 1, None, view.rules,
                             view.score)
        options = [evaluate_suit(view.hand, suit, context, self.weights, self.thresholds)
                   for suit in Suit]
        best = max(options, key=lambda option: (option.strength, -option.trump))
        factors = [ex.trump_suit_factor(best.trump, public=True),
                   ex.counted_hand_factor(best.counted_hand, view.upcard, best.discard.card),
                   *_hand_factors(view, best), ex.strength_factor(best.strength)]
        named = {factor.name: factor for factor in factors}
        action = joker_suit(best.trump)
        return action, ex.say(
            f"I make the joker a {best.trump.symbol}, my strongest suit with it: ",
            named["counted_hand"], " I would hold ", named["trumps"], "; ", named["strength"],
            extra=factors, move=move_words(action, view))

    def defend_alone(self, view: SeatView) -> tuple[Action, Explanation]:
        alone, facts = decide_defend_alone(view.hand, view.trump)
        factors = [ex.trump_suit_factor(view.trump, public=True),
                   *ex.hand_factors(facts, _joker_deck(view))]
        named = {factor.name: factor for factor in factors}
        key = [named["trumps"], *(named[name] for name in ("right_bower", "left_bower", "joker")
                                   if name in named and named[name].value)]
        if alone:
            return DEFEND_ALONE, ex.say("I defend alone with an overwhelming trump holding: ",
                                        key, extra=factors,
                                        move=move_words(DEFEND_ALONE, view))
        return PASS, ex.say("I do not defend alone: I hold ", key, extra=factors,
                            move=move_words(PASS, view))

    def discard(self, view: SeatView) -> tuple[Action, Explanation]:
        return planned_discard(view, lambda action: move_words(action, view),
                               _joker_deck(view))

    # ---- play ---------------------------------------------------------------------------
    def play(self, view: SeatView) -> tuple[Action, Explanation]:
        reading = read_trick(view)
        role = role_of(view)
        if len(reading.legal) == 1:
            card = reading.legal[0]
            return play(card), ex.say(f"I play {card.symbol}, my only legal card",
                                      extra=[ex.role_factor(role, view.maker)],
                                      move=move_words(play(card), view))
        if reading.leading:
            card, decision, key = self._lead(view, reading, role)
        else:
            card, decision, key = self._follow(reading)
        extra = [ex.role_factor(role, view.maker),
                 ex.play_order_factor(reading.play_order, reading.plays_last)]
        return play(card), ex.say(decision, *([": ", key] if key else []), extra=extra,
                                  move=move_words(play(card), view))

    def _lead(self, view: SeatView, reading: TrickReading,
              role: str) -> tuple[Card, str, list[Factor]]:
        trump = reading.trump
        hand = cards_by_strength(reading.legal, trump)
        trumps = [card for card in hand if reading.is_trump(card)]
        off = [card for card in hand if not reading.is_trump(card)]
        off_aces = [card for card in off if card.rank is Rank.ACE]
        facts = trump_facts(reading.legal, trump)
        role_f = ex.role_factor(role, view.maker)
        trumps_f = ex.trumps_factor(facts, "I hold ")
        if role == "maker" and trumps and (len(trumps) >= 2 or not off):
            top = trumps[0]
            if _is_boss_trump(top, view):
                return top, f"I lead {top.symbol} to pull the opponents' trumps", [
                    role_f, trumps_f, ex.boss_trump_factor(top)]
            low = trumps[-1]
            return low, f"I lead {low.symbol} to draw trumps and keep my best ones", [
                role_f, trumps_f, ex.card_choice_factor("lowest trump", low)]
        if off_aces:
            ace = off_aces[0]
            return ace, f"I cash my off-suit ace {ace.symbol} while it still wins", [role_f]
        if role == "maker's partner" and trumps:
            top = trumps[0]
            return top, f"I lead {top.symbol}, a trump, to help my partner draw trumps", [
                role_f, trumps_f, ex.card_choice_factor("highest", top)]
        if off:
            card = short_suit_low(off, reading.legal, trump)
            return card, f"I lead {card.symbol}, a low card from a short side suit", [role_f]
        top = trumps[0]
        return top, f"I lead {top.symbol}: I have only trumps left", [
            trumps_f, ex.card_choice_factor("highest", top)]

    def _follow(self, reading: TrickReading) -> tuple[Card, str, list[Factor]]:
        led, trump = reading.led, reading.trump
        winners = reading.winners
        lowest = reading.weakest_first(reading.legal)[0]
        led_f = ex.led_suit_factor(led)
        win_f = ex.winning_factor(reading.winner, reading.winning_card, reading.partner_winning)
        follow_f = ex.can_follow_factor(reading.can_follow, led)
        order_f = ex.play_order_factor(reading.play_order, reading.plays_last)
        can_win_f = ex.can_win_factor(bool(winners))
        if reading.partner_winning:
            partner_card = reading.winning_card
            safe = reading.plays_last or is_strong(partner_card, trump, led)
            if not safe and winners and not reading.can_follow:
                card = winners[0]
                return card, f"I ruff with {card.symbol} so the last player cannot take it", [
                    win_f, follow_f, order_f, ex.card_choice_factor("cheapest winner", card)]
            if safe or not winners:
                card = throw_off(reading)
                key = [win_f, follow_f]
                if card == lowest:
                    key.append(ex.card_choice_factor("lowest", card))
                return card, f"I play {card.symbol} and let my partner take it", key
            card = winners[-1]
            return card, f"I play {card.symbol} high to protect my partner's trick", [
                win_f, order_f, ex.card_choice_factor("highest", card)]
        if not winners:
            card = throw_off(reading)
            key = [win_f, can_win_f]
            if card == lowest:
                key.append(ex.card_choice_factor("lowest", card))
            return card, f"I play {card.symbol}, a card I can spare", key
        cheapest = winners[0]
        if not reading.can_follow:
            return cheapest, f"I ruff with {cheapest.symbol}", [
                led_f, follow_f, win_f, ex.card_choice_factor("cheapest winner", cheapest)]
        if reading.plays_last:
            return cheapest, f"I take the trick with {cheapest.symbol}", [
                win_f, order_f, ex.card_choice_factor("cheapest winner", cheapest)]
        if reading.play_order == 2 and not is_strong(winners[-1], trump, led):
            card = throw_off(reading)
            key = [order_f]
            if card == lowest:
                key.append(ex.card_choice_factor("lowest", card))
            return card, f"Second hand low: I play {card.symbol}", key
        top = winners[-1]
        if reading.play_order == 2:
            return top, f"I take the lead with {top.symbol}, a card that should hold", [
                win_f, order_f, ex.card_choice_factor("highest", top)]
        return top, f"Third hand high: I play {top.symbol}", [
            win_f, order_f, ex.card_choice_factor("highest", top)]


# ---- helpers ----------------------------------------------------------------------------


def _joker_deck(view: SeatView) -> bool:
    return view.rules.deck.value == "25-joker"


def _hand_factors(view: SeatView, evaluation: BidEvaluation) -> list[Factor]:
    return ex.hand_factors(evaluation.trump_facts, _joker_deck(view))


def _bid_factors(view: SeatView, context: BidContext, evaluation: BidEvaluation,
                 public_suit: bool) -> list[Factor]:
    """``public_suit``: the suit counted is the upcard's or the one the bid makes trump."""
    factors = [ex.trump_suit_factor(evaluation.trump, public_suit)]
    if evaluation.discard is not None:
        factors.append(ex.counted_hand_factor(evaluation.counted_hand, view.upcard,
                                              evaluation.discard.card))
    factors += _hand_factors(view, evaluation)
    factors.append(ex.position_factor(view.seat, view.dealer, context.position))
    if context.round == 1:
        factors.append(ex.upcard_factor(view.upcard, view.dealer, context.upcard_taker))
    factors.append(ex.strength_factor(evaluation.strength))
    return factors






def _is_boss_trump(card: Card, view: SeatView) -> bool:
    """The highest trump not yet played (only bowers and the joker are considered)."""
    trump = view.trump
    played = set(view.played_cards)
    for top in (Card.joker(), right_bower(trump), left_bower(trump)):
        if not view.rules.deck.mask >> top & 1 or top in played:
            continue
        return top == card
    return False






