"""Findings on realistic trees: the same v1 line repeated in a file is its own row, and a
table of thousands of findings scrolls, filters and marks without a crash.

The trees come from `realistic_tree` (several languages, the same request repeated for a
retry in one file), the shape of code that made the first version of this table fail.
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

import pytest
from realistic_tree import build_tree
from textual.widgets import Input
from tui_support import offline_app, screen_text, settle

from callbridge.scanner import scan
from callbridge.tui.state import Mark
from callbridge.tui.widgets.findings import GROUP_PREFIX, FindingsTable

LARGE_MODULES = 148
"""Copies of the four clients: 34 findings each, so just over 5,000 in all."""


@pytest.fixture(scope="module")
def large_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tree(tmp_path_factory.mktemp("large") / "monorepo", modules=LARGE_MODULES)


async def test_a_line_repeated_in_one_file_is_two_rows_marked_one_at_a_time(
    tmp_path: Path,
) -> None:
    root = build_tree(tmp_path / "monorepo")
    expected = scan([root]).findings
    repeats = Counter((f.fingerprint, f.path) for f in expected)
    assert max(repeats.values()) >= 2  # the tree does repeat lines within one file
    app = offline_app(root)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.return_code is None and app.is_running
        table = app.screen.query_one(FindingsTable)
        finding_rows = [r.value for r in table.rows if not r.value.startswith(GROUP_PREFIX)]
        assert len(finding_rows) == len(expected) == len(set(finding_rows))
        (fingerprint, path), _ = repeats.most_common(1)[0]
        first, second = [f for f in app.session.findings if f.fingerprint == fingerprint][:2]
        assert (first.path, second.path) == (path, path) and first.line != second.line

        table.focus()
        table.move_cursor(row=table.get_row_index(app.session.key_of(second)))
        await pilot.press("d")
        assert app.session.mark_of(second) is Mark.DONE
        assert app.session.mark_of(first) is None
        counts = app.session.counts()
        assert (counts.found, counts.done, counts.left) == (len(expected), 1, len(expected) - 1)
        assert f"{len(expected)} found · 1 done · 0 ignored" in screen_text(app)


async def test_five_thousand_findings_scroll_filter_and_mark(large_tree: Path) -> None:
    app = offline_app(large_tree)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        total = len(app.session.findings)
        assert total >= 5000
        table = app.screen.query_one(FindingsTable)
        assert table.shown == total
        started = time.perf_counter()

        await pilot.press("end")
        assert table.cursor_row == table.row_count - 1
        await pilot.press("home", "pagedown", "pagedown")
        assert table.cursor_row > 10

        # filter by rule: only that rule's rows remain, under their headings
        await pilot.press("slash")
        assert isinstance(app.focused, Input)
        await pilot.press(*"v1-status-502")
        await pilot.pause(0.5)  # the table follows once typing stops
        by_rule = [f for f in app.session.findings if f.rule_id == "v1-status-502"]
        assert table.shown == len(by_rule)
        assert f"{len(by_rule)} shown" in screen_text(app)
        await pilot.press("enter")  # back to the table
        assert app.focused is table
        table.move_cursor(row=1)
        await pilot.press("i")
        [(key, ignored)] = [
            (k, f) for k, f in app.session.keyed_findings() if k in app.session.marks
        ]
        assert ignored.rule_id == "v1-status-502"
        assert app.session.marks == {key: Mark.IGNORED}

        # filter by file: every word must match the rule id or the path
        filter_input = app.screen.query_one("#findings-filter", Input)
        filter_input.value = "sales0/calls_client.py acting-user"
        filter_input.focus()
        await pilot.press("enter")
        in_file = [
            f
            for f in app.session.findings
            if f.path == "services/sales0/calls_client.py" and f.rule_id == "acting-user-header"
        ]
        assert table.shown == len(in_file) == 3
        table.move_cursor(row=0)  # the heading marks every shown row of its group
        await pilot.press("d")
        assert all(app.session.mark_of(f) is Mark.DONE for f in in_file)
        assert app.session.counts().done == 3

        filter_input.value = ""
        filter_input.focus()
        await pilot.press("enter")
        assert table.shown == total
        elapsed = time.perf_counter() - started
        assert elapsed < 60, f"scrolling, filtering and marking took {elapsed:.1f} s"


async def test_past_its_row_bound_the_table_shows_the_first_rows_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("callbridge.tui.widgets.findings.MAX_ROWS", 100)
    app = offline_app(build_tree(tmp_path / "monorepo"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        total = len(app.session.findings)
        table = app.screen.query_one(FindingsTable)
        assert (table.shown, table.matched) == (100, total)
        assert f"first 100 of {total} shown: filter (/) for the rest" in screen_text(app)
        assert app.session.counts().found == total  # the session keeps every finding
