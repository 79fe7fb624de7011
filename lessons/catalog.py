"""Every exercise by key: which themes each family and tier offers, and what comes next.

>>> key = ExerciseKey(Family.FOLLOW, Tier.BEGINNER, Theme.LEFT_BOWER_SUIT, 12)
>>> generate(key).theme is Theme.LEFT_BOWER_SUIT
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lessons.buck.drop_out import (
    Evaluator as DropOutEvaluator,
    build_drop_out_drill,
    drop_out_themes,
)
from lessons.euchre.bidding import Evaluator as BiddingEvaluator, bidding_themes, build_drill
from lessons.euchre.card_play import (
    CardPlayPuzzle,
    card_play_themes,
    choose_puzzle,
    puzzle_by_id,
    start_rating,
)
from lessons.euchre.follow import follow_theme_weights, follow_themes, generate_follow
from lessons.euchre.puzzles.bank import Puzzle
from lessons.euchre.ranking import generate_ranking
from lessons.five_hundred.auction import (
    Evaluator as AuctionEvaluator,
    auction_themes,
    build_auction_drill,
)
from lessons.kit.exercise import Exercise
from lessons.kit.progress import Progress
from lessons.kit.rating import NEW_PLAYER, Rating
from lessons.kit.themes import Family, Theme, Tier, themes_of

if TYPE_CHECKING:
    from collections.abc import Callable, Collection

__all__ = ["DRILL_FAMILIES", "ExerciseKey", "generate", "next_key", "themes_for"]

SEED_RANGE = 2**31


@dataclass(frozen=True)
class ExerciseKey:
    """Enough to rebuild an exercise exactly (a card-play puzzle also names its puzzle)."""

    family: Family
    tier: Tier
    theme: Theme
    seed: int
    puzzle: str | None = None

    @property
    def id(self) -> str:
        key = f"{self.family.value}-{int(self.tier)}-{self.theme.value}-{self.seed}"
        return key if self.puzzle is None else f"{key}-{self.puzzle}"


def themes_for(family: Family, tier: Tier) -> tuple[Theme, ...]:
    """The themes ``family``'s exercises of ``tier`` practise."""
    if family is Family.FOLLOW:
        return follow_themes(tier)
    if family is Family.BIDDING:
        return bidding_themes(tier)
    if family is Family.CARD_PLAY:
        return card_play_themes(tier)
    if family is Family.DROP_OUT:
        return drop_out_themes(tier)
    if family is Family.AUCTION:
        return auction_themes(tier)
    return themes_of(Family.RANKING)


def next_key(
    family: Family,
    tier: Tier,
    progress: Progress,
    rng: random.Random,
    focus: Theme | None = None,
    rating: Rating = NEW_PLAYER,
    rating_of: Callable[[Puzzle], Rating] = start_rating,
    recent: Collection[str] = (),
) -> ExerciseKey:
    """The next exercise: the focus theme if chosen, else a theme drawn by ``progress``
    (recently missed themes come back more often). A card-play puzzle is drawn near the
    player's ``rating`` (puzzles rated by ``rating_of``), not among the ``recent`` ones."""
    themes = themes_for(family, tier)
    shares = follow_theme_weights(tier) if family is Family.FOLLOW else None
    theme = focus if focus in themes else progress.pick_theme(themes, rng, shares)
    seed = rng.randrange(SEED_RANGE)
    if family is Family.CARD_PLAY:
        puzzle = choose_puzzle(tier, theme, rating, rng, rating_of, recent)
        return ExerciseKey(family, Tier(tier), theme, seed, puzzle.id)
    return ExerciseKey(family, Tier(tier), theme, seed)


DRILL_TRIES = 3  # positions drawn per drill in search of one clear enough to grade
#: The families whose exercises the Expert grades by simulation.
DRILL_FAMILIES = frozenset({Family.BIDDING, Family.DROP_OUT, Family.AUCTION})


def generate(key: ExerciseKey,
             evaluator: BiddingEvaluator | DropOutEvaluator | AuctionEvaluator | None = None,
             ) -> Exercise:
    """Build the exercise of ``key``; a drill (``DRILL_FAMILIES``) needs its game's Expert as
    ``evaluator``."""
    if key.family is Family.RANKING:
        return generate_ranking(key.seed, key.tier, key.theme)
    if key.family is Family.FOLLOW:
        return generate_follow(key.seed, key.tier, key.theme)
    if key.family is Family.CARD_PLAY:
        if key.puzzle is None:
            raise ValueError("a card-play exercise names its puzzle.")
        return CardPlayPuzzle(puzzle_by_id(key.puzzle), key.theme, key.seed)
    if evaluator is None:
        raise ValueError("a drill is graded by the Expert: pass it as the evaluator.")
    if key.family is Family.DROP_OUT:
        return build_drop_out_drill(key.seed, key.tier, key.theme, evaluator,
                                    tries=DRILL_TRIES)
    if key.family is Family.AUCTION:
        return build_auction_drill(key.seed, key.tier, key.theme, evaluator,
                                   tries=DRILL_TRIES)
    return build_drill(key.seed, key.tier, key.theme, evaluator,
                       tries=DRILL_TRIES)
