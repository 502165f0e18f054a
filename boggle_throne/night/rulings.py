"""Reading a judge's ruling and its reason from text, as game and night documents and the log hold them."""

from __future__ import annotations

from boggle_throne.engine.errors import quoted
from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.i18n import _

_REASONS = {reason.value: reason for reason in InvalidReason} | {
    reason.name.lower(): reason for reason in InvalidReason
}
_REASON_CHOICES = ", ".join(r.value for r in InvalidReason if r is not InvalidReason.BANNED)
"""The reasons a judge gives (the house's ban is the house lists' own)."""


def ruling_named(value: object) -> Ruling:
    """The ruling called `value`; `ValueError` lists the known ones."""
    try:
        return Ruling(value)
    except ValueError:
        choices = ", ".join(r.value for r in Ruling)
        raise ValueError(
            _("{value} is not one of {choices}").format(value=quoted(value), choices=choices)
        ) from None


def reason_named(value: object) -> InvalidReason | None:
    """The reason called `value` (None for none); `ValueError` lists the known ones."""
    if value is None:
        return None
    reason = _REASONS.get(str(value).strip().lower())
    if reason is None:
        raise ValueError(
            _("reason {value} is not one of {choices}").format(value=quoted(value), choices=_REASON_CHOICES)
        )
    return reason


def stated_ruling(ruling: object, reason: object) -> tuple[Ruling, InvalidReason | None]:
    """A ruling and its reason as a document states them; `ValueError` for an unknown one, or for an
    upheld ruling without its reason (a document says why a word is out, as a judge does)."""
    ruled = ruling_named(ruling)
    why = reason_named(reason)
    if ruled is Ruling.UPHELD and why is None:
        raise ValueError(_("an upheld ruling needs a reason: {choices}").format(choices=_REASON_CHOICES))
    return ruled, why
