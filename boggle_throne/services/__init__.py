"""Use cases the UI and the command line call; plain dataclasses in and out, no Qt."""
