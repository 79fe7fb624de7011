"""Hand-made Cutthroat positions: defenders play together, Expert weighs the dummy against
going alone, and Expert beats Easy over a small duplicate tournament."""

from __future__ import annotations

import statistics

from euchre.cards import is_trump
from euchre.games.cutthroat import CutthroatPhase, Player
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from euchre.games.cutthroat.bots.easy import EasyCutthroatBot
from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot
from euchre.games.cutthroat.bots.normal import NormalCutthroatBot
from euchre.tournament.duplicate import seat_arrangements
from euchre.tournament.games import play_hand

from ..deals import SOUTH_TRUMPS, deal, hand_of, run

# East deals; South orders the hearts up and takes the dummy, keeping K♣ to lead.
CLUB_LEAD = deal("E", south="JH JD AH KC 9S", west="AC QC TS JS QD", east="KH TH AS KS AD",
                 dummy="9C TC JC QH 9D", upcard="9H")


def _east_after_west_wins_with_the_ace():
    hand = run(hand_of(CLUB_LEAD), "order up", "discard KS", "take dummy", "discard 9S",
               "discard 9D", "discard 9C", "discard TC", "discard JC", "pass", "pass",
               "play KC", "play AC")
    assert hand.to_act is Player.EAST and hand.maker is Player.SOUTH
    return hand.view(Player.EAST)


def test_a_defender_does_not_trump_the_other_defenders_winning_ace():
    view = _east_after_west_wins_with_the_ace()
    trumps = [action for action in view.legal_actions if is_trump(action.card, view.trump)]
    assert trumps, "East could trump in"
    for bot in (NormalCutthroatBot(seed=1), ExpertCutthroatBot(seed=1, samples=20)):
        decision = bot.decide(view)
        assert not is_trump(decision.action.card, view.trump), decision.explanation.summary
    said = NormalCutthroatBot(seed=1).decide(view).explanation
    assert "let the other defender take it" in said.summary
    assert said.factor("winning").value == "W AC"


def _south_to_choose(hand):
    assert hand.phase is CutthroatPhase.MAKER_CHOICE and hand.to_act is Player.SOUTH
    return hand.view(Player.SOUTH)


def test_expert_takes_the_dummy_when_it_clearly_helps():
    # South, on the dealer's left, names spades with three of them and little else:
    # alone it would also give the opening lead away.
    weak = deal("E", south="JS 9S TS KD QC", west="AC KC AD KH QH", east="AH TH 9D TD JH",
                dummy="JC AS QS KS 9C", upcard="9H")
    view = _south_to_choose(run(hand_of(weak), "pass", "pass", "pass", "name S"))
    decision = ExpertCutthroatBot(seed=3, samples=40).decide(view)
    assert decision.action is TAKE_DUMMY
    values = {option.action: option.expected_points for option in decision.explanation.options}
    assert values[TAKE_DUMMY] > values[GO_ALONE] + 0.3
    assert "taking the dummy" in decision.explanation.summary


def test_expert_goes_alone_with_a_sure_march():
    view = _south_to_choose(run(hand_of(SOUTH_TRUMPS), "order up", "discard KC"))
    decision = ExpertCutthroatBot(seed=3, samples=20).decide(view)
    assert decision.action is GO_ALONE
    values = {option.action: option.expected_points for option in decision.explanation.options}
    assert values[GO_ALONE] == values[TAKE_DUMMY] == 3.0


def test_expert_beats_easy_over_a_small_duplicate_tournament():
    """Six seatings of each deal (each level alone in every seat against the other)."""
    from euchre.games.cutthroat import CutthroatHand

    differences = []
    for index in range(6):
        for sides in seat_arrangements("cutthroat"):
            bots = {seat: ExpertCutthroatBot(seed=seat, samples=4) if side == "A"
                    else EasyCutthroatBot(seed=seat) for seat, side in enumerate(sides)}
            hand = CutthroatHand.from_seed(f"small-tournament:{index}")
            points = play_hand(hand, bots, {seat: [] for seat in bots}).result().points_by_seat
            expert = statistics.mean(p for p, side in zip(points, sides, strict=True)
                                     if side == "A")
            easy = statistics.mean(p for p, side in zip(points, sides, strict=True)
                                   if side == "B")
            differences.append(expert - easy)
    assert statistics.mean(differences) > 0.2
