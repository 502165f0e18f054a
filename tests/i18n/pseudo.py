"""Pseudo-localisation: every message of the code translated as "«" + message + "»", so a text on
screen without the brackets was never translated — a user-facing string that is not translatable.

The pseudo catalogues are made from the code as it is now (not from the committed catalogues), so the
check follows every string as soon as it is wrapped: Qt's through pyside6-lupdate/lrelease, gettext's
through Babel, with the same extraction as `packaging/translations.py`.
"""

from __future__ import annotations

import html
import importlib.util
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from boggle_throne import i18n
from boggle_throne.engine.dice import dice_sets
from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.night.games import GameKey
from boggle_throne.side.games import SIDE_GAMES

ROOT = Path(__file__).resolve().parents[2]
OPEN, CLOSE = "«", "»"
"""Guillemets: every font the printouts use has them (the serif one has no ⟦⟧), and no message uses them."""
PSEUDO_LANGUAGE = "qps"
"""The pseudo-translation's code (the one reserved for pseudo-locales): a language of its own, so
nothing remembered in Dutch (a game's scores are kept per language) is shown in its place."""
SOURCE_TS = "nl"
"""The catalogue whose messages the pseudo .qm starts from (extracted again from the code)."""


def translations_script() -> ModuleType:
    """packaging/translations.py, imported by its path (packaging/ is not a package)."""
    if "bt_translations" in sys.modules:
        return sys.modules["bt_translations"]
    spec = importlib.util.spec_from_file_location("bt_translations", ROOT / "packaging" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bt_translations"] = module
    spec.loader.exec_module(module)
    return module


def pseudo(text: str) -> str:
    return f"{OPEN}{text}{CLOSE}"


def build_pseudo_qm(folder: Path) -> Path:
    """The window's messages, extracted now, each translated as «message», compiled to a .qm."""
    script = translations_script()
    ts = folder / "pseudo.ts"
    shutil.copy(script.ts_file(SOURCE_TS), ts)
    script.update_ts(ts, SOURCE_TS)
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        translation.text = pseudo(message.findtext("source") or "")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = folder / "pseudo.qm"
    script.build_qm(ts, qm)
    return qm


def build_pseudo_mo(folder: Path) -> Path:
    """The messages below the window, extracted now, each translated as «message», in a gettext
    catalogue folder (`<folder>/nl/LC_MESSAGES/boggle_throne.mo`) for `i18n.add_catalogue_dir`."""
    script = translations_script()
    catalog = Catalog(domain=script.DOMAIN, fuzzy=False)
    for message in script.extract_template():
        if not message.id:
            continue
        if isinstance(message.id, str):
            string: str | tuple[str, ...] = pseudo(message.id)
        else:
            string = (pseudo(message.id[0]), pseudo(message.id[1]))
        catalog.add(message.id, string, context=message.context)
    mo = folder / PSEUDO_LANGUAGE / "LC_MESSAGES" / f"{script.DOMAIN}.mo"
    mo.parent.mkdir(parents=True)
    with mo.open("wb") as out:
        write_mo(out, catalog)
    return folder


# ----- what a text on screen may be without translation ------------------------------------------

QT_OWN = frozenset(
    {"OK", "Cancel", "Close", "Yes", "No", "Apply", "Save", "Open", "Help", "Reset", "Discard", "Abort"}
)
"""Qt's own standard buttons: translated by Qt's qtbase catalogue (checked in Dutch), not the app's."""
KEY_NAMES = re.compile(
    r"\b(Ctrl|Shift|Alt|Meta|Esc|Escape|Enter|Return|Del|Delete|Backspace|Tab|Space|Ins|Insert|Home|End|"
    r"PgUp|PgDown|Up|Down|Left|Right|F\d{1,2})\b"
)
APP_NAME = "Boggle Throne"
TAG = re.compile(r"<[^>]+>")
PATH_OR_URL = re.compile(r"\S*[/\\]\S*|\S+\.(throne|pdf|json|txt|csv)\b")
BRACKETED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
COMMAND_FIELDS = re.compile(r"^[a-z_]+=")
"""A logged command's fields as recorded (`game=[1, 1, 1], player=Arya, word=vat`): the night
document's keys and values, read by the organiser as they are in the file."""
ENGLISH = re.compile(r"[^\W\d_]{2,}")


class Data:
    """The night's own words, which stay as they are in any language: names, words, letters, the
    night's and lists' names, dice names."""

    def __init__(self, words: Iterable[str], challenged: GameKey | None = None) -> None:
        self.challenged = challenged
        """A game of the night in which a word was challenged."""
        self.words = sorted({w.strip() for w in words if w.strip()}, key=len, reverse=True)
        alternatives = "|".join(re.escape(w) for w in self.words)
        self._pattern = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE) if self.words else None

    def strip(self, text: str) -> str:
        return self._pattern.sub(" ", text) if self._pattern is not None else text


STATION_NAMES = ["main"]
"""A station's name when none is given (the log's column of stations): an identifier."""
SOFTWARE = ["Qt", "PySide6", "Python"]
"""The names of the software the app is made with (Help ▸ About)."""


def night_data(document: Mapping[str, Any]) -> Data:
    """The data of a night document: its name, list and dice, the players' names, the words read,
    the boards' letters."""
    tournament = document["tournament"]
    found = [tournament["name"], tournament["dictionary"], tournament["dice"], *i18n.LANGUAGE_NAMES.values()]
    found += STATION_NAMES + SOFTWARE
    found += [game.TITLE for game in SIDE_GAMES.values()]  # proper names in any language
    for dice in dice_sets().values():  # the sets' own titles and sources, read from their files
        found += [dice.name, dice.title, dice.source]
    bundled = bundled_dictionary().info
    found += [bundled.source, bundled.licence, bundled.language]
    challenged = [GameKey(*action["game"]) for action in document["actions"] if action["do"] == "challenge"]
    for action in document["actions"]:
        found += [str(action[key]) for key in ("name", "player", "word", "new_word") if key in action]
        if "board" in action:
            found += [action["board"], *re.split(r"[/\s]+", action["board"]), "Qu"]
    return Data(found, challenged[0] if challenged else None)


def english_left(text: str, data: Data) -> list[str]:
    """The words of a text left outside every «translation» that are not data: English never translated."""
    plain = html.unescape(TAG.sub(" ", text)).replace("&", "")
    while BRACKETED.search(plain):
        plain = BRACKETED.sub(" ", plain)
    if plain.strip() in QT_OWN or COMMAND_FIELDS.match(plain.strip()):
        return []
    rest = PATH_OR_URL.sub(" ", data.strip(re.sub(APP_NAME, " ", plain, flags=re.IGNORECASE)))
    return ENGLISH.findall(KEY_NAMES.sub(" ", rest))


def untranslated(text: str, data: Data) -> str | None:
    """The text on screen as shown when some of it is left in English, or None when it is translated
    or only data."""
    return text.strip() if english_left(text, data) else None


# ----- the texts a widget shows --------------------------------------------------------------------


def _label(widget: QWidget) -> str:
    name = widget.objectName()
    return f"{type(widget).__name__}{f'#{name}' if name else ''}"


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)


def _model_texts(view: QAbstractItemView, rows: int = 40) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    for column in range(_columns(model, QModelIndex())):
        header = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if header is not None and not isinstance(view, QListWidget):
            yield str(header)
    stack = [(QModelIndex(), 0)]
    seen = 0
    while stack and seen < rows:
        parent, depth = stack.pop()
        for row in range(model.rowCount(parent)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield value
            seen += 1
            if depth < 2:
                stack.append((model.index(row, 0, parent), depth + 1))


def widget_texts(widget: QWidget) -> Iterator[str]:
    """The texts a reader sees on one widget: its text, title, placeholder, tool tip, tabs, headers."""
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QLineEdit | QTextEdit | QPlainTextEdit):
        yield widget.placeholderText()
    elif isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    elif isinstance(widget, QTabBar):
        yield from (widget.tabText(i) for i in range(widget.count()))
        yield from (widget.tabToolTip(i) for i in range(widget.count()))
    elif isinstance(widget, QAbstractItemView):
        yield from _model_texts(widget)
    if widget.isWindow():
        yield widget.windowTitle()
    yield widget.toolTip()
    yield widget.accessibleName()


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every visible widget of a window, the window too."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is root or widget.isVisibleTo(root):
            for text in widget_texts(widget):
                if text and text.strip():
                    yield _label(widget), text


def action_texts(actions: Iterable[QAction], where: str = "menu") -> Iterator[tuple[str, str]]:
    """(where, text) for each action of a menu bar or menu and its submenus: text, tip, status tip."""
    for action in actions:
        if action.isSeparator():
            continue
        menu = action.menu()
        here = f"{where} ▸ {action.text()}"
        for text in (action.text(), action.toolTip(), action.statusTip()):
            if text:
                yield here, text
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()  # menus filled when opened
            yield from action_texts(menu.actions(), here)


def not_translated(texts: Iterable[tuple[str, str]], data: Data) -> list[str]:
    """Each text left (partly) in English, with where it was shown; each once."""
    found: dict[str, None] = {}
    for where, text in texts:
        if untranslated(text, data) is not None:
            found[f"{where}: {text!r}"] = None
    return list(found)
