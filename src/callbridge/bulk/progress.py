"""Progress of the sending stage, in rows: the shared display (`callbridge.progress`) in the
importer's words."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import IO

from callbridge import progress
from callbridge.progress import NoProgress, Progress

__all__ = ["ROWS", "NoProgress", "PlainProgress", "Progress", "RichProgress", "choose"]

ROWS = progress.Words(noun="rows", doing="sending", done="sent", empty="nothing to send")


class PlainProgress(progress.PlainProgress):
    def __init__(
        self, stream: IO[str], interval: float = 5.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(stream, ROWS, interval, clock)


class RichProgress(progress.RichProgress):
    def __init__(self, stream: IO[str]) -> None:
        super().__init__(stream, ROWS)


def choose(stream: IO[str]) -> Progress:
    return RichProgress(stream) if progress.redraws(stream) else PlainProgress(stream)
