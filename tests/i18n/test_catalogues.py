"""The catalogues: Dutch covers the messages, keeps every placeholder, holds every message of the code,
and the built files the app loads are built from them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from tests.i18n.pseudo import translations_script

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
COVERAGE = 0.95
script = translations_script()


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def qt_messages(code: str) -> list[tuple[str, str, str | None]]:
    """(context, source, translation or None) of each message of the .ts."""
    found = []
    for context in ET.parse(script.ts_file(code)).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            done = translation is not None and translation.get("type") is None and bool(translation.text)
            found.append(
                (
                    context.findtext("name") or "",
                    message.findtext("source") or "",
                    translation.text if done else None,
                )
            )  # type: ignore[union-attr]
    return found


def po_messages(code: str) -> list[tuple[tuple[str, ...], tuple[str, ...] | None]]:
    """(English forms, translated forms or None) of each message of the .po."""
    found = []
    for message in script.read_catalogue(script.po_file(code), code):
        if not message.id:
            continue
        ids = (message.id,) if isinstance(message.id, str) else tuple(message.id)
        strings = (message.string,) if isinstance(message.string, str) else tuple(message.string)
        done = all(strings) and not message.fuzzy
        found.append((ids, strings if done else None))
    return found


def test_dutch_covers_the_windows_messages() -> None:
    messages = qt_messages("nl")
    missing = [f"{context}: {source!r}" for context, source, dutch in messages if dutch is None]
    covered = 1 - len(missing) / len(messages)
    assert covered >= COVERAGE, f"{covered:.1%} of {len(messages)} translated; not yet:\n" + "\n".join(
        missing
    )


def test_dutch_covers_the_messages_below_the_window() -> None:
    messages = po_messages("nl")
    missing = [repr(ids[0]) for ids, dutch in messages if dutch is None]
    covered = 1 - len(missing) / len(messages)
    assert covered >= COVERAGE, f"{covered:.1%} of {len(messages)} translated; not yet:\n" + "\n".join(
        missing
    )


def test_every_translation_keeps_the_placeholders() -> None:
    wrong = [
        f"{context}: {source!r} → {dutch!r}"
        for context, source, dutch in qt_messages("nl")
        if dutch is not None and placeholders(dutch) != placeholders(source)
    ]
    for ids, dutch in po_messages("nl"):
        if dutch is None:
            continue
        english = ids if len(ids) == len(dutch) else (ids[-1],) * len(dutch)
        wrong += [
            f"{ids[0]!r} → {form!r}"
            for source, form in zip(english, dutch, strict=True)
            if placeholders(form) != placeholders(source)
        ]
    assert wrong == []


def test_every_message_of_the_code_is_in_the_catalogues() -> None:
    assert list(script.missing_messages()) == []


def test_the_built_catalogues_are_built_from_the_committed_ones() -> None:
    assert list(script.stale_built_files()) == []


def test_the_build_is_the_same_every_time(tmp_path) -> None:  # type: ignore[no-untyped-def]
    first = {
        path.relative_to(tmp_path / "a"): path.read_bytes() for path in script.build(target=tmp_path / "a")
    }
    second = {
        path.relative_to(tmp_path / "b"): path.read_bytes() for path in script.build(target=tmp_path / "b")
    }
    assert first and first == second
