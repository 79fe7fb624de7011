"""Watch a bot-only match decision by decision, with every explanation and its factors.

All four hands are printed at the start of each hand so that a reader can check every
figure an explanation states; the bots themselves still only see their own views.
"""

from __future__ import annotations

from collections.abc import Callable

from euchre.games.euchre.match import Match
from euchre.games.euchre.render import render_hand
from euchre.games.euchre.rules import Rules
from euchre.seats import Seat, Team
from euchre.tournament.duplicate import Lineup
from euchre.tournament.players import derived_seed, new_bot

__all__ = ["watch_match"]


def _value(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def watch_match(
    lineup: Lineup, seed: int = 1, rules: Rules | None = None, hands: int | None = None,
    write: Callable[[str], None] = print,
) -> Match:
    """Play one match, ``lineup.first`` as North–South; print it (or ``hands`` hands)."""
    rules = rules or Rules()
    names = {Team.NORTH_SOUTH: lineup.first, Team.EAST_WEST: lineup.second}
    bots = {seat: new_bot(names[seat.team], derived_seed(seed, "watch", seat.value))
            for seat in Seat}
    match = Match.new(rules, seed=f"{seed}:watch")
    write(f"North–South: {lineup.first}   East–West: {lineup.second}   "
          f"(seed {seed}, first to {rules.points_to_win})")
    played = 0
    while True:
        ns, ew = match.score_before_hand
        write(f"\n=== Hand {match.hand_number} — score North–South {ns}, East–West {ew} ===")
        write(render_hand(match.current))
        tricks_seen = 0
        while not match.hand_over:
            seat = match.to_act
            view = match.view(seat)
            decision = bots[seat].decide(view)
            write(f"\n{seat.label} ({names[seat.team]}) {decision.action.describe()} "
                  f"[{decision.elapsed_ms:.2f} ms]")
            write(f"    “{decision.explanation.summary}”")
            for factor in decision.explanation.factors:
                text = f": {factor.text}" if factor.text else ""
                write(f"      · {factor.name} = {_value(factor.value)}{text}")
            match = match.apply(decision.action, seat)
            tricks = match.current.tricks
            if len(tricks) > tricks_seen:
                trick = tricks[-1]
                plays = ", ".join(f"{who.label} {card.symbol}" for who, card in trick.plays)
                write(f"  Trick {len(tricks)}: {plays} — won by {trick.winner.label}")
                tricks_seen = len(tricks)
        write("\n" + match.current.result().summary())
        ns, ew = match.score
        write(f"Score: North–South {ns}, East–West {ew}")
        played += 1
        if match.is_over:
            write(f"\n{match.winner.label} ({names[match.winner]}) win the match.")
            return match
        if hands is not None and played >= hands:
            return match
        match = match.next_hand()
