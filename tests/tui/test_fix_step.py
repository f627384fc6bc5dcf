"""Step 3, Fix: the scanned folder's fixes reviewed per file and per fix, applied, re-scanned."""

from __future__ import annotations

import shutil
from pathlib import Path

from textual.widgets import DataTable
from tui_support import LEGACY_APP, screen_text

from callbridge.fix import plan_fixes
from callbridge.scanner import scan
from callbridge.tui.app import CallbridgeApp
from callbridge.tui.screens.fix import FixScreen


def _app(start: Path) -> CallbridgeApp:
    def no_service(base_url: str | None, api_key: str | None):  # type: ignore[no-untyped-def]
        raise AssertionError("the fix step must not need the service")

    return CallbridgeApp(connection_factory=no_service, start_path=start, environ={})


async def _settle(app: CallbridgeApp, pilot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        await app.workers.wait_for_complete()
        await pilot.pause()


async def test_review_skip_one_file_apply_and_rescan(tmp_path: Path) -> None:
    root = tmp_path / "app"
    shutil.copytree(LEGACY_APP, root)
    plan = plan_fixes(scan([root]))
    changed = [f.path for f in plan.changed]
    assert len(changed) >= 2, "the fixture needs two files with safe fixes"
    before = {path: (root / path).read_bytes() for path in changed}
    app = _app(root)
    async with app.run_test(size=(120, 36)) as pilot:
        await _settle(app, pilot)
        await pilot.press("f8")
        await _settle(app, pilot)
        assert isinstance(app.screen, FixScreen)
        files = app.screen.query_one("#fix-files", DataTable)
        assert files.row_count == len(changed)
        assert f"--- a/{changed[0]}" in screen_text(app)
        files.focus()
        files.move_cursor(row=0)
        await pilot.press("space")  # skip the first file
        await pilot.pause()
        total = plan.count("fix")
        first = sum(1 for item in plan.changed[0].items if item.status == "fix")
        assert f"{total - first} of {total} fixes accepted" in screen_text(app)
        await pilot.press("ctrl+a")
        await _settle(app, pilot)
    skipped_path = plan.changed[0].path
    assert (root / skipped_path).read_bytes() == before[skipped_path]
    for path in changed[1:]:
        assert (root / path).read_bytes() != before[path]
    # the session holds the re-scan: the skipped file's findings are still there, the others not
    assert app.session.scan is not None
    left = {(f.path, f.rule_id) for f in app.session.scan.findings}
    for item in plan.items:
        if item.status == "fix":
            expected = item.finding.path == skipped_path
            assert ((item.finding.path, item.finding.rule_id) in left) == expected, item


async def test_one_fix_can_be_skipped_and_unsafe_fixes_shown(tmp_path: Path) -> None:
    root = tmp_path / "app"
    root.mkdir()
    client = root / "client.py"
    client.write_text(
        'BASE = "https://calls.example.com/api/public/v1"\n'
        'headers = {"x-api-key": KEY}\n'
        "def check(resp):\n"
        '    raise RuntimeError(resp.json()["error"])\n',
        encoding="utf-8",
    )
    app = _app(root)
    async with app.run_test(size=(120, 36)) as pilot:
        await _settle(app, pilot)
        await pilot.press("f8")
        await _settle(app, pilot)
        assert "2 of 2 fixes accepted" in screen_text(app)
        assert "1 unsafe (u shows them)" in screen_text(app)
        await pilot.press("u")
        await _settle(app, pilot)
        assert "3 of 3 fixes accepted" in screen_text(app)
        items = app.screen.query_one("#fix-items", DataTable)
        items.focus()
        items.move_cursor(row=0)  # the base path, first in the file
        await pilot.press("space")
        await pilot.pause()
        assert "2 of 3 fixes accepted" in screen_text(app)
        await pilot.press("ctrl+a")
        await _settle(app, pilot)
    text = client.read_text(encoding="utf-8")
    assert "/api/public/v1" in text  # skipped in review
    assert '"Authorization": f"Bearer {KEY}"' in text
    assert 'resp.json()["error"]["message"]' in text
