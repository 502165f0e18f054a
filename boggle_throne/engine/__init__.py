"""Pure Boggle: dice, boards, dictionaries, the solver and the scoring of one game."""
