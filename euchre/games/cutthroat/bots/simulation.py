"""Expert's look-ahead for Cutthroat: deal the unseen cards, play on, count the margin.

``sample_positions`` deals the cards a seat cannot see (the other hands, the dummy, the
kitty and the hidden discards; the dealing is the shared ``sampling.deal_unseen``)
consistently with its view and replays the hand so far
through the engine (``CutthroatHand``), so a sampled position is one the rules allow; a
deal is kept with the chance that Normal's counts give to every bid the other players
made (a player who passed the upcard is dealt fewer hands that would have ordered it).
``sample_hands`` deals, during the play, the cards still held by the other players,
respecting the voids they have shown. ``finish`` plays a sampled position on to the
first lead by the models (``models``) and solves the card play with the shared
perfect-information solver (``solving``). A seat's value of an outcome is its margin:
its own points minus the mean of the other two seats' points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from euchre.actions import Action, ActionKind, discard
from euchre.bots.sampler import draw_weighted, upcard_still_with_dealer
from euchre.bots.trick_reading import played_by_seat
from euchre.cards import Card, Deck, Suit, cards_from_mask, is_trump, mask_of
from euchre.errors import IllegalActionError
from euchre.games.cutthroat.bots.counting import BidSeat
from euchre.games.cutthroat.bots.models import model_bid, model_step
from euchre.games.cutthroat.bots.normal import ten_cards
from euchre.games.cutthroat.bots.solving import maker_tricks
from euchre.games.cutthroat.deal import CutthroatDeal
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.result import hand_points as engine_points
from euchre.games.cutthroat.seats import Player
from euchre.games.cutthroat.view import CutthroatView
from euchre.ranking import SUIT_MASK

__all__ = [
    "BID_MISMATCH",
    "declare",
    "finish",
    "hand_points",
    "keep_margins",
    "margin",
    "sample_hands",
    "sample_positions",
]

DECK = Deck.STANDARD_24.cards()
BID_MISMATCH = 0.3  # weight of a deal in which Normal would have bid otherwise
MAKER_TRUMP_WEIGHT = (0.1, 0.25, 0.6)  # a maker's deal holding 0, 1 or 2 trumps (3+: 1)
TRIES_PER_SAMPLE = 60  # after this many refusals, take the deal anyway
MAX_FAILURES = 400


def hand_points(maker: Player | None, lone_defender: Player | None,
                tricks: int) -> tuple[int, int, int]:
    """Points per seat when the maker takes ``tricks`` (the engine's score table)."""
    return (0, 0, 0) if maker is None else engine_points(maker, tricks, lone_defender)


def margin(points: Sequence[int], seat: int) -> float:
    """Own points minus the mean of the other two seats' points."""
    return points[seat] - (sum(points) - points[seat]) / 2


# ---- bids heard -------------------------------------------------------------------------


def _bids_with_seats(view: CutthroatView) -> list[tuple[Player, Action, BidSeat]]:
    """Every pass, order-up and naming before trump was fixed, with the bidder's seat then."""
    heard = []
    round_, passes = 1, 0
    turned_down: Suit | None = None
    for who, action in view.bids:
        if action.kind not in (ActionKind.PASS, ActionKind.ORDER_UP, ActionKind.NAME_TRUMP):
            break
        heard.append((who, action, BidSeat(who, view.dealer, view.upcard, round_, turned_down,
                                           view.rules.stick_the_dealer)))
        if action.kind is not ActionKind.PASS:
            break
        passes += 1
        if round_ == 1 and passes == 3:
            round_, passes, turned_down = 2, 0, view.upcard.suit
    return heard


def _bid_weight(originals: dict[Player, tuple[Card, ...]], heard, me: Player) -> float:
    weight = 1.0
    for who, action, seat in heard:
        if who != me and who in originals and model_bid(originals[who], seat) is not action:
            weight *= BID_MISMATCH
    return weight


# ---- before the play: whole deals, replayed -----------------------------------------------


@dataclass(frozen=True)
class _Known:
    """What a seat knows of the deal before the first lead."""

    original: tuple[Card, ...]  # its five cards as dealt
    dummy: tuple[Card, ...] | None  # the dummy's five, when it holds them
    queue: tuple[Card, ...]  # its own discards so far, in order


def _known(view: CutthroatView) -> _Known:
    up = view.upcard
    picked = view.seat == view.dealer and view.upcard_taken
    if view.phase is CutthroatPhase.DEALER_DISCARD:
        return _Known(tuple(c for c in view.hand if c != up), None, ())
    if view.phase is CutthroatPhase.DUMMY_DISCARD:
        ten = ten_cards(view)
        cards = sorted(ten)
        if picked:
            dealer_discard = view.own_discards[0]
            if dealer_discard != up:
                rest = sorted(c for c in ten if c != up)
                cards = [dealer_discard, *rest]
        original, dummy = tuple(cards[:5]), tuple(cards[5:10])
        return _Known(original, dummy, tuple(view.own_discards))
    if picked and view.own_discards:
        dealer_discard = view.own_discards[0]
        original = tuple(c for c in (*view.hand, dealer_discard) if c != up)
        return _Known(original, None, (dealer_discard,))
    return _Known(tuple(view.hand), None, ())


def _play_discards(hand: CutthroatHand, me: Player, queue: list[Card]) -> CutthroatHand:
    """Make the discards due: ``me`` from its queue, the others as the models would."""
    while hand.phase in (CutthroatPhase.DEALER_DISCARD, CutthroatPhase.DUMMY_DISCARD):
        seat = hand.to_act
        if seat == me:
            if not queue:
                return hand
            hand = hand.apply(discard(queue.pop(0)), seat)
        else:
            hand = hand.apply(model_step(hand), seat)
    return hand


def sample_positions(view: CutthroatView, count: int, seed: int) -> list[CutthroatHand]:
    """Up to ``count`` full hands at the view's position (before the first lead), each a
    deal the seat cannot tell from the real one, weighed by the bids heard."""
    me = view.seat
    known = _known(view)
    heard = _bids_with_seats(view)
    seen = set(known.original) | set(known.dummy or ()) | set(known.queue) | {view.upcard}
    seen |= set(view.hand)
    pool = mask_of([card for card in DECK if card not in seen])
    others = [seat for seat in Player if seat != me]
    places = len(others) + (known.dummy is None)  # the other hands, and the dummy if unseen

    def make(dealt: np.ndarray, rest: int):
        hands: dict[Player, tuple[Card, ...]] = {me: known.original}
        for place, seat in enumerate(others):
            hands[seat] = cards_from_mask(int(dealt[place]))
        dummy = known.dummy if known.dummy is not None else cards_from_mask(int(dealt[-1]))
        return hands, dummy, cards_from_mask(rest)

    def finish_deal(candidate) -> CutthroatHand | None:
        hands, dummy, kitty = candidate
        try:
            deal = CutthroatDeal(view.dealer, (hands[Player(0)], hands[Player(1)],
                                               hands[Player(2)]), dummy, view.upcard, kitty)
            return _replay(CutthroatHand.from_deal(deal, view.rules), view, known)
        except (IllegalActionError, ValueError, StopIteration):
            return None

    return draw_weighted(pool, [5] * places, [0] * places, count, seed, make,
                         lambda candidate: _bid_weight(candidate[0], heard, me), finish_deal,
                         TRIES_PER_SAMPLE, MAX_FAILURES)


def _replay(hand: CutthroatHand, view: CutthroatView, known: _Known) -> CutthroatHand | None:
    queue = list(known.queue)
    me = view.seat
    hand = _play_discards(hand, me, queue)
    for who, action in view.bids:
        hand = hand.apply(action, who)
        hand = _play_discards(hand, me, queue)
    if hand.phase is not view.phase or hand.to_act != me or queue:
        return None
    return hand


def declare(hand: CutthroatHand) -> CutthroatHand:
    """The rest of the declarations by the models: the hand at the first lead (or over)."""
    while hand.phase not in (CutthroatPhase.PLAY, CutthroatPhase.SCORED,
                             CutthroatPhase.THROWN_IN):
        seat = hand.to_act
        hand = hand.apply(model_step(hand), seat)
    return hand


def finish(hand: CutthroatHand) -> tuple[int, int, int]:
    """Points per seat: the rest of the declarations by the models, the play solved."""
    hand = declare(hand)
    if hand.phase is not CutthroatPhase.PLAY:
        return tuple(hand.result().points_by_seat)  # type: ignore[return-value]
    hands = {seat: hand.hand(seat) for seat in Player if seat not in hand.sitting_out}
    tricks = maker_tricks(hands, hand.trump, hand.maker, hand.to_act, (), 5)
    return hand_points(hand.maker, hand.lone_defender, tricks)


def keep_margins(hand: CutthroatHand, me: Player,
                 keeps: Sequence[Sequence[Card]]) -> list[float]:
    """``me``'s margin for each five it may keep of its ten, on one sampled hand at its
    dummy discards: the same as discarding the other five and calling ``finish``, with the
    defenders' declarations (which do not see the maker's cards) made once for all."""
    state = hand
    for card in sorted(set(hand.hand(me)) - set(keeps[0])):
        state = state.apply(discard(card), me)
    state = declare(state)
    if state.phase is not CutthroatPhase.PLAY:
        points = tuple(state.result().points_by_seat)
        return [margin(points, me)] * len(keeps)
    hands = {seat: state.hand(seat) for seat in Player if seat not in state.sitting_out}
    margins = []
    for kept in keeps:
        hands[me] = tuple(kept)
        tricks = maker_tricks(hands, state.trump, state.maker, state.to_act, (), 5)
        margins.append(margin(hand_points(state.maker, state.lone_defender, tricks), me))
    return margins


# ---- during the play: the hands still held -------------------------------------------------


@dataclass(frozen=True)
class PlayKnowledge:
    """Where the unseen cards may be, once the play has begun."""

    pool: tuple[Card, ...]
    need: dict[Player, int]  # unseen cards each other active seat holds
    fixed: dict[Player, tuple[Card, ...]]  # cards known to be in a seat's hand
    forbidden: dict[Player, frozenset[Suit]]
    played: dict[Player, tuple[Card, ...]]


def play_knowledge(view: CutthroatView) -> PlayKnowledge:
    me = view.seat
    played = played_by_seat(view)
    all_played = {card for cards in played.values() for card in cards}
    voids = view.shown_voids()
    active = [seat for seat in Player if seat != me and seat not in view.sitting_out]
    fixed: dict[Player, tuple[Card, ...]] = {seat: () for seat in active}
    up = view.upcard
    dealer = view.dealer
    with_dealer = dealer in fixed and upcard_still_with_dealer(view, played)
    if with_dealer and not (view.took_dummy and view.maker == dealer):
        fixed[dealer] = (up,)
    seen = set(view.hand) | all_played | set(view.own_discards) | {up}
    if with_dealer and not fixed[dealer]:
        seen.discard(up)  # a maker who took the dummy may have kept it or thrown it away
    pool = tuple(card for card in DECK if card not in seen)
    need = {seat: view.hand_sizes[seat] - len(fixed[seat]) for seat in active}
    return PlayKnowledge(pool, need, fixed,
                         {seat: frozenset(voids[seat]) for seat in active}, played)


def sample_hands(view: CutthroatView, count: int,
                 seed: int) -> list[dict[Player, tuple[Card, ...]]]:
    """Up to ``count`` guesses of the other active seats' hands now, weighed by the bids."""
    knowledge = play_knowledge(view)
    trump = view.trump
    me = view.seat
    heard = _bids_with_seats(view)
    seats = list(knowledge.need)
    forbidden = [sum(int(SUIT_MASK[trump, suit]) for suit in knowledge.forbidden[seat])
                 for seat in seats]

    def make(dealt: np.ndarray, rest: int) -> dict[Player, tuple[Card, ...]]:
        hands: dict[Player, tuple[Card, ...]] = {me: tuple(view.hand)}
        for place, seat in enumerate(seats):
            hands[seat] = (*knowledge.fixed[seat], *cards_from_mask(int(dealt[place])))
        return hands

    return draw_weighted(mask_of(knowledge.pool), [knowledge.need[seat] for seat in seats],
                         forbidden, count, seed, make,
                         lambda hands: _play_weight(view, hands, knowledge, heard),
                         lambda hands: hands, TRIES_PER_SAMPLE, MAX_FAILURES)


def _play_weight(view: CutthroatView, hands: dict[Player, tuple[Card, ...]],
                 knowledge: PlayKnowledge, heard) -> float:
    """How well a guess explains the bids: each other seat's cards now and played stand for
    its hand as dealt; a maker is expected to hold trumps."""
    me = view.seat
    weight = 1.0
    maker = view.maker
    if maker != me and maker in hands:
        held = (*hands[maker], *knowledge.played[maker])
        trumps = sum(is_trump(card, view.trump) for card in held)
        if trumps < len(MAKER_TRUMP_WEIGHT):
            weight *= MAKER_TRUMP_WEIGHT[trumps]
    originals = {}
    for seat, cards in hands.items():
        if seat in (me, maker):
            continue
        dealt = tuple(c for c in (*cards, *knowledge.played[seat])
                      if not (seat == view.dealer and view.upcard_taken and c == view.upcard))
        if len(dealt) == 5:
            originals[seat] = dealt
    return weight * _bid_weight(originals, heard, me)


