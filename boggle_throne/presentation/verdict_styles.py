"""How each verdict looks wherever it is shown — judges' screens, the projector, printouts: its colour,
its label, and whether it is crossed off. Plain data, so that every layer shows the same colours."""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.engine.scoring import Verdict


@dataclass(frozen=True)
class VerdictStyle:
    label: str
    colour: str
    crossed: bool = False


VERDICT_STYLES: dict[Verdict, VerdictStyle] = {
    Verdict.VALID: VerdictStyle("valid", "#2e9d4a"),
    Verdict.DUPLICATE: VerdictStyle("duplicate", "#8a8f98", crossed=True),
    Verdict.NOT_IN_DICTIONARY: VerdictStyle("not in dictionary", "#e08a00"),
    Verdict.NOT_ON_BOARD: VerdictStyle("not on board", "#d9622b"),
    Verdict.TOO_SHORT: VerdictStyle("too short", "#8a8f98"),
    Verdict.APPROVED: VerdictStyle("approved", "#2b7bd9"),
    Verdict.REJECTED: VerdictStyle("rejected", "#d0343c", crossed=True),
    Verdict.WITHDRAWN: VerdictStyle("withdrawn", "#8a8f98", crossed=True),
}
