"""After a wrong bid: a deal South could face, played out, where that bid does worse."""

from __future__ import annotations

import pytest

from euchre import ORDER_UP, ORDER_UP_ALONE, PASS, Seat
from euchre.bots.base import OptionValue
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.view import seat_view
from lessons.euchre.bidding import BiddingDrill, bidding_position, costly_deal
from lessons.kit.exercise import Scene
from lessons.kit.themes import Tier

BOTS = {seat: NormalBot(seed=int(seat)) for seat in Seat}


def _player(seat: Seat):
    return lambda view: BOTS[seat].decide(view).action


def _drill(seed: int) -> BiddingDrill:
    state, score, theme = bidding_position(seed, Tier.BEGINNER)
    view = seat_view(state, Seat.SOUTH, score=score)
    values = (OptionValue(PASS, 0.0, 0.05, 400), OptionValue(ORDER_UP, -0.8, 0.05, 400),
              OptionValue(ORDER_UP_ALONE, -1.8, 0.02, 400))
    return BiddingDrill(tier=Tier.BEGINNER, theme=theme, seed=seed, prompt="",
                        options=tuple(a.text for a in view.legal_actions), scene=Scene(),
                        view=view, values=values, explanation="")


def _net(state) -> int:
    points = state.result().points
    return points[0] - points[1]


@pytest.mark.parametrize("seed", range(12))
def test_the_shown_deal_is_one_south_could_face_and_the_wrong_bid_does_worse(seed: int) -> None:
    drill = _drill(seed)
    found = costly_deal(drill, "order up alone", _player)
    assert found is not None
    after_answer, after_best = found
    assert after_answer.deal == after_best.deal, "both bids are played on the same cards"
    deal = after_answer.deal
    assert deal.hands[Seat.SOUTH] == drill.view.hand and deal.upcard == drill.view.upcard
    assert deal.dealer == drill.view.dealer
    bids_before = len(drill.view.bids)
    assert after_answer.bids[:bids_before] == drill.view.bids
    assert after_answer.bids[bids_before] == (Seat.SOUTH, ORDER_UP_ALONE)
    assert after_best.bids[bids_before] == (Seat.SOUTH, PASS)
    assert after_answer.is_over and after_best.is_over
    assert _net(after_answer) < _net(after_best)


def test_a_euchre_is_preferred() -> None:
    euchred = 0
    for seed in range(12):
        after_answer, _ = costly_deal(_drill(seed), "order up alone", _player)
        result = after_answer.result()
        euchred += result.euchred and result.maker is Seat.SOUTH
    assert euchred >= 10
