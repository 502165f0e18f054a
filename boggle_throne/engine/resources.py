"""Where the bundled data files (dice sets, the default dictionary) live, installed or in a checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from boggle_throne.engine.errors import EngineError
from boggle_throne.i18n import _


@cache
def resources_dir() -> Path:
    """The folder holding `dice/` and `dictionaries/`.

    An installed wheel carries it inside the package; a source checkout keeps it at the top level.
    """
    package_root = Path(__file__).resolve().parent.parent
    for candidate in (package_root / "resources", package_root.parent / "resources"):
        if (candidate / "dice").is_dir():
            return candidate
    raise EngineError(
        _("the bundled resources are missing (looked in {folder} and its parent)").format(folder=package_root)
    )
