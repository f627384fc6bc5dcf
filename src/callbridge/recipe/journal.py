"""The run journal: one JSON line per step or item, masked, so a failed run can be resumed.

The journal is the only state `--resume` needs: the recipe's source and digest, the inputs,
and for every finished step or item its status and outputs. Lines are appended and flushed as
work finishes, so a crash loses at most the step that was running, and that step's writes are
repeated with the same idempotency keys, which the service answers from its receipts.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from callbridge._private import open_private
from callbridge.recipe.errors import JournalError, file_problem
from callbridge.recipe.masking import Masker

DEFAULT_JOURNAL_DIR = Path(".callbridge") / "runs"
RUN_ID = re.compile(r"^[0-9]{8}T[0-9]{6}Z-[0-9a-f]{6}$")


def new_run_id() -> str:
    import secrets

    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ") + "-" + secrets.token_hex(3)


def journal_path(journal_dir: Path, run_id: str) -> Path:
    if not RUN_ID.fullmatch(run_id):
        raise JournalError(f"{run_id!r} is not a run id (they look like 20250101T120000Z-1a2b3c)")
    return journal_dir / f"{run_id}.jsonl"


class Journal:
    """Appends masked records to `<journal dir>/<run id>.jsonl`."""

    def __init__(self, path: Path, masker: Masker) -> None:
        self.path = path
        self._masker = masker
        self._handle: IO[str] | None = None

    def write(self, record: dict[str, Any], *, masked: bool = False) -> None:
        """Append one record; `masked` says the caller has masked it already."""
        safe = record if masked else self._masker(record)
        line = {"at": datetime.now(UTC).isoformat(timespec="milliseconds"), **safe}
        try:
            if self._handle is None:
                self._handle = open_private(self.path, "a", encoding="utf-8")
            self._handle.write(json.dumps(line, default=str) + "\n")
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
    status: str = "running"


def read_journal(journal_dir: Path, run_id: str) -> JournalState:
    path = journal_path(journal_dir, run_id)
    if not path.is_file():
        raise JournalError(f"no journal for run {run_id} in {journal_dir}")
    state: JournalState | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            raise JournalError(f"{path}:{number}: not a JSON line") from None
        kind = record.get("event")
        if kind == "run_started":
            recipe = record["recipe"]
            state = JournalState(
                run_id=run_id,
                recipe_source=recipe["source"],
                recipe_builtin=bool(recipe.get("builtin")),
                recipe_digest=recipe["digest"],
                inputs=record.get("inputs", {}),
                secret_inputs=record.get("secretInputs", []),
            )
        elif state is None:
            raise JournalError(f"{path}:{number}: the journal does not start with run_started")
        elif kind == "item" and record["status"] == "succeeded" and "result" in record:
            state.items.setdefault(record["step"], {})[int(record["index"])] = record.get("result")
        elif kind == "step":
            state.steps[record["step"]] = StepRecord(
                record["status"], record.get("outputs"), bool(record.get("continued"))
            )
        elif kind == "run_finished":
            state.status = record["status"]
        elif kind == "run_resumed":
            state.status = "running"
    if state is None:
        raise JournalError(f"{path} is empty")
    return state
