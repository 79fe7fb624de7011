"""Every player's fan of card backs on the table holds one back per card, in every game of
the family, and says its count (the fanned backs overlap)."""

from __future__ import annotations

import re

import pytest

from euchre import games
from euchre.bots import Difficulty
from ui.table import table_html

FAN = re.compile(r'<div class="eu-backs" role="img" aria-label="([^"]*)" title="([^"]*)">'
                 r'((?:<span class="eu-card eu-back[^"]*" aria-hidden="true"></span>)*)</div>')


def seat_fans(html: str) -> dict[str, tuple[str, str, int]]:
    """Each seat box's fan: its spoken label, its tooltip and how many backs it draws."""
    fans = {}
    for box in html.split('<div class="eu-seat ')[1:]:
        name = re.search(r'aria-label="([^"]+)"', box).group(1)
        found = FAN.search(box.split('<div class="eu-seat ')[0])
        if found:
            said, tip, backs = found.groups()
            fans[name] = (said, tip, backs.count("eu-back"))
    return fans


@pytest.mark.parametrize("game_id", games.game_ids())
def test_each_fan_draws_one_back_per_card_and_says_how_many(game_id: str) -> None:
    spec = games.game(game_id)
    seating = spec.seating
    user = seating.bottom
    bot = games.game(game_id).bot(Difficulty.NORMAL)
    checked = 0
    for seed in range(4):
        hand = spec.new_hand(seed)
        while not hand.is_over:
            view = hand.view(user)
            html = table_html(view, "Normal", (0,) * len(seating.names), (1, 0))
            fans = seat_fans(html)
            for seat in seating.seats:
                size = view.hand_sizes[seat]
                name = seating.names[seat]
                if seat == user or not size:
                    assert name not in fans
                    continue
                words = f"{size} card{'s' * (size != 1)} face down"
                assert fans[name] == (words, words, size), (name, view.phase)
                checked += 1
            hand = hand.apply(bot.decide(hand.view(hand.to_act)).action, hand.to_act)
    assert checked > 40
