"""Progress of the sending stage: a rich bar on a terminal, plain lines elsewhere.

CI logs and redirected output get a line every few seconds instead of a redrawn bar,
which would fill a log with control sequences.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import IO, Protocol


class Progress(Protocol):
    """What the import reports while it sends; rows are counted once finished."""

    def start(self, total: int) -> None: ...

    def advance(self, count: int = 1) -> None: ...

    def finish(self) -> None: ...


class NoProgress:
    def start(self, total: int) -> None:
        pass

    def advance(self, count: int = 1) -> None:
        pass

    def finish(self) -> None:
        pass


class PlainProgress:
    """`sent 1200/5000 rows, 240 rows/s, ETA 16 s` every `interval` seconds."""

    def __init__(
        self,
        stream: IO[str],
        interval: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._stream = stream
        self._interval = interval
        self._clock = clock
        self._total = 0
        self._done = 0
        self._started = 0.0
        self._last = 0.0

    def start(self, total: int) -> None:
        self._total, self._done = total, 0
        self._started = self._last = self._clock()
        self._stream.write(f"sending {total} rows\n" if total else "nothing to send\n")
        self._stream.flush()

    def advance(self, count: int = 1) -> None:
        self._done += count
        now = self._clock()
        if now - self._last >= self._interval:
            self._last = now
            self._line(now)

    def finish(self) -> None:
        if self._total:
            self._line(self._clock())

    def _line(self, now: float) -> None:
        elapsed = max(now - self._started, 1e-9)
        rate = self._done / elapsed
        left = self._total - self._done
        eta = f", ETA {left / rate:.0f} s" if rate > 0 and left > 0 else ""
        self._stream.write(f"sent {self._done}/{self._total} rows, {rate:.0f} rows/s{eta}\n")
        self._stream.flush()


class RichProgress:
    """A bar with rows done, rows per second and time left, redrawn on a terminal."""

    def __init__(self, stream: IO[str], color: bool = True) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TaskProgressColumn,
            TextColumn,
            TimeRemainingColumn,
        )
        from rich.progress import Progress as Bar

        self._bar = Bar(
            TextColumn("sending"),
            BarColumn(),
            MofNCompleteColumn(),
            TaskProgressColumn(),
            TextColumn("{task.fields[rate]} rows/s"),
            TimeRemainingColumn(),
            console=Console(file=stream, no_color=not color),
        )
        self._task = self._bar.add_task("sending", total=0, rate="0")
        self._started = 0.0

    def start(self, total: int) -> None:
        self._started = time.monotonic()
        self._bar.update(self._task, total=total)
        self._bar.start()

    def advance(self, count: int = 1) -> None:
        self._bar.advance(self._task, count)
        task = self._bar.tasks[0]
        elapsed = max(time.monotonic() - self._started, 1e-9)
        self._bar.update(self._task, rate=f"{task.completed / elapsed:.0f}")

    def finish(self) -> None:
        self._bar.stop()


def choose(stream: IO[str], color: bool = True) -> Progress:
    """A rich bar on an interactive terminal, unless `CI` is set; plain lines otherwise.
    `color` False (`--color never`, NO_COLOR) keeps the bar but drops its colours."""
    interactive = hasattr(stream, "isatty") and stream.isatty()
    if interactive and not os.environ.get("CI"):
        return RichProgress(stream, color)
    return PlainProgress(stream)
