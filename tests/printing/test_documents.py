"""Each document of the demo night holds the names, words and numbers that belong on its pages."""

from __future__ import annotations

from pathlib import Path

from boggle_throne.engine.faces import display
from boggle_throne.engine.scoring import Verdict
from boggle_throne.night.games import GameKey
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from tests.printing.pdf import page_texts, render_page, score_sheet_texts, struck_through, word_boxes


def _board_rows(service: OpenNight, key: GameKey) -> list[list[str]]:
    return [[display(cell) for cell in row] for row in service.views.game(key).board.rows()]


def _signed(number: int) -> str:
    return f"−{-number}" if number < 0 else str(number)


def _appears_in_order(text: str, parts: list[str]) -> bool:
    position = 0
    for part in parts:
        position = text.find(part, position)
        if position < 0:
            return False
        position += len(part)
    return True


def test_a_score_sheet_per_table_with_players_reading_orders_and_boards(
    demo: OpenNight, documents: dict[DocumentKind, Path]
) -> None:
    round_one = demo.views.round(1)
    tie_breaks = [k for k in demo.views.games(1) if k.is_tie_break]
    pages = page_texts(documents[DocumentKind.SCORE_SHEETS])
    sheets = score_sheet_texts(documents[DocumentKind.SCORE_SHEETS])
    assert len(sheets) == len(round_one.tables) + len(tie_breaks)
    for page, table in zip(sheets, round_one.tables, strict=False):
        assert f"Round 1 · Table {table.number}" in page
        assert all(name in page for name in table.seats)
        assert "Judge's initials" in page and "Round total" in page
        for game in range(1, round_one.games + 1):
            key = GameKey(1, table.number, game)
            assert f"Game {game}" in page
            order = [f"{i}. {name}" for i, name in enumerate(demo.views.game(key).read_order, start=1)]
            assert _appears_in_order(page, order), (key, order)
            for row in _board_rows(demo, key):
                assert _appears_in_order(page, row)
    assert "Page 1 of" in pages[0] and "Demo night at the Throne Room" in pages[0]


def test_board_sheets_show_each_shared_board_once_for_all_tables(
    demo: OpenNight, documents: dict[DocumentKind, Path]
) -> None:
    pages = page_texts(documents[DocumentKind.BOARD_SHEETS])
    round_one = demo.views.round(1)
    shared_games = range(1, round_one.games + 1)
    tie_breaks = [k for k in demo.views.games(1) if k.is_tie_break]
    assert len(pages) == len(shared_games) + len(tie_breaks)
    for page, game in zip(pages, shared_games, strict=False):
        assert f"Round 1 · Game {game}" in page and f"Tables 1–{len(round_one.tables)}" in page
        key = GameKey(1, 1, game)
        assert demo.views.game(key).board.notation() in page
        for row in _board_rows(demo, key):
            assert _appears_in_order(page, row)


def test_the_answer_key_lists_every_word_with_its_points_count_and_maximum(
    demo: OpenNight, documents: dict[DocumentKind, Path]
) -> None:
    pages = page_texts(documents[DocumentKind.ANSWER_KEYS])
    rules = demo.views.settings.rules
    key = GameKey(1, 1, 1)
    words = demo.views.board_words(key)
    first = next(page for page in pages if "Answer key · Round 1 · Game 1" in page)
    printed = set(first.split())
    assert set(words) <= printed
    maximum = sum(rules.points.points(len(word)) for word in words)
    assert str(len(words)) in printed and str(maximum) in printed
    longest = len(words[0])
    points = rules.points.points(longest)
    assert f"{longest} letters · {points} point{'s' if points != 1 else ''} each" in first


def test_standings_have_every_player_with_points_and_tie_break_columns(
    demo: OpenNight, documents: dict[DocumentKind, Path]
) -> None:
    text = "\n".join(page_texts(documents[DocumentKind.STANDINGS]))
    assert "Standings after round 1" in text
    for column in ("Points", "Last", "Words", "Longest", "Advances"):
        assert column in text
    lines = text.splitlines()
    for table in demo.views.round(1).tables:
        assert f"Table {table.number}" in text
        for row in table.standings:
            line = next(line for line in lines if f" {row.name} " in f" {line} ")
            figures = [_signed(p) for p in row.game_points if p is not None]
            expected = [
                str(row.place),
                row.name,
                *figures,
                _signed(row.points),
                _signed(row.last_game_points),
            ]
            assert line.split()[: len(expected)] == expected
            assert ("✔" in line) == bool(row.advances)


def test_results_strike_crossed_words_and_mark_penalties(
    demo: OpenNight, documents: dict[DocumentKind, Path], tmp_path: Path
) -> None:
    pdf = documents[DocumentKind.RESULTS]
    games = [demo.views.game(key) for key in demo.views.games(1)]
    words = [(w, p.name) for game in games for p in game.players for w in p.words]
    crossed_everywhere = {w.word for w, _ in words if w.verdict is Verdict.DUPLICATE} - {
        w.word for w, _ in words if w.verdict is not Verdict.DUPLICATE
    }
    never_crossed = {w.word for w, _ in words if w.verdict is Verdict.VALID} - {
        w.word for w, _ in words if w.verdict is Verdict.DUPLICATE
    }
    boxes = word_boxes(pdf, 1)
    image = render_page(pdf, 1, tmp_path, dpi=144)
    struck = [b for b in boxes if b.text in crossed_everywhere]
    plain = [b for b in boxes if b.text in never_crossed]
    assert struck and plain
    assert all(struck_through(image, box, 144) for box in struck)
    assert not any(struck_through(image, box, 144) for box in plain)

    penalties = [(w, name) for w, name in words if w.points < 0]
    assert penalties, "the demo night has penalties in round 1"
    lines = "\n".join(page_texts(pdf)).splitlines()
    for word, _ in penalties:
        assert any(word.word in line and f"⚑ −{-word.points}" in line for line in lines), word


def test_results_total_each_players_game(demo: OpenNight, documents: dict[DocumentKind, Path]) -> None:
    text = "\n".join(page_texts(documents[DocumentKind.RESULTS]))
    for key in demo.views.games(1):
        game = demo.views.game(key)
        title = key.label[0].upper() + key.label[1:]
        assert title in text
        for player in game.players:
            assert f"earned {player.earned}" in text


def test_the_bracket_shows_the_road_from_the_tables_to_the_throne(
    demo: OpenNight, documents: dict[DocumentKind, Path]
) -> None:
    pages = page_texts(documents[DocumentKind.BRACKET])
    text = "\n".join(pages)
    standings = demo.views.standings()
    assert len(pages) == 1
    assert "Round 1" in text and "Round 2" in text and "The final table" in text
    for round_ in standings.rounds:
        for table in round_.tables:
            for row in table.standings:
                assert row.name in text
    assert text.count("✔") == sum(len(r.advancing) for r in standings.rounds)  # the final: its winner
    assert standings.winner is not None and standings.winner in text.split("THE THRONE")[1]
    assert "new holder of the Throne" in text


def test_the_certificate_names_the_new_holder_and_how(
    demo: OpenNight, documents: dict[DocumentKind, Path]
) -> None:
    standings = demo.views.standings()
    final = standings.rounds[-1].tables[0].standings
    (page,) = page_texts(documents[DocumentKind.CERTIFICATE])
    assert standings.winner in page and "Holder of the Throne" in page
    assert f"took the Throne from {standings.defending_champion} with {final[0].points} points" in page
    assert "Demo night at the Throne Room" in page and "21 November 2026" in page
    assert f"Runner-up at the final table: {final[1].name}" in page


def test_the_finals_standings_crown_its_winner_instead_of_advancing_them(
    demo: OpenNight, tmp_path: Path
) -> None:
    final = demo.views.standings().rounds[-1]
    pdf = make_document(demo, DocumentKind.STANDINGS, tmp_path / "final.pdf", round_number=final.number)
    text = "\n".join(page_texts(pdf))
    assert "Standings after the final" in text
    assert "advances to the next round" not in text and "Advances" not in text
    assert "✔ crowned — holder of the Throne" in text
    assert f"Crowned: {demo.views.standings().winner}" in text
    round_one = "\n".join(
        page_texts(make_document(demo, DocumentKind.STANDINGS, tmp_path / "r1.pdf", round_number=1))
    )
    assert "✔ advances to the next round" in round_one and "Crowned" not in round_one
