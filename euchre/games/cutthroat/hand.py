"""One hand of Cutthroat (three-handed Euchre) as an immutable state machine.

Card legality and the trick winner come from the family's trick kernel (``euchre.tricks``);
this module holds only what
Cutthroat adds: three players, the dummy hand, the maker's choice and individual scores.

>>> hand = CutthroatHand.from_seed(7)
>>> hand.dealer, hand.phase, hand.to_act
(<Player.SOUTH: 0>, <CutthroatPhase.BIDDING_ROUND_1: 'bidding round 1'>, <Player.WEST: 1>)
>>> [str(action) for action in hand.legal_actions()]
['pass', 'order up']
>>> hand.apply("pass", seat="E")
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: It is West's turn to bid, not East's.
>>> after = hand.apply("pass", seat="W")
>>> after.to_act, hand.to_act   # the earlier hand is unchanged
(<Player.EAST: 2>, <Player.WEST: 1>)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from euchre.actions import (
    DEFEND_ALONE,
    ORDER_UP,
    PASS,
    Action,
    ActionKind,
    discard,
    name_trump,
    play,
)
from euchre.cards import Card, Suit, cards_from_mask, mask_of
from euchre.errors import IllegalActionError
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY, CutthroatKind
from euchre.games.cutthroat.deal import HAND_SIZE, CutthroatDeal
from euchre.games.cutthroat.messages import refusal, wrong_player_message
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.result import CutthroatResult, hand_points
from euchre.games.cutthroat.rules import CutthroatRules
from euchre.games.cutthroat.seats import CUTTHROAT_SEATING, Player
from euchre.games.cutthroat.view import CutthroatView, cutthroat_view
from euchre.games.protocol import GameHandBase
from euchre.seats import Seating
from euchre.tricks import Trick, led_suit, trick_winner
from euchre.tricks.compiled import legal_plays

__all__ = ["CutthroatDeal", "CutthroatHand", "CutthroatPhase"]

TRICKS_PER_HAND = 5


P = CutthroatPhase
_NO_SIDES = (0, 1, 2)


@dataclass(frozen=True)
class _Table:
    """Everything that changes during a hand (the deal and the history aside)."""

    phase: CutthroatPhase
    to_act: Player | None
    hands: tuple[tuple[Card, ...], ...]
    dummy: tuple[Card, ...]
    upcard_taken: bool = False
    turned_down: Suit | None = None
    trump: Suit | None = None
    maker: Player | None = None
    took_dummy: bool | None = None
    maker_alone: bool = False
    lone_defender: Player | None = None
    sitting_out: frozenset[Player] = frozenset()
    passes: int = 0
    dealer_discard: Card | None = None
    maker_discards: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()
    current_trick: tuple[tuple[Player, Card], ...] = ()
    leader: Player | None = None
    tricks_won: tuple[int, int, int] = (0, 0, 0)

    def with_hand(self, player: Player, cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        hands = list(self.hands)
        hands[player] = tuple(sorted(cards))
        return tuple(hands)


def replace(table: _Table, **changes: object) -> _Table:
    """``dataclasses.replace`` for a table, without its checks: the fields are copied as
    they are (a sampled hand applies tens of thousands of actions per decision)."""
    fresh = object.__new__(_Table)
    fresh.__dict__.update(table.__dict__)
    fresh.__dict__.update(changes)
    return fresh


class CutthroatHand(GameHandBase):
    """A position in one Cutthroat hand. Construct with ``from_seed`` or ``from_deal``."""

    __slots__ = ("_t", "deal", "history", "rules")

    seating: Seating = CUTTHROAT_SEATING

    rules: CutthroatRules
    deal: CutthroatDeal
    history: tuple[tuple[Player, Action], ...]

    def __init__(
        self, rules: CutthroatRules, deal: CutthroatDeal, _table: _Table | None = None,
        _history: tuple[tuple[Player, Action], ...] = (),
    ) -> None:
        self.rules = rules
        self.deal = deal
        self.history = _history
        if _table is None:
            _table = _Table(P.BIDDING_ROUND_1, deal.dealer.left, tuple(deal.hands), deal.dummy)
        self._t = _table

    # ---- construction ---------------------------------------------------------------
    @classmethod
    def from_seed(
        cls, seed: int | str, rules: CutthroatRules | None = None,
        dealer: Player | str | int | None = None,
    ) -> CutthroatHand:
        """A shuffled deal from ``seed``; the dealer is drawn from the seed too unless given."""
        rules = rules or CutthroatRules()
        rng = random.Random(f"cutthroat-hand:{seed}")
        dealer = Player(rng.randrange(3)) if dealer is None else Player.parse(dealer)
        return cls(rules, CutthroatDeal.random(rng, dealer))

    @classmethod
    def from_deal(cls, deal: CutthroatDeal, rules: CutthroatRules | None = None) -> CutthroatHand:
        deal.validate()
        return cls(rules or CutthroatRules(), deal)

    # ---- where the hand stands --------------------------------------------------------
    @property
    def phase(self) -> CutthroatPhase:
        return self._t.phase

    @property
    def to_act(self) -> Player | None:
        return self._t.to_act

    @property
    def is_over(self) -> bool:
        return self._t.phase in (P.SCORED, P.THROWN_IN)

    @property
    def dealer(self) -> Player:
        return self.deal.dealer

    @property
    def upcard(self) -> Card:
        return self.deal.upcard

    @property
    def upcard_suit(self) -> Suit:
        return self.deal.upcard.suit

    @property
    def upcard_taken(self) -> bool:
        return self._t.upcard_taken

    @property
    def turned_down(self) -> Suit | None:
        return self._t.turned_down

    @property
    def trump(self) -> Suit | None:
        return self._t.trump

    @property
    def maker(self) -> Player | None:
        return self._t.maker

    @property
    def took_dummy(self) -> bool | None:
        """Whether the maker took the dummy (None until the maker has chosen)."""
        return self._t.took_dummy

    @property
    def maker_alone(self) -> bool:
        return self._t.maker_alone

    @property
    def lone_defender(self) -> Player | None:
        return self._t.lone_defender

    @property
    def sitting_out(self) -> frozenset[Player]:
        return self._t.sitting_out

    @property
    def defenders(self) -> tuple[Player, ...]:
        """The two players against the maker, clockwise from the dealer's left."""
        if self.maker is None:
            return ()
        return tuple(p for p in _clockwise_from(self.dealer.left) if p != self.maker)

    @property
    def sides(self) -> tuple[int, int, int]:
        """Each player's side: everyone apart until trump is fixed, then the maker (side 0)
        against the two defenders (side 1)."""
        maker = self.maker
        if maker is None:
            return _NO_SIDES
        sides = tuple(0 if player == maker else 1 for player in Player)
        return sides  # type: ignore[return-value]

    # ---- cards ------------------------------------------------------------------------
    def hand(self, seat: Player | int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now (the maker holds ten while discarding from the merge).
        Full state: use ``view`` for what a player may see."""
        return self._t.hands[seat]

    @property
    def dummy(self) -> tuple[Card, ...]:
        """The dummy's cards while nobody has taken them (full state)."""
        return self._t.dummy

    @property
    def dealer_discard(self) -> Card | None:
        return self._t.dealer_discard

    @property
    def maker_discards(self) -> tuple[Card, ...]:
        return self._t.maker_discards

    @property
    def discards(self) -> tuple[Card, ...]:
        """The dealer's pick-up discard and the maker's five, in order (full state)."""
        first = () if self._t.dealer_discard is None else (self._t.dealer_discard,)
        return (*first, *self._t.maker_discards)

    def own_discards(self, seat: Player | int) -> tuple[Card, ...]:
        """The discards ``seat`` made itself (the only discards it may know)."""
        own: list[Card] = []
        if seat == self.dealer and self._t.dealer_discard is not None:
            own.append(self._t.dealer_discard)
        if seat == self.maker:
            own.extend(self._t.maker_discards)
        return tuple(own)

    @property
    def kitty(self) -> tuple[Card, ...]:
        """Undealt cards, with the upcard while it lies on the table."""
        if self._t.upcard_taken:
            return self.deal.kitty
        return tuple(sorted((*self.deal.kitty, self.deal.upcard)))

    def set_aside(self) -> tuple[Card, ...]:
        """Cards out of play: the kitty (and upcard on it), the untaken dummy, the discards."""
        return (*self.kitty, *self._t.dummy, *self.discards)

    def set_aside_piles(self, user: Player | int) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """The dummy as dealt, the upcard, the kitty, the dealer's discard and the maker's
        five discards, labelled."""
        dealer = () if self.dealer_discard is None else (self.dealer_discard,)
        piles = [("Dummy", self.deal.dummy), ("Upcard", (self.upcard,)),
                 ("Kitty", self.deal.kitty), ("Dealer's discard", dealer)]
        if self.maker_discards:
            maker = self.seating.seat_label(self.maker, user)
            piles.append((f"Maker's discards ({maker})", self.maker_discards))
        return tuple(piles)

    def hidden_from(self, seat: Player | int) -> frozenset[Card]:
        """Every card whose place ``seat`` may not know now: the others' unplayed cards, the
        dummy, the kitty and everyone else's discards (the upcard is public)."""
        known = {*self.hand(seat), self.upcard, *self.own_discards(seat)}
        known.update(card for trick in self._t.tricks for _, card in trick.plays)
        known.update(card for _, card in self._t.current_trick)
        return frozenset(self.rules.deck.cards()) - known

    # ---- tricks -----------------------------------------------------------------------
    @property
    def tricks(self) -> tuple[Trick, ...]:
        return self._t.tricks

    @property
    def current_trick(self) -> tuple[tuple[Player, Card], ...]:
        return self._t.current_trick

    @property
    def leader(self) -> Player | None:
        return self._t.leader if self._t.phase is P.PLAY else None

    @property
    def tricks_won(self) -> tuple[int, int, int]:
        return self._t.tricks_won

    @property
    def bids(self) -> tuple[tuple[Player, Action], ...]:
        """Every bid and declaration so far (public knowledge): all but discards and plays."""
        return tuple((player, action) for player, action in self.history if action.is_bid)

    def legal_plays_for(self, seat: Player | int) -> tuple[Card, ...]:
        """Cards ``seat`` could legally play to the trick in progress."""
        cards = self.hand(seat)
        if self.trump is None:
            return cards
        led = -1
        if self._t.current_trick:
            led = led_suit(self._t.current_trick[0][1], int(self.trump))
        return cards_from_mask(legal_plays(mask_of(cards), led, int(self.trump)))

    # ---- actions ----------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action for the player to act (empty once the hand is over)."""
        t = self._t
        actor = t.to_act
        match t.phase:
            case P.BIDDING_ROUND_1:
                return (PASS, ORDER_UP)
            case P.BIDDING_ROUND_2:
                names = tuple(name_trump(suit) for suit in Suit if suit != t.turned_down)
                if self.rules.stick_the_dealer and actor == self.dealer:
                    return names
                return (PASS, *names)
            case P.DEALER_DISCARD | P.DUMMY_DISCARD:
                return tuple(discard(card) for card in t.hands[actor])
            case P.MAKER_CHOICE:
                return (TAKE_DUMMY, GO_ALONE)
            case P.DEFEND_ALONE:
                return (PASS, DEFEND_ALONE)
            case P.PLAY:
                return tuple(play(card) for card in self.legal_plays_for(actor))
        return ()

    def apply(self, action: Action | str, seat: Player | str | int | None = None) -> CutthroatHand:
        """The hand after ``action`` by the player to act (checked against ``seat`` if given).

        Raises ``IllegalActionError`` naming the rule; ``self`` is never changed.
        """
        actor = self.to_act
        if not isinstance(action, Action):
            try:
                action = Action.parse(action)
            except ValueError as error:
                raise IllegalActionError(str(error), rule="unknown-action", seat=actor) from None
        if seat is not None:
            try:
                seat = Player.parse(seat)
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
        return CutthroatHand(self.rules, self.deal, table, (*self.history, (actor, action)))

    def _next_table(self, actor: Player, action: Action) -> _Table:
        t = self._t
        kind = action.kind
        match t.phase:
            case P.BIDDING_ROUND_1:
                if kind is ActionKind.ORDER_UP:
                    dealer = self.dealer
                    hands = t.with_hand(dealer, (*t.hands[dealer], self.upcard))
                    return replace(t, phase=P.DEALER_DISCARD, to_act=dealer, hands=hands,
                                   upcard_taken=True, trump=self.upcard.suit, maker=actor)
                if t.passes + 1 == len(Player):
                    return replace(t, phase=P.BIDDING_ROUND_2, to_act=self.dealer.left,
                                   passes=0, turned_down=self.upcard.suit)
                return replace(t, to_act=actor.left, passes=t.passes + 1)
            case P.BIDDING_ROUND_2:
                if kind is ActionKind.NAME_TRUMP:
                    return _maker_to_choose(replace(t, trump=action.suit, maker=actor))
                if t.passes + 1 == len(Player):
                    return replace(t, phase=P.THROWN_IN, to_act=None, passes=t.passes + 1)
                return replace(t, to_act=actor.left, passes=t.passes + 1)
            case P.DEALER_DISCARD:
                hands = t.with_hand(actor, _without(t.hands[actor], action.card))
                return _maker_to_choose(replace(t, hands=hands, dealer_discard=action.card))
            case P.MAKER_CHOICE:
                if kind is CutthroatKind.TAKE_DUMMY:
                    hands = t.with_hand(actor, (*t.hands[actor], *t.dummy))
                    return replace(t, phase=P.DUMMY_DISCARD, hands=hands, dummy=(),
                                   took_dummy=True)
                return self._ask_defenders(replace(t, took_dummy=False, maker_alone=True))
            case P.DUMMY_DISCARD:
                hands = t.with_hand(actor, _without(t.hands[actor], action.card))
                t = replace(t, hands=hands, maker_discards=(*t.maker_discards, action.card))
                if len(hands[actor]) == HAND_SIZE:
                    return self._ask_defenders(t)
                return t
            case P.DEFEND_ALONE:
                if kind is ActionKind.DEFEND_ALONE:
                    other = next(p for p in self.defenders if p != actor)
                    t = replace(t, lone_defender=actor, sitting_out=frozenset({other}))
                    return self._start_play(t)
                if t.passes + 1 == 2:
                    return self._start_play(t)
                return replace(t, to_act=self.defenders[1], passes=t.passes + 1)
            case _:
                return self._play_card(t, actor, action.card)

    def _ask_defenders(self, t: _Table) -> _Table:
        return replace(t, phase=P.DEFEND_ALONE, to_act=self.defenders[0], passes=0)

    def _start_play(self, t: _Table) -> _Table:
        """Clarification 5: left of the dealer; left of a lone maker; left of a lone
        defender (with or without a lone maker), skipping the defender sitting out."""
        if t.lone_defender is not None:
            leader = _next_active(t, t.lone_defender)
        elif t.maker_alone:
            leader = _next_active(t, t.maker)
        else:
            leader = _next_active(t, self.dealer)
        return replace(t, phase=P.PLAY, to_act=leader, leader=leader, passes=0)

    def _play_card(self, t: _Table, actor: Player, card: Card) -> _Table:
        hands = t.with_hand(actor, _without(t.hands[actor], card))
        plays = (*t.current_trick, (actor, card))
        if len(plays) < len(Player) - len(t.sitting_out):
            return replace(t, hands=hands, current_trick=plays, to_act=_next_active(t, actor))
        winner = trick_winner(plays, int(self.trump))
        won = list(t.tricks_won)
        won[winner] += 1
        tricks = (*t.tricks, Trick(plays[0][0], plays, winner))
        t = replace(t, hands=hands, current_trick=(), tricks=tricks,
                    tricks_won=(won[0], won[1], won[2]))
        if len(tricks) == TRICKS_PER_HAND:
            return replace(t, phase=P.SCORED, to_act=None)
        return replace(t, to_act=winner, leader=winner)

    # ---- the outcome ------------------------------------------------------------------
    def result(self) -> CutthroatResult:
        """How the finished hand went (``ValueError`` while it is still being played).

        >>> hand = CutthroatHand.from_seed(7)
        >>> while not hand.is_over:
        ...     hand = hand.apply(hand.legal_actions()[0])
        >>> hand.result().summary()
        'All three passed twice: the hand is thrown in and nobody scores.'
        """
        if not self.is_over:
            raise ValueError(f"the hand is not over yet (phase: {self.phase}).")
        t = self._t
        thrown_in = t.phase is P.THROWN_IN
        points = (0, 0, 0) if thrown_in else hand_points(
            t.maker, t.tricks_won[t.maker], t.lone_defender)
        return CutthroatResult(
            thrown_in=thrown_in, trump=t.trump, maker=t.maker, took_dummy=t.took_dummy,
            maker_alone=t.maker_alone, lone_defender=t.lone_defender,
            tricks_by_seat=t.tricks_won, points_by_seat=points,
        )

    def view(self, seat: Player | int, score: tuple[int, int, int] = (0, 0, 0),
             hand_number: int = 1) -> CutthroatView:
        """Exactly what ``seat`` may know now; see ``euchre.games.cutthroat.view``."""
        return cutthroat_view(self, Player(seat), score, hand_number)

    # ---- values -----------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CutthroatHand):
            return NotImplemented
        return (self.rules, self.deal, self.history, self._t) == (
            other.rules, other.deal, other.history, other._t)

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        """Every player's cards, the dummy, the bidding and the tricks, as text."""
        lines = [f"Cutthroat. Dealer {self.dealer}; {self.phase}"
                 + (f"; {self.to_act} to act" if self.to_act is not None else "")]
        up = f"Upcard {self.upcard.symbol}"
        if self.upcard_taken:
            up += " (taken by the dealer)"
        elif self.turned_down is not None:
            up += " (turned down)"
        lines.append(up)
        if self.trump is not None:
            how = {None: "", True: ", with the dummy", False: ", alone"}[self.took_dummy]
            lines.append(f"Trump {self.trump.symbol}, made by {self.maker}{how}")
        if self.lone_defender is not None:
            lines.append(f"{self.lone_defender} defends alone")
        for player in Player:
            lines.append(f"  {player.label:<5} {_text(self.hand(player))}")
        lines.append(f"  Dummy {_text(self.dummy)}")
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
        return (f"<CutthroatHand {self.phase}, {len(self.history)} actions, "
                f"to act: {self.to_act}>")


def _clockwise_from(first: Player) -> tuple[Player, Player, Player]:
    return (first, first.left, first.left.left)


def _next_active(t: _Table, player: Player) -> Player:
    """The next player clockwise from ``player`` who is not sitting out."""
    nxt = player.left
    while nxt in t.sitting_out:
        nxt = nxt.left
    return nxt


def _maker_to_choose(t: _Table) -> _Table:
    return replace(t, phase=P.MAKER_CHOICE, to_act=t.maker, passes=0)


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return tuple(c for c in cards if c != card)


def _text(cards: tuple[Card, ...]) -> str:
    return " ".join(card.symbol for card in cards) or "—"
