"""A tournament night as pure domain: its commands, the state they build, and the formats it is played in.

No database and no Qt: the services load commands from the store, apply them here and record them.
"""
