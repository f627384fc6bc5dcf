"""Step 2, Scan: a folder chosen with completion, scanned in a worker, findings worked through."""

from __future__ import annotations

import shutil
from pathlib import Path

from textual.widgets import Input, ProgressBar, Static
from tui_support import LEGACY_APP, notifications, offline_app, screen_text, settle

from callbridge.scanner import scan
from callbridge.tui.screens.scan import ScanScreen
from callbridge.tui.state import Mark, occurrence_keys
from callbridge.tui.widgets.findings import GROUP_PREFIX, FindingsTable


async def test_start_path_is_scanned_and_findings_are_grouped_by_workflow() -> None:
    expected = scan([LEGACY_APP]).findings
    app = offline_app(LEGACY_APP)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ScanScreen)
        table = app.screen.query_one(FindingsTable)
        keys = [row.value for row in table.rows]
        workflows = {f.v2_workflow for f in expected}
        assert {k for k in keys if k.startswith(GROUP_PREFIX)} == {
            GROUP_PREFIX + w for w in workflows
        }
        assert {k for k in keys if not k.startswith(GROUP_PREFIX)} == set(occurrence_keys(expected))
        # every finding sits under the heading of its own workflow
        heading = None
        by_key = dict(zip(occurrence_keys(expected), expected, strict=True))
        for key in keys:
            if key.startswith(GROUP_PREFIX):
                heading = key.removeprefix(GROUP_PREFIX)
            else:
                assert by_key[key].v2_workflow == heading
        text = screen_text(app)
        assert f"{len(expected)} found · 0 done · 0 ignored · {len(expected)} left" in text


async def test_the_code_around_a_finding_and_what_to_do_instead_are_shown() -> None:
    app = offline_app(LEGACY_APP)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen.query_one(FindingsTable)
        [(_, finding)], _ = table.current()
        text = screen_text(app)
        source = (LEGACY_APP / finding.path).read_text().splitlines()
        assert source[finding.line - 1].strip() in text
        assert source[finding.line - 2].strip() in text  # context above the line
        assert finding.rule_id in text
        assert "Instead:" in text


async def test_a_folder_typed_with_completion_is_scanned(tmp_path: Path) -> None:
    shutil.copytree(LEGACY_APP, tmp_path / "legacy_app")
    app = offline_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f3")
        await pilot.pause()
        field = app.screen.query_one("#scan-path", Input)
        assert app.focused is field
        await pilot.press("l", "e", "g")
        await pilot.pause()
        await pilot.press("right")  # accept the suggested folder
        assert field.value == "legacy_app/"
        await pilot.press("enter")
        await settle(pilot)
        assert app.session.scan is not None
        assert len(app.session.findings) == len(scan([LEGACY_APP]).findings)


async def test_findings_are_marked_done_or_ignored_for_the_session() -> None:
    app = offline_app(LEGACY_APP)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen.query_one(FindingsTable)
        acting = [f for f in app.session.findings if f.category == "acting-user-header"]
        assert len(acting) == 2
        heading = table.get_row_index(GROUP_PREFIX + acting[0].v2_workflow)
        table.move_cursor(row=heading)
        await pilot.press("d")  # a heading row marks its whole group
        assert all(app.session.mark_of(f) is Mark.DONE for f in acting)
        table.move_cursor(row=table.get_row_index(app.session.key_of(acting[0])))
        await pilot.press("u")
        assert app.session.mark_of(acting[0]) is None
        await pilot.press("i")
        assert app.session.mark_of(acting[0]) is Mark.IGNORED
        counts = app.session.counts()
        assert (counts.done, counts.ignored, counts.left) == (1, 1, counts.found - 2)
        await pilot.press("f2")
        await pilot.pause()
        # marking is the user's word; the checklist waits for a scan that no longer finds it
        assert "[ ] Acting-user headers removed" in screen_text(app)


async def test_a_missing_folder_is_reported_and_the_app_goes_on(tmp_path: Path) -> None:
    app = offline_app(None)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("f3")
        await pilot.pause()
        app.screen.query_one("#scan-path", Input).value = str(tmp_path / "nowhere")
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert app.session.scan is None
        [note] = await notifications(pilot, "error")
        assert "nowhere" in note
        assert "Scan failed" in note
        assert "nowhere" in str(app.screen.query_one("#scan-summary", Static).render())
        assert app.is_running


async def test_keys_in_the_code_around_a_finding_are_masked(tmp_path: Path) -> None:
    key = "cb_live_3f2a9c4e-7b1d-4e8a-9c6f-2d5b8a1e7c30.q8Zr2Lw9Xv4Kp7Nt3Hs6Jd1F"
    shared = "a7F3kQ9zL2mX8vR4tY6wB1nC5"
    project = tmp_path / "app"
    (project / "routes" / "[id]").mkdir(parents=True)  # brackets in a path are no markup
    (project / "routes" / "[id]" / "client.py").write_text(
        f'SHARED_API_KEY = "{shared}"\n'
        'BASE_URL = "https://calls.example.com/api/public/v1"\n'
        f'V2_KEY = "{key}"\n'
    )
    app = offline_app(project)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen.query_one(FindingsTable)
        base_path = next(f for f in app.session.findings if f.category == "v1-base-path")
        table.move_cursor(row=table.get_row_index(app.session.key_of(base_path)))
        await settle(pilot)
        text = screen_text(app)
        assert "client.py:2  routes/[id]/" in text
        assert "api/public/v1" in text  # the finding's own line, with its context around
        assert "SHARED_API_KEY" in text and "V2_KEY" in text
        assert shared not in text and shared[-12:-4] not in text
        assert key not in text and key.split(".")[1][:8] not in text


async def test_a_finished_scan_s_late_progress_still_shows_and_a_cancelled_one_s_does_not() -> None:
    """A busy machine may hand the loop a scan's progress only after the scan ended: the
    report still counts. A cancelled scan's late reports are dropped."""
    app = offline_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f3")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ScanScreen)
        bar = screen.query_one(ProgressBar)
        screen.post_message(ScanScreen.Progress(6, 10, lambda: False))
        await pilot.pause()
        assert bar.progress == 6
        screen.post_message(ScanScreen.Progress(9, 10, lambda: True))
        await pilot.pause()
        assert bar.progress == 6
