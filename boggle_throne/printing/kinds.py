"""What an organiser can print, and on which paper: the choices, without loading reportlab."""

from __future__ import annotations

from enum import Enum

from boggle_throne.i18n import N_, _


class DocumentKind(Enum):
    """The documents an organiser can print; the values are the command line's names."""

    SCORE_SHEETS = "score-sheets"
    BOARD_SHEETS = "board-sheets"
    ANSWER_KEYS = "answer-keys"
    BRACKET = "bracket"
    STANDINGS = "standings"
    RESULTS = "results"
    CERTIFICATE = "certificate"
    HOUSE_RULES = "house-rules"
    RULES_CARDS = "rules-cards"

    @property
    def title(self) -> str:
        """The name a menu shows, in the language spoken."""
        return _(_TITLES[self])

    @property
    def per_round(self) -> bool:
        """Whether the document is about one round (and takes a round and tables)."""
        return self not in (
            DocumentKind.BRACKET,
            DocumentKind.CERTIFICATE,
            DocumentKind.HOUSE_RULES,
            DocumentKind.RULES_CARDS,
        )


_TITLES = {
    DocumentKind.SCORE_SHEETS: N_("Score sheets"),
    DocumentKind.BOARD_SHEETS: N_("Board sheets"),
    DocumentKind.ANSWER_KEYS: N_("Judge's answer keys"),
    DocumentKind.BRACKET: N_("Bracket"),
    DocumentKind.STANDINGS: N_("Standings"),
    DocumentKind.RESULTS: N_("Game results"),
    DocumentKind.CERTIFICATE: N_("Certificate of the Throne"),
    DocumentKind.HOUSE_RULES: N_("House rules"),
    DocumentKind.RULES_CARDS: N_("Side games' rules cards"),
}


class Paper(Enum):
    """The paper sizes an organiser prints on."""

    A4 = "a4"
    LETTER = "letter"
