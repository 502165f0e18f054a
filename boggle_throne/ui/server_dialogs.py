"""Nights on a server: the Host, Join and Projector dialogs, the server's address without its password, the
password in the platform keyring, and a connection failure said as which part of the URL is wrong.

The judge URL the organiser's night-server script prints carries the password
(`postgresql://friday-13_judge:PASSWORD@192.168.1.10:5432/friday-13`). What the app keeps in its
settings (the last server, the recent nights) is that URL without the password; the password goes to
the platform keyring (the `keyring` package), keyed by the URL without it. A computer without a
keyring asks for the password each time. The projector's URL (its read-only login) is remembered
apart from the judge's, so neither dialog offers the other's.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from enum import Enum
from types import ModuleType
from urllib.parse import quote, unquote, urlsplit, urlunsplit

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.store.urls import Trouble, trouble, without_passwords
from boggle_throne.ui.errors import sentence
from boggle_throne.ui.recent_files import recent, remember

KEYRING_SERVICE = "Boggle Throne"
"""The keyring's name for the app's passwords; each is keyed by its server URL without the password."""
URL_KEY = "server/url"
PROJECTOR_URL_KEY = "server/projector_url"
PROJECTOR_STATION = "projector"
"""The station name the projector reads a night as (it records nothing)."""
STATION_KEY = "server/station"
RECENT_KEY = "recent_servers"
_SCHEMES = ("postgresql://", "postgres://", "postgresql+psycopg://")
_ERROR_STYLE = "color: #c0392b; font-weight: bold;"

# ----- the URL and its password -------------------------------------------------------------------


def is_server_url(text: str) -> bool:
    return text.strip().startswith(_SCHEMES)


def split_password(url: str) -> tuple[str, str | None]:
    """The URL without its password, and the password (None when it carries none)."""
    url = url.strip()
    parts = urlsplit(url)
    if parts.password is None:
        return url, None
    user = parts.username or ""
    host = parts.netloc.rpartition("@")[2]
    bare = urlunsplit(parts._replace(netloc=f"{user}@{host}"))
    return bare, unquote(parts.password)


def with_password(bare: str, password: str | None) -> str:
    """The URL to connect with: `bare` carrying `password` (as it is, without one)."""
    if not password:
        return bare
    parts = urlsplit(bare)
    user, _at, host = parts.netloc.rpartition("@")
    return urlunsplit(parts._replace(netloc=f"{user}:{quote(password, safe='')}@{host}"))


def server_host(url: str) -> str:
    """The server's host as a judge reads it in the window title (192.168.1.10)."""
    return urlsplit(url.strip()).hostname or QCoreApplication.translate("ServerDialog", "the server")


# ----- what went wrong ----------------------------------------------------------------------------


class Field(Enum):
    """The field of the server dialog a problem asks the judge to check."""

    URL = "url"
    PASSWORD = "password"
    STATION = "station"


@dataclass(frozen=True)
class Problem:
    """Why a night could not be hosted, joined or projected, as a sentence, and the field to check."""

    text: str
    field: Field = Field.URL


JUDGE_URL = str(QT_TRANSLATE_NOOP("ServerDialog", "judge URL"))
PROJECTOR_URL = str(QT_TRANSLATE_NOOP("ServerDialog", "projector URL"))
"""The URLs a password comes in, as `connection_problem` names them (English, translated there)."""

_SAID = {
    Trouble.WRONG_PASSWORD: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "The password was refused for the role “{role}”: check the password (in the {which}).",
        )
    ),
    Trouble.NO_PASSWORD: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog", "The server asks for the role “{role}”'s password: type the password."
        )
    ),
    Trouble.NO_ROLE: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog", "The server has no role “{role}”: check the role (the user name in the URL)."
        )
    ),
    Trouble.NO_ACCESS: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog", "The role “{role}” may not use the database “{database}”: check the role."
        )
    ),
    Trouble.NO_DATABASE: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "The server has no database “{database}”: check the database (the name after the port).",
        )
    ),
    Trouble.REFUSED: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "Nothing answers on port {port} of {host}: check the port, and that the night server is running.",
        )
    ),
    Trouble.UNKNOWN_HOST: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog", "The host “{host}” cannot be found: check the host (the server's address)."
        )
    ),
    Trouble.NO_ANSWER: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "The host {host} does not answer: check the host (the server's address), and that this "
            "computer is on the same network.",
        )
    ),
    Trouble.NOT_LET_IN: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "The server at {host} does not let this computer in: check the host (and this network).",
        )
    ),
    Trouble.NO_NIGHT: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "The database “{database}” holds no night yet: check the database, or host a night there.",
        )
    ),
}
"""What each trouble asks the judge to check (English, translated by `connection_problem`)."""
_PASSWORD_TROUBLES = frozenset({Trouble.WRONG_PASSWORD, Trouble.NO_PASSWORD})


def connection_problem(error: Exception | str, url: str, *, which: str = JUDGE_URL) -> Problem:
    """A refusal to host or join a night (or show its projector) as one sentence naming the part of the
    URL to check: the host, the port, the role, the password or the database (the driver's own message
    otherwise), never showing the password; `which` names the URL the password came in (`JUDGE_URL`
    or `PROJECTOR_URL`)."""
    bare, password = split_password(url)
    parts = urlsplit(bare)
    text = without_passwords(str(error))
    text = text.replace(password, "…") if password else text
    host, role = parts.hostname or "?", parts.username or "?"
    port = parts.port or 5432
    database = parts.path.lstrip("/") or "?"
    found = trouble(text)
    if found not in _SAID:
        return Problem(sentence(text))
    said = QCoreApplication.translate("ServerDialog", _SAID[found]).format(
        role=role,
        database=database,
        host=host,
        port=port,
        which=QCoreApplication.translate("ServerDialog", which),
    )
    return Problem(said, Field.PASSWORD if found in _PASSWORD_TROUBLES else Field.URL)


# ----- the keyring ---------------------------------------------------------------------------------


def _keyring() -> ModuleType | None:
    """The `keyring` package when this computer has a keyring to keep passwords in (not the fail
    backend), else None."""
    try:
        import keyring
        from keyring.backends import fail

        return None if isinstance(keyring.get_keyring(), fail.Keyring) else keyring
    except Exception:
        return None


def saved_password(bare: str) -> str | None:
    """The password kept for a server URL (without its password), or None (none kept, no keyring)."""
    keys = _keyring()
    try:
        return keys.get_password(KEYRING_SERVICE, bare) if keys is not None else None
    except Exception:  # a locked or broken keyring: ask instead
        return None


def _keep_password(url: str) -> str:
    """Keep the password a server URL carries in the keyring, when there is one (a locked or broken
    keyring keeps nothing: it is asked next time); the URL without it."""
    bare, password = split_password(url)
    keys = _keyring()
    if password and keys is not None:
        with suppress(Exception):
            keys.set_password(KEYRING_SERVICE, bare, password)
    return bare


# ----- what the settings remember (never a password) ----------------------------------------------


def station_name(settings: QSettings) -> str:
    """This station's name: the one last used, else the computer's host name."""
    saved = settings.value(STATION_KEY)
    return str(saved) if saved else (socket.gethostname().split(".")[0] or "station")


def recent_servers(settings: QSettings) -> list[str]:
    return recent(settings, RECENT_KEY)


def remember_server(settings: QSettings, url: str, station: str) -> None:
    """Remember a server night (its URL without the password: the password goes to the keyring, when
    there is one) and this station's name."""
    bare = _keep_password(url)
    settings.setValue(URL_KEY, bare)
    settings.setValue(STATION_KEY, station)
    remember(settings, RECENT_KEY, bare)


def remember_projector(settings: QSettings, url: str) -> None:
    """Remember the projector's server night (its URL without the password; the password goes to the
    keyring, when there is one), apart from the judge stations' servers."""
    settings.setValue(PROJECTOR_URL_KEY, _keep_password(url))


# ----- the dialog ----------------------------------------------------------------------------------


class ServerAction(Enum):
    HOST = "host"
    JOIN = "join"
    PROJECTOR = "projector"


Attempt = Callable[[str, str], Problem | None]
"""Host, join or project with the URL (carrying its password) as the station named: None, or why not."""

_INTRO = {
    ServerAction.HOST: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "Copy this night to an empty database on the night server; this window then carries on "
            "there, and the other judge stations join it. Paste the judge URL the organiser's "
            "night-server script printed.",
        )
    ),
    ServerAction.JOIN: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "Open a night on the night server as one of its judge stations. Paste the judge URL the "
            "organiser's night-server script printed.",
        )
    ),
    ServerAction.PROJECTOR: str(
        QT_TRANSLATE_NOOP(
            "ServerDialog",
            "Show the room's projector for a night on the night server on this computer, read-only. "
            "Paste the projector URL the organiser's night-server script printed.",
        )
    ),
}
_TITLE = {
    ServerAction.HOST: str(QT_TRANSLATE_NOOP("ServerDialog", "Host this night on a server")),
    ServerAction.JOIN: str(QT_TRANSLATE_NOOP("ServerDialog", "Join a night on a server")),
    ServerAction.PROJECTOR: str(
        QT_TRANSLATE_NOOP("ServerDialog", "Open the projector for a night on a server")
    ),
}
_BUTTON = {
    ServerAction.HOST: str(QT_TRANSLATE_NOOP("ServerDialog", "&Host the night")),
    ServerAction.JOIN: str(QT_TRANSLATE_NOOP("ServerDialog", "&Join")),
    ServerAction.PROJECTOR: str(QT_TRANSLATE_NOOP("ServerDialog", "&Open the projector")),
}
"""Each dialog's words, in English (translated where shown)."""
_PLACEHOLDER = "postgresql://friday-13_{}:…@192.168.1.10:5432/friday-13"


class ServerDialog(QDialog):
    """Asks for the server URL, its password (from the keyring when kept there) and this station's
    name (not for the projector, which is always the station "projector"); Enter tries, and a refusal
    is shown inline, naming what to check, with the dialog still open. `attempt` does the work (and
    remembers the server once it worked)."""

    def __init__(
        self,
        action: ServerAction,
        settings: QSettings,
        attempt: Attempt,
        parent: QWidget | None = None,
        *,
        url: str | None = None,
        problem: Problem | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"{action.value}ServerDialog")
        self._action = action
        self._settings = settings
        self._attempt = attempt
        projecting = action is ServerAction.PROJECTOR
        self.setWindowTitle(self.tr(_TITLE[action]))
        intro = QLabel(self.tr(_INTRO[action]))
        intro.setWordWrap(True)
        url_key = PROJECTOR_URL_KEY if projecting else URL_KEY
        self.url = QLineEdit(url if url is not None else str(settings.value(url_key, "") or ""))
        self.url.setPlaceholderText(_PLACEHOLDER.format("projector" if projecting else "judge"))
        self.url.setMinimumWidth(460)
        self.url.editingFinished.connect(self._fill_password)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("in the URL, or type it here"))
        self.station = QLineEdit(PROJECTOR_STATION if projecting else station_name(settings))
        self.station.setToolTip(
            self.tr("Recorded with each of this station's actions; other stations see it")
        )
        form = QFormLayout()
        fields = [(self.tr("Server &URL:"), self.url), (self.tr("&Password:"), self.password)]
        if not projecting:  # the projector records nothing: it needs no station name
            fields.append((self.tr("&Station name:"), self.station))
        for text, field in fields:
            form.addRow(text, field)  # the label is the field's buddy
        kept = (
            self.tr("The password is kept in this computer's keyring, never in the app's settings.")
            if _keyring() is not None
            else self.tr("This computer has no keyring: the password is asked each time.")
        )
        self.keyring_note = QLabel(kept)
        self.keyring_note.setWordWrap(True)
        self.keyring_note.setEnabled(False)
        self.problem = QLabel()
        self.problem.setObjectName("serverProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(_ERROR_STYLE)
        self.problem.setVisible(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.addButton(
            self.tr(_BUTTON[action]), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.accepted.connect(self.try_it)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.keyring_note)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.ok_button.setDefault(True)  # Enter in any field tries (once the button is in the dialog)
        self._fill_password()
        if problem:
            self.show_problem(problem)
        (
            self.url if not self.url.text() else self.password if self._asks_password() else self.ok_button
        ).setFocus(Qt.FocusReason.OtherFocusReason)

    def _asks_password(self) -> bool:
        return split_password(self.url.text())[1] is None and not self.password.text()

    def _fill_password(self) -> None:
        """The password kept in the keyring for the URL typed, unless the URL or the judge gives one."""
        bare, in_url = split_password(self.url.text())
        if in_url is None and not self.password.text() and bare:
            kept = saved_password(bare)
            if kept:
                self.password.setText(kept)

    def chosen_url(self) -> str:
        """The URL to connect with, carrying the password from the URL or the password field."""
        bare, in_url = split_password(self.url.text())
        return with_password(bare, in_url or self.password.text() or None)

    def show_problem(self, problem: Problem) -> None:
        """Say why under the fields, the keys in the field to check."""
        self.problem.setText(problem.text)
        self.problem.setVisible(True)
        fields = {Field.URL: self.url, Field.PASSWORD: self.password, Field.STATION: self.station}
        fields[problem.field].setFocus(Qt.FocusReason.OtherFocusReason)

    def try_it(self) -> None:
        """Host or join; stay open saying why when refused."""
        url, station = self.chosen_url(), self.station.text().strip()
        if not is_server_url(url):
            self.show_problem(Problem(self.tr("Type the server's URL: it starts with postgresql://")))
            return
        if not station:
            said = self.tr("Give this station a name (the other stations see it on its actions).")
            self.show_problem(Problem(said, Field.STATION))
            return
        self.problem.setVisible(False)
        problem = self._attempt(url, station)
        if problem is not None:
            self.show_problem(problem)
            return
        self.accept()
