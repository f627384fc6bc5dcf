"""Streaming inputs of `for_each`: items read a page at a time, never all held in memory.

A recipe over a 1,000,000-row file or every contact of a large list must not hold the
whole input, so an `ItemSource` is opened as an iterator: a file is read line by line, the
service a page at a time. Bounds: a JSON line up to `MAX_LINE_BYTES`, a CSV field up to the
`csv` module's 131,072 characters; the service's pages follow its own cursors.

Items are numbered by their position in the source, which is what their idempotency keys
carry; a resumed run reads the source again from the start and skips what finished, so
it must yield the same items in the same order (an unchanged file, an unchanged list).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from callbridge.recipe.errors import RecipeError, file_problem
from callbridge.recipe.schema import ItemSource

if TYPE_CHECKING:
    from callbridge.api import Client

MAX_LINE_BYTES = 1 << 20
JSON_LINES = (".jsonl", ".ndjson")
_COUNT_CHUNK = 1 << 20


@dataclass(frozen=True)
class Stream:
    """An opened source: how to read it, and how many items it holds when that is cheap."""

    label: str
    read: Callable[[], Iterator[Any]]
    count: int | None = None
    estimate: bool = False

    def describe(self) -> str:
        if self.count is None:
            return f"{self.label} (count unknown until read)"
        about = "about " if self.estimate else ""
        return f"{self.label} ({about}{self.count} items)"


Evaluate = Callable[[Any, str], Any]


def open_stream(source: ItemSource, evaluate: Evaluate, client: Client) -> Stream:
    """The stream of a step's `for_each`; `evaluate(raw, field)` renders its expressions."""
    if source.file is not None:
        return _file_stream(Path(str(evaluate(source.file, "for_each.file"))))
    if source.list_contacts is not None:
        list_id = _list_id(evaluate(source.list_contacts, "for_each.list_contacts"))
        return Stream(
            f"contacts of list {list_id}",
            lambda: _wire(client.lists.iter_contacts(list_id, limit=200)),
        )
    assert source.changes is not None
    after = str(evaluate(source.changes, "for_each.changes"))
    return Stream(f"changes after {after}", lambda: _wire(client.changes.iter(after)))


def _list_id(value: Any) -> int:
    try:
        list_id = int(value)
    except (TypeError, ValueError):
        raise RecipeError(f"for_each.list_contacts must be a list id, got {value!r}") from None
    if not 1 <= list_id <= 2147483647:
        raise RecipeError(f"for_each.list_contacts: {list_id} is not a list id (1 to 2147483647)")
    return list_id


def _wire(models: Iterator[Any]) -> Iterator[Any]:
    from callbridge.recipe.actions.wire import to_wire

    for model in models:
        yield to_wire(model)


def _file_stream(path: Path) -> Stream:
    lines = _count_lines(path)
    if path.suffix.lower() in JSON_LINES:
        return Stream(f"lines of {path}", lambda: _json_lines(path), lines, estimate=True)
    # A quoted field may hold a newline, so the row count is an estimate.
    return Stream(f"rows of {path}", lambda: _csv_rows(path), max(lines - 1, 0), estimate=True)


def _count_lines(path: Path) -> int:
    """Newlines in the file (plus a last line without one), read in chunks."""
    count, last = 0, b"\n"
    try:
        with path.open("rb") as handle:
            while chunk := handle.read(_COUNT_CHUNK):
                count += chunk.count(b"\n")
                last = chunk[-1:]
    except OSError as exc:
        raise RecipeError(f"for_each.file: {file_problem(exc)}") from None
    return count + (last != b"\n")


def _open_text(path: Path) -> io.TextIOWrapper:
    try:
        return path.open(encoding="utf-8-sig", newline="")
    except OSError as exc:
        raise RecipeError(f"for_each.file: {file_problem(exc)}") from None


def _json_lines(path: Path) -> Iterator[Any]:
    with _open_text(path) as handle:
        number = 0
        while True:
            number += 1
            try:
                line = handle.readline(MAX_LINE_BYTES + 1)
            except (OSError, UnicodeDecodeError) as exc:
                raise RecipeError(f"{path}:{number}: cannot read ({exc})") from None
            if not line:
                return
            if len(line) > MAX_LINE_BYTES:
                raise RecipeError(f"{path}:{number}: a line is longer than {MAX_LINE_BYTES} bytes")
            if not line.strip():
                continue
            try:
                yield json.loads(line)
            except ValueError as exc:
                raise RecipeError(f"{path}:{number}: not a JSON value ({exc})") from None


def _csv_rows(path: Path) -> Iterator[dict[str, str]]:
    with _open_text(path) as handle:
        reader = csv.reader(handle)
        try:
            header = next(reader, None)
            if not header or any(not name.strip() for name in header):
                raise RecipeError(f"{path}:1: the first row must name every column")
            width = len(header)
            for row in reader:
                if not row:
                    continue
                if len(row) != width:
                    raise RecipeError(
                        f"{path}:{reader.line_num}: {len(row)} fields where the header has {width}"
                    )
                yield dict(zip(header, row, strict=True))
        except (csv.Error, OSError, UnicodeDecodeError) as exc:
            raise RecipeError(f"{path}:{reader.line_num}: cannot read ({exc})") from None
