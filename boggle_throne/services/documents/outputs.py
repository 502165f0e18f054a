"""Writing what a command or a window produces (exports, printouts, night documents) safely.

An output never replaces the file it was made from nor any tournament file, and it is written
under a temporary name beside its target and renamed into place when complete, so a failure (a
full disk, a crash in the middle) leaves the old file or none, never half of one.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from boggle_throne.i18n import _
from boggle_throne.services.errors import OutputFailedError, OutputRefusedError
from boggle_throne.store.files import holds_a_database


def check_output(target: Path, inputs: Sequence[Path] = ()) -> None:
    """Refuse an output path that is one of the inputs or a tournament file (or part of one)."""
    for source in inputs:
        if _same_file(target, source):
            raise OutputRefusedError(
                _("{path} is the file being read; choose another output name").format(path=target)
            )
    if holds_a_database(target):
        raise OutputRefusedError(
            _(
                "{path} is (or belongs to) a tournament file and is never overwritten; "
                "choose another output name"
            ).format(path=target)
        )
    if target.is_dir():
        raise OutputRefusedError(_("{path} is a folder; name a file to write").format(path=target))


@contextmanager
def replacing(target: Path, inputs: Sequence[Path] = ()) -> Iterator[Path]:
    """A temporary path to write the output to; when the block ends without error it is synced and
    renamed to `target`, otherwise removed."""
    check_output(target, inputs)
    partial = target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}.partial")
    try:
        yield partial
        with partial.open("rb") as written:
            os.fsync(written.fileno())
        os.replace(partial, target)
    except OSError as error:
        why = (error.strerror or str(error)).lower()
        failed = _("{path} could not be written ({why}); it was left as it was")
        raise OutputFailedError(failed.format(path=target, why=why)) from None
    finally:
        partial.unlink(missing_ok=True)


def write_text(target: Path, text: str, inputs: Sequence[Path] = ()) -> None:
    """Write a text output (UTF-8) safely."""
    with replacing(target, inputs) as partial:
        partial.write_text(text, encoding="utf-8")


def _same_file(first: Path, second: Path) -> bool:
    try:
        return first.exists() and second.exists() and os.path.samefile(first, second)
    except OSError:
        return first.resolve() == second.resolve()
