"""Render the app's screens to `docs/screenshots/<shot>-<width>x<height>.png`, offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_screenshots.py [--language nl] [SHOT ...]

Every shot is a function registered with `@shot("name")`: it gets the `Stage` (the demo night, which
it can replay up to any action) and returns the widget to capture; each is rendered at every size
in `SIZES`. Add a screen by writing one more such function (the judges' window's shots go next to
the projector's); name shots `<window>-<phase>`. With names given, only those shots are rendered.
With `--language CODE` the screens speak that language, saved as `<shot>-<code>-<width>x<height>.png`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from boggle_throne.i18n import SOURCE_LANGUAGE
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import Scene
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.documents.night_document import replay_night
from boggle_throne.services.paths import DATA_DIR_VARIABLE
from boggle_throne.services.reading.views import BracketView, MatchView, StandingsView
from boggle_throne.ui.app import Theme, palette_for
from boggle_throne.ui.language import install_language
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.board import BoardPage
from boggle_throne.ui.projector.bracket import BracketPage

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZES = ((1280, 720), (3840, 2160))
JUDGES_SIZES = ((1280, 800), (1920, 1080))  # the judges' window is a laptop's, not the room's
FINAL_GAME = GameKey(3, 1, 1)

Action = Mapping[str, Any]


class Stage:
    """The demo night in a temporary folder, and files replayed up to any of its actions."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.complete, self.document = build_demo_night(folder / "demo.throne")
        self.actions: list[Action] = self.document["actions"]
        self._services: list[OpenNight] = [self.complete]

    def after(self, matches: Callable[[Action], bool], nth: int = 1) -> int:
        """How many actions there are up to and including the nth one that matches."""
        found = [index for index, action in enumerate(self.actions, start=1) if matches(action)]
        return found[nth - 1]

    def night_at(self, count: int) -> OpenNight:
        """A new file holding the night's first `count` actions."""
        document = {"tournament": self.document["tournament"], "actions": self.actions[:count]}
        path = self.folder / f"at-{count}-{len(self._services)}.throne"  # each shot its own file
        service, _ = replay_night(document, path)
        self._services.append(service)
        return service

    def projector(self, service: OpenNight, *, clock_offset: float | None = None) -> ProjectorWindow:
        """A projector on that night; with `clock_offset`, its clock reads that many seconds after the
        final's first game clock last changed."""
        timer = service.views.game(FINAL_GAME).timer if FINAL_GAME in service.views.games() else None
        if clock_offset is None or timer is None or timer.changed_at is None:
            return ProjectorWindow(service, self.settings())
        moment = timer.changed_at + timedelta(seconds=clock_offset)
        return ProjectorWindow(service, self.settings(), clock=lambda: moment)

    def keep(self, service: OpenNight) -> None:
        """Close this night with the others when the shots are done."""
        self._services.append(service)

    def settings(self) -> QSettings:
        return QSettings(str(self.folder / "settings.ini"), QSettings.Format.IniFormat)

    def close(self) -> None:
        for service in self._services:
            service.close()


Shot = Callable[[Stage], QWidget]
SHOTS: dict[str, Shot] = {}


SHOT_SIZES: dict[str, tuple[tuple[int, int], ...]] = {}


def shot(name: str, sizes: tuple[tuple[int, int], ...] = SIZES) -> Callable[[Shot], Shot]:
    """Register a screen to capture under `name`, at each of `sizes`."""

    def register(make: Shot) -> Shot:
        SHOTS[name] = make
        SHOT_SIZES[name] = sizes
        return make

    return register


def _final(action: Action, do: str, **fields: object) -> bool:
    return (
        action["do"] == do
        and action.get("game") == FINAL_GAME.to_json()
        and all(action.get(key) == value for key, value in fields.items())
    )


@shot("projector-waiting")
def projector_waiting(stage: Stage) -> QWidget:
    return stage.projector(stage.night_at(stage.after(lambda a: a["do"] == "proclaim")))


@shot("projector-countdown")
def projector_countdown(stage: Stage) -> QWidget:
    count = stage.after(lambda a: _final(a, "timer", phase="countdown"))
    return stage.projector(stage.night_at(count), clock_offset=3.2)


@shot("projector-board")
def projector_board(stage: Stage) -> QWidget:
    count = stage.after(lambda a: _final(a, "timer", phase="running"))
    return stage.projector(stage.night_at(count), clock_offset=155.5)


@shot("projector-time-up")
def projector_time_up(stage: Stage) -> QWidget:
    """The board when the buzzer sounds, mid-flash."""
    window = stage.projector(stage.night_at(stage.after(lambda a: _final(a, "timer", phase="finished"))))
    page = window.page
    assert isinstance(page, BoardPage)
    page.buzz()
    return window


@shot("projector-scoring")
def projector_scoring(stage: Stage) -> QWidget:
    first = stage.after(lambda a: _final(a, "word"))
    last = stage.after(lambda a: _final(a, "close_game")) - 1
    return stage.projector(stage.night_at(first + (last - first) * 2 // 3))


@shot("projector-result")
def projector_result(stage: Stage) -> QWidget:
    window = stage.projector(stage.night_at(stage.after(lambda a: _final(a, "close_game"))))
    window.pin(ProjectorView.RESULT)  # opened after the game closed, it would show the standings
    return window


@shot("projector-standings")
def projector_standings(stage: Stage) -> QWidget:
    return stage.projector(stage.night_at(stage.after(lambda a: a["do"] == "seat", nth=2) - 1))


@shot("projector-bracket")
def projector_bracket(stage: Stage) -> QWidget:
    """A sample head-to-head bracket (the demo night plays table rounds)."""
    page = BracketPage()
    page.present(_BracketNight(stage.complete), Scene(ProjectorView.BRACKET))
    return page


@shot("projector-road")
def projector_road(stage: Stage) -> QWidget:
    """The road to the Throne of the demo night, which plays table rounds."""
    window = stage.projector(stage.complete)
    window.pin(ProjectorView.BRACKET)
    return window


@shot("projector-crowning")
def projector_crowning(stage: Stage) -> QWidget:
    return stage.projector(stage.complete)


class _BracketNight:
    """The demo night's name with a half-played bracket of eight (the page reads only the standings)."""

    def __init__(self, service: OpenNight) -> None:
        self._tournament = service.views.standings().tournament

    def standings(self) -> StandingsView:
        def match(
            round_: int,
            number: int,
            players: tuple[str | None, str | None],
            seeds: tuple[int | None, int | None],
            wins: tuple[int, int],
            winner: str | None,
        ) -> MatchView:
            return MatchView(round_, number, number, players, seeds, wins, (), winner, False)

        first = (
            match(1, 1, ("Tyrion", "Jon"), (1, 8), (2, 0), "Tyrion"),
            match(1, 2, ("Sansa", "Oberyn"), (4, 5), (2, 1), "Sansa"),
            match(1, 3, ("Brienne", "Davos"), (3, 6), (1, 2), "Davos"),
            match(1, 4, ("Arya", "Margaery"), (2, 7), (2, 1), "Arya"),
        )
        semis = (
            match(2, 1, ("Tyrion", "Sansa"), (1, 4), (1, 1), None),
            match(2, 2, ("Arya", "Davos"), (2, 6), (0, 0), None),
        )
        final = (match(3, 1, (None, None), (None, None), (0, 0), None),)
        seeding = ("Tyrion", "Arya", "Brienne", "Sansa", "Oberyn", "Davos", "Margaery", "Jon")
        bracket = BracketView(3, seeding, (first, semis, final), None, None, None)
        return StandingsView(self._tournament, (), None, None, bracket)


def judges(stage: Stage, service: OpenNight | None, page: Page = Page.PLAYERS) -> MainWindow:
    """The judges' window on a night (None: the start page), showing one page."""
    window = MainWindow(stage.settings())
    if service is not None:
        window.session.set_service(service)
        window.show_page(page)
    return window


def _judges_game(stage: Stage, count: int, key: GameKey) -> MainWindow:
    """The game screen after `count` actions, the current reader's newest word picked (its path lit)."""
    window = judges(stage, stage.night_at(count))
    window.show_game(key)
    screen = window.game_screen
    game = screen.game
    assert game is not None
    for _ in range(max((i for i, p in enumerate(game.players) if p.words), default=0)):
        screen.move_reader(1)
    screen.readers.select_last()
    screen.pick_word(0)
    screen.entry.setText("tars")
    return window


SIX_READERS = ("Bartholomew", "Daenerys", "Missandei", "Brienne", "Margaery", "Podrick")
LONG_WORDS = (
    "plasterings", "stern", "glisteners", "interstates", "alerts", "reps",
    "palest", "sterling", "tingles", "inters", "trestles", "slate",
    "generalisations", "pastel", "rites", "sine", "tinsels", "glisten",
)  # fmt: skip
"""Six readers' words, read in turn; one of 15 letters, the longest a column must show whole."""


ROOM_READERS = ("Bartholomew-Fitzgerald", *SIX_READERS[1:])
"""The six readers on the room's screen, one with a name of 22 letters that must stay whole."""
ROOM_SIZES = ((1280, 720), (1920, 1080))


def _six_readers(
    stage: Stage, window: str, names: tuple[str, ...] = SIX_READERS, *, words: tuple[str, ...] = LONG_WORDS
) -> tuple[OpenNight, GameKey]:
    """A table of six with long names reading long words: the widest the game screens get (a night
    of its own for each window that shows it); with no `words`, the table is only seated."""
    service = OpenNight.create(
        stage.folder / f"six-{window}.throne",
        {
            "name": "Six at a table",
            "date": "2026-11-21",
            "board_seed": 7,
            "format": {"min_table": 6, "max_table": 6, "games_per_round": 1, "advance": 2},
        },
    )
    stage.keep(service)
    for name in names:
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(seed=1)
    key = GameKey(1, 1, 1)
    if not words:
        return service, key
    service.act.start_game(key, "PERS/LATG/SINE/TERS")
    readers = [player.name for player in service.views.game(key).players]
    for turn, word in enumerate(words):
        service.act.record_word(key, readers[turn % len(readers)], word)
    return service, key


@shot("judges-game-six-readers", JUDGES_SIZES)
def judges_game_six_readers(stage: Stage) -> QWidget:
    service, key = _six_readers(stage, "judges")
    window = judges(stage, service)
    window.show_game(key)
    return window


@shot("projector-scoring-six", ROOM_SIZES)
def projector_scoring_six(stage: Stage) -> QWidget:
    service, _key = _six_readers(stage, "projector", ROOM_READERS)
    return stage.projector(service)


@shot("projector-seating-six", ROOM_SIZES)
def projector_seating_six(stage: Stage) -> QWidget:
    service, _key = _six_readers(stage, "projector-seating", ROOM_READERS, words=())
    return stage.projector(service)


def _held_withdrawn_and_closed(service: OpenNight, key: GameKey) -> None:
    """Close a game after its readers withdrew every word held for a ruling (not on its board)."""
    for player, word in service.views.game(key).held:
        service.act.withdraw_word(key, player, word)
    service.act.close_game(key)


@shot("projector-result-six", ROOM_SIZES)
def projector_result_six(stage: Stage) -> QWidget:
    service, key = _six_readers(stage, "projector-result", ROOM_READERS)
    _held_withdrawn_and_closed(service, key)
    window = stage.projector(service)
    window.pin(ProjectorView.RESULT)
    return window


@shot("projector-standings-six", ROOM_SIZES)
def projector_standings_six(stage: Stage) -> QWidget:
    service, key = _six_readers(stage, "projector-standings", ROOM_READERS)
    _held_withdrawn_and_closed(service, key)
    return stage.projector(service)


@shot("judges-start", JUDGES_SIZES)
def judges_start(stage: Stage) -> QWidget:
    return judges(stage, None)


@shot("judges-setup", JUDGES_SIZES)
def judges_setup(stage: Stage) -> QWidget:
    window = judges(stage, None)
    window.files.new_tournament()
    setup = window.pages[Page.SETUP]
    setup.form.name.setText("Thursday night at the Throne Room")
    setup.path.setText("~/Boggle/thursday.throne")
    return window


@shot("judges-players", JUDGES_SIZES)
def judges_players(stage: Stage) -> QWidget:
    window = judges(stage, stage.night_at(stage.after(lambda a: a["do"] == "proclaim")))
    page = window.pages[Page.PLAYERS]
    page.search.setText("ar")
    page.walk_in.setText("Hodor")
    return window


@shot("judges-rounds-preview", JUDGES_SIZES)
def judges_rounds_preview(stage: Stage) -> QWidget:
    return judges(stage, stage.night_at(stage.after(lambda a: a["do"] == "proclaim")), Page.ROUNDS)


@shot("judges-rounds", JUDGES_SIZES)
def judges_rounds(stage: Stage) -> QWidget:
    count = stage.after(lambda a: a["do"] == "close_game", nth=6) + 4
    return judges(stage, stage.night_at(count), Page.ROUNDS)


@shot("judges-game-board", JUDGES_SIZES)
def judges_game_board(stage: Stage) -> QWidget:
    window = judges(stage, stage.night_at(stage.after(lambda a: _final(a, "start_game")) - 1))
    window.show_game(FINAL_GAME)
    window.game_screen.board_setup.line.setText("LCOR/ASQR/SXTH/BAV")
    return window


@shot("judges-game-entry", JUDGES_SIZES)
def judges_game_entry(stage: Stage) -> QWidget:
    first = stage.after(lambda a: _final(a, "word"))
    last = stage.after(lambda a: _final(a, "close_game")) - 1
    return _judges_game(stage, first + (last - first) * 2 // 3, FINAL_GAME)


@shot("judges-game-dark", JUDGES_SIZES)
def judges_game_dark(stage: Stage) -> QWidget:
    """The game screen in the dark palette, for a dim bar."""
    first = stage.after(lambda a: _final(a, "word"))
    window = _judges_game(stage, first + 40, FINAL_GAME)
    window.setPalette(palette_for(Theme.DARK))
    return window


@shot("judges-game-held", JUDGES_SIZES)
def judges_game_held(stage: Stage) -> QWidget:
    count = stage.after(lambda a: a["do"] == "rule") - 1
    return _judges_game(stage, count, GameKey.from_json(stage.actions[count]["game"]))


@shot("judges-game-closed", JUDGES_SIZES)
def judges_game_closed(stage: Stage) -> QWidget:
    window = judges(stage, stage.night_at(stage.after(lambda a: _final(a, "close_game"))))
    window.show_game(FINAL_GAME)
    return window


@shot("judges-standings", JUDGES_SIZES)
def judges_standings(stage: Stage) -> QWidget:
    window = judges(stage, stage.night_at(len(stage.actions)), Page.STANDINGS)
    page = window.pages[Page.STANDINGS]
    page.round_choice.setCurrentIndex(0)
    return window


@shot("judges-house-lists", JUDGES_SIZES)
def judges_house_lists(stage: Stage) -> QWidget:
    service = stage.night_at(len(stage.actions))
    service.act.set_house_list("snarf", "approved")
    service.act.set_house_list("ser", "banned")
    return judges(stage, service, Page.HOUSE_LISTS)


@shot("judges-log", JUDGES_SIZES)
def judges_log(stage: Stage) -> QWidget:
    service = stage.night_at(stage.after(lambda a: a["do"] == "challenge"))
    service.act.undo()
    return judges(stage, service, Page.LOG)


@contextmanager
def staged() -> Iterator[Stage]:
    with tempfile.TemporaryDirectory() as folder:
        os.environ.setdefault(DATA_DIR_VARIABLE, str(Path(folder) / "app-data"))
        stage = Stage(Path(folder))
        try:
            yield stage
        finally:
            stage.close()


def _language(arguments: list[str]) -> tuple[str, list[str]]:
    """`--language CODE` (English by default) and the shots named."""
    if arguments[:1] == ["--language"] and len(arguments) > 1:
        return arguments[1], arguments[2:]
    return SOURCE_LANGUAGE, arguments


def render(widget: QWidget, size: tuple[int, int], path: Path) -> None:
    widget.resize(*size)
    widget.show()
    QApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")


def main(arguments: list[str]) -> int:
    language, names = _language(arguments)
    unknown = sorted(set(names) - set(SHOTS))
    if unknown:
        print(f"unknown shots: {', '.join(unknown)}; known: {', '.join(SHOTS)}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    language = install_language(language)
    suffix = "" if language == SOURCE_LANGUAGE else f"-{language}"
    OUT.mkdir(parents=True, exist_ok=True)
    with staged() as stage:
        for name, make in SHOTS.items():
            if names and name not in names:
                continue
            widget = make(stage)
            for width, height in SHOT_SIZES[name]:
                path = OUT / f"{name}{suffix}-{width}x{height}.png"
                render(widget, (width, height), path)
                print(path.relative_to(OUT.parent.parent))
            widget.close()
            widget.deleteLater()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
