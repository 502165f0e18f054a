"""Fixtures of the phone server's tests: a served night and an HTTP client."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from boggle_throne.night import phone_rules
from boggle_throne.phones.limits import Limits
from tests.phones.phone_night import PhoneNight


@pytest.fixture
def serve_night(tmp_path: Path) -> Iterator[Callable[..., PhoneNight]]:
    """Serve a new night (with the given `Limits`); every night served is closed after the test."""
    served: list[PhoneNight] = []

    def serve(limits: Limits | None = None) -> PhoneNight:
        served.append(PhoneNight(tmp_path / f"night-{len(served)}.throne", limits))
        return served[-1]

    yield serve
    for night in served:
        night.close()


@pytest.fixture
def phone_night(serve_night: Callable[..., PhoneNight]) -> PhoneNight:
    """A night with round 1 table 1's first game started, served with the usual limits."""
    return serve_night()


@pytest.fixture
def client() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=10.0) as client:
        yield client


@pytest.fixture
def grace(monkeypatch: pytest.MonkeyPatch) -> Callable[[float], None]:
    """Set the lists' grace after time-up to so many seconds."""

    def set_grace(seconds: float) -> None:
        monkeypatch.setattr(phone_rules, "PHONE_GRACE", timedelta(seconds=seconds))

    return set_grace
