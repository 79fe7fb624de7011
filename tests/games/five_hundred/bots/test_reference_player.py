"""The bench's plain reference player is a legal, deterministic Five Hundred ``Bot`` that
never calls misère nor overcalls its partner; the duplicate ladder plays each deal in both
seatings and tallies every contract (a tiny seeded run of ``bench/five_hundred_ladder``)."""

from __future__ import annotations

from bench.five_hundred_duplicate import contract_type, play_lineup
from bench.five_hundred_reference import ReferenceFiveHundredBot, sure_tricks
from euchre.bots.base import Bot
from euchre.cards import Card
from euchre.games.five_hundred import Bid, FiveHundredHand, FiveHundredRules
from euchre.games.five_hundred.actions import Kind
from euchre.games.five_hundred.bids import Denomination
from euchre.games.five_hundred.bots.easy import EasyFiveHundredBot
from euchre.games.five_hundred.bots.normal import NormalFiveHundredBot
from euchre.games.five_hundred.phases import FiveHundredPhase
from tests.games.bot_positions import random_positions

RULE_SETS = (FiveHundredRules(), FiveHundredRules(players=3),
             FiveHundredRules(misere_any_time=True))
POSITIONS = [view for _hand, view in random_positions(
    FiveHundredHand.from_seed, RULE_SETS, (0, 1, 2, 3), EasyFiveHundredBot,
    NormalFiveHundredBot, hands=24, seed=5, name="five-hundred-reference")]


def cards_of(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def test_every_reference_decision_is_legal_and_repeatable():
    bot = ReferenceFiveHundredBot()
    assert isinstance(bot, Bot)
    phases = set()
    for view in POSITIONS:
        decision = bot.decide(view)
        assert decision.action in view.legal_actions
        assert decision.seat == view.seat and decision.explanation.summary
        assert ReferenceFiveHundredBot().decide(view).action == decision.action
        phases.add(view.phase)
    assert phases == {FiveHundredPhase.AUCTION, FiveHundredPhase.KITTY, FiveHundredPhase.PLAY}


def test_the_reference_player_never_calls_misere_nor_overcalls_its_partner():
    for view in [v for v in POSITIONS if v.phase is FiveHundredPhase.AUCTION]:
        action = ReferenceFiveHundredBot().decide(view).action
        if action.kind is Kind.BID:
            assert not action.bid.is_misere
            assert not (view.players == 4 and view.high_bidder is not None
                        and (int(view.high_bidder) - int(view.seat)) % 4 == 2)


def test_sure_tricks_count_top_trumps_by_length_and_side_suits_by_their_top_sequence():
    cards = cards_of("JOKER JS JC AS 6S AH KH 4D 5D 6C")
    assert sure_tricks(cards, Denomination.SPADES, 4) == 5 + 2
    assert sure_tricks(cards, Denomination.NO_TRUMPS, 4) == 1 + 1 + 2


def test_the_ladder_plays_each_deal_in_both_seatings_and_tallies_every_contract():
    outcome = play_lineup("normal", "reference", deals=3, seed=2)
    assert len(outcome.net_per_deal) == 3 and len(outcome.a_points) == 6
    contracts = sum(tally.contracts for tally in outcome.tallies.values())
    assert contracts + outcome.thrown_in == 6
    for tally in outcome.tallies.values():
        assert all(0 <= made <= count for _key, count, made in tally.rows())
    again = play_lineup("normal", "reference", deals=3, seed=2)
    assert again.net_per_deal == outcome.net_per_deal
    assert [contract_type(Bid.parse(text)) for text in ("7H", "9NT", "open misere")] == [
        "7", "NT", "open misère"]
