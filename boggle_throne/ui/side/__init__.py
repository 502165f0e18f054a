"""The Side games page of the judges' window: the bar's side tables, run from the keyboard."""
