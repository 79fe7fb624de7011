"""Buck Euchre Normal: counts each card's chance of a trick and plays for its own count.

Bidding (``counting``): it makes trump when, as maker, the tricks it expects less the
risks of being set (+5) and bucked (+5) come to a clear gain; the dealer counts the hand
it would keep after picking up. Dropping out: it stays in when the tricks it expects
outweigh five times the chance of being bucked, by a margin the race to zero sets (lower
near the finish or far behind a leader about to win, higher well ahead). Play: it cashes
the highest card still out in a suit (the boss), takes a trick last with the cheapest
card that wins, holds back second hand with a card that could be beaten, and when it has
no trick yet it grabs one while it can.
"""

from __future__ import annotations

from euchre.actions import ORDER_UP, PASS, Action, name_trump, play
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.play_habits import planned_discard
from euchre.bots.trick_reading import TrickReading, read_trick
from euchre.cards import Card, Deck, Suit, card_power, effective_suit
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from euchre.games.buck.bots.counting import (
    BID_GAIN,
    BidCount,
    RaceRule,
    TrickOdds,
    count_bid,
    known_out,
    left_alone,
    race_rule,
    trick_odds,
)
from euchre.games.buck.bots.phased import BuckBot
from euchre.games.buck.bots.words import contract_factor, move_words, score_factor
from euchre.games.buck.phases import BuckPhase
from euchre.games.buck.view import BuckView

__all__ = ["NormalBuckBot", "odds_factors", "view_odds", "view_race_rule"]

DECK = Deck.STANDARD_24.cards()


def _percent(p: float) -> str:
    return f"{100 * p:.0f}%"


def odds_factors(odds: TrickOdds, as_maker: bool) -> list[Factor]:
    """The count's figures, each a factor (private: they come from the bot's cards)."""
    factors = [
        Factor("expected_tricks", round(odds.expected, 2),
               f"I expect {odds.expected:.1f} tricks"),
        Factor("p_bucked", round(odds.p_bucked, 3),
               f"a {_percent(odds.p_bucked)} chance of taking none (bucked, +5)"),
    ]
    if as_maker:
        factors.append(Factor("p_set", round(odds.p_set, 3),
                              f"a {_percent(odds.p_set)} chance of taking fewer than three "
                              "(set, +5)"))
        gain, doing = odds.maker_gain, "making trump"
    else:
        gain, doing = odds.stay_gain, "staying in"
    factors.append(Factor("expected_gain", round(gain, 2),
                          f"so {doing} gains {gain:+.2f} points on average (a point gained "
                          "is a point off my count)"))
    best = odds.best_cards()
    if best:
        factors.append(Factor("best_cards", " ".join(c.card.text for c in best),
                              "my likeliest tricks: " + ex.join_words(
                                  [f"{c.card.symbol} ({c.why}, {_percent(c.chance)})"
                                   for c in best])))
    factors.append(Factor("players_in", odds.others + 1,
                          f"counting {odds.others} other player{'s' if odds.others > 1 else ''}"
                          " in the hand", public=True))
    return factors


def view_odds(view: BuckView) -> TrickOdds:
    """The seat's odds now: its cards, the trump fixed, the other players not dropped."""
    others = sum(1 for p in type(view.seat) if p != view.seat and p not in view.dropped)
    return trick_odds(view.hand, view.trump, others,
                      known_out(view.upcard, view.upcard_taken, view.played_cards))


def view_race_rule(view: BuckView) -> RaceRule:
    """The race rule for the seat deciding whether to drop out."""
    alone = left_alone(view.seat, view.dealer, view.maker, view.dropped)
    return race_rule(view.score, view.seat, alone)


class NormalBuckBot(BuckBot):
    difficulty = Difficulty.NORMAL

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    # ---- bidding ------------------------------------------------------------------------
    def bid_round_one(self, view: BuckView) -> tuple[Action, Explanation]:
        picks_up = view.upcard if view.seat == view.dealer else None
        count = count_bid(view.hand, view.upcard_suit, picks_up)
        return self._bid(view, count, ORDER_UP, public_suit=True)

    def bid_round_two(self, view: BuckView) -> tuple[Action, Explanation]:
        counts = [count_bid(view.hand, suit, None, (view.upcard,))
                  for suit in Suit if suit != view.turned_down]
        best = max(counts, key=lambda c: (c.gain, -c.trump))
        return self._bid(view, best, name_trump(best.trump), public_suit=best.makes)

    def _bid(self, view: BuckView, count: BidCount, make: Action,
             public_suit: bool) -> tuple[Action, Explanation]:
        action = make if count.makes else PASS
        factors = [ex.trump_suit_factor(count.trump, public_suit)]
        if count.discard is not None:
            factors.append(ex.counted_hand_factor(count.counted, view.upcard,
                                                  count.discard.card))
        figures = odds_factors(count.odds, as_maker=True)
        threshold = Factor("bid_gain", BID_GAIN,
                           f"I make trump when that is at least {BID_GAIN:+.2f}")
        named = {f.name: f for f in figures}
        key = [named["expected_tricks"], named["p_set"], named["p_bucked"],
               named["expected_gain"]]
        suit = count.trump.symbol
        if action is PASS:
            head = f"I pass: as maker of {suit} "
        elif view.phase is BuckPhase.BIDDING_ROUND_1:
            head = (f"I pick up {view.upcard.symbol}: " if view.seat == view.dealer
                    else f"I order up {suit}: ") + "as maker "
        else:
            head = f"I name {suit}: as maker "
        counted = [factors[1], "; "] if count.discard is not None else []
        return action, ex.say(head, *counted, key, "; ", threshold,
                              extra=[*factors, *figures], move=move_words(action, view))

    def dealer_discard(self, view: BuckView) -> tuple[Action, Explanation]:
        return planned_discard(view, lambda action: move_words(action, view))

    # ---- dropping out -------------------------------------------------------------------
    def drop_out(self, view: BuckView) -> tuple[Action, Explanation]:
        odds = view_odds(view)
        rule = view_race_rule(view)
        gain = round(odds.stay_gain, 2)
        stay = gain >= rule.threshold
        action = STAY_IN if stay else DROP_OUT
        figures = odds_factors(odds, as_maker=False)
        named = {f.name: f for f in figures}
        race = Factor("stay_threshold", rule.threshold,
                      (rule.reason + "; " if rule.reason else "")
                      + f"I stay in when staying gains at least {rule.threshold:+.2f} "
                        "(dropping out gains 0)")
        factors = [contract_factor(view), score_factor(view), *figures, race]
        key = [named["expected_tricks"], named["p_bucked"], named["expected_gain"]]
        head = "I stay in: " if stay else "I drop out: "
        return action, ex.say(head, key, "; ", race, extra=factors,
                              move=move_words(action, view))

    # ---- play ---------------------------------------------------------------------------
    def play(self, view: BuckView) -> tuple[Action, Explanation]:
        reading = read_trick(view, partner=None, out=view.dropped)
        context = [contract_factor(view)]
        if len(reading.legal) == 1:
            card = reading.legal[0]
            return play(card), ex.say(f"I play {card.symbol}, my only legal card",
                                      extra=context, move=move_words(play(card), view))
        if reading.leading:
            card, decision, key = _lead(view, reading)
        else:
            card, decision, key = _follow(view, reading)
        extra = [*context, ex.play_order_factor(reading.play_order, reading.plays_last)]
        return play(card), ex.say(decision, *([": ", key] if key else []), extra=extra,
                                  move=move_words(play(card), view))


# ---- card play ----------------------------------------------------------------------------


def _unseen(view: BuckView) -> list[Card]:
    """Cards that may still be in another player's hand."""
    gone = known_out(view.upcard, view.upcard_taken, view.played_cards) | set(view.hand)
    gone |= set(view.own_discards)
    return [c for c in DECK if c not in gone]


def is_boss(card: Card, view: BuckView, led: Suit | None = None) -> bool:
    """No card another player may hold beats ``card`` in a trick led in ``led`` (its own
    suit when it leads)."""
    trump = view.trump
    suit = effective_suit(card, trump) if led is None else led
    power = card_power(card, trump, suit)
    return power > 0 and all(card_power(c, trump, suit) < power for c in _unseen(view))


def _no_trick_yet(view: BuckView) -> Factor:
    return Factor("tricks_won", view.tricks_won[view.seat],
                  f"I have no trick yet and {5 - len(view.tricks)} are left (bucked is +5)",
                  public=True)


def _lead(view: BuckView, reading: TrickReading) -> tuple[Card, str, list[Factor]]:
    trump = reading.trump
    ordered = sorted(reading.legal,
                     key=lambda c: (-card_power(c, trump, effective_suit(c, trump)), c))
    bosses = [c for c in ordered if is_boss(c, view)]
    if bosses:
        card = bosses[0]
        boss = Factor("boss", card.text, f"no card still out beats {card.symbol}")
        return card, f"I lead {card.symbol} to cash a sure trick", [boss]
    off = [c for c in ordered if not reading.is_trump(c)]
    if off:
        lengths = {s: sum(1 for c in reading.legal if effective_suit(c, trump) == s)
                   for s in Suit}
        card = min(off, key=lambda c: (lengths[effective_suit(c, trump)],
                                       card_power(c, trump, effective_suit(c, trump)), c))
        return card, f"I lead {card.symbol}, a low card from my shortest side suit", []
    low = ordered[-1]
    return low, f"I lead {low.symbol}: I have only trumps and none is sure to win", [
        ex.card_choice_factor("lowest", low)]


def _follow(view: BuckView, reading: TrickReading) -> tuple[Card, str, list[Factor]]:
    winners = reading.winners
    lowest = reading.weakest_first(reading.legal)[0]
    win_f = ex.winning_factor(reading.winner, reading.winning_card, False)
    if not winners:
        key = [win_f, ex.can_win_factor(False), ex.card_choice_factor("lowest", lowest)]
        return lowest, f"I play {lowest.symbol}, a card I can spare", key
    cheapest = winners[0]
    order_f = ex.play_order_factor(reading.play_order, reading.plays_last)
    if reading.plays_last:
        return cheapest, f"I take the trick with {cheapest.symbol}", [
            win_f, order_f, ex.card_choice_factor("cheapest winner", cheapest)]
    sure = [c for c in winners if is_boss(c, view, reading.led)]
    if sure:
        card = sure[0]
        return card, f"I take the trick with {card.symbol}, which no card still out beats", [
            win_f, Factor("boss", card.text, f"no card still out beats {card.symbol} here")]
    if not reading.can_follow:
        return cheapest, f"I trump it with {cheapest.symbol}", [
            ex.can_follow_factor(False, reading.led), win_f,
            ex.card_choice_factor("cheapest winner", cheapest)]
    if view.tricks_won[view.seat] == 0 and 5 - len(view.tricks) <= 2:
        top = winners[-1]
        return top, f"I try to take it with {top.symbol}", [
            _no_trick_yet(view), ex.card_choice_factor("highest", top)]
    return lowest, f"I hold back with {lowest.symbol}: my winners could still be beaten", [
        order_f, ex.card_choice_factor("lowest", lowest)]
