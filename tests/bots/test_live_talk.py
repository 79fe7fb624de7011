"""While a hand is being played, a bot's table talk tells nothing the table may not know.

Over many random positions, at every level and in every phase, each bot decides; what the
table hears of its reasons during the hand (``ui.feed.live_explanation``, the sentence,
the factors and any options) is read against the bot's hidden cards just after its move:
no held card by any name, no count of its suits or trumps, no void it has not shown by
play, no estimate of its tricks or points, no count of its legal cards, no count of the
trumps it has not seen, and no other description of what it holds.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from functools import cache

from positions import random_positions

from euchre import Card, Deal, HandState, Rank, Seat, Suit
from euchre.bots import Bot, Decision
from euchre.games.euchre.bots.easy import EasyBot
from euchre.games.euchre.bots.expert import steady_expert
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.phases import Phase
from ui.explain import action_phrase
from ui.feed import live_explanation
from ui.redact import Redactor

RANK_WORDS = {Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine", Rank.TEN: "ten",
              Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}
COUNT = r"(?:no|one|two|three|four|five|six|\d+)"
SUIT_OR_TRUMP_COUNT = re.compile(
    rf"\b{COUNT} (?:trumps?|hearts?|diamonds?|clubs?|spades?|off-suit aces?|cards? of"
    r"|(?:other )?suits?)\b"
    r"(?! ha(?:s|ve) been played)|\b(?:only|nothing but) trumps\b"
    r"|\bmy (?:longest|best|strongest) suit\b", re.IGNORECASE)
OWN_VOID = re.compile(r"\bvoid\b", re.IGNORECASE)
NO_SUIT = re.compile(r"\bI have (?:only )?no ([♣♦♥♠])")
ESTIMATE = re.compile(r"\d\.\d tricks?\b|\bcount comes to\b|\bexpected (?:tricks|points)\b"
                      r"|[+-]\d+\.\d+ points\b|\baverages\b", re.IGNORECASE)
LEGAL_COUNT = re.compile(r"\bonly legal\b|\blegal (?:cards?|choices?|options?)\b"
                         r"|\bonly choice\b", re.IGNORECASE)
UNSEEN = re.compile(r"\btrumps?\b[^.]*\b(?:not seen|unseen)\b|\bunseen trumps?\b",
                    re.IGNORECASE)
HOLDING = re.compile(r"\bI (?:hold|would hold|keep)\b|\bI have (?!no\b|not seen\b)"
                     r"|\bmy (?:strongest|weakest|lowest|highest|only)\b|\bcan(?:not)? beat\b"
                     r"|\bcheapest card\b|\boverwhelming\b", re.IGNORECASE)

EASY_NORMAL_HANDS = 200
EXPERT_HANDS = 240
EXPERT_PER_PHASE = {Phase.BIDDING_ROUND_1: 14, Phase.BIDDING_ROUND_2: 10,
                    Phase.DEALER_DISCARD: 6, Phase.DEFEND_ALONE: 4, Phase.JOKER_SUIT: 1,
                    Phase.PLAY: 24}
EXPERT_SAMPLES = 8


def hidden_cards(after: HandState, seat: Seat) -> set[Card]:
    """The bot's cards nobody else may know just after its move: its hand (the upcard a
    dealer picked up is known to all) and a dealer's discard."""
    hidden = set(after.hand(seat)) - {after.upcard}
    if seat == after.dealer and after.discard is not None:
        hidden.add(after.discard)
    return hidden


@cache
def card_names(card: Card) -> list[re.Pattern[str]]:
    """Every way a sentence can name ``card``."""
    if card.is_joker:
        return [re.compile(r"\b(?:joker|benny)\b", re.IGNORECASE)]
    names = [re.escape(card.symbol), rf"(?<![0-9A-Za-z]){card.text}(?![0-9A-Za-z])",
             re.escape(card.spoken), rf"\bthe {RANK_WORDS[card.rank]}\b"]
    if card.rank is Rank.JACK:
        names.append(r"\bbower\b")
    return [re.compile(name, re.IGNORECASE if index > 1 else 0)  # J♥ and JH as written
            for index, name in enumerate(names)]


def offences(text: str, hidden: set[Card], shown_voids: Callable[[], frozenset]) -> list[str]:
    """What ``text`` gives away of a bot's hidden cards (the kinds of leak found);
    ``shown_voids()`` are the suits the bot has shown by play that it lacks."""
    found = []
    if any(name.search(text) for card in hidden for name in card_names(card)):
        found.append("a held card")
    if SUIT_OR_TRUMP_COUNT.search(text):
        found.append("a count of its suits or trumps")
    if OWN_VOID.search(text) and not text.startswith("Shown void"):
        found.append("a void")
    said_lacking = NO_SUIT.findall(text)
    if said_lacking and not set(said_lacking) <= {suit.symbol for suit in shown_voids()}:
        found.append("a void not shown by play")
    if ESTIMATE.search(text):
        found.append("its estimate of tricks or points")
    if LEGAL_COUNT.search(text):
        found.append("how many legal cards it had")
    if UNSEEN.search(text):
        found.append("the trumps it has not seen")
    if HOLDING.search(text):
        found.append("what it holds")
    return found


def live_texts(decision: Decision, after: HandState) -> list[str]:
    """Everything the table reads of the decision's reasons during the hand, as seen by
    the seat on the bot's left (an opponent)."""
    observer = Seat((decision.seat + 1) % 4)
    live = live_explanation(decision.explanation, Redactor(after.view(observer)))
    texts = [live.summary, *(factor.text for factor in live.factors)]
    texts += [f"{action_phrase(option.action)}: {option.expected_points:+.2f} expected points"
              for option in live.options]
    return [text for text in texts if text]


def decisions(bot_for, positions) -> Iterator[tuple[Phase, Decision, HandState]]:
    for state, view in positions:
        decision = bot_for(view).decide(view)
        yield view.phase, decision, state.apply(decision.action, view.seat)


def leaks(bot_for, positions) -> tuple[Counter, Counter, list[str]]:
    """(offending sentences by kind, decisions checked by phase, a few examples)."""
    kinds: Counter = Counter()
    phases: Counter = Counter()
    examples: list[str] = []
    for phase, decision, after in decisions(bot_for, positions):
        phases[phase] += 1
        if decision.action.alone:
            phases["alone"] += 1
        hidden = hidden_cards(after, decision.seat)
        seat = decision.seat

        def voids(after: HandState = after, seat: Seat = seat) -> frozenset:
            return after.view(seat).shown_voids()[seat]

        for text in live_texts(decision, after):
            found = offences(text, hidden, voids)
            if found:
                kinds["sentences"] += 1
                kinds.update(found)
                if len(examples) < 12:
                    held = " ".join(sorted(card.symbol for card in hidden))
                    examples.append(f"{decision.seat.label} holding {held}: {text!r} {found}")
    return kinds, phases, examples


def expert_positions() -> Iterator:
    """A few positions of every phase, for a fast Expert with few sampled deals."""
    taken: Counter = Counter()
    for state, view in random_positions(hands=EXPERT_HANDS, seed=77):
        if taken[view.phase] < EXPERT_PER_PHASE[view.phase]:
            taken[view.phase] += 1
            yield state, view
            if taken == EXPERT_PER_PHASE:
                return


def expert_for(view) -> Bot:
    return steady_expert(seed=len(view.played_cards) + 7 * view.seat, samples=EXPERT_SAMPLES)


BIDDING_PHASES = {Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2, Phase.DEALER_DISCARD,
                  Phase.PLAY}


def test_easy_tells_nothing_hidden_during_the_hand() -> None:
    bot = EasyBot(seed=5)
    kinds, phases, examples = leaks(lambda view: bot,
                                    random_positions(hands=EASY_NORMAL_HANDS, seed=31))
    assert BIDDING_PHASES | {Phase.DEFEND_ALONE, Phase.JOKER_SUIT} <= set(phases)
    assert kinds["sentences"] == 0, (dict(kinds), examples)


def test_normal_tells_nothing_hidden_during_the_hand() -> None:
    bot = NormalBot(seed=5)
    kinds, phases, examples = leaks(lambda view: bot,
                                    random_positions(hands=EASY_NORMAL_HANDS, seed=32))
    assert BIDDING_PHASES | {Phase.DEFEND_ALONE, Phase.JOKER_SUIT, "alone"} <= set(phases)
    assert kinds["sentences"] == 0, (dict(kinds), examples)


def test_expert_tells_nothing_hidden_during_the_hand() -> None:
    kinds, phases, examples = leaks(expert_for, expert_positions())
    assert BIDDING_PHASES | {Phase.DEFEND_ALONE} <= set(phases)
    assert kinds["sentences"] == 0, (dict(kinds), examples)


def test_the_check_finds_every_kind_of_leak() -> None:
    """The reader is not vacuous: each kind of leak in a sentence is found."""
    hidden = {Card.parse("JH"), Card.parse("AD"), Card.joker()}
    said = {
        "I have only one heart with the jack": {"a held card", "a count of its suits or trumps",
                                                "what it holds"},
        "I hold J♥": {"a held card", "what it holds"},
        "JH and the jack of hearts": {"a held card"},
        "the right bower": {"a held card"},
        "I make the joker a ♠": {"a held card"},
        "void in one other suit (♥)": {"a void", "a count of its suits or trumps"},
        "I have no ♣": {"a void not shown by play"},
        "my count comes to 2.1 tricks": {"its estimate of tricks or points"},
        "I play 9♠, my only legal card": {"how many legal cards it had", "what it holds"},
        "3 trumps I have not seen": {"the trumps it has not seen",
                                     "a count of its suits or trumps"},
        "I cannot beat that": {"what it holds"},
    }
    for text, kinds in said.items():
        assert set(offences(text, hidden, frozenset)) == kinds, text
    assert offences("2 trumps have been played. West is winning it with K♦.", hidden,
                    frozenset) == []
    assert offences("I play 9♦: I have no ♣.", hidden, lambda: frozenset({Suit.CLUBS})) == []


def test_the_issues_example_is_told_in_full_only_after_the_hand() -> None:
    """Easy holds J♥ and passes the Q♥: the table hears "I pass."; the reasons wait."""
    deal = Deal.from_text(dealer="E", upcard="QH", hands={
        "S": "JH 9S TS AC 9D", "W": "TH KH JD QC JC", "N": "QS KS AS KD TD",
        "E": "9H AH KC TC AD"})
    state = HandState.from_deal(deal)
    decision = EasyBot().decide(state.view(Seat.SOUTH))
    assert decision.action.text == "pass"
    assert decision.explanation.summary == "I pass: I have only one heart with the jack."
    live = live_explanation(decision.explanation,
                            Redactor(state.apply(decision.action).view(Seat.WEST)))
    assert live.summary == "I pass."
    assert [f.text for f in live.factors] == ["with ♥ as trump"]
    assert {f.name for f in decision.explanation.factors} >= {"suit_cards", "suit_high"}
