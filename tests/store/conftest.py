"""Open store defects: these tests describe the wanted behaviour and are expected to fail until fixed."""

from __future__ import annotations

import pytest

KNOWN_DEFECTS = {
    "test_refused_file_is_left_exactly_as_it_was[other-database-rollback-journal]": "WAL pragma rewrites it",
    "test_refusal_is_one_line_for_an_organiser[garbage-inside-a-page]": "quick_check output pasted whole",
    "test_upgrade_keeps_a_byte_identical_copy_of_the_v1_file[delete]": "WAL pragma runs before the copy",
    "test_v1_copy_includes_actions_still_in_the_write_ahead_log": "the copy skips the -wal file",
    "test_failed_upgrade_leaves_the_file_at_version_1": "DDL is not inside the upgrade transaction",
    "test_unknown_old_schema_version_is_a_store_error": "version 0 raises KeyError",
    "test_newer_schema_version_leaves_the_file_byte_identical[delete]": "WAL pragma runs before the check",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        reason = KNOWN_DEFECTS.get(item.name)
        if reason is not None:
            item.add_marker(pytest.mark.xfail(reason=reason, strict=True))
