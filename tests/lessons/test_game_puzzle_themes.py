"""The card-play themes of Cutthroat, Buck and Five Hundred, each detected by its rule from
the acting seat's view (and the card the Expert found best)."""

from __future__ import annotations

from collections.abc import Iterator

from euchre import games
from euchre.bots import Difficulty
from euchre.games.five_hundred.hand import FiveHundredHand
from euchre.games.five_hundred.rules import FiveHundredRules
from euchre.ranking import NO_TRUMP
from euchre.tricks import trick_winner
from lessons.buck.puzzles import detect_themes as buck_themes
from lessons.buck.themes import BuckTheme
from lessons.cutthroat.puzzles import detect_themes as cutthroat_themes
from lessons.cutthroat.themes import CutthroatTheme
from lessons.five_hundred.puzzles import SHELF, detect_themes as five_hundred_themes, trumps_unseen
from lessons.five_hundred.themes import FiveHundredTheme


def play_views(game_id: str, seeds: range) -> Iterator:
    """Every card-play decision of hands dealt from ``seeds``, played by Normal bots."""
    spec = games.game(game_id)
    for seed in seeds:
        hand = spec.new_hand(seed)
        bot = spec.bot(Difficulty.NORMAL, seed)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            if view.card_play and len(view.legal_actions) > 1:
                yield view
            hand = hand.apply(bot.decide(view).action, hand.to_act)


def test_cutthroat_names_the_maker_lead_and_the_defenders_together() -> None:
    seen = set()
    for view in play_views("cutthroat", range(12)):
        [theme] = cutthroat_themes(view, view.legal_actions[0])
        seen.add(theme)
        leading = not view.current_trick
        maker = view.seat == view.maker
        assert (theme is CutthroatTheme.MAKER_LEAD) == (maker and leading)
        assert (theme is CutthroatTheme.DEFENDER_LEAD) == (not maker and leading)
        fellow_played = any(seat not in (view.seat, view.maker)
                            for seat, _ in view.current_trick)
        assert (theme is CutthroatTheme.DEFENDERS_TOGETHER) == (not maker and fellow_played)
    assert seen == {CutthroatTheme.MAKER_LEAD, CutthroatTheme.MAKER_FOLLOWS,
                    CutthroatTheme.DEFENDER_LEAD, CutthroatTheme.DEFENDERS_TOGETHER,
                    CutthroatTheme.DEFENDER_AHEAD}


def test_buck_own_count_depends_on_whether_the_card_takes_the_trick() -> None:
    checked = last_in = 0
    for view in play_views("buck", range(20)):
        mode = NO_TRUMP if view.trump is None else int(view.trump)
        if len(view.current_trick) == 4 - len(view.dropped) - 1:
            last_in += 1
            assert BuckTheme.LAST_IN in buck_themes(view, view.legal_actions[0])
        elif view.current_trick:
            assert BuckTheme.LAST_IN not in buck_themes(view, view.legal_actions[0])
        if not view.current_trick:
            assert BuckTheme.LEAD in buck_themes(view, view.legal_actions[0])
            continue
        for action in view.legal_actions:
            wins = trick_winner((*view.current_trick, (view.seat, action.card)), mode) == view.seat
            themes = buck_themes(view, action)
            assert (BuckTheme.OWN_COUNT in themes) == wins
            assert (BuckTheme.PLAY_UNDER in themes) == (not wins)
            checked += 1
        if view.seat == view.maker:
            assert BuckTheme.MAKER_PLAY in buck_themes(view, view.legal_actions[0])
        elif view.tricks_won[int(view.seat)] == 0:
            assert BuckTheme.FIRST_TRICK in buck_themes(view, view.legal_actions[0])
    assert checked > 50 and last_in > 5


def _contract(seed: int, call: str, rules: FiveHundredRules | None = None) -> FiveHundredHand:
    """A hand whose first caller makes ``call`` and the others pass, the kitty discarded
    (the first cards offered), up to the first card."""
    hand = FiveHundredHand.from_seed(seed, rules)
    hand = hand.apply(next(a for a in hand.legal_actions() if a.text == call))
    while hand.phase.value != "play":
        actions = hand.legal_actions()
        hand = hand.apply(next((a for a in actions if a.text == "pass"), actions[0]))
    return hand


def _played_on(hand: FiveHundredHand) -> Iterator:
    while not hand.is_over:
        view = hand.view(hand.to_act)
        yield view
        hand = hand.apply(view.legal_actions[-1], hand.to_act)


def test_five_hundred_misere_defence_and_play() -> None:
    hand = _contract(3, "misere", FiveHundredRules(misere_any_time=True))
    contractor = hand.view(0).contractor
    kinds = set()
    for view in _played_on(hand):
        themes = five_hundred_themes(view, view.legal_actions[0])
        if view.seat == contractor:
            assert themes == (FiveHundredTheme.MISERE_PLAY,)
        else:
            assert FiveHundredTheme.MISERE_DEFENCE in themes
        kinds.update(themes)
    assert {FiveHundredTheme.MISERE_PLAY, FiveHundredTheme.MISERE_DEFENCE} <= kinds


def test_five_hundred_drawing_trumps_is_the_contract_side_leading_a_trump() -> None:
    hand = _contract(4, "bid 6H")
    view = hand.view(hand.to_act)
    assert not view.current_trick and view.seat == view.contractor
    trumps = [a for a in view.legal_actions
              if a.card.is_joker or (a.card.suit is not None and a.card.suit.letter == "H")]
    others = [a for a in view.legal_actions if a not in trumps
              and not (a.card.rank == 3 and a.card.suit.letter == "D")]  # the left bower J♦
    assert trumps and others
    assert FiveHundredTheme.DRAW_TRUMPS in five_hundred_themes(view, trumps[0])
    plain = [a for a in others if a.card.text != "JD"]
    assert FiveHundredTheme.DRAW_TRUMPS not in five_hundred_themes(view, plain[0])


def test_five_hundred_joker_in_no_trumps_and_leading_to_partner() -> None:
    joker_held = joker_not_held = to_partner = 0
    for seed in range(6):
        hand = _contract(seed, "bid 6NT")
        for view in _played_on(hand):
            themes = five_hundred_themes(view, view.legal_actions[0])
            holds = any(card.is_joker for card in view.hand)  # no trumps: the joker counts
            assert (FiveHundredTheme.PLAY_JOKER_NO_TRUMPS in themes) == holds
            joker_held += holds
            joker_not_held += not holds
            partner = (int(view.seat) + 2) % 4
            contractor = int(view.contractor)
            leads_to_partner = not view.current_trick and contractor in (
                partner, (int(view.seat) + 1) % 4)
            assert (FiveHundredTheme.LEAD_TO_PARTNER in themes) == leads_to_partner
            to_partner += leads_to_partner
    assert joker_held and joker_not_held and to_partner


def test_five_hundred_drawing_trumps_needs_a_trump_still_out() -> None:
    """The shipped puzzle in which East, the contractor, leads its last trump 9♠ from
    5♥ Q♥ 9♠ with every other trump seen: nothing is left to draw, so the theme is making
    the contract; every drawing-trumps puzzle of the bank leads while a trump is unseen."""
    puzzle = SHELF.by_id("five_hundred-puzzles-1-29-h4-m36")
    view = puzzle.view()
    assert [card.text for card in view.hand] == ["5H", "QH", "9S"]
    assert puzzle.answer.text == "play 9S" and view.seat == view.contractor
    assert not trumps_unseen(view)
    assert five_hundred_themes(view, puzzle.answer) == (FiveHundredTheme.CONTRACT_PLAY,)
    assert puzzle.themes == (FiveHundredTheme.CONTRACT_PLAY,)
    assert FiveHundredTheme.DRAW_TRUMPS.label == "Five Hundred: drawing trumps"
    drawing = [p for p in SHELF.puzzles() if FiveHundredTheme.DRAW_TRUMPS in p.themes]
    assert drawing
    for shelved in drawing:
        assert trumps_unseen(shelved.view()) and not shelved.view().current_trick


def test_five_hundred_themes_that_must_not_fire() -> None:
    """A trump contract: no misère theme and no joker-without-trumps theme, even for a
    seat holding the joker; a seat following suit never leads to its partner."""
    holders = followers = 0
    for seed in range(8):
        for view in _played_on(_contract(seed, "bid 6H")):
            themes = five_hundred_themes(view, view.legal_actions[0])
            assert not {FiveHundredTheme.MISERE_PLAY, FiveHundredTheme.MISERE_DEFENCE,
                        FiveHundredTheme.PLAY_JOKER_NO_TRUMPS} & set(themes)
            holders += any(card.is_joker for card in view.hand)
            if view.current_trick:
                assert FiveHundredTheme.LEAD_TO_PARTNER not in themes
                assert FiveHundredTheme.DRAW_TRUMPS not in themes
                followers += 1
    assert holders and followers
