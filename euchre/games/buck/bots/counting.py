"""Normal's Buck Euchre counts: each card's chance of a trick, the tricks a hand may take,
and what making trump, staying in or dropping out is worth to the bot's own count.

Every card is given a chance of taking a trick against three other players (the right
bower always; a lower trump less the more trumps outrank it that the bot does not hold;
an off-suit ace about half the time; kings and lower rarely, more without trumps), and
fewer players still in raise every chance (a card must beat each of them: the chance
against one is the three-player chance to the power 1/3). Taking the cards' chances as
independent gives the chance of each number of tricks, and so the figures Buck's scoring
asks for: the expected tricks, the chance of being bucked (no trick: +5 to the count) and,
for a maker, of being set (under three: +5 more). Values are *points gained*: how far the
bot's count is expected to go down (a trick gains 1, a +5 loses 5).

>>> from euchre import Card, Suit
>>> hand = tuple(Card.parse(c) for c in "JH JD AH AS 9C".split())
>>> odds = trick_odds(hand, Suit.HEARTS)
>>> round(odds.expected, 2), round(odds.p_bucked, 3)
(3.54, 0.0)
>>> weak = tuple(Card.parse(c) for c in "9S TS 9C TC QD".split())
>>> trick_odds(weak, Suit.HEARTS).stay_gain < -3
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from euchre.games.buck.result import BUCKED, MAKER_SET, MAKER_TARGET

from euchre.bots.discarding import DiscardPlan, plan_discard
from euchre.cards import Card, Deck, Rank, Suit, card_power, effective_suit, is_trump

__all__ = [
    "BID_GAIN",
    "BidCount",
    "CardChance",
    "RaceRule",
    "TrickOdds",
    "count_bid",
    "race_rule",
    "trick_odds",
]

DECK = Deck.STANDARD_24.cards()
TRUMP_CHANCE = (1.0, 0.72, 0.5, 0.36, 0.26, 0.2, 0.15)  # by higher trumps not held
LONG_TRUMPS = 3  # with this many trumps every trump wins at least…
LONG_TRUMP_CHANCE = 0.4
OFF_ACE = 0.5
OFF_KING = 0.15
OFF_KING_WITH_ACE = 0.3
OFF_OTHER = 0.04
NT_ACE = 0.65
NT_KING = 0.2
NT_KING_WITH_ACE = 0.4
NT_LONG = 0.15  # a low card of a suit of three or more, without trumps
NT_OTHER = 0.03
BID_GAIN = 0.6  # Normal makes trump when making is expected to gain at least this much


@dataclass(frozen=True)
class CardChance:
    """One card's chance of taking a trick, and why (in words)."""

    card: Card
    chance: float
    why: str


def _trick_distribution(chances: Sequence[float]) -> tuple[float, ...]:
    """P(0 tricks), P(1), … P(5) when each card wins its trick independently."""
    dist = [1.0] + [0.0] * 5
    for chance in chances:
        for k in range(5, 0, -1):
            dist[k] = dist[k] * (1 - chance) + dist[k - 1] * chance
        dist[0] *= 1 - chance
    return tuple(dist)


@dataclass(frozen=True)
class TrickOdds:
    """The tricks a hand may take with a given trump (None: no trump) against ``others``
    players still in."""

    trump: Suit | None
    others: int
    chances: tuple[CardChance, ...]

    @property
    def expected(self) -> float:
        return sum(c.chance for c in self.chances)

    @property
    def distribution(self) -> tuple[float, ...]:
        return _trick_distribution([c.chance for c in self.chances])

    @property
    def p_bucked(self) -> float:
        return self.distribution[0]

    @property
    def p_set(self) -> float:
        """The chance of fewer than three tricks (a maker is set)."""
        return sum(self.distribution[:MAKER_TARGET])

    @property
    def stay_gain(self) -> float:
        """Points gained by a player who stays in without making trump."""
        return self.expected - BUCKED * self.p_bucked

    @property
    def maker_gain(self) -> float:
        """Points gained by the maker (who may not drop out)."""
        return self.expected - BUCKED * self.p_bucked - MAKER_SET * self.p_set

    def best_cards(self, limit: int = 3) -> tuple[CardChance, ...]:
        ranked = sorted(self.chances, key=lambda c: (-c.chance, c.card))
        return tuple(c for c in ranked[:limit] if c.chance >= 0.3)


def _trump_order(card: Card, trump: Suit) -> int:
    return card_power(card, trump, trump)


def _chance_with_trump(card: Card, hand: Sequence[Card], trump: Suit,
                       out_of_play: frozenset[Card]) -> tuple[float, str]:
    if is_trump(card, trump):
        power = _trump_order(card, trump)
        above = [c for c in DECK if is_trump(c, trump) and _trump_order(c, trump) > power
                 and c not in hand and c not in out_of_play]
        chance = TRUMP_CHANCE[min(len(above), len(TRUMP_CHANCE) - 1)]
        trumps = sum(is_trump(c, trump) for c in hand)
        if trumps >= LONG_TRUMPS:
            chance = max(chance, LONG_TRUMP_CHANCE)
        why = "a trump no other trump outranks" if not above else (
            f"a trump with {len(above)} higher trump{'s' if len(above) > 1 else ''} out")
        return chance, why
    suit = effective_suit(card, trump)
    if card.rank is Rank.ACE:
        return OFF_ACE, "an off-suit ace"
    if card.rank is Rank.KING:
        has_ace = any(c.rank is Rank.ACE and effective_suit(c, trump) == suit for c in hand)
        return (OFF_KING_WITH_ACE, "a king behind its ace") if has_ace else (
            OFF_KING, "an off-suit king")
    return OFF_OTHER, "a low off-suit card"


def _chance_without_trump(card: Card, hand: Sequence[Card]) -> tuple[float, str]:
    same = [c for c in hand if c.suit == card.suit]
    if card.rank is Rank.ACE:
        return NT_ACE, "an ace with no trumps to stop it"
    if card.rank is Rank.KING:
        if any(c.rank is Rank.ACE for c in same):
            return NT_KING_WITH_ACE, "a king behind its ace"
        return NT_KING, "a king"
    if len(same) >= 3:
        return NT_LONG, f"a low card of my long {card.suit.symbol}"
    return NT_OTHER, "a low card"


def trick_odds(hand: Iterable[Card], trump: Suit | None, others: int = 3,
               out_of_play: Iterable[Card] = ()) -> TrickOdds:
    """Each card's chance of a trick with ``trump`` (None: no trump) against ``others``
    players still in; ``out_of_play``: cards known to be out of everyone's hand (the
    turned-down upcard, cards already played)."""
    cards = tuple(hand)
    gone = frozenset(out_of_play)
    others = max(1, min(3, others))
    chances = []
    for card in cards:
        if trump is None:
            chance, why = _chance_without_trump(card, cards)
        else:
            chance, why = _chance_with_trump(card, cards, trump, gone)
        chances.append(CardChance(card, round(chance ** (others / 3), 4), why))
    return TrickOdds(trump, others, tuple(chances))


# ---- making trump -------------------------------------------------------------------------


@dataclass(frozen=True)
class BidCount:
    """Normal's count for making ``trump``: the counted hand and its odds as maker."""

    trump: Suit
    counted: tuple[Card, ...]
    discard: DiscardPlan | None  # the dealer's planned discard after picking up
    odds: TrickOdds

    @property
    def gain(self) -> float:
        return round(self.odds.maker_gain, 2)

    @property
    def makes(self) -> bool:
        return self.gain >= BID_GAIN


def count_bid(hand: Sequence[Card], trump: Suit, picks_up: Card | None = None,
              out_of_play: Iterable[Card] = ()) -> BidCount:
    """Count ``hand`` as maker of ``trump`` (``picks_up``: the upcard the dealer takes, the
    planned discard then made)."""
    discard = None
    counted = tuple(hand)
    if picks_up is not None:
        discard = plan_discard((*hand, picks_up), trump)
        counted = discard.kept
    return BidCount(trump, counted, discard, trick_odds(counted, trump, 3, out_of_play))


# ---- the race to zero -------------------------------------------------------------------


@dataclass(frozen=True)
class RaceRule:
    """How much a player staying in must expect to gain, given the four counts."""

    threshold: float  # stay in when the stay gain is at least this
    reason: str  # "" for the plain rule


NEAR_FINISH = 5  # a count this low can be finished in a hand or two
FAR_BEHIND = 8  # this far above the lowest other count, with that player near the finish
FAR_AHEAD = 8  # this far below every other count


def race_rule(score: Sequence[int], seat: int) -> RaceRule:
    """Normal's stay-in threshold: 0 (stay when staying is expected to gain anything);
    lower near the finish or far behind a leader about to win (tricks are needed now);
    higher well ahead (a +5 would throw the lead away)."""
    mine = score[seat]
    best_other = min(s for p, s in enumerate(score) if p != seat)
    if mine <= NEAR_FINISH:
        return RaceRule(-1.0, f"my count is {mine}, so every trick brings the win closer")
    if best_other <= NEAR_FINISH + 3 and mine - best_other >= FAR_BEHIND:
        return RaceRule(-1.5, f"I am {mine - best_other} points behind a player at "
                              f"{best_other}, so I must take chances")
    if best_other - mine >= FAR_AHEAD:
        return RaceRule(0.5, f"I lead the race by {best_other - mine} points, so I risk "
                             "no +5")
    return RaceRule(0.0, "")


def known_out(upcard: Card, upcard_taken: bool, played: Iterable[Card]) -> frozenset[Card]:
    """Cards nobody holds: those played, and a turned-down (or turned clubs) upcard."""
    gone = set(played)
    if not upcard_taken:
        gone.add(upcard)
    return frozenset(gone)
