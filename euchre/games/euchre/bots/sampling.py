"""Dealing the cards a seat cannot see, consistently with everything that seat knows.

``KnownFacts.from_view`` collects what a four-handed seat's view says about where the
cards are: its own hand and (as dealer) its discard, every card played and by whom, the
voids each seat has shown, the upcard's whereabouts (in the dealer's hand if picked up
and not yet played, in the kitty if turned down) and every bid in order.
``sample_states`` then deals the unseen cards (numba): the most constrained seat first,
each seat only cards it may hold; it rebuilds the original deal and replays the whole
hand through the engine's ``core.step`` (so a sample the rules would refuse is dropped),
and keeps the sample with the probability that the models give to every bid
(``expert_model.action_likelihood``) and every card (``play_model.play_likelihood``) the
other seats actually chose. The result is the core state of the current position in a
deal the seat cannot tell from the real one.

The dealing itself (``deal_unseen``) knows nothing of four seats: any game deals its
unseen cards into as many hands and hidden piles (a dummy, discards) as it has, and
``draw_weighted`` runs the loop around it: deal, weigh by what the other players did,
rebuild through the game's engine, keep.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

from euchre import compiled_cache
from euchre.actions import ActionKind
from euchre.bots.sampler import deal_unseen
from euchre.cards import effective_suit
from euchre.games.euchre import core
from euchre.games.euchre.bots.expert_model import action_likelihood
from euchre.games.euchre.bots.play_model import play_likelihood
from euchre.games.euchre.view import SeatView
from euchre.ranking import DECK_MASKS, SUIT_MASK
from euchre.seats import Seat
from euchre.tricks.compiled import random_bit, seed_rng

compiled_cache.refresh()

__all__ = ["KnownFacts", "WeightedDeals", "sample_states", "weighted_states"]


DISCARD_UNKNOWN = -1  # placeholder in the action list for a discard the seat did not see
ATTEMPTS_PER_SAMPLE = 400  # after this many refusals by the bidding inference, accept anyway
MAX_INVALID = 2000

UPCARD_ON_TABLE = 0  # in the kitty (turned down, on the table, or the dealer sat out)
UPCARD_HELD = 1  # taken by the dealer and, as far as this seat knows, still in that hand
UPCARD_DISCARDED = 2  # taken and then discarded (known to the dealer, or shown by a void)
UPCARD_PLAYED = 3


@dataclass(frozen=True)
class KnownFacts:
    """What one seat knows about the whereabouts of the cards, as arrays for ``sample_states``."""

    seat: int
    dealer: int
    upcard: int
    rules: np.ndarray
    deck_mask: int
    own_original: int  # the seat's five cards as dealt
    pool: int  # cards the seat has not seen anywhere
    need: np.ndarray  # unseen cards each seat holds now
    forbidden: np.ndarray  # per seat: cards it cannot hold (suits it has shown void in)
    played: np.ndarray  # per seat: cards it has played
    upcard_place: int
    discard_unknown: bool  # the dealer discarded a card this seat did not see
    own_discard: int  # the seat's own discard as dealer, -1 otherwise
    actions: np.ndarray  # the hand's actions in order (DISCARD_UNKNOWN for a hidden discard)

    @classmethod
    def from_view(cls, view: SeatView) -> KnownFacts:
        seat = int(view.seat)
        dealer = int(view.dealer)
        upcard = int(view.upcard)
        up_bit = 1 << upcard
        deck_mask = int(DECK_MASKS[view.rules.deck.index])
        trump = view.trump

        played = [0, 0, 0, 0]
        plays: list[int] = []
        for trick in view.tricks:
            for who, card in trick.plays:
                played[who] |= 1 << card
                plays.append(core.A_PLAY + card)
        for who, card in view.current_trick:
            played[who] |= 1 << card
            plays.append(core.A_PLAY + card)
        all_played = played[0] | played[1] | played[2] | played[3]

        actions: list[int] = []
        for _who, action in view.bids:
            actions.append(action.code)
            if action.kind is ActionKind.ORDER_UP and view.dealer_discarded:
                if view.own_discard is not None:
                    actions.append(core.A_DISCARD + int(view.own_discard))
                else:
                    actions.append(DISCARD_UNKNOWN)
        actions.extend(plays)

        hand = sum(1 << card for card in view.hand)
        own_discard = -1 if view.own_discard is None else int(view.own_discard)
        own_original = hand | played[seat]
        if seat == dealer and view.upcard_taken:
            if own_discard >= 0:
                own_original |= 1 << own_discard
            own_original &= ~up_bit

        forbidden = [0, 0, 0, 0]
        voids = view.shown_voids()
        if trump is not None:
            for who, suits in voids.items():
                for suit in suits:
                    forbidden[who] |= int(SUIT_MASK[int(trump), int(suit)])

        place = UPCARD_ON_TABLE
        if view.upcard_taken:
            if seat == dealer:
                place = UPCARD_DISCARDED if own_discard == upcard else UPCARD_HELD
            elif all_played & up_bit:
                place = UPCARD_PLAYED
            elif view.hand_sizes[dealer] == 0 or (
                trump is not None and effective_suit(view.upcard, trump) in voids[Seat(dealer)]
            ):
                place = UPCARD_DISCARDED  # the dealer cannot be holding it
            else:
                place = UPCARD_HELD
        seen = hand | all_played | up_bit | (1 << own_discard if own_discard >= 0 else 0)
        pool = deck_mask & ~seen
        need = [0, 0, 0, 0]
        for who in range(4):
            if who != seat:
                need[who] = view.hand_sizes[who]
                if who == dealer and place == UPCARD_HELD:
                    need[who] -= 1
        discard_unknown = (
            view.dealer_discarded and seat != dealer and place in (UPCARD_HELD, UPCARD_PLAYED)
        )
        return cls(
            seat=seat, dealer=dealer, upcard=upcard, rules=view.rules.core, deck_mask=deck_mask,
            own_original=own_original, pool=pool,
            need=np.array(need, dtype=np.int64),
            forbidden=np.array(forbidden, dtype=np.int64),
            played=np.array(played, dtype=np.int64),
            upcard_place=place, discard_unknown=discard_unknown, own_discard=own_discard,
            actions=np.array(actions, dtype=np.int64),
        )

    @property
    def unseen_count(self) -> int:
        return self.pool.bit_count()

    def sample(self, count: int, seed: int, use_inference: bool = True,
               read_plays: bool = True) -> np.ndarray:
        """Up to ``count`` core states of the current position (fewer only if none fit).

        ``use_inference`` weighs deals by the bids heard, and ``read_plays`` also by the
        cards played.
        """
        out = np.zeros((count, core.STATE_SIZE), dtype=np.int64)
        accepted = sample_states(
            self.rules, self.dealer, self.upcard, self.seat, self.own_original, self.pool,
            self.need, self.forbidden, self.played, self.upcard_place, self.discard_unknown,
            self.actions, use_inference, use_inference and read_plays, count, seed, out,
        )
        return out[:accepted]


    def weighted(self, count: int, seed: int, use_inference: bool = True,
                 read_plays: bool = True, candidates_per_deal: int = 10) -> WeightedDeals:
        """``count`` deals drawn in proportion to how well they explain the others' bids
        (``use_inference``) and cards (``read_plays``), as distinct states with counts.

        Candidates are dealt until they are worth ``count`` equally likely deals, or
        ``candidates_per_deal`` × ``count`` of them; then ``count`` are drawn from them by
        systematic resampling. The work is fixed by ``count`` and the seed: no deal is
        rejected, however unlikely the others' actions make it.
        """
        size = max(count, candidates_per_deal * count)
        out = np.zeros((size, core.STATE_SIZE), dtype=np.int64)
        weights = np.zeros(size, dtype=np.float64)
        made = weighted_states(
            self.rules, self.dealer, self.upcard, self.seat, self.own_original, self.pool,
            self.need, self.forbidden, self.played, self.upcard_place, self.discard_unknown,
            self.actions, use_inference, use_inference and read_plays, float(count), seed,
            out, weights,
        )
        return WeightedDeals.resampled(out[:made], weights[:made], count, seed)


@dataclass(frozen=True)
class WeightedDeals:
    """Distinct sampled states, in the order they were dealt, with how many of the drawn
    deals each stands for."""

    states: np.ndarray
    counts: np.ndarray
    candidates: int  # the candidate deals dealt to draw them from

    def __len__(self) -> int:
        return int(self.states.shape[0])

    @classmethod
    def resampled(cls, states: np.ndarray, weights: np.ndarray, count: int,
                  seed: int) -> WeightedDeals:
        """``count`` draws from ``states`` in proportion to ``weights`` (systematic
        resampling: each state is drawn its expected number of times, give or take one)."""
        made = states.shape[0]
        total = float(weights.sum())
        if made == 0 or count <= 0:
            return cls(states[:0], np.zeros(0, dtype=np.int64), made)
        if not total > 0:
            weights = np.ones(made)
            total = float(made)
        offset = np.random.default_rng(seed).random()
        points = (offset + np.arange(count)) * (total / count)
        drawn = np.searchsorted(np.cumsum(weights), points, side="right")
        counts = np.bincount(np.minimum(drawn, made - 1), minlength=made)
        kept = np.flatnonzero(counts)
        return cls(states[kept], counts[kept].astype(np.int64), made)






@njit(cache=True)
def _candidate(
    rules: np.ndarray, dealer: int, upcard: int, me: int, own_original: int, pool: int,
    need: np.ndarray, forbidden: np.ndarray, played: np.ndarray, upcard_place: int,
    discard_unknown: bool, actions: np.ndarray, use_inference: bool, read_plays: bool,
    hidden: np.ndarray, original: np.ndarray, out: np.ndarray,
) -> float:
    """Deal one candidate, replay the hand into ``out`` and return the likelihood of the
    other seats' actions in it (-1: this deal got stuck or the rules refuse it)."""
    up_bit = np.int64(1) << upcard
    deck_mask = DECK_MASKS[rules[5]]
    dead = deal_unseen(pool, need, forbidden, hidden)
    if dead < 0:
        return -1.0
    discard = -1
    if discard_unknown:
        if dead == 0:
            return -1.0
        discard = random_bit(dead)
    elif upcard_place == UPCARD_DISCARDED and me != dealer:
        discard = upcard
    taken = upcard_place != UPCARD_ON_TABLE
    for seat in range(4):
        if seat == me:
            original[seat] = own_original
            continue
        cards = hidden[seat] | played[seat]
        if seat == dealer and taken:
            if discard >= 0:
                cards |= np.int64(1) << discard
            cards &= ~up_bit
        original[seat] = cards
    kitty = deck_mask & ~(original[0] | original[1] | original[2] | original[3]) & ~up_bit
    state = core.new_state(rules, dealer, original, upcard, kitty)
    likelihood = 1.0
    for index in range(actions.shape[0]):
        action = actions[index]
        if action == DISCARD_UNKNOWN:
            action = core.A_DISCARD + discard
        phase = state[core.PHASE]
        if state[core.TO_ACT] != me:
            if phase != core.P_PLAY:
                if use_inference:
                    likelihood *= action_likelihood(state, action)
            elif read_plays:
                likelihood *= play_likelihood(state, action)
        if core.step(state, action) != core.OK:
            return -1.0
    if state[core.TO_ACT] != me:
        return -1.0
    out[:] = state
    return likelihood


@njit(cache=True)
def sample_states(
    rules: np.ndarray, dealer: int, upcard: int, me: int, own_original: int, pool: int,
    need: np.ndarray, forbidden: np.ndarray, played: np.ndarray, upcard_place: int,
    discard_unknown: bool, actions: np.ndarray, use_inference: bool, read_plays: bool,
    count: int, seed: int, out: np.ndarray,
) -> int:
    """Fill ``out`` with up to ``count`` sampled current states, each kept with the
    likelihood of the others' actions in it (after ``ATTEMPTS_PER_SAMPLE`` refusals in a
    row, kept anyway); return how many."""
    seed_rng(seed)
    hidden = np.zeros(4, dtype=np.int64)
    original = np.zeros(4, dtype=np.int64)
    accepted = 0
    attempts = 0
    invalid = 0
    while accepted < count and invalid < MAX_INVALID:
        likelihood = _candidate(rules, dealer, upcard, me, own_original, pool, need,
                                forbidden, played, upcard_place, discard_unknown, actions,
                                use_inference, read_plays, hidden, original, out[accepted])
        if likelihood < 0:
            invalid += 1
            continue
        attempts += 1
        if attempts < ATTEMPTS_PER_SAMPLE and np.random.random() >= likelihood:
            continue
        accepted += 1
        attempts = 0
    return accepted


@njit(cache=True)
def weighted_states(
    rules: np.ndarray, dealer: int, upcard: int, me: int, own_original: int, pool: int,
    need: np.ndarray, forbidden: np.ndarray, played: np.ndarray, upcard_place: int,
    discard_unknown: bool, actions: np.ndarray, use_inference: bool, read_plays: bool,
    effective: float, seed: int, out: np.ndarray, weights: np.ndarray,
) -> int:
    """Candidates for ``out``, each with its likelihood in ``weights``, until their
    effective number ((sum of weights)² / sum of squared weights) reaches ``effective``
    or ``out`` is full; return how many. Nothing is rejected, so the work is bounded by
    ``out``'s size whatever the others' actions say."""
    seed_rng(seed)
    hidden = np.zeros(4, dtype=np.int64)
    original = np.zeros(4, dtype=np.int64)
    made = 0
    invalid = 0
    total = 0.0
    squares = 0.0
    while made < out.shape[0] and invalid < MAX_INVALID:
        likelihood = _candidate(rules, dealer, upcard, me, own_original, pool, need,
                                forbidden, played, upcard_place, discard_unknown, actions,
                                use_inference, read_plays, hidden, original, out[made])
        if likelihood < 0:
            invalid += 1
            continue
        weights[made] = likelihood
        made += 1
        total += likelihood
        squares += likelihood * likelihood
        if squares > 0 and total * total >= effective * squares:
            break
    return made


# ---- the draw loop any game's sampler runs ------------------------------------------------




