"""Tests of the tournament file: migrations, bad files, backups, the event log, crash safety."""
