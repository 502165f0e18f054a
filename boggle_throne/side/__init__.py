"""The referees of the bar's side games: Liar's Boggle, Guinness Liar's Dice and the liar's word card
game (docs/rules.md §6). Pure rules: one typed move per action, a precise error for every illegal one."""
