"""The side games' rules cards as the printouts take them: all of them or one, under the night's
heading. The cards' text lives with the side games' referees (`side.rules_cards`); an unknown game
becomes a `PrintoutError` the organiser can act on.
"""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.printout_views import Heading, PrintoutError
from boggle_throne.services.documents.printouts import heading
from boggle_throne.side.errors import UnknownSideGameError
from boggle_throne.side.rules_cards import RULES_CARDS, RulesCard, rules_card


@dataclass(frozen=True)
class RulesCardsPrintout:
    """The cards to print, in the order the menus list the games."""

    heading: Heading
    cards: tuple[RulesCard, ...]


def rules_cards_printout(service: OpenNight, game: str | None = None) -> RulesCardsPrintout:
    """Every side game's card, or the named game's alone; the night gives the heading only."""
    if game is None:
        cards = tuple(rules_card(game) for game in RULES_CARDS)
    else:
        try:
            cards = (rules_card(game),)
        except UnknownSideGameError as error:
            raise PrintoutError(str(error)) from None
    return RulesCardsPrintout(heading(service), cards)
