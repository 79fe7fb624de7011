"""Expert's compiled bidding model is Normal's count: they agree on the same positions."""

from __future__ import annotations

from euchre import HandState, Phase
from euchre.actions import Action
from euchre.games.euchre.bots.expert_model import model_action
from euchre.games.euchre.bots.normal import NormalBot

BIDDING = (Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2, Phase.DEALER_DISCARD)


def test_the_model_bids_and_discards_as_normal_does() -> None:
    normal = NormalBot()
    agree = total = 0
    for seed in range(600):
        state = HandState.from_seed(seed)
        for _ in range(seed % 7):  # reach every seat of both rounds
            if state.phase not in BIDDING[:2] or (state.to_act == state.dealer and (
                    state.phase is Phase.BIDDING_ROUND_2)):
                break
            state = state.apply("pass")
        if state.phase not in BIDDING:
            continue
        expected = normal.decide(state.view(state.to_act)).action
        modelled = Action.from_code(int(model_action(state.core_state())))
        total += 1
        agree += expected == modelled
    assert total >= 500
    assert agree == total
