"""Four-handed Euchre's teaching: its course, its exercise families, its card-play
puzzles and the hand analyser."""
