"""Card-play puzzles mined from bot matches: the margin rule, the themes, the bank.

``python -m lessons.euchre.puzzles.mine --seed S --count N --out data/puzzles/card_play.jsonl``
rebuilds the bank (see ``miner`` for how, ``margin`` for when a card is clearly best).
"""
