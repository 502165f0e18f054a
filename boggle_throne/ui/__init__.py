"""The only layer that imports PySide6: the judges' window and the projector."""
