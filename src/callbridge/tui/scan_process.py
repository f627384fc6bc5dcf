"""The Scan step's scan, run in a process of its own.

In a thread of the app's process the scanner's walk and classification share the
interpreter lock with the event loop, and the screen stutters (frame gaps of a few hundred
milliseconds on a 10,000-file tree). In a child process the event loop only waits on a
pipe. The child (`python -m callbridge.tui.scan_process ROOT`) sends length-prefixed pickled
frames on its stdout: progress, then the scanner's own `ScanResult` (its types are plain
dataclasses for this reason) or the error's text. Cancelling ends the child at once.

A plain subprocess, not multiprocessing: under Textual the standard streams are replaced,
and multiprocessing's spawn refuses them.
"""

from __future__ import annotations

import pickle
import queue
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from callbridge.scanner import ScanResult

PROGRESS_INTERVAL = 0.1
"""Seconds between progress reports: often enough to look live, rare enough to cost nothing."""
POLL_SECONDS = 0.05
STOP_SECONDS = 2.0
"""How long a cancelled scan process gets to end before it is killed."""
_HEADER = struct.Struct("!I")


class ScanCancelled(Exception):
    """The scan was cancelled (Esc) before it finished."""


class ScanProcessError(Exception):
    """The scan failed in its process; the text is the scanner's own message."""


def _send(out: IO[bytes], kind: str, payload: Any) -> None:
    data = pickle.dumps((kind, payload), protocol=pickle.HIGHEST_PROTOCOL)
    out.write(_HEADER.pack(len(data)) + data)
    out.flush()


def _child(root: str) -> None:
    from callbridge.scanner import scan

    out = sys.stdout.buffer
    last = 0.0

    def progress(done: int, total: int) -> None:
        nonlocal last
        now = time.monotonic()
        if done == total or now - last >= PROGRESS_INTERVAL:
            last = now
            _send(out, "progress", (done, total))

    try:
        result = scan([root], progress=progress)
    except Exception as exc:  # sent back as text: the parent shows it as the step's error
        _send(out, "error", f"{exc}".strip() or type(exc).__name__)
    else:
        _send(out, "done", result)


def _read_frames(stream: IO[bytes], frames: queue.Queue[tuple[str, Any] | None]) -> None:
    """On a thread of its own: frames into the queue, then None at the end of the pipe."""
    try:
        while header := stream.read(_HEADER.size):
            if len(header) < _HEADER.size:
                break
            (size,) = _HEADER.unpack(header)
            frames.put(pickle.loads(stream.read(size)))  # our own child's frames
    finally:
        frames.put(None)


def scan_in_process(
    root: Path,
    *,
    progress: Callable[[int, int], None],
    cancelled: Callable[[], bool],
) -> ScanResult:
    """Scan `root` in a child process; raises ScanCancelled or ScanProcessError."""
    process = subprocess.Popen(
        [sys.executable, "-m", "callbridge.tui.scan_process", str(root)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    frames: queue.Queue[tuple[str, Any] | None] = queue.Queue()
    reader = threading.Thread(target=_read_frames, args=(process.stdout, frames), daemon=True)
    reader.start()
    try:
        while True:
            if cancelled():
                raise ScanCancelled
            try:
                frame = frames.get(timeout=POLL_SECONDS)
            except queue.Empty:
                continue
            if frame is None:
                process.wait(STOP_SECONDS)
                last = process.stderr.read().decode("utf-8", "replace").strip().splitlines()
                why = f": {last[-1]}" if last else ""
                raise ScanProcessError(
                    f"the scan process ended unexpectedly (exit code {process.returncode}){why}"
                )
            kind, payload = frame
            if kind == "progress":
                progress(*payload)
            elif kind == "error":
                raise ScanProcessError(payload)
            else:
                result: ScanResult = payload
                return result
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        process.stdout.close()
        process.stderr.close()


if __name__ == "__main__":
    _child(sys.argv[1])
