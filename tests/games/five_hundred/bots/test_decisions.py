"""Every Five Hundred bot decision is legal, in positions of both player counts (the
auction, the kitty exchange, misère and the joker included), and what it says is true
and tells the table nothing it could not know; Expert's figures are its simulation's."""

from __future__ import annotations

import re

import numpy as np
import pytest

from euchre import games
from euchre.bots import Difficulty
from euchre.bots.base import Bot, Decision
from euchre.games.five_hundred import FiveHundredHand, FiveHundredRules
from euchre.games.five_hundred.actions import Kind
from euchre.games.five_hundred.bids import Denomination
from euchre.games.five_hundred.bots import make_bot
from euchre.games.five_hundred.bots.counting import count_tricks
from euchre.games.five_hundred.bots.easy import EasyFiveHundredBot
from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot, make_floor, make_rates
from euchre.games.five_hundred.bots.normal import NormalFiveHundredBot
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.view import FiveHundredView
from tests.games.bot_positions import random_positions

RULE_SETS = (FiveHundredRules(), FiveHundredRules(players=3),
             FiveHundredRules(misere_any_time=True), FiveHundredRules(players=3, sans_kitty=True),
             FiveHundredRules(single_round=True, blind_misere=True))
POSITIONS = [view for _hand, view in random_positions(
    FiveHundredHand.from_seed, RULE_SETS, (0, 1, 2, 3), EasyFiveHundredBot,
    NormalFiveHundredBot, hands=60, seed=21, name="five-hundred-bot-positions")]
CHOICES = [view for view in POSITIONS if len(view.legal_actions) > 1]


def small_expert(seed: int = 2) -> ExpertFiveHundredBot:
    return ExpertFiveHundredBot(seed=seed, bid_samples=6, kitty_samples=6, play_samples=6)


def is_misere_play(view: FiveHundredView) -> bool:
    return view.phase is FiveHundredPhase.PLAY and view.contract.is_misere


def leads_joker_naming(view: FiveHundredView) -> bool:
    return any(a.kind is Kind.PLAY and a.suit is not None for a in view.legal_actions)


def names_joker_suit(view: FiveHundredView) -> bool:
    return any(a.kind is Kind.JOKER_SUIT for a in view.legal_actions)


def leaked(view: FiveHundredView, decision: Decision) -> list[str]:
    """Cards of the seat's own (unplayed or discarded) that the table would hear named."""
    public = decision.explanation.public()
    text = " ".join([public.summary, *(factor.text for factor in public.factors)])
    calls = [action for _who, action in view.bids] + [decision.action]
    for label in {action.bid.label for action in calls if action.kind is Kind.BID}:
        text = text.replace(label, "a bid")
    shown = {decision.action.card} if decision.action.kind is Kind.PLAY else set()
    hidden = (set(view.hand) | set(view.own_discards)) - shown - set(view.exposed_hand)
    return [card.symbol for card in hidden if card.symbol in text]


def test_the_positions_reach_every_phase_both_player_counts_misere_and_the_joker():
    for players in (3, 4):
        mine = [view for view in CHOICES if view.players == players]
        assert {view.phase for view in mine} == {FiveHundredPhase.AUCTION,
                                                 FiveHundredPhase.KITTY,
                                                 FiveHundredPhase.PLAY}
    assert any(is_misere_play(view) and view.seat != view.contractor for view in CHOICES)
    assert any(is_misere_play(view) and view.seat == view.contractor for view in CHOICES)
    assert any(leads_joker_naming(view) for view in CHOICES)
    assert any(names_joker_suit(view) for view in CHOICES)
    assert any(any(a.kind is Kind.BID and a.bid.is_misere for a in view.legal_actions)
               for view in CHOICES)


def test_the_factory_and_the_game_factory_make_each_level():
    for level, bot_type in ((Difficulty.EASY, EasyFiveHundredBot),
                            (Difficulty.NORMAL, NormalFiveHundredBot),
                            (Difficulty.EXPERT, ExpertFiveHundredBot)):
        assert type(make_bot(level, seed=3)) is bot_type
        assert type(games.game("five_hundred").bot(level.value, seed=3)) is bot_type


@pytest.mark.parametrize("bot_type", [EasyFiveHundredBot, NormalFiveHundredBot])
def test_every_easy_and_normal_decision_is_legal_explained_and_tells_nothing_hidden(
        bot_type: type[Bot]):
    bot = bot_type(seed=5)
    for view in POSITIONS:
        decision = bot.decide(view)
        assert decision.action in view.legal_actions, (view.phase, decision.action)
        assert decision.seat == view.seat
        summary = decision.explanation.summary
        assert summary.endswith(".") and decision.explanation.live
        assert not leaked(view, decision), (summary, decision.explanation.live)


def test_normal_says_the_trick_count_it_bid_on():
    bot = NormalFiveHundredBot()
    said = 0
    for view in [view for view in CHOICES if view.phase is FiveHundredPhase.AUCTION][:60]:
        decision = bot.decide(view)
        factor = decision.explanation.factor("tricks_counted")
        if factor is None:
            continue
        counts = {c.denomination.symbol: c.total for c in
                  (count_tricks(view.hand, d, view.players, not view.rules.sans_kitty)
                   for d in Denomination)}
        number, symbol = re.search(r"(\d+\.\d) tricks?,? in (\S+?)[ ,]", factor.text).groups()
        assert float(number) == pytest.approx(counts[symbol.rstrip(",")], abs=0.05)
        assert factor.value == pytest.approx(float(number), abs=0.05)
        said += 1
    assert said > 10


def test_normal_defends_a_misere_by_its_defence_rules_and_says_so():
    from euchre.games.five_hundred.bots import playout as po

    defence = {po.R_DEFEND_LEAD_LOW, po.R_DEFEND_UNDER, po.R_DEFEND_LOW, po.R_DEFEND_SHED}
    views = [v for v in CHOICES if is_misere_play(v) and v.seat != v.contractor]
    assert len(views) >= 5
    for view in views:
        decision = NormalFiveHundredBot().decide(view)
        rule = decision.explanation.factor("play_rule")
        assert rule.value in defence, decision.explanation.summary
        assert "contractor" in decision.explanation.summary or "lowest" in rule.text


def expert_views() -> list[FiveHundredView]:
    """A few positions of each phase and player count, and of misère and the joker."""
    picked: list[FiveHundredView] = []
    for players in (3, 4):
        for phase in FiveHundredPhase:
            picked += [v for v in CHOICES if v.players == players and v.phase is phase][:3]
    picked += [v for v in CHOICES if is_misere_play(v) and v.seat != v.contractor][:3]
    picked += [v for v in CHOICES if is_misere_play(v) and v.seat == v.contractor][:2]
    picked += [v for v in CHOICES if leads_joker_naming(v)][:2]
    picked += [v for v in CHOICES if names_joker_suit(v)][:2]
    return picked


def test_expert_chooses_its_best_valued_option_and_says_its_true_figures():
    """The best average, in the auction among the calls made often enough to bid."""
    for view in expert_views():
        decision = small_expert().decide(view)
        assert decision.action in view.legal_actions
        assert not leaked(view, decision), decision.explanation.live
        simulation = small_expert().simulate(view)
        means = simulation.margins.mean(axis=0)
        options = decision.explanation.options
        assert options[0].action == decision.action
        for option in options:
            column = simulation.actions.index(option.action)
            assert option.expected_points == pytest.approx(means[column], abs=1e-4)
        allowed = range(len(simulation.actions))
        if view.phase is FiveHundredPhase.AUCTION:
            _, tricks, clean = small_expert().estimate_auction(view)
            rates = make_rates(simulation.actions, tricks, clean)
            allowed = [j for j, action in enumerate(simulation.actions)
                       if action.kind is Kind.PASS or rates[j] >= make_floor(action.bid)]
        assert options[0].expected_points == pytest.approx(max(means[j] for j in allowed),
                                                           abs=1e-4)
        summary = decision.explanation.summary
        assert f"{options[0].expected_points:+.1f} points" in summary
        rival = max(option.expected_points for option in options[1:])
        assert f"against {rival:+.1f}" in summary
        assert f"In {simulation.samples} sampled deals" in summary
        named = decision.explanation.factor("expected_points")
        assert named.value == pytest.approx(options[0].expected_points, abs=0.051)


def test_expert_in_the_auction_reports_the_tricks_its_simulation_took():
    views = [v for v in CHOICES if v.phase is FiveHundredPhase.AUCTION][:6]
    for view in views:
        decision = small_expert().decide(view)
        _simulation, tricks, clean = small_expert().estimate_auction(view)
        means = tricks.mean(axis=0)
        for d in Denomination:
            factor = decision.explanation.factor(f"tricks_{d.letter}")
            assert factor.value == pytest.approx(round(float(means[d]), 1))
            assert f"{means[d]:.1f} in {d.symbol}" in decision.explanation.summary
        assert f"in {100 * float(clean.mean()):.0f}% of the deals" in \
            decision.explanation.summary
        if decision.action.kind is Kind.BID and not decision.action.bid.is_misere:
            bid = decision.action.bid
            made = float(np.mean(tricks[:, int(bid.denomination)] >= bid.tricks))
            assert decision.explanation.factor("p_made").value == pytest.approx(made, abs=1e-3)


def test_expert_values_every_joker_lead_and_every_suit_it_may_give_the_joker():
    for view in [v for v in CHOICES if leads_joker_naming(v) or names_joker_suit(v)][:4]:
        decision = small_expert().decide(view)
        valued = {option.action for option in decision.explanation.options}
        assert valued == set(view.legal_actions)


def test_expert_never_calls_blind_misere_after_seeing_its_cards():
    views = [v for v in CHOICES if any(a.kind is Kind.BID and a.bid.kind.name == "BLIND_MISERE"
                                       for a in v.legal_actions)]
    assert views
    for view in views[:3]:
        decision = small_expert().decide(view)
        assert not (decision.action.kind is Kind.BID
                    and decision.action.bid.kind.name == "BLIND_MISERE")


def test_expert_is_deterministic_for_a_seed_and_position():
    for view in CHOICES[:10]:
        first, second = small_expert(4).decide(view), small_expert(4).decide(view)
        assert first.action == second.action
        assert first.explanation == second.explanation


def test_expert_with_one_legal_action_says_so_without_simulating():
    view = next(view for view in POSITIONS if len(view.legal_actions) == 1)
    decision = ExpertFiveHundredBot(seed=1).decide(view)
    assert decision.action == view.legal_actions[0]
    assert "my only choice" in decision.explanation.summary
    assert not decision.explanation.options
