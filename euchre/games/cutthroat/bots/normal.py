"""Cutthroat Normal: bids on a real count and plays the sound habits, alone or with a friend.

Bidding counts the hand for the trump (``counting``: trumps, bowers, off-suit aces, voids,
the upcard's owner and the dummy's help) against what its seat needs. As maker it takes
the dummy unless its own hand is overwhelming, keeps the five of ten with the best count,
leads trump to pull the defenders' trumps and keeps its bowers for when they are needed.
As a defender it plays with the other defender: it lets a friend's good card win, cashes
its off-suit aces, and ruffs the maker's winners with its lowest trump.
"""

from __future__ import annotations

from euchre.actions import DEFEND_ALONE, PASS, Action, discard, play
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.hand_strength import cards_by_strength, trump_facts
from euchre.bots.play_habits import is_strong, planned_discard, short_suit_low, throw_off
from euchre.bots.trump_count import decide_defend_alone
from euchre.cards import Card, Rank, Suit, left_bower, right_bower
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from euchre.games.cutthroat.bots.counting import (
    THRESHOLDS,
    BidSeat,
    KeepPlan,
    SuitCount,
    Thresholds,
    decide_bid,
    goes_alone,
    plan_keep,
)
from euchre.games.cutthroat.bots.phased import CutthroatBot
from euchre.games.cutthroat.bots.reading import CutthroatTrick, read_trick
from euchre.games.cutthroat.bots.words import (
    keep_factor,
    move_words,
    position_factor,
    role_factor,
    winning_factor,
)
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["NormalCutthroatBot", "bid_seat", "ten_cards"]


def bid_seat(view: CutthroatView) -> BidSeat:
    round_ = 2 if view.phase is CutthroatPhase.BIDDING_ROUND_2 else 1
    return BidSeat(view.seat, view.dealer, view.upcard, round_, view.turned_down,
                   view.rules.stick_the_dealer)


def ten_cards(view: CutthroatView) -> tuple[Card, ...]:
    """The maker's ten cards (its hand and the dummy) while it discards: the hand now plus
    the dummy discards already made (the dealer's pick-up discard is not among them)."""
    made = 10 - len(view.hand)
    return (*view.hand, *(view.own_discards[-made:] if made else ()))


def count_factors(view: CutthroatView, count: SuitCount, public_suit: bool) -> list[Factor]:
    """The count's figures, each a factor: the hand's facts, the seat, the upcard, the dummy."""
    factors = [ex.trump_suit_factor(count.trump, public_suit)]
    if count.discard is not None:
        factors.append(ex.counted_hand_factor(count.counted_hand, view.upcard,
                                              count.discard.card))
    factors += ex.hand_factors(count.facts)
    position = bid_seat(view).position
    factors.append(position_factor(position.value, view.dealer))
    factors.append(Factor("own_tricks", count.own_tricks,
                          f"my cards count {count.own_tricks:.1f} tricks"))
    if count.upcard_loss:
        factors.append(Factor(
            "upcard_loss", count.upcard_loss,
            f"less {count.upcard_loss:.1f} because the dealer {view.dealer.label} would pick "
            f"up {view.upcard.symbol}"))
    factors.append(Factor("dummy_help", count.dummy_help,
                          f"plus {count.dummy_help:.1f} for the dummy I could take"))
    factors.append(ex.strength_factor(count.strength))
    return factors


class NormalCutthroatBot(CutthroatBot):
    difficulty = Difficulty.NORMAL

    def __init__(self, seed: int = 0, thresholds: Thresholds = THRESHOLDS) -> None:
        self.seed = seed
        self.thresholds = thresholds

    # ---- bidding ------------------------------------------------------------------------
    def bid_round_one(self, view: CutthroatView) -> tuple[Action, Explanation]:
        return self._bid(view)

    def bid_round_two(self, view: CutthroatView) -> tuple[Action, Explanation]:
        return self._bid(view)

    def _bid(self, view: CutthroatView) -> tuple[Action, Explanation]:
        seat = bid_seat(view)
        plan = decide_bid(view.hand, seat, self.thresholds)
        count, action = plan.count, plan.action
        factors = count_factors(view, count, public_suit=seat.round == 1 or action is not PASS)
        named = {factor.name: factor for factor in factors}
        needed = ex.needed_factor(count.needed, "make trump")
        holding = [named["trumps"], *(named[name] for name in ("right_bower", "left_bower")
                                       if named[name].value), named["off_aces"]]
        sums = [named[name] for name in ("own_tricks", "upcard_loss", "dummy_help")
                if name in named]
        counted = [named["counted_hand"], " I would hold "] if "counted_hand" in named else \
            ["I hold "]
        tail = ["; ", sums, ", so ", named["strength"], "; ", needed]
        suit = count.trump.symbol
        move = move_words(action, view)
        if action is PASS:
            best = "" if seat.round == 1 else f" (my best suit is {suit})"
            return action, ex.say(f"I pass{best}: ", *counted, holding, *tail,
                                  extra=factors, move=move)
        if seat.round == 1:
            head = f"I pick up {suit}" if seat.is_dealer else f"I order up {suit}"
        elif seat.dealer_is_stuck and not count.biddable:
            head = f"I am stuck as dealer and name my best suit, {suit}"
        else:
            head = f"I name {suit}"
        return action, ex.say(f"{head}: ", *counted, holding, *tail, extra=factors, move=move)

    def dealer_discard(self, view: CutthroatView) -> tuple[Action, Explanation]:
        return planned_discard(view, lambda action: move_words(action, view))

    def maker_choice(self, view: CutthroatView) -> tuple[Action, Explanation]:
        facts = trump_facts(view.hand, view.trump)
        factors = [ex.trump_suit_factor(view.trump, public=True), *ex.hand_factors(facts)]
        named = {factor.name: factor for factor in factors}
        key = [named["trumps"], *(named[name] for name in ("right_bower", "left_bower")
                                  if named[name].value), named["off_aces"]]
        if goes_alone(view.hand, view.trump, view.seat, view.dealer):
            return GO_ALONE, ex.say("I go alone: my own hand is overwhelming with ", key,
                                    extra=factors, move=move_words(GO_ALONE, view))
        return TAKE_DUMMY, ex.say("I take the dummy: keeping the best five of ten cards can "
                                  "only help, and I hold ", key, extra=factors,
                                  move=move_words(TAKE_DUMMY, view))

    def dummy_discard(self, view: CutthroatView) -> tuple[Action, Explanation]:
        plan = _keep_plan(ten_cards(view), view.trump)
        card = next(c for c in plan.discards if c in view.hand)
        return discard(card), _keep_explanation(view, plan, card)

    def defend_alone(self, view: CutthroatView) -> tuple[Action, Explanation]:
        alone, facts = decide_defend_alone(view.hand, view.trump)
        factors = [ex.trump_suit_factor(view.trump, public=True), *ex.hand_factors(facts)]
        named = {factor.name: factor for factor in factors}
        key = [named["trumps"], *(named[name] for name in ("right_bower", "left_bower")
                                  if named[name].value)]
        if alone:
            return DEFEND_ALONE, ex.say("I defend alone with an overwhelming trump holding: ",
                                        key, extra=factors,
                                        move=move_words(DEFEND_ALONE, view))
        return PASS, ex.say("I do not defend alone: I hold ", key, extra=factors,
                            move=move_words(PASS, view))

    # ---- play ---------------------------------------------------------------------------
    def play(self, view: CutthroatView) -> tuple[Action, Explanation]:
        reading = read_trick(view)
        role = role_factor(view)
        if len(reading.legal) == 1:
            card = reading.legal[0]
            return play(card), ex.say(f"I play {card.symbol}, my only legal card",
                                      extra=[role], move=move_words(play(card), view))
        if reading.leading:
            card, decision, key = _lead(view, reading)
        else:
            card, decision, key = _follow(reading)
        extra = [role, ex.play_order_factor(reading.play_order, reading.plays_last)]
        return play(card), ex.say(decision, *([": ", key] if key else []), extra=extra,
                                  move=move_words(play(card), view))


# ---- the ten-card choice ----------------------------------------------------------------

_KEEP_CACHE: dict[tuple[tuple[Card, ...], Suit], KeepPlan] = {}


def _keep_plan(cards: tuple[Card, ...], trump: Suit) -> KeepPlan:
    """The keep plan for these ten cards (planned once, then followed discard by discard)."""
    key = (tuple(sorted(cards)), trump)
    if key not in _KEEP_CACHE:
        if len(_KEEP_CACHE) > 256:
            _KEEP_CACHE.clear()
        _KEEP_CACHE[key] = plan_keep(cards, trump)
    return _KEEP_CACHE[key]


def _keep_explanation(view: CutthroatView, plan: KeepPlan, card: Card) -> Explanation:
    kept = keep_factor(plan.kept)
    factors = [kept, ex.trump_suit_factor(view.trump, public=True), *ex.hand_factors(plan.facts),
               Factor("kept_tricks", plan.tricks,
                      f"those five count {plan.tricks:.1f} tricks, the most of any five")]
    named = {factor.name: factor for factor in factors}
    return ex.say(f"I discard {card.symbol}: ", kept, ", with ", named["trumps"], "; ",
                  named["kept_tricks"], extra=factors, move=move_words(discard(card), view))


# ---- card play ----------------------------------------------------------------------------


def _lead(view: CutthroatView, reading: CutthroatTrick) -> tuple[Card, str, list[Factor]]:
    trump = reading.trump
    hand = cards_by_strength(reading.legal, trump)
    trumps = [card for card in hand if reading.is_trump(card)]
    off = [card for card in hand if not reading.is_trump(card)]
    off_aces = [card for card in off if card.rank is Rank.ACE]
    facts = trump_facts(reading.legal, trump)
    trumps_f = ex.trumps_factor(facts, "I hold ")
    if view.maker == view.seat and trumps and (len(trumps) >= 2 or not off):
        top = trumps[0]
        if _is_boss_trump(top, view):
            return top, f"I lead {top.symbol} to pull the defenders' trumps", [
                trumps_f, ex.boss_trump_factor(top)]
        low = trumps[-1]
        return low, f"I lead {low.symbol} to draw trumps and keep my best ones", [
            trumps_f, ex.card_choice_factor("lowest trump", low)]
    if off_aces:
        ace = off_aces[0]
        return ace, f"I cash my off-suit ace {ace.symbol} while it still wins", []
    if off:
        card = short_suit_low(off, reading.legal, trump)
        return card, f"I lead {card.symbol}, a low card from a short side suit", []
    top = trumps[0]
    return top, f"I lead {top.symbol}: I have only trumps left", [
        trumps_f, ex.card_choice_factor("highest", top)]


def _follow(reading: CutthroatTrick) -> tuple[Card, str, list[Factor]]:
    led, trump = reading.led, reading.trump
    winners = reading.winners
    lowest = reading.weakest_first(reading.legal)[0]
    win_f = winning_factor(reading.winner, reading.winning_card, reading.partner_winning)
    follow_f = ex.can_follow_factor(reading.can_follow, led)
    order_f = ex.play_order_factor(reading.play_order, reading.plays_last)
    if reading.partner_winning:
        safe = not reading.maker_to_play or is_strong(reading.winning_card, trump, led)
        if safe or not winners:
            card = throw_off(reading)
            key = [win_f, follow_f]
            if card == lowest:
                key.append(ex.card_choice_factor("lowest", card))
            return card, f"I play {card.symbol} and let the other defender take it", key
        card = winners[0] if not reading.can_follow else winners[-1]
        choice = "cheapest winner" if not reading.can_follow else "highest"
        return card, (f"I play {card.symbol} over the other defender so the maker, still to "
                      "play, cannot take it cheaply"), [
            win_f, order_f, ex.card_choice_factor(choice, card)]
    if not winners:
        card = throw_off(reading)
        key = [win_f, ex.can_win_factor(False)]
        if card == lowest:
            key.append(ex.card_choice_factor("lowest", card))
        return card, f"I play {card.symbol}, a card I can spare", key
    cheapest = winners[0]
    if not reading.can_follow:
        return cheapest, f"I ruff with {cheapest.symbol}", [
            ex.led_suit_factor(led), follow_f, win_f,
            ex.card_choice_factor("cheapest winner", cheapest)]
    if reading.plays_last:
        return cheapest, f"I take the trick with {cheapest.symbol}", [
            win_f, order_f, ex.card_choice_factor("cheapest winner", cheapest)]
    top = winners[-1]
    if not is_strong(top, trump, led):
        card = throw_off(reading)
        key = [order_f]
        if card == lowest:
            key.append(ex.card_choice_factor("lowest", card))
        return card, f"Second hand low: I play {card.symbol}", key
    return top, f"I take the lead with {top.symbol}, a card that should hold", [
        win_f, order_f, ex.card_choice_factor("highest", top)]


def _is_boss_trump(card: Card, view: CutthroatView) -> bool:
    """The highest trump not yet played (only the bowers are considered)."""
    played = set(view.played_cards)
    for top in (right_bower(view.trump), left_bower(view.trump)):
        if top in played:
            continue
        return top == card
    return False
