"""The judges' window's side of the phones: the phone server the window runs, and its dialog."""
