"""One hand of four-handed Euchre as an immutable state machine.

The state wraps the core's int64 array; every rule is decided by ``euchre.games.euchre.core``.
``apply`` returns a new state and leaves the old one as it was.

>>> from euchre import HandState, Seat, play
>>> state = HandState.from_seed(7)
>>> state.dealer, state.phase, state.to_act
(<Seat.WEST: 1>, <Phase.BIDDING_ROUND_1: 'bidding round 1'>, <Seat.NORTH: 2>)
>>> [str(a) for a in state.legal_actions()]
['pass', 'order up', 'order up alone']
>>> state.apply("pass", seat=Seat.EAST)
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: It is North's turn to bid, not East's.
>>> after = state.apply("pass", seat=Seat.NORTH)
>>> after.to_act, state.to_act   # the earlier state is unchanged
(<Seat.EAST: 3>, <Seat.NORTH: 2>)
"""

from __future__ import annotations

import random

import numpy as np

from euchre.actions import Action, ActionKind
from euchre.cards import Card, Suit, cards_from_mask
from euchre.errors import IllegalActionError
from euchre.games.euchre import core
from euchre.games.euchre.deal import Deal
from euchre.games.euchre.messages import refusal_message, wrong_seat_message
from euchre.games.euchre.phases import PHASES_BY_CODE, Phase
from euchre.games.euchre.render import render_hand
from euchre.games.euchre.result import HandResult
from euchre.games.euchre.rules import Rules
from euchre.games.euchre.view import SeatView, seat_view
from euchre.games.protocol import GameHandBase
from euchre.seats import PARTNERSHIPS, Seat, Seating, Team
from euchre.tricks import Trick

__all__ = ["HandResult", "HandState", "Phase", "Trick"]


_SEATS = tuple(Seat)
_SUITS = tuple(Suit)
_SIDES = tuple(seat.team for seat in Seat)


class HandState(GameHandBase):
    """A position in one hand. Construct with ``from_seed`` or ``from_deal``."""

    __slots__ = ("_core", "_tricks", "deal", "history", "rules")

    seating: Seating = PARTNERSHIPS

    rules: Rules
    deal: Deal
    history: tuple[tuple[Seat, Action], ...]

    def __init__(
        self,
        rules: Rules,
        deal: Deal,
        _core: np.ndarray | None = None,
        _history: tuple[tuple[Seat, Action], ...] = (),
        _tricks: tuple[Trick, ...] = (),
    ) -> None:
        self.rules = rules
        self.deal = deal
        self.history = _history
        self._tricks = _tricks
        if _core is None:
            hands = np.array(deal.hand_masks(), dtype=np.int64)
            kitty = sum(card.bit for card in deal.kitty)
            _core = core.new_state(rules.core, int(deal.dealer), hands, int(deal.upcard), kitty)
        self._core = _core

    # ---- construction ---------------------------------------------------------------
    @classmethod
    def from_seed(
        cls, seed: int | str, rules: Rules | None = None, dealer: Seat | str | None = None
    ) -> HandState:
        """A shuffled deal from ``seed``; the dealer is drawn from the seed too unless given."""
        rules = rules or Rules()
        rng = random.Random(f"euchre-hand:{seed}")
        dealer = Seat(rng.randrange(4)) if dealer is None else Seat.parse(dealer)
        return cls(rules, Deal.random(rules.deck, dealer, rng))

    @classmethod
    def from_deal(cls, deal: Deal, rules: Rules | None = None) -> HandState:
        rules = rules or Rules()
        deal.validate(rules.deck)
        return cls(rules, deal)

    # ---- the API ----------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return PHASES_BY_CODE[self._core[core.PHASE]]

    @property
    def to_act(self) -> Seat | None:
        seat = self._core[core.TO_ACT]
        return None if seat < 0 else _SEATS[seat]

    @property
    def is_over(self) -> bool:
        return self._core[core.PHASE] >= core.P_SCORED

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action for the seat to act (empty once the hand is over)."""
        state = self._core
        mask = core.legal_mask(state)
        phase = state[core.PHASE]
        if phase == core.P_PLAY:
            offset = core.A_PLAY
        else:
            offset = core.A_DISCARD if phase == core.P_DISCARD else 0
        by_code = Action._by_code
        actions = []
        while mask:
            low = mask & -mask
            actions.append(by_code[offset + low.bit_length() - 1])
            mask ^= low
        return tuple(actions)

    def apply(self, action: Action | str, seat: Seat | str | None = None) -> HandState:
        """The state after ``action`` by the seat to act (checked against ``seat`` if given).

        Raises ``IllegalActionError`` naming the rule; ``self`` is never changed.
        """
        if not isinstance(action, Action):
            try:
                action = Action.parse(action)
            except ValueError as error:
                raise IllegalActionError(
                    str(error), rule="unknown-action", seat=self.to_act
                ) from None
        actor = self.to_act
        if seat is not None:
            try:
                seat = Seat.parse(seat)
            except ValueError as error:
                raise IllegalActionError(str(error), rule="unknown-seat") from None
            if seat != actor:
                rule = "turn" if actor is not None else "hand-over"
                raise IllegalActionError(wrong_seat_message(self, seat), rule=rule, seat=seat)
        new_core = self._core.copy()
        code = core.step(new_core, action.code)
        if code != core.OK:
            rule, message = refusal_message(self, code, action)
            _, to_player = refusal_message(self, code, action, to_player=True)
            raise IllegalActionError(message, rule=rule, seat=actor, to_player=to_player)
        tricks = self._tricks
        if action.kind is ActionKind.PLAY and new_core[core.TRICKS_DONE] > len(tricks):
            tricks = (*tricks, self._finished_trick(actor, action.card, new_core))
        return HandState(self.rules, self.deal, new_core, (*self.history, (actor, action)), tricks)

    def _finished_trick(self, last: Seat, card: Card, new_core: np.ndarray) -> Trick:
        plays = (*self.current_trick, (last, card))
        return Trick(plays[0][0], plays, _SEATS[new_core[core.LAST_TRICK_WINNER]])

    def result(self) -> HandResult:
        """How the finished hand went (``ValueError`` while it is still being played).

        >>> state = HandState.from_seed(7)
        >>> while not state.is_over:
        ...     state = state.apply(state.legal_actions()[0])
        >>> result = state.result()
        >>> result.points, result.tricks_by_seat
        ((0, 1), (1, 2, 1, 1))
        >>> result.summary()
        'East–West (West) made 3 tricks: they score 1.'
        """
        if not self.is_over:
            raise ValueError(f"the hand is not over yet (phase: {self.phase}).")
        state = self._core
        north_south, east_west = int(state[core.POINTS]), int(state[core.POINTS + 1])
        return HandResult(
            thrown_in=bool(state[core.PHASE] == core.P_THROWN_IN),
            trump=self.trump,
            maker=self.maker,
            maker_alone=self.maker_alone,
            lone_defender=self.lone_defender,
            tricks_by_seat=self.tricks_won,
            points_by_seat=(north_south, east_west, north_south, east_west),
        )

    # ---- what is on the table ---------------------------------------------------------
    @property
    def dealer(self) -> Seat:
        return self.deal.dealer

    @property
    def upcard(self) -> Card:
        return self.deal.upcard

    @property
    def upcard_suit(self) -> Suit | None:
        """The suit the upcard proposes (the dealer's choice when the joker is turned up)."""
        suit = self._core[core.UP_SUIT]
        return None if suit < 0 else _SUITS[suit]

    @property
    def upcard_taken(self) -> bool:
        return bool(self._core[core.UP_TAKEN])

    @property
    def turned_down(self) -> Suit | None:
        suit = self._core[core.TURNED_DOWN]
        return None if suit < 0 else _SUITS[suit]

    @property
    def trump(self) -> Suit | None:
        suit = self._core[core.TRUMP]
        return None if suit < 0 else _SUITS[suit]

    @property
    def maker(self) -> Seat | None:
        seat = self._core[core.MAKER]
        return None if seat < 0 else _SEATS[seat]

    @property
    def maker_alone(self) -> bool:
        return bool(self._core[core.MAKER_ALONE])

    @property
    def lone_defender(self) -> Seat | None:
        seat = self._core[core.LONE_DEFENDER]
        return None if seat < 0 else _SEATS[seat]

    @property
    def sides(self) -> tuple[Team, Team, Team, Team]:
        """Each seat's side this hand: in four-handed Euchre always its partnership."""
        return _SIDES

    @property
    def sitting_out(self) -> frozenset[Seat]:
        out = int(self._core[core.OUT])
        return frozenset(seat for seat in Seat if out >> seat & 1)

    @property
    def discard(self) -> Card | None:
        card = self._core[core.DISCARD]
        return None if card < 0 else Card(int(card))

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` holds now (the full state: use ``view`` for what a seat may see)."""
        return cards_from_mask(int(self._core[core.HAND + seat]))

    @property
    def kitty(self) -> tuple[Card, ...]:
        """Undealt cards, including the upcard while it lies on the table."""
        return cards_from_mask(int(self._core[core.KITTY]))

    def set_aside(self) -> tuple[Card, ...]:
        """Cards in no hand and not played: the kitty (with the upcard while it lies there)
        and the dealer's discard."""
        discard = self.discard
        return self.kitty if discard is None else (*self.kitty, discard)

    def set_aside_piles(self, user: Seat) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """The upcard, the kitty as dealt and the dealer's discard, labelled."""
        discard = self.discard
        return (("Upcard", (self.upcard,)), ("Kitty", self.deal.kitty),
                ("Dealer's discard", () if discard is None else (discard,)))

    def hidden_from(self, seat: Seat) -> frozenset[Card]:
        """Every card of the deck that ``seat`` may not know the place of now: the others'
        unplayed cards (the upcard excepted), the kitty under it, another's discard."""
        known = {*self.hand(seat), self.upcard}
        known.update(card for trick in self._tricks for _, card in trick.plays)
        known.update(card for _, card in self.current_trick)
        if seat == self.dealer and self.discard is not None:
            known.add(self.discard)
        return frozenset(self.rules.deck.cards()) - known

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Finished tricks, in order."""
        return self._tricks

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        """(seat, card) pairs of the trick in progress, in play order."""
        size = self._core[core.TRICK_SIZE]
        if not size:
            return ()
        return tuple((seat, action.card) for seat, action in self.history[-size:])

    @property
    def leader(self) -> Seat | None:
        if self._core[core.PHASE] != core.P_PLAY:
            return None
        return _SEATS[self._core[core.LEADER]]

    @property
    def tricks_won(self) -> tuple[int, int, int, int]:
        won = self._core[core.WON:core.WON + 4]
        return (int(won[0]), int(won[1]), int(won[2]), int(won[3]))

    @property
    def bids(self) -> tuple[tuple[Seat, Action], ...]:
        """Every bid and declaration so far (public knowledge), in order."""
        return tuple((seat, action) for seat, action in self.history if action.is_bid)

    def legal_plays_for(self, seat: Seat) -> tuple[Card, ...]:
        """Cards ``seat`` could legally play to the trick in progress (for hints and lessons)."""
        state = self._core
        led = state[core.LED_SUIT] if state[core.TRICK_SIZE] else -1
        mask = core.legal_plays(int(state[core.HAND + seat]), int(led), int(state[core.TRUMP]))
        return cards_from_mask(mask)

    def core_state(self) -> np.ndarray:
        """A copy of the compact core array (for search code that drives the ``core``)."""
        return self._core.copy()

    def view(self, seat: Seat) -> SeatView:
        """Exactly what ``seat`` may know now; see ``euchre.games.euchre.view.SeatView``.

        >>> view = HandState.from_seed(7).view(Seat.NORTH)
        >>> len(view.hand), view.own_discard, [str(action) for action in view.legal_actions]
        (5, None, ['pass', 'order up', 'order up alone'])
        """
        return seat_view(self, Seat(seat))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return (
            self.rules == other.rules
            and self.deal == other.deal
            and self.history == other.history
            and np.array_equal(self._core, other._core)
        )

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return render_hand(self)

    def __repr__(self) -> str:
        return f"<HandState {self.phase}, {len(self.history)} actions, to act: {self.to_act}>"
