"""Writing a printout: gather its plain data from the service, then draw it with reportlab.

The one entry point for the judges' Print dialog and the `print` command::

    from boggle_throne.printing import DocumentKind, Paper
    from boggle_throne.printing.documents import make_document

    make_document(service, DocumentKind.SCORE_SHEETS, Path("round2.pdf"), round_number=2, tables=[1, 3])

`kind` is a `DocumentKind` or its command-line name (`"score-sheets"`, …). `round_number` picks the
round for the round documents (score sheets, board sheets, answer keys, standings, results; the
latest seated round when None); `tables` narrows them to some tables (all tables, and the round's
tie-break games, when None). The bracket, the certificate, the house rules (the night's own rules,
from its settings, for the tables) and the side games' rules cards (one page a game; `game` prints
one game's card alone, by its name, `liars-dice`) cover the whole night and take neither.
`paper` is `Paper.A4` or `Paper.LETTER` (or `"a4"`/`"letter"`). The PDF is written to `out_path`,
which is returned; it is never the tournament file nor any other, and it appears whole or not at all
(`services.outputs`).

Board sheets and answer keys print a game's board as played, or before it starts the board a
generated start will deal. Score sheets and board sheets take `phones`, the phone server's address
(`http://HOST:PORT`), to print each seated player's invitation as a QR code with its URL; the
standings take it to print the room's page (`/room`) the same way.

A document is written in the language spoken (`boggle_throne.i18n`): the printing station's, or
the one a block of `i18n.speaking(code)` names for it; the night's data (names, words, letters, the
list's and the night's names) is printed as it is.

Every request the night cannot satisfy — a round not seated, a table the round does not have, a
certificate before the crowning, an option the kind does not take — raises `PrintoutError` (a
`ThroneError`) with a one-line message for the organiser.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

from boggle_throne.i18n import N_, _
from boggle_throne.printing import (
    answer_keys,
    board_sheets,
    bracket,
    certificate,
    house_rules,
    results,
    rules_cards,
    score_sheets,
    standings,
)
from boggle_throne.printing.kinds import DocumentKind, Paper
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents import printouts
from boggle_throne.services.documents.house_rules import house_rules_printout
from boggle_throne.services.documents.outputs import check_output, replacing
from boggle_throne.services.documents.printout_views import PrintoutError
from boggle_throne.services.documents.rules_cards import rules_cards_printout
from boggle_throne.services.reading.room_view import room_url

_E = TypeVar("_E", bound=Enum)


def make_document(
    service: OpenNight,
    kind: DocumentKind | str,
    out_path: Path,
    *,
    round_number: int | None = None,
    tables: Sequence[int] | None = None,
    paper: Paper | str = Paper.A4,
    phones: str | None = None,
    game: str | None = None,
) -> Path:
    """Write one document of the open tournament as a PDF (see the module's docstring)."""
    kind = _member(DocumentKind, kind, N_("unknown document {value}; choose one of {known}"))
    paper = _member(Paper, paper, N_("unknown paper size {value}; choose one of {known}"))
    if not kind.per_round and (round_number is not None or tables is not None):
        raise PrintoutError(
            _("the {document} covers the whole night; it takes no round or table").format(document=kind.value)
        )
    if phones is not None and kind not in (*INVITING, DocumentKind.STANDINGS):
        raise PrintoutError(
            _(
                "phone invitations are printed on the score sheets and board sheets, and the room's page on "
                "the standings, not on the {document}"
            ).format(document=kind.value)
        )
    if game is not None and kind is not DocumentKind.RULES_CARDS:
        raise PrintoutError(
            _("a side game is chosen for the rules cards, not for the {document}").format(document=kind.value)
        )
    out_path = Path(out_path)
    inputs = [service.files.path] if service.files.path is not None else []
    check_output(out_path, inputs)  # before the work of gathering, and again when writing
    if kind.per_round:
        gather_round, render = _ROUND_DOCUMENTS[kind]
        if kind in INVITING:
            data = gather_round(service, round_number, tables, phones=phones)
        else:
            data = gather_round(service, round_number, tables)
        if kind is DocumentKind.STANDINGS and phones is not None:
            data = replace(data, room_url=room_url(phones))
    elif kind is DocumentKind.RULES_CARDS:
        data, render = rules_cards_printout(service, game), rules_cards.render
    else:
        gather_night, render = _NIGHT_DOCUMENTS[kind]
        data = gather_night(service)
    with replacing(out_path, inputs) as partial:
        render(data, partial, paper)
    return out_path


INVITING = (DocumentKind.SCORE_SHEETS, DocumentKind.BOARD_SHEETS)
"""The documents that can carry the players' phone invitations."""
_Render = Callable[[Any, Path, Paper], Path]
_ROUND_DOCUMENTS: dict[DocumentKind, tuple[Callable[..., Any], _Render]] = {
    DocumentKind.SCORE_SHEETS: (printouts.score_sheets_printout, score_sheets.render),
    DocumentKind.BOARD_SHEETS: (printouts.board_sheets_printout, board_sheets.render),
    DocumentKind.ANSWER_KEYS: (printouts.answer_keys_printout, answer_keys.render),
    DocumentKind.STANDINGS: (printouts.standings_printout, standings.render),
    DocumentKind.RESULTS: (printouts.results_printout, results.render),
}
"""Each round document: what gathers its data from the service (round, tables), and what draws it."""
_NIGHT_DOCUMENTS: dict[DocumentKind, tuple[Callable[..., Any], _Render]] = {
    DocumentKind.BRACKET: (printouts.bracket_printout, bracket.render),
    DocumentKind.CERTIFICATE: (printouts.certificate_printout, certificate.render),
    DocumentKind.HOUSE_RULES: (house_rules_printout, house_rules.render),
}
"""The documents of the whole night: their data comes from the service alone."""


def _member(enum: type[_E], value: _E | str, unknown: str) -> _E:
    """The member of `enum` named `value`, or a refusal saying `unknown` (a message in English)."""
    if isinstance(value, enum):
        return value
    try:
        return enum(value)
    except ValueError:
        known = ", ".join(str(member.value) for member in enum)
        raise PrintoutError(_(unknown).format(value=repr(value), known=known)) from None
