"""The Buck Euchre course: four players each for themselves, counting down from 25.

Every example is a position the Buck engine dealt or played, and every check's right
answer is read from it: who bids first (``to_act``), what a turned-up club fixes
(``clubs_turned``, ``trump``, ``maker``, the refusal of a drop-out), who is asked to drop
out and in what order (the turns of the drop-out phase), who leads (``to_act`` when play
starts), the winner of a no-trump trick (``tricks``), the change to each count
(``result().points_by_seat``, ``bucked``) and the winners of a game (``winners``).

>>> course = build_buck_course()
>>> [step.key for step in course][:2]
['buck-count', 'buck-clubs']
>>> check = course[0].checks[0]
>>> check.grade(sorted(check.answer)[0]).correct
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from functools import cache

from euchre import Suit
from euchre.actions import ORDER_UP, PASS
from euchre.errors import IllegalActionError
from euchre.games.buck import BuckDeal, BuckHand, BuckMatch, BuckPhase, BuckRules, Player
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from euchre.games.buck.match import match_winners
from euchre.games.buck.result import BuckResult, hand_points
from lessons.buck.play import sensible_action
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
)

__all__ = [
    "CLUBS_DEAL", "LESSON_DEAL", "build_buck_course", "finished_games", "played_hands",
]

P = BuckPhase
RULES = BuckRules()
#: Bids lean to a pass and players lean to staying in, so random hands look like real ones.
LEANINGS = {PASS: 0.75, STAY_IN: 0.8}


_HANDS = {
    Player.SOUTH: "JH AH AS 9C TD",
    Player.WEST: "9S KH TC QC KD",
    Player.NORTH: "QS KS 9D JD AC",
    Player.EAST: "JS TS 9H JC QD",
}
#: West deals and turns up the Q♥; South holds J♥ A♥, North leads the Q♠ in no trump.
LESSON_DEAL = BuckDeal.from_text(Player.WEST, _HANDS, upcard="QH", kitty="TH KC AD")
#: The same hands, South dealing, with the K♣ turned up.
CLUBS_DEAL = BuckDeal.from_text(Player.SOUTH, _HANDS, upcard="KC", kitty="TH QH AD")
#: The no-trump trick of the lesson: North leads, each follows.
NO_TRUMP_TRICK = {Player.NORTH: "QS", Player.EAST: "JS", Player.SOUTH: "AS", Player.WEST: "9S"}


# ---- reading the engine -------------------------------------------------------------------


def _start(deal: BuckDeal = LESSON_DEAL) -> BuckHand:
    return BuckHand.from_deal(deal, RULES)


def _asked(hand: BuckHand, answers: dict[Player, object] | None = None) -> tuple[
        BuckHand, list[Player]]:
    """Everyone asked answers (stays in unless ``answers`` says otherwise) until play
    starts: the hand then, and who was asked, in order."""
    answers = answers or {}
    order = []
    while hand.phase is P.DROP_OUT:
        order.append(hand.to_act)
        hand = hand.apply(answers.get(hand.to_act, STAY_IN))
    return hand, order


def _ordered_by_south() -> BuckHand:
    """The lesson deal: North and East pass, South orders up, West discards its weakest
    card."""
    hand = pass_until(_start(), Player.SOUTH).apply(ORDER_UP)
    while hand.phase is P.DEALER_DISCARD:
        hand = hand.apply(sensible_action(hand))
    return hand


def _passed_twice(hand: BuckHand) -> BuckHand:
    while hand.phase in (P.BIDDING_ROUND_1, P.BIDDING_ROUND_2):
        hand = hand.apply(PASS)
    return hand


def _refusal(hand: BuckHand, action: object) -> str:
    """The engine's reason for refusing ``action`` ("" when it takes it)."""
    try:
        hand.apply(action)
    except IllegalActionError as error:
        return str(error)
    return ""


def _change_choices(*changes: int) -> tuple[str, ...]:
    """Changes of a count as choices, lowest first, each once."""
    return tuple(points_text(change) for change in sorted(set(changes)))


def _outcome(winners: Sequence[Player]) -> str:
    if not winners:
        return "Nobody yet: play on"
    if len(winners) == 1:
        return f"{winners[0].label} wins the game"
    return f"{names(winners)} share the win"


def _outcomes(answer: Sequence[Player]) -> tuple[str, ...]:
    choices = [*(_outcome((player,)) for player in Player), _outcome(())]
    if _outcome(answer) not in choices:
        choices.append(_outcome(answer))
    return tuple(choices)


def _hand_row(hand: BuckHand) -> tuple[str, ...]:
    """What each player took and how the count changed: "2 tricks: -2", "out: 0"."""
    result = hand.result()
    cells = []
    for player in Player:
        change = points_text(result.points_by_seat[player])
        if player in result.dropped:
            cells.append(f"dropped out: {change}")
        else:
            tricks = result.tricks_by_seat[player]
            role = " (maker)" if player == result.maker else ""
            cells.append(f"{tricks} trick{'s' if tricks != 1 else ''}{role}: {change}")
    return (result.summary(), *cells)


# ---- played hands and games ---------------------------------------------------------------


@cache
def _played_hand(seed: int) -> BuckHand:
    """A seeded hand of loose random bids, drop-outs and play."""
    rng = random.Random(f"buck-course-hand:{seed}")
    hand = BuckHand.from_seed(f"buck-course-hand:{seed}", RULES)
    while not hand.is_over:
        hand = hand.apply(lean_choice(hand.legal_actions(), rng, LEANINGS))
    return hand


def _maker_tricks(result: BuckResult) -> int | None:
    return None if result.maker is None else result.tricks_by_seat[result.maker]


def _bucked_defender(result: BuckResult) -> bool:
    return result.maker is not None and any(player != result.maker for player in result.bucked)


def _two_tricks_in(result: BuckResult) -> bool:
    return any(result.tricks_by_seat[player] == 2 and player != result.maker
               and player not in result.dropped for player in Player)


_Wanted = Callable[[BuckResult], bool]
HAND_CASES: dict[str, _Wanted] = {
    "a player takes 2 tricks": lambda r: r.maker is not None and _two_tricks_in(r),
    "a player is bucked": lambda r: _bucked_defender(r) and bool(r.dropped),
    "no trump, a player bucked": lambda r: r.no_trump and bool(r.bucked),
    "clubs turned, a player bucked": lambda r: r.clubs_turned and bool(r.bucked),
    "maker takes 3 or 4": lambda r: _maker_tricks(r) in (3, 4),
    "maker set with 1 or 2": lambda r: _maker_tricks(r) in (1, 2),
    "maker takes no trick": lambda r: _maker_tricks(r) == 0,
}


@cache
def played_hands() -> dict[str, BuckHand]:
    """One played hand for each case of ``HAND_CASES`` (the first seed that gives it)."""
    return first_found({name: (_played_hand, lambda hand, wanted=wanted: wanted(hand.result()))
                        for name, wanted in HAND_CASES.items()})


@cache
def _played_game(seed: int) -> BuckMatch:
    """A seeded game of careful beginners (``lessons.buck.play``)."""
    return play_match(BuckMatch.new(RULES, seed=f"buck-course-game:{seed}"), sensible_action)


def _all_five_early(game: BuckMatch) -> bool:
    """The game ended by a player taking all five tricks while still above zero."""
    player = game.results()[-1].took_all_five
    return player is not None and game.score[player] > 0


@cache
def finished_games() -> dict[str, BuckMatch]:
    """A game won at zero, and a game won at once by taking all five tricks."""
    return first_found({
        "won at zero": (_played_game, lambda game: game.results()[-1].took_all_five is None),
        "won by all five tricks": (_played_game, _all_five_early),
    }, seeds=500)


# ---- steps ----------------------------------------------------------------------------------


def _count_step() -> Step:
    start = _start()
    game = finished_games()["won at zero"]
    first = game.score_history()[0][1]
    two = played_hands()["a player takes 2 tricks"]
    result = two.result()
    taker = next(player for player in Player if result.tricks_by_seat[player] == 2
                 and player != result.maker and player not in result.dropped)
    after = first + result.points_by_seat[taker]
    grid = history_grid(Player, game, hands=3)
    checks = (
        Check(
            "start",
            "What does every player's count start at?",
            tuple(str(count) for count in sorted({0, 10, 25, first})),
            frozenset({str(first)}),
            f"Everyone starts at {first} and counts down: the first player at 0 or below "
            "wins.",
            hint="Buck counts down towards zero, so the count starts high.",
        ),
        Check(
            "two-tricks",
            f"{taker.label} starts at {first}, stays in (not the maker) and takes 2 tricks. "
            f"Where is {taker.label}'s count after the hand?",
            tuple(str(count) for count in sorted({first - 3, first - 2, first, first + 2,
                                                  after})),
            frozenset({str(after)}),
            f"Each trick takes one point off the count: {first} − 2 = {after}.",
            hint="Each trick taken moves the count one point closer to zero.",
        ),
        Check(
            "first-bidder",
            f"{start.dealer.label} deals. Who bids first?",
            player_choices(Player),
            frozenset({start.to_act.label}),
            "Bidding starts left of the dealer and goes clockwise, as in four-handed Euchre.",
            hint="Buck keeps the four-handed bidding order: start beside the dealer.",
        ),
    )
    text = (
        "**Buck Euchre** is played by **four players, each for themselves**, with the "
        "24-card deck and the bowers of four-handed Euchre.\n\n"
        f"Scores count **down**: everyone starts at **{first}**. Every trick you take "
        "**takes one point off** your count, and the first player at **0 or below** wins "
        "the game.\n\n"
        "The dealer gives five cards to each player; of the four left over, the top one is "
        "turned up."
    )
    examples = (
        ExampleTable(f"A deal: {start.dealer.label} deals; you see your hand and the upcard", (
            CardRow("Your hand (South)", start.hand(Player.SOUTH)),
            CardRow("Upcard", (start.upcard,), f"{start.dealer.label} deals"),
        )),
        ExampleTable("The first hands of a game: the counts after each hand",
                     grid=grid),
    )
    return Step("buck-count", f"Counting down from {first}", text, examples, checks)


def _clubs_step() -> Step:
    hand = _start(CLUBS_DEAL)
    up = hand.upcard
    fixed = hand.clubs_turned and hand.trump is Suit.CLUBS and hand.phase is P.PLAY
    play_now = "Clubs are trump and play starts at once"
    bidding = "Round 1 of the bidding, starting left of the dealer"
    pick_up = "The dealer picks up the upcard and discards"
    refusal = _refusal(hand, DROP_OUT)
    nobody_drops = "Nobody: everyone plays"
    nobody = "Nobody: there is no maker"
    grid = (
        ("", "as the engine has it"),
        ("trump", hand.trump.noun if hand.trump is not None else "none"),
        ("maker", hand.maker.label if hand.maker is not None else "nobody"),
        ("may drop out", "nobody" if refusal else "the players asked"),
        ("leads the first trick", hand.to_act.label),
        ("the upcard", "stays with the undealt cards"
         if all(up not in hand.hand(player) for player in Player) else "picked up"),
    )
    checks = (
        Check(
            "clubs-trump",
            f"{hand.dealer.label} deals and turns up the {up.symbol}. What happens next?",
            (bidding, pick_up, play_now),
            frozenset({play_now if fixed else bidding}),
            "A turned-up club makes clubs trump with no bidding at all: nobody orders it up "
            "and nobody picks it up.",
            hint="A turned-up club is special in Buck: nobody chooses trump.",
        ),
        Check(
            "clubs-drop",
            "Who may drop out of this hand?",
            (nobody_drops, "Anyone but the maker", "Anyone but the dealer"),
            frozenset({nobody_drops if refusal else "Anyone but the maker"}),
            f"The engine refuses: “{refusal}” Everyone plays, and everyone must take a "
            "trick or be bucked." if refusal else "Players may drop out.",
            hint="With clubs turned up, read what the step says about who must play.",
        ),
        Check(
            "clubs-maker",
            "Who must take three tricks or add 5?",
            (*player_choices(Player), nobody),
            frozenset({nobody if hand.maker is None else hand.maker.label}),
            "Nobody chose clubs, so there is no maker and no three-trick rule.",
            hint="A maker is someone who chose trump: did anyone choose clubs here?",
        ),
        Check(
            "clubs-lead",
            "Who leads the first trick?",
            player_choices(Player),
            frozenset({hand.to_act.label}),
            f"As always, the player left of the dealer leads: {hand.to_act.label}.",
            hint="The first lead starts beside the dealer, going clockwise.",
        ),
    )
    text = (
        "**If the upcard is a club, clubs are trump** — at once, with **no bidding**. "
        "Nobody picks the upcard up, there is **no maker**, and **nobody may drop out**: "
        "all four play, and each must take at least one trick.\n\n"
        "Any other upcard starts the bidding (next steps)."
    )
    examples = (
        ExampleTable(f"{hand.dealer.label} deals and turns up the {up.symbol}", (
            CardRow("Your hand (South)", hand.hand(Player.SOUTH)),
            CardRow("Upcard", (up,), "a club"),
        ), grid=grid),
    )
    return Step("buck-clubs", "A club turned up: clubs are trump", text, examples, checks)


def _drop_step() -> Step:
    ready = _ordered_by_south()
    maker, dealer = ready.maker, ready.dealer
    _, order = _asked(ready)
    first = order[0]
    playing, _ = _asked(ready, {first: DROP_OUT})
    stayers = [player for player in order if player != first]
    played = playing
    while not played.is_over:
        played = played.apply(played.legal_actions()[0])
    change = played.result().points_by_seat[first]
    grid = [("player", "role", "asked")]
    for player in Player:
        role = "maker" if player == maker else ("dealer" if player == dealer else "")
        asked = f"{order.index(player) + 1}." if player in order else "never"
        grid.append((player.label, role, asked))
    checks = (
        Check(
            "first-asked",
            f"{dealer.label} deals; {maker.label} orders up the {ready.upcard.symbol} and "
            f"{dealer.label} discards. Who is asked first whether to drop out?",
            player_choices(Player),
            frozenset({first.label}),
            f"Asking goes clockwise from the dealer's left, skipping the maker: "
            f"{names(order)}.",
            hint=("Asking starts beside the dealer and goes clockwise, passing over the player "
                  "who made trump."),
        ),
        Check(
            "maker-drop",
            "Who is never asked whether to drop out?",
            player_choices(Player),
            frozenset(player.label for player in Player if player not in order),
            "The maker is never asked: whoever makes trump plays the hand.",
            hint="Think about who chose trump this hand.",
        ),
        Check(
            "drop-lead",
            f"{first.label} drops out; {names(stayers)} stay in. Who leads the first trick?",
            player_choices(Player),
            frozenset({playing.to_act.label}),
            f"The player left of the dealer leads — or, if that player dropped out, the next "
            f"player still in: {playing.to_act.label}.",
            hint="The lead starts left of the dealer but passes over anyone who dropped out.",
        ),
        Check(
            "drop-change",
            f"{first.label} dropped out. How does {first.label}'s count change this hand?",
            _change_choices(-1, 0, 5, change),
            frozenset({points_text(change)}),
            "A player who drops out sits the hand out: no trick, no penalty, no change.",
            hint="Someone who sits the hand out takes no trick and cannot be bucked.",
        ),
    )
    text = (
        "Once trump is fixed, each player except the maker decides in turn, clockwise from "
        "the dealer's left, whether to **drop out**: lay the hand face down and sit out the "
        "hand, with **no change** to the count. A dealer who picked up the upcard discards "
        "first and is then asked like the others.\n\n"
        "Why drop out? Whoever **stays in and takes no trick is bucked: +5**. With a poor "
        "hand, sitting out is cheaper.\n\n"
        "The player left of the dealer leads the first trick; if that player dropped out, "
        "the next player still in leads. Tricks are played by the players still in."
    )
    examples = (
        ExampleTable(f"{maker.label} makes {ready.trump.symbol}: who is asked, in turn",
                     (CardRow("Your hand (South)", ready.hand(Player.SOUTH)),),
                     grid=tuple(grid)),
    )
    return Step("buck-drop", "Dropping out", text, examples, checks)


def _no_trump_step() -> Step:
    passed = _passed_twice(_start())
    thrown = "The hand is thrown in"
    stuck = "The dealer must name a suit"
    no_trump = "The hand is played with no trump"
    if passed.no_trump and passed.phase is P.DROP_OUT:
        what = no_trump
    else:
        what = thrown if passed.is_over else stuck
    playing, order = _asked(passed)
    trick = playing
    while not trick.tricks:
        trick = trick.apply(f"play {NO_TRUMP_TRICK[trick.to_act]}")
    (first_trick,) = trick.tricks
    winner = first_trick.winner
    cards = {player: card for player, card in first_trick.plays}
    checks = (
        Check(
            "all-pass",
            "All four pass in round 1, and all four pass again in round 2. What happens?",
            (thrown, stuck, no_trump),
            frozenset({what}),
            "Four passes in round 2 make a no-trump hand: it is played out, with no maker.",
            hint="Buck never throws a hand in, and nobody is stuck with naming trump.",
        ),
        Check(
            "asked",
            "In that no-trump hand, how many players are asked whether to drop out?",
            ("2", "3", "4"),
            frozenset({str(len(order))}),
            "With no maker, nobody is skipped: all four are asked, and all four may drop out "
            "(then nobody's count changes).",
            hint="With no maker, is anyone passed over when asking about dropping out?",
        ),
        Check(
            "plain-jack",
            "Everyone stays in. "
            + ", ".join(f"{player.label} plays the {card.symbol}" for player, card in
                        first_trick.plays)
            + ". Who wins the trick?",
            player_choices(Player),
            frozenset({winner.label}),
            f"With no trump the jacks are plain jacks, below the queen: the highest card of "
            f"the suit led wins, {cards[winner].symbol}.",
            hint="With no trump no jack is a bower: rank the cards of the suit led as printed.",
        ),
    )
    text = (
        "If all four pass in round 1, the dealer turns the upcard down; in **round 2** each "
        "may **declare** one of the other three suits. If all four pass again, the hand is "
        "played with **no trump**.\n\n"
        "With no trump there are **no bowers**: every jack is an ordinary jack of its own "
        "suit, ranking below the queen. The highest card of the suit led wins each trick.\n\n"
        "There is no maker, so **all four** are asked whether to drop out — and every "
        "player still in must take a trick or be bucked."
    )
    examples = (
        ExampleTable("No trump: the first trick, as the engine plays it", tuple(
            CardRow(player.label + (" leads" if number == 0 else ""), (card,),
                    "wins the trick" if player == winner else "")
            for number, (player, card) in enumerate(first_trick.plays))),
    )
    return Step("buck-no-trump", "No trump: the jacks are plain", text, examples, checks)


def _hands_step(key: str, title: str, text: str, shown: Iterable[str],
                checks: tuple[Check, ...]) -> Step:
    """A step whose example is the ``shown`` played hands: what each player took and how
    each count changed."""
    hands = played_hands()
    grid = (("hand", "what happened", *(player.label for player in Player)),
            *((name, *_hand_row(hands[name])) for name in shown))
    examples = (ExampleTable("Hands the engine dealt and played: tricks and the change to "
                             "each count", grid=grid),)
    return Step(key, title, text, examples, checks)


def _bucked_step() -> Step:
    hands = played_hands()
    shown = ("a player is bucked", "no trump, a player bucked", "clubs turned, a player bucked")
    bucked = hands["a player is bucked"].result()
    victim = next(player for player in bucked.bucked if player != bucked.maker)
    out = next(iter(sorted(bucked.dropped)))
    no_trump = hands["no trump, a player bucked"].result()
    checks = (
        Check(
            "bucked-change",
            f"{victim.label} stays in (not the maker) and takes no trick. How does "
            f"{victim.label}'s count change?",
            _change_choices(-5, 0, 1, bucked.points_by_seat[victim]),
            frozenset({points_text(bucked.points_by_seat[victim])}),
            "A player still in who takes no trick is bucked: 5 points go back on the count.",
            hint="A player still in who takes no trick pays a penalty.",
        ),
        Check(
            "dropped-change",
            f"In the same hand {out.label} dropped out. How does {out.label}'s count change?",
            _change_choices(-1, 0, 5, bucked.points_by_seat[out]),
            frozenset({points_text(bucked.points_by_seat[out])}),
            "A player who dropped out is never bucked: the count does not change.",
            hint="Only players still in the hand can be bucked.",
        ),
        Check(
            "no-trump-bucked",
            f"A no-trump hand: {no_trump.summary()} Select every player who is bucked.",
            player_choices(Player),
            frozenset(player.label for player in no_trump.bucked),
            "Every player still in with no trick adds 5; a player who dropped out is not "
            "bucked.",
            multi=True,
            hint="Look for the players still in who took no trick.",
        ),
    )
    text = (
        "Every player still in **subtracts 1 point per trick** taken. A player still in who "
        "takes **no trick** is **bucked** and **adds 5**. A player who dropped out does "
        "not change the count at all.\n\n"
        "This holds in every hand — a hand with a maker, a no-trump hand and a hand where "
        "a club was turned up."
    )
    return _hands_step("buck-bucked", "Bucked: no trick costs 5", text, shown, checks)


def _maker_step() -> Step:
    hands = played_hands()
    shown = ("maker takes 3 or 4", "maker set with 1 or 2", "maker takes no trick")
    made, set_, zero = (hands[name].result() for name in shown)

    def tricks(result: BuckResult) -> int:
        return result.tricks_by_seat[result.maker]

    def change(result: BuckResult) -> int:
        return result.points_by_seat[result.maker]

    checks = (
        Check(
            "maker-made",
            f"{made.maker.label} makes trump and takes {tricks(made)} tricks. How does "
            f"{made.maker.label}'s count change?",
            _change_choices(-tricks(made), tricks(made), 5 - tricks(made), change(made)),
            frozenset({points_text(change(made))}),
            "Three tricks or more: the maker subtracts one point per trick like everyone.",
            hint="A maker who takes three or more is counted like everyone else.",
        ),
        Check(
            "maker-set",
            f"{set_.maker.label} makes trump and takes only {tricks(set_)} "
            f"trick{'s' if tricks(set_) != 1 else ''}. How does the count change?",
            _change_choices(-tricks(set_), 5, 5 + tricks(set_), change(set_)),
            frozenset({points_text(change(set_))}),
            f"Each trick takes 1 off, and a maker under three tricks adds 5: "
            f"−{tricks(set_)} + 5 = {points_text(change(set_))}.",
            hint="Take one off per trick, then add the maker's penalty for falling short of three.",
        ),
        Check(
            "maker-zero",
            f"{zero.maker.label} makes trump and takes no trick at all. How does the count "
            "change?",
            _change_choices(0, 5, 10, change(zero)),
            frozenset({points_text(change(zero))}),
            "The maker is set (+5) and bucked too (+5): "
            f"{points_text(change(zero))}.",
            hint=("A maker who takes nothing falls short of three and also took no trick: two "
                  "penalties."),
        ),
    )
    text = (
        "The player who ordered up or declared trump is the **maker**, and must take **at "
        "least 3 tricks**. A maker with fewer **adds 5** — on top of the tricks taken off "
        "(and a maker with no trick is bucked as well).\n\n"
        "| maker's tricks | change to the maker's count |\n|---|---|\n"
        "| 3, 4 or 5 | −1 per trick |\n| 1 or 2 | −1 per trick, +5 |\n| 0 | +5 +5 = +10 |\n\n"
        "Clubs-turned and no-trump hands have no maker, so no three-trick rule."
    )
    return _hands_step("buck-maker", "The maker must take three", text, shown, checks)


def _winning_step() -> Step:
    games = finished_games()
    at_zero, all_five = games["won at zero"], games["won by all five tricks"]
    swept = all_five.results()[-1]
    sweep = swept.took_all_five
    grid = history_grid(Player, at_zero)
    maker, other = Player.SOUTH, Player.NORTH
    out = frozenset(player for player in Player if player not in (maker, other))
    tricks = tuple(3 if player == maker else 2 if player == other else 0 for player in Player)
    points = hand_points(tricks, maker, out)
    story = (f"{names(sorted(out))} drop out; {maker.label} makes trump and takes 3 tricks, "
             f"{other.label} takes 2. What now?")

    def after(before: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(count + change for count, change in zip(before, points, strict=True))

    lowest_before, tied_before = (1, 15, 1, 9), (2, 15, 1, 9)
    lowest, tied = match_winners(after(lowest_before), None), match_winners(after(tied_before),
                                                                           None)
    checks = (
        Check(
            "zero-winner",
            f"Before the last hand of this game: {score_text(Player, at_zero.score_before_hand)}"
            f". Then: {at_zero.results()[-1].summary()} What now?",
            _outcomes(at_zero.winners),
            frozenset({_outcome(at_zero.winners)}),
            f"Counts after the hand: {score_text(Player, at_zero.score)}. The first player "
            "at 0 or below wins; if several get there in the same hand, the lowest count "
            "wins.",
            hint="Work out each count after the hand; the game is won at zero or below.",
        ),
        Check(
            "all-five",
            f"Another game: {score_text(Player, all_five.score_before_hand)}. Then "
            f"{sweep.label} takes all five tricks"
            + (f" ({names(sorted(swept.dropped))} dropped out)" if swept.dropped else "")
            + ". What now?",
            _outcomes(all_five.winners),
            frozenset({_outcome(all_five.winners)}),
            "A player who takes all five tricks in a hand wins the game at once, whatever "
            "the counts.",
            hint="Taking every trick of a hand has a rule of its own, whatever the counts.",
        ),
        Check(
            "lowest-wins",
            f"{score_text(Player, lowest_before)}. {story}",
            _outcomes(lowest),
            frozenset({_outcome(lowest)}),
            f"Counts after the hand: {score_text(Player, after(lowest_before))}. Two players "
            "are at 0 or below: the lowest count wins.",
            hint="Work out the counts; if more than one is at zero or below, compare them.",
        ),
        Check(
            "tie-shared",
            f"{score_text(Player, tied_before)}. {story}",
            _outcomes(tied),
            frozenset({_outcome(tied)}),
            f"Counts after the hand: {score_text(Player, after(tied_before))}. An equal "
            "lowest count shares the win.",
            hint=("Work out the counts, then see what the rules say when the lowest counts are "
                  "equal."),
        ),
    )
    text = (
        "The game ends after the hand in which a player reaches **0 or below**: that player "
        "wins. If several reach 0 in the same hand, the **lowest count wins**; an equal "
        "lowest shares the win.\n\n"
        "A player who takes **all five tricks** in a hand **wins at once**, whatever the "
        "counts — a hand with only one player still in is played out, and that player "
        "takes all five."
    )
    examples = (ExampleTable("A whole game, hand by hand", grid=grid),)
    return Step("buck-winning", "Down to zero — or all five tricks", text, examples, checks)


@cache
def build_buck_course() -> tuple[Step, ...]:
    """Every step of the Buck Euchre course, in order (built once; examples are engine
    positions)."""
    return (
        _count_step(),
        _clubs_step(),
        _drop_step(),
        _no_trump_step(),
        _bucked_step(),
        _maker_step(),
        _winning_step(),
    )
