"""Help ▸ About Boggle Throne: the icon, the version, what it runs on, and the licences it ships under.

The third-party notices are the same Markdown file the bundle ships (resources/licenses/), so what the
judge reads here and what the installed app carries cannot drift apart.
"""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from boggle_throne import __version__
from boggle_throne.engine.resources import resources_dir
from boggle_throne.ui.app import APPLICATION, app_icon

ICON_PIXELS = 96
WHAT_IT_IS = str(
    QT_TRANSLATE_NOOP(
        "AboutDialog",
        "Runs a live Game of Thrones of Boggle night: the judges' tables, the projector, the printouts.",
    )
)
LICENCE = str(
    QT_TRANSLATE_NOOP("AboutDialog", "Free software under the MIT licence, © Boggle Throne contributors.")
)


def notices_markdown() -> str:
    """The third-party notices the app ships, as Markdown."""
    return (resources_dir() / "licenses" / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")


def runs_on() -> str:
    """The versions of Qt, PySide6 and Python this copy runs on, for a bug report."""
    return f"Qt {qVersion()} · PySide6 {PySide6.__version__} · Python {platform.python_version()}"


class AboutDialog(QDialog):
    """The About box: who the app is, then the notices in a scrollable read-only view; Esc or Enter
    closes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About {application}").format(application=APPLICATION))
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(ICON_PIXELS, ICON_PIXELS))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = QLabel(f"<h2>{APPLICATION}</h2>")
        self.version = QLabel(self.tr("Version {version}").format(version=__version__))
        self.version.setObjectName("aboutVersion")
        self.runtime = QLabel(runs_on())
        self.licence = QLabel(self.tr(LICENCE))
        summary = QLabel(self.tr(WHAT_IT_IS))
        summary.setWordWrap(True)
        facts = QVBoxLayout()
        for label in (self.title, self.version, summary, self.runtime, self.licence):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            facts.addWidget(label)
        heading = QHBoxLayout()
        heading.addWidget(icon)
        heading.addLayout(facts, 1)
        self.notices = QTextBrowser()
        self.notices.setObjectName("thirdPartyNotices")
        self.notices.setOpenExternalLinks(True)
        self.notices.setMarkdown(notices_markdown())
        self.notices.setAccessibleName(self.tr("Third-party notices"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addLayout(heading)
        layout.addWidget(QLabel(self.tr("Third-party notices:")))
        layout.addWidget(self.notices, 1)
        layout.addWidget(buttons)
        self.resize(760, 620)
        self.close_button.setFocus()
