"""The certificate for the holder of the Throne: a landscape page with a double gold border and a crown."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _
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
    fitting_size,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import CertificatePrintout


def render(printout: CertificatePrintout, out_path: Path, paper: Paper) -> Path:
    return write_pdf(
        out_path,
        paper,
        printout.heading,
        _("Certificate"),
        [CertificatePage(printout)],
        turned=True,
        furniture=False,
    )


def citation(printout: CertificatePrintout) -> str:
    """How the holder won the Throne, in one sentence."""
    final_points = printout.final_points
    if final_points is None:
        if printout.defended:
            return _("successfully defended the Throne")
        if printout.dethroned:
            return _("took the Throne from {name}").format(name=printout.dethroned)
        return _("claimed the Throne")
    points = counted(final_points, "point")
    if printout.defended:
        return _("successfully defended the Throne with {points} in the final").format(points=points)
    if printout.dethroned:
        return _("took the Throne from {name} with {points} in the final").format(
            name=printout.dethroned, points=points
        )
    return _("claimed the Throne with {points} in the final").format(points=points)


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
        title = _("Holder of the Throne")
        canvas.setFont(SERIF_BOLD, fitting_size(title, SERIF_BOLD, 34, width - 120))
        canvas.drawCentredString(middle, height - 140, title)
        canvas.setFillColor(MUTED)
        canvas.setFont(SERIF_ITALIC, 14)
        canvas.drawCentredString(middle, height - 178, _("This certifies that"))
        canvas.setFillColor(INK)
        name = fit_text(canvas, printout.holder, SERIF_BOLD, 44, width - 120)
        canvas.setFont(SERIF_BOLD, 44)
        canvas.drawCentredString(middle, height - 232, name)
        canvas.setStrokeColor(GOLD)
        canvas.setLineWidth(1)
        canvas.line(middle - 170, height - 246, middle + 170, height - 246)
        how = citation(printout)
        canvas.setFont(SERIF_ITALIC, fitting_size(how, SERIF_ITALIC, 15, width - 120))
        canvas.drawCentredString(middle, height - 274, how)
        canvas.setFont(SERIF_BOLD, 15)
        canvas.drawCentredString(middle, height - 300, printout.heading.tournament)
        canvas.setFont(SERIF_ITALIC, 12.5)
        canvas.setFillColor(MUTED)
        canvas.drawCentredString(middle, height - 320, printout.heading.held_on)
        if printout.runner_up:
            canvas.setFont(SANS, 9)
            runner_up = _("Runner-up at the final table: {name}").format(name=printout.runner_up)
            canvas.drawCentredString(middle, height - 342, runner_up)
        for x, label in ((width * 0.25, _("Head judge")), (width * 0.75, _("Organiser"))):
            canvas.setStrokeColor(INK)
            canvas.setLineWidth(0.6)
            canvas.line(x - 95, 62, x + 95, 62)
            canvas.setFillColor(MUTED)
            canvas.setFont(SANS, 8.5)
            canvas.drawCentredString(x, 50, label)
        canvas.setFont(SANS, 7)
        canvas.drawCentredString(middle, 22, PRODUCT)
