"""What is shown and how, decided without Qt (so it can be tested and reused by the phone pages later)."""
