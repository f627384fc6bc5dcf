"""Helpers for the import tests: messy files written by the tests, and result files read back."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from callbridge import AsyncClient
from callbridge.bulk import ImportOptions, ImportSummary, run_import_async
from callbridge.bulk.plan import Plan
from callbridge.bulk.runner import plan_file


def write(path: Path, text: str | bytes, encoding: str = "utf-8") -> Path:
    path.write_bytes(text if isinstance(text, bytes) else text.encode(encoding))
    return path


def plan_of(tmp_path: Path, file: Path, **options: Any) -> Plan:
    work = tmp_path / "work"
    work.mkdir(exist_ok=True)
    return plan_file(ImportOptions(file=file, **options), work)


def rows_of(plan: Plan) -> list[dict[str, Any]]:
    """The plan's rows as dicts, payloads decoded, only the columns a user sees."""
    out = []
    for row in plan.rows.select(
        "_row", "externalId", "payload", "code", "error", "action"
    ).iter_rows(named=True):
        row["payload"] = None if row["payload"] is None else json.loads(row["payload"])
        out.append(row)
    return out


def read_results(directory: Path) -> dict[str, list[dict[str, str]]]:
    out: dict[str, list[dict[str, str]]] = {}
    for name in ("success", "errors", "unprocessed"):
        path = directory / f"{name}.csv"
        if path.exists():
            with path.open(encoding="utf-8", newline="") as handle:
                out[name] = list(csv.DictReader(handle))
    return out


def result_rows(directory: Path) -> dict[str, list[int]]:
    """`_row` numbers per result file, sorted."""
    return {
        name: sorted(int(r["_row"]) for r in rows) for name, rows in read_results(directory).items()
    }


async def run(sandbox: Any, key: str, file: Path, tmp_path: Path, **options: Any) -> ImportSummary:
    """One import against the in-process sandbox, with the importer's own retries only."""
    options.setdefault("state_dir", tmp_path / "state")
    options.setdefault("results_dir", tmp_path / "results")

    def factory() -> AsyncClient:
        return AsyncClient(
            key, base_url=sandbox.api_url, transport=sandbox.transport, max_retries=0
        )

    return await run_import_async(ImportOptions(file=file, **options), factory)


def list_members(sandbox: Any, key: str, list_id: int) -> list[dict[str, Any]]:
    """Every contact of a list, read through the v2 API."""
    from callbridge import Client

    with Client(key, base_url=sandbox.api_url, transport=sandbox.sync_transport) as client:
        return [c.model_dump(by_alias=True) for c in client.lists.iter_contacts(list_id, limit=200)]
