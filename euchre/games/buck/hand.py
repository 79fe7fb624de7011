"""One hand of Buck Euchre as an immutable state machine.

Card legality and the trick winner come from the family's trick kernel (``euchre.tricks``),
read in the no-trump mode (``ranking.NO_TRUMP``: jacks are plain, no bowers) when all four
passed twice. This module
holds only what Buck Euchre adds: four players each for themselves, clubs turned up,
the no-trump hand, dropping out and the counts going down.

>>> hand = BuckHand.from_seed(4)
>>> hand.dealer, hand.phase, hand.to_act, hand.upcard.text
(<Player.NORTH: 2>, <BuckPhase.BIDDING_ROUND_1: 'bidding round 1'>, <Player.EAST: 3>, '9D')
>>> [str(action) for action in hand.legal_actions()]
['pass', 'order up']
>>> hand.apply("pass", seat="S")
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: It is East's turn to bid, not South's.
>>> after = hand.apply("pass", seat="E")
>>> after.to_act, hand.to_act   # the earlier hand is unchanged
(<Player.SOUTH: 0>, <Player.EAST: 3>)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from euchre.actions import ORDER_UP, PASS, Action, ActionKind, discard, name_trump, play
from euchre.cards import Card, Suit, cards_from_mask, mask_of
from euchre.errors import IllegalActionError
from euchre.games.buck.actions import DROP_OUT, STAY_IN, BuckKind
from euchre.games.buck.deal import BuckDeal
from euchre.games.buck.messages import drop_out_refusal, refusal, wrong_player_message
from euchre.games.buck.phases import BuckPhase
from euchre.games.buck.result import BuckResult, hand_points
from euchre.games.buck.rules import BuckRules
from euchre.games.buck.seats import BUCK_SEATING, Player
from euchre.games.buck.view import BuckView, buck_view
from euchre.games.protocol import GameHandBase
from euchre.ranking import NO_TRUMP
from euchre.seats import Seating
from euchre.tricks import Trick, led_suit, trick_winner
from euchre.tricks.compiled import legal_plays

__all__ = ["BuckDeal", "BuckHand", "BuckPhase"]

TRICKS_PER_HAND = 5
_SIDES = (0, 1, 2, 3)


P = BuckPhase
Counts = tuple[int, int, int, int]


@dataclass(frozen=True)
class _Table:
    """Everything that changes during a hand (the deal and the history aside)."""

    phase: BuckPhase
    to_act: Player | None
    hands: tuple[tuple[Card, ...], ...]
    upcard_taken: bool = False
    turned_down: Suit | None = None
    trump: Suit | None = None
    no_trump: bool = False
    maker: Player | None = None
    dropped: frozenset[Player] = frozenset()
    passes: int = 0
    asked: tuple[Player, ...] = ()  # drop-out decisions still to come, in order
    dealer_discard: Card | None = None
    tricks: tuple[Trick, ...] = ()
    current_trick: tuple[tuple[Player, Card], ...] = ()
    leader: Player | None = None
    tricks_won: Counts = (0, 0, 0, 0)

    def with_hand(self, player: Player, cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        hands = list(self.hands)
        hands[player] = tuple(sorted(cards))
        return tuple(hands)


class BuckHand(GameHandBase):
    """A position in one Buck Euchre hand. Construct with ``from_seed`` or ``from_deal``."""

    __slots__ = ("_t", "deal", "history", "rules")

    seating: Seating = BUCK_SEATING

    rules: BuckRules
    deal: BuckDeal
    history: tuple[tuple[Player, Action], ...]

    def __init__(
        self, rules: BuckRules, deal: BuckDeal, _table: _Table | None = None,
        _history: tuple[tuple[Player, Action], ...] = (),
    ) -> None:
        self.rules = rules
        self.deal = deal
        self.history = _history
        if _table is None:
            _table = _first_table(deal)
        self._t = _table

    # ---- construction ---------------------------------------------------------------
    @classmethod
    def from_seed(
        cls, seed: int | str, rules: BuckRules | None = None,
        dealer: Player | str | int | None = None,
    ) -> BuckHand:
        """A shuffled deal from ``seed``; the dealer is drawn from the seed too unless given."""
        rules = rules or BuckRules()
        rng = random.Random(f"buck-hand:{seed}")
        dealer = Player(rng.randrange(len(Player))) if dealer is None else Player.parse(dealer)
        return cls(rules, BuckDeal.random(rng, dealer))

    @classmethod
    def from_deal(cls, deal: BuckDeal, rules: BuckRules | None = None) -> BuckHand:
        deal.validate()
        return cls(rules or BuckRules(), deal)

    # ---- where the hand stands --------------------------------------------------------
    @property
    def phase(self) -> BuckPhase:
        return self._t.phase

    @property
    def to_act(self) -> Player | None:
        return self._t.to_act

    @property
    def is_over(self) -> bool:
        return self._t.phase is P.SCORED

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
    def clubs_turned(self) -> bool:
        """A club was turned up: clubs are trump with no bidding, no maker, no dropping out."""
        return self.deal.upcard.suit is Suit.CLUBS

    @property
    def upcard_taken(self) -> bool:
        return self._t.upcard_taken

    @property
    def turned_down(self) -> Suit | None:
        return self._t.turned_down

    @property
    def trump(self) -> Suit | None:
        """The trump suit (None before it is fixed and in a no-trump hand)."""
        return self._t.trump

    @property
    def no_trump(self) -> bool:
        """All four passed twice: the hand is played without trumps (jacks are plain jacks)."""
        return self._t.no_trump

    @property
    def trump_fixed(self) -> bool:
        """Whether trump (or no trump) is settled for the hand."""
        return self._t.trump is not None or self._t.no_trump

    @property
    def maker(self) -> Player | None:
        return self._t.maker

    @property
    def dropped(self) -> frozenset[Player]:
        """The players who dropped out of this hand."""
        return self._t.dropped

    @property
    def sitting_out(self) -> frozenset[Player]:
        return self._t.dropped

    @property
    def still_in(self) -> tuple[Player, ...]:
        """The players who have not dropped out, clockwise from South."""
        return tuple(player for player in Player if player not in self._t.dropped)

    @property
    def sides(self) -> tuple[int, int, int, int]:
        """Each player is their own side, all hand long."""
        return _SIDES

    # ---- cards ------------------------------------------------------------------------
    def hand(self, seat: Player | int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now (the dealer holds six while discarding after the
        pick-up). Full state: use ``view`` for what a player may see."""
        return self._t.hands[seat]

    @property
    def dealer_discard(self) -> Card | None:
        return self._t.dealer_discard

    def own_discards(self, seat: Player | int) -> tuple[Card, ...]:
        """The discards ``seat`` made itself (the only discards it may know)."""
        if seat == self.dealer and self._t.dealer_discard is not None:
            return (self._t.dealer_discard,)
        return ()

    @property
    def kitty(self) -> tuple[Card, ...]:
        """Undealt cards, with the upcard while it lies on them (always, when clubs were
        turned: nobody picks it up)."""
        if self._t.upcard_taken:
            return self.deal.kitty
        return tuple(sorted((*self.deal.kitty, self.deal.upcard)))

    def set_aside_piles(self, user: Player | int) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """The upcard, the kitty as dealt and the dealer's discard, labelled."""
        discard = () if self.dealer_discard is None else (self.dealer_discard,)
        return (("Upcard", (self.upcard,)), ("Kitty", self.deal.kitty),
                ("Dealer's discard", discard))

    def set_aside(self) -> tuple[Card, ...]:
        """Cards out of play: the kitty (and the upcard on it) and the dealer's discard."""
        return (*self.kitty, *self.own_discards(self.dealer))

    def hidden_from(self, seat: Player | int) -> frozenset[Card]:
        """Every card whose place ``seat`` may not know now: the others' unplayed cards
        (a dropped player's too), the kitty and the dealer's discard (the upcard is public)."""
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
    def tricks_won(self) -> Counts:
        return self._t.tricks_won

    @property
    def bids(self) -> tuple[tuple[Player, Action], ...]:
        """Every bid and decision so far (public knowledge), drop-outs included: all but
        discards and plays."""
        return tuple((player, action) for player, action in self.history if action.is_bid)

    def legal_plays_for(self, seat: Player | int) -> tuple[Card, ...]:
        """Cards ``seat`` could legally play to the trick in progress."""
        cards = self.hand(seat)
        if not self.trump_fixed:
            return cards
        column = _column(self._t)
        led = -1
        if self._t.current_trick:
            led = led_suit(self._t.current_trick[0][1], column)
        return cards_from_mask(legal_plays(mask_of(cards), led, column))

    # ---- actions ----------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action for the player to act (empty once the hand is over)."""
        t = self._t
        actor = t.to_act
        match t.phase:
            case P.BIDDING_ROUND_1:
                return (PASS, ORDER_UP)
            case P.BIDDING_ROUND_2:
                return (PASS, *(name_trump(suit) for suit in Suit if suit != t.turned_down))
            case P.DEALER_DISCARD:
                return tuple(discard(card) for card in t.hands[actor])
            case P.DROP_OUT:
                return (STAY_IN, DROP_OUT)
            case P.PLAY:
                return tuple(play(card) for card in self.legal_plays_for(actor))
        return ()

    def apply(self, action: Action | str, seat: Player | str | int | None = None) -> BuckHand:
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
                forbidden = (drop_out_refusal(self, seat)
                             if action.kind is BuckKind.DROP_OUT else None)
                if forbidden is not None:
                    raise IllegalActionError(forbidden[1], rule=forbidden[0], seat=seat)
                rule = "turn" if actor is not None else "hand-over"
                raise IllegalActionError(wrong_player_message(self, seat), rule=rule, seat=seat)
        if action not in self.legal_actions():
            rule, message = refusal(self, action)
            _, to_player = refusal(self, action, to_player=True)
            raise IllegalActionError(message, rule=rule, seat=actor, to_player=to_player)
        table = self._next_table(actor, action)
        return BuckHand(self.rules, self.deal, table, (*self.history, (actor, action)))

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
                    return self._ask_drop_outs(replace(t, trump=action.suit, maker=actor))
                if t.passes + 1 == len(Player):
                    return self._ask_drop_outs(replace(t, no_trump=True, passes=t.passes + 1))
                return replace(t, to_act=actor.left, passes=t.passes + 1)
            case P.DEALER_DISCARD:
                hands = t.with_hand(actor, _without(t.hands[actor], action.card))
                return self._ask_drop_outs(replace(t, hands=hands, dealer_discard=action.card))
            case P.DROP_OUT:
                if kind is BuckKind.DROP_OUT:
                    t = replace(t, dropped=t.dropped | {actor})
                if len(t.asked) > 1:
                    return replace(t, to_act=t.asked[1], asked=t.asked[1:])
                return _start_play(replace(t, asked=()), self.dealer)
            case _:
                return self._play_card(t, actor, action.card)

    def _ask_drop_outs(self, t: _Table) -> _Table:
        """Clarification 4: clockwise from the dealer's left, the maker skipped."""
        asked = tuple(p for p in _clockwise_from(self.dealer.left) if p != t.maker)
        return replace(t, phase=P.DROP_OUT, to_act=asked[0], asked=asked, passes=0)

    def _play_card(self, t: _Table, actor: Player, card: Card) -> _Table:
        hands = t.with_hand(actor, _without(t.hands[actor], card))
        plays = (*t.current_trick, (actor, card))
        if len(plays) < len(Player) - len(t.dropped):
            return replace(t, hands=hands, current_trick=plays, to_act=_next_in(t, actor))
        winner = trick_winner(plays, _column(t))
        won = list(t.tricks_won)
        won[winner] += 1
        tricks = (*t.tricks, Trick(plays[0][0], plays, winner))
        t = replace(t, hands=hands, current_trick=(), tricks=tricks,
                    tricks_won=(won[0], won[1], won[2], won[3]))
        if len(tricks) == TRICKS_PER_HAND:
            return replace(t, phase=P.SCORED, to_act=None)
        return replace(t, to_act=winner, leader=winner)

    # ---- the outcome ------------------------------------------------------------------
    def result(self) -> BuckResult:
        """How the finished hand went (``ValueError`` while it is still being played).

        >>> hand = BuckHand.from_seed(4)
        >>> while not hand.is_over:   # everyone passes twice and stays in: no trump
        ...     hand = hand.apply(hand.legal_actions()[0])
        >>> result = hand.result()
        >>> result.no_trump, result.tricks_by_seat, result.points_by_seat, result.bucked
        (True, (0, 2, 3, 0), (5, -2, -3, 5), (<Player.SOUTH: 0>, <Player.EAST: 3>))
        """
        if not self.is_over:
            raise ValueError(f"the hand is not over yet (phase: {self.phase}).")
        t = self._t
        return BuckResult(
            trump=t.trump, no_trump=t.no_trump, clubs_turned=self.clubs_turned, maker=t.maker,
            dropped=t.dropped, tricks_by_seat=t.tricks_won,
            points_by_seat=hand_points(t.tricks_won, t.maker, t.dropped),
        )

    def view(self, seat: Player | int, score: tuple[int, ...] | None = None,
             hand_number: int = 1) -> BuckView:
        """Exactly what ``seat`` may know now; see ``euchre.games.buck.view``. ``score`` is
        each player's count before this hand (the starting score when not given)."""
        if score is None:
            score = (self.rules.starting_score,) * len(Player)
        return buck_view(self, Player(seat), score, hand_number)

    # ---- values -----------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BuckHand):
            return NotImplemented
        return (self.rules, self.deal, self.history, self._t) == (
            other.rules, other.deal, other.history, other._t)

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        """Every player's cards, the bidding, the drop-outs and the tricks, as text."""
        lines = [f"Buck Euchre. Dealer {self.dealer}; {self.phase}"
                 + (f"; {self.to_act} to act" if self.to_act is not None else "")]
        up = f"Upcard {self.upcard.symbol}"
        if self.clubs_turned:
            up += " (clubs turned: clubs are trump)"
        elif self.upcard_taken:
            up += " (taken by the dealer)"
        elif self.turned_down is not None:
            up += " (turned down)"
        lines.append(up)
        if self.no_trump:
            lines.append("No trump: all four passed twice")
        elif self.maker is not None:
            lines.append(f"Trump {self.trump.symbol}, made by {self.maker}")
        if self.dropped:
            lines.append("Dropped out: " + ", ".join(p.label for p in Player
                                                     if p in self.dropped))
        for player in Player:
            lines.append(f"  {player.label:<5} {_text(self.hand(player))}")
        if self.dealer_discard is not None:
            lines.append(f"Discard {self.dealer_discard.symbol}")
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
        return f"<BuckHand {self.phase}, {len(self.history)} actions, to act: {self.to_act}>"


def _first_table(deal: BuckDeal) -> _Table:
    """The hand as dealt: bidding from the dealer's left, or play at once when a club is
    turned up (clubs trump, no maker, nobody drops out; the upcard stays on the kitty)."""
    table = _Table(P.BIDDING_ROUND_1, deal.dealer.left, tuple(deal.hands))
    if deal.upcard.suit is Suit.CLUBS:
        return _start_play(replace(table, trump=Suit.CLUBS), deal.dealer)
    return table


def _start_play(t: _Table, dealer: Player) -> _Table:
    """The first player still in, clockwise from the dealer's left, leads; if everyone
    dropped out of a no-trump hand it is over with nothing played."""
    if len(t.dropped) == len(Player):
        return replace(t, phase=P.SCORED, to_act=None)
    leader = _next_in(t, dealer)
    return replace(t, phase=P.PLAY, to_act=leader, leader=leader, passes=0)


def _column(t: _Table) -> int:
    """The row of the shared tables this hand is read from: trump, or no trump."""
    return NO_TRUMP if t.trump is None else int(t.trump)


def _clockwise_from(first: Player) -> tuple[Player, ...]:
    return tuple(Player((first + step) % len(Player)) for step in range(len(Player)))


def _next_in(t: _Table, player: Player) -> Player:
    """The next player clockwise from ``player`` who has not dropped out."""
    nxt = player.left
    while nxt in t.dropped:
        nxt = nxt.left
    return nxt


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return tuple(c for c in cards if c != card)


def _text(cards: tuple[Card, ...]) -> str:
    return " ".join(card.symbol for card in cards) or "—"
