"""Step 6, Report, and what every step shares: navigation, the palette, F1 help."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import HelpPanel, Input, Markdown
from tui_support import LEGACY_APP, offline_app, settle

from callbridge.scanner import scan
from callbridge.tui.screens.report import ReportScreen
from callbridge.tui.screens.scan import ScanScreen
from callbridge.tui.state import Mark
from callbridge.tui.steps import STEPS
from callbridge.tui.widgets.findings import FindingsTable


async def test_the_report_lists_what_is_left_and_what_was_done(tmp_path: Path) -> None:
    findings = scan([LEGACY_APP]).findings
    app = offline_app(LEGACY_APP)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        done, ignored = findings[0], findings[1]
        app.session.mark(done, Mark.DONE)
        app.session.mark(ignored, Mark.IGNORED)
        await pilot.press("f7")
        await settle(pilot)
        assert isinstance(app.screen, ReportScreen)
        field = app.screen.query_one("#report-path", Input)
        field.value = "out/report.md"
        await pilot.press("ctrl+o")
        await settle(pilot)

    report = (tmp_path / "out" / "report.md").read_text()
    assert report.startswith("# v1 → v2 migration report: legacy_app")
    left = len(findings) - 2
    assert f"{left} place(s) still talk v1" in report
    assert f"{len(findings)} found, 1 done, 1 ignored, {left} left" in report
    assert f"done: `{done.path}:{done.line}` `{done.rule_id}`" in report
    assert f"ignored: `{ignored.path}:{ignored.line}` `{ignored.rule_id}`" in report
    assert f"- [ ] `{done.path}:{done.line}:{done.column}`" not in report
    for finding in findings[2:]:
        assert f"- [ ] `{finding.path}:{finding.line}:{finding.column}`" in report
    assert "- [ ] Acting-user headers removed" in report


async def test_the_report_asks_for_a_scan_first() -> None:
    app = offline_app(start=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f7")
        await settle(pilot)
        preview = app.screen.query_one(Markdown)
        assert "scan a folder first" in preview.source


async def test_function_keys_move_between_every_step() -> None:
    app = offline_app(start=None)
    async with app.run_test(size=(80, 24)) as pilot:
        for item in STEPS:
            await pilot.press(item.key)
            await pilot.pause()
            assert app.current_mode == item.id
            assert app.screen.STEP_ID == item.id


async def test_the_palette_offers_the_current_steps_actions() -> None:
    app = offline_app(LEGACY_APP)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ScanScreen)
        [(_, finding)], _ = app.screen.query_one(FindingsTable).current()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Ignore")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert app.session.mark_of(finding) is Mark.IGNORED


async def test_f1_shows_help_for_the_focused_widget() -> None:
    app = offline_app(LEGACY_APP)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.focused, FindingsTable)
        await pilot.press("f1")
        await pilot.pause()
        panel = app.screen.query_one(HelpPanel)
        assert "One row per v1 habit" in panel.query_one(Markdown).source
        await pilot.press("f1")
        await pilot.pause()
        assert not app.screen.query(HelpPanel)


async def test_f1_on_a_field_without_help_of_its_own_explains_the_step() -> None:
    app = offline_app(start=None)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.focused, Input)
        await pilot.press("f1")
        await pilot.pause()
        source = app.screen.query_one(HelpPanel).query_one(Markdown).source
        assert "## Connect" in source and "never shown again" in source
