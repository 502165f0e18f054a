"""Board sheets: one page per board in large type, for tables that play from paper instead of dice.

A sheet printed with phone invitations is one table's: its board a little smaller, to leave room
under it for its players' QR codes.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.lib.enums import TA_CENTER
from reportlab.platypus import Flowable, Paragraph, Spacer

from boggle_throne.i18n import _
from boggle_throne.printing.board import BoardFlowable
from boggle_throne.printing.fonts import SANS_BOLD
from boggle_throne.printing.invitations import SCAN, InvitationsStrip
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import MUTED, one_per_page, paper_frame_width, style, write_pdf
from boggle_throne.services.documents.printout_views import BoardPrint, BoardSheetsPrintout

_TITLE = style("board-title", 26, font=SANS_BOLD, alignment=TA_CENTER, spaceAfter=4)
_TABLES = style("board-tables", 14, alignment=TA_CENTER, textColor=MUTED)
_NOTE = style("board-note", 9, alignment=TA_CENTER, textColor=MUTED)
_CELL = 118.0
_SIDE_WITH_INVITATIONS = 312.0
"""The board's side on a sheet with invitations, whatever its size, so the codes fit under it."""


def render(printout: BoardSheetsPrintout, out_path: Path, paper: Paper) -> Path:
    width = paper_frame_width(paper)
    story = one_per_page(_sheet(board, width) for board in printout.boards)
    return write_pdf(out_path, paper, printout.heading, _("Board sheet"), story)


def _sheet(board: BoardPrint, width: float) -> list[Flowable]:
    invited = bool(board.invitations)
    side = min(_CELL * len(board.grid), width, _SIDE_WITH_INVITATIONS if invited else width)
    grid = BoardFlowable(board.grid, side / len(board.grid))
    grid.hAlign = "CENTER"
    story: list[Flowable] = [
        Spacer(1, 8 if invited else 18),
        Paragraph(escape(board.title), _TITLE),
        Paragraph(escape(board.tables), _TABLES),
        Spacer(1, 20 if invited else 40),
        grid,
        Spacer(1, 16 if invited else 28),
        Paragraph(
            _("The arrow points to the top of the board. Underlined letters show which way is up."), _NOTE
        ),
        Paragraph(escape(_("Board {notation}").format(notation=board.notation)), _NOTE),
    ]
    if invited:
        story += [
            Spacer(1, 14),
            Paragraph(_(SCAN), _NOTE),
            Spacer(1, 6),
            InvitationsStrip(board.invitations, width),
        ]
    return story
