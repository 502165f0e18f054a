"""The game screen: board, timer, reading order, word entry, held words and the after-game panel."""
