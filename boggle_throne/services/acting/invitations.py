"""Players' phone invitations: a short token signed with the night's own secret.

A token names one player and the number of their invitation (`Night.invitation`; the judge raises it
to revoke a lost or shared phone's) and carries an HMAC of both under a secret drawn for this night
and kept in this laptop's data folder, never in the night's log or file: a token cannot be forged,
altered to name another player, or used at another night, and a copy of the night elsewhere cannot
mint them.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import secrets
from contextlib import suppress
from pathlib import Path

from boggle_throne.i18n import _
from boggle_throne.services.errors import ServiceError
from boggle_throne.services.paths import data_dir
from boggle_throne.tournament.players import PlayerId

_TOKEN = re.compile(r"([1-9][0-9]{0,5})-([1-9][0-9]{0,5})-([A-Z2-7]{12})")
_SECRET_BYTES = 32


class InvitationRefusedError(ServiceError):
    """A phone's token that does not admit it: malformed, forged, from another night, or revoked."""


class PhoneKeyError(ServiceError):
    """The night's phone secret cannot be read or kept on this laptop."""


def _mac(secret: bytes, player: int, number: int) -> str:
    digest = hmac.new(secret, f"{player}-{number}".encode(), hashlib.sha256).digest()
    return base64.b32encode(digest).decode()[:12]  # 60 bits: far beyond guessing at a few tries a second


def invitation_token(secret: bytes, player: PlayerId, number: int) -> str:
    """The token of a player's invitation number `number`: `7-1-K3J9X2MQAB4C`."""
    return f"{player}-{number}-{_mac(secret, player, number)}"


def signed_player(secret: bytes, token: str) -> tuple[PlayerId, int]:
    """The player and invitation number a token names, once its signature is checked."""
    match = _TOKEN.fullmatch(token)
    if match is None or not hmac.compare_digest(match[3], _mac(secret, int(match[1]), int(match[2]))):
        raise InvitationRefusedError(_("this is not an invitation of this night"))
    return PlayerId(int(match[1])), int(match[2])


def night_secret(identity: str) -> bytes:
    """The night's phone secret on this laptop, drawn the first time it is asked for."""
    if not re.fullmatch(r"[0-9a-f]{32}", identity):
        raise PhoneKeyError(_("{identity} does not name a night").format(identity=repr(identity)))
    path = data_dir() / "phone-keys" / f"{identity}.key"
    with suppress(FileNotFoundError):
        return _read_secret(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another program on this laptop drew it first
        return _read_secret(path)
    except OSError as error:
        raise PhoneKeyError(
            _("cannot keep the night's phone key in {folder}: {error}").format(
                folder=path.parent, error=error.strerror
            )
        ) from None
    with os.fdopen(descriptor, "w") as file:
        file.write(secrets.token_hex(_SECRET_BYTES))
    return _read_secret(path)


def _read_secret(path: Path) -> bytes:
    try:
        text = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        raise
    except (OSError, UnicodeDecodeError) as error:
        raise PhoneKeyError(
            _("cannot read the night's phone key {path}: {error}").format(path=path, error=error)
        ) from None
    if not re.fullmatch(r"[0-9a-f]{64}", text):
        raise PhoneKeyError(
            _("the night's phone key {path} is damaged; delete it to draw a new one").format(path=path)
        )
    return bytes.fromhex(text)
