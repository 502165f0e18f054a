"""QR codes as plain rows of dark and light modules, for the projector and the printouts alike.

Only the code's own modules are given; whoever draws it leaves the light margin (`QUIET_ZONE` modules
on every side) that a phone's camera needs to find the code. Error correction is at least M (segno
raises it when the code keeps its size), so a smudged sheet or a glare on the screen still reads.
"""

from __future__ import annotations

import segno

QUIET_ZONE = 4
"""The light modules a drawn code keeps on each side (the standard's minimum)."""

Modules = tuple[tuple[bool, ...], ...]
"""A QR code's rows, top to bottom, each module True when dark."""


def qr_modules(text: str) -> Modules:
    """The modules of a (full-size, never micro) QR code that holds `text`."""
    code = segno.make_qr(text, error="m")
    return tuple(tuple(bool(module) for module in row) for row in code.matrix)


def drawn_size(modules: Modules) -> int:
    """How many modules a drawn code spans across, its quiet zone included."""
    return len(modules) + 2 * QUIET_ZONE


def dark_runs(modules: Modules) -> tuple[tuple[int, int, int], ...]:
    """The dark modules as horizontal runs `(row, first column, length)`: a drawer fills one rectangle
    per run, so neighbouring modules show no hairline seam between them."""
    runs = []
    for row, cells in enumerate(modules):
        start: int | None = None
        for column, dark in enumerate((*cells, False)):
            if dark and start is None:
                start = column
            elif not dark and start is not None:
                runs.append((row, start, column - start))
                start = None
    return tuple(runs)


def url_lines(url: str) -> tuple[str, str]:
    """An invitation's URL as two lines under its code: the server's address, and the path
    (`/p/TOKEN`), so each stays legible in a narrow column; a URL without a path is its first line."""
    scheme, separator, rest = url.partition("://")
    host, slash, path = rest.partition("/")
    if not separator or not slash:
        return (url, "")
    return (f"{scheme}://{host}", f"/{path}")
