"""Expert's look-ahead for Buck Euchre: deal the unseen cards, play on, count its own points.

``sample_positions`` deals the cards a player cannot see (the other three hands and the
kitty; the dealing is the shared ``sampling.draw_weighted``) consistently with its view
and replays the hand so far through the engine (``BuckHand``), so a sampled position is
one the rules allow; a deal is kept with the chance that Normal's counts give to every
bid and drop-out decision the others made (a player who stayed in is dealt fewer hands
that would have dropped out). ``sample_hands`` deals, during the play, the cards still
held by the players still in, respecting the voids they have shown. ``finish`` plays a
sampled position on to the first lead by the models and solves the card play with the
shared solver (``seat_solver``), the player's own tricks against the rest.

The solver counts one player's tricks with the others playing against that player. A
player's points this hand depend on its own tricks only (the engine's ``hand_points``:
-1 a trick, +5 bucked, +5 more for a maker under three), and lower is better at every
count of tricks, so the play that takes the most tricks against the worst the others
can do is also the one that brings the count down the most: the solver's objective is
the player's own score change, and each leaf is valued by the true points of its
tricks. Values are *points gained*: minus the change to the player's count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from euchre.actions import Action, ActionKind, discard
from euchre.bots.sampler import draw_weighted, upcard_still_with_dealer
from euchre.bots.trick_reading import played_by_seat
from euchre.cards import Card, Deck, cards_from_mask, is_trump, mask_of
from euchre.errors import IllegalActionError
from euchre.games.buck.actions import BuckKind
from euchre.games.buck.bots.counting import left_alone
from euchre.games.buck.bots.models import model_bid, model_discard, model_stays, model_step
from euchre.games.buck.deal import BuckDeal
from euchre.games.buck.hand import BuckHand
from euchre.games.buck.phases import BuckPhase
from euchre.games.buck.result import hand_points
from euchre.games.buck.seats import Player
from euchre.games.buck.view import BuckView
from euchre.ranking import NO_TRUMP, SUIT_MASK
from euchre.tricks.solver import card_side_tricks, side_tricks

__all__ = ["card_gains", "finish", "gain", "sample_hands", "sample_positions"]

DECK = Deck.STANDARD_24.cards()
N_SEATS = len(Player)
MISMATCH = 0.3  # weight of a deal in which Normal would have bid or dropped otherwise
MAKER_TRUMP_WEIGHT = (0.1, 0.3, 0.7)  # a maker's deal holding 0, 1 or 2 trumps (3+: 1)
TRIES_PER_SAMPLE = 20  # after this many refusals in a row, take the deal anyway
MAX_FAILURES = 300


def gain(tricks: int, seat: Player, maker: Player | None) -> int:
    """Points gained by ``seat`` (still in) taking ``tricks``: minus its change in count,
    read from the engine's score table."""
    others = [1] * N_SEATS
    others[seat] = tricks
    return -hand_points(others, maker)[seat]


# ---- before the play: whole deals, replayed -----------------------------------------------


def _original(view: BuckView) -> tuple[tuple[Card, ...], Card | None]:
    """The seat's five cards as dealt, and its own discard (as dealer) if made."""
    up = view.upcard
    if view.seat == view.dealer and view.upcard_taken:
        if view.phase is BuckPhase.DEALER_DISCARD:
            return tuple(c for c in view.hand if c != up), None
        mine = view.own_discards[0]
        return tuple(c for c in (*view.hand, mine) if c != up), mine
    return tuple(view.hand), None


def _replay(deal: BuckDeal, view: BuckView, my_discard: Card | None) -> BuckHand | None:
    """The deal's hand replayed through the engine to the view's position (None if the
    rules refuse it there)."""
    me = view.seat
    try:
        hand = BuckHand.from_deal(deal, view.rules)
        for who, action in view.bids:
            hand = _discard_due(hand, me, my_discard, view.score)
            hand = hand.apply(action, who)
        hand = _discard_due(hand, me, my_discard, view.score)
    except (IllegalActionError, ValueError):
        return None
    if hand.phase is not view.phase or hand.to_act != me:
        return None
    return hand


def _discard_due(hand: BuckHand, me: Player, mine: Card | None,
                 score: Sequence[int]) -> BuckHand:
    """Make the dealer's discard if it is due: mine as made, another's as the model."""
    if hand.phase is not BuckPhase.DEALER_DISCARD:
        return hand
    if hand.to_act == me:
        return hand if mine is None else hand.apply(discard(mine), me)
    return hand.apply(model_step(hand, score), hand.to_act)


def sample_positions(view: BuckView, count: int, seed: int) -> list[BuckHand]:
    """Up to ``count`` full hands at the view's position (before the first lead), each a
    deal the seat cannot tell from the real one, weighed by the decisions heard."""
    me = view.seat
    original, my_discard = _original(view)
    seen = set(original) | {view.upcard}
    pool = mask_of([card for card in DECK if card not in seen])
    others = [seat for seat in Player if seat != me]

    def make(dealt: np.ndarray, rest: int) -> tuple[BuckDeal, float]:
        hands = {me: original}
        for place, seat in enumerate(others):
            hands[seat] = cards_from_mask(int(dealt[place]))
        deal = BuckDeal(view.dealer, tuple(hands[p] for p in Player), view.upcard,
                        cards_from_mask(rest))
        weight = 1.0
        for seat in others:
            if not _explains(view, seat, hands[seat]):
                weight *= MISMATCH
        return deal, weight

    return draw_weighted(pool, [5, 5, 5], [0, 0, 0], count, seed, make,
                         lambda candidate: candidate[1],
                         lambda candidate: _replay(candidate[0], view, my_discard),
                         TRIES_PER_SAMPLE, MAX_FAILURES)


def finish(hand: BuckHand, me: Player, score: Sequence[int]) -> int:
    """Points ``me`` gains: the rest of the decisions by the models, the play solved."""
    while hand.phase not in (BuckPhase.PLAY, BuckPhase.SCORED):
        hand = hand.apply(model_step(hand, score), hand.to_act)
    if me in hand.dropped:
        return 0
    if hand.phase is BuckPhase.SCORED:
        return -hand.result().points_by_seat[me]
    players = {seat: hand.hand(seat) for seat in Player if seat not in hand.dropped}
    if len(players) == 1:
        return gain(5, me, hand.maker)
    tricks = side_tricks(N_SEATS, players, hand.trump, (me,), hand.to_act, (), 5)
    return gain(tricks, me, hand.maker)


def option_gains(hand: BuckHand, me: Player, actions: Sequence[Action],
                 score: Sequence[int]) -> list[int]:
    """Each action's points gained on one sampled position (dropping out gains 0)."""
    return [0 if action.kind is BuckKind.DROP_OUT else finish(hand.apply(action, me), me, score)
            for action in actions]


# ---- during the play: the hands still held -------------------------------------------------


@dataclass(frozen=True)
class PlayKnowledge:
    """Where the unseen cards may be, once the play has begun."""

    pool: int
    seats: tuple[Player, ...]  # the other players still in
    need: tuple[int, ...]  # unseen cards each holds
    fixed: dict[Player, tuple[Card, ...]]  # cards known to be in a player's hand
    forbidden: tuple[int, ...]  # per seat: the cards of suits it has shown void in
    played: dict[Player, tuple[Card, ...]]


def play_knowledge(view: BuckView) -> PlayKnowledge:
    trump = view.trump
    me = view.seat
    played = played_by_seat(view)
    all_played = {card for cards in played.values() for card in cards}
    voids = view.shown_voids()
    seats = tuple(p for p in Player if p != me and p not in view.dropped)
    fixed: dict[Player, tuple[Card, ...]] = {seat: () for seat in seats}
    up = view.upcard
    if view.dealer in fixed and upcard_still_with_dealer(view, played):
        fixed[view.dealer] = (up,)
    seen = set(view.hand) | all_played | set(view.own_discards) | {up}
    pool = mask_of([card for card in DECK if card not in seen])
    column = NO_TRUMP if trump is None else int(trump)
    forbidden = tuple(sum(int(SUIT_MASK[column, suit]) for suit in voids[seat])
                      for seat in seats)
    need = tuple(view.hand_sizes[seat] - len(fixed[seat]) for seat in seats)
    return PlayKnowledge(pool, seats, need, fixed, forbidden, played)


def sample_hands(view: BuckView, count: int, seed: int) -> list[dict[Player, tuple[Card, ...]]]:
    """Up to ``count`` guesses of the hands now held by the other players still in."""
    knowledge = play_knowledge(view)
    me = view.seat

    def make(dealt: np.ndarray, rest: int) -> dict[Player, tuple[Card, ...]]:
        hands: dict[Player, tuple[Card, ...]] = {me: tuple(view.hand)}
        for place, seat in enumerate(knowledge.seats):
            hands[seat] = (*knowledge.fixed[seat], *cards_from_mask(int(dealt[place])))
        return hands

    return draw_weighted(knowledge.pool, knowledge.need, knowledge.forbidden, count, seed,
                         make, lambda hands: _play_weight(view, hands, knowledge),
                         lambda hands: hands, TRIES_PER_SAMPLE, MAX_FAILURES)


def _play_weight(view: BuckView, hands: dict[Player, tuple[Card, ...]],
                 knowledge: PlayKnowledge) -> float:
    """How well a guess explains what the others did: a maker is expected to hold trumps,
    and each player's cards now and played stand for its hand as dealt, checked against
    its bids and its decision to stay in."""
    weight = 1.0
    maker = view.maker
    for seat in knowledge.seats:
        held = (*hands[seat], *knowledge.played[seat])
        if seat == maker and view.trump is not None:
            trumps = sum(is_trump(card, view.trump) for card in held)
            if trumps < len(MAKER_TRUMP_WEIGHT):
                weight *= MAKER_TRUMP_WEIGHT[trumps]
            continue
        dealt = tuple(c for c in held if not (seat == view.dealer and view.upcard_taken
                                               and c == view.upcard))
        if len(dealt) == 5 and not _explains(view, seat, dealt):
            weight *= MISMATCH
    return weight


def _explains(view: BuckView, seat: Player, dealt: tuple[Card, ...]) -> bool:
    """Would Normal, dealt ``dealt``, have made every bid and drop-out decision ``seat``
    made (the dealer's discard after a pick-up as Normal plans it)?"""
    passes = 0
    round_ = 1
    dropped: set[Player] = set()
    for who, action in view.bids:
        kind = action.kind
        if who == seat and kind in (ActionKind.PASS, ActionKind.ORDER_UP,
                                    ActionKind.NAME_TRUMP):
            if model_bid(dealt, view.upcard, round_, seat == view.dealer) != action:
                return False
        elif who == seat:
            others = sum(1 for p in Player if p != seat and p not in dropped)
            alone = left_alone(seat, view.dealer, view.maker, dropped)
            stays = model_stays(_kept(view, seat, dealt), view.trump, others, view.upcard,
                                view.upcard_taken, view.score, seat, alone)
            if stays != (kind is BuckKind.STAY_IN):
                return False
        if kind is BuckKind.DROP_OUT:
            dropped.add(who)
        if kind is ActionKind.PASS:
            passes += 1
            if passes == N_SEATS:
                round_ = 2
    return True


def _kept(view: BuckView, seat: Player, dealt: tuple[Card, ...]) -> tuple[Card, ...]:
    """The five cards ``seat`` plays with: the dealer who picked up keeps Normal's five."""
    if seat == view.dealer and view.upcard_taken:
        six = (*dealt, view.upcard)
        thrown = model_discard(six, view.trump)
        return tuple(c for c in six if c != thrown)
    return dealt


def card_gains(view: BuckView, hands: dict[Player, tuple[Card, ...]],
               actions: Sequence[Action]) -> list[int]:
    """Each card's points gained on one guess of the hands: the tricks the seat has won,
    and those it takes from here with the rest solved."""
    me = view.seat
    won = view.tricks_won[me]
    left = 5 - len(view.tricks)
    if len(hands) == 1:
        return [gain(won + left, me, view.maker)] * len(actions)
    values = card_side_tricks(N_SEATS, hands, view.trump, (me,), me, view.current_trick, left)
    return [gain(won + values[action.card], me, view.maker) for action in actions]

