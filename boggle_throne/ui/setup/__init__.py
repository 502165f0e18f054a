"""The tournament's setup: a new file's settings, or the open night's (locked once play starts)."""
