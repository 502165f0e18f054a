"""A missing, damaged or foreign file is refused, untouched, with a message naming the newest backup."""

from __future__ import annotations

import re
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from boggle_throne.store.backups import backup_dir, backups
from boggle_throne.store.errors import NotATournamentError
from boggle_throne.store.event_store import EventStore

from .helpers import make_tournament, query, sidecars


def _truncate_to_half(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _garbage(start: int, length: int) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        data = bytearray(path.read_bytes())
        at = len(data) // 2 + start
        data[at : at + length] = (b"\xde\xad\xbe\xef" * length)[:length]
        path.write_bytes(bytes(data))

    return damage


def _garbage_over_a_page_header(path: Path) -> None:
    """Garbage over the start of a page in the middle: its header and cell pointers (not its words)."""
    data = bytearray(path.read_bytes())
    at = len(data) // 2 // 4096 * 4096
    data[at : at + 1000] = (b"\xde\xad\xbe\xef" * 250)[:1000]
    path.write_bytes(bytes(data))


def _schema_not_utf8(path: Path) -> None:
    """A byte of the schema's own text that is not UTF-8: SQLite's message quotes it as it is."""
    data = bytearray(path.read_bytes())
    at = data.index(b"CREATE TABLE meta (") + len(b"CREATE TABLE meta ")
    data[at] = 0xA9  # where "(" stood: a syntax error near a byte that cannot be decoded
    path.write_bytes(bytes(data))


def _zero_bytes(path: Path) -> None:
    path.write_bytes(b"")


def _text_file(path: Path) -> None:
    path.write_text("name,score\nAnn,12\nBo,7\n", encoding="utf-8")


def _other_database(journal_mode: str) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        path.unlink()
        connection = sqlite3.connect(path)
        try:
            connection.execute(f"PRAGMA journal_mode={journal_mode}")
            connection.execute("CREATE TABLE recipe (name TEXT PRIMARY KEY, minutes INTEGER)")
            connection.execute("INSERT INTO recipe VALUES ('soup', 40)")
            connection.commit()
        finally:
            connection.close()

    return damage


def _foreign_kind(path: Path) -> None:
    query(path, "UPDATE meta SET value = 'some other app' WHERE key = 'kind'")


def _missing(path: Path) -> None:
    path.unlink()


@dataclass(frozen=True)
class Damage:
    """One way a file goes bad, and the problem the refusal must name (a regular expression)."""

    name: str
    apply: Callable[[Path], None]
    problem: str


DAMAGES = [
    Damage("truncated-to-half", _truncate_to_half, r"it is truncated or damaged"),
    Damage("garbage-over-two-whole-pages", _garbage(-4096, 8192), r"it is (truncated or )?damaged.*"),
    Damage("garbage-inside-a-page", _garbage_over_a_page_header, r"it is (truncated or )?damaged"),
    Damage("schema-text-not-utf8", _schema_not_utf8, r"it is (truncated or )?damaged.*"),
    Damage("zero-bytes", _zero_bytes, r"it is empty"),
    Damage("text-file", _text_file, r"it is not a tournament file"),
    Damage("other-database-rollback-journal", _other_database("delete"), r"it is not a tournament file"),
    Damage("other-database-wal", _other_database("wal"), r"it is not a tournament file"),
    Damage("meta-of-another-app", _foreign_kind, r"it is not a tournament file"),
    Damage("missing", _missing, r"there is no such file"),
]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A closed tournament of 300 actions with backups after actions 100 and 200, made once."""
    path = tmp_path_factory.mktemp("template") / "night.throne"
    made = make_tournament(path, 300, backups_at=(100, 200))
    assert path.stat().st_size > 8 * 4096  # big enough that half of it loses pages of the log
    assert backups(path)[-1] == made[-1]
    return path


@pytest.fixture
def night(template: Path, tmp_path: Path) -> tuple[Path, Path]:
    """A private copy of the template tournament and its backups: (file, newest backup)."""
    path = tmp_path / template.name
    shutil.copyfile(template, path)
    shutil.copytree(backup_dir(template), backup_dir(path))
    newest = backups(path)[-1]
    assert newest.name.startswith("night-0000200-")
    return path, newest


@pytest.mark.parametrize("damage", DAMAGES, ids=[d.name for d in DAMAGES])
def test_bad_file_is_refused_naming_the_problem_and_the_newest_backup(
    night: tuple[Path, Path], damage: Damage
) -> None:
    """The message says which file, what is wrong with it and where the newest backup is."""
    path, newest = night
    damage.apply(path)

    with pytest.raises(NotATournamentError) as raised:
        EventStore.open(path)

    pattern = (
        re.escape(f"{path} cannot be opened as a tournament: ")
        + damage.problem
        + re.escape(f"; the newest backup is {newest}")
    )
    assert re.fullmatch(pattern, str(raised.value), flags=re.DOTALL), str(raised.value)
    assert raised.value.newest_backup == newest


@pytest.mark.parametrize("damage", DAMAGES, ids=[d.name for d in DAMAGES])
def test_refused_file_is_left_exactly_as_it_was(night: tuple[Path, Path], damage: Damage) -> None:
    """Never lose data: a refused file keeps every byte, nothing is left beside it, the backups stay."""
    path, _ = night
    damage.apply(path)
    before = path.read_bytes() if path.exists() else None
    kept = {p.name: p.read_bytes() for p in backup_dir(path).iterdir()}

    with pytest.raises(NotATournamentError):
        EventStore.open(path)

    if before is None:
        assert not path.exists()
    else:
        assert path.read_bytes() == before
    assert sidecars(path) == []
    assert {p.name: p.read_bytes() for p in backup_dir(path).iterdir()} == kept


@pytest.mark.parametrize("damage", DAMAGES, ids=[d.name for d in DAMAGES])
def test_refusal_is_one_line_for_an_organiser(night: tuple[Path, Path], damage: Damage) -> None:
    """The message is meant for an organiser: one line, not a dump of SQLite's page checks."""
    path, _ = night
    damage.apply(path)

    with pytest.raises(NotATournamentError) as raised:
        EventStore.open(path)

    assert "\n" not in str(raised.value)


def test_refusal_without_backups_says_there_is_none(tmp_path: Path) -> None:
    """With no backup folder the message says so and `newest_backup` is None."""
    path = tmp_path / "lonely.throne"
    path.write_bytes(b"")

    with pytest.raises(NotATournamentError) as raised:
        EventStore.open(path)

    assert (
        str(raised.value) == f"{path} cannot be opened as a tournament: it is empty; there is no backup of it"
    )
    assert raised.value.newest_backup is None


def test_the_newest_backup_named_in_a_refusal_opens(night: tuple[Path, Path]) -> None:
    """The backup the message points to is a tournament with the actions up to its backup."""
    path, _ = night
    _truncate_to_half(path)

    with pytest.raises(NotATournamentError) as raised:
        EventStore.open(path)

    assert raised.value.newest_backup is not None
    store = EventStore.open(raised.value.newest_backup)
    try:
        assert [event.seq for event in store.events()] == list(range(1, 201))
    finally:
        store.close()


def test_refused_file_with_a_write_ahead_log_beside_it_is_left_as_it_was(night: tuple[Path, Path]) -> None:
    """A foreign database a crash left with its `-wal` is refused; neither file changes, no `-shm` appears."""
    path, _ = night
    live = path.with_name("live.db")
    writer = sqlite3.connect(live)
    try:
        writer.execute("PRAGMA journal_mode=wal")
        writer.execute("PRAGMA wal_autocheckpoint=0")
        writer.execute("CREATE TABLE recipe (name TEXT PRIMARY KEY, minutes INTEGER)")
        writer.commit()
        shutil.copyfile(live, path)
        shutil.copyfile(f"{live}-wal", f"{path}-wal")
    finally:
        writer.close()
    before = path.read_bytes(), Path(f"{path}-wal").read_bytes()

    with pytest.raises(NotATournamentError, match="it is not a tournament file"):
        EventStore.open(path)

    assert (path.read_bytes(), Path(f"{path}-wal").read_bytes()) == before
    assert sidecars(path) == [f"{path.name}-wal"]
