"""One hand of Heads-up Euchre: five cards each, an upcard, two rounds of bidding, the
dealer's discard after a pick-up, five tricks. The maker scores 1 for three or four tricks
and 2 for all five; a euchred maker gives the other player 2.

Built only on the family's kernel (cards, the trick kernel, the shared calls) and the
protocol's defaults: no other game's code.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, ClassVar

from euchre.actions import ORDER_UP, PASS, Action, ActionKind, discard, name_trump, play
from euchre.cards import Card, Suit, mask_of
from euchre.errors import IllegalActionError
from euchre.games import GameHandBase
from euchre.refusals import not_your_turn_message
from euchre.result_record import ResultRecord
from euchre.tricks import Trick, led_suit, trick_winner
from euchre.tricks.compiled import legal_plays
from tests.family_game.rules import DECK, SEATING, HeadsUpRules, Player
from tests.family_game.view import HeadsUpView, heads_up_view

__all__ = ["HeadsUpDeal", "HeadsUpHand", "HeadsUpPhase", "HeadsUpResult"]

HAND_SIZE = 5


class HeadsUpPhase(StrEnum):
    BIDDING_ROUND_1 = "bidding round 1"
    DEALER_DISCARD = "dealer's discard"
    BIDDING_ROUND_2 = "bidding round 2"
    PLAY = "play"
    SCORED = "scored"
    THROWN_IN = "thrown in"


P = HeadsUpPhase


@dataclass(frozen=True)
class HeadsUpDeal:
    dealer: Player
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    upcard: Card
    kitty: tuple[Card, ...]

    @classmethod
    def random(cls, rng: random.Random, dealer: Player) -> HeadsUpDeal:
        cards = list(DECK.cards())
        rng.shuffle(cards)
        hands = (tuple(sorted(cards[:HAND_SIZE])), tuple(sorted(cards[HAND_SIZE:10])))
        return cls(dealer, hands, cards[10], tuple(sorted(cards[11:])))

    def to_dict(self) -> dict[str, object]:
        return {"dealer": self.dealer.label,
                "hands": {player.label: [card.text for card in cards]
                          for player, cards in zip(Player, self.hands, strict=True)},
                "upcard": self.upcard.text, "kitty": [card.text for card in self.kitty]}

    @classmethod
    def from_dict(cls, data: Any) -> HeadsUpDeal:
        hands = tuple(tuple(sorted(Card.parse(text) for text in data["hands"][player.label]))
                      for player in Player)
        deal = cls(Player.parse(data["dealer"]), hands, Card.parse(data["upcard"]),  # type: ignore[arg-type]
                   tuple(sorted(Card.parse(text) for text in data["kitty"])))
        cards = [*deal.hands[0], *deal.hands[1], deal.upcard, *deal.kitty]
        if sorted(cards) != sorted(DECK.cards()) or any(len(h) != HAND_SIZE for h in hands):
            raise ValueError("the deal is not a split of the 24-card deck, five cards each.")
        return deal


@dataclass(frozen=True)
class HeadsUpResult(ResultRecord):
    seat_type: ClassVar[type[Player]] = Player
    score_keepers: ClassVar[type[Player]] = Player

    thrown_in: bool
    trump: Suit | None
    maker: Player | None
    maker_alone: bool
    lone_defender: Player | None
    tricks_by_seat: tuple[int, int]
    points_by_seat: tuple[int, int]

    @property
    def maker_tricks(self) -> int:
        return 0 if self.maker is None else self.tricks_by_seat[self.maker]

    @property
    def points(self) -> tuple[int, int]:
        return self.points_by_seat

    def summary(self) -> str:
        if self.thrown_in:
            return "Both passed twice: the hand is thrown in."
        taker = self.maker if not self.euchred else self.maker.left
        return (f"{self.maker} made {self.trump.symbol} trump and took {self.maker_tricks} "
                f"tricks: {taker} scores {self.points_by_seat[taker]}.")


@dataclass(frozen=True)
class _Table:
    phase: HeadsUpPhase
    to_act: Player | None
    hands: tuple[tuple[Card, ...], ...]
    upcard_taken: bool = False
    turned_down: Suit | None = None
    trump: Suit | None = None
    maker: Player | None = None
    passes: int = 0
    discarded: Card | None = None
    tricks: tuple[Trick, ...] = ()
    current_trick: tuple[tuple[Player, Card], ...] = ()
    tricks_won: tuple[int, int] = (0, 0)


class HeadsUpHand(GameHandBase):
    """A position in one hand; ``apply`` returns the next."""

    __slots__ = ("_t", "deal", "history", "rules")

    seating = SEATING

    def __init__(self, rules: HeadsUpRules, deal: HeadsUpDeal, _table: _Table | None = None,
                 _history: tuple[tuple[Player, Action], ...] = ()) -> None:
        self.rules, self.deal, self.history = rules, deal, _history
        self._t = _table or _Table(P.BIDDING_ROUND_1, deal.dealer.left, deal.hands)

    @classmethod
    def from_seed(cls, seed: int | str, rules: HeadsUpRules | None = None,
                  dealer: Player | None = None) -> HeadsUpHand:
        rng = random.Random(f"heads-up-hand:{seed}")
        dealer = Player(rng.randrange(2)) if dealer is None else Player.parse(dealer)
        return cls(rules or HeadsUpRules(), HeadsUpDeal.random(rng, dealer))

    @classmethod
    def from_deal(cls, deal: HeadsUpDeal, rules: HeadsUpRules | None = None) -> HeadsUpHand:
        return cls(rules or HeadsUpRules(), deal)

    # ---- the position -----------------------------------------------------------------
    phase = property(lambda self: self._t.phase)
    to_act = property(lambda self: self._t.to_act)
    trump = property(lambda self: self._t.trump)
    maker = property(lambda self: self._t.maker)
    tricks = property(lambda self: self._t.tricks)
    current_trick = property(lambda self: self._t.current_trick)
    tricks_won = property(lambda self: self._t.tricks_won)
    upcard_taken = property(lambda self: self._t.upcard_taken)
    turned_down = property(lambda self: self._t.turned_down)
    dealer = property(lambda self: self.deal.dealer)
    upcard = property(lambda self: self.deal.upcard)
    sides = property(lambda self: (0, 1))
    sitting_out: frozenset[Player] = frozenset()

    @property
    def is_over(self) -> bool:
        return self._t.phase in (P.SCORED, P.THROWN_IN)

    @property
    def bids(self) -> tuple[tuple[Player, Action], ...]:
        return tuple((seat, action) for seat, action in self.history if action.is_bid)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self._t.hands[seat]

    def set_aside(self) -> tuple[Card, ...]:
        up = () if self._t.upcard_taken else (self.upcard,)
        thrown = () if self._t.discarded is None else (self._t.discarded,)
        return (*self.deal.kitty, *up, *thrown)

    def hidden_from(self, seat: int) -> frozenset[Card]:
        played = {card for trick in self.tricks for _, card in trick.plays}
        played |= {card for _, card in self.current_trick}
        own = {self._t.discarded} if seat == self.dealer and self._t.discarded else set()
        return frozenset(DECK.cards()) - {*self.hand(seat), self.upcard, *played, *own}

    def legal_plays_for(self, seat: int) -> tuple[Card, ...]:
        cards = self.hand(seat)
        led = -1 if not self.current_trick else led_suit(self.current_trick[0][1],
                                                         int(self.trump))
        return tuple(card for card in cards
                     if mask_of([card]) & legal_plays(mask_of(cards), led, int(self.trump)))

    # ---- actions ----------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        t = self._t
        match t.phase:
            case P.BIDDING_ROUND_1:
                return (PASS, ORDER_UP)
            case P.BIDDING_ROUND_2:
                return (PASS, *(name_trump(suit) for suit in Suit if suit != t.turned_down))
            case P.DEALER_DISCARD:
                return tuple(discard(card) for card in t.hands[t.to_act])
            case P.PLAY:
                return tuple(play(card) for card in self.legal_plays_for(t.to_act))
        return ()

    def apply(self, action: Action | str, seat: Any = None) -> HeadsUpHand:
        actor = self.to_act
        if seat is not None and Player.parse(seat) != actor:
            raise IllegalActionError(not_your_turn_message(self, Player.parse(seat), "act"),
                                     rule="turn", seat=seat)
        if not isinstance(action, Action):
            try:
                action = Action.parse(action)
            except ValueError as error:
                raise IllegalActionError(str(error), rule="unknown-action") from None
        if action not in self.legal_actions():
            raise IllegalActionError(f"{actor} cannot {action.describe()} now ({self.phase}).",
                                     rule="phase", seat=actor,
                                     to_player=f"You cannot {action.instruction.lower()} now.")
        return HeadsUpHand(self.rules, self.deal, self._next(actor, action),
                           (*self.history, (actor, action)))

    def _next(self, actor: Player, action: Action) -> _Table:
        t = self._t
        if t.phase is P.BIDDING_ROUND_1:
            if action.kind == ActionKind.ORDER_UP:
                hands = _with(t.hands, self.dealer, (*t.hands[self.dealer], self.upcard))
                return replace(t, phase=P.DEALER_DISCARD, to_act=self.dealer, hands=hands,
                               upcard_taken=True, trump=self.upcard.suit, maker=actor)
            if t.passes == 1:
                return replace(t, phase=P.BIDDING_ROUND_2, to_act=self.dealer.left, passes=0,
                               turned_down=self.upcard.suit)
            return replace(t, to_act=actor.left, passes=1)
        if t.phase is P.BIDDING_ROUND_2:
            if action.kind == ActionKind.NAME_TRUMP:
                return self._play(replace(t, trump=action.suit, maker=actor))
            if t.passes == 1:
                return replace(t, phase=P.THROWN_IN, to_act=None)
            return replace(t, to_act=actor.left, passes=1)
        if t.phase is P.DEALER_DISCARD:
            kept = tuple(card for card in t.hands[actor] if card != action.card)
            return self._play(replace(t, hands=_with(t.hands, actor, kept),
                                      discarded=action.card))
        kept = tuple(card for card in t.hands[actor] if card != action.card)
        plays = (*t.current_trick, (actor, action.card))
        t = replace(t, hands=_with(t.hands, actor, kept), current_trick=plays)
        if len(plays) < 2:
            return replace(t, to_act=actor.left)
        winner = trick_winner(plays, int(t.trump))
        won = tuple(count + (seat == winner) for seat, count in enumerate(t.tricks_won))
        tricks = (*t.tricks, Trick(plays[0][0], plays, winner))
        t = replace(t, tricks=tricks, current_trick=(), tricks_won=won, to_act=winner)
        return replace(t, phase=P.SCORED, to_act=None) if len(tricks) == HAND_SIZE else t

    def _play(self, t: _Table) -> _Table:
        return replace(t, phase=P.PLAY, to_act=self.dealer.left, passes=0)

    def result(self) -> HeadsUpResult:
        t = self._t
        if not self.is_over:
            raise ValueError("the hand is not over yet.")
        points = [0, 0]
        if t.phase is P.SCORED:
            made = t.tricks_won[t.maker]
            if made >= 3:
                points[t.maker] = 2 if made == HAND_SIZE else 1
            else:
                points[t.maker.left] = 2
        return HeadsUpResult(t.phase is P.THROWN_IN, t.trump, t.maker, False, None,
                             t.tricks_won, (points[0], points[1]))

    def view(self, seat: int, score: tuple[int, ...] = (0, 0),
             hand_number: int = 1) -> HeadsUpView:
        return heads_up_view(self, Player(seat), score, hand_number)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HeadsUpHand) and (self.rules, self.deal, self.history) == (
            other.rules, other.deal, other.history)

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        lines = [f"Heads-up Euchre. Dealer {self.dealer}; {self.phase}; upcard "
                 f"{self.upcard.symbol}"]
        lines += [f"  {player.label:<5} " + " ".join(card.symbol for card in self.hand(player))
                  for player in Player]
        return "\n".join(lines)


def _with(hands: tuple[tuple[Card, ...], ...], seat: int,
          cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    changed = list(hands)
    changed[seat] = tuple(sorted(cards))
    return tuple(changed)
