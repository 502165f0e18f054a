"""PDF printouts with reportlab, fed plain data by the services
(`boggle_throne.services.documents.printout_views`).

The choices (`DocumentKind`, `Paper`) load no reportlab, so the command line and the judges' window
start fast; `boggle_throne.printing.documents.make_document` writes a document.
"""

from __future__ import annotations

from boggle_throne.printing.kinds import DocumentKind, Paper
from boggle_throne.services.documents.printout_views import PrintoutError

__all__ = ["DocumentKind", "Paper", "PrintoutError"]
