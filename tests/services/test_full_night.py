"""A whole night through the services and the replay: scores worked out by hand, advancement, the crown."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import replay_night
from tests.services.night_builder import CHAMPION, NightBuilder


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> NightBuilder:
    builder = NightBuilder(tmp_path_factory.mktemp("night") / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.play_round(2)
    builder.play_round(3, favourite=CHAMPION)
    builder.do(do="crown")
    return builder


def _totals(service: OpenNight, key: GameKey) -> dict[str, int]:
    return {player.name: player.total for player in service.views.game(key).players}


def test_round_one_table_one_matches_the_hand_count(night: NightBuilder) -> None:
    service = night.service
    # Game 1: P01 ALERTS 3, PLATES and TIN crossed (0), LAPS not on the board, upheld: -1 -> 2.
    # P08 PLATES crossed, STERN 2, NEST 1 -> 3. P09 TIN crossed, SINE 1, RITE 1 -> 2. P16 PAL 1 -> 1.
    assert _totals(service, GameKey(1, 1, 1)) == {"P01": 2, "P08": 3, "P09": 2, "P16": 1}
    # Game 2: P01 SLATE 2 + RITES 2 -> 4. P08 STERNS 3, RET crossed -> 3. P09 ALERT 2 (challenge
    # rejected), RETS 1, RET crossed -> 3. P16 PLATE 2 + SITE 1 -> 3.
    assert _totals(service, GameKey(1, 1, 2)) == {"P01": 4, "P08": 3, "P09": 3, "P16": 3}
    # Game 3: P01 PAL 1, PALS withdrawn (no points, no penalty) -> 1. P08 TERN 1 + TINS 1 -> 2.
    # P09 SLATE 2 + PLATES 3 -> 5. P16 ALERTS 3 + RITE 1, GINS not on the board, upheld: -1 -> 3.
    assert _totals(service, GameKey(1, 1, 3)) == {"P01": 1, "P08": 2, "P09": 5, "P16": 3}
    table = service.views.round(1).tables[0]
    rows = [(row.place, row.name, row.points, row.game_points, row.advances) for row in table.standings]
    # P01 and P16 tie on 7; the last game (1 against 3) puts P16 third.
    assert rows == [
        (1, "P09", 10, (2, 3, 5), True),
        (2, "P08", 8, (3, 3, 2), True),
        (3, "P16", 7, (1, 3, 3), False),
        (4, "P01", 7, (2, 4, 1), False),
    ]


def test_the_penalty_and_the_crossing_carry_their_reasons(night: NightBuilder) -> None:
    game = night.service.views.game(GameKey(1, 1, 1))
    laps = next(w for w in game.player("P01").words if w.word == "laps")
    assert (laps.verdict.value, laps.points) == ("rejected", -1)
    plates = next(w for w in game.player("P08").words if w.word == "plates")
    assert (plates.verdict.value, plates.points, plates.also_read_by) == ("duplicate", 0, ("P01",))


def test_every_round_advances_exactly_and_the_champion_defends(night: NightBuilder) -> None:
    standings = night.service.views.standings()
    first, second, final = standings.rounds
    assert [len(t.seats) for t in first.tables] == [4, 4, 4, 4]
    assert CHAMPION not in {name for t in first.tables for name in t.seats}
    assert len(first.advancing) == 8 and first.advancing[:2] == ("P09", "P08")
    assert [len(t.seats) for t in second.tables] == [4, 4]
    assert set(second.tables[0].seats) | set(second.tables[1].seats) == set(first.advancing)
    assert len(second.advancing) == 4
    assert final.kind.value == "final" and set(final.tables[0].seats) == {*second.advancing, CHAMPION}
    assert standings.winner == CHAMPION
    throne = night.service.views.throne()
    assert throne.holder == CHAMPION
    assert throne.holders[0].defences_won == 1


def test_replaying_the_night_document_gives_the_same_night(night: NightBuilder, tmp_path: Path) -> None:
    replayed, report = replay_night(night.document, tmp_path / "replayed.throne")
    try:
        assert report.applied == len(night.actions) and report.skipped == 0
        assert replayed.views.standings() == night.service.views.standings()
        assert replayed.views.throne() == night.service.views.throne()
    finally:
        replayed.close()


def test_reopening_the_file_gives_the_same_night(night: NightBuilder) -> None:
    path = night.service.files.path
    assert path is not None
    reopened = OpenNight.open(path, read_only=True)  # the night is still open for writing
    try:
        assert reopened.views.standings() == night.service.views.standings()
        assert len(reopened.views.log()) == len(night.actions) + 1
    finally:
        reopened.close()
