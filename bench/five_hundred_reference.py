"""A plain rule-based Five Hundred player: the yardstick the bots are measured against.

It is written apart from the app's bots on purpose (it shares only the engine's card
tables), so that beating it says something about them. A club player's simplest habits:

- Auction: in each denomination it counts its *sure* tricks (trumps by length less the
  top trumps it lacks; side suits by their top sequence from the ace; in no trumps the
  joker and each suit's top sequence, a long suit headed by three tops counted in full),
  adds a share of the kitty and, with four players, of its partner's hand, and bids the
  cheapest legal bid of its best denomination up to that total. It never bids misère
  and never overcalls its partner.
- Kitty: it keeps trumps, aces and kings beside their ace, and throws the low cards of
  its shortest side suits first.
- Play: the contracting side draws trumps (the highest trump left, else a low one), then
  everyone cashes a card that is the highest left of its suit, else leads low from its
  longest side suit (a defender never leads trumps by choice); following, it plays low
  when its side is winning, else wins as cheaply as it can, else plays its lowest card.
  Against a misère it ducks under the contractor: its highest card below the
  contractor's when the contractor is winning the trick, its lowest otherwise.

No search and no sampling: every choice follows from the view alone, so it is
deterministic. ``ReferenceFiveHundredBot`` is a ``euchre.bots.base.Bot``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from euchre.bots.base import Bot, Decision, Explanation
from euchre.cards import Card, Suit, cards_from_mask
from euchre.games.five_hundred.actions import PASS, FiveHundredAction, Kind
from euchre.games.five_hundred.bids import Denomination
from euchre.games.five_hundred.cards import (
    EFFECTIVE_SUIT,
    NO_SUIT,
    NT_SUITLESS,
    POWER,
    deck_mask,
    mode_of,
)
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.view import FiveHundredView

__all__ = ["ReferenceFiveHundredBot", "reference_total", "sure_tricks"]

KITTY_SHARE = 1.0  # three cards more to choose from
PARTNER_SHARE = 1.0  # with four players, what a partner usually brings
SIDE_SEQUENCE_CAP = 2  # in a trump contract a side suit's third round is usually ruffed
TOP_TRUMPS_COUNTED = 4  # the joker and the bowers and the ace head every trump suit
MIN_TRICKS = 6


def _suit_of(mode: int, card: Card) -> int:
    return EFFECTIVE_SUIT[mode][card]


def _is_trump(mode: int, card: Card) -> bool:
    return mode < NT_SUITLESS and _suit_of(mode, card) == mode


def _rank_in_suit(mode: int, card: Card) -> int:
    """How high ``card`` stands in its own suit under ``mode`` (the joker highest)."""
    suit = _suit_of(mode, card)
    return POWER[mode][NO_SUIT if suit == NO_SUIT else suit][card]


def _suit_cards(cards: Iterable[Card], mode: int, suit: int) -> list[Card]:
    """The cards of ``suit`` (under ``mode``), highest first."""
    return sorted((c for c in cards if _suit_of(mode, c) == suit),
                  key=lambda c: -_rank_in_suit(mode, c))


def _top_sequence(mine: Sequence[Card], deck: Sequence[Card]) -> int:
    """How many of the suit's highest cards ``mine`` holds without a gap (both lists of
    one suit, highest first)."""
    count = 0
    for card in deck:
        if card not in mine:
            break
        count += 1
    return count


def sure_tricks(hand: Sequence[Card], denomination: Denomination, players: int) -> float:
    """The tricks ``hand`` takes by itself in ``denomination``: trumps by length less the
    top trumps missing, side suits by their top sequence; in no trumps the joker and each
    suit's top sequence (the whole suit when three tops head five cards or more)."""
    deck = cards_from_mask(deck_mask(players))
    trump = denomination.suit
    mode = mode_of(trump, None)
    tricks = 0.0
    if trump is not None:
        trumps = _suit_cards(hand, mode, int(trump))
        tops = _suit_cards(deck, mode, int(trump))[:min(len(trumps), TOP_TRUMPS_COUNTED)]
        tricks += len(trumps) - sum(1 for card in tops if card not in trumps)
    elif any(card.is_joker for card in hand):
        tricks += 1
    for suit in Suit:
        if trump is not None and suit == trump:
            continue
        mine = _suit_cards(hand, mode, int(suit))
        run = _top_sequence(mine, _suit_cards(deck, mode, int(suit)))
        if trump is not None:
            tricks += min(run, SIDE_SEQUENCE_CAP)
        elif run >= 3 and len(mine) >= 5:
            tricks += len(mine)
        else:
            tricks += run
    return tricks


def reference_total(hand: Sequence[Card], denomination: Denomination, players: int,
                    with_kitty: bool) -> float:
    """Sure tricks plus the kitty's and (four players) the partner's share."""
    total = sure_tricks(hand, denomination, players)
    if with_kitty:
        total += KITTY_SHARE
    if players == 4:
        total += PARTNER_SHARE
    return total


class ReferenceFiveHundredBot(Bot):
    """The yardstick: sure tricks to bid, standard leads, ducking defence; no search."""

    name = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: FiveHundredView) -> Decision:  # type: ignore[override]
        if view.to_act != view.seat or not view.legal_actions:
            raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")
        if view.phase is FiveHundredPhase.AUCTION:
            action, why = self._bid(view)
        elif view.phase is FiveHundredPhase.KITTY:
            action, why = self._discard(view)
        else:
            action, why = self._play(view)
        return Decision(view.seat, action, Explanation(why, live=action.describe()))

    # ---- the auction ------------------------------------------------------------------
    def _bid(self, view: FiveHundredView) -> tuple[FiveHundredAction, str]:
        partner_holds = (view.players == 4 and view.high_bidder is not None
                         and (int(view.high_bidder) - int(view.seat)) % 4 == 2)
        if partner_holds:
            return PASS, "My partner holds the bid."
        totals = {d: reference_total(view.hand, d, view.players, not view.rules.sans_kitty)
                  for d in Denomination}
        best = max(Denomination, key=lambda d: (totals[d], d))
        level = int(totals[best])
        for action in view.legal_actions:
            if (action.kind is Kind.BID and not action.bid.is_misere
                    and action.bid.denomination is best
                    and MIN_TRICKS <= action.bid.tricks <= level):
                return action, f"I count {totals[best]:.0f} tricks in {best.symbol}."
        return PASS, f"My best count is {totals[best]:.0f} tricks, in {best.symbol}."

    # ---- the kitty --------------------------------------------------------------------
    def _discard(self, view: FiveHundredView) -> tuple[FiveHundredAction, str]:
        mode = mode_of(view.trump, None)
        misere = view.contract.is_misere
        hand = view.hand

        def keep_value(card: Card) -> tuple[int, ...]:
            suit = _suit_of(mode, card)
            rank = _rank_in_suit(mode, card)
            if misere:
                return (-rank,)
            if suit == NO_SUIT or (mode < NT_SUITLESS and suit == mode):
                return (3, rank)
            mine = _suit_cards(hand, mode, suit)
            run = _top_sequence(mine, _suit_cards(cards_from_mask(deck_mask(view.players)),
                                                  mode, suit))
            if card in mine[:run]:
                return (2, rank)
            return (1, len(mine), rank)

        card = min(hand, key=lambda c: (keep_value(c), int(c)))
        action = next(a for a in view.legal_actions if a.card == card)
        return action, f"I throw {card.symbol}, the card least worth keeping."

    # ---- the play ---------------------------------------------------------------------
    def _play(self, view: FiveHundredView) -> tuple[FiveHundredAction, str]:
        plays = [a for a in view.legal_actions if a.kind is Kind.PLAY]
        mode = mode_of(view.trump, view.joker_suit)
        if len(plays) == 1:
            return plays[0], "It is my only card."
        if view.contract.is_misere:
            return self._misere_play(view, plays, mode)
        if not view.current_trick:
            return self._lead(view, plays, mode)
        return self._follow(view, plays, mode)

    def _unseen(self, view: FiveHundredView) -> set[Card]:
        seen = set(view.hand) | set(view.own_discards) | set(view.exposed_hand)
        seen |= {card for trick in view.tricks for _, card in trick.plays}
        seen |= {card for _, card in view.current_trick}
        return set(cards_from_mask(deck_mask(view.players))) - seen

    def _is_boss(self, card: Card, mode: int, unseen: set[Card]) -> bool:
        suit = _suit_of(mode, card)
        if suit == NO_SUIT:
            return True
        rank = _rank_in_suit(mode, card)
        return all(_rank_in_suit(mode, other) < rank for other in unseen
                   if _suit_of(mode, other) == suit)

    def _on_contract_side(self, view: FiveHundredView) -> bool:
        if view.seat == view.contractor:
            return True
        return view.players == 4 and (int(view.seat) - int(view.contractor)) % 4 == 2

    def _lead(self, view: FiveHundredView, plays: list[FiveHundredAction],
              mode: int) -> tuple[FiveHundredAction, str]:
        unseen = self._unseen(view)
        plain = [a for a in plays if not (a.card.is_joker and _suit_of(mode, a.card) == NO_SUIT)]
        if not plain:
            return self._joker_lead(view, plays, mode), "I lead the joker."
        trumps = [a for a in plain if _is_trump(mode, a.card)]
        if trumps and self._on_contract_side(view) and any(_is_trump(mode, c) for c in unseen):
            top = max(trumps, key=lambda a: _rank_in_suit(mode, a.card))
            if self._is_boss(top.card, mode, unseen):
                return top, "I draw trumps with the highest left."
            low = min(trumps, key=lambda a: _rank_in_suit(mode, a.card))
            return low, "I draw trumps with a low one."
        side = [a for a in plain if not _is_trump(mode, a.card)] or plain
        bosses = [a for a in side if self._is_boss(a.card, mode, unseen)]
        if bosses:
            best = max(bosses, key=lambda a: _rank_in_suit(mode, a.card))
            return best, "It is the highest card left in its suit."
        length = {suit: sum(1 for c in view.hand if _suit_of(mode, c) == suit)
                  for suit in range(4)}
        card = min(side, key=lambda a: (-length[_suit_of(mode, a.card)],
                                        _rank_in_suit(mode, a.card), int(a.card)))
        return card, "I lead low from my longest suit."

    def _joker_lead(self, view: FiveHundredView, plays: list[FiveHundredAction],
                    mode: int) -> FiveHundredAction:
        def length(action: FiveHundredAction) -> int:
            if action.suit is None:
                return -1
            return sum(1 for c in view.hand if _suit_of(mode, c) == int(action.suit))

        return max(plays, key=lambda a: (length(a), -(int(a.suit) if a.suit else 0)))

    def _winning(self, view: FiveHundredView, mode: int) -> tuple[object, Card, int]:
        led = NO_SUIT if view.current_led is None else int(view.current_led)
        powers = POWER[mode][led]
        who, card = max(view.current_trick, key=lambda play: powers[play[1]])
        return who, card, led

    def _follow(self, view: FiveHundredView, plays: list[FiveHundredAction],
                mode: int) -> tuple[FiveHundredAction, str]:
        who, best, led = self._winning(view, mode)
        powers = POWER[mode][led]
        partner_winning = (view.players == 4 and who != view.seat
                           and (int(who) - int(view.seat)) % 4 == 2)
        if view.players == 3 and view.seat != view.contractor and who != view.contractor:
            partner_winning = True
        if partner_winning:
            return self._lowest(plays, mode), "My side is winning the trick."
        winners = [a for a in plays if powers[a.card] > powers[best]]
        if winners:
            card = min(winners, key=lambda a: (powers[a.card], int(a.card)))
            return card, "I win the trick as cheaply as I can."
        return self._lowest(plays, mode), "I cannot win the trick."

    def _lowest(self, plays: list[FiveHundredAction], mode: int) -> FiveHundredAction:
        """The card cheapest to give up: a side card before a trump, the joker last."""
        def cost(action: FiveHundredAction) -> tuple[int, int, int]:
            suit = _suit_of(mode, action.card)
            dear = 2 if suit == NO_SUIT else int(_is_trump(mode, action.card))
            return dear, _rank_in_suit(mode, action.card), int(action.card)

        return min(plays, key=cost)

    def _misere_play(self, view: FiveHundredView, plays: list[FiveHundredAction],
                     mode: int) -> tuple[FiveHundredAction, str]:
        def rank(action: FiveHundredAction) -> int:
            return _rank_in_suit(mode, action.card)

        if not view.current_trick:
            plain = [a for a in plays if not a.card.is_joker] or plays
            return min(plain, key=lambda a: (rank(a), int(a.card))), "I lead my lowest card."
        who, best, led = self._winning(view, mode)
        powers = POWER[mode][led]
        under = [a for a in plays if powers[a.card] < powers[best]]
        contractor_played = any(seat == view.contractor for seat, _ in view.current_trick)
        if view.seat == view.contractor:
            if under:
                return max(under, key=lambda a: powers[a.card]), "I duck under the trick."
            return max(plays, key=rank), "I cannot duck, so I give up my highest card."
        if contractor_played and who == view.contractor:
            if under:
                return (max(under, key=lambda a: (powers[a.card], rank(a))),
                        "I stay under the contractor.")
            return min(plays, key=rank), "I cannot stay under the contractor."
        if contractor_played:
            return max(plays, key=rank), "The contractor is beaten: I shed a high card."
        return min(plays, key=rank), "I play low so the contractor must go lower."
