"""The rules course for four-handed Euchre: steps of text, example tables and checks.

Each step's examples are engine positions and each check's right answer is read from
the engine (legal actions, ``legal_plays_for``, ``card_power``, ``effective_suit``, trick
winners, hand results, the match winner). The course ends with strategy tips, each
linked to the drill theme that practises it, and a short FAQ.

>>> course = build_course()
>>> [step.key for step in course][:3]
['deck', 'ranking', 'round-1']
>>> check = course[1].checks[0]
>>> check.grade(sorted(check.answer)[0]).correct
True
"""

from __future__ import annotations

import random
from functools import cache

from euchre import (
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    ActionKind,
    Card,
    Deal,
    Deck,
    HandState,
    IllegalActionError,
    Match,
    OpeningLead,
    Phase,
    Rules,
    Seat,
    Suit,
    Team,
    card_power,
    effective_suit,
    is_trump,
    joker_suit,
    trump_order,
)
from euchre.games.euchre.view import seat_view
from lessons.euchre.explain import card_role, cards_text
from lessons.euchre.loner import judge_loner
from lessons.euchre.options import (
    PassedOut,
    lone_defenders,
    lone_hand,
    opening_leader,
    passed_out,
    rule_option,
)
from lessons.euchre.themes import EuchreTheme
from lessons.kit.course import CardRow, Check, ExampleTable, Step, Tip

__all__ = ["build_course"]

DECK = Deck.STANDARD_24


def _seat_choices() -> tuple[str, ...]:
    return tuple(seat.label for seat in Seat)


def _suit_label(suit: Suit) -> str:
    return f"{suit.symbol} {suit.noun}"



# ---- the positions the course talks about -------------------------------------------------

#: West deals; South holds both red jacks; the queen of hearts is turned up.
BIDDING_DEAL = Deal.from_text(
    dealer="W",
    hands={"S": "JH JD AH 9C TS", "W": "9H TH AC KC QC", "N": "9D TD QD KD AD",
           "E": "9S QS KS AS JC"},
    upcard="QH",
)

#: North deals; everyone passes the Q♠; East names hearts and leads the ace of diamonds.
PLAY_DEAL = Deal.from_text(
    dealer="N",
    hands={"S": "JD QH 9S TS AC", "W": "9H TH KH AH JC", "N": "JH 9D TD QD KD",
           "E": "AD 9C TC QC KC"},
    upcard="QS",
)


#: The same hands dealt from the 32-card deck (the other 12 cards stay undealt).
PIQUET_DEAL = Deal.from_text(
    dealer="W",
    hands={"S": "JH JD AH 9C TS", "W": "9H TH AC KC QC", "N": "9D TD QD KD AD",
           "E": "9S QS KS AS JC"},
    upcard="QH",
    deck=Deck.PIQUET_32,
)

#: The same hands dealt from the joker deck, with the joker turned up.
JOKER_DEAL = Deal.from_text(
    dealer="W",
    hands={"S": "JH JD AH 9C TS", "W": "9H TH AC KC QC", "N": "9D TD QD KD AD",
           "E": "9S QS KS AS JC"},
    upcard="JOKER",
    deck=Deck.JOKER_25,
)


def _passes(state: HandState, count: int) -> HandState:
    for _ in range(count):
        state = state.apply(PASS)
    return state


# ---- steps ----------------------------------------------------------------------------------


def _deck_step() -> Step:
    by_suit = tuple(
        CardRow(_suit_label(suit), tuple(card for card in DECK.cards() if card.suit == suit))
        for suit in Suit
    )
    state = HandState.from_deal(BIDDING_DEAL)
    per_suit = len(by_suit[0].cards)
    dealt = CardRow("South's hand", state.hand(Seat.SOUTH))
    upcard = CardRow("Upcard", (state.upcard,), "the top card of the kitty, turned face up")
    checks = (
        Check(
            "deck-size",
            "How many cards are in a Euchre deck?",
            ("20", "24", "32", "52"),
            frozenset({str(DECK.size)}),
            f"{per_suit} cards (9, 10, J, Q, K, A) in each of the 4 suits: {DECK.size} cards.",
            hint="Count the ranks each suit has, then multiply by the number of suits.",
        ),
        Check(
            "kitty",
            "After five cards each are dealt, how many cards are left (the upcard included)?",
            ("0", "3", "4", "5"),
            frozenset({str(len(state.kitty))}),
            f"4 × 5 = 20 cards are dealt, so {len(state.kitty)} remain: the kitty, with the "
            "upcard turned face up on top.",
            hint=("Multiply the cards each player is dealt by the number of players, and take "
                  "that from the deck's size."),
        ),
        Check(
            "partner",
            "You sit South. Who is your partner?",
            _seat_choices(),
            frozenset({Seat.SOUTH.partner.label}),
            f"Partners sit opposite: {Seat.SOUTH.partner.label}–South against East–West.",
            hint="Partners sit across the table from each other, not side by side.",
        ),
    )
    text = (
        "Euchre is played by **four players in two teams**; partners sit opposite, so "
        "**North–South** play against **East–West**. You are always **South**.\n\n"
        f"The deck has **{DECK.size} cards**: 9, 10, jack, queen, king and ace in each suit. "
        "The dealer gives **five cards** to each player. The four cards left over are the "
        "**kitty**; its top card is turned face up — the **upcard** — and proposes a trump suit."
    )
    examples = (
        ExampleTable("The deck", by_suit),
        ExampleTable("A deal: West dealt, and you see your own hand and the upcard",
                     (dealt, upcard)),
    )
    return Step("deck", "The deck and the deal", text, examples, checks)


def _ranking_step() -> Step:
    hearts = Suit.HEARTS
    trumps = trump_order(hearts, DECK)
    diamonds = sorted((c for c in DECK.cards() if effective_suit(c, hearts) is Suit.DIAMONDS),
                      key=lambda c: -card_power(c, hearts, Suit.DIAMONDS))
    spades = sorted((c for c in DECK.cards() if effective_suit(c, hearts) is Suit.SPADES),
                    key=lambda c: -card_power(c, hearts, Suit.SPADES))
    rows = (
        CardRow("Trumps (♥), high to low", trumps, f"{len(trumps)} trumps"),
        CardRow("Diamonds, high to low", tuple(diamonds),
                f"only {len(diamonds)}: the J♦ has gone to trump"),
        CardRow("Spades, high to low", tuple(spades), "a plain suit keeps its jack"),
    )
    left, ace, king = Card.parse("JD"), Card.parse("AH"), Card.parse("KH")
    higher = max((left, ace, king), key=lambda card: card_power(card, hearts, hearts))
    jack_club = Card.parse("JC")
    spade_trump = Suit.SPADES
    which_trumps = (Card.parse("JC"), Card.parse("JD"), Card.parse("AS"), Card.parse("KC"))
    checks = (
        Check(
            "left-vs-ace",
            "Hearts are trump. Which card is highest?",
            (left.symbol, ace.symbol, king.symbol),
            frozenset({higher.symbol}),
            card_role(left, hearts) + "; the ace of trump comes only third.",
            hint=("Find where the jack of the same colour as trump ranks, and compare it with the "
                  "ace of trump."),
        ),
        Check(
            "left-suit",
            "Spades are trump. Which suit is the J♣?",
            tuple(_suit_label(suit) for suit in Suit),
            frozenset({_suit_label(effective_suit(jack_club, spade_trump))}),
            card_role(jack_club, spade_trump) + ". It follows spades, not clubs.",
            hint="A jack of the same colour as trump changes suit for the whole hand.",
        ),
        Check(
            "which-trumps",
            "Spades are trump. Select every trump.",
            tuple(card.symbol for card in which_trumps),
            frozenset(card.symbol for card in which_trumps if is_trump(card, spade_trump)),
            " ".join(card_role(card, spade_trump) + "." for card in which_trumps),
            multi=True,
            hint=("Trump is the trump suit plus one jack of the other suit of its colour; a jack "
                  "of the other colour keeps its own suit."),
        ),
    )
    text = (
        "One suit is **trump** each hand. Trumps beat every card of the other suits.\n\n"
        "The highest trump is the **right bower**, the jack of trump. Second is the **left "
        "bower**, the *other jack of the same colour* (♣ and ♠ are black, ♦ and ♥ red). Then "
        "come A, K, Q, 10, 9 of trump.\n\n"
        "The left bower **is a trump for everything** — following suit, winning, counting "
        "trumps. It no longer belongs to its printed suit, which has only five cards that hand. "
        "Other suits rank A, K, Q, J, 10, 9."
    )
    examples = (ExampleTable("Hearts are trump", rows, trump=hearts),)
    return Step("ranking", "Ranking and the bowers", text, examples, checks)


def _round_one_step() -> Step:
    start = HandState.from_deal(BIDDING_DEAL)
    order, state = [], start
    for _ in range(4):
        order.append(state.to_act)
        state = state.apply(PASS)
    first = start.to_act
    ordered = _passes(start, 2).apply(ORDER_UP)  # North and East pass, South orders up
    taker = next(seat for seat in Seat if start.upcard in ordered.hand(seat))
    dealer = start.dealer
    up = start.upcard.symbol
    checks = (
        Check(
            "first-bidder",
            f"{dealer.label} deals. Who bids first?",
            _seat_choices(),
            frozenset({first.label}),
            f"Bidding starts with the player left of the dealer ({first.label}) and goes "
            "clockwise: " + ", ".join(seat.label for seat in order) + ".",
            hint="The dealer speaks last in each round; go clockwise to find who speaks first.",
        ),
        Check(
            "who-picks-up",
            f"{order[0].label} and {order[1].label} pass, then {order[2].label} orders up the "
            f"{up}. Who takes the {up} into hand?",
            _seat_choices(),
            frozenset({taker.label}),
            f"Whoever orders it up, the dealer ({dealer.label}) picks up the upcard and then "
            f"discards one card face down. {order[2].label}'s team are the makers.",
            hint="Ordering up names trump; it does not decide who takes the upcard into hand.",
        ),
        Check(
            "dealer-cards",
            f"How many cards does {dealer.label} hold just before discarding?",
            ("5", "6", "7"),
            frozenset({str(len(ordered.hand(dealer)))}),
            f"Five dealt cards plus the {up}: {len(ordered.hand(dealer))}; the discard brings "
            "the hand back to five.",
            hint="The dealer takes the upcard into hand before letting a card go.",
        ),
    )
    text = (
        "**Round 1 — the upcard.** Starting left of the dealer and going clockwise, each "
        "player either **passes** or **orders it up**: the upcard's suit becomes trump. (The "
        "dealer says *pick it up*; the dealer's partner traditionally says *I assist*.)\n\n"
        "When someone orders it up, the **dealer takes the upcard** into hand and **discards** "
        "one card face down. The player who chose trump is the **maker**; the maker's team "
        "must win **at least three of the five tricks**."
    )
    rows = (
        CardRow("Your hand (South)", start.hand(Seat.SOUTH)),
        CardRow("Upcard", (start.upcard,), f"{dealer.label} deals"),
    )
    examples = (ExampleTable(f"Round 1: will anyone order up the {up}?", rows),)
    return Step("round-1", "Bidding, round 1: order it up", text, examples, checks)


def _round_two_step() -> Step:
    start = HandState.from_deal(BIDDING_DEAL)
    round_two = _passes(start, 4)
    bidder = round_two.to_act
    nameable = sorted(
        {action.suit for action in round_two.legal_actions()
         if action.kind is ActionKind.NAME_TRUMP}
    )
    at_dealer = _passes(round_two, 3)
    dealer = at_dealer.to_act
    try:
        at_dealer.apply(PASS)
        refusal = ""
    except IllegalActionError as error:
        refusal = str(error)
    turned = round_two.turned_down
    other = next(suit for suit in Suit if suit is not turned)
    dealer_offers = ("Pass", f"Name {other.symbol}", f"Name {turned.symbol}")
    legal = {action.text for action in at_dealer.legal_actions()}
    dealer_may = frozenset(
        offer for offer, action in zip(dealer_offers, ("pass", f"name {other.letter}",
                                                        f"name {turned.letter}"), strict=True)
        if action in legal)
    checks = (
        Check(
            "nameable",
            f"All four passed the {start.upcard.symbol}. Which suits may {bidder.label} name?",
            tuple(_suit_label(suit) for suit in Suit),
            frozenset(_suit_label(suit) for suit in nameable),
            f"The upcard is turned down, and its suit ({turned.symbol}) may not be named this "
            f"hand: {', '.join(suit.symbol for suit in nameable)} remain.",
            multi=True,
            hint="Once the upcard is turned down, its suit is off the table for round 2.",
        ),
        Check(
            "stick-dealer",
            f"Everyone passes again, up to {dealer.label}, the dealer. What may "
            f"{dealer.label} do?",
            dealer_offers,
            dealer_may,
            (refusal or "The table rules let the dealer pass.") + " Every hand is played; "
            f"the turned-down suit ({turned.symbol}) may not be named.",
            multi=True,
            hint=("Think about what stick the dealer forbids, and which suit is still barred "
                  "after the turn-down."),
        ),
    )
    text = (
        "**Round 2 — naming a suit.** If all four pass, the upcard is **turned down** and its "
        "suit may not be trump this hand. Again from the dealer's left, each player passes or "
        "**names one of the other three suits**.\n\n"
        "**Stick the dealer** (the standard rule): if the first three pass in round 2, the "
        "dealer may not pass and must name a suit. There are no redeals."
    )
    rows = (
        CardRow("Turned down", (start.upcard,), f"{turned.symbol} cannot be trump this hand"),
        CardRow("Your hand (South)", start.hand(Seat.SOUTH)),
    )
    examples = (ExampleTable("Round 2: everyone passed the upcard", rows),)
    return Step("round-2", "Round 2 and stick the dealer", text, examples, checks)


def _alone_step() -> Step:
    start = HandState.from_deal(BIDDING_DEAL)
    south_alone = _passes(start, 2).apply(ORDER_UP_ALONE)
    if south_alone.phase is Phase.DEALER_DISCARD:
        south_alone = south_alone.apply(f"discard {south_alone.hand(start.dealer)[0]}")
    sitting = sorted(south_alone.sitting_out)
    leader = south_alone.to_act
    partner_of_dealer = start.dealer.partner
    partner_alone = start
    while partner_alone.to_act != partner_of_dealer:
        partner_alone = partner_alone.apply(PASS)
    partner_alone = partner_alone.apply(ORDER_UP_ALONE)
    dealer = start.dealer
    picks_up = partner_alone.upcard_taken
    upcard_fates = (f"{dealer.label} picks it up and discards",
                    "Nobody picks it up; its suit is still trump",
                    "It is turned down, and the bidding goes on")
    checks = (
        Check(
            "who-sits-out",
            f"North and East pass; South orders up the {start.upcard.symbol} alone. "
            "Who sits out?",
            _seat_choices(),
            frozenset(seat.label for seat in sitting),
            "The lone maker's partner lays the hand face down and sits out the whole hand.",
            hint="A lone maker plays without help from one particular seat.",
        ),
        Check(
            "lone-lead",
            f"{dealer.label} deals. Who leads the first trick of South's lone hand?",
            _seat_choices(),
            frozenset({leader.label}),
            f"The player left of the dealer leads; {dealer.left.label} is sitting out, so the "
            f"next player, {leader.label}, leads.",
            hint="The lead starts left of the dealer, but a seat that sits out cannot lead.",
        ),
        Check(
            "dealer-partner-alone",
            f"Another hand: {partner_of_dealer.label} orders up alone, and the dealer "
            f"{dealer.label} is {partner_of_dealer.label}'s partner. What happens to the "
            "upcard?",
            upcard_fates,
            frozenset({upcard_fates[0] if picks_up else upcard_fates[1]}),
            f"{dealer.label} sits out, so by the standard rule nobody picks up the upcard; its "
            "suit is still trump.",
            hint=("The dealer picks up the upcard only to play it: ask whether the dealer plays "
                  "this hand at all."),
        ),
    )
    verdict = judge_loner(seat_view(_passes(start, 2), Seat.SOUTH))
    text = (
        "The maker may **go alone** when making trump (tick **Go alone** next to the bid). "
        "The partner lays the hand face down and **sits out**: one against two.\n\n"
        "A lone maker who takes **all five tricks scores 4** instead of 2. Three or four "
        "tricks still score 1, and a euchre still gives the defenders 2.\n\n"
        "If the dealer's partner orders up alone, the dealer sits out and does not pick up."
        f"\n\n**A hand worth playing alone?** {start.dealer.label} deals, North and East "
        f"pass, and South holds the hand below. {verdict.answer()}"
    )
    rows = (CardRow("South's hand", start.hand(Seat.SOUTH), "both red jacks and the A♥"),
            CardRow("Upcard", (start.upcard,)))
    examples = (ExampleTable("A hand worth playing alone? The Expert's figures", rows,
                             grid=verdict.grid()),)
    return Step("alone", "Going alone", text, examples, checks)


def _play_step() -> Step:
    state = _passes(HandState.from_deal(PLAY_DEAL), 4)
    while state.to_act != Seat.EAST:
        state = state.apply(PASS)
    state = state.apply("name H").apply("play AD")
    south = state.hand(Seat.SOUTH)
    legal = state.legal_plays_for(Seat.SOUTH)
    trump = state.trump
    finished = state.apply("play JD", seat="S").apply("play 9H", seat="W")
    finished = finished.apply("play KD", seat="N")
    trick = finished.tricks[0]
    winner_card = trick.card_of(trick.winner)
    plays = ", ".join(f"{seat.label} {card.symbol}" for seat, card in trick.plays)
    checks = (
        Check(
            "legal-plays",
            f"Hearts are trump and East leads the A♦. You hold {cards_text(south)}. "
            "Select every card you may play.",
            tuple(card.symbol for card in south),
            frozenset(card.symbol for card in legal),
            "You must follow diamonds if you can — but the J♦ is a heart this hand, so you "
            "have no diamond and may play any card.",
            multi=True,
            hint=("Decide which suit each card belongs to with hearts trump, the jacks included, "
                  "then ask whether you can follow the suit led."),
        ),
        Check(
            "trick-winner",
            f"The trick goes {plays}. Who wins it?",
            _seat_choices(),
            frozenset({trick.winner.label}),
            f"{card_role(winner_card, trump)}; it beats the 9♥ and every diamond.",
            hint=("Work out which cards are trump this hand, jacks included; any trump beats "
                  "every card of the suit led."),
        ),
    )
    text = (
        "The player **left of the dealer leads** the first trick; any card may be led. "
        "Each player must **follow suit** if able — and a card's suit is its *effective* "
        "suit: when a plain suit is led, the left bower may **not** follow it, and when trump "
        "is led the left bower must be played like any other trump if it is your only one.\n\n"
        "If you cannot follow, play any card, a trump included (a **ruff**). The **highest "
        "trump** wins the trick; with no trump in it, the **highest card of the suit led**. "
        "The winner leads the next trick."
    )
    rows = (
        CardRow("East leads", (Card.parse("AD"),)),
        CardRow("Your hand (South)", south, "hearts are trump"),
    )
    examples = (ExampleTable("Following suit with the left bower", rows, trump=trump),)
    return Step("play", "Playing and following suit", text, examples, checks)


def _options_play_step() -> Step:
    stick, defend, lead = (rule_option(name) for name in
                           ("stick_the_dealer", "defend_alone", "opening_lead"))
    outcomes = {value: passed_out(BIDDING_DEAL, Rules(stick_the_dealer=value))
                for value in stick.choices}
    dealer = BIDDING_DEAL.dealer
    turned = outcomes[True].at_dealer.turned_down
    nameable = ", ".join(suit.symbol for suit in sorted(
        {action.suit for action in outcomes[True].at_dealer.legal_actions()
         if action.kind is ActionKind.NAME_TRUMP}))

    def if_dealer_passes(outcome: PassedOut) -> str:
        if not outcome.dealer_may_pass:
            return f"not allowed: {dealer.label} must name {nameable}"
        return outcome.after.result().summary() if outcome.after.is_over else "bidding goes on"

    stick_grid = [(stick.label, f"{dealer.label}, the dealer, passes too")]
    stick_grid += [(stick.words_for(value), if_dealer_passes(outcomes[value]))
                   for value in stick.choices]
    thrown = "Thrown in: nobody scores and the next dealer deals"
    must_name = f"{dealer.label} must name a suit other than {turned.symbol}"
    dealer_scores = f"{dealer.team.label} score 1"
    outcome = outcomes[False]
    no_stick_answer = (thrown if outcome.thrown_in else
                       must_name if not outcome.dealer_may_pass else dealer_scores)

    defenders = {value: lone_defenders(BIDDING_DEAL, Rules(defend_alone=value))
                 for value in defend.choices}
    defend_grid = [(defend.label, "who may defend alone against South")]
    defend_grid += [(defend.words_for(value),
                     ", ".join(seat.label for seat in defenders[value]) or "nobody")
                    for value in defend.choices]
    on = Rules(defend_alone=True)
    last_defender = defenders[True][-1] if defenders[True] else Seat.EAST
    leaders = {value: opening_leader(BIDDING_DEAL, Rules(opening_lead=value))
               for value in lead.choices}
    both = {value: opening_leader(BIDDING_DEAL, Rules(defend_alone=True, opening_lead=value),
                                  defender=last_defender)
            for value in lead.choices}
    lead_grid = [(lead.label, "South alone", f"South alone, {last_defender.label} defends alone")]
    lead_grid += [(lead.words_for(value), leaders[value].label, both[value].label)
                  for value in lead.choices]
    loner_rule = Rules(opening_lead=OpeningLead.LEFT_OF_LONER)
    lone = lone_hand(BIDDING_DEAL, Rules())
    sitting = ", ".join(seat.label for seat in sorted(lone.sitting_out))
    checks = (
        Check(
            "no-stick",
            f"**{stick.label}** is off. The {BIDDING_DEAL.upcard.symbol} was turned down and "
            f"all four pass again, {dealer.label} (the dealer) last. What happens?",
            (must_name, thrown, dealer_scores),
            frozenset({no_stick_answer}),
            "Without stick the dealer the dealer may pass too: the hand is thrown in, nobody "
            "scores, and the deal passes to the left.",
            hint="With this option off, the dealer is no longer forced to name a suit.",
        ),
        Check(
            "defend-alone",
            f"**{defend.label}** is on. {dealer.label} deals; South orders up the "
            f"{BIDDING_DEAL.upcard.symbol} alone and {dealer.label} discards. "
            "Who may now play alone against South?",
            tuple(seat.label for seat in Seat if seat is not Seat.SOUTH),
            frozenset(seat.label for seat in lone_defenders(BIDDING_DEAL, on)),
            "With defend alone on, each defender in turn may declare alone after the maker's "
            "decision and before the first lead; the lone defender's partner sits out too. "
            "South's partner sits out already.",
            multi=True,
            hint="Only defenders may defend alone, and the maker's partner already sits out.",
        ),
        Check(
            "loner-lead",
            f"**{lead.label}**: {lead.words_for(OpeningLead.LEFT_OF_LONER)}. {dealer.label} "
            "deals and South plays alone. Who leads the first trick?",
            _seat_choices(),
            frozenset({opening_leader(BIDDING_DEAL, loner_rule).label}),
            f"The player left of the lone player (South) leads. By the standard rule the "
            f"player left of the dealer would lead, skipping {sitting} who sits out: "
            f"{leaders[OpeningLead.LEFT_OF_DEALER].label}.",
            hint=("With this option the first lead is counted from the lone player, not from the "
                  "dealer."),
        ),
    )
    text = (
        "The **Play** page lets you set the table rules before a match. The standard game is "
        "what you have learnt so far; these options change bidding and lone hands.\n\n"
        f"**{stick.label}** — {stick.help} {stick.words_for(False).capitalize()}; nobody "
        "scores and the deal passes to the left.\n\n"
        f"**{defend.label}** — {defend.help} After a lone maker's bid each defender may "
        "declare alone; a lone defender who euchres the makers scores 2 for three or four "
        "tricks, 4 for all five (or 4 for any euchre, by the option "
        f"*{rule_option('lone_defender_scoring').label}*).\n\n"
        f"**{lead.label}** — {lead.help} Either {lead.words_for(OpeningLead.LEFT_OF_DEALER)}, "
        f"or {lead.words_for(OpeningLead.LEFT_OF_LONER)}."
    )
    examples = (
        ExampleTable(f"{stick.label}: all four passed twice, up to {dealer.label}",
                     (CardRow("Turned down", (BIDDING_DEAL.upcard,),
                              f"{turned.symbol} cannot be named"),), grid=tuple(stick_grid)),
        ExampleTable(f"{defend.label}: {dealer.label} deals, South orders up alone",
                     (CardRow("South's hand", BIDDING_DEAL.hands[Seat.SOUTH]),
                      CardRow("Upcard", (BIDDING_DEAL.upcard,))), grid=tuple(defend_grid)),
        ExampleTable(f"{lead.label}: who leads the first trick", grid=tuple(lead_grid)),
    )
    return Step("options-play", "Table options: passing out and lone hands", text, examples,
                checks)


def _options_deck_step() -> Step:
    deck = rule_option("deck")
    hearts = Suit.HEARTS
    piquet = HandState.from_deal(PIQUET_DEAL, Rules(deck=Deck.PIQUET_32))
    standard = HandState.from_deal(BIDDING_DEAL)
    piquet_trumps = trump_order(hearts, Deck.PIQUET_32)
    joker_trumps = trump_order(hearts, Deck.JOKER_25)
    joker_up = HandState.from_deal(JOKER_DEAL, Rules(deck=Deck.JOKER_25))
    chooser = joker_up.to_act
    played = _passes(joker_up.apply(joker_suit(hearts)), 2).apply(ORDER_UP)
    played = played.apply("discard QC")
    for seat, card in (("N", "9D"), ("E", "9S"), ("S", "JH"), ("W", "JOKER")):
        played = played.apply(f"play {card}", seat=seat)
    trick = played.tricks[0]
    winner = trick.card_of(trick.winner)
    plays = ", ".join(f"{seat.label} {card.symbol}" for seat, card in trick.plays)
    dealer = JOKER_DEAL.dealer
    checks = (
        Check(
            "deck32-undealt",
            f"**{deck.label}**: {deck.words_for(Deck.PIQUET_32)}. After five cards each, how "
            "many cards are left undealt (the upcard included)?",
            ("4", "8", "12", "20"),
            frozenset({str(len(piquet.kitty))}),
            f"{Deck.PIQUET_32.size} cards, 20 dealt: {len(piquet.kitty)} stay in the kitty "
            f"(with 24 cards, {len(standard.kitty)}).",
            hint=("The deal is still five cards to each of four players; take that from the "
                  "bigger deck."),
        ),
        Check(
            "deck32-trumps",
            "32 cards, hearts are trump. How many trumps are there?",
            ("7", "8", "9", "10"),
            frozenset({str(len(piquet_trumps))}),
            f"{cards_text(piquet_trumps)}: the 8♥ and 7♥ join the bottom of trump.",
            hint=("Count the trump suit's cards from 7 to ace, then add the bower that comes from "
                  "the other suit of its colour."),
        ),
        Check(
            "joker-upcard",
            f"Joker deck: {dealer.label} deals and the joker is turned up. Who decides which "
            "suit it proposes?",
            _seat_choices(),
            frozenset({chooser.label}),
            f"Before bidding begins the dealer ({dealer.label}) names the joker's suit; round 1 "
            "then bids on that suit as if a card of it were turned up.",
            hint=("A joker turned up has no suit of its own: someone has to give it one before "
                  "the bidding."),
        ),
        Check(
            "joker-trick",
            f"Joker deck, hearts are trump. The trick goes {plays}. Which card wins it?",
            tuple(card.symbol for _, card in trick.plays),
            frozenset({winner.symbol}),
            f"The joker (the Benny) is the highest trump, above the right bower: "
            f"{trick.winner.label} wins with it.",
            hint="Compare the joker with the bowers in the joker deck's trump order.",
        ),
    )
    text = (
        f"**{deck.label}** — {deck.help}\n\n"
        f"- **{deck.words_for(Deck.PIQUET_32)}**: the 8s and 7s are added. Everyone still gets "
        f"five cards, so {len(piquet.kitty)} cards stay undealt; trump and the other suits "
        "simply go two cards lower.\n"
        f"- **{deck.words_for(Deck.JOKER_25)}**: the joker is the **highest trump**, above "
        "both bowers, whatever suit is trump. If the joker is the upcard, the **dealer names "
        "the suit it stands for** before anyone bids; round 1 then bids on that suit, and the "
        "dealer who picks it up holds the Benny."
    )
    examples = (
        ExampleTable(f"{deck.words_for(Deck.PIQUET_32)}, hearts trump",
                     (CardRow("Trumps, high to low", piquet_trumps,
                              f"{len(piquet_trumps)} trumps"),
                      CardRow("South's hand", piquet.hand(Seat.SOUTH)),
                      CardRow("Upcard", (piquet.upcard,),
                              f"{len(piquet.kitty)} cards undealt with it")), trump=hearts),
        ExampleTable(f"{deck.words_for(Deck.JOKER_25)}, hearts trump",
                     (CardRow("Trumps, high to low", joker_trumps, "the joker on top"),
                      CardRow("Upcard", (JOKER_DEAL.upcard,),
                              f"{dealer.label} deals and names its suit: ♥"),
                      CardRow("The first trick", tuple(card for _, card in trick.plays),
                              plays)), trump=hearts),
    )
    return Step("options-deck", "Table options: 32 cards and the joker", text, examples,
                checks)


def _random_playout(state: HandState, rng: random.Random) -> HandState:
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@cache
def _scoring_hands() -> dict[str, HandState]:
    """Seeded hands ordered up by the first bidder and played at random, one per outcome."""
    wanted = {
        "three or four tricks": (False, lambda r: r.maker_tricks in (3, 4)),
        "a march (all five)": (False, lambda r: r.march),
        "alone, three or four": (True, lambda r: r.maker_tricks in (3, 4)),
        "alone, all five": (True, lambda r: r.march),
        "euchred (under three)": (False, lambda r: r.euchred),
    }
    found: dict[str, HandState] = {}
    for name, (alone, test) in wanted.items():
        for seed in range(5000):
            state = HandState.from_seed(f"course-scoring:{seed}")
            state = state.apply(ORDER_UP_ALONE if alone else ORDER_UP)
            state = _random_playout(state, random.Random(seed))
            if test(state.result()):
                found[name] = state
                break
    return found


def _scoring_step() -> Step:
    hands = _scoring_hands()
    grid: list[tuple[str, ...]] = [("makers' result", "example hand", "points")]
    for name, state in hands.items():
        result = state.result()
        scorer = result.scoring_team
        grid.append((name, result.summary(), f"{scorer.label} +{result.points[scorer]}"))
    march = hands["a march (all five)"].result()
    euchre = hands["euchred (under three)"].result()
    lone = hands["alone, all five"].result()
    defenders = euchre.makers.other
    checks = (
        Check(
            "march-points",
            "The makers win all five tricks, with their partner. How many points do they score?",
            ("1", "2", "3", "4"),
            frozenset({str(march.points[march.makers])}),
            "All five tricks is a march: 2 points (4 if the maker played alone).",
            hint=("All five tricks with a partner is a march: find its row in the step's "
                  "scoring table."),
        ),
        Check(
            "euchre-points",
            "The makers take only two tricks. What happens?",
            ("The makers score 1", "Nobody scores", "The defenders score 1",
             "The defenders score 2"),
            frozenset({
                "The defenders score 2" if euchre.points[defenders] == 2
                else "The defenders score 1" if euchre.points[defenders] == 1
                else "Nobody scores"
            }),
            f"Fewer than three tricks: the makers are euchred and the defenders score "
            f"{euchre.points[defenders]}.",
            hint=("Ask what the makers needed, and what the defenders earn when the makers fall "
                  "short."),
        ),
        Check(
            "lone-march-points",
            "A maker plays alone and takes all five tricks. How many points?",
            ("1", "2", "3", "4"),
            frozenset({str(lone.points[lone.makers])}),
            "A lone march scores 4: the reward for taking the risk alone.",
            hint=("Going alone is rewarded only when every trick is taken; find the lone march in "
                  "the step's scoring table."),
        ),
    )
    text = (
        "After five tricks, the hand is scored:\n\n"
        "| makers' tricks | points |\n|---|---|\n"
        "| 3 or 4 | makers +1 |\n| all 5 (a **march**) | makers +2 |\n"
        "| all 5, **alone** | makers +4 |\n| 3 or 4, alone | makers +1 |\n"
        "| fewer than 3 (**euchred**) | defenders +2 |\n\n"
        "The table below shows hands the engine dealt and played, one of each kind."
    )
    examples = (ExampleTable("Hands played to the end, and what they scored",
                             grid=tuple(grid)),)
    return Step("scoring", "Scoring a hand", text, examples, checks)


@cache
def _played_match(seed: int = 7) -> Match:
    """A whole match of loose random bids and random play, for the match step."""
    rng = random.Random(f"course-match:{seed}")
    match = Match.new(Rules(), seed=f"course-match:{seed}")
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
            continue
        legal = match.legal_actions()
        bids = [a for a in legal if a.is_bid and a is not PASS and not a.alone]
        if PASS in legal and (not bids or rng.random() < 0.75):
            action = PASS
        else:
            action = rng.choice(bids or list(legal))
        match = match.apply(action)
    return match


def _match_step() -> Step:
    match = _played_match()
    before = match.score_before_hand
    last = match.current.result()
    winner = match.winner
    final = match.score
    target = match.rules.points_to_win

    def outcome(team: Team) -> str:
        return f"{team.label} win the match"

    choices = (outcome(Team.NORTH_SOUTH), outcome(Team.EAST_WEST), "Nobody yet: play on")
    history = match.score_history()
    grid = [("after hand", "North–South", "East–West")]
    grid += [(str(number), str(ns), str(ew)) for number, ns, ew in history[1:]]
    checks = (
        Check(
            "match-winner",
            f"Before the last hand North–South had {before[0]} and East–West {before[1]}. "
            f"Then: {last.summary()} What now?",
            choices,
            frozenset({outcome(winner)}),
            f"The first team to reach {target} points wins the match: {winner.label} win "
            f"{final[winner]} to {final[winner.other]}.",
            hint=("Add the hand's points to the score first, then see who has reached the match "
                  "target."),
        ),
    )
    text = (
        f"Each team keeps one score. The first team to reach **{target} points** wins the "
        "match. The deal passes one seat clockwise after every hand."
    )
    examples = (ExampleTable("A whole match, hand by hand (random play)", grid=tuple(grid)),)
    return Step("match", "Winning the match", text, examples, checks)


TIPS = (
    Tip("Count the tricks you expect before calling: a safe call usually needs about three "
        "trumps including a bower, or two strong trumps and an off-suit ace.",
        EuchreTheme.CALLING_STRENGTH),
    Tip("Never forget the left bower: five diamonds may be only four when hearts is trump.",
        EuchreTheme.LEFT_BOWER_SUIT),
    Tip("As maker, lead trump early to pull the defenders' trumps, but keep a bower for their "
        "high cards or the last trick: know which trump is boss.",
        EuchreTheme.MAKER_LEADS_TRUMP),
    Tip("As defender, keep a trump to ruff the maker's good off-suit cards, and cash your "
        "off-suit aces while they still win.",
        EuchreTheme.CASH_SIDE_ACE),
    Tip("Don't trump your partner's winning card: throw off a low card and keep your trump "
        "for an opponent's trick.",
        EuchreTheme.DONT_TRUMP_PARTNER),
    Tip("Read the upcard and the passes: a player who passed the upcard in round 1 is often "
        "short in that suit.",
        EuchreTheme.NAMING_SUIT),
    Tip("The dealer's side gets the upcard: count it when you are the dealer or assist.",
        EuchreTheme.DEALER_PICKUP),
    Tip("Go alone only when your hand can take all five tricks by itself: high trumps and "
        "off-suit aces or voids. A low off-suit card is a trick your partner could have "
        "won — with it, even both bowers and the ace are worth more together.",
        EuchreTheme.GOING_ALONE),
)


def _tips_step() -> Step:
    hearts = Suit.HEARTS
    hand = tuple(Card.parse(text) for text in ("JH", "JD", "AH", "KS", "9C"))
    count = sum(1 for card in hand if is_trump(card, hearts))
    diamonds = tuple(Card.parse(text) for text in ("JD", "AD", "KD", "QD", "9D"))
    real_diamonds = sum(1 for card in diamonds if effective_suit(card, hearts) is Suit.DIAMONDS)
    checks = (
        Check(
            "count-trumps",
            f"Hearts are trump. You hold {cards_text(hand)}. How many trumps do you hold?",
            ("1", "2", "3", "4"),
            frozenset({str(count)}),
            f"J♥, J♦ (the left bower) and A♥: {count} trumps, two of them bowers.",
            hint="Check which suit each card belongs to this hand, the jacks included.",
        ),
        Check(
            "count-diamonds",
            f"Hearts are trump. How many diamonds are in {cards_text(diamonds)}?",
            ("3", "4", "5"),
            frozenset({str(real_diamonds)}),
            f"The J♦ is a heart this hand, so only {real_diamonds} of these cards are diamonds.",
            hint="One of these cards does not follow diamonds when hearts are trump.",
        ),
    )
    text = (
        "You know the rules. These habits win hands; each links to the drills that practise "
        "it on the **Train** page."
    )
    examples = (ExampleTable("Count your trumps: hearts are trump",
                             (CardRow("Your hand", hand),), trump=hearts),)
    return Step("tips", "Strategy tips", text, examples, checks, tips=TIPS)


FAQ = (
    ("Why is the jack of diamonds a heart?",
     "When hearts are trump, the jack of the same colour — the J♦ — becomes the left bower, the "
     "second-highest trump. For that hand it is a heart in every way: it follows hearts, it "
     "must be played to a heart lead if it is your only heart, and it cannot follow diamonds."),
    ("Can the dealer pass under stick the dealer?",
     "In round 1, yes. In round 2, if the other three pass, no: the dealer must name a suit "
     "(not the turned-down one). With the rule off, the hand would be thrown in instead."),
    ("What does my partner do when I go alone?",
     "Nothing: your partner lays the hand face down and sits out. You play one against two; "
     "all five tricks score 4."),
    ("What happens to the dealer's discard?",
     "It stays face down for the whole hand; only the dealer knows it."),
    ("Who leads first?",
     "The player left of the dealer; if that player sits out for a loner, the next player."),
)


def _faq_step() -> Step:
    state = _passes(HandState.from_deal(BIDDING_DEAL), 7)
    legal = state.legal_actions()
    turned = state.turned_down
    may_pass = PASS in legal
    may_name_turned = any(a.kind is ActionKind.NAME_TRUMP and a.suit == turned for a in legal)
    pass_choice = "Pass: the hand is thrown in"
    other_choice = f"Name a suit other than {turned.symbol}"
    any_choice = f"Name any suit, {turned.symbol} included"
    answer = pass_choice if may_pass else any_choice if may_name_turned else other_choice
    checks = (
        Check(
            "faq-stick",
            f"The {state.upcard.symbol} was turned down and everyone passed again up to the "
            "dealer. What must the dealer do?",
            (pass_choice, other_choice, any_choice),
            frozenset({answer}),
            "Stick the dealer: the dealer must name a suit, and the turned-down suit is not "
            "allowed.",
            hint="Stick the dealer forbids one thing, and the turned-down suit stays barred.",
        ),
    )
    text = "Short answers to the questions new players ask most."
    return Step("faq", "Questions players ask", text, (), checks, faq=FAQ)


@cache
def build_course() -> tuple[Step, ...]:
    """Every step of the course, in order (built once; the examples are engine positions)."""
    return (
        _deck_step(),
        _ranking_step(),
        _round_one_step(),
        _round_two_step(),
        _alone_step(),
        _play_step(),
        _scoring_step(),
        _match_step(),
        _options_play_step(),
        _options_deck_step(),
        _tips_step(),
        _faq_step(),
    )
