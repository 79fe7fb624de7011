"""Random positions for bot tests: hands played out by a mix of bots under many rule sets."""

from __future__ import annotations

import random
from collections.abc import Iterator

from euchre import Deck, HandState, Rules, Seat
from euchre.bots import Bot
from euchre.bots.random_bot import RandomBot
from euchre.games.euchre.bots.easy import EasyBot
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.rules import OpeningLead, PartnerDealerPickup
from euchre.games.euchre.view import SeatView

RULE_SETS = (
    Rules(),
    Rules(defend_alone=True),
    Rules(stick_the_dealer=False),
    Rules(deck=Deck.JOKER_25, defend_alone=True),
    Rules(deck=Deck.PIQUET_32),
    Rules(defend_alone=True, opening_lead=OpeningLead.LEFT_OF_LONER,
          partner_dealer_pickup=PartnerDealerPickup.PICKS_UP_THEN_SITS_OUT),
)


def bot_of(name: str, seed: int) -> Bot:
    return {"random": RandomBot, "easy": EasyBot, "normal": NormalBot}[name](seed=seed)


def random_positions(hands: int, seed: int) -> Iterator[tuple[HandState, SeatView]]:
    """Every decision point of ``hands`` hands. Each hand's seats are driven by a random mix
    of bots (the random player makes unusual positions: loners, odd calls, stuck dealers)."""
    rng = random.Random(seed)
    for index in range(hands):
        rules = RULE_SETS[index % len(RULE_SETS)]
        state = HandState.from_seed(f"positions:{seed}:{index}", rules)
        drivers = {seat: bot_of(rng.choice(("random", "easy", "normal")), rng.randrange(999))
                   for seat in Seat}
        while not state.is_over:
            view = state.view(state.to_act)
            yield state, view
            state = state.apply(drivers[state.to_act].decide(view).action)
