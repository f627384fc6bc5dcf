"""`contacts.import_csv`: the bulk CSV importer (`migrate import`) as a recipe step.

The importer keeps its own ledger and derives an idempotency key from each row, so a step
that fails half way is resumed by running it again: rows already sent are skipped, none is
sent twice. It needs an async client (it sends with bounded concurrency), which the runner
receives from whoever opened the connection.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import Field

from callbridge.recipe.actions.registry import ActionContext, Params, RenderedRequest
from callbridge.recipe.errors import ActionFailed


class ImportCsv(Params):
    file: str = Field(description="The CSV file (a CRM export).")
    list_id: int | None = Field(default=None, ge=1, le=2147483647)
    mapping_file: str | None = None
    external_id_column: str | None = None
    phone_column: str | None = None
    owner_id: str | None = None
    default_region: str = "US"
    concurrency: int = Field(default=16, ge=1)
    full_resync: bool = False
    fail_on_invalid: bool = False
    results_dir: str | None = None
    state_dir: str | None = None


def import_request(p: ImportCsv) -> RenderedRequest:
    target = {"file": p.file, "listId": p.list_id, "defaultRegion": p.default_region}
    return RenderedRequest(
        "POST",
        "/contacts",
        {k: v for k, v in target.items() if v is not None},
        note=(
            "one upsert per valid CSV row (then membership when list_id is given); "
            "each row carries its own idempotency key from the import ledger"
        ),
    )


def _path(value: str | None) -> Path | None:
    return None if value is None else Path(value).expanduser()


def import_csv(ctx: ActionContext, p: ImportCsv) -> Any:
    from callbridge.bulk import ImportOptions, ImportUsageError, NoProgress, SourceError, run_import

    if ctx.async_client is None:
        raise ActionFailed("contacts.import_csv needs an async client; this runner has none")
    options = ImportOptions(
        file=Path(p.file).expanduser(),
        list_id=p.list_id,
        mapping_file=_path(p.mapping_file),
        external_id_column=p.external_id_column,
        phone_column=p.phone_column,
        owner_id=p.owner_id,
        default_region=p.default_region,
        concurrency=p.concurrency,
        results_dir=_path(p.results_dir),
        state_dir=_path(p.state_dir) or ctx.state_dir / "imports",
        full_resync=p.full_resync,
        fail_on_invalid=p.fail_on_invalid,
    )
    try:
        summary = run_import(options, ctx.async_client, progress=NoProgress(), handle_signals=False)
    except (ImportUsageError, SourceError) as exc:
        raise ActionFailed(f"cannot import {p.file}: {exc}") from None
    result = summary.as_dict()
    if summary.exit_code != 0:
        counts = ", ".join(f"{k} {v}" for k, v in (result["outcome"] or {}).items() if v)
        where = f"; see {summary.results_dir}" if summary.results_dir else ""
        raise ActionFailed(f"the import of {p.file} did not finish cleanly ({counts}){where}")
    return result
