"""The plan and the outcome as short text, for the CLI and any other face."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from callbridge.bulk.plan import Plan
    from callbridge.bulk.runner import ImportSummary

_DELIMITER_NAMES = {",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe"}


def plan_lines(plan: Plan) -> list[str]:
    """What will be sent and why, with the column mapping to check before anything is."""
    source = plan.source
    data = plan.summary()
    encoding = source.encoding + (" with BOM" if source.bom else "")
    lines = [
        f"file      {source.path}",
        f"format    {encoding}, {_DELIMITER_NAMES.get(source.delimiter, source.delimiter)}"
        f"-separated, {len(source.columns)} columns",
    ]
    if source.replaced_chars:
        lines.append(
            f"warning   {source.replaced_chars} characters could not be decoded as "
            f"{source.encoding} and were replaced by U+FFFD"
        )
    lines += [f"warning   {text}" for text in plan.warnings]
    lines.append("mapping")
    for name, column in plan.mapping.columns.items():
        how: str = plan.mapping.origins[name]
        if name == "ownerId" and plan.owners_resolved:
            how += "; ids, emails and names resolved to members through GET /users"
        lines.append(f"  {name:<12} <- {column!r} ({how})")
    if plan.default_owner is not None:
        lines.append(
            f"  {'ownerId':<12} <- {plan.default_owner} (--owner-id, only for new contacts whose row names none)"
        )
    unmapped = [c for c in source.columns if c not in plan.mapping.columns.values()]
    if unmapped:
        lines.append(f"  not sent: {', '.join(repr(c) for c in unmapped)}")
    lines += [
        f"rows      {data['rows']}"
        + (f" ({data['blankLines']} blank lines skipped)" if data["blankLines"] else ""),
        f"invalid   {data['invalid']}"
        + (
            " (" + ", ".join(f"{k} {v}" for k, v in data["invalidByCode"].items()) + ")"
            if data["invalidByCode"]
            else ""
        ),
        f"duplicate {data['duplicates']} (an external id repeated further down; the last row wins)",
        f"unchanged {data['unchanged']} (already imported with the same values)",
        f"to send   {data['toSend']}"
        + (
            f" ({data['membershipOnly']} only need list membership)"
            if data["membershipOnly"]
            else ""
        ),
        f"phones    {data['phones']['fastPath']} by the fast path, "
        f"{data['phones']['phonenumbers']} distinct values by phonenumbers",
    ]
    if plan.list_id is not None:
        lines.append(f"list      every upserted contact is added to list {plan.list_id}")
    samples = plan.samples()
    if samples:
        lines.append("sample payloads")
        lines += [f"  {json.dumps(sample, ensure_ascii=False)}" for sample in samples]
    return lines


def outcome_lines(summary: ImportSummary) -> list[str]:
    out = summary.outcome
    if out is None:
        return ["dry run: nothing was sent"]
    lines = [
        f"success     {out.success} (created {out.created}, updated {out.updated}, "
        f"unchanged {out.unchanged})",
        f"errors      {out.errors} (invalid {out.invalid}, duplicates {out.duplicates}, "
        f"refused by the service {out.failed})",
    ]
    if out.unprocessed:
        lines.append(f"unprocessed {out.unprocessed} (run the same command again to continue)")
    if summary.stopped_by:
        lines.append(f"stopped     {summary.stopped_by}")
    if summary.processed:
        lines.append(f"rate        {summary.rows_per_second:.0f} rows/s")
    lines.append(f"results     {summary.results_dir}")
    return lines
