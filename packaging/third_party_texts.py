"""Gather the licence texts of everything the installed app ships into one folder, for the bundle.

    python packaging/third_party_texts.py OUTPUT_FOLDER

Walks the distributions `boggle-throne` requires in this environment (as PyInstaller collects them)
and writes, under OUTPUT_FOLDER:

- `<distribution>/…`: the licence files the distribution ships in its dist-info (its `License-File`
  metadata), plus any text THIRD-PARTY-NOTICES.md names for it (PySide6's wheels carry none: the
  notices name `LGPL-3.0.txt` and `GPL-3.0.txt` from resources/licenses/);
- `python/LICENSE.txt`: the interpreter's own licence, from its standard library;
- `LICENSE.txt` and `THIRD-PARTY-NOTICES.md`: the app's licence and the notices.

Exits non-zero with one line when a shipped distribution is missing from the notices, or has no
licence file of its own and the notices name no text for it: the bundle would ship it unlicensed.
"""

from __future__ import annotations

import re
import shutil
import sys
import sysconfig
from importlib.metadata import Distribution, PackageNotFoundError, distribution
from pathlib import Path, PurePosixPath

from packaging.requirements import Requirement

APP = "boggle-throne"
LICENSES = Path(__file__).resolve().parent.parent / "resources" / "licenses"
NOTICES = "THIRD-PARTY-NOTICES.md"
LICENCE_NAMES = ("LICENSE", "LICENCE", "COPYING", "NOTICE", "AUTHORS")


class LicenceProblem(Exception):
    """A shipped distribution whose licence text the bundle cannot carry."""


def canonical(name: str) -> str:
    """The distribution name as PyPI compares names (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def shipped(root: str = APP) -> dict[str, Distribution]:
    """Every distribution `root` needs here, by canonical name, `root` excluded: its requirements
    whose markers hold in this environment (with the extras asked for), and theirs, transitively."""
    found: dict[str, Distribution] = {}
    pending: list[tuple[str, frozenset[str]]] = [(root, frozenset())]
    while pending:
        name, extras = pending.pop()
        if canonical(name) in found:
            continue
        try:
            dist = distribution(name)
        except PackageNotFoundError as error:
            raise LicenceProblem(f"{name} is required but not installed in {sys.prefix}") from error
        found[canonical(name)] = dist
        for line in dist.requires or []:
            requirement = Requirement(line)
            wanted = extras or {""}
            marker = requirement.marker
            if marker is None or any(marker.evaluate({"extra": extra}) for extra in wanted):
                pending.append((requirement.name, frozenset(requirement.extras)))
    del found[canonical(root)]
    return found


def own_licence_files(dist: Distribution) -> list[tuple[Path, PurePosixPath]]:
    """The licence files in the distribution's dist-info (source path, path under its folder): those
    its `License-File` metadata names, or, in metadata older than that field, the LICENSE-like files."""
    declared = set(dist.metadata.get_all("License-File") or [])
    files = []
    for record in dist.files or []:
        parts = PurePosixPath(str(record)).parts
        if len(parts) < 2 or not parts[0].endswith(".dist-info"):
            continue
        inside = PurePosixPath(*parts[2:] if parts[1] == "licenses" else parts[1:])
        if (str(inside) in declared) if declared else inside.name.upper().startswith(LICENCE_NAMES):
            files.append((Path(str(dist.locate_file(record))), inside))
    return files


def noted_texts(notices: str) -> dict[str, list[str]]:
    """From the notices' table rows (component | distributions | licence | full text): the texts each
    distribution's row names in its last column, by canonical name (empty: its own files)."""
    noted: dict[str, list[str]] = {}
    for line in notices.splitlines():
        cells = line.strip().strip("|").split("|")
        if not line.startswith("|") or len(cells) != 4:
            continue
        texts = re.findall(r"`([^`]+)`", cells[3])
        for name in re.findall(r"`([^`]+)`", cells[1]):
            noted[canonical(name)] = texts
    return noted


def python_licence() -> Path:
    """The interpreter's LICENSE.txt: in the standard library (Unix, macOS) or its prefix (Windows)."""
    for folder in (Path(sysconfig.get_paths()["stdlib"]), Path(sys.base_prefix)):
        if (folder / "LICENSE.txt").is_file():
            return folder / "LICENSE.txt"
    raise LicenceProblem(f"Python's LICENSE.txt is neither in its standard library nor in {sys.base_prefix}")


def copy_texts(out: Path, notices: str, dists: dict[str, Distribution]) -> int:
    """Copy every shipped distribution's licence texts under `out`; how many distributions."""
    noted = noted_texts(notices)
    for key, dist in sorted(dists.items()):
        label = f"{dist.metadata['Name']} {dist.version}"
        if key not in noted:
            raise LicenceProblem(f"{label} is shipped but {NOTICES} does not list it")
        own = own_licence_files(dist)
        if not own and not noted[key]:
            raise LicenceProblem(f"{label} ships no licence file and {NOTICES} names no text for it")
        folder = out / key
        copies = [*own, *((LICENSES / text, PurePosixPath(text)) for text in noted[key])]
        for source, inside in copies:
            if not source.is_file():
                raise LicenceProblem(f"{label}: its licence text {source} is missing")
            (folder / inside).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, folder / inside)
    (out / "python").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(python_licence(), out / "python" / "LICENSE.txt")
    for name in ("LICENSE.txt", NOTICES):
        shutil.copyfile(LICENSES / name, out / name)
    return len(dists)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/third_party_texts.py OUTPUT_FOLDER", file=sys.stderr)
        return 2
    out = Path(argv[0])
    try:
        count = copy_texts(out, (LICENSES / NOTICES).read_text(encoding="utf-8"), shipped())
    except LicenceProblem as problem:
        print(f"third_party_texts: {problem}", file=sys.stderr)
        return 1
    print(f"the licence texts of {count} distributions and Python in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
