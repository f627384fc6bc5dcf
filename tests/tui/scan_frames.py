"""How the walkthrough keeps up while it scans a big tree, measured through Pilot.

Two figures: the event loop's frame gaps (a ticker that asks for 60 frames a second and
records the time between its wake-ups) and key round trips (a key pressed and processed,
screen refreshed). Both run while the Scan step scans in its worker. Used by the test
(with sanity bounds only) and by `benchmarks/tui_scan_frames.py` (the figures).
"""

from __future__ import annotations

import asyncio
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

from textual import events
from textual.widgets import Input, ProgressBar
from tui_support import offline_app

TICK = 1 / 60


@dataclass
class ScanFrames:
    seconds: float = 0.0
    findings: int = 0
    files: int = 0
    gaps: list[float] = field(default_factory=list)
    round_trips: list[float] = field(default_factory=list)
    progress_seen: int = 0

    def summary(self) -> str:
        def stats(values: list[float]) -> str:
            ordered = sorted(values)
            p95 = ordered[int(0.95 * (len(ordered) - 1))] if ordered else 0.0
            median = statistics.median(ordered) if ordered else 0.0
            top = ordered[-1] if ordered else 0.0
            return (
                f"median {median * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, max {top * 1000:.1f} ms"
            )

        return (
            f"{self.files} files, {self.findings} findings in {self.seconds:.2f} s; "
            f"frame gaps ({len(self.gaps)}): {stats(self.gaps)}; "
            f"key round trips ({len(self.round_trips)}): {stats(self.round_trips)}"
        )


async def measure_scan_frames(root: Path, size: tuple[int, int] = (80, 24)) -> ScanFrames:
    app = offline_app(None)
    frames = ScanFrames()
    async with app.run_test(size=size) as pilot:
        await pilot.press("f3")
        await pilot.pause()
        app.screen.query_one("#scan-path", Input).value = str(root)
        bar = app.screen.query_one(ProgressBar)
        stop = asyncio.Event()

        async def ticker() -> None:
            last = time.perf_counter()
            while not stop.is_set():
                await asyncio.sleep(TICK)
                now = time.perf_counter()
                frames.gaps.append(now - last)
                last = now

        ticking = asyncio.create_task(ticker())
        started = time.perf_counter()
        app.post_message(events.Key("ctrl+o", None))
        # Pilot's own press() waits for the process to go idle, which a scan never is: the
        # key is posted as the terminal driver would, and the round trip ends when the help
        # panel it toggles has come or gone.
        while app.session.scan is None:
            shown = bool(app.screen.query("HelpPanel"))
            before = time.perf_counter()
            app.post_message(events.Key("f1", None))
            while bool(app.screen.query("HelpPanel")) == shown and app.session.scan is None:
                await asyncio.sleep(0.001)
            frames.round_trips.append(time.perf_counter() - before)
            if bar.progress:
                frames.progress_seen += 1
            await asyncio.sleep(TICK)
            if time.perf_counter() - started > 300:
                raise TimeoutError("the scan did not finish in 300 s")
        frames.seconds = time.perf_counter() - started
        # a scan quicker than the sampling above still left its progress on the bar
        frames.progress_seen += int(frames.progress_seen == 0 and bool(bar.progress))
        stop.set()
        await ticking
        frames.findings = len(app.session.findings)
        frames.files = app.session.scan.stats.files_scanned
    return frames
