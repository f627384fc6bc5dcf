"""Result files: every input row in exactly one of success, errors or unprocessed.

Where each row goes is decided from the plan and the ledger, not from what this run
happened to send, so a rerun after a crash still accounts for rows finished by the run
that crashed:
- `success.csv`: the upsert of the row's payload is done (and its membership of `--list`);
  rows unchanged since an earlier run are here too, with the contact id the ledger holds.
  `_created` is true when the contact was created by this import (this run or an earlier
  run on the same ledger).
- `errors.csv`: invalid rows (`_stage` validation), rows superseded by a later row with the
  same external id (`_stage` validation, `_code` duplicate_external_id, the winning row
  named in `_error`), and rows the service refused (`_stage` api, with its code, message
  and request id; a refused list membership says so in `_error`).
- `unprocessed.csv`: rows not finished when the import stopped early.
Blank lines are not rows and appear nowhere (`summary.json` counts them).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from callbridge._private import open_private, private_dir, write_private_text
from callbridge.bulk.ledger import Ledger
from callbridge.bulk.plan import ACTION, Plan, join_ledger
from callbridge.bulk.read import ROW, read_batches
from callbridge.bulk.validate import CODE, ERROR, EXTERNAL_ID, HASH

if TYPE_CHECKING:
    import polars as pl

SUCCESS, ERRORS, UNPROCESSED = "success", "errors", "unprocessed"
FILE = "_file"
_SUCCESS_COLUMNS = ("_row", "_contact_id", "_created")
_ERROR_COLUMNS = ("_row", "_stage", "_code", "_error", "_request_id")


@dataclass(frozen=True)
class Outcome:
    """Counts of the result files, by file and by detail.

    `created` and `updated` count successful rows sent in this run (or finished by an
    interrupted run of the same plan); `unchanged` the rows skipped as already done.
    """

    success: int
    errors: int
    unprocessed: int
    created: int
    updated: int
    invalid: int
    duplicates: int
    failed: int
    unchanged: int

    def as_dict(self) -> dict[str, int]:
        return dict(self.__dict__)


def outcomes(plan: Plan, ledger: Ledger, workspace: str) -> pl.DataFrame:
    """`_row, _file, _contact_id, _created, _stage, _code, _error, _request_id` per row."""
    import polars as pl

    rows, upsert_done, member_done = join_ledger(
        plan.rows.select(ROW, EXTERNAL_ID, HASH, CODE, ERROR, ACTION),
        ledger,
        workspace,
        plan.list_id,
        ("payload_hash", "created", "last_code", "last_error", "request_id"),
    )
    sent = pl.col(ACTION).is_in(["upsert", "membership", "unchanged"])
    upsert_failed = (
        (pl.col("u_state") == "failed") & (pl.col("u_payload_hash") == pl.col(HASH))
    ).fill_null(False)
    if plan.list_id is not None:
        member_failed = (pl.col("m_state") == "failed").fill_null(False)
        member_error = pl.format("list membership: {}", pl.col("m_last_error"))
    else:
        member_failed = pl.lit(False)
        rows = rows.with_columns(
            m_last_code=pl.lit(None, pl.String), m_request_id=pl.lit(None, pl.String)
        )
        member_error = pl.lit(None, pl.String)
    ok = sent & upsert_done & member_done
    api_failed = sent & (upsert_failed | (upsert_done & member_failed))
    file = (
        pl.when(~sent)
        .then(pl.lit(ERRORS))
        .when(ok)
        .then(pl.lit(SUCCESS))
        .when(api_failed)
        .then(pl.lit(ERRORS))
        .otherwise(pl.lit(UNPROCESSED))
    )
    stage = pl.when(~sent).then(pl.lit("validation")).when(api_failed).then(pl.lit("api"))

    def pick(validation: pl.Expr, upsert: pl.Expr, member: pl.Expr) -> pl.Expr:
        return (
            pl.when(~sent)
            .then(validation)
            .when(upsert_failed)
            .then(upsert)
            .when(api_failed)
            .then(member)
            .otherwise(None)
        )

    code = pick(pl.col(CODE), pl.col("u_last_code"), pl.col("m_last_code"))
    error = pick(pl.col(ERROR), pl.col("u_last_error"), member_error)
    request = pick(pl.lit(None, pl.String), pl.col("u_request_id"), pl.col("m_request_id"))
    return rows.select(
        ROW,
        file.alias(FILE),
        pl.when(ok).then(pl.col("u_contact_id")).alias("_contact_id"),
        pl.when(ok).then(pl.col("u_created")).alias("_created"),
        stage.alias("_stage"),
        code.alias("_code"),
        error.alias("_error"),
        request.alias("_request_id"),
        pl.col(ACTION),
    )


def count(plan: Plan, rows: pl.DataFrame) -> Outcome:
    import polars as pl

    def n(expr: pl.Expr) -> int:
        return int(rows.select(expr.sum()).item() or 0)

    success = pl.col(FILE) == SUCCESS
    sent = success & (pl.col(ACTION) != "unchanged")
    created = pl.col("_created").fill_null(False)
    return Outcome(
        success=n(success),
        errors=n(pl.col(FILE) == ERRORS),
        unprocessed=n(pl.col(FILE) == UNPROCESSED),
        created=n(sent & created),
        updated=n(sent & ~created),
        invalid=n(pl.col(ACTION) == "invalid"),
        duplicates=n(pl.col(ACTION) == "duplicate"),
        failed=n(pl.col("_stage") == "api"),
        unchanged=n(success & (pl.col(ACTION) == "unchanged")),
    )


def write(
    plan: Plan, rows: pl.DataFrame, directory: Path, batch_rows: int = 200_000
) -> dict[str, Path]:
    """Write the three CSV files (unprocessed only when some row is), with original columns."""
    import polars as pl

    private_dir(directory)
    source = plan.source
    rename = dict(zip(source.data_columns, source.columns, strict=True))
    layouts = {SUCCESS: _SUCCESS_COLUMNS, ERRORS: _ERROR_COLUMNS, UNPROCESSED: ("_row",)}
    present = set(rows.get_column(FILE).unique().to_list())
    wanted = [SUCCESS, ERRORS] + ([UNPROCESSED] if UNPROCESSED in present else [])
    paths = {name: directory / f"{name}.csv" for name in wanted}
    stale = directory / f"{UNPROCESSED}.csv"
    if UNPROCESSED not in wanted and stale.exists():
        stale.unlink()
    placed = rows.select(ROW, FILE, *_SUCCESS_COLUMNS[1:], *_ERROR_COLUMNS[1:])
    handles = {
        name: open_private(paths[name], "w", encoding="utf-8", newline="") for name in wanted
    }
    try:
        for name in wanted:
            header = [*layouts[name], *source.columns]
            handles[name].write(",".join(_quote(h) for h in header) + "\n")
        for batch in read_batches(source, batch_rows):
            joined = batch.join(placed, on=ROW, how="left").rename(rename)
            for name in wanted:
                part = joined.filter(pl.col(FILE) == name)
                if part.is_empty():
                    continue
                part = part.select(*layouts[name], *source.columns).with_columns(
                    pl.col(c).cast(pl.String) for c in layouts[name] if c != ROW
                )
                part = neutralise_formulas(part)
                part.write_csv(handles[name], include_header=False)
    finally:
        for handle in handles.values():
            handle.close()
    return paths


# OWASP "CSV injection": a spreadsheet runs a cell that starts with one of these as a formula
# (`=HYPERLINK(...)`, `=cmd|'/c calc'!A1`, `@SUM(...)`). Such a cell gets a leading `'`, which
# spreadsheets show as text; a plain number (`+14155550101`, `-12.5`) is left alone, since it
# cannot call anything. A tool that needs the raw value drops one leading `'` when the rest
# starts with a trigger; summary.json records the rule under `csvFormulaGuard`.
FORMULA_TRIGGERS = "=+-@\t\r"
FORMULA_GUARD = {"prefix": "'", "triggers": list(FORMULA_TRIGGERS)}
_TRIGGER_RE = "^[=+\\-@\t\r]"
_NUMBER_RE = r"^[+-]?[0-9][0-9 ().,\-]*$"


def neutralise(cell: str) -> str:
    """One cell made inert for spreadsheets (see FORMULA_TRIGGERS)."""
    if cell[:1] and cell[0] in FORMULA_TRIGGERS and not re.match(_NUMBER_RE, cell):
        return "'" + cell
    return cell


def neutralise_formulas(frame: pl.DataFrame) -> pl.DataFrame:
    """Every text cell of `frame` made inert for spreadsheets, in one vectorised pass."""
    import polars as pl

    def guard(column: str) -> pl.Expr:
        cell = pl.col(column)
        risky = cell.str.contains(_TRIGGER_RE) & ~cell.str.contains(_NUMBER_RE)
        return pl.when(risky).then(pl.lit("'") + cell).otherwise(cell).alias(column)

    text = [name for name, dtype in frame.schema.items() if dtype == pl.String]
    return frame.with_columns(guard(name) for name in text) if text else frame


def _quote(name: str) -> str:
    name = neutralise(name)
    if any(ch in name for ch in ',"\r\n'):
        return '"' + name.replace('"', '""') + '"'
    return name


def write_summary(directory: Path, summary: dict[str, Any]) -> Path:
    path = directory / "summary.json"
    summary = {**summary, "csvFormulaGuard": FORMULA_GUARD}
    write_private_text(path, json.dumps(summary, indent=2, default=str) + "\n")
    return path
