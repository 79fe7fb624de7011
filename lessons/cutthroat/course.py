"""The Cutthroat course: what three-handed Euchre changes, in six short steps.

Every example is a position the Cutthroat engine dealt or played, and every check's right
answer is read from it: who bids first (``to_act``), the sides once trump is fixed
(``sides``), how many cards the maker discards (counted by applying discards until the
phase changes), who sits out and who leads (``sitting_out``, ``leader``), the points
(``result().points_by_seat``, ``hand_points``) and the match winner (``match_winner``).

>>> course = build_cutthroat_course()
>>> [step.key for step in course][:2]
['cutthroat-deal', 'cutthroat-sides']
>>> check = course[0].checks[1]
>>> check.grade(sorted(check.answer)[0]).correct
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache, partial

from euchre.actions import DEFEND_ALONE, ORDER_UP, PASS, ActionKind
from euchre.games.cutthroat import (
    CutthroatDeal,
    CutthroatHand,
    CutthroatMatch,
    CutthroatPhase,
    CutthroatResult,
    CutthroatRules,
    Player,
)
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from euchre.games.cutthroat.match import match_winner
from euchre.games.cutthroat.result import hand_points
from lessons.kit.course import CardRow, Check, ExampleTable, Step
from lessons.kit.examples import (
    first_found,
    history_grid,
    lean_choice,
    names,
    pass_until,
    play_match,
    player_choices,
    points_text,
    score_text,
    strength,
)

__all__ = [
    "LESSON_DEAL", "SCORING_CASES", "build_cutthroat_course", "played_match", "scoring_hands",
]

P = CutthroatPhase
RULES = CutthroatRules()

#: West deals and turns up the Q♥; South holds J♥ A♥, the dummy J♦ K♥ A♦.
LESSON_DEAL = CutthroatDeal.from_text(
    dealer="W",
    hands={"S": "JH AH QS 9C TD", "W": "9S TS KS AC QC", "E": "JS JC 9D QD KD"},
    dummy="JD KH TC KC AD",
    upcard="QH",
)

PLAY_ON = "Nobody yet: play on"


# ---- reading the engine -------------------------------------------------------------------


def _start() -> CutthroatHand:
    return CutthroatHand.from_deal(LESSON_DEAL, RULES)


def _discard_weakest(hand: CutthroatHand) -> tuple[CutthroatHand, int]:
    """Discard the weakest card until the discarding phase ends; the hand and the count."""
    phase, count = hand.phase, 0
    while hand.phase is phase:
        weakest = min(hand.hand(hand.to_act), key=lambda card: strength(card, hand.trump))
        hand = hand.apply(f"discard {weakest}")
        count += 1
    return hand, count


def _to_choice(hand: CutthroatHand) -> CutthroatHand:
    """From the maker's bid to the maker's choice (the dealer discarding after a pick-up)."""
    if hand.phase is P.DEALER_DISCARD:
        hand, _ = _discard_weakest(hand)
    return hand


def _partners(hand: CutthroatHand, player: Player) -> tuple[Player, ...]:
    """The players on ``player``'s side for this hand, by the engine's ``sides``."""
    return tuple(other for other in Player
                 if other != player and hand.sides[other] == hand.sides[player])


def _partner_choices(player: Player) -> tuple[str, ...]:
    first, second = (other for other in Player if other != player)
    return (first.label, second.label, f"{first.label} and {second.label}",
            f"Nobody: {player.label} plays for {player.label}")


def _partner_answer(hand: CutthroatHand, player: Player) -> frozenset[str]:
    partners = _partners(hand, player)
    if not partners:
        return frozenset({f"Nobody: {player.label} plays for {player.label}"})
    return frozenset({names(partners)})


def _role(hand: CutthroatHand, player: Player) -> str:
    partners = _partners(hand, player)
    if hand.maker is None:
        return "for themselves"
    if player == hand.maker:
        return "maker, alone against two"
    return f"defender, with {names(partners)}"


def _outcome(player: Player | None) -> str:
    return PLAY_ON if player is None else f"{player.label} wins the match"


def _added(score: Sequence[int], points: Sequence[int]) -> tuple[int, int, int]:
    return (score[0] + points[0], score[1] + points[1], score[2] + points[2])


# ---- steps ----------------------------------------------------------------------------------


def _deal_step() -> Step:
    start = _start()
    dealer = start.dealer
    order, hand = [], start
    while hand.phase is P.BIDDING_ROUND_1:
        order.append(hand.to_act)
        hand = hand.apply(PASS)
    round_one_passes = len(order)
    at_dealer = pass_until(hand, dealer)
    thrown = "The hand is thrown in: nobody scores"
    must_name = "The dealer must name a suit"
    redeal = "The same dealer deals again"
    if PASS in at_dealer.legal_actions():
        after = at_dealer.apply(PASS)
        over = after.phase is P.THROWN_IN and not any(after.result().points_by_seat)
        stick_answer = thrown if over else redeal
    else:
        stick_answer = must_name
    deal = start.deal
    grid = (
        ("place", "cards", "who sees them"),
        *((f"{player.label}{' (you)' if player is Player.SOUTH else ''}",
           str(len(deal.hands[player])), f"{player.label} only") for player in Player),
        ("the dummy", str(len(deal.dummy)), "nobody, unless the maker takes it"),
        ("the upcard", "1", "everyone"),
        ("under the upcard", str(len(deal.kitty)), "nobody"),
    )
    checks = (
        Check(
            "left-over",
            "Five cards to each player and five to the dummy: how many cards are left, the "
            "upcard included?",
            ("0", "3", "4", "9"),
            frozenset({str(len(start.kitty))}),
            f"3 × 5 + 5 for the dummy = 20 cards are dealt, so {len(start.kitty)} remain; the "
            "top one is turned up.",
            hint="Count the hands dealt, the dummy's included, and take their cards from the 24.",
        ),
        Check(
            "first-bidder",
            f"{dealer.label} deals. Who bids first?",
            player_choices(Player),
            frozenset({start.to_act.label}),
            f"Bidding starts left of the dealer and goes clockwise: "
            f"{', '.join(player.label for player in order)}. The dummy never bids — round 1 "
            f"ends after {round_one_passes} passes.",
            hint="Go clockwise from the dealer; the dummy has no seat in the bidding.",
        ),
        Check(
            "all-pass",
            "All three pass in round 1, and all three pass again in round 2. What happens?",
            (must_name, thrown, redeal),
            frozenset({stick_answer}),
            "Without the stick-the-dealer option, a hand nobody wants is thrown in; nobody "
            "scores and the deal passes to the next player.",
            hint="Stick the dealer is not on here, so nobody is forced to name trump.",
        ),
    )
    text = (
        "**Cutthroat** is Euchre for **three players** — South, West and East — and **each "
        "plays for themselves**. The deck (24 cards) and the ranking, bowers included, are "
        "the same as in four-handed Euchre.\n\n"
        "The dealer gives five cards to each player **and five to a fourth, empty place: the "
        "dummy hand**, face down. Of the four cards left, the top one is turned up.\n\n"
        "Bidding works as in four-handed Euchre, starting left of the dealer: in round 1 each "
        "player passes or **orders up** the upcard (the dealer picks it up and discards "
        "one); if all three pass, in round 2 each may **name** another suit. The dummy never "
        "bids. If all three pass twice, the hand is **thrown in** (unless the table plays "
        "*stick the dealer*)."
    )
    examples = (
        ExampleTable(f"A deal: {dealer.label} deals; you see your hand and the upcard", (
            CardRow("Your hand (South)", start.hand(Player.SOUTH)),
            CardRow("Upcard", (start.upcard,), f"{dealer.label} deals"),
        )),
        ExampleTable("Where the 24 cards go", grid=grid),
    )
    return Step("cutthroat-deal", "Three players and a dummy hand", text, examples, checks)


def _sides_step() -> Step:
    start = _start()
    ordered = pass_until(start, Player.SOUTH).apply(ORDER_UP)
    round_two = start
    while round_two.phase is P.BIDDING_ROUND_1:
        round_two = round_two.apply(PASS)
    namer = round_two.to_act
    naming = next(action for action in round_two.legal_actions()
                  if action.kind is ActionKind.NAME_TRUMP)
    named = round_two.apply(naming)
    maker = ordered.maker
    needed = next(tricks for tricks in range(6) if hand_points(maker, tricks, None)[maker] > 0)
    grid = (
        ("", *(player.label for player in Player)),
        ("before trump is fixed", *(_role(start, player) for player in Player)),
        (f"{maker.label} orders up the {start.upcard.symbol}",
         *(_role(ordered, player) for player in Player)),
        (f"another way: all pass, {namer.label} {naming.describe()}",
         *(_role(named, player) for player in Player)),
    )
    west = Player.WEST
    checks = (
        Check(
            "side-before",
            "The cards are dealt and nobody has bid yet. Who is on South's side?",
            _partner_choices(Player.SOUTH),
            _partner_answer(start, Player.SOUTH),
            "There are no partnerships in Cutthroat: each player keeps their own score.",
            hint="In Cutthroat, sides exist only once someone makes trump.",
        ),
        Check(
            "side-after",
            f"East passes and South orders up the {start.upcard.symbol}. Who is on West's "
            "side for this hand?",
            _partner_choices(west),
            _partner_answer(ordered, west),
            f"{maker.label} is the maker and plays against the other two: "
            f"{names(sorted((*_partners(ordered, west), west)))} defend together for this "
            "hand only.",
            hint="The maker plays against everyone else, for this one hand.",
        ),
        Check(
            "tricks-needed",
            "How many of the five tricks must the maker take to score?",
            ("2", "3", "4", "5"),
            frozenset({str(needed)}),
            f"As in four-handed Euchre, the maker needs {needed}; with fewer the maker is "
            "euchred and the defenders score.",
            hint="The maker's target is the same as in the four-handed game.",
        ),
    )
    text = (
        "There are **no fixed partners**: every player keeps **their own score**.\n\n"
        "Whoever makes trump is the **maker** and plays **against the other two**. Those two "
        "become the **defenders**: partners **for this hand only**, trying together to hold "
        "the maker under three tricks. On the next hand a new maker is found, and the sides "
        "are drawn again."
    )
    examples = (ExampleTable("Who plays with whom, as the engine sees it", grid=grid),)
    return Step("cutthroat-sides", "Playing for yourself: the maker against two", text,
                examples, checks)


def _dummy_step() -> Step:
    start = _start()
    choice = _to_choice(pass_until(start, Player.SOUTH).apply(ORDER_UP))
    maker = choice.maker
    taken = choice.apply(TAKE_DUMMY)
    ten = taken.hand(maker)
    done, discarded = _discard_weakest(taken)
    alone = choice.apply(GO_ALONE)
    dummy_in_play = any(card in alone.hand(player) for player in Player
                        for card in LESSON_DEAL.dummy)
    dealer = start.dealer
    before_dealer = pass_until(start, dealer)
    passers = [player for player, _ in before_dealer.history]
    dealer_made = before_dealer.apply(ORDER_UP)
    dealer_done, _ = _discard_weakest(_to_choice(dealer_made).apply(TAKE_DUMMY))
    dealer_discards = len(dealer_done.discards)
    stays = "It stays face down, out of play"
    checks = (
        Check(
            "dummy-discards",
            f"{maker.label} takes the dummy and holds {len(ten)} cards. How many must "
            f"{maker.label} discard before play begins?",
            ("1", "3", "5", "6"),
            frozenset({str(discarded)}),
            f"{maker.label} keeps the best five of the ten and discards the other "
            f"{discarded} face down.",
            hint="The maker plays the hand with a normal hand of five cards.",
        ),
        Check(
            "dealer-discards",
            f"Suppose instead {names(passers)} pass and {dealer.label}, the dealer, orders up "
            f"the {start.upcard.symbol} and then takes the dummy. How many cards does "
            f"{dealer.label} discard in all?",
            ("1", "5", "6", "7"),
            frozenset({str(dealer_discards)}),
            "First one card for picking up the upcard, then five after merging with the "
            f"dummy: {dealer_discards}.",
            hint="The dealer lets cards go twice: once for the upcard, once after the dummy.",
        ),
        Check(
            "alone-dummy",
            f"{maker.label} goes alone instead. What happens to the dummy?",
            (f"{maker.label} plays it too", stays, "The defenders share it"),
            frozenset({f"{maker.label} plays it too" if dummy_in_play else stays}),
            "Going alone means playing without the dummy: nobody ever sees its cards.",
            hint="Going alone means giving up the dummy's help.",
        ),
    )
    text = (
        "Once trump is fixed (and the dealer has discarded, if the upcard was ordered up), the "
        "maker chooses — **before seeing the dummy**:\n\n"
        "- **Take the dummy**: pick up its five cards, keep the **best five of the ten** and "
        "discard the other five face down, one at a time.\n"
        "- **Go alone**: play the five cards dealt; the dummy stays face down, out of play.\n\n"
        "In Cutthroat, going alone **scores no extra points** (see *Scoring*); it changes "
        "**who leads** the first trick. A dealer who picked up the upcard discards for it "
        "first, then merges with the dummy."
    )
    trump = choice.trump
    examples = (
        ExampleTable(
            f"{maker.label} orders up the {start.upcard.symbol} and takes the dummy",
            (
                CardRow("South's hand", choice.hand(maker)),
                CardRow("The dummy", LESSON_DEAL.dummy, "seen only once South takes it"),
                CardRow("South keeps", done.hand(maker), "the best five"),
                CardRow("South discards", done.maker_discards, "face down, out of play"),
            ),
            trump=trump,
        ),
    )
    return Step("cutthroat-dummy", "The maker's choice: the dummy or going alone", text,
                examples, checks)


def _ready(choice: CutthroatHand, maker_alone: bool,
           defender: Player | None) -> CutthroatHand:
    """From the maker's choice to the first lead: the maker's choice, the discards, then each
    defender passing until ``defender`` (if any) goes alone."""
    hand = choice.apply(GO_ALONE if maker_alone else TAKE_DUMMY)
    if hand.phase is P.DUMMY_DISCARD:
        hand, _ = _discard_weakest(hand)
    while hand.phase is P.DEFEND_ALONE:
        hand = hand.apply(DEFEND_ALONE if hand.to_act == defender else PASS)
    return hand


def _lone_step() -> Step:
    start = _start()
    choice = _to_choice(pass_until(start, Player.SOUTH).apply(ORDER_UP))
    maker, dealer = choice.maker, choice.dealer
    asked = choice.apply(TAKE_DUMMY)
    asked, _ = _discard_weakest(asked)
    first_asked = asked.to_act
    second_asked = asked.apply(PASS).to_act
    cases = (
        ("nobody", False, None),
        (f"{maker.label} (the maker)", True, None),
        (f"{first_asked.label} (defending)", False, first_asked),
        (f"{second_asked.label} (defending)", False, second_asked),
        (f"{maker.label} and {first_asked.label}", True, first_asked),
    )
    grid: list[tuple[str, ...]] = [("who goes alone", "sits out", "leads the first trick")]
    for name, maker_alone, defender in cases:
        ready = _ready(choice, maker_alone, defender)
        grid.append((name, names(sorted(ready.sitting_out)), ready.leader.label))
    maker_alone = _ready(choice, True, None)
    defending = _ready(choice, False, first_asked)
    checks = (
        Check(
            "maker-alone-lead",
            f"{dealer.label} deals; {maker.label} makes trump and goes alone. Who leads the "
            "first trick?",
            player_choices(Player),
            frozenset({maker_alone.leader.label}),
            f"When the maker goes alone, the player left of the maker leads: "
            f"{maker_alone.leader.label}. With nobody alone, the player left of the dealer "
            "would.",
            hint="When the maker goes alone, the lead is counted from the maker, not the dealer.",
        ),
        Check(
            "first-asked",
            f"{maker.label} has taken the dummy and discarded. Which defender is asked first "
            "whether to defend alone?",
            player_choices(Player),
            frozenset({first_asked.label}),
            f"The defenders are asked clockwise from the dealer's left, skipping the maker: "
            f"{first_asked.label}, then {second_asked.label}.",
            hint=("Defenders are asked in turn from the dealer's left, and the maker is never "
                  "asked."),
        ),
        Check(
            "defender-sits-out",
            f"{first_asked.label} defends alone. Who sits out?",
            player_choices(Player),
            frozenset(player.label for player in defending.sitting_out),
            f"The other defender lays the hand down: {maker.label} plays one against one "
            f"with {first_asked.label}.",
            hint="A lone defender plays without the other defender.",
        ),
        Check(
            "defender-lead",
            f"{first_asked.label} defends alone. Who leads the first trick?",
            player_choices(Player),
            frozenset({defending.leader.label}),
            "The player left of the lone defender leads, skipping the defender who sits out: "
            f"{defending.leader.label}.",
            hint="The lead goes left of the lone defender, passing over whoever sits out.",
        ),
    )
    text = (
        "After the maker's choice (and discards), each **defender may go alone** too, asked "
        "clockwise from the dealer's left and skipping the maker. The first defender who goes "
        "alone ends the asking: the **other defender sits out**, and the hand is **one "
        "against one**. A maker alone and a defender alone may meet in the same hand.\n\n"
        "**Who leads the first trick:**\n"
        "- nobody alone — the player **left of the dealer**;\n"
        "- only the maker alone — the player **left of the maker**;\n"
        "- a defender alone (with or without a lone maker) — the player **left of the lone "
        "defender**, skipping the defender who sits out."
    )
    examples = (ExampleTable(
        f"{dealer.label} deals, {maker.label} makes {choice.trump.symbol}: who leads",
        grid=tuple(grid)),)
    return Step("cutthroat-lone", "Going alone, defending alone, and who leads", text,
                examples, checks)


def _played_hand(seed: int, maker_alone: bool, defender_alone: bool) -> CutthroatHand:
    """A seeded hand: the first bidder orders up, the maker takes the dummy or goes alone,
    the first defender asked goes alone or passes, and the cards are played at random."""
    rng = random.Random(f"cutthroat-course-scoring:{seed}")
    hand = _to_choice(CutthroatHand.from_seed(f"cutthroat-course-scoring:{seed}", RULES)
                      .apply(ORDER_UP))
    hand = hand.apply(GO_ALONE if maker_alone else TAKE_DUMMY)
    if hand.phase is P.DUMMY_DISCARD:
        hand, _ = _discard_weakest(hand)
    if defender_alone:
        hand = hand.apply(DEFEND_ALONE)
    while hand.phase is P.DEFEND_ALONE:
        hand = hand.apply(PASS)
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    return hand


_Wanted = tuple[bool, bool, Callable[[CutthroatResult], bool]]
SCORING_CASES: dict[str, _Wanted] = {
    "maker takes 3 or 4": (False, False, lambda r: r.maker_tricks in (3, 4)),
    "maker takes all five": (False, False, lambda r: r.march),
    "maker alone takes all five": (True, False, lambda r: r.march),
    "maker euchred": (False, False, lambda r: r.euchred and r.lone_defender is None),
    "lone defender takes 3 or 4": (False, True, lambda r: r.euchred and r.maker_tricks > 0),
    "lone defender takes all five": (False, True, lambda r: r.maker_tricks == 0),
}


@cache
def scoring_hands() -> dict[str, CutthroatHand]:
    """One played hand for each row of the scoring table (the first seed that gives it)."""
    return first_found({
        name: (partial(_played_hand, maker_alone=maker_alone, defender_alone=defender_alone),
               lambda hand, wanted=wanted: wanted(hand.result()))
        for name, (maker_alone, defender_alone, wanted) in SCORING_CASES.items()
    })


def _scoring_step() -> Step:
    hands = scoring_hands()
    results = {name: hand.result() for name, hand in hands.items()}
    grid: list[tuple[str, ...]] = [("hand", "what happened",
                                    *(player.label for player in Player))]
    for name, result in results.items():
        grid.append((name, result.summary(),
                     *(points_text(result.points_by_seat[player]) for player in Player)))
    euchred = results["maker euchred"]
    scorers = [player for player in Player if euchred.points_by_seat[player] > 0]
    alone = results["maker alone takes all five"]
    lone = results["lone defender takes all five"]
    lone_points = lone.points_by_seat[lone.lone_defender]
    checks = (
        Check(
            "euchre-scorers",
            f"{euchred.maker.label} takes the dummy, makes trump and is euchred; nobody goes "
            "alone. Select every player who scores.",
            player_choices(Player),
            frozenset(player.label for player in scorers),
            f"A euchred maker gives **each** defender 2 points: {names(scorers)} score "
            f"{euchred.points_by_seat[scorers[0]]} each.",
            multi=True,
            hint="When the maker is euchred, every defender gains, not only one.",
        ),
        Check(
            "alone-march",
            "A maker goes alone (without the dummy) and takes all five tricks. How many points "
            "does the maker score?",
            ("1", "2", "3", "4"),
            frozenset({str(alone.points_by_seat[alone.maker])}),
            "All five tricks score the maker 3, with or without the dummy: going alone changes "
            "only who leads.",
            hint=("In Cutthroat a march scores the same with or without the dummy; look at the "
                  "step's scoring table."),
        ),
        Check(
            "lone-defender-march",
            "A defender goes alone and takes all five tricks. How many points does that "
            "defender score?",
            ("2", "3", "4", "5"),
            frozenset({str(lone_points)}),
            f"A lone defender scores 2 for three or four tricks and {lone_points} for all five; "
            "the defender who sat out scores nothing.",
            hint=("Find the lone defender's rows in the scoring table: a march pays more than "
                  "three or four tricks."),
        ),
    )
    text = (
        "Each player has **their own score**. After five tricks:\n\n"
        "| result | points |\n|---|---|\n"
        "| maker wins 3 or 4 tricks | maker +1 |\n"
        "| maker wins all 5 | maker +3 |\n"
        "| maker euchred (fewer than 3) | **each** defender +2 |\n"
        "| lone defender wins 3 or 4 tricks | that defender +2 |\n"
        "| lone defender wins all 5 | that defender +4 |\n\n"
        "Going alone does not change the maker's points. When a defender goes alone, the lone "
        "defender's row replaces *each defender +2*: the one who sat out scores nothing.\n\n"
        "The table below shows hands the engine dealt and played, one of each kind."
    )
    examples = (ExampleTable("Hands played to the end, and each player's points",
                             grid=tuple(grid)),)
    return Step("cutthroat-scoring", "Scoring, player by player", text, examples, checks)


@cache
def played_match(seed: int = 1) -> CutthroatMatch:
    """A whole match of loose random bids and random play, for the match step."""
    rng = random.Random(f"cutthroat-course-match:{seed}")
    match = CutthroatMatch.new(RULES, seed=f"cutthroat-course-match:{seed}")
    return play_match(match, lambda hand: lean_choice(hand.legal_actions(), rng, {PASS: 0.7}))


def _match_step() -> Step:
    match = played_match()
    target = RULES.points_to_win
    before = match.score_before_hand
    last = match.current.result()
    choices = (*(_outcome(player) for player in Player), PLAY_ON)
    grid = history_grid(Player, match)

    def euchre_of(maker: Player, score: tuple[int, int, int]) -> tuple[tuple[int, int, int],
                                                                       Player | None]:
        after = _added(score, hand_points(maker, 2, None))
        return after, match_winner(after, target, maker)

    higher_before = (target - 2, target - 1, target - 5)
    higher_after, higher_winner = euchre_of(Player.EAST, higher_before)
    tied_before = (target - 1, target - 1, target - 4)
    tied_after, tied_winner = euchre_of(Player.EAST, tied_before)
    maker_before = (tied_after[0], tied_after[1], tied_after[0] - 3)
    maker_after = _added(maker_before, hand_points(Player.EAST, 5, None))
    maker_winner = match_winner(maker_after, target, Player.EAST)
    checks = (
        Check(
            "match-winner",
            f"Before the last hand of this match: {score_text(Player, before)}. Then: "
            f"{last.summary()} What now?",
            choices,
            frozenset({_outcome(match.winner)}),
            f"The first player to reach {target} wins the match: final score "
            f"{score_text(Player, match.score)}.",
            hint="Add the hand's points first, then compare each player's score with 10.",
        ),
        Check(
            "higher-wins",
            f"{score_text(Player, higher_before)}. East makes trump and is euchred; nobody went "
            "alone. What now?",
            choices,
            frozenset({_outcome(higher_winner)}),
            f"South and West score 2 each: {score_text(Player, higher_after)}. Two players reached "
            f"{target} on the same hand, so the higher score wins.",
            hint="Score the hand for every player first; when two reach 10 together, compare them.",
        ),
        Check(
            "tie-play-on",
            f"{score_text(Player, tied_before)}. East makes trump and is euchred; nobody went "
            "alone. What now?",
            choices,
            frozenset({_outcome(tied_winner)}),
            f"{score_text(Player, tied_after)}: a tie at the top, and the maker (East) is not "
            "among the tied, so play continues.",
            hint="Score the hand first; a tie at the top is broken in only one way.",
        ),
        Check(
            "tie-maker",
            f"Play went on at {score_text(Player, maker_before)}. Next hand East makes trump and "
            "takes all five tricks. What now?",
            choices,
            frozenset({_outcome(maker_winner)}),
            f"{score_text(Player, maker_after)}: a three-way tie at the top, broken by the "
            "maker of that hand.",
            hint="Score the hand first, then look at what breaks a tie at the top.",
        ),
    )
    text = (
        f"The first player to reach **{target} points** wins the match; the deal passes one "
        "player clockwise after every hand, thrown-in hands included.\n\n"
        f"A euchre gives **two** players points at once, so two may reach {target} on the "
        "same hand. Then the **higher score wins**. If they are tied, the **maker of that "
        "hand** wins if the maker is among the tied; otherwise **play continues**."
    )
    examples = (ExampleTable("A whole match, hand by hand (random play)", grid=grid),)
    return Step("cutthroat-match", f"First to {target}: winning the match", text, examples,
                checks)


@cache
def build_cutthroat_course() -> tuple[Step, ...]:
    """Every step of the Cutthroat course, in order (built once; examples are engine
    positions)."""
    return (
        _deal_step(),
        _sides_step(),
        _dummy_step(),
        _lone_step(),
        _scoring_step(),
        _match_step(),
    )
