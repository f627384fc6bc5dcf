"""`changes.drain`: read the change feed to its current end, following the recovery rules.

The cursor is a decimal string and is never turned into a number (rule 1). It is written to
the cursor file only after every page has been taken in (rule 2). Changes are merged by the
stable resource id, deletes and access revocations marking removals (Events, processing rules).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import Field

from callbridge._private import write_private_text
from callbridge.recipe.actions.registry import ActionContext, Params
from callbridge.recipe.actions.wire import to_wire
from callbridge.recipe.errors import ActionFailed, file_problem

CURSOR = r"^\d{1,19}$"
_REMOVAL = re.compile(r"\.(deleted|access_revoked)$")


class Drain(Params):
    after: str | None = Field(
        default=None,
        pattern=CURSOR,
        description="Start cursor; default: the cursor file's value, else 0.",
    )
    limit: int | None = Field(default=None, ge=1, le=200)
    cursor_file: str | None = Field(
        default=None, description="File holding the cursor between runs; written at the end."
    )
    types: list[str] | None = Field(default=None, description="Keep only these event types.")


def _start(p: Drain) -> str:
    if p.after is not None:
        return p.after
    if p.cursor_file is not None:
        path = Path(p.cursor_file).expanduser()
        if path.exists():
            text = path.read_text(encoding="utf-8").strip()
            if not re.fullmatch(CURSOR, text):
                raise ActionFailed(f"{path} does not hold a change-feed cursor: {text[:40]!r}")
            return text
    return "0"


def drain(ctx: ActionContext, p: Drain) -> Any:
    cursor = start = _start(p)
    seen: set[str] = set()
    changes: list[dict[str, Any]] = []
    while True:
        kwargs: dict[str, Any] = {"after": cursor}
        if p.limit is not None:
            kwargs["limit"] = p.limit
        page = to_wire(ctx.client.changes.list(**kwargs))
        for change in page["data"]:
            if change["eventId"] in seen:
                continue
            seen.add(change["eventId"])
            if p.types is None or change["type"] in p.types:
                changes.append(change)
        cursor = page["nextCursor"]
        if not page["hasMore"]:
            break
    resources: dict[str, dict[str, Any]] = {}
    for change in changes:
        ref = f"{change['resourceType']}/{change['resourceId']}"
        resources[ref] = {
            "resourceType": change["resourceType"],
            "resourceId": change["resourceId"],
            "type": change["type"],
            "sequence": change["sequence"],
            "removed": bool(_REMOVAL.search(change["type"])),
        }
    if p.cursor_file is not None and not ctx.dry_run:
        path = Path(p.cursor_file).expanduser()
        try:
            write_private_text(path, cursor + "\n")
        except OSError as exc:
            raise ActionFailed(
                f"cannot save the cursor {cursor} to {path} ({file_problem(exc)}); "
                "the changes were read, so keep it by hand or run again"
            ) from None
    return {
        "from": start,
        "cursor": cursor,
        "count": len(changes),
        "changes": changes,
        "resources": list(resources.values()),
    }
