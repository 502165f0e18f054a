"""The certificate for the holder of the Throne: a landscape page with a double gold border and a crown."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from boggle_throne.engine.counts import counted
from boggle_throne.printing.fonts import SANS, SERIF_BOLD, SERIF_ITALIC
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    ACCENT,
    GOLD,
    INK,
    MUTED,
    PRODUCT,
    FullPage,
    draw_crown,
    fit_text,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import CertificatePrintout


def render(printout: CertificatePrintout, out_path: Path, paper: Paper) -> Path:
    return write_pdf(
        out_path,
        paper,
        printout.heading,
        "Certificate",
        [CertificatePage(printout)],
        turned=True,
        furniture=False,
    )


def citation(printout: CertificatePrintout) -> str:
    """How the holder won the Throne, in one sentence."""
    if printout.defended:
        how = "successfully defended the Throne"
    elif printout.dethroned:
        how = f"took the Throne from {printout.dethroned}"
    else:
        how = "claimed the Throne"
    final_points = printout.final_points
    points = f" with {counted(final_points, 'point')} in the final" if final_points is not None else ""
    return f"{how}{points}"


class CertificatePage(FullPage):
    """The whole certificate, drawn to fill the page's frame."""

    def __init__(self, printout: CertificatePrintout) -> None:
        super().__init__()
        self.printout = printout

    def draw(self) -> None:
        canvas: Canvas = self.canv
        printout = self.printout
        width, height = self.width, self.height
        middle = width / 2
        canvas.setStrokeColor(GOLD)
        canvas.setLineWidth(3)
        canvas.rect(0, 0, width, height)
        canvas.setLineWidth(0.8)
        canvas.rect(8, 8, width - 16, height - 16)
        draw_crown(canvas, middle, height - 92, 70)
        canvas.setFillColor(ACCENT)
        canvas.setFont(SERIF_BOLD, 34)
        canvas.drawCentredString(middle, height - 140, "Holder of the Throne")
        canvas.setFillColor(MUTED)
        canvas.setFont(SERIF_ITALIC, 14)
        canvas.drawCentredString(middle, height - 178, "This certifies that")
        canvas.setFillColor(INK)
        name = fit_text(canvas, printout.holder, SERIF_BOLD, 44, width - 120)
        canvas.setFont(SERIF_BOLD, 44)
        canvas.drawCentredString(middle, height - 232, name)
        canvas.setStrokeColor(GOLD)
        canvas.setLineWidth(1)
        canvas.line(middle - 170, height - 246, middle + 170, height - 246)
        canvas.setFont(SERIF_ITALIC, 15)
        canvas.drawCentredString(middle, height - 274, citation(printout))
        canvas.setFont(SERIF_BOLD, 15)
        canvas.drawCentredString(middle, height - 300, printout.heading.tournament)
        canvas.setFont(SERIF_ITALIC, 12.5)
        canvas.setFillColor(MUTED)
        canvas.drawCentredString(middle, height - 320, printout.heading.held_on)
        if printout.runner_up:
            canvas.setFont(SANS, 9)
            canvas.drawCentredString(
                middle, height - 342, f"Runner-up at the final table: {printout.runner_up}"
            )
        for x, label in ((width * 0.25, "Head judge"), (width * 0.75, "Organiser")):
            canvas.setStrokeColor(INK)
            canvas.setLineWidth(0.6)
            canvas.line(x - 95, 62, x + 95, 62)
            canvas.setFillColor(MUTED)
            canvas.setFont(SANS, 8.5)
            canvas.drawCentredString(x, 50, label)
        canvas.setFont(SANS, 7)
        canvas.drawCentredString(middle, 22, PRODUCT)
