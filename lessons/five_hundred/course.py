"""The Five Hundred course: an auction for the contract, a kitty, misère and a joker — to 500.

Every example is a position the Five Hundred engine dealt or played, and every check's
right answer is read from it: the deck (``FiveHundredRules.cards``, the deal's kitty), the
trump ranking (the engine's ``POWER`` table, ``effective_suit``, the legal plays after a
left bower is led), the bid ladder (``Bid.value``, ``Bid.rank``, ``LADDER``), the auction
(``to_act``, ``legal_actions``, the phase once all pass), the kitty exchange, misère
(``sitting_out``, the cards of a trick), the joker in no trumps and misère (the contractor's
``joker suit`` choices, the suits a joker lead may name, a void player's legal plays), the
scoring (``hand_points``) and the end of the game (``match_winner``).

>>> course = build_five_hundred_course()
>>> [step.key for step in course][:2]
['fh-deck', 'fh-trump']
>>> check = course[0].checks[0]
>>> check.grade(sorted(check.answer)[0]).correct
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from euchre.cards import Card, Suit
from euchre.games.five_hundred import (
    LADDER,
    MISERE,
    OPEN_MISERE,
    Bid,
    Denomination,
    FiveHundredDeal,
    FiveHundredHand,
    FiveHundredMatch,
    FiveHundredPhase,
    FiveHundredResult,
    FiveHundredRules,
    Kind,
    bid,
    discard,
)
from euchre.games.five_hundred.cards import POWER, mode_of
from euchre.games.five_hundred.match import match_winner
from euchre.games.five_hundred.result import hand_points
from euchre.seats import Seat, Team
from lessons.kit.course import CardRow, Check, ExampleTable, Step
from lessons.kit.examples import player_choices, points_text

__all__ = ["JOKER_WEST_DEAL", "LESSON_DEAL", "build_five_hundred_course"]

P = FiveHundredPhase
RULES = FiveHundredRules()
THREE = FiveHundredRules(players=3)
JOKER = Card.parse("JOKER")

_HANDS = {
    Seat.SOUTH: "JOKER JH JD AH KH TH AS KS 5C 4D",
    Seat.WEST: "AC KC QC JC TC 9C 8C 7C 6C QD",
    Seat.NORTH: "QH 9H 8H 7H 6H 5H 4H QS JS TS",
    Seat.EAST: "AD KD TD 9D 8D 7D 6D 5D 9S 8S",
}
#: East deals, so South calls first; South holds the joker and both red jacks.
LESSON_DEAL = FiveHundredDeal.from_text(Seat.EAST, _HANDS)
#: The same deal with the joker moved to West (for South's 6♣): West has no spade.
JOKER_WEST_DEAL = FiveHundredDeal.from_text(Seat.EAST, {
    **_HANDS,
    Seat.SOUTH: _HANDS[Seat.SOUTH].replace("JOKER", "6C"),
    Seat.WEST: _HANDS[Seat.WEST].replace("6C", "JOKER"),
})
#: The calls of the lesson's auction: North outbids South, and it ends with North's 7 NT.
AUCTION = ("bid 7H", "pass", "bid 7NT", "pass", "pass")
#: The misère auction: West's 7♣ opens the way, and South bids misère over it.
MISERE_AUCTION = ("bid 6H", "bid 7C", "pass", "pass", "misere", "pass")


# ---- reading the engine -------------------------------------------------------------------


def _calls(calls: Iterable[str], deal: FiveHundredDeal = LESSON_DEAL) -> FiveHundredHand:
    hand = FiveHundredHand.from_deal(deal, RULES)
    for call in calls:
        hand = hand.apply(call)
    return hand


def _exchanged(hand: FiveHundredHand) -> FiveHundredHand:
    """The contractor discards the three kitty cards it picked up."""
    for card in hand.deal.kitty:
        hand = hand.apply(discard(card.text))
    return hand


def _contract(calls: Sequence[str], deal: FiveHundredDeal = LESSON_DEAL) -> FiveHundredHand:
    """``calls`` bid by everyone in turn, then the kitty exchange: play is about to start."""
    return _exchanged(_calls(calls, deal))


def _played(hand: FiveHundredHand, *plays: str) -> FiveHundredHand:
    for play in plays:
        hand = hand.apply(play)
    return hand


def _neighbours(bid: Bid) -> tuple[Bid, Bid]:
    """The trick bids just below and just above ``bid`` on the ladder."""
    tricks = [other for other in LADDER if not other.is_misere]
    return (max(other for other in tricks if other.rank < bid.rank),
            min(other for other in tricks if other.rank > bid.rank))



def _labels(cards: Iterable[Card]) -> frozenset[str]:
    return frozenset(card.symbol for card in cards)


def _by_power(cards: Iterable[Card], trump: Suit, led: Suit) -> list[Card]:
    """``cards`` strongest first, by the engine's table with ``trump`` and ``led``."""
    table = POWER[mode_of(trump, None)][led]
    return sorted(cards, key=lambda card: -table[card])


def _lead_names(hand: FiveHundredHand) -> frozenset[str]:
    """The suits the leader may name when leading a suitless joker now."""
    return frozenset(action.suit.symbol for action in hand.legal_actions()
                     if action.kind is Kind.PLAY and action.card == JOKER
                     and action.suit is not None)


def _assignable(hand: FiveHundredHand) -> frozenset[str]:
    """The suits the contractor may give the joker now."""
    return frozenset(action.suit.symbol for action in hand.legal_actions()
                     if action.kind is Kind.JOKER_SUIT)


def _suit_choices() -> tuple[str, ...]:
    return tuple(suit.symbol for suit in Suit)


def _auction_grid(hand: FiveHundredHand) -> tuple[tuple[str, ...], ...]:
    rows = [("call", "player", "says")]
    for number, (seat, action) in enumerate(hand.history, start=1):
        if action.kind in (Kind.PASS, Kind.BID):
            rows.append((str(number), seat.label, action.describe()))
    return tuple(rows)


def _result(contract: Bid, contractor: Seat, tricks: Sequence[int]) -> FiveHundredResult:
    points = hand_points(contract, contractor, tricks)
    return FiveHundredResult(False, contract, contractor, None, tuple(tricks), points)


def _team_points(result: FiveHundredResult) -> dict[Team, int]:
    return {team: result.points[team] for team in Team}


def _tricks(contractor: Seat, taken: int, partner: int = 0) -> tuple[int, ...]:
    """Tricks by seat: ``taken`` for the contractor, ``partner`` for its partner, the rest
    split between the opponents."""
    rest = 10 - taken - partner
    tricks = [0, 0, 0, 0]
    tricks[contractor], tricks[contractor.partner] = taken, partner
    left, right = Seat((contractor + 1) % 4), Seat((contractor + 3) % 4)
    tricks[left], tricks[right] = rest - rest // 2, rest // 2
    return tuple(tricks)


def _outcome(winner: object) -> str:
    return "Nobody yet: play on" if winner is None else f"{winner.label} win the game"


def _outcomes() -> tuple[str, ...]:
    return (*(_outcome(team) for team in Team), _outcome(None))


def _value_choices(answer: int, *others: int) -> tuple[str, ...]:
    return tuple(str(value) for value in sorted({answer, *others}))


def _points_choices(answer: int, *others: int) -> tuple[str, ...]:
    return tuple(points_text(value) for value in sorted({answer, *others}))


# ---- steps ----------------------------------------------------------------------------------


def _deck_step() -> Step:
    four, three = RULES.cards(), THREE.cards()
    hand = FiveHundredHand.from_deal(LESSON_DEAL, RULES)
    spades = [card for card in four if card != JOKER and card.suit is Suit.SPADES]
    hearts = [card for card in four if card != JOKER and card.suit is Suit.HEARTS]
    lowest_spade = min(spades, key=lambda card: card.rank)
    lowest_three = min((card for card in three if card != JOKER), key=lambda card: card.rank)
    rows = tuple(
        CardRow(suit.noun.capitalize(),
                tuple(sorted((card for card in four if card != JOKER and card.suit is suit),
                             key=lambda card: -card.rank)))
        for suit in Suit
    )
    grid = (
        ("players", "deck", "each", "kitty"),
        ("4 (two partnerships)", RULES.deck_description, str(len(hand.hand(Seat.SOUTH))),
         str(len(hand.deal.kitty))),
        ("3 (each for themselves)", THREE.deck_description, "10", "3"),
    )
    checks = (
        Check(
            "deck-size",
            "How many cards are in the four-player deck?",
            ("24", "33", "43", "52"),
            frozenset({str(len(four))}),
            f"{RULES.deck_description}: ten cards for each of four players and three for "
            "the kitty.",
            hint="Count each suit's cards (two suits start at 4, two at 5), then add the joker.",
        ),
        Check(
            "kitty",
            "Everyone is dealt ten cards. How many go to the kitty?",
            ("0", "3", "4", "5"),
            frozenset({str(len(hand.deal.kitty))}),
            "Three cards are dealt face down to the kitty, for the player who wins the "
            "auction.",
            hint="Take ten cards for each of the four players from the deck, and see what is left.",
        ),
        Check(
            "lowest-spade",
            "What is the lowest spade in the four-player deck?",
            tuple(Card.parse(text).symbol for text in ("4S", "5S", "6S", "7S")),
            frozenset({lowest_spade.symbol}),
            f"Spades and clubs run from 5 to ace; hearts and diamonds from "
            f"{min(hearts, key=lambda card: card.rank).symbol[:-1]} to ace.",
            hint="The black suits start one rank higher than the red ones.",
        ),
        Check(
            "three-deck",
            "Three players play with how many cards?",
            ("24", "33", "43", "52"),
            frozenset({str(len(three))}),
            f"{THREE.deck_description}: every suit starts at "
            f"{lowest_three.symbol[:-1]}, so 10 each and 3 in the kitty again.",
            hint="With three players every suit runs from 7 to ace; count them and add the joker.",
        ),
    )
    text = (
        "**Five Hundred** is a bidding relative of Euchre for **four players in two "
        "partnerships** (partners sit opposite; you are South, your partner North).\n\n"
        f"The deck has **{len(four)} cards**: 4 to ace in ♥ and ♦, 5 to ace in ♠ and ♣, and "
        "**one joker**. Each player gets **ten cards**, and **three** go face down to the "
        f"**kitty**. Three players use **{len(three)} cards** (7 to ace and the joker), "
        "each for themselves.\n\n"
        "The players bid for the right to name trump; the winner of the auction takes the "
        "kitty and must make the tricks bid. The first side to **500** wins."
    )
    examples = (
        ExampleTable("The four-player deck, suit by suit (and the joker)",
                     (*rows, CardRow("Joker", (JOKER,), "the highest card of all")),
                     grid=grid),
        ExampleTable(f"A deal: {hand.dealer.label} deals; your ten cards", (
            CardRow("Your hand (South)", hand.hand(Seat.SOUTH),
                    f"and {len(hand.deal.kitty)} cards face down in the kitty"),
        )),
    )
    return Step("fh-deck", "Ten cards each, a kitty and a joker", text, examples, checks)


def _trump_step() -> Step:
    hand = _contract(("bid 7H", "pass", "pass", "pass"))
    trump = hand.trump
    trumps = [card for card in RULES.cards() if hand.effective_suit(card) is trump]
    order = _by_power(trumps, trump, trump)
    top = ("JH", "JD", "AH", "JOKER")
    top_cards = [Card.parse(text) for text in top]
    highest = _by_power(top_cards, trump, trump)[0]
    left = Card.parse("JD")
    diamonds = [card for card in RULES.cards() if hand.effective_suit(card) is Suit.DIAMONDS]
    printed_diamonds = [card for card in RULES.cards() if card.suit is Suit.DIAMONDS]
    led = _played(hand, "play JD")
    north = led.legal_plays_for(Seat.NORTH)
    checks = (
        Check(
            "highest-trump",
            f"{trump.noun.capitalize()} are trump. Which card is highest?",
            tuple(card.symbol for card in top_cards),
            frozenset({highest.symbol}),
            f"The joker is the highest trump, then the right bower ({order[1].symbol}), then "
            f"the left bower ({order[2].symbol}), then the ace.",
            hint="In Five Hundred one card ranks above even the bowers.",
        ),
        Check(
            "left-suit",
            f"{trump.noun.capitalize()} are trump. Which suit does the {left.symbol} belong "
            "to?",
            tuple(f"{suit.symbol} {suit.noun}" for suit in Suit),
            frozenset({f"{hand.effective_suit(left).symbol} {hand.effective_suit(left).noun}"}),
            f"The jack of the same colour as trump is the left bower: a {trump.noun[:-1]}, "
            "not a diamond.",
            hint="As in Euchre, the jack of trump's colour joins trump for the whole hand.",
        ),
        Check(
            "follow-left",
            f"{trump.noun.capitalize()} are trump. South leads the {left.symbol}. North holds "
            f"{', '.join(card.symbol for card in led.hand(Seat.NORTH))}. "
            "Select every card North may play.",
            tuple(card.symbol for card in led.hand(Seat.NORTH)),
            _labels(north),
            f"The left bower is a {trump.noun[:-1]}: North must follow "
            f"{trump.noun} if able.",
            multi=True,
            hint=("Decide which suit the card led belongs to this hand, then which of North's "
                  "cards follow it."),
        ),
        Check(
            "short-suit",
            f"{trump.noun.capitalize()} are trump. How many cards of the four-player deck "
            "count as diamonds this hand (that is, follow a diamond lead)?",
            tuple(str(count) for count in sorted({9, 10, 11, len(diamonds)})),
            frozenset({str(len(diamonds))}),
            f"The deck prints {len(printed_diamonds)} diamonds (4 to ace), but the J♦ is a "
            f"{trump.noun[:-1]} this hand: {len(diamonds)} cards count as diamonds.",
            hint="One printed diamond follows another suit when hearts are trump.",
        ),
    )
    text = (
        "In a trump suit the order is Euchre's, with the **joker on top**: **joker**, "
        "**right bower** (the jack of trump), **left bower** (the other jack of the same "
        "colour), then A, K, Q, 10, 9… down to the lowest card. The joker and both bowers "
        "**belong to the trump suit**: follow trump with them, and the left bower's own "
        "suit is one card short.\n\n"
        "In the other suits the jack is an ordinary card between the queen and the 10."
    )
    examples = (
        ExampleTable(f"{trump.noun.capitalize()} trump: every trump, high to low", (
            CardRow("Trump", tuple(order), f"{len(order)} trumps"),
            CardRow("Diamonds", tuple(_by_power(diamonds, trump, Suit.DIAMONDS)),
                    "one short: the J♦ is a trump"),
        )),
    )
    return Step("fh-trump", "The joker and the bowers", text, examples, checks)


def _ladder_step() -> Step:
    trick_bids = [bid for bid in LADDER if not bid.is_misere]
    grid = [("tricks", *(d.symbol for d in Denomination))]
    for tricks in range(6, 11):
        grid.append((str(tricks), *(str(bid.value) for bid in trick_bids if bid.tricks ==
                                    tricks)))
    eight_d = Bid.parse("8D")
    trio = (Bid.parse("7S"), Bid.parse("6NT"), Bid.parse("6H"))
    highest = max(trio)
    below, above = _neighbours(MISERE)
    between = f"Above {below.label}, below {above.label}"
    wrong_places = (f"Above {Bid.parse('6NT').label}, below {Bid.parse('7S').label}",
                    f"Above {Bid.parse('10H').label}, below {Bid.parse('10NT').label}")
    checks = (
        Check(
            "value",
            f"What is a bid of {eight_d.label} worth?",
            _value_choices(eight_d.value, 240, 260, 300, 180),
            frozenset({str(eight_d.value)}),
            "40 for 6♠, +20 for each denomination up (♠ ♣ ♦ ♥ NT) and +100 for each "
            f"trick more: 40 + 200 + 40 = {eight_d.value}.",
            hint=("Start from 6♠'s value, then add for each denomination above spades and for "
                  "each extra trick."),
        ),
        Check(
            "outranks",
            "Which of these bids is the highest?",
            tuple(bid.label for bid in trio),
            frozenset({highest.label}),
            "More tricks always outrank fewer; at the same number, ♠ < ♣ < ♦ < ♥ < no "
            "trumps.",
            hint="On the ladder the number of tricks counts before the denomination.",
        ),
        Check(
            "misere-value",
            "What is misère worth? And open misère?",
            tuple(f"{a} and {b}" for a, b in ((250, 500), (220, 520), (250, 250),
                                               (500, 1000))),
            frozenset({f"{MISERE.value} and {OPEN_MISERE.value}"}),
            f"Misère scores {MISERE.value}; open misère (your hand face up) "
            f"{OPEN_MISERE.value}.",
            hint="Open misère is harder, with your hand face up, so it is worth more.",
        ),
        Check(
            "misere-rank",
            "Where does misère stand on the bid ladder?",
            (between, *wrong_places),
            frozenset({between}),
            f"Misère ranks just above {below.label} (worth {below.value}) and below "
            f"{above.label} (worth {above.value}).",
            hint="Misère's value falls between two bids' values: compare it with the ladder's.",
        ),
    )
    text = (
        "A bid names a number of tricks, **6 to 10**, and a denomination: a suit or **no "
        "trumps**. The order, low to high, is **♠ < ♣ < ♦ < ♥ < NT**; the lowest bid is "
        "**6♠** and the highest **10 NT**.\n\n"
        "Each bid is worth its value in the **Avondale schedule**: 6♠ is 40, each "
        "denomination up adds 20 and each trick more adds 100. **Misère** (lose every "
        f"trick) is worth {MISERE.value} and **open misère** {OPEN_MISERE.value}."
    )
    misere_grid = (("bid", "value", "ranks above", "ranks below"),
                   *((bid.label, str(bid.value), _neighbours(bid)[0].label,
                      _neighbours(bid)[1].label) for bid in (MISERE, OPEN_MISERE)))
    examples = (
        ExampleTable("The Avondale schedule: what each bid is worth", grid=tuple(grid)),
        ExampleTable("The misères on the ladder", grid=misere_grid),
    )
    return Step("fh-ladder", "The bid ladder and its values", text, examples, checks)


def _auction_step() -> Step:
    start = _calls(())
    outbid = _calls(AUCTION[:3])
    after_east = _calls(AUCTION[:4])
    done = _calls(AUCTION)
    everyone_passes = _calls(("pass",) * len(Seat))
    thrown = "The hand is thrown in and the deal passes on"
    dealer_bids = "The dealer must bid 6♠"
    redeal = "The same dealer deals again"
    thrown_answer = thrown if everyone_passes.phase is P.THROWN_IN else dealer_bids
    legal = start.legal_actions()
    first_offers = (Bid.parse("6S"), Bid.parse("10H"), MISERE, OPEN_MISERE)
    later_offers = (Bid.parse("7H"), Bid.parse("8S"), MISERE, OPEN_MISERE)
    checks = (
        Check(
            "first-call",
            f"{start.dealer.label} deals. Who calls first?",
            player_choices(Seat),
            frozenset({start.to_act.label}),
            "The auction starts left of the dealer and goes clockwise.",
            hint="The auction starts beside the dealer and moves clockwise.",
        ),
        Check(
            "pass-final",
            f"South bids {Bid.parse('7H').label}, West passes, North bids "
            f"{Bid.parse('7NT').label} and East passes. Who calls next?",
            player_choices(Seat),
            frozenset({after_east.to_act.label}),
            f"The call goes clockwise, so after East it comes to {after_east.to_act.label}. "
            "A pass is final: West and East are out of this auction, and from now on the "
            "call goes round between the two who bid.",
            hint="Go round clockwise, remembering that a pass is for good.",
        ),
        Check(
            "first-bids",
            "South calls first. Which of these may South bid?",
            tuple(offer.label for offer in first_offers),
            frozenset(offer.label for offer in first_offers if bid(offer) in legal),
            "Any trick bid may open the auction; misère only once someone has bid 7 of "
            "something; open misère at any time (it ranks above 10♦).",
            multi=True,
            hint="Misère needs an earlier bid of 7; the other bids need nothing before them.",
        ),
        Check(
            "after-seven",
            f"After North's {Bid.parse('7NT').label}, which of these may East bid?",
            tuple(offer.label for offer in later_offers),
            frozenset(offer.label for offer in later_offers
                      if bid(offer) in outbid.legal_actions()),
            f"A bid must outrank {Bid.parse('7NT').label}, so {Bid.parse('7H').label} may "
            f"not be bid; a 7 bid has been made, and misère outranks "
            f"{Bid.parse('7NT').label}; open misère may be bid at any time.",
            multi=True,
            hint="A new bid must outrank 7 no trumps: place each choice on the ladder.",
        ),
        Check(
            "all-pass",
            "All four players pass. What happens?",
            (thrown, dealer_bids, redeal),
            frozenset({thrown_answer}),
            "Nobody scores; the next player deals.",
            hint="In Five Hundred nobody is forced to bid.",
        ),
    )
    text = (
        "Starting **left of the dealer** and going clockwise, each player **bids or "
        "passes**. Every bid must be **higher** than the last. **A pass is final**: a "
        "player who passes is out of the auction.\n\n"
        "The auction ends when, after a bid, **every other player has passed**: the "
        "highest bid is the **contract**, and the bidder the **contractor**. If everybody "
        "passes, the hand is thrown in.\n\n"
        "**Misère** may be bid **only after someone has bid 7**; **open misère** at any "
        "time."
    )
    examples = (
        ExampleTable(f"An auction the engine took: {done.contractor.label} wins it with "
                     f"{done.contract.label}",
                     (CardRow("Your hand (South)", start.hand(Seat.SOUTH)),),
                     grid=_auction_grid(done)),
    )
    return Step("fh-auction", "The auction: bid or pass for good", text, examples, checks)


def _kitty_step() -> Step:
    won = _calls(("bid 7H", "pass", "pass", "pass"))
    contractor = won.contractor
    kitty = won.deal.kitty
    own_card = won.deal.hands[contractor][0]
    elsewhere = won.deal.hands[contractor.left][0]  # a card the contractor does not hold
    offered = (kitty[0], own_card, elsewhere)
    may_discard = frozenset(card.symbol for card in offered
                            if discard(card.text) in won.legal_actions())
    ready = _exchanged(won)
    checks = (
        Check(
            "kitty-cards",
            f"{contractor.label} wins the auction and picks up the kitty. How many cards "
            f"does {contractor.label} hold?",
            ("10", "11", "13", "15"),
            frozenset({str(len(won.hand(contractor)))}),
            "Ten cards and the three of the kitty: thirteen, then three are discarded.",
            hint="The contractor adds the whole kitty to the hand before discarding.",
        ),
        Check(
            "discard-kitty",
            f"{contractor.label} took the {kitty[0].symbol} from the kitty and was dealt the "
            f"{own_card.symbol}; {contractor.left.label} holds the {elsewhere.symbol}. Which of "
            f"these may {contractor.label} discard?",
            tuple(card.symbol for card in offered),
            may_discard,
            "Any three of the thirteen cards held may go, kitty cards included, face down; "
            "a card not held cannot be discarded.",
            multi=True,
            hint="Any card you hold may be discarded, but only a card you hold.",
        ),
        Check(
            "lead",
            "Who leads the first trick?",
            player_choices(Seat),
            frozenset({ready.to_act.label}),
            "The contractor leads to the first trick.",
            hint="In Five Hundred the first lead is not counted from the dealer.",
        ),
    )
    text = (
        "The **contractor** picks up the **kitty** without showing it, then **discards any "
        "three** of the thirteen cards face down — kitty cards too. Nobody else sees the "
        "kitty or the discards.\n\n"
        "The contractor then **leads** to the first trick. Follow suit if you can; the "
        "highest trump wins, else the highest card of the suit led. Ten tricks are "
        "played."
    )
    examples = (
        ExampleTable(f"{contractor.label} wins with {won.contract.label} and takes the kitty", (
            CardRow("Kitty", tuple(kitty), "picked up"),
            CardRow(f"{contractor.label} holds", won.hand(contractor),
                    f"{len(won.hand(contractor))} cards"),
            CardRow("After discarding", ready.hand(contractor), "ten again"),
        )),
    )
    return Step("fh-kitty", "The kitty", text, examples, checks)


def _misere_step() -> Step:
    hand = _contract(MISERE_AUCTION)
    contractor = hand.contractor
    (out,) = hand.sitting_out
    trick = hand
    while not trick.tricks:
        trick = trick.apply(trick.legal_actions()[0])
    (first,) = trick.tricks
    lost = _result(MISERE, contractor, (1, 5, 0, 4))
    points = _team_points(lost)
    own = Team(contractor % 2)
    other = Team(1 - own)
    checks = (
        Check(
            "sits-out",
            f"{contractor.label} plays misère. Who does not play this hand?",
            player_choices(Seat),
            frozenset({out.label}),
            "Misère is played alone: the contractor's partner lays the hand down.",
            hint="Misère is played alone, without a partner.",
        ),
        Check(
            "trick-size",
            "How many cards does each misère trick have?",
            ("2", "3", "4"),
            frozenset({str(len(first.plays))}),
            "Three players play: the contractor and the two opponents.",
            hint="Count the players who still play when one sits out.",
        ),
        Check(
            "misere-lost",
            f"{contractor.label} takes one trick. How do {own.label}'s points change?",
            _points_choices(points[own], 250, -100, 0),
            frozenset({points_text(points[own])}),
            f"One trick loses the misère: −{MISERE.value}.",
            hint="Misère must lose every trick: one trick is enough to fail.",
        ),
        Check(
            "misere-opponents",
            f"And {other.label}, who took the other tricks?",
            _points_choices(points[other], 90, 250),
            frozenset({points_text(points[other])}),
            "In misère the opponents score nothing for their tricks.",
            hint="In misère the opponents' tricks are not what scores.",
        ),
    )
    text = (
        "**Misère** is a contract to **lose every trick**, played **alone**: the "
        "contractor's **partner sits out** and each trick has three cards. There are no "
        "trumps. The contractor takes the kitty and discards three like any contractor.\n\n"
        f"Made (no trick taken) it scores **{MISERE.value}**; one trick loses it, "
        f"**−{MISERE.value}**, and the opponents score nothing.\n\n"
        f"**Open misère** ({OPEN_MISERE.value}) is the same, with the contractor's hand "
        "laid **face up** after the first trick."
    )
    examples = (
        ExampleTable(f"{contractor.label} bids misère after West's 7♣", (
            CardRow("Your hand (South)", hand.hand(Seat.SOUTH), "after the exchange"),
            *(CardRow(seat.label, (card,), "leads" if number == 0 else "")
              for number, (seat, card) in enumerate(first.plays)),
        ), grid=_auction_grid(hand)),
    )
    return Step("fh-misere", "Misère: lose every trick, alone", text, examples, checks)


def _joker_step() -> Step:
    no_trumps = _contract(("bid 7NT", "pass", "pass", "pass"))
    contractor = no_trumps.contractor
    assignable = _assignable(no_trumps)
    second_lead = _played(no_trumps, "play AS", "play 7C", "play TS", "play 8S")
    spade_led = second_lead.tricks[0].plays[0][1].suit
    names_now = _lead_names(second_lead)
    west_nt = _played(_contract(("bid 7NT", "pass", "pass", "pass"), JOKER_WEST_DEAL),
                      "play AS")
    west_misere = _played(_contract(MISERE_AUCTION, JOKER_WEST_DEAL), "play AS")
    west_cards = tuple(card.symbol for card in west_nt.hand(Seat.WEST))
    checks = (
        Check(
            "assign",
            f"{contractor.label} plays 7 no trumps holding the joker. Before the first lead, "
            "which suits may it give the joker?",
            _suit_choices(),
            assignable,
            "A contractor holding the joker may give it any suit: it is then the highest "
            "card of that suit.",
            multi=True,
            hint=("In no trumps the joker's holder gives it a suit before the first lead: is any "
                  "suit ruled out?"),
        ),
        Check(
            "lead-name",
            f"{contractor.label} kept the joker suitless and won the first trick, led with "
            f"a {spade_led.noun[:-1]}. Leading the joker now, which suits may "
            f"{contractor.label} name?",
            _suit_choices(),
            names_now,
            "A player leading a suitless joker names a suit not yet led this hand; the "
            f"others must follow it. {spade_led.noun.capitalize()} were led already.",
            multi=True,
            hint="A suitless joker led must name a suit that has not been led yet this hand.",
        ),
        Check(
            "keep-nt",
            f"Another deal: West holds {', '.join(west_cards)} — the joker and no spade. In "
            "South's 7 no trumps, South leads the A♠. Which cards may West play?",
            west_cards,
            _labels(west_nt.legal_plays_for(Seat.WEST)),
            "In no trumps a player with no card of the suit led may play the joker — or "
            "keep it and discard something else.",
            multi=True,
            hint="In no trumps a player who cannot follow suit may choose what to play.",
        ),
        Check(
            "must-misere",
            "Same cards, but South plays misère and leads the A♠. Which cards may West "
            "play?",
            west_cards,
            _labels(west_misere.legal_plays_for(Seat.WEST)),
            "In misère a player with no card of the suit led who holds the joker must play "
            "it.",
            multi=True,
            hint="In misère the joker has a rule of its own for a player who cannot follow suit.",
        ),
    )
    text = (
        "In **no trumps** and **misère** the joker has no suit unless the contractor "
        "gives it one. A **contractor holding the joker** may, before the first lead, "
        "**assign it to a suit**: it is then simply the highest card of that suit.\n\n"
        "Otherwise the joker **belongs to no suit** and **wins any trick** it is played "
        "to:\n"
        "- A player who holds the suit led must follow it; only a player **void** in the "
        "suit led may play the joker. In **no trumps** that player may keep it; in "
        "**misère** must play it.\n"
        "- **Leading** the joker, you **name a suit not yet led** this hand, and the "
        "others must follow it. If all four suits have been led, the joker may be led "
        "only to the last trick.\n"
        "- In misère, a contractor who left the joker suitless loses the contract the "
        "moment it wins a trick."
    )
    examples = (
        ExampleTable(f"{contractor.label} plays 7 no trumps with the joker", (
            CardRow(f"{contractor.label} holds", no_trumps.hand(contractor),
                    "may give the joker a suit: " + " ".join(
                        suit for suit in _suit_choices() if suit in assignable)),
            CardRow("The first trick", tuple(card for _, card in second_lead.tricks[0].plays),
                    f"{second_lead.tricks[0].winner.label} wins"),
        )),
        ExampleTable("West holds the joker and no spade; South leads the A♠", (
            CardRow("West may play (no trumps)", west_nt.legal_plays_for(Seat.WEST)),
            CardRow("West may play (misère)", west_misere.legal_plays_for(Seat.WEST)),
        )),
    )
    return Step("fh-joker", "The joker in no trumps and misère", text, examples, checks)


def _scoring_step() -> Step:
    seven = Bid.parse("7H")
    eight_s = Bid.parse("8S")
    made = _result(seven, Seat.SOUTH, _tricks(Seat.SOUTH, 5, 3))
    went_down = _result(seven, Seat.SOUTH, _tricks(Seat.SOUTH, 4, 2))
    slam = _result(eight_s, Seat.SOUTH, _tricks(Seat.SOUTH, 6, 4))
    ns, ew = Team.NORTH_SOUTH, Team.EAST_WEST
    cases = (("7♥, 8 tricks", made), ("7♥, 6 tricks", went_down), ("8♠, all 10", slam))
    grid = (("contract", "what happened", ns.label, ew.label),
            *((name, result.summary(), points_text(result.points[ns]),
               points_text(result.points[ew])) for name, result in cases))
    checks = (
        Check(
            "made",
            f"North–South bid {seven.label} and take 8 tricks. What do North–South score?",
            _points_choices(made.points[ns], 180, 220, 300),
            frozenset({points_text(made.points[ns])}),
            f"A contract made scores its value, {seven.value}: no extra for overtricks.",
            hint="Tricks over the contract add nothing to a made contract.",
        ),
        Check(
            "opponents",
            "And East–West, with the other 2 tricks?",
            _points_choices(made.points[ew], 0, 2, -20),
            frozenset({points_text(made.points[ew])}),
            "The opponents score 10 for every trick they took.",
            hint="The opponents score for each trick they take.",
        ),
        Check(
            "set",
            f"North–South bid {seven.label} and take only 6 tricks. What do they score?",
            _points_choices(went_down.points[ns], 0, -60, -100),
            frozenset({points_text(went_down.points[ns])}),
            f"A contract that fails loses its value: −{seven.value}.",
            hint="A failed contract costs what it would have earned.",
        ),
        Check(
            "slam",
            f"North–South bid {eight_s.label} (worth {eight_s.value}) and take all ten "
            "tricks. What do they score?",
            _points_choices(slam.points[ns], eight_s.value, 500, 340),
            frozenset({points_text(slam.points[ns])}),
            "All ten tricks on a contract worth less than 250 score 250: a slam.",
            hint="All ten tricks earn at least a fixed amount when the contract is worth less.",
        ),
    )
    text = (
        "- **Contract made**: the contracting side scores **the bid's value** (no extra "
        "for overtricks).\n"
        "- **Slam**: all ten tricks on a contract worth **less than 250** score **250** "
        "instead.\n"
        "- **Contract failed**: the contracting side **loses the bid's value**.\n"
        "- Either way, the opponents score **10 per trick** they won.\n"
        f"- **Misère**: {MISERE.value} (open misère {OPEN_MISERE.value}) made or lost; the "
        "opponents score nothing."
    )
    examples = (ExampleTable("Three hands scored by the engine", grid=grid),)
    return Step("fh-scoring", "Scoring: made, set, slam", text, examples, checks)


def _winning_step() -> Step:
    ns, ew = Team.NORTH_SOUTH, Team.EAST_WEST
    eight = Bid.parse("8S")
    made = _result(eight, Seat.SOUTH, _tricks(Seat.SOUTH, 5, 3))
    defended = _result(Bid.parse("7H"), Seat.SOUTH, _tricks(Seat.SOUTH, 4, 3))
    fell = _result(Bid.parse("7NT"), Seat.SOUTH, _tricks(Seat.SOUTH, 3, 2))
    cases = (
        ("win", (300, 380), made,
         f"North–South have 300 and bid {eight.label}; they take 8 tricks."),
        ("opponents", (120, 480), defended,
         "East–West have 480. North–South bid 7♥ and take 7 tricks; East–West take 3."),
        ("backwards", (-380, 200), fell,
         "North–South have −380. They bid 7 no trumps and take only 5 tricks."),
    )
    checks = []
    grid = [("before", "the hand", "after", "result")]
    whys = {
        "win": "A side reaching 500 or more by making its contract wins.",
        "opponents": "Points won as opponents never end the game: East–West must still "
                     "make a contract.",
        "backwards": "A side at −500 or below loses: the other side wins.",
    }
    hints = {
        "win": "Add the contract's value to the 300 and compare with 500.",
        "opponents": "Ask which points can end the game: a side wins only in one way.",
        "backwards": "Take the contract's value off; there is a losing line as well as a "
                     "winning one.",
    }
    for key, before, result, story in cases:
        after = tuple(score + points for score, points in zip(before, result.points,
                                                              strict=True))
        winner = match_winner(after, result)
        checks.append(Check(key, f"{story} What now?", _outcomes(),
                            frozenset({_outcome(winner)}),
                            f"{whys[key]} After the hand: North–South {after[ns]}, "
                            f"East–West {after[ew]}.", hint=hints[key]))
        grid.append((f"{before[ns]} – {before[ew]}", result.summary(),
                     f"{after[ns]} – {after[ew]}", _outcome(winner)))
    text = (
        "After each hand: a side that reaches **500 or more by making a contract wins**. "
        "Points from tricks won as opponents **never end the game** — a side that passes "
        "500 that way must still make a contract.\n\n"
        "A side at **−500 or below loses** (going out backwards): the other side wins.\n\n"
        f"A table option of the Play page, **{_490_option_label()}**: a side on 490 or more "
        "scores nothing for tricks it wins against the contractor, so only a contract "
        "takes it to 500."
    )
    examples = (ExampleTable("Three hands near the end of a game (North–South – East–West)",
                             grid=tuple(grid)), _490_example(defended))
    return Step("fh-winning", "To 500 — or out backwards at −500", text, examples,
                tuple(checks))


def _490_option_label() -> str:
    return next(option.label for option in FiveHundredRules.options()
                if option.name == "no_trick_points_from_490")


def _490_example(defended: FiveHundredResult) -> ExampleTable:
    """The same defended hand scored with East–West on 490, the option off and on."""
    ns, ew = Team.NORTH_SOUTH, Team.EAST_WEST
    before = (120, 490)
    grid = [("option", "the hand", "after")]
    for on in (False, True):
        rules = FiveHundredRules(no_trick_points_from_490=on)
        result = FiveHundredMatch.new(rules, seed=0).scored(defended, before)
        after = tuple(score + points for score, points in zip(before, result.points,
                                                              strict=True))
        grid.append(("on" if on else "off", result.summary(), f"{after[ns]} – {after[ew]}"))
    return ExampleTable(f"{_490_option_label()}: East–West on 490, North–South bid 7♥ and "
                        "take 7 tricks (scores before: 120 – 490)", grid=tuple(grid))


@cache
def build_five_hundred_course() -> tuple[Step, ...]:
    """Every step of the Five Hundred course, in order (built once; examples are engine
    positions)."""
    return (
        _deck_step(),
        _trump_step(),
        _ladder_step(),
        _auction_step(),
        _kitty_step(),
        _misere_step(),
        _joker_step(),
        _scoring_step(),
        _winning_step(),
    )
