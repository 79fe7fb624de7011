"""Card-play puzzles of any game: the game's part (``game``), the bank format and its
loader (``bank``), the mining loop (``miner``), the Train exercise (``exercise``) and its
widgets (``widgets``)."""
