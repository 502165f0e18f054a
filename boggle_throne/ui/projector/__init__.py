"""The projector: a read-only window for the room that follows the night through the change events."""

from boggle_throne.presentation.director import ProjectorView
from boggle_throne.ui.projector.window import ProjectorWindow

__all__ = ["ProjectorView", "ProjectorWindow"]
