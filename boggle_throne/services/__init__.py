"""Use cases the UI and the command line call; plain dataclasses in and out, no Qt.

`acting/` holds the open night (`OpenNight`) and what acts on it, `reading/` its views, `documents/`
the files that go in and out of a night, `word_lists/` the dictionary library, `rehearsal/` a
simulated night.
"""
