"""Bot-against-bot tournaments on duplicate deals, and a watch mode for single matches.

Run ``python -m euchre.tournament --help``. Line-ups are written ``A:B`` with any level
``make_bot`` accepts (``easy``, ``normal``, ``expert``) or ``random``.
"""

from euchre.tournament.duplicate import DealOutcome, Lineup, MatchOutcome
from euchre.tournament.run import LineupResult, run_tournament
from euchre.tournament.watch import watch_match

__all__ = [
    "DealOutcome",
    "Lineup",
    "LineupResult",
    "MatchOutcome",
    "run_tournament",
    "watch_match",
]
