"""Easy's bidding sentences read as plain English over many hands."""

from __future__ import annotations

from euchre import HandState
from euchre.games.euchre.bots.easy import EasyBot
from euchre.games.euchre.phases import Phase

BIDDING = (Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2)


def test_no_bid_says_only_no_cards() -> None:
    """A pass with none of the suit says "I have no diamonds", never "only no diamonds"."""
    easy = EasyBot()
    none_held = 0
    for seed in range(1200):
        state = HandState.from_seed(f"easy-words:{seed}")
        while state.phase in BIDDING:
            summary = easy.decide(state.view(state.to_act)).explanation.summary
            assert "only no " not in summary, summary
            none_held += "I have no " in summary
            if "pass" not in {action.text for action in state.legal_actions()}:
                break
            state = state.apply("pass")
    assert none_held > 500
