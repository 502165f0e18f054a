"""Word lists in other languages: each records its language, source and licence; a common-words list
keeps what players know; Debian's lists import; a Dutch night on Dutch dice runs from its document."""

from __future__ import annotations

import json
import lzma
import sqlite3
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

import pytest

from boggle_throne.cli.main import main
from boggle_throne.engine.board import Board
from boggle_throne.engine.solver import WordRules, solve
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.phones.state_json import state_json
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.phones import Phones
from boggle_throne.services.errors import DictionaryNameError
from boggle_throne.services.paths import data_dir
from boggle_throne.services.word_lists.common_words import build_common_list
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary, ListOrigin
from boggle_throne.store.word_lists import pack
from tests.printing.pdf import page_texts

DUTCH = """
aan af al als arm bad bal ban bed been bel ben berg bes bier bij bos boot brand brood dak dal dan das de
deel den der des dier dik ding dit doen dom door dorp dos drie duin dus een eend eer eet eis en ent er erg
ets even ezel fee fiets gas geen geest gel gen geld gids gin goed gras haar hal hand hard hart heel heer
hel hen het hier hoed hond hoor hos huis ide ijs in inde inkt is jas jet kaart kam kan kant kat kei kerk
kind klas kok koud kus laan land lang las leed leer les lied lijn lint lis lood los maan mad mast me meer
mees men mens mes met mier mis moed mond mos mot na naam nat neen net niet nood nor noten oase oma ons oog
oor oost op opa oven pad pan pas pen pet pias pier pint rad rand rat rem rest riem riet ring rood roos rot
ruin sap sein slim snel sok ster stel stem stier tas team tent ter tien tin toen toren tred uit vaas vader
van vas veer vel ver vet vier vis vos vrede wand want was water weg wet wind zaad zak zee zeer zes zet
zien zin zo zon zoon zout
"""
BASE = "http://192.168.1.20:8765"
OPENTAAL = ListOrigin("nl", "Debian wdutch (OpenTaal)", "BSD-3-Clause or CC BY 3.0")


def _list(folder: Path, words: list[str]) -> Path:
    path = folder / "list.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return path


def test_a_list_records_its_language_source_and_licence(tmp_path: Path) -> None:
    library = DictionaryLibrary(tmp_path / "data")
    report = library.import_list(_list(tmp_path, ["fiets", "café"]), "nederlands", OPENTAAL)
    assert (report.entry.language, report.entry.source, report.entry.licence) == (
        "nl",
        "Debian wdutch (OpenTaal)",
        "BSD-3-Clause or CC BY 3.0",
    )
    entries = {entry.name: entry for entry in DictionaryLibrary(tmp_path / "data").entries()}
    assert entries["nederlands"].about() == "nl · Debian wdutch (OpenTaal) · BSD-3-Clause or CC BY 3.0"
    assert (entries["enable"].language, entries["enable"].licence) == ("en", "public domain")
    assert "cafe" in library.open("nederlands")


def test_a_list_registered_before_languages_were_recorded_still_loads(tmp_path: Path) -> None:
    library = DictionaryLibrary(tmp_path / "data")
    library.import_list(_list(tmp_path, ["fiets"]), "old", OPENTAAL)
    registry = tmp_path / "data" / "dictionaries" / "registry.json"
    records = json.loads(registry.read_text())
    records["old"] = {key: records["old"][key] for key in ("hash", "word_count", "source")}
    registry.write_text(json.dumps(records))
    entry = DictionaryLibrary(tmp_path / "data").entry("old")
    assert entry is not None and (entry.language, entry.licence, entry.word_count) == ("", "", 1)
    assert "fiets" in library.open("old")


@pytest.mark.parametrize(
    ("origin", "message"),
    [
        (ListOrigin("dutch"), "language 'dutch'"),
        (ListOrigin("nl", licence="x\ny"), "the licence is one line"),
        (ListOrigin("nl", source="s" * 301), "the source is one line"),
    ],
)
def test_a_bad_language_source_or_licence_is_refused(
    tmp_path: Path, origin: ListOrigin, message: str
) -> None:
    with pytest.raises(DictionaryNameError, match=message):
        DictionaryLibrary(tmp_path).import_list(_list(tmp_path, ["fiets"]), "x", origin)


def test_the_common_english_list_keeps_plates_and_drops_the_obscure_words(tmp_path: Path) -> None:
    library = DictionaryLibrary(tmp_path / "data")
    report = build_common_list(library, "common-en", "enable", 30_000)
    assert 10_000 < report.kept < 30_000 and report.of == 172_823
    assert (report.entry.language, report.entry.licence) == ("en", "as enable (public domain)")
    board = Board.parse("PERS/LATG/SINE/TERS")
    everything = solve(board, library.open("enable"), WordRules())
    common = solve(board, library.open("common-en"), WordRules())
    assert {"plates", "plate", "alerts", "slate"} <= set(common)
    assert set(common) < set(everything)
    assert not {"airn", "aplite", "antre", "elain"} & set(common)
    assert {"airn", "aplite", "antre", "elain"} <= set(everything)


def test_a_common_list_needs_its_sources_language(tmp_path: Path) -> None:
    library = DictionaryLibrary(tmp_path / "data")
    library.import_list(_list(tmp_path, ["fiets"]), "unsaid")
    with pytest.raises(DictionaryNameError, match="does not say its language"):
        build_common_list(library, "common", "unsaid", 1000)


DEBIAN = [
    ("dutch", "nl", "wdutch", ["fiets", "ijs", "cafe"], "amsterdam"),
    ("french", "fr", "wfrench", ["ecole", "coeur", "fromage"], "marseille"),
    ("ngerman", "de", "wngerman", ["strasse", "arger", "haus"], None),
    ("spanish", "es", "wspanish", ["ano", "nino", "casa"], "madrid"),
]


@pytest.mark.parametrize(("file", "language", "package", "words", "name"), DEBIAN)
def test_debians_word_lists_import_with_their_accents_folded_and_without_names(
    tmp_path: Path, file: str, language: str, package: str, words: list[str], name: str | None
) -> None:
    """German nouns have capitals, so its list keeps them; the others leave their names out."""
    path = Path("/usr/share/dict") / file
    if not path.exists():
        pytest.skip(f"{path} is missing: apt-get install {package}")
    library = DictionaryLibrary(tmp_path / "data")
    origin = ListOrigin(language, f"Debian {package}", "see its copyright")
    report = library.import_list(path, file, origin, without_names=name is not None)
    assert report.entry.word_count > 50_000
    dictionary = library.open(file)
    assert all(word in dictionary for word in words)
    assert name is None or name not in dictionary
    common = build_common_list(library, f"{file}-common", file, 30_000)
    assert 5_000 < common.kept < 30_000 and words[-1] in library.open(f"{file}-common")


def test_a_dutch_night_on_dutch_dice_with_a_dutch_list_runs_from_its_document(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its board is dealt from the Dutch dice, re-rolled to the set's vowel bound, and the words read
    score against the Dutch list."""
    library = DictionaryLibrary(data_dir())
    dutch = sorted({"café", "ijs", "kaas", *_dutch_words()})
    library.import_list(_list(tmp_path, dutch), "nederlands", OPENTAAL)
    tournament = {
        "name": "Donderdag in De Kroon",
        "date": "2026-11-26",
        "dictionary": "nederlands",
        "dice": "4x4-dutch",
        "board_seed": 20261126,
        "format": {"games_per_round": 1, "min_table": 3, "max_table": 4, "advance": 1, "rounds": 1},
    }
    players = ["Anouk", "Bram", "Cor"]
    board, words = _dealt_board_and_words(tmp_path / "probe.throne", tournament, players, library)
    assert Board.parse(board).vowel_share() >= 0.375
    assert len(words) >= 2, f"{board} holds too few of the test's Dutch words"
    document = tmp_path / "donderdag.json"
    actions: list[dict[str, object]] = [{"do": "register", "name": n, "checked_in": True} for n in players]
    actions += [
        {"do": "seat", "seed": 3},
        {"do": "start_game", "game": [1, 1, 1]},
        {"do": "word", "game": [1, 1, 1], "player": "Anouk", "word": words[0]},
        {"do": "word", "game": [1, 1, 1], "player": "Bram", "word": words[1]},
        {"do": "close_game", "game": [1, 1, 1]},
    ]
    document.write_text(json.dumps({"tournament": tournament, "actions": actions}), encoding="utf-8")
    assert main(["replay", str(document), "--db", str(tmp_path / "kroon.throne"), "--json"]) == 0
    standings = json.loads(capsys.readouterr().out)
    rows = {row["name"]: row["points"] for row in standings["rounds"][0]["tables"][0]["standings"]}
    assert rows["Anouk"] > 0 and rows["Bram"] > 0 and rows["Cor"] == 0
    service = OpenNight.open(tmp_path / "kroon.throne", library=library, read_only=True)
    try:
        assert service.views.settings.dice == "4x4-dutch"
        assert service.views.game(GameKey(1, 1, 1)).board.notation() == board
    finally:
        service.close()
    for kind in ("score-sheets", "standings"):
        pdf = tmp_path / f"{kind}.pdf"
        assert main(["print", kind, str(tmp_path / "kroon.throne"), "-o", str(pdf)]) == 0
        footer = "word list nederlands (nl · BSD-3-Clause or CC BY 3.0) · dice 4x4-dutch"
        assert all(footer in text for text in page_texts(pdf)), kind


def test_a_file_carries_its_lists_origin_to_another_computer_and_an_older_file_still_opens(
    tmp_path: Path,
) -> None:
    bar = DictionaryLibrary(tmp_path / "bar-laptop")
    bar.import_list(_list(tmp_path, ["fiets", "ijs"]), "nederlands", OPENTAAL)
    settings = {"name": "Donderdag", "date": "2026-11-26", "dictionary": "nederlands", "dice": "4x4-dutch"}
    OpenNight.create(tmp_path / "kroon.throne", settings, library=bar).close()
    home = DictionaryLibrary(tmp_path / "home-laptop")  # has never seen the list
    service = OpenNight.open(tmp_path / "kroon.throne", library=home, read_only=True)
    try:
        assert service.views.word_list_origin() == OPENTAAL
        assert service.notices() == ()
    finally:
        service.close()
    with closing(sqlite3.connect(tmp_path / "kroon.throne")) as connection, connection:
        (sha256,) = connection.execute("SELECT sha256 FROM word_list").fetchone()
        connection.execute(
            "UPDATE word_list SET words = ? WHERE sha256 = ?", (pack(["fiets", "ijs"]), sha256)
        )
    service = OpenNight.open(tmp_path / "kroon.throne", library=home, read_only=True)
    try:
        assert service.views.word_list_origin() == ListOrigin()  # kept before origins were: none to say
        assert service.notices() == ()
    finally:
        service.close()
    with closing(sqlite3.connect(tmp_path / "kroon.throne")) as connection, connection:
        damaged = lzma.compress(b"#{not json\nfiets\nijs\n")
        connection.execute("UPDATE word_list SET words = ? WHERE sha256 = ?", (damaged, sha256))
    service = OpenNight.open(tmp_path / "kroon.throne", library=bar, read_only=True)
    try:
        assert service.notices() == ()  # the words still read
        assert service.views.word_list_origin() == OPENTAAL  # the library that imported it still knows
    finally:
        service.close()


def _dealt_board_and_words(
    path: Path, tournament: dict[str, object], players: list[str], library: DictionaryLibrary
) -> tuple[str, list[str]]:
    """The board the night's first game deals, and its words of the Dutch list, longest first."""
    service = OpenNight.create(path, tournament, library=library)
    try:
        for name in players:
            service.act.register(name, checked_in=True)
        service.act.seat_next_round(seed=3)
        key = GameKey(1, 1, 1)
        board = service.act.start_game(key).board.notation()
        return board, list(service.views.board_words(key))
    finally:
        service.close()


def _dutch_words() -> list[str]:
    """Short Dutch words of common letters, enough for any 4×4 board of Dutch dice to hold a few."""
    return DUTCH.split()


def test_the_command_line_imports_a_list_with_its_origin_lists_it_and_makes_its_common_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _list(tmp_path, ["fiets", "huis", "café", "zwijntjesjager"])
    assert (
        main(
            [
                "dict",
                "import",
                str(path),
                "--name",
                "huis",
                "--language",
                "nl",
                "--source",
                "our bar",
                "--licence",
                "CC0",
            ]
        )
        == 0
    )
    assert main(["dict", "common", "huis-gewoon", "--from", "huis", "--top", "5000"]) == 0
    out = capsys.readouterr().out
    assert "made huis-gewoon: 3 of huis's 4 words, those among the 5,000 most frequent in nl" in out
    assert main(["dict", "list"]) == 0
    listing = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    assert "nl  imported  our bar  licence: CC0" in listing["huis"]
    assert "licence: as huis (CC0)" in listing["huis-gewoon"]
    assert main(["dict", "common", "x", "--from", "nope"]) == 2
    assert capsys.readouterr().err.strip().startswith("boggle-throne: error: unknown dictionary 'nope'")


def test_a_phone_on_a_dutch_night_spells_in_dutch_and_checks_accents_by_their_plain_letters(
    tmp_path: Path,
) -> None:
    library = DictionaryLibrary(tmp_path / "data")
    library.import_list(_list(tmp_path, ["café", "ijs", "kaas"]), "nederlands", OPENTAAL)
    settings = {"name": "Donderdag", "date": "2026-11-26", "dictionary": "nederlands", "dice": "4x4-dutch"}
    service = OpenNight.create(tmp_path / "kroon.throne", settings, library=library)
    try:
        for name in ("Anouk", "Bram", "Cor"):
            service.act.register(name, checked_in=True)
        service.act.seat_next_round(seed=1)
        key = GameKey(1, 1, 1)
        service.act.start_game(key, "CAFÉ/XIJS/KAAS/TREN")
        service.act.set_timer(key, TimerPhase.RUNNING)
        phones = Phones(service)
        invitation = next(i for i in phones.invitations(BASE) if i.name == "Anouk")
        token = invitation.url.removeprefix(f"{BASE}/p/")
        phones.write(token, "Café")
        phones.write(token, "ĳs")
        view = phones.view(token)
        assert [w.word for w in view.words] == ["cafe", "ijs"]
        assert view.language == "nl" and state_json(view, datetime.now(UTC))["language"] == "nl"
        with pytest.raises(ActionRefusedError, match="not on the board"):
            phones.write(token, "crème")
    finally:
        service.close()
