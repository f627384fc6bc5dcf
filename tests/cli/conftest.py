"""Helpers shared by the CLI tests that drive a command in a subprocess."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import IO

import pytest


class Lines:
    """Read a subprocess's output stream line by line in the background, with timeouts."""

    def __init__(self, stream: IO[str] | None) -> None:
        assert stream is not None, "start the process with stdout/stderr=subprocess.PIPE"
        self.queue: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._pump, args=(stream,), daemon=True).start()

    def _pump(self, stream: IO[str]) -> None:
        for line in stream:
            self.queue.put(line)

    def next(self, timeout: float = 20.0) -> str:
        return self.queue.get(timeout=timeout)


@pytest.fixture
def lines() -> Callable[[IO[str] | None], Lines]:
    """`lines(proc.stdout).next()`: the next output line, or queue.Empty after a timeout."""
    return Lines
