"""The phones of one open night: who a token admits, what their phone shows, and the words they
write and strike, which go into the night's log as the player's own commands.

Every call is made from the thread that owns the night's service (see `phone_desk`), so a station
that also takes phones still has one writer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ListLockedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.invitations import (
    InvitationRefusedError,
    invitation_token,
    night_secret,
    signed_player,
)
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.phone_views import PhoneView
from boggle_throne.services.reading.play_views import SeatView
from boggle_throne.tournament.players import PlayerId

PHONE = "phone"
"""The initiator of a phone's commands, as a change announces it."""

Clock = Callable[[], datetime]


@dataclass(frozen=True)
class Invitation:
    """One seated player's invitation: the URL their QR code holds."""

    player: PlayerId
    name: str
    table: str
    url: str


class Phones:
    """The phone side of `service`'s night, its secret drawn once on this laptop."""

    def __init__(self, service: OpenNight, clock: Clock = lambda: datetime.now(UTC)) -> None:
        self.service = service
        self._secret = night_secret(service.files.identity)
        self._clock = clock

    def admit(self, token: str) -> PlayerId:
        """The player a token admits; `InvitationRefusedError` says why not."""
        player, number = signed_player(self._secret, token)
        in_force = self.service.views.invitation_number(player)
        if in_force is None or number > in_force:
            raise InvitationRefusedError(_("this is not an invitation of this night"))
        if number < in_force:
            raise InvitationRefusedError(
                _("this invitation was replaced by a new one: ask the judge for yours")
            )
        return player

    def signed(self, token: str) -> bool:
        """Whether the token is signed for this night (it may still be replaced: see `admit`). Needs
        only the night's secret, not the night: safe on any thread."""
        try:
            signed_player(self._secret, token)
        except InvitationRefusedError:
            return False
        return True

    def view(self, token: str) -> PhoneView:
        return self.service.views.phone(self.admit(token), self._clock())

    def write(self, token: str, word: str) -> PhoneView:
        """Put a word on the player's list in the game they play now."""
        return self._on_list(c.WriteWord, token, word)

    def strike(self, token: str, word: str) -> PhoneView:
        """Strike a word off the player's list (until their turn to read begins)."""
        return self._on_list(c.StrikeWord, token, word)

    def _on_list(self, kind: type[c.WriteWord | c.StrikeWord], token: str, word: str) -> PhoneView:
        player = self.admit(token)
        key = self.service.views.phone_game(player)
        if key is None:
            raise ListLockedError(_("there is no game in play for you now"))
        self.service.execute(kind(key, player, word), initiator=PHONE)
        return self.service.views.phone(player, self._clock())

    def url(self, base: str, player: PlayerId) -> str:
        """The player's invitation URL on the phone server at `base` (`http://HOST:PORT`)."""
        number = self.service.views.invitation_number(player)
        if number is None:
            raise InvitationRefusedError(_("there is no player number {number}").format(number=player))
        return f"{base.rstrip('/')}/p/{invitation_token(self._secret, player, number)}"

    def invitations(self, base: str, game: GameKey | None = None) -> tuple[Invitation, ...]:
        """The invitations of the players seated in the latest round, by table (or of `game` alone)."""
        view = self.service.views.play(game.round if game is not None else None)
        if game is None:
            return tuple(
                self._invite(base, seat, group.label) for group in view.groups for seat in group.players
            )
        slots = [(slot, group.label) for group in view.groups for slot in group.games]
        for slot, where in [*slots, *((slot, slot.label) for slot in view.tie_breaks)]:
            if slot.key == game:
                return tuple(self._invite(base, seat, where) for seat in slot.players)
        raise InvitationRefusedError(_("{game} is not a game of this night").format(game=game.label))

    def _invite(self, base: str, seat: SeatView, where: str) -> Invitation:
        return Invitation(seat.id, seat.name, where, self.url(base, seat.id))
