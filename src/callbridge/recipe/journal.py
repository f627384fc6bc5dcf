"""The run journal: one JSON line per step or item, masked, so a failed run can be resumed.

The journal is the only state `--resume` needs: the recipe's source and digest, the inputs,
and for every finished step or item its status and outputs.

Items are journaled compactly, so a run of a million items keeps a journal proportional to
them and a resume reads it in seconds: one short line per finished item (`{"s": step,
"i": index, "ok": 1, "r": result}`, no timestamp, the idempotency key left out since it is
derived from run, step and index), and before any item is sent a `started` line that marks
the items up to some index as started (one line per window of items, not per item).

Exactly once: an item is marked started before its request goes out and finished after its
answer came back. A resume skips finished items and sends every other one again with the
same key: the service answers a request it already applied from its receipt instead of
applying it twice. Item lines are flushed at least every `FLUSH_SECONDS`, and always before a
`started` line; a crash may lose the last unflushed finished lines, whose items are then sent
again with their keys, which is safe for the same reason.
"""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from callbridge.recipe.errors import JournalError, file_problem
from callbridge.recipe.masking import Masker

DEFAULT_JOURNAL_DIR = Path(".callbridge") / "runs"
RUN_ID = re.compile(r"^[0-9]{8}T[0-9]{6}Z-[0-9a-f]{6}$")
FLUSH_SECONDS = 0.2
_BARE_ITEM = re.compile(r'\{"s":"(\w+)","i":(\d+),"ok":([01])\}\n')


def new_run_id() -> str:
    import secrets

    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ") + "-" + secrets.token_hex(3)


def journal_path(journal_dir: Path, run_id: str) -> Path:
    if not RUN_ID.fullmatch(run_id):
        raise JournalError(f"{run_id!r} is not a run id (they look like 20250101T120000Z-1a2b3c)")
    return journal_dir / f"{run_id}.jsonl"


class Journal:
    """Appends masked records to `<journal dir>/<run id>.jsonl` (a private 0600 file)."""

    def __init__(self, path: Path, masker: Masker) -> None:
        self.path = path
        self._masker = masker
        self._handle: IO[str] | None = None
        self._started_to: dict[str, int] = {}
        self._flushed = 0.0

    def write(self, record: dict[str, Any], *, masked: bool = False) -> None:
        """Append one record and flush; `masked` says the caller has masked it already."""
        safe = record if masked else self._masker(record)
        line = {"at": datetime.now(UTC).isoformat(timespec="milliseconds"), **safe}
        self._append(json.dumps(line, default=str), flush=True)

    def started(self, step: str, index: int, ahead: int) -> None:
        """Mark item `index` as started before its request is sent.

        Items start in index order, so one line marks a window: every item below `to`
        counts as started. Marking an item that is then never sent is harmless (a resume
        sends it with its key either way); sending one that is not marked is what must
        never happen, hence the flush.
        """
        if index < self._started_to.get(step, 0):
            return
        to = index + max(ahead, 1)
        self._started_to[step] = to
        self._append(json.dumps({"event": "started", "step": step, "to": to}), flush=True)

    def finished(
        self, step: str, index: int, ok: bool, result: Any, keep: bool, error: Any = None
    ) -> None:
        """One short line for a finished item; `result` (written when `keep`) and `error`
        are masked already."""
        record: dict[str, Any] = {"s": step, "i": index, "ok": int(ok)}
        if keep:
            record["r"] = result
        if error is not None:
            record["error"] = error
        now = time.monotonic()
        flush = now - self._flushed >= FLUSH_SECONDS
        self._append(json.dumps(record, separators=(",", ":"), default=str), flush=flush)
        if flush:
            self._flushed = now

    def _append(self, text: str, *, flush: bool) -> None:
        try:
            if self._handle is None:
                self._handle = _open_private(self.path)
            self._handle.write(text + "\n")
            if flush:
                self._handle.flush()
        except OSError as exc:
            raise JournalError(
                f"cannot write the run journal {self.path} ({file_problem(exc)}); "
                "choose another directory with --journal-dir"
            ) from None

    def close(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None


def _open_private(path: Path) -> IO[str]:
    """Journals hold inputs and results: the directory is 0700 and the file 0600.

    A line cut short by a crash is dropped before a resume appends, so it cannot run into
    the next one (its item was not finished, so it is sent again with its key).
    """
    missing = []
    folder = path.parent
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        folder.mkdir(mode=0o700, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    end = size = os.lseek(fd, 0, os.SEEK_END)
    if size and os.pread(fd, 1, size - 1) != b"\n":
        while end > 0:
            start = max(0, end - (1 << 16))
            cut = os.pread(fd, end - start, start).rfind(b"\n")
            if cut >= 0:
                end = start + cut + 1
                break
            end = start
        os.ftruncate(fd, end)
    os.lseek(fd, 0, os.SEEK_END)
    return os.fdopen(fd, "a", encoding="utf-8")


class IndexSet:
    """Item indexes as a bitmap: a million finished items take 125 KB, not a set of ints."""

    def __init__(self) -> None:
        self._bits = bytearray()
        self.count = 0

    def add(self, index: int) -> None:
        byte, bit = divmod(index, 8)
        if byte >= len(self._bits):
            self._bits.extend(bytes(byte - len(self._bits) + 1 + len(self._bits) // 2))
        if not self._bits[byte] & (1 << bit):
            self._bits[byte] |= 1 << bit
            self.count += 1

    def __contains__(self, index: int) -> bool:
        byte, bit = divmod(index, 8)
        return byte < len(self._bits) and bool(self._bits[byte] & (1 << bit))


@dataclass
class StepRecord:
    status: str
    outputs: Any = None
    continued: bool = False

    @property
    def done(self) -> bool:
        """Finished for good: a resume goes past it instead of running it again."""
        return self.status in ("succeeded", "skipped") or self.continued


@dataclass
class JournalState:
    """What a journal says about a run, for resuming it."""

    run_id: str
    recipe_source: str
    recipe_builtin: bool
    recipe_digest: str
    inputs: dict[str, Any]
    secret_inputs: list[str]
    steps: dict[str, StepRecord] = field(default_factory=dict)
    items: dict[str, dict[int, Any]] = field(default_factory=dict)
    finished: dict[str, IndexSet] = field(default_factory=dict)
    started_to: dict[str, int] = field(default_factory=dict)
    status: str = "running"

    def in_flight(self, step: str) -> int:
        """Items marked started but not finished when the run stopped (an upper bound)."""
        done = self.finished.get(step)
        return max(0, self.started_to.get(step, 0) - (done.count if done else 0))


def read_journal(journal_dir: Path, run_id: str) -> JournalState:
    path = journal_path(journal_dir, run_id)
    if not path.is_file():
        raise JournalError(f"no journal for run {run_id} in {journal_dir}")
    state: JournalState | None = None
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise JournalError(f"cannot read the run journal: {file_problem(exc)}") from None
    with handle:
        for number, line in enumerate(handle, start=1):
            # The commonest line, a finished item without a result, is read without json:
            # a resume of a million items reads the journal in about a second.
            bare = _BARE_ITEM.fullmatch(line)
            if bare is not None and state is not None:
                if bare[3] == "1":
                    done = state.finished.get(bare[1])
                    if done is None:
                        done = state.finished[bare[1]] = IndexSet()
                    done.add(int(bare[2]))
                continue
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError:
                if state is not None and not line.endswith("\n"):
                    break  # the last line, cut short by a crash: its item is sent again
                raise JournalError(f"{path}:{number}: not a JSON line") from None
            state = _take(path, number, record, state, run_id)
    if state is None:
        raise JournalError(f"{path} is empty")
    return state


def _take(
    path: Path, number: int, record: dict[str, Any], state: JournalState | None, run_id: str
) -> JournalState:
    """Fold one journal line into the state."""
    step = record.get("s")
    if step is not None and state is not None:  # a finished item, the commonest line
        if record.get("ok"):
            index = int(record["i"])
            done = state.finished.get(step)
            if done is None:
                done = state.finished[step] = IndexSet()
            done.add(index)
            if "r" in record:
                state.items.setdefault(step, {})[index] = record["r"]
        return state
    kind = record.get("event")
    if kind == "run_started":
        recipe = record["recipe"]
        return JournalState(
            run_id=run_id,
            recipe_source=recipe["source"],
            recipe_builtin=bool(recipe.get("builtin")),
            recipe_digest=recipe["digest"],
            inputs=record.get("inputs", {}),
            secret_inputs=record.get("secretInputs", []),
        )
    if state is None:
        raise JournalError(f"{path}:{number}: the journal does not start with run_started")
    if kind == "started":
        state.started_to[record["step"]] = int(record["to"])
    elif kind == "item" and record["status"] == "succeeded" and "result" in record:
        # the one-line-per-event format of earlier versions
        index = int(record["index"])
        state.items.setdefault(record["step"], {})[index] = record.get("result")
        state.finished.setdefault(record["step"], IndexSet()).add(index)
    elif kind == "step":
        state.steps[record["step"]] = StepRecord(
            record["status"], record.get("outputs"), bool(record.get("continued"))
        )
    elif kind == "run_finished":
        state.status = record["status"]
    elif kind == "run_resumed":
        state.status = "running"
    return state
