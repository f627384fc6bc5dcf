"""Honest failures: an error no step expected ends the app with status 1, one line on the
terminal and a private crash report without secrets; a worker's unexpected error becomes an
error state of its step, and the app goes on."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest
from textual import events
from tui_support import LEGACY_APP, notifications, sandbox_factory, settle

from callbridge.sandbox import DemoSeed, Sandbox
from callbridge.tui.app import CallbridgeApp
from callbridge.tui.screens.scan import ScanScreen

SIGNING_SECRET = "an-odd-shaped-signing-secret-9f8e7d"


async def test_an_exception_in_a_screen_exits_non_zero_with_a_private_crash_report(
    sandbox: Sandbox, demo: DemoSeed, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = demo.personal_key

    def explode(self: ScanScreen, mark: str) -> None:
        raise RuntimeError(f"marking failed with {key} and {SIGNING_SECRET}\nsecond line")

    monkeypatch.setattr(ScanScreen, "action_mark", explode)
    app = CallbridgeApp(
        connection_factory=sandbox_factory(sandbox), start_path=LEGACY_APP, environ={}
    )
    with pytest.raises(RuntimeError, match="marking failed"):
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            app.known_secrets.add(SIGNING_SECRET)  # as a rotated secret would be
            await pilot.press("f2")
            await pilot.pause()
            app.screen.query_one("#api-key").post_message(events.Paste(key))
            await pilot.press("enter")
            await settle(pilot)
            assert app.session.credential is not None
            await pilot.press("f3")
            await pilot.pause()
            await pilot.press("d")
            await pilot.pause()

    assert app.return_code == 1
    report = app.crash_report
    assert report is not None and report.parent == tmp_path / ".callbridge" / "logs"
    assert stat.S_IMODE(report.stat().st_mode) == 0o600
    assert stat.S_IMODE(report.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(report.parent.parent.stat().st_mode) == 0o700
    text = report.read_text()
    assert "Traceback" in text and "RuntimeError: marking failed" in text
    assert "explode" in text  # where it happened
    assert key not in text and key.split(".", 1)[1] not in text
    assert SIGNING_SECRET not in text
    assert "cb_test_" in text  # the key is there, masked
    message = app.crash_message or ""
    assert "\n" not in message
    assert str(report) in message and "RuntimeError: marking failed" in message
    assert key not in message and SIGNING_SECRET not in message


async def test_an_unexpected_worker_error_is_an_error_state_not_a_crash(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def unreadable(path: Path, line: int) -> None:
        raise ValueError("snippet decoder broke")

    monkeypatch.setattr("callbridge.tui.screens.scan.read_snippet", unreadable)
    app = CallbridgeApp(connection_factory=None, start_path=LEGACY_APP, environ={})  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        errors = await notifications(pilot, "error")
        assert any("snippet decoder broke" in note and "Scan failed" in note for note in errors)
        assert "snippet decoder broke" in str(app.screen.query_one("#scan-summary").render())
        assert app.is_running and app.return_code is None
        await pilot.press("down")  # still usable
        await settle(pilot)
        assert app.is_running
