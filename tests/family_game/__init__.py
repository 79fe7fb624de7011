"""Heads-up Euchre: a fifth game of the family defined only here, under the tests, to show
that a new game is one package and one registry line (``HEADS_UP`` below, registered by
the tests that play it): the Play page, the tournament, records and the store take it as
they take the four games of the app."""

from __future__ import annotations

from euchre.games import GameSpec
from tests.family_game import bots
from tests.family_game.hand import HeadsUpHand
from tests.family_game.match import CODEC, HeadsUpMatch
from tests.family_game.rules import DECK, SEATING, HeadsUpRules
from tests.family_game.words import WORDS

__all__ = ["HEADS_UP"]

HEADS_UP = GameSpec(
    id="heads_up",
    name="Heads-up Euchre",
    seating=SEATING,
    rules_type=HeadsUpRules,
    hand_type=HeadsUpHand,
    match_type=HeadsUpMatch,
    deck=lambda rules: DECK.cards(),
    new_hand=HeadsUpHand.from_seed,
    hand_from_deal=HeadsUpHand.from_deal,
    new_match=HeadsUpMatch.new,
    hand_to_record=CODEC.hand_to_record,
    hand_from_record=CODEC.hand_from_record,
    match_to_record=CODEC.match_to_record,
    match_from_record=CODEC.match_from_record,
    make_bot=bots.make_bot,
    level_words=bots.LEVEL_WORDS,
    words=WORDS,
    record_formats=(CODEC.hand_format, CODEC.match_format),
)
