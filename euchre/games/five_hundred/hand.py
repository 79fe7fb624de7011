"""One hand of Five Hundred as an immutable state machine: the auction, the kitty, the play.

Cards rank by the game's tables (``euchre.games.five_hundred.cards``): the joker heads
the trumps in a suit contract; in no trumps and misère it is the contractor's to give a
suit before the first lead, and otherwise belongs to no suit and wins every trick it is
played to. ``apply`` returns a new hand and leaves this one as it was.

>>> hand = FiveHundredHand.from_seed(7, dealer="E")
>>> hand.dealer, hand.phase, hand.to_act
(<Seat.EAST: 3>, <FiveHundredPhase.AUCTION: 'auction'>, <Seat.SOUTH: 0>)
>>> [str(action) for action in hand.legal_actions()[:4]]
['pass', 'bid 6S', 'bid 6C', 'bid 6D']
>>> hand.apply("pass", seat="W")
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: It is South's turn to bid, not West's.
>>> after = hand.apply("bid 7H", seat="S")
>>> after.to_act, after.high_bid.label, hand.high_bid is None
(<Seat.WEST: 1>, '7♥', True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from euchre.cards import Card, Suit, mask_of
from euchre.errors import IllegalActionError
from euchre.games.five_hundred.actions import (
    PASS,
    FiveHundredAction,
    Kind,
    discard,
    joker_suit,
    play,
)
from euchre.games.five_hundred.bids import BLIND_MISERE, LADDER, Bid, BidKind
from euchre.games.five_hundred.cards import (
    EFFECTIVE_SUIT,
    JOKER_BIT,
    NO_SUIT,
    mode_of,
    playable,
    trick_winner_index,
)
from euchre.games.five_hundred.deal import KITTY_SIZE, FiveHundredDeal
from euchre.games.five_hundred.messages import refusal, wrong_player_message
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.result import TRICKS_PER_HAND, FiveHundredResult, hand_points
from euchre.games.five_hundred.rules import FiveHundredRules
from euchre.games.five_hundred.seats import Player3
from euchre.games.five_hundred.view import FiveHundredView, five_hundred_view
from euchre.games.protocol import GameHandBase
from euchre.ranking import N_CARD_IDS
from euchre.seats import Seat, Seating, Team
from euchre.tricks import Trick

__all__ = ["FiveHundredHand", "FiveHundredPhase"]

AnySeat = Seat | Player3


P = FiveHundredPhase
_ORDER = {Card(card_id): Card(card_id).order_key for card_id in range(N_CARD_IDS)}
_BID_ACTIONS = {bid: FiveHundredAction(Kind.BID, bid=bid) for bid in LADDER}


@dataclass(frozen=True)
class _Table:
    """Everything that changes during a hand (the deal and the history aside)."""

    phase: FiveHundredPhase
    to_act: AnySeat | None
    hands: tuple[tuple[Card, ...], ...]
    passed: frozenset[AnySeat] = frozenset()
    called: frozenset[AnySeat] = frozenset()
    looked: frozenset[AnySeat] = frozenset()  # seen their cards while blind misère was open
    high_bid: Bid | None = None
    high_bidder: AnySeat | None = None
    seven_bid: bool = False
    contract: Bid | None = None
    contractor: AnySeat | None = None
    sitting_out: frozenset[AnySeat] = frozenset()
    kitty_taken: bool = False
    discards: tuple[Card, ...] = ()
    joker_suit: Suit | None = None
    tricks: tuple[Trick, ...] = ()
    led_suits: tuple[int, ...] = ()
    current_trick: tuple[tuple[AnySeat, Card], ...] = ()
    current_led: int = -1
    leader: AnySeat | None = None
    tricks_won: tuple[int, ...] = ()

    def with_hand(self, seat: AnySeat, cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        hands = list(self.hands)
        hands[seat] = tuple(sorted(cards, key=_ORDER.__getitem__))
        return tuple(hands)


class FiveHundredHand(GameHandBase):
    """A position in one Five Hundred hand. Construct with ``from_seed`` or ``from_deal``."""

    __slots__ = ("_t", "deal", "history", "rules", "seating", "seats")

    rules: FiveHundredRules
    deal: FiveHundredDeal
    history: tuple[tuple[AnySeat, FiveHundredAction], ...]
    seating: Seating

    def __init__(
        self, rules: FiveHundredRules, deal: FiveHundredDeal, _table: _Table | None = None,
        _history: tuple[tuple[AnySeat, FiveHundredAction], ...] = (),
    ) -> None:
        if deal.players != rules.players:
            raise ValueError(f"the deal has {deal.players} hands; the rules are for "
                             f"{rules.players} players.")
        self.rules = rules
        self.deal = deal
        self.history = _history
        self.seating = rules.seating
        self.seats: Any = rules.seat_type
        if _table is None:
            _table = _Table(P.AUCTION, deal.dealer.left, tuple(deal.hands),
                            tricks_won=(0,) * rules.players)
        self._t = _table

    # ---- construction ---------------------------------------------------------------
    @classmethod
    def from_seed(
        cls, seed: int | str, rules: FiveHundredRules | None = None,
        dealer: AnySeat | str | int | None = None,
    ) -> FiveHundredHand:
        """A shuffled deal from ``seed``; the dealer is drawn from the seed too unless given."""
        rules = rules or FiveHundredRules()
        rng = random.Random(f"five-hundred-hand:{seed}")
        seats = rules.seat_type
        dealer = seats(rng.randrange(rules.players)) if dealer is None else seats.parse(dealer)
        return cls(rules, FiveHundredDeal.random(rng, dealer, rules.players))

    @classmethod
    def from_deal(cls, deal: FiveHundredDeal,
                  rules: FiveHundredRules | None = None) -> FiveHundredHand:
        """A hand from an explicit deal (validated); the rules default to the deal's size."""
        deal.validate()
        return cls(rules or FiveHundredRules(players=deal.players), deal)

    # ---- where the hand stands --------------------------------------------------------
    @property
    def phase(self) -> FiveHundredPhase:
        return self._t.phase

    @property
    def to_act(self) -> AnySeat | None:
        return self._t.to_act

    @property
    def is_over(self) -> bool:
        return self._t.phase in (P.SCORED, P.THROWN_IN)

    @property
    def dealer(self) -> AnySeat:
        return self.deal.dealer

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def high_bid(self) -> Bid | None:
        """The highest bid so far in the auction (the contract once it is over)."""
        return self._t.high_bid

    @property
    def high_bidder(self) -> AnySeat | None:
        return self._t.high_bidder

    @property
    def passed(self) -> frozenset[AnySeat]:
        """Players who have passed: out of the auction."""
        return self._t.passed

    @property
    def contract(self) -> Bid | None:
        return self._t.contract

    @property
    def contractor(self) -> AnySeat | None:
        return self._t.contractor

    @property
    def trump(self) -> Suit | None:
        """The trump suit (``None`` before the contract, in no trumps and in misère)."""
        return None if self._t.contract is None else self._t.contract.trump

    @property
    def joker_suit(self) -> Suit | None:
        """The suit the contractor gave the joker in no trumps or misère (full state)."""
        return self._t.joker_suit

    @property
    def mode(self) -> int:
        """The card tables' mode for this hand's play (see ``five_hundred.cards``)."""
        return mode_of(self.trump, self._t.joker_suit)

    @property
    def sitting_out(self) -> frozenset[AnySeat]:
        """The misère contractor's partner, in the four-handed game."""
        return self._t.sitting_out

    @property
    def sides(self) -> tuple[int, ...]:
        """Each seat's side: the partnerships with four players; with three, everyone apart
        until the contract, then the contractor (0) against the other two (1)."""
        if self.players == 4:
            return tuple(Team(seat & 1) for seat in Seat)
        if self._t.contractor is None:
            return (0, 1, 2)
        return tuple(0 if seat == self._t.contractor else 1 for seat in Player3)

    @property
    def defenders(self) -> tuple[AnySeat, ...]:
        """The seats against the contractor (none before the contract)."""
        sides = self.sides
        if self._t.contractor is None:
            return ()
        own = sides[self._t.contractor]
        return tuple(seat for seat in self.seats if sides[seat] != own)

    # ---- cards ------------------------------------------------------------------------
    def hand(self, seat: AnySeat | int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now (13 for the contractor during the exchange). Full
        state: use ``view`` for what a player may see."""
        return self._t.hands[seat]

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The kitty while it lies face down (full state); empty once the contractor has it."""
        return () if self._t.kitty_taken else self.deal.kitty

    @property
    def kitty_taken(self) -> bool:
        return self._t.kitty_taken

    @property
    def discards(self) -> tuple[Card, ...]:
        """The contractor's discards, in order (full state)."""
        return self._t.discards

    def own_discards(self, seat: AnySeat | int) -> tuple[Card, ...]:
        """The discards ``seat`` made itself (the only discards it may know)."""
        return self._t.discards if seat == self._t.contractor else ()

    @property
    def exposed_hand(self) -> tuple[Card, ...]:
        """Open misère: the contractor's cards, face up from the end of the first trick."""
        t = self._t
        if t.contract is not None and t.contract.kind is BidKind.OPEN_MISERE and t.tricks:
            return t.hands[t.contractor]
        return ()

    def set_aside_piles(self, user: AnySeat | int) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """The kitty as dealt and the contractor's discards, labelled."""
        piles = [("Kitty", self.deal.kitty)]
        if self.discards and self.contractor is not None:
            contractor = self.seating.seat_label(self.contractor, user)
            piles.append((f"Contractor's discards ({contractor})", self.discards))
        return tuple(piles)

    def set_aside(self) -> tuple[Card, ...]:
        """Cards out of play: the kitty while face down, the contractor's discards."""
        return (*self.kitty, *self._t.discards)

    def hidden_from(self, seat: AnySeat | int) -> frozenset[Card]:
        """Every card whose place ``seat`` may not know now: the others' unplayed cards, the
        kitty and the discards (an open misère hand is known once exposed)."""
        known = {*self.hand(seat), *self.own_discards(seat), *self.exposed_hand}
        known.update(card for trick in self._t.tricks for _, card in trick.plays)
        known.update(card for _, card in self._t.current_trick)
        return frozenset(self.rules.cards()) - known

    # ---- tricks -----------------------------------------------------------------------
    @property
    def tricks(self) -> tuple[Trick, ...]:
        return self._t.tricks

    @property
    def led_suits(self) -> tuple[Suit | None, ...]:
        """The suit led to each finished trick (``None``: the joker led to the last trick)."""
        return tuple(None if led == NO_SUIT else Suit(led) for led in self._t.led_suits)

    @property
    def current_trick(self) -> tuple[tuple[AnySeat, Card], ...]:
        return self._t.current_trick

    @property
    def current_led(self) -> Suit | None:
        """The suit to follow in the trick in progress (a suitless joker names it)."""
        led = self._t.current_led
        return None if led < 0 or led == NO_SUIT else Suit(led)

    @property
    def leader(self) -> AnySeat | None:
        return self._t.leader if self._t.phase is P.PLAY else None

    @property
    def tricks_won(self) -> tuple[int, ...]:
        return self._t.tricks_won

    @property
    def bids(self) -> tuple[tuple[AnySeat, FiveHundredAction], ...]:
        """Every auction call so far, in order (public knowledge)."""
        return tuple((seat, action) for seat, action in self.history if action.is_bid)

    def effective_suit(self, card: Card) -> Suit | None:
        """The suit ``card`` counts as in this hand's play (``None``: a suitless joker)."""
        suit = EFFECTIVE_SUIT[self.mode][card]
        return None if suit == NO_SUIT else Suit(suit)

    def legal_plays_for(self, seat: AnySeat | int) -> tuple[Card, ...]:
        """Cards ``seat`` could legally play now (to a trick in progress, or to lead)."""
        return tuple(action.card for action in self._plays(self.seats(seat)))

    # ---- actions ----------------------------------------------------------------------
    def legal_actions(self) -> tuple[FiveHundredAction, ...]:
        """Every legal action for the player to act (empty once the hand is over)."""
        t = self._t
        actor = t.to_act
        match t.phase:
            case P.AUCTION:
                return (PASS, *(_BID_ACTIONS[bid] for bid in self._biddable(actor)))
            case P.KITTY:
                return tuple(discard(card) for card in t.hands[actor])
            case P.PLAY:
                nominations = ()
                if self.may_name_joker_suit:
                    nominations = tuple(joker_suit(suit) for suit in Suit)
                return (*self._plays(actor), *nominations)
        return ()

    def _biddable(self, actor: AnySeat) -> list[Bid]:
        """The bids ``actor`` may make now: above the highest, misère and blind misère by
        the table's rules."""
        t = self._t
        bids = []
        for bid in LADDER:
            if t.high_bid is not None and bid.rank <= t.high_bid.rank:
                continue
            if bid.kind is BidKind.MISERE and not (self.rules.misere_any_time or t.seven_bid):
                continue
            if bid.kind is BidKind.BLIND_MISERE and not self.blind_misere_open(actor):
                continue
            bids.append(bid)
        return bids

    def blind_misere_open(self, seat: AnySeat | int) -> bool:
        """Whether ``seat`` may still call blind misère: the option is on, the auction is
        under way, ``seat`` has not called yet nor looked at its cards (``look``), and no
        bid of its rank (open misère) stands."""
        t = self._t
        seat = self.seats(seat)
        return (self.rules.blind_misere and t.phase is P.AUCTION and seat not in t.called
                and seat not in t.looked
                and (t.high_bid is None or t.high_bid.rank < BLIND_MISERE.rank))

    @property
    def looked(self) -> frozenset[AnySeat]:
        """The seats that looked at their cards while blind misère was open to them."""
        return self._t.looked

    def look(self, seat: AnySeat | int) -> FiveHundredHand:
        """The hand once ``seat`` has looked at its cards: blind misère, a call made without
        looking, is no longer open to it. Not a move of the game (the history and the other
        players' views are unchanged); the hand itself if blind misère was not open."""
        seat = self.seats(seat)
        if not self.blind_misere_open(seat):
            return self
        table = replace(self._t, looked=self._t.looked | {seat})
        return FiveHundredHand(self.rules, self.deal, table, self.history)

    @property
    def may_name_joker_suit(self) -> bool:
        """Before the first lead, a no-trump or misère contractor holding the joker may give
        it a suit (it is then the highest card of that suit)."""
        t = self._t
        return (t.phase is P.PLAY and not t.tricks and not t.current_trick
                and t.to_act == t.contractor and t.contract.trump is None
                and t.joker_suit is None and Card.joker() in t.hands[t.contractor])

    def _plays(self, seat: AnySeat) -> tuple[FiveHundredAction, ...]:
        t = self._t
        if t.phase is not P.PLAY:
            return ()
        cards = t.hands[seat]
        mode = self.mode
        if t.current_trick:
            allowed = playable(mask_of(cards), mode, t.current_led, t.contract.is_misere)
            return tuple(play(card) for card in cards if allowed >> card & 1)
        plays = [play(card) for card in cards if not card.is_joker]
        if JOKER_BIT & mask_of(cards):
            if EFFECTIVE_SUIT[mode][Card.joker()] != NO_SUIT:
                plays.append(play(Card.joker()))
            else:
                unled = [suit for suit in Suit if suit not in t.led_suits]
                if unled:
                    plays.extend(play(Card.joker(), named=suit) for suit in unled)
                elif len(cards) == 1:
                    plays.append(play(Card.joker()))
        return tuple(plays)

    def why_not(self, action: FiveHundredAction | str) -> str | None:
        """Why the player to act may not take ``action`` now, said to that player (the
        refusal ``apply`` would raise, e.g. "7♣ does not outrank the current bid, 7♦: …");
        None when the action is legal."""
        action = FiveHundredAction.parse(action)
        if action in self.legal_actions():
            return None
        return refusal(self, action, to_player=True)[1]

    def apply(self, action: FiveHundredAction | str,
              seat: AnySeat | str | int | None = None) -> FiveHundredHand:
        """The hand after ``action`` by the player to act (checked against ``seat`` if given).

        Raises ``IllegalActionError`` naming the rule; ``self`` is never changed.
        """
        actor = self.to_act
        if not isinstance(action, FiveHundredAction):
            try:
                action = FiveHundredAction.parse(action)
            except ValueError as error:
                raise IllegalActionError(str(error), rule="unknown-action", seat=actor) from None
        if seat is not None:
            try:
                seat = self.seats.parse(seat)
            except ValueError as error:
                raise IllegalActionError(str(error), rule="unknown-seat") from None
            if seat != actor:
                rule = "turn" if actor is not None else "hand-over"
                raise IllegalActionError(wrong_player_message(self, seat), rule=rule, seat=seat)
        if action not in self.legal_actions():
            rule, message = refusal(self, action)
            _, to_player = refusal(self, action, to_player=True)
            raise IllegalActionError(message, rule=rule, seat=actor, to_player=to_player)
        table = self._next_table(actor, action)
        return FiveHundredHand(self.rules, self.deal, table, (*self.history, (actor, action)))

    def _next_table(self, actor: AnySeat, action: FiveHundredAction) -> _Table:
        t = self._t
        match action.kind:
            case Kind.PASS | Kind.BID:
                return self._after_call(actor, action)
            case Kind.DISCARD:
                hands = t.with_hand(actor, _without(t.hands[actor], action.card))
                t = replace(t, hands=hands, discards=(*t.discards, action.card))
                return self._start_play(t) if len(t.discards) == KITTY_SIZE else t
            case Kind.JOKER_SUIT:
                return replace(t, joker_suit=action.suit)
        return self._play_card(t, actor, action)

    def _after_call(self, actor: AnySeat, action: FiveHundredAction) -> _Table:
        t = replace(self._t, called=self._t.called | {actor})
        if action.kind is Kind.PASS:
            t = replace(t, passed=t.passed | {actor})
        else:
            t = replace(t, high_bid=action.bid, high_bidder=actor,
                        seven_bid=t.seven_bid or action.bid.tricks == 7)
        if self.rules.single_round:
            over = len(t.called) == self.players
        else:
            active = [seat for seat in self.seats if seat not in t.passed]
            over = not active or (t.high_bid is not None and active == [t.high_bidder])
        if not over:
            nxt = actor.left
            while nxt in t.passed and not self.rules.single_round:
                nxt = nxt.left
            return replace(t, to_act=nxt)
        if t.high_bid is None:
            return replace(t, phase=P.THROWN_IN, to_act=None)
        return self._contract_made(t)

    def _contract_made(self, t: _Table) -> _Table:
        contract, contractor = t.high_bid, t.high_bidder
        out: frozenset[AnySeat] = frozenset()
        if contract.is_misere:
            out = frozenset(self.seats(partner) for partner in self.seating.partners(contractor))
        t = replace(t, contract=contract, contractor=contractor, sitting_out=out)
        if self.rules.sans_kitty:
            return self._start_play(t)
        hands = t.with_hand(contractor, (*t.hands[contractor], *self.deal.kitty))
        return replace(t, phase=P.KITTY, to_act=contractor, hands=hands, kitty_taken=True)

    def _start_play(self, t: _Table) -> _Table:
        """The contractor leads to the first trick."""
        return replace(t, phase=P.PLAY, to_act=t.contractor, leader=t.contractor)

    def _play_card(self, t: _Table, actor: AnySeat, action: FiveHundredAction) -> _Table:
        card = action.card
        hands = t.with_hand(actor, _without(t.hands[actor], card))
        mode = self.mode
        led = t.current_led
        if not t.current_trick:
            led = int(action.suit) if action.suit is not None else EFFECTIVE_SUIT[mode][card]
        plays = (*t.current_trick, (actor, card))
        if len(plays) < self.players - len(t.sitting_out):
            return replace(t, hands=hands, current_trick=plays, current_led=led,
                           to_act=self._next_active(t, actor))
        winner = plays[trick_winner_index([c for _, c in plays], mode, led)][0]
        won = list(t.tricks_won)
        won[winner] += 1
        t = replace(t, hands=hands, current_trick=(), current_led=-1,
                    tricks=(*t.tricks, Trick(plays[0][0], plays, winner)),
                    led_suits=(*t.led_suits, led), tricks_won=tuple(won))
        if len(t.tricks) == TRICKS_PER_HAND:
            return replace(t, phase=P.SCORED, to_act=None)
        return replace(t, to_act=winner, leader=winner)

    def _next_active(self, t: _Table, seat: AnySeat) -> AnySeat:
        nxt = seat.left
        while nxt in t.sitting_out:
            nxt = nxt.left
        return nxt

    # ---- the outcome ------------------------------------------------------------------
    def result(self) -> FiveHundredResult:
        """How the finished hand went (``ValueError`` while it is still being played)."""
        if not self.is_over:
            raise ValueError(f"the hand is not over yet (phase: {self.phase}).")
        t = self._t
        thrown_in = t.phase is P.THROWN_IN
        points = ((0,) * self.players if thrown_in
                  else hand_points(t.contract, t.contractor, t.tricks_won))
        return FiveHundredResult(
            thrown_in=thrown_in, contract=t.contract, contractor=t.contractor,
            joker_suit=t.joker_suit, tricks_by_seat=t.tricks_won, points_by_seat=points,
        )

    def view(self, seat: AnySeat | int, score: tuple[int, ...] | None = None,
             hand_number: int = 1) -> FiveHundredView:
        """Exactly what ``seat`` may know now; see ``euchre.games.five_hundred.view``."""
        return five_hundred_view(self, self.seats(seat), score, hand_number)

    # ---- values -----------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FiveHundredHand):
            return NotImplemented
        return (self.rules, self.deal, self.history, self._t) == (
            other.rules, other.deal, other.history, other._t)

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        """Every player's cards, the kitty, the auction and the tricks, as text."""
        lines = [f"Five Hundred ({self.players} players). Dealer {self.dealer}; {self.phase}"
                 + (f"; {self.to_act} to act" if self.to_act is not None else "")]
        if self.bids:
            lines.append("Auction: " + ", ".join(f"{who} {action.describe()}"
                                                 for who, action in self.bids))
        if self.contract is not None:
            joker = "" if self.joker_suit is None else f"; joker is a {self.joker_suit.symbol}"
            lines.append(f"Contract {self.contract.label} by {self.contractor}{joker}")
        for seat in self.seats:
            out = " (sitting out)" if seat in self.sitting_out else ""
            lines.append(f"  {seat.label:<5} {_text(self.hand(seat))}{out}")
        lines.append(f"  Kitty {_text(self.kitty)}")
        if self.discards:
            lines.append(f"Discards {_text(self.discards)}")
        for number, trick in enumerate(self.tricks, start=1):
            plays = ", ".join(f"{who} {card.symbol}" for who, card in trick.plays)
            lines.append(f"Trick {number}: {plays}; won by {trick.winner}")
        if self.current_trick:
            lines.append("Trick so far: " + ", ".join(
                f"{who} {card.symbol}" for who, card in self.current_trick))
        if self.is_over:
            lines.append(self.result().summary())
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"<FiveHundredHand {self.phase}, {len(self.history)} actions, "
                f"to act: {self.to_act}>")


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return tuple(c for c in cards if c != card)


def _text(cards: tuple[Card, ...]) -> str:
    return " ".join(card.symbol for card in cards) or "—"

