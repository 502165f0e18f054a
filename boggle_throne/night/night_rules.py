"""The handlers of the commands on the night as a whole: its creation and settings, its players,
seating, the house lists, the crown, where the projector points, and undo and redo. Each checks the
command before changing the night."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from boggle_throne.engine.wordlist import typed_word
from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.commands.base import Names
from boggle_throne.night.errors import ActionRefusedError, BuiltUponError, SettingsLockedError
from boggle_throne.night.formats import format_for
from boggle_throne.night.handlers import handles
from boggle_throne.night.settings import check_setting_keys, settings_from_payload
from boggle_throne.tournament.players import Roster

if TYPE_CHECKING:
    from boggle_throne.night.state import Logged, Night

UNLOCKED_SETTINGS = frozenset({"name", "date", "timer_seconds", "countdown_seconds", "phone_checks"})
"""What can still change once play has started: nothing a game's result depends on."""


@handles(c.CreateNight)
def _create(night: Night, command: c.CreateNight, _at: datetime) -> None:
    if night.settings is not None:
        raise ActionRefusedError(_("the tournament has already been created"))
    dictionary = night.open_dictionary(command.settings)
    if command.carried_roster is not None:
        night.roster = Roster(command.carried_roster)
    if command.carried_throne is not None:
        night.throne = command.carried_throne
    night.settings, night.dictionary = command.settings, dictionary
    night.format = format_for(command.settings.format_kind, night)


@handles(c.ChangeSettings)
def _settings(night: Night, command: c.ChangeSettings, _at: datetime) -> None:
    current = night.require_settings()
    changes = command.changes
    if night.settings_lock is not None and not set(changes) <= UNLOCKED_SETTINGS:
        raise SettingsLockedError(
            _(
                "the settings are locked: {reason}; only the night's name and date, the "
                "timer, the countdown and the phones' checks can still change"
            ).format(reason=night.settings_lock)
        )
    if not changes:
        raise ActionRefusedError(_("a settings change names at least one setting"))
    check_setting_keys(changes)
    earlier = current.to_payload()
    if "dictionary" in changes:  # another list: its hash comes with it, or it is looked up by name
        earlier.pop("word_list", None)
    settings = settings_from_payload({**earlier, **changes})
    if (settings.dictionary, settings.word_list) != (current.dictionary, current.word_list):
        night.dictionary = night.open_dictionary(settings)
    night.settings = settings
    if settings.format_kind is not night.format.kind:
        night.format = format_for(settings.format_kind, night)


@handles(c.RegisterPlayer)
def _register(night: Night, command: c.RegisterPlayer, _at: datetime) -> None:
    night.require_settings()
    if command.checked_in:
        night.roster.walk_in(command.name, seed_rank=command.seed_rank)
    else:
        night.roster.register(command.name, seed_rank=command.seed_rank)


@handles(c.CheckIn)
def _check_in(night: Night, command: c.CheckIn, _at: datetime) -> None:
    night.roster.check_in(night.player(command.player).id)


@handles(c.WithdrawPlayer)
def _withdraw_player(night: Night, command: c.WithdrawPlayer, _at: datetime) -> None:
    night.roster.withdraw(night.player(command.player).id)


@handles(c.SetSeedRank)
def _seed_rank(night: Night, command: c.SetSeedRank, _at: datetime) -> None:
    night.roster.set_seed_rank(night.player(command.player).id, command.seed_rank)


@handles(c.RenamePlayer)
def _rename_player(night: Night, command: c.RenamePlayer, _at: datetime) -> None:
    night.roster.rename(night.player(command.player).id, command.name)
    for record in night.games.values():
        record.changed()  # a game is scored under its readers' names: score it again under the new one


@handles(c.ProclaimChampion)
def _proclaim(night: Night, command: c.ProclaimChampion, _at: datetime) -> None:
    settings = night.require_settings()
    if night.settings_lock is not None:
        raise SettingsLockedError(_("the reigning champion is fixed once a round has been seated"))
    player = night.player(command.player)
    night.throne = night.throne.proclaim(
        player.id, replace(settings.occasion, name=f"before {settings.name}")
    )


@handles(c.SeatRound)
def _seat(night: Night, command: c.SeatRound, _at: datetime) -> None:
    night.require_settings()
    night.format.seat(command)


@handles(c.UnseatRound)
def _unseat(night: Night, command: c.UnseatRound, _at: datetime) -> None:
    night.format.unseat(command)


@handles(c.DrawBracket)
def _draw(night: Night, command: c.DrawBracket, _at: datetime) -> None:
    night.require_settings()
    night.format.draw(command)


@handles(c.SetHouseList)
def _set_house_list(night: Night, command: c.SetHouseList, _at: datetime) -> None:
    night.require_settings()
    word = typed_word(command.word)
    night.approved.discard(word)
    night.banned.discard(word)
    if command.listed is c.HouseList.APPROVED:
        night.approved.add(word)
    elif command.listed is c.HouseList.BANNED:
        night.banned.add(word)
    night.house_changed()


@handles(c.Crown)
def _crown(night: Night, _command: c.Crown, _at: datetime) -> None:
    open_games = [key.label for key in night.open_games()]
    if open_games:
        raise ActionRefusedError(_("these games are still open: {games}").format(games=", ".join(open_games)))
    night.format.crown()


@handles(c.PointProjector)
def _point_projector(night: Night, command: c.PointProjector, _at: datetime) -> None:
    night.require_settings()
    night.projector = (command.view, command.followed)


@handles(c.Undo)
def _undo(night: Night, command: c.Undo, _at: datetime) -> None:
    """Refuse to undo an action not in force, or one another action has since built on."""
    target = night.history.in_force(command.target)
    later = night.history.built_on(target)
    if later is not None:
        names = night.names()
        raise BuiltUponError(
            _("{action} cannot be undone: {later} has since built on it").format(
                action=_named(target, names), later=_named(later, names)
            )
        )


@handles(c.Redo)
def _redo(night: Night, command: c.Redo, _at: datetime) -> None:
    night.history.waiting(command.target)


def _named(logged: Logged, names: Names) -> str:
    """An action as a refusal names it: "record word VAT for Arya, R1 T1 G1 (action 57, station Bar-1)"."""
    details = logged.command.describe(names)
    kind = logged.command.KIND.replace("_", " ")
    return _("{action} (action {seq}, station {station})").format(
        action=f"{kind} {details}".strip(), seq=logged.seq, station=logged.station
    )
