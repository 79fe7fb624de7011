"""Five Hundred Normal: a point count for the auction and the standard habits of play.

Auction: it counts its tricks in every denomination (``counting``: top trumps, aces,
guarded kings, long trumps, ruffs; the kitty and a partner's share added) and bids its
best denomination at the level counted (the schedule pays nothing for tricks over the
bid), nine or ten only when they are counted with half a trick from the partner. It
calls misère only by the misère count (``misere``: which cards could be forced to win a
trick, and a safe first lead): open misère when the kitty exchange leaves at most one
card of its own to throw, misère (after a seven) at most two, and either only when worth
more than the suit bid it would make. It does not overcall its partner unless its own
cards alone reach the partner's level, and never with a misère. Kitty: it throws the
cards least worth keeping (``playout.discard_choice``: short suits, low cards; in misère
the cards likeliest to be forced, a suit emptied counting for more). Play: one rule per
situation
(``playout.policy_move``): draw trumps with the best trump left, cash winners, lead low
from length; second in a trick win as cheaply as possible unless the partner is winning;
in misère duck under the card winning (when it cannot, its lowest card if a player is
still to play, else its highest), and as a defender stay under the contractor.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.cards import Card, Suit, mask_of
from euchre.games.five_hundred.actions import PASS, FiveHundredAction, Kind, joker_suit
from euchre.games.five_hundred.bids import BidKind, Denomination
from euchre.games.five_hundred.bots import playout as po
from euchre.games.five_hundred.bots.counting import (
    KITTY_TRICKS,
    PARTNER_TRICKS,
    TrickCount,
    count_tricks,
)
from euchre.games.five_hundred.bots.misere import MisereCount, discard_reason, misere_count
from euchre.games.five_hundred.bots.phased import FiveHundredBot
from euchre.games.five_hundred.bots.positions import (
    contract_mode,
    effective_suit,
    others_unseen,
    play_state,
)
from euchre.games.five_hundred.bots.words import card_words, contract_factor, move_words, role
from euchre.games.five_hundred.cards import NT_SUITLESS, POWER, SUIT_MASK
from euchre.games.five_hundred.view import FiveHundredView

__all__ = ["NormalFiveHundredBot", "hand_counts", "normal_bid", "normal_play_action"]

MIN_LEVEL = 6
HIGH_LEVEL = 9  # the levels where a failed contract costs the most
HIGH_PARTNER_TRICKS = 0.5  # at those levels, the partner's share counted
MISERE_SLACK = 1  # cards I lack that may sit below my lowest of a suit (the partner's, the kitty's)
OPEN_MISERE_THROWS = 1  # open misère: at most this many cards to throw in the exchange
MISERE_THROWS = 2  # misère: at most this many


def hand_counts(cards: Sequence[Card], players: int, with_kitty: bool
                ) -> tuple[TrickCount, list[TrickCount]]:
    """The count in every denomination and the best of them (the most whole tricks, then
    the larger count, then the higher denomination)."""
    counts = [count_tricks(cards, d, players, with_kitty) for d in Denomination]
    best = max(counts, key=lambda c: (math.floor(c.total), c.total, c.denomination))
    return best, counts


def best_count(view: FiveHundredView) -> tuple[TrickCount, list[TrickCount]]:
    return hand_counts(view.hand, view.players, not view.rules.sans_kitty)


def high_level_count(count: TrickCount) -> float:
    """The count for nine or ten tricks (four players): the partner's share cut to
    ``HIGH_PARTNER_TRICKS``."""
    return round(count.total - PARTNER_TRICKS + HIGH_PARTNER_TRICKS, 2)


def bid_level(count: TrickCount, players: int) -> int:
    """The tricks Normal bids on a count: as many as it counts (the schedule pays nothing
    for tricks over the bid), but nine or ten only when ``high_level_count`` reaches them."""
    level = min(10, math.floor(count.total))
    if level >= HIGH_LEVEL and players == 4:
        level = max(HIGH_LEVEL - 1, min(level, math.floor(high_level_count(count))))
    return level


def high_level_factor(count: TrickCount, level: int) -> Factor:
    """Why a count of nine or more is bid lower: the partner's share it may count there."""
    high = high_level_count(count)
    return Factor("high_level_count", high,
                  f"for nine or ten tricks I count only {HIGH_PARTNER_TRICKS:.1f} from my "
                  f"partner, which makes {high:.1f}, so I go no higher than {level}")


def counts_text(counts: list[TrickCount]) -> str:
    return ", ".join(f"{c.total:.1f} in {c.denomination.symbol}" for c in counts)


def misere_factor(count: MisereCount, exchange: bool) -> Factor:
    """The misère count in words: the cards that could be forced to win a trick and
    whether a first lead is safe."""
    forced = count.forced
    text = ("by my misère count (a card is safe when, for every card I lack below it but "
            "one, I hold a lower safe card of its suit) ")
    if forced:
        text += (f"{ex.count_text(len(forced), 'card')} of mine could be forced to win a "
                 f"trick ({ex.cards_text(forced)})")
    else:
        text += "no card of mine could be forced to win a trick"
    text += (f"; {count.lead.symbol} is a safe first lead" if count.lead is not None
             else "; no first lead of mine is safe")
    if exchange and count.throws_needed:
        text += (f"; so the kitty exchange has {ex.count_text(count.throws_needed, 'card')} "
                 "of mine to throw")
    return Factor("misere_forced", count.throws_needed, text)


def misere_call(view: FiveHundredView) -> tuple[FiveHundredAction, MisereCount] | None:
    """Open misère (or, once a seven has been bid, misère) when the misère count says the
    kitty exchange can leave no card to be forced: open misère with at most
    ``OPEN_MISERE_THROWS`` cards to throw, misère with at most ``MISERE_THROWS``."""
    count = misere_count(view.hand, view.players, slack=MISERE_SLACK)
    throws = 0 if view.rules.sans_kitty else 3
    calls = {a.bid.kind: a for a in view.legal_actions if a.kind is Kind.BID}
    open_call = calls.get(BidKind.OPEN_MISERE)
    if open_call is not None and count.throws_needed <= min(OPEN_MISERE_THROWS, throws):
        return open_call, count
    closed = calls.get(BidKind.MISERE)
    if closed is not None and count.throws_needed <= min(MISERE_THROWS, throws):
        return closed, count
    return None


def normal_bid(view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
    legal = view.legal_actions
    best, counts = best_count(view)
    level = bid_level(best, view.players)
    help_words = (f"my cards {best.own:.1f}"
                  + (f", the kitty {KITTY_TRICKS:.1f}" if not view.rules.sans_kitty else "")
                  + (f", my partner {PARTNER_TRICKS:.1f}" if view.players == 4 else ""))
    count_f = Factor("tricks_counted", best.total,
                     f"I count {best.total:.1f} tricks in {best.denomination.symbol} "
                     f"({help_words})")
    all_f = Factor("counts", counts_text(counts),
                   f"my counts are {counts_text(counts)}")
    partner = (view.players == 4 and view.high_bidder is not None
               and (int(view.high_bidder) - int(view.seat)) % 4 == 2)
    target = None
    if level >= MIN_LEVEL:
        bids = [a for a in legal if a.kind is Kind.BID and not a.bid.is_misere
                and a.bid.denomination is best.denomination and a.bid.tricks <= level]
        target = max(bids, key=lambda a: a.bid.rank, default=None)
    if target is not None and partner:
        alone = best.total - PARTNER_TRICKS
        if alone < view.high_bid.tricks:
            why = Factor("partner_bid", view.high_bid.text,
                         f"my partner holds {view.high_bid.label} and my cards alone count "
                         f"{alone:.1f}, short of {view.high_bid.tricks}", public=False)
            return PASS, ex.say("I pass: ", why, extra=[count_f, all_f],
                                move=move_words(PASS, view))
    misere = None if partner else misere_call(view)
    if misere is not None and (target is None or misere[0].bid.value > target.bid.value):
        action, count = misere
        risk_f = misere_factor(count, exchange=not view.rules.sans_kitty)
        return action, ex.say(f"I bid {action.bid.label}: ", risk_f, extra=[count_f, all_f],
                              move=move_words(action, view))
    cap = ["; ", high_level_factor(best, level)] if level < min(10, math.floor(best.total)) else []
    if target is not None:
        return target, ex.say(f"I bid {target.bid.label}: ", count_f, *cap, extra=[all_f],
                              move=move_words(target, view))
    if level < MIN_LEVEL:
        short = Factor("tricks_counted", best.total,
                       f"my best count is {best.total:.1f} tricks, in "
                       f"{best.denomination.symbol} ({help_words}), short of six")
        return PASS, ex.say("I pass: ", short, extra=[all_f], move=move_words(PASS, view))
    high = Factor("high_bid", view.high_bid.text,
                  f"the bid to beat is {view.high_bid.label}", public=True)
    return PASS, ex.say("I pass: ", count_f, *cap, ", but ", high, extra=[all_f],
                        move=move_words(PASS, view))


def misere_discard_words(view: FiveHundredView, card: Card) -> tuple[str, Factor]:
    """Why a misère contractor throws ``card``, from the facts of ``misere.discard_reason``."""
    if card.is_joker:
        text = "the joker would win any trick it is played to"
        return text, Factor("discard_reason", "joker", text)
    reason = discard_reason(view.hand, view.players, view.own_discards, card, MISERE_SLACK)
    parts: list[str] = []
    value = "void"
    if reason.forced:
        parts.append(f"by my misère count {card.symbol} could be forced to win a trick")
        value = "forced"
    elif reason.forced_at_worst:
        parts.append(f"{card.symbol} could be forced to win a trick if the others held "
                     "every card I lack below it")
        value = "forced at worst"
    elif reason.highest:
        parts.append(f"no card of mine could be forced to win a trick, and {card.symbol} "
                     "is my highest")
        value = "highest"
    if reason.empties_suit:
        parts.append(f"throwing it leaves me void in {card.suit.symbol}, so I can throw any "
                     "card when that suit is led")
    if not parts:
        parts.append(f"no card of mine could be forced to win a trick, and {card.symbol} "
                     "is one I can spare")
        value = "spare"
    text = ", and ".join(parts)
    return text, Factor("discard_reason", value, text)


def discard_words(view: FiveHundredView, card: Card) -> tuple[str, Factor]:
    mode = contract_mode(view)
    misere = view.contract.is_misere
    suit = effective_suit(mode, card)
    if misere:
        return misere_discard_words(view, card)
    if suit is not None and view.trump is not None and suit == view.trump:
        text = f"only trumps are left, and {card.symbol} is the lowest"
        return text, Factor("discard_reason", "lowest trump", text)
    length = sum(1 for c in view.hand if effective_suit(mode, c) == suit)
    text = (f"{card.symbol} is the card least worth keeping: {ex.count_text(length, 'card')} "
            f"of {suit.symbol if suit else 'its suit'} left and no ace or guarded king")
    return text, Factor("discard_reason", length, text)


def normal_discard(view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
    mode = contract_mode(view)
    card = Card(int(po.discard_choice(mask_of(view.hand), mode, view.contract.is_misere,
                                      others_unseen(view))))
    action = next(a for a in view.legal_actions if a.card == card)
    _, factor = discard_words(view, card)
    left = 3 - len(view.own_discards)
    left_f = Factor("discards_left", left, f"{ex.count_text(left, 'discard')} to make")
    return action, ex.say(f"I discard {card_words(card)}: ", factor, " (", left_f, ")",
                          extra=[contract_factor(view)], move=move_words(action, view))


RULE_WORDS = {
    po.R_ONLY: "it is the only card I may play",
    po.R_LEAD_TOP_TRUMP: "it is the highest trump left, so it draws the others' trumps",
    po.R_LEAD_TRUMP_LOW: "with four trumps or more I draw the others' trumps with a low one",
    po.R_LEAD_WINNER: "no card I have not seen beats it in its suit",
    po.R_LEAD_LOW_LONG: "it is a low card of my longest suit; my high cards wait",
    po.R_LEAD_JOKER: "the joker wins any trick it is led to",
    po.R_PARTNER_WINNING: "{ally} is winning the trick with {card}, so I play low",
    po.R_WIN_CHEAPEST: "it is my cheapest card that beats {card}",
    po.R_CANNOT_WIN: "I cannot beat {card}, so I play my lowest card",
    po.R_MISERE_LEAD_SAFE: ("in misère I lead the card least likely to win: the fewest unseen "
                            "cards of its suit are below it"),
    po.R_MISERE_DUCK: "it is my highest card below {card}: I must not win a trick",
    po.R_MISERE_FORCED: "every card I may play beats {card}, so I give up my highest",
    po.R_MISERE_UNDER_LATER: ("every card I may play beats {card}, so I play my lowest: a "
                              "player still to play may go over it"),
    po.R_DEFEND_LEAD_LOW: "it is my lowest card, so the contractor has little room to duck",
    po.R_DEFEND_UNDER: ("the contractor is winning with {card}: I stay under it with my "
                        "highest card below"),
    po.R_DEFEND_LOW: "it is my lowest card, so the contractor must go lower still",
    po.R_DEFEND_SHED: "the contractor is already beaten in this trick, so I shed a high card",
}


def normal_play_action(view: FiveHundredView) -> tuple[FiveHundredAction, int, int]:
    """Normal's play (or the joker's suit), the rule that chose it, and the table mode."""
    legal = view.legal_actions
    mode = contract_mode(view)
    naming = [a for a in legal if a.kind is Kind.JOKER_SUIT]
    if naming and view.contract.is_misere:
        suit = Suit(int(po.misere_joker_suit(mask_of(view.hand))))
        return joker_suit(suit), -1, mode
    hands = [0, 0, 0, 0]
    hands[int(view.seat)] = mask_of(view.hand)
    state = play_state(view, hands, mode)
    move, rule = po.policy_move(state, others_unseen(view))
    card = Card(int(move) & ((1 << po.NAME_SHIFT) - 1))
    named = (int(move) >> po.NAME_SHIFT) - 1
    wanted = (card, None if named < 0 else Suit(named))
    action = next(a for a in legal if a.kind is Kind.PLAY and (a.card, a.suit) == wanted)
    return action, int(rule), mode


def normal_play(view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
    action, rule, mode = normal_play_action(view)
    role_f = Factor("role", role(view), f"I am the {role(view)}", public=True)
    if action.kind is Kind.JOKER_SUIT:
        suit = action.suit
        length = sum(1 for c in view.hand
                     if mask_of((c,)) & SUIT_MASK[NT_SUITLESS][int(suit)])
        why = Factor("joker_suit", suit.letter,
                     f"I give the joker my longest suit, {suit.symbol} "
                     f"({ex.count_text(length, 'card')}), so it is no longer a card that "
                     "wins any trick and I can throw it when void")
        return action, ex.say("In misère ", why, extra=[role_f, contract_factor(view)],
                              move=move_words(action, view))
    factors = [role_f, contract_factor(view)]
    winning = ""
    ally = "my partner" if view.players == 4 else "my fellow defender"
    if view.current_trick:
        led = view.current_led
        powers = POWER[mode][4 if led is None else int(led)]
        who, best = max(view.current_trick, key=lambda play: powers[play[1]])
        winning = card_words(best)
        factors.append(Factor("winning", f"{who.letter} {best.text}",
                              f"{who.label} is winning the trick with {winning}",
                              public=True))
    text = RULE_WORDS[rule].format(card=winning, ally=ally)
    if action.suit is not None:
        text += f"; I name {action.suit.symbol}, my longest suit not yet led"
    rule_f = Factor("play_rule", rule, text)
    verb = "lead" if not view.current_trick else "play"
    what = "the joker" if action.card.is_joker else action.card.symbol
    return action, ex.say(f"I {verb} {what}: ", rule_f, extra=factors,
                          move=move_words(action, view))


class NormalFiveHundredBot(FiveHundredBot):
    difficulty = Difficulty.NORMAL

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def bid(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        return normal_bid(view)

    def discard(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        return normal_discard(view)

    def play(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        return normal_play(view)
