"""Progress of long work (rows imported, recipe items): a rich bar on a terminal, plain
lines elsewhere.

Shared by the bulk importer and the recipe runner so both show the same thing: items done,
rate and time left. CI logs and redirected output get a line every few seconds instead of a
redrawn bar, which would fill a log with control sequences. A total of None means the count
is not known in advance (a streamed input): the rate is shown, the ETA is not.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Protocol


@dataclass(frozen=True)
class Words:
    """How a progress display names its work: `sending 100 rows`, `sent 25/100 rows`."""

    noun: str
    doing: str
    done: str
    empty: str


class Progress(Protocol):
    """What long work reports as it goes; items are counted once finished."""

    def start(self, total: int | None) -> None: ...

    def advance(self, count: int = 1) -> None: ...

    def finish(self) -> None: ...


class NoProgress:
    def start(self, total: int | None) -> None:
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
        words: Words,
        interval: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._stream = stream
        self._words = words
        self._interval = interval
        self._clock = clock
        self._total: int | None = 0
        self._done = 0
        self._started = 0.0
        self._last = 0.0

    def start(self, total: int | None) -> None:
        self._total, self._done = total, 0
        self._started = self._last = self._clock()
        words = self._words
        if total is None:
            self._stream.write(f"{words.doing} {words.noun} (count not known in advance)\n")
        else:
            self._stream.write(f"{words.doing} {total} {words.noun}\n" if total else words.empty)
            if not total:
                self._stream.write("\n")
        self._stream.flush()

    def advance(self, count: int = 1) -> None:
        self._done += count
        now = self._clock()
        if now - self._last >= self._interval:
            self._last = now
            self._line(now)

    def finish(self) -> None:
        if self._total is None or self._total:
            self._line(self._clock())

    def _line(self, now: float) -> None:
        elapsed = max(now - self._started, 1e-9)
        rate = self._done / elapsed
        noun = self._words.noun
        if self._total is None:
            done, eta = f"{self._done}", ""
        else:
            left = self._total - self._done
            done = f"{self._done}/{self._total}"
            eta = f", ETA {left / rate:.0f} s" if rate > 0 and left > 0 else ""
        self._stream.write(f"{self._words.done} {done} {noun}, {rate:.0f} {noun}/s{eta}\n")
        self._stream.flush()


class RichProgress:
    """A bar with items done, items per second and time left, redrawn on a terminal."""

    def __init__(self, stream: IO[str], words: Words) -> None:
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
            TextColumn(words.doing),
            BarColumn(),
            MofNCompleteColumn(),
            TaskProgressColumn(),
            TextColumn("{task.fields[rate]} " + words.noun + "/s"),
            TimeRemainingColumn(),
            console=Console(file=stream),
        )
        self._task = self._bar.add_task(words.doing, total=0, rate="0")
        self._started = 0.0

    def start(self, total: int | None) -> None:
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


def redraws(stream: IO[str]) -> bool:
    """A redrawn bar suits an interactive terminal, unless `CI` is set."""
    interactive = hasattr(stream, "isatty") and stream.isatty()
    return bool(interactive and not os.environ.get("CI"))


def choose(stream: IO[str], words: Words) -> Progress:
    """A rich bar on an interactive terminal, plain lines otherwise (see `redraws`)."""
    return RichProgress(stream, words) if redraws(stream) else PlainProgress(stream, words)
