"""A 10,000-file tree is scanned without freezing the walkthrough, and Esc cancels a scan.

The figures (frame gaps, key round trips) are printed by benchmarks/tui_scan_frames.py;
here only sanity bounds a frozen UI would break by far.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from realistic_tree import build_tree
from scan_frames import measure_scan_frames
from textual import events
from textual.widgets import Input, Static

from callbridge.tui.app import CallbridgeApp

FILES = 10_000
MODULES = 12  # 48 files with findings, the rest without


@pytest.fixture(scope="module")
def huge_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("huge") / "monorepo"
    return build_tree(root, modules=MODULES, filler=FILES - 4 * MODULES)


async def test_the_ui_answers_keys_while_a_10000_file_tree_is_scanned(huge_tree: Path) -> None:
    frames = await measure_scan_frames(huge_tree)
    print(frames.summary())
    assert frames.files == FILES
    assert frames.findings == 34 * MODULES
    assert frames.round_trips, "no key was handled during the scan"
    assert frames.progress_seen > 0, "no progress was shown during the scan"
    assert max(frames.gaps) < 5.0, frames.summary()  # sanity: a frozen loop stalls far longer


async def test_escape_cancels_a_scan_and_keeps_the_previous_findings(
    huge_tree: Path, tmp_path: Path
) -> None:
    small = build_tree(tmp_path / "small", modules=1)
    app = CallbridgeApp(connection_factory=None, start_path=small, environ={})  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await app.workers.wait_for_complete()
            await pilot.pause()
        before = app.session.scan
        assert before is not None and len(before.findings) == 34
        app.screen.query_one("#scan-path", Input).value = str(huge_tree)
        # keys posted as the terminal would: Pilot's press() waits for an idle process
        app.post_message(events.Key("ctrl+o", None))
        summary = app.screen.query_one("#scan-summary", Static)
        for _ in range(400):  # Esc as soon as the scan says it can be cancelled
            if "Esc cancels" in str(summary.render()):
                break
            await asyncio.sleep(0.005)
        assert "Esc cancels" in str(summary.render())
        app.post_message(events.Key("escape", None))
        for _ in range(100):
            if not app.screen.workers_running():
                break
            await asyncio.sleep(0.05)
        await pilot.pause()
        assert app.session.scan is before  # the cancelled scan left nothing behind
        assert "Scan cancelled" in str(app.screen.query_one("#scan-summary", Static).render())
        assert not app.screen.query_one("#scan-progress").display
