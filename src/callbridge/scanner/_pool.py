"""Worker processes for the prefilter and classification, started fresh (never forked)
and fed over pipes.

Each worker is a new interpreter running `_prefilter` in isolated mode without `site`
(`python -I -S`): until it keeps a file it imports only the standard library, so it is
ready in about the time the interpreter takes to start (a `multiprocessing` pool takes
several times that), and it behaves the same on every platform and under a threaded host
such as the TUI. With the first file it keeps it loads the classifier (the rest of the
scanner, and the parent's rules, pickled), and from then on classifies the files it keeps
where it read them. Work goes out in chunks of files and comes back as plain tuples
(marshal), a classified file's outcome pickled; one thread per worker keeps a few chunks
in flight, so the worker never waits for this process's walk or classification. A worker
that fails (it cannot start, it dies) only costs speed: its chunks come back unprocessed
and the caller does them itself.
"""

from __future__ import annotations

import contextlib
import importlib.util
import marshal
import queue
import subprocess
import sys
import threading
from collections import deque
from pathlib import Path

from callbridge.scanner import _prefilter
from callbridge.scanner._prefilter import Outcome, Spec
from callbridge.scanner._walker import Candidate

IN_FLIGHT = 3

Chunk = tuple[int, list[Candidate]]
# chunk id, its files, their results (None when the worker could not process the chunk):
# the prefilter's Outcome, or a kept file's FileOutcome pickled by the worker's classifier
Done = tuple[int, list[Candidate], list[Outcome | bytes] | None]
# how a worker builds its classifier: module, function, argument (see `_prefilter.serve`)
ClassifierSpec = tuple[str, str, bytes]


def worker_command() -> list[str] | None:
    """How to start a worker, or None where this interpreter cannot start one.

    The worker imports `_prefilter` as a top-level module from its own folder (appended to
    the path, after the standard library), not through the package, so nothing else of
    callbridge is imported; as a module, not a script, its bytecode is cached. Where
    Hyperscan is installed, the folder that holds it is appended too. The parent's choice
    about writing bytecode is passed on, since `-I` ignores PYTHON* variables.
    """
    module = Path(_prefilter.__file__)
    if not sys.executable or getattr(sys, "frozen", False) or not module.is_file():
        return None  # no interpreter to start (a frozen app, a zipped install)
    # the folder that holds the package, for the classifier a worker loads once it keeps
    # a file (after the standard library, so it cannot shadow it)
    package_root = str(module.parents[2])
    flags = ["-I", "-S"]
    if sys.dont_write_bytecode:
        flags.append("-B")
    if sys.pycache_prefix:
        flags += ["-X", f"pycache_prefix={sys.pycache_prefix}"]
    folders = [str(module.parent)]
    found = importlib.util.find_spec("hyperscan")
    if found is not None and found.submodule_search_locations:
        folders.append(str(Path(next(iter(found.submodule_search_locations))).parent))
    if package_root not in folders:
        folders.append(package_root)
    boot = f"import sys; sys.path += {folders!r}; import _prefilter; _prefilter.main()"
    return [sys.executable, *flags, "-c", boot]


class WorkerPool:
    """`count` worker processes sharing one queue of chunks with the calling thread."""

    def __init__(
        self,
        spec: Spec,
        count: int,
        command: list[str],
        classifier: ClassifierSpec | None = None,
    ) -> None:
        self.todo: queue.SimpleQueue[Chunk | None] = queue.SimpleQueue()
        self.done: queue.SimpleQueue[Done] = queue.SimpleQueue()
        self.closed = False
        header = marshal.dumps(spec) + marshal.dumps(classifier)
        self.procs: list[subprocess.Popen[bytes]] = []
        self.threads: list[threading.Thread] = []
        for _ in range(count):
            try:
                proc = subprocess.Popen(
                    command,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.DEVNULL,
                )
            except OSError:
                break
            self.procs.append(proc)
            thread = threading.Thread(target=self._feed, args=(proc, header), daemon=True)
            thread.start()
            self.threads.append(thread)

    def put(self, chunk: Chunk) -> None:
        self.todo.put(chunk)

    def take(self) -> Chunk | None:
        """A chunk no worker has taken yet, for the caller to process; None when none is left
        (only after `close`)."""
        try:
            chunk = self.todo.get_nowait()
        except queue.Empty:
            return None
        if chunk is None:
            self.todo.put(None)  # leave the end marker for the workers
        return chunk

    def close(self) -> None:
        """No more chunks: workers stop once the queue is empty."""
        if not self.closed:
            self.closed = True
            for _ in self.threads:
                self.todo.put(None)

    def shutdown(self) -> None:
        """Stop the workers without waiting for them: chunks nobody has taken are dropped
        (after an error or an interrupt no one wants them), and each worker's thread sees it
        out and reaps it in the background."""
        self.closed = True
        with contextlib.suppress(queue.Empty):
            while True:
                self.todo.get_nowait()
        for _ in self.threads:
            self.todo.put(None)

    def _feed(self, proc: subprocess.Popen[bytes], header: bytes) -> None:
        assert proc.stdin is not None and proc.stdout is not None
        sent: deque[Chunk] = deque()
        ending = False
        try:
            proc.stdin.write(header)
            while True:
                while not ending and len(sent) < IN_FLIGHT:
                    try:
                        chunk = self.todo.get(block=not sent)
                    except queue.Empty:
                        break
                    if chunk is None:
                        ending = True
                        break
                    sent.append(chunk)  # before writing: a failed write hands it back too
                    marshal.dump(chunk[1], proc.stdin)
                proc.stdin.flush()
                if not sent:
                    break
                outcomes = marshal.load(proc.stdout)
                chunk_id, items = sent.popleft()
                self.done.put((chunk_id, items, outcomes))
            proc.stdin.write(marshal.dumps(None))
            proc.stdin.flush()
        except Exception:
            # Whatever went wrong, the worker is of no more use: hand its chunks back to be
            # redone by the caller, and stop taking new ones.
            for chunk_id, items in sent:
                self.done.put((chunk_id, items, None))
        finally:
            with contextlib.suppress(OSError):
                proc.stdin.close()
            proc.wait()
            proc.stdout.close()
