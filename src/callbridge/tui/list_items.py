"""A list input as lines of text, and a CSV file as a list of records.

The list editor shows one item per line: text as it is, an object as one line of JSON. A
CSV file with a header row becomes one object per row (empty cells left out), which is
the shape `create-list-then-import` takes for its contacts. Both are bounded: a list input
is meant for a few hundred items, and bigger imports go through `migrate import`.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

MAX_ITEMS = 10_000
"""Items a list input takes from the editor or a CSV file."""
MAX_CSV_BYTES = 5 * 1024 * 1024


class ListItemsError(ValueError):
    """Text or a file that cannot become the list; the message says where."""


def items_to_text(items: list[Any]) -> str:
    return "\n".join(
        item if isinstance(item, str) else json.dumps(item, ensure_ascii=False) for item in items
    )


def text_to_items(text: str) -> list[Any]:
    """One item per non-empty line; a line starting with `{` or `[` is JSON."""
    items: list[Any] = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        if line[0] in "{[":
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ListItemsError(f"line {number}: not valid JSON ({exc.msg})") from None
        else:
            items.append(line)
        if len(items) > MAX_ITEMS:
            raise ListItemsError(f"more than {MAX_ITEMS} items")
    return items


def read_csv_records(path: Path) -> list[dict[str, str]]:
    """The rows of a CSV file with a header row, as objects keyed by the header."""
    try:
        size = path.stat().st_size
        if size > MAX_CSV_BYTES:
            raise ListItemsError(
                f"{path} is {size} bytes; the editor takes up to {MAX_CSV_BYTES} "
                "(use `migrate import` for big files)"
            )
        with path.open(encoding="utf-8-sig", newline="") as handle:
            reader = csv.DictReader(handle)
            if not reader.fieldnames:
                raise ListItemsError(f"{path} has no header row")
            records = []
            for row in reader:
                record = {k.strip(): v.strip() for k, v in row.items() if k and v and v.strip()}
                if record:
                    records.append(record)
                if len(records) > MAX_ITEMS:
                    raise ListItemsError(f"{path} has more than {MAX_ITEMS} rows")
    except OSError as exc:
        raise ListItemsError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, csv.Error) as exc:
        raise ListItemsError(f"{path} is not a UTF-8 CSV file: {exc}") from None
    return records
