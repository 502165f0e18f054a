"""The event log with undo, redo and corrections."""
