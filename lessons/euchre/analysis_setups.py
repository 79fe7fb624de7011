"""The hand analyser's card-play and whole-deal set-ups, built and checked by the engine.

A card-play set-up names the dealer, the upcard, trump, the maker (alone or not), every
card played so far in order, and the cards still held by the seat to play (and that
seat's discard when it dealt and picked the upcard up). Nothing else is asked:

- the bids follow from trump and the maker, every seat before the maker passing; the
  engine says whose turn it is and refuses a bid the rules do not allow;
- who played each card follows from the engine's turn order (the player left of the
  dealer leads, the winner of a trick leads the next); the seat whose turn it is after
  the last card is the seat to play, and those are its cards;
- the engine replays the bids, the discard and every card from a deal that holds what
  each seat played, and refuses a card a seat could not play (not following suit it
  could follow, or a card it no longer holds);
- Expert's own sampler then deals the cards the seat cannot see, consistently with the
  voids shown: a position no deal fits is refused.

A whole deal names the four hands, the upcard and the dealer; the moves are added one
legal action at a time and the review steps through them. ``HandState.from_deal``
checks the deal and ``HandState.apply`` every move.
"""

from __future__ import annotations

import dataclasses
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from euchre import PASS, Action, Card, Deal, HandState, Phase, Rules, Seat, Suit
from euchre.actions import ORDER_UP, ORDER_UP_ALONE, discard, name_trump, play
from euchre.games.euchre.bots.sampling import KnownFacts
from euchre.games.euchre.deal import HAND_SIZE
from euchre.games.euchre.view import SeatView, seat_view
from lessons.euchre.analysis import BIDDING_PHASES, SetupError

__all__ = [
    "CardPlaySetup",
    "DealSetup",
    "card_play_setup_of",
    "card_play_state",
    "card_play_view",
    "deal_state",
    "deal_view",
    "table_so_far",
]


@dataclass(frozen=True)
class CardPlaySetup:
    """A card to play as the user sets it up (score: North–South, East–West)."""

    dealer: Seat = Seat.NORTH
    upcard: Card | None = None
    trump: Suit | None = None
    maker: Seat | None = None
    alone: bool = False
    plays: tuple[Card, ...] = ()  # every card played so far, in order
    hand: tuple[Card, ...] = ()  # the cards the seat to play still holds
    discard: Card | None = None  # that seat's discard, when it dealt and picked up
    score: tuple[int, int] = (0, 0)

    def key(self) -> str:
        """A text naming the position exactly (the seed of Expert and of the sampler)."""
        def text(value: object) -> str:
            return "" if value is None else getattr(value, "text", None) or str(value)

        return "|".join(("play", self.dealer.letter, text(self.upcard),
                         "" if self.trump is None else self.trump.letter,
                         "" if self.maker is None else self.maker.letter,
                         "alone" if self.alone else "", " ".join(c.text for c in self.plays),
                         " ".join(c.text for c in self.hand), text(self.discard),
                         f"{self.score[0]}-{self.score[1]}"))

    @property
    def seed(self) -> int:
        return zlib.crc32(self.key().encode()) & 0x7FFFFFFF


def _bid_history(setup: CardPlaySetup, rules: Rules
                 ) -> tuple[tuple[tuple[Seat, Action], ...], bool]:
    """The bids that make ``setup.maker`` the maker in ``setup.trump`` (every seat before
    it passes, in the turn order the engine keeps), and whether the dealer then picks the
    upcard up and discards."""
    assert setup.upcard is not None and setup.trump is not None and setup.maker is not None
    state = HandState(rules, Deal(setup.dealer, ((), (), (), ()), setup.upcard, ()))
    ordering = setup.trump is state.upcard_suit
    while state.phase in BIDDING_PHASES:
        if state.to_act == setup.maker and (ordering == (state.phase is Phase.BIDDING_ROUND_1)):
            if ordering:
                bid = ORDER_UP_ALONE if setup.alone else ORDER_UP
            else:
                bid = name_trump(setup.trump, alone=setup.alone)
        else:
            bid = PASS
        try:
            state = state.apply(bid)
        except ValueError as error:
            raise SetupError(f"This bidding is not possible: {error}") from None
    if state.maker != setup.maker or state.trump is not setup.trump:
        raise SetupError(f"This bidding is not possible: {setup.maker.label} cannot make "
                         f"{setup.trump.symbol} trump with {setup.upcard.symbol} turned up.")
    return state.bids, state.phase is Phase.DEALER_DISCARD


def _check_chosen(setup: CardPlaySetup, rules: Rules) -> None:
    if setup.upcard is None:
        raise SetupError("Choose the upcard: click a card with “Upcard” selected.")
    if setup.trump is None:
        raise SetupError("Choose trump.")
    if setup.maker is None:
        raise SetupError("Choose the maker: the seat that ordered up or named trump.")
    for points in setup.score:
        if not 0 <= points < rules.points_to_win:
            raise SetupError(f"A score must be between 0 and {rules.points_to_win - 1}: "
                             f"at {rules.points_to_win} the match is over.")
    places: dict[Card, str] = {}
    named = [(card, f"card {number} played")
             for number, card in enumerate(setup.plays, start=1)]
    named += [(card, "the hand to play") for card in setup.hand]
    if setup.discard is not None:
        named.append((setup.discard, "the discard"))
    for card, place in named:
        if not rules.deck.mask >> card & 1:
            raise SetupError(f"{card.symbol} is not in the deck of {rules.deck.description}.")
        if card in places:
            raise SetupError(f"{card.symbol} is in the set-up twice ({places[card]} and "
                             f"{place}). Take one back.")
        places[card] = place


def _replay(setup: CardPlaySetup, rules: Rules, bids: Sequence[tuple[Seat, Action]],
            holdings: dict[Seat, tuple[Card, ...]], dealer_discard: Card | None,
            count: int) -> HandState:
    """The engine's state after the bids, the dealer's discard and the first ``count``
    cards, from a deal in which each seat holds ``holdings`` when the play starts (the
    dealer's hand as dealt is that, less the upcard it took, plus its discard). Not every
    hand need be full: the cards nobody played are in no hand. A move the engine refuses
    raises ``SetupError`` with the engine's reason."""
    assert setup.upcard is not None
    hands = []
    for seat in Seat:
        held = set(holdings.get(seat, ()))
        if seat == setup.dealer and dealer_discard is not None:
            held = (held | {dealer_discard}) - {setup.upcard}
        hands.append(tuple(sorted(held)))
    state = HandState(rules, Deal(setup.dealer, tuple(hands), setup.upcard, ()))  # type: ignore[arg-type]
    for seat, bid in bids:
        state = state.apply(bid, seat=seat)
    if state.phase is Phase.DEALER_DISCARD:
        state = state.apply(discard(dealer_discard), seat=setup.dealer)
    while state.phase is Phase.DEFEND_ALONE:
        state = state.apply(PASS)
    for number, card in enumerate(setup.plays[:count], start=1):
        seat = state.to_act
        if seat is None:
            raise SetupError(f"The hand is over before card {number} ({card.symbol}): five "
                             "tricks were played. Take the last cards back.")
        try:
            state = state.apply(play(card), seat=seat)
        except ValueError as error:
            raise SetupError(
                f"Card {number}, {seat.label}'s {card.symbol} in trick "
                f"{len(state.tricks) + 1}, is not possible: {error}") from None
    return state


def _placeholder_discard(setup: CardPlaySetup, rules: Rules) -> Card:
    """A discard for a dealer whose discard the seat to play did not see: the upcard if
    nobody played it (so the dealer holds nothing it did not play), else an unused card."""
    assert setup.upcard is not None
    if setup.upcard not in setup.plays:
        return setup.upcard
    used = {*setup.plays, *setup.hand, setup.upcard}
    return next(card for card in rules.deck.cards() if card not in used)


def _play_pass(setup: CardPlaySetup, rules: Rules
               ) -> tuple[HandState, dict[Seat, tuple[Card, ...]], bool, Card]:
    """Who played each card, by the engine's turn order: the set-up is replayed one card
    more each time, each card given to the seat whose turn it is. Returns the state after
    every card (each seat holding only what it played), the cards each seat played,
    whether the dealer picked up, and the discard used for the dealer."""
    _check_chosen(setup, rules)
    bids, dealer_picks_up = _bid_history(setup, rules)
    if not dealer_picks_up and setup.upcard in {*setup.plays, *setup.hand, setup.discard}:
        raise SetupError(
            f"{setup.upcard.symbol} was turned up and nobody picked it up (trump was "
            f"{'named' if setup.trump is not setup.upcard.suit else 'ordered alone'}), so no "
            "one holds it: take it back from the cards played or held.")
    unseen_discard = setup.discard or _placeholder_discard(setup, rules)
    dealer_discard = unseen_discard if dealer_picks_up else None
    owners: dict[Seat, tuple[Card, ...]] = {}
    state = _replay(setup, rules, bids, owners, dealer_discard, 0)
    for number, card in enumerate(setup.plays, start=1):
        seat = state.to_act
        if seat is None:
            raise SetupError(f"The hand is over before card {number} ({card.symbol}): five "
                             "tricks were played. Take the last cards back.")
        owners[seat] = (*owners.get(seat, ()), card)
        state = _replay(setup, rules, bids, owners, dealer_discard, number)
    return state, owners, dealer_picks_up, unseen_discard


def table_so_far(setup: CardPlaySetup, rules: Rules | None = None) -> HandState:
    """The bids and the cards of ``setup`` as the engine replays them (the tricks, who won
    them and whose turn it is), before the hand to play is checked."""
    return _play_pass(setup, rules or Rules())[0]


def card_play_state(setup: CardPlaySetup, rules: Rules | None = None) -> HandState:
    """The engine's position of ``setup``: the seat to play holds its cards; every other
    seat holds only the cards it played (``SetupError`` if the set-up is impossible)."""
    rules = rules or Rules()
    state, owners, dealer_picks_up, unseen_discard = _play_pass(setup, rules)
    seat = state.to_act
    if seat is None or state.phase is not Phase.PLAY:
        raise SetupError("The hand is over after these cards: there is no card left to play. "
                         "Take the last cards back.")
    own_discard = seat == setup.dealer and dealer_picks_up
    if own_discard and setup.discard is None:
        raise SetupError(
            f"{seat.label} dealt and picked up {setup.upcard.symbol}, so {seat.label} "
            "discarded a card: click it with “Discard” selected.")
    if setup.discard is not None and not own_discard:
        raise SetupError(
            f"Only a dealer who picked the upcard up discards, and {seat.label} (to play) did "
            "not: take the discard back.")
    held = (*setup.hand, *owners.get(seat, ()))
    dealt = len((set(held) | {setup.discard}) - {setup.upcard} if own_discard else set(held))
    if dealt != HAND_SIZE or (own_discard and setup.upcard not in {*held, setup.discard}):
        played = len(owners.get(seat, ()))
        raise SetupError(
            f"{seat.label} holds {len(setup.hand)} card{'s' * (len(setup.hand) != 1)} and "
            f"played {played}: a hand has {HAND_SIZE} cards, so {seat.label} holds "
            f"{HAND_SIZE - played} now" + (f" (with {setup.upcard.symbol} picked up and the "
                                          "discard set aside)" if own_discard else "") + ".")
    holdings = {**owners, seat: held}
    return _replay(setup, rules, _bid_history(setup, rules)[0], holdings,
                   unseen_discard if dealer_picks_up else None, len(setup.plays))


def card_play_setup_of(state: HandState) -> CardPlaySetup:
    """What the seat to play in ``state`` would click to set its position up: everything
    it knows (the cards played, its hand, its own discard) and nothing it does not."""
    seat = state.to_act
    plays = (*(card for trick in state.tricks for _, card in trick.plays),
             *(card for _, card in state.current_trick))
    own_discard = seat == state.dealer and state.upcard_taken
    return CardPlaySetup(state.dealer, state.upcard, state.trump, state.maker,
                         state.maker_alone, plays, state.hand(seat) if seat is not None else (),
                         state.discard if own_discard else None)


def card_play_view(setup: CardPlaySetup, rules: Rules | None = None) -> SeatView:
    """The view of the seat to play in ``setup``, once Expert's sampler has found a deal of
    the unseen cards that fits every card played (``SetupError`` otherwise)."""
    state = card_play_state(setup, rules)
    seat = state.to_act
    assert seat is not None
    view = seat_view(state, seat, score=setup.score)
    sizes = tuple(len(state.hand(other)) + HAND_SIZE - len(state.deal.hands[other])
                  for other in Seat)
    view = dataclasses.replace(view, hand_sizes=sizes)
    if not len(KnownFacts.from_view(view).sample(1, setup.seed, use_inference=False)):
        raise SetupError(
            f"No deal of the cards {seat.label} cannot see fits these tricks: a seat that did "
            "not follow suit would have to hold a card of that suit. Check the cards played.")
    return view


# ---- a whole deal --------------------------------------------------------------------------


@dataclass(frozen=True)
class DealSetup:
    """A whole deal for a review: the four hands, the upcard, the dealer, the moves."""

    dealer: Seat = Seat.NORTH
    hands: tuple[tuple[Card, ...], ...] = ((), (), (), ())  # indexed by ``Seat``
    upcard: Card | None = None
    score: tuple[int, int] = (0, 0)
    moves: tuple[Action, ...] = ()

    def key(self) -> str:
        upcard = "" if self.upcard is None else self.upcard.text
        return "|".join(("deal", self.dealer.letter,
                         *(" ".join(card.text for card in hand) for hand in self.hands),
                         upcard, f"{self.score[0]}-{self.score[1]}",
                         ",".join(move.text for move in self.moves)))

    def with_hand(self, seat: Seat, cards: Iterable[Card]) -> DealSetup:
        hands = list(self.hands)
        hands[seat] = tuple(cards)
        return dataclasses.replace(self, hands=tuple(hands), moves=())


def deal_state(setup: DealSetup, moves: int | None = None,
               rules: Rules | None = None) -> HandState:
    """The hand after the first ``moves`` moves (all of them by default), dealt and
    replayed by the engine (``SetupError`` with its reason if not possible)."""
    rules = rules or Rules()
    if setup.upcard is None:
        raise SetupError("Choose the upcard: click a card with “Upcard” selected.")
    for points in setup.score:
        if not 0 <= points < rules.points_to_win:
            raise SetupError(f"A score must be between 0 and {rules.points_to_win - 1}: "
                             f"at {rules.points_to_win} the match is over.")
    hands = {seat: setup.hands[seat] for seat in Seat}
    try:
        state = HandState.from_deal(Deal.from_text(setup.dealer, hands, setup.upcard,
                                                   deck=rules.deck), rules)
    except ValueError as error:
        raise SetupError(f"This deal is not possible: {error}") from None
    for number, move in enumerate(setup.moves[:moves], start=1):
        try:
            state = state.apply(move)
        except ValueError as error:
            raise SetupError(f"Move {number} ({move.describe()}) is not possible: "
                             f"{error}") from None
    return state


def deal_view(setup: DealSetup, move: int, rules: Rules | None = None) -> SeatView:
    """The view of the seat to act after ``move`` moves of the deal."""
    if not 0 <= move <= len(setup.moves):
        raise SetupError(f"This deal has {len(setup.moves)} moves: choose a step from 0 to "
                         f"{len(setup.moves)}.")
    state = deal_state(setup, move, rules)
    if state.to_act is None:
        raise SetupError(f"The hand is over after move {move}: there is no decision left to "
                         "analyse. Choose an earlier step.")
    return seat_view(state, state.to_act, score=setup.score)
