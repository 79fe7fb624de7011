"""Normal's Buck Euchre counts: each card's chance of a trick, the tricks a hand may take,
and what making trump, staying in or dropping out is worth to the bot's own count.

Every card is given a chance of taking a trick against three other players (the right
bower always; a lower trump less the more trumps outrank it that the bot does not hold;
an off-suit ace about half the time; kings and lower rarely, more without trumps), and
fewer players still in raise every chance (each player fewer than three adds a third of
the chance of a card that could not win, in proportion to the card's own chance: a 40 %
card wins 56 % of the time against one player, a 4 % card 6.6 %). Taking the cards' chances as
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

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from euchre.bots.discarding import DiscardPlan, plan_discard
from euchre.cards import Card, Deck, Rank, Suit, card_power, effective_suit, is_trump
from euchre.games.buck.result import BUCKED, MAKER_SET, MAKER_TARGET

__all__ = [
    "BID_GAIN",
    "BidCount",
    "CardChance",
    "RaceRule",
    "TrickOdds",
    "bid_gain",
    "count_bid",
    "left_alone",
    "quick_gains",
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
# Normal makes trump when making is expected to gain at least this much. Passing is no
# free zero (another player makes trump, and only a maker can count on taking all five
# and winning at once): against Easy on the same deals, 0.6 and -1.0 gave +1.36 and +1.41
# points per hand and 54 % and 58 % of 800 games.
BID_GAIN = -1.0


@dataclass(frozen=True)
class CardChance:
    """One card's chance of taking a trick, and why (in words)."""

    card: Card
    chance: float
    why: str


def _trick_distribution(chances: Sequence[float]) -> list[float]:
    """P(0 tricks), P(1), … P(5) when each card wins its trick independently."""
    dist = [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    for chance in chances:
        miss = 1 - chance
        for k in range(5, 0, -1):
            dist[k] = dist[k] * miss + dist[k - 1] * chance
        dist[0] *= miss
    return dist


def _gains(chances: Sequence[float]) -> tuple[float, float, float, float, float]:
    """(expected tricks, P(bucked), P(set), stay gain, maker gain) of these chances."""
    dist = _trick_distribution(chances)
    expected = sum(chances)
    bucked = dist[0]
    set_ = sum(dist[:MAKER_TARGET])
    stay = expected - BUCKED * bucked
    return expected, bucked, set_, stay, stay - MAKER_SET * set_


@dataclass(frozen=True)
class TrickOdds:
    """The tricks a hand may take with a given trump (None: no trump) against ``others``
    players still in."""

    trump: Suit | None
    others: int
    chances: tuple[CardChance, ...]

    @cached_property
    def _figures(self) -> tuple[float, float, float, float, float]:
        return _gains([c.chance for c in self.chances])

    @property
    def expected(self) -> float:
        return self._figures[0]

    @property
    def p_bucked(self) -> float:
        return self._figures[1]

    @property
    def p_set(self) -> float:
        """The chance of fewer than three tricks (a maker is set)."""
        return self._figures[2]

    @property
    def stay_gain(self) -> float:
        """Points gained by a player who stays in without making trump."""
        return self._figures[3]

    @property
    def maker_gain(self) -> float:
        """Points gained by the maker (who may not drop out)."""
        return self._figures[4]

    def best_cards(self, limit: int = 3) -> tuple[CardChance, ...]:
        ranked = sorted(self.chances, key=lambda c: (-c.chance, c.card))
        return tuple(c for c in ranked[:limit] if c.chance >= 0.3)


@lru_cache(maxsize=8)
def _facts(trump: Suit | None) -> dict[Card, tuple[int, Suit, Rank]]:
    """Every card's power among trumps (0 for a card that is not a trump), effective suit
    and rank with this trump (from the engine)."""
    return {c: (card_power(c, trump, trump) if is_trump(c, trump) else 0,
                effective_suit(c, trump), c.rank) for c in DECK}


@lru_cache(maxsize=8)
def _trump_powers(trump: Suit) -> tuple[tuple[Card, int], ...]:
    facts = _facts(trump)
    return tuple((c, facts[c][0]) for c in DECK if facts[c][0])


def _chances_with_trump(cards: tuple[Card, ...], trump: Suit,
                        gone: frozenset[Card]) -> list[tuple[float, str]]:
    facts = _facts(trump)
    others_trumps = [p for c, p in _trump_powers(trump) if c not in cards and c not in gone]
    long = sum(1 for c in cards if facts[c][0]) >= LONG_TRUMPS
    ace_suits = {facts[c][1] for c in cards if not facts[c][0] and facts[c][2] is Rank.ACE}
    found = []
    for card in cards:
        power, suit, rank = facts[card]
        if power:
            above = sum(1 for p in others_trumps if p > power)
            chance = TRUMP_CHANCE[min(above, len(TRUMP_CHANCE) - 1)]
            if long:
                chance = max(chance, LONG_TRUMP_CHANCE)
            why = "a trump no other trump outranks" if not above else (
                f"a trump with {above} higher trump{'s' if above > 1 else ''} out")
        elif rank is Rank.ACE:
            chance, why = OFF_ACE, "an off-suit ace"
        elif rank is Rank.KING and suit in ace_suits:
            chance, why = OFF_KING_WITH_ACE, "a king behind its ace"
        elif rank is Rank.KING:
            chance, why = OFF_KING, "an off-suit king"
        else:
            chance, why = OFF_OTHER, "a low off-suit card"
        found.append((chance, why))
    return found


def _chances_without_trump(cards: tuple[Card, ...]) -> list[tuple[float, str]]:
    facts = _facts(None)
    lengths = {suit: 0 for suit in Suit}
    ace_suits = set()
    for card in cards:
        lengths[facts[card][1]] += 1
        if facts[card][2] is Rank.ACE:
            ace_suits.add(facts[card][1])
    found = []
    for card in cards:
        _power, suit, rank = facts[card]
        if rank is Rank.ACE:
            found.append((NT_ACE, "an ace with no trumps to stop it"))
        elif rank is Rank.KING and suit in ace_suits:
            found.append((NT_KING_WITH_ACE, "a king behind its ace"))
        elif rank is Rank.KING:
            found.append((NT_KING, "a king"))
        elif lengths[suit] >= 3:
            found.append((NT_LONG, f"a low card of my long {suit.symbol}"))
        else:
            found.append((NT_OTHER, "a low card"))
    return found


def _raw(cards: tuple[Card, ...], trump: Suit | None, others: int,
         gone: frozenset[Card]) -> tuple[list[tuple[float, str]], float]:
    """Each card's chance against three players and why, and the share of a chance of
    losing that fewer players turn into a chance of winning (0 against three)."""
    found = (_chances_without_trump(cards) if trump is None
             else _chances_with_trump(cards, trump, gone))
    return found, (3 - max(1, min(3, others))) / 3


def _against(chance: float, fewer: float) -> float:
    """A three-player chance against fewer players (``fewer``: from ``_raw``)."""
    return round(chance + (1 - chance) * chance * fewer, 4)


def quick_gains(cards: tuple[Card, ...], trump: Suit | None, others: int = 3,
                out_of_play: frozenset[Card] = frozenset()) -> tuple[float, float]:
    """(stay gain, maker gain) as ``trick_odds`` counts them, without the words (for the
    models Expert pictures the other players with)."""
    found, fewer = _raw(cards, trump, others, out_of_play)
    figures = _gains([_against(chance, fewer) for chance, _why in found])
    return figures[3], figures[4]


def trick_odds(hand: Iterable[Card], trump: Suit | None, others: int = 3,
               out_of_play: Iterable[Card] = ()) -> TrickOdds:
    """Each card's chance of a trick with ``trump`` (None: no trump) against ``others``
    players still in; ``out_of_play``: cards known to be out of everyone's hand (the
    turned-down upcard, cards already played)."""
    cards = tuple(hand)
    found, fewer = _raw(cards, trump, others, frozenset(out_of_play))
    chances = tuple(CardChance(card, _against(chance, fewer), why)
                    for card, (chance, why) in zip(cards, found, strict=True))
    return TrickOdds(trump, max(1, min(3, others)), chances)


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


def bid_gain(hand: Sequence[Card], trump: Suit, picks_up: Card | None = None,
             out_of_play: Iterable[Card] = ()) -> float:
    """``count_bid(...).gain`` without the words (for the models)."""
    counted = tuple(hand)
    if picks_up is not None:
        counted = plan_discard((*hand, picks_up), trump).kept
    return round(quick_gains(counted, trump, 3, frozenset(out_of_play))[1], 2)


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


LONE_THRESHOLD = -10.0  # below any stay gain: always stay
PLAIN_THRESHOLD = 0.0  # stay in when staying is expected to gain anything
NEAR_FINISH = 5  # a count this low can be finished in a hand or two
FAR_BEHIND = 8  # this far above the lowest other count, with that player near the finish
FAR_AHEAD = 8  # this far below every other count


def left_alone(seat: Any, dealer: Any, maker: Any, dropped: Collection[Any]) -> Any | None:
    """The player who would be left alone in the hand if ``seat`` dropped out now (None if
    more than one would stay, or someone after ``seat`` has still to decide). Drop-outs
    are asked clockwise from the dealer's left, the maker skipped."""
    after = []
    player = seat.left
    while player != dealer.left:
        if player != maker:
            after.append(player)
        player = player.left
    still_in = [p for p in type(seat) if p != seat and p not in dropped]
    return still_in[0] if not after and len(still_in) == 1 else None


def race_rule(score: Sequence[int], seat: int, alone: Any | None = None) -> RaceRule:
    """Normal's stay-in threshold: 0 (stay when staying is expected to gain anything);
    lower near the finish or far behind a leader about to win (tricks are needed now);
    higher well ahead (a +5 would throw the lead away). Whatever the counts, a player who
    would leave ``alone`` the only one in stays: that player would take all five tricks
    and win the game at once."""
    if alone is not None:
        return RaceRule(LONE_THRESHOLD, f"if I drop out, {alone.label} is left alone, takes "
                                        "all five tricks and wins the game at once")
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
    return RaceRule(PLAIN_THRESHOLD, "")


def known_out(upcard: Card, upcard_taken: bool, played: Iterable[Card]) -> frozenset[Card]:
    """Cards nobody holds: those played, and a turned-down (or turned clubs) upcard."""
    gone = set(played)
    if not upcard_taken:
        gone.add(upcard)
    return frozenset(gone)
