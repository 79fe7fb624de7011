"""Watch a bot-only match of any game decision by decision, with every explanation and its
factors.

Every hand is printed at the start of each hand so that a reader can check every figure an
explanation states; the bots themselves still only see their own views.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from euchre import games
from euchre.games import GameMatch
from euchre.tournament.duplicate import Lineup, seat_arrangements
from euchre.tournament.players import derived_seed, new_bot

__all__ = ["watch_match"]


def _value(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _scores(match: GameMatch, team_names: tuple[str, ...], score: tuple[int, ...]) -> str:
    return ", ".join(f"{name} {points}" for name, points in zip(team_names, score, strict=True))


def watch_match(
    game_id: str, lineup: Lineup, seed: int = 1, rules: Any = None, hands: int | None = None,
    write: Callable[[str], None] = print,
) -> GameMatch:
    """Play one match of ``game_id``, ``lineup.first`` in the first seating's A seats and
    ``lineup.second`` in the others; print it (or ``hands`` hands)."""
    spec = games.game(game_id)
    rules = rules if rules is not None else spec.rules_type()
    seating = spec.seating_for(rules)
    sides = seat_arrangements(game_id, rules)[0]
    names = {seat: lineup.first if side == "A" else lineup.second
             for seat, side in enumerate(sides)}
    bots = {seat: new_bot(game_id, names[seat], derived_seed(seed, "watch", seat))
            for seat in seating.seats}
    match = spec.new_match(rules, f"{seed}:watch")
    who = "   ".join(f"{seating.names[seat]}: {names[seat]}" for seat in seating.seats)
    write(f"{spec.name}. {who}   (seed {seed}, {rules.score_race.words})")
    played = 0
    while True:
        write(f"\n=== Hand {match.hand_number} — score "
              f"{_scores(match, seating.team_names, match.score_before_hand)} ===")
        write(str(match.current))
        tricks_seen = 0
        while not match.hand_over:
            seat = match.to_act
            decision = bots[seat].decide(match.view(seat))
            write(f"\n{seating.names[seat]} ({names[seat]}) {decision.action.describe()} "
                  f"[{decision.elapsed_ms:.2f} ms]")
            write(f"    “{decision.explanation.summary}”")
            for factor in decision.explanation.factors:
                text = f": {factor.text}" if factor.text else ""
                write(f"      · {factor.name} = {_value(factor.value)}{text}")
            match = match.apply(decision.action, seat)
            tricks = match.current.tricks
            if len(tricks) > tricks_seen:
                trick = tricks[-1]
                plays = ", ".join(f"{seating.names[who]} {card.symbol}"
                                  for who, card in trick.plays)
                write(f"  Trick {len(tricks)}: {plays} — won by {seating.names[trick.winner]}")
                tricks_seen = len(tricks)
        write("\n" + match.current.result().summary())
        write(f"Score: {_scores(match, seating.team_names, match.score)}")
        played += 1
        if match.is_over:
            winners = " and ".join(seating.team_names[int(team)] for team in match.winners)
            write(f"\n{winners} win the match.")
            return match
        if hands is not None and played >= hands:
            return match
        match = match.next_hand()
