"""How each verdict looks wherever it is shown — judges' screens, the projector, printouts: its colour,
its label, and whether it is crossed off. Plain data, so that every layer shows the same colours."""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.engine.scoring import Verdict
from boggle_throne.i18n import N_


@dataclass(frozen=True)
class VerdictStyle:
    label: str
    """The verdict's name in English, marked for the catalogue: shown as `_(style.label)`."""
    colour: str
    crossed: bool = False


VERDICT_STYLES: dict[Verdict, VerdictStyle] = {
    Verdict.VALID: VerdictStyle(N_("valid"), "#2e9d4a"),
    Verdict.DUPLICATE: VerdictStyle(N_("duplicate"), "#8a8f98", crossed=True),
    Verdict.NOT_IN_DICTIONARY: VerdictStyle(N_("not in dictionary"), "#e08a00"),
    Verdict.NOT_ON_BOARD: VerdictStyle(N_("not on board"), "#d9622b"),
    Verdict.TOO_SHORT: VerdictStyle(N_("too short"), "#8a8f98"),
    Verdict.APPROVED: VerdictStyle(N_("approved"), "#2b7bd9"),
    Verdict.REJECTED: VerdictStyle(N_("rejected"), "#d0343c", crossed=True),
    Verdict.WITHDRAWN: VerdictStyle(N_("withdrawn"), "#8a8f98", crossed=True),
}
