"""Keep the translation catalogues in step with the code, and build what the app loads.

    python packaging/translations.py update   # extract the messages into the .ts and .po files
    python packaging/translations.py build    # compile them into the .qm and .mo files the app loads
    python packaging/translations.py check    # fail when a built file or a catalogue is out of date

The window's messages (`self.tr`, `QCoreApplication.translate` in `boggle_throne/ui`) are Qt's:
pyside6-lupdate extracts them into `resources/translations/qt/boggle_throne_<code>.ts` (edited with
Qt Linguist) and pyside6-lrelease compiles them into `.qm` beside it. The messages below the window
(`_`, `N_`, `said`, `ngettext`, `pgettext` from `boggle_throne.i18n`, in every package but `cli/`, and the
phone and room pages' scripts) are gettext's: Babel extracts them into
`resources/translations/po/boggle_throne.pot`, merges that into `po/<code>.po` (edited with any .po
editor) and compiles `locale/<code>/LC_MESSAGES/boggle_throne.mo`.

The built files are committed, so a checkout runs with Python alone; they are built the same way
every time (no dates, no line numbers, sorted), so `check` can compare them byte for byte.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "boggle_throne"
TRANSLATIONS = ROOT / "resources" / "translations"
PAGES = (ROOT / "resources" / "phone", ROOT / "resources" / "room")
QT_PACKAGE = "ui"
ENGLISH_ONLY = ("cli",)  # the organiser's and scripts' tool stays English
DOMAIN = "boggle_throne"
PROJECT = "Boggle Throne"
SOURCE_LANGUAGE = "en"

GETTEXT_KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "_": None,
    "N_": None,
    "said": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
}
COMMENT_TAGS = ["Translators:"]
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)  # the catalogues' headers carry no build date
PO_WIDTH = 110
HEADER = "# The messages of Boggle Throne below its window, in {language}.\n#"
UPDATE_HINT = "run `python packaging/translations.py update`, translate, then `build`"


class CatalogueError(Exception):
    """A catalogue or a built file is out of date, or a tool failed."""


def languages(translations: Path = TRANSLATIONS) -> list[str]:
    """The languages with a catalogue: every `po/<code>.po`, and Dutch to begin with."""
    found = {path.stem for path in (translations / "po").glob("*.po")}
    found |= {path.stem.removeprefix(f"{DOMAIN}_") for path in (translations / "qt").glob(f"{DOMAIN}_*.ts")}
    return sorted(found or {"nl"})


def ts_file(code: str, translations: Path = TRANSLATIONS) -> Path:
    return translations / "qt" / f"{DOMAIN}_{code}.ts"


def qm_file(code: str, translations: Path = TRANSLATIONS) -> Path:
    return translations / "qt" / f"{DOMAIN}_{code}.qm"


def po_file(code: str, translations: Path = TRANSLATIONS) -> Path:
    return translations / "po" / f"{code}.po"


def pot_file(translations: Path = TRANSLATIONS) -> Path:
    return translations / "po" / f"{DOMAIN}.pot"


def mo_file(code: str, translations: Path = TRANSLATIONS) -> Path:
    return translations / "locale" / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def qt_sources() -> list[Path]:
    """The window's modules, in a fixed order."""
    return sorted((PACKAGE / QT_PACKAGE).rglob("*.py"))


def gettext_sources() -> list[tuple[str, Path]]:
    """Every module but the CLI's (the window's too: its plurals are gettext's) and the pages'
    scripts, each with Babel's extraction method, in a fixed order."""
    modules = [
        ("python", path)
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.relative_to(PACKAGE).parts[0] not in ENGLISH_ONLY
    ]
    scripts = [("javascript", path) for folder in PAGES for path in sorted(folder.glob("*.js"))]
    return modules + scripts


def _version() -> str:
    """The app's version, read from the package's `__init__.py` without importing it."""
    for line in (PACKAGE / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.partition("=")[2].strip().strip("\"'")
    return "0"


def _tool(name: str) -> str:
    """A Qt tool of the PySide6 installed with this Python (beside it in a venv), else on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise CatalogueError(f"{name} is not installed (it comes with PySide6)")
    return found


def _run(command: list[str]) -> None:
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise CatalogueError(f"{Path(command[0]).name} failed: {(result.stderr or result.stdout).strip()}")


def update_ts(ts: Path, code: str) -> None:
    """Extract the window's messages into `ts`, keeping its translations, dropping vanished ones."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    sources = [str(path) for path in qt_sources()]
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as listing:
        listing.write("\n".join(sources) + "\n")
    try:
        _run(
            [
                _tool("pyside6-lupdate"),
                "-silent",
                "-no-obsolete",
                "-locations",
                "none",
                "-source-language",
                SOURCE_LANGUAGE,
                "-target-language",
                code,
                f"@{listing.name}",
                "-ts",
                str(ts),
            ]
        )
    finally:
        Path(listing.name).unlink()


def extract_template() -> Catalog:
    """Every gettext message of the code, with the files it is said in (no line numbers)."""
    template = Catalog(
        project=PROJECT,
        version=_version(),
        header_comment=HEADER.format(language="every language"),
        domain=DOMAIN,
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        fuzzy=False,
    )
    for method, path in gettext_sources():
        where = path.relative_to(ROOT).as_posix()
        for line, message, comments, context in extract_from_file(
            method, str(path), keywords=GETTEXT_KEYWORDS, comment_tags=COMMENT_TAGS, strip_comment_tags=True
        ):
            template.add(message, None, [(where, line)], auto_comments=comments, context=context)
    return template


def write_catalogue(catalog: Catalog, path: Path) -> None:
    """Write a .po or .pot the same way every time: sorted, no line numbers, no obsolete entries."""
    catalog.creation_date = FIXED_DATE
    catalog.revision_date = FIXED_DATE
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(
            out,
            catalog,
            width=PO_WIDTH,
            sort_output=True,
            include_lineno=False,
            ignore_obsolete=True,
            include_previous=False,
        )


def read_catalogue(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as source:
        return read_po(source, locale=code, domain=DOMAIN)


def update_po(template: Catalog, po: Path, code: str) -> None:
    """Merge the template into the language's .po: new messages added untranslated, vanished ones
    dropped, translations kept (no guessing from similar messages: a guess is a wrong translation)."""
    if po.exists():
        catalog = read_catalogue(po, code)
    else:
        catalog = Catalog(
            locale=code,
            domain=DOMAIN,
            header_comment=HEADER.format(language=Locale.parse(code).english_name),
            fuzzy=False,
        )
    catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
    catalog.project, catalog.version = PROJECT, template.version
    catalog.last_translator = catalog.language_team = f"{PROJECT} translators"
    catalog.obsolete.clear()
    write_catalogue(catalog, po)


def update(translations: Path = TRANSLATIONS) -> None:
    template = extract_template()
    write_catalogue(template, pot_file(translations))
    for code in languages(translations):
        update_ts(ts_file(code, translations), code)
        update_po(template, po_file(code, translations), code)


def build_qm(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    _run([_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)])


def build_mo(po: Path, mo: Path) -> None:
    catalog = read_catalogue(po)
    mo.parent.mkdir(parents=True, exist_ok=True)
    with mo.open("wb") as out:
        write_mo(out, catalog, use_fuzzy=False)


def build(source: Path = TRANSLATIONS, target: Path = TRANSLATIONS) -> list[Path]:
    """Compile every language's catalogues from `source` into `target`; the files written."""
    built: list[Path] = []
    for code in languages(source):
        if ts_file(code, source).exists():
            build_qm(ts_file(code, source), qm_file(code, target))
            built.append(qm_file(code, target))
        if po_file(code, source).exists():
            build_mo(po_file(code, source), mo_file(code, target))
            built.append(mo_file(code, target))
    return built


def _message_ids(catalog: Catalog) -> set[tuple[str | None, str]]:
    return {
        (message.context, message.id if isinstance(message.id, str) else message.id[0])
        for message in catalog
        if message.id
    }


def stale_built_files() -> Iterator[str]:
    """The built files that differ from what `build` makes of the committed catalogues."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder)
        for path in build(TRANSLATIONS, fresh):
            committed = TRANSLATIONS / path.relative_to(fresh)
            if not committed.exists():
                yield f"{committed.relative_to(ROOT)} is missing"
            elif not filecmp.cmp(path, committed, shallow=False):
                yield f"{committed.relative_to(ROOT)} is not built from its catalogue"


def missing_messages() -> Iterator[str]:
    """The messages of the code that a catalogue lacks (or keeps after the code dropped them)."""
    template = _message_ids(extract_template())
    for code in languages():
        po = po_file(code)
        held = _message_ids(read_catalogue(po, code)) if po.exists() else set()
        for context, message in sorted(template - held, key=str):
            yield f"{po.relative_to(ROOT)} lacks {message!r}" + (f" ({context})" if context else "")
        for _context, message in sorted(held - template, key=str):
            yield f"{po.relative_to(ROOT)} still has {message!r}, no longer in the code"
        with tempfile.TemporaryDirectory() as folder:
            fresh = Path(folder) / ts_file(code).name
            if ts_file(code).exists():
                shutil.copy(ts_file(code), fresh)
            update_ts(fresh, code)
            if not ts_file(code).exists() or fresh.read_bytes() != ts_file(code).read_bytes():
                yield f"{ts_file(code).relative_to(ROOT)} is not up to date with the window's messages"


def check() -> list[str]:
    return [*missing_messages(), *stale_built_files()]


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("update", "build", "check"))
    action = parser.parse_args(list(argv) if argv is not None else None).action
    try:
        if action == "update":
            update()
        elif action == "build":
            build()
        else:
            problems = check()
            for problem in problems:
                print(f"translations: {problem}", file=sys.stderr)
            if problems:
                print(f"translations: {UPDATE_HINT}", file=sys.stderr)
                return 1
    except CatalogueError as error:
        print(f"translations: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
