"""A hand's result as the Play page words it: the user is "You", in every game of the
family, while the engine's own sentence keeps the seat names."""

from __future__ import annotations

import re

import pytest

from euchre import games
from euchre.bots import Difficulty
from ui.games import user_sentence

SOUTH = re.compile(r"(?<![\w–-])South(?![\w–-])")  # the seat, not "North–South"


def sentences_naming_south(game_id: str) -> list[str]:
    """The engine's result sentences of seeded hands (Normal bots) that name South."""
    spec = games.game(game_id)
    bot = games.game(game_id).bot(Difficulty.NORMAL)
    found = []
    for seed in range(12):
        hand = spec.new_hand(seed)
        while not hand.is_over:
            hand = hand.apply(bot.decide(hand.view(hand.to_act)).action, hand.to_act)
        summary = hand.result().summary()
        if SOUTH.search(summary):
            found.append(summary)
    return found


@pytest.mark.parametrize("game_id", games.game_ids())
def test_every_games_result_names_the_user_you(game_id: str) -> None:
    seating = games.game(game_id).seating
    user = seating.bottom
    assert seating.names[user] == "South"
    summaries = sentences_naming_south(game_id)
    assert summaries, "some hand's result names the user's seat"
    for summary in summaries:
        worded = user_sentence(summary, seating, user)
        assert not SOUTH.search(worded), worded
        assert "You" in worded
        assert worded.count("North–South") == summary.count("North–South")  # teams kept


@pytest.mark.parametrize(("game_id", "engine", "page"), [
    ("buck", "East made ♦ trump: South dropped out, West dropped out, North 2 tricks (+3, set), "
             "East 3 tricks (−3).",
     "East made ♦ trump: You dropped out, West dropped out, North 2 tricks (+3, set), "
     "East 3 tricks (−3)."),
    ("buck", "Clubs turned up, ♣ trump: South 5 tricks (−5), West 0 tricks (+5, bucked), "
             "North dropped out, East dropped out; South took all five and wins the game.",
     "Clubs turned up, ♣ trump: You 5 tricks (−5), West 0 tricks (+5, bucked), "
     "North dropped out, East dropped out; You took all five and win the game."),
    ("cutthroat", "South (with the dummy) made 4 tricks: South scores 1.",
     "You (with the dummy) made 4 tricks: You score 1."),
    ("cutthroat", "South (alone) took 2 tricks and was euchred: West, defending alone, scores 4.",
     "You (alone) took 2 tricks and were euchred: West, defending alone, scores 4."),
    ("cutthroat", "West (with the dummy) took 1 trick and was euchred: South, defending "
                  "alone, scores 4.",
     "West (with the dummy) took 1 trick and was euchred: You, defending alone, score 4."),
    ("euchre", "North–South (South alone) made a march: they score 4.",
     "North–South (You alone) made a march: they score 4."),
    ("five_hundred", "North (with South) bid 7♣ and made it with 8 tricks: North–South score "
                     "160; the opponents score East–West 20 for their tricks.",
     "North (with You) bid 7♣ and made it with 8 tricks: North–South score 160; the "
     "opponents score East–West 20 for their tricks."),
])
def test_the_verbs_agree_with_you(game_id: str, engine: str, page: str) -> None:
    assert user_sentence(engine, games.game(game_id).seating, 0) == page
