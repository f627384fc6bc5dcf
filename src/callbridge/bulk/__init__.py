"""Bulk CSV → contact upsert import (`migrate import`, recipe action `contacts.import_csv`).

A CRM export is read and cleaned with polars, validated against the upsert rules (gap G2),
deduplicated by external id, compared with a SQLite ledger of what earlier runs sent, then
sent with bounded, rate-limit-aware concurrency. Every write carries an idempotency key
derived from the row, so an import can be killed at any moment and run again without
duplicating or losing a row.
"""

from __future__ import annotations

from callbridge.bulk.errors import ImportUsageError, SourceError
from callbridge.bulk.pacing import AdaptiveConcurrency
from callbridge.bulk.plan import Plan
from callbridge.bulk.progress import NoProgress, PlainProgress, Progress, RichProgress
from callbridge.bulk.results import Outcome
from callbridge.bulk.runner import (
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    ClientFactory,
    ImportOptions,
    ImportSummary,
    plan_file,
    run_import,
    run_import_async,
)

__all__ = [
    "EXIT_FAILED",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_USAGE",
    "AdaptiveConcurrency",
    "ClientFactory",
    "ImportOptions",
    "ImportSummary",
    "ImportUsageError",
    "NoProgress",
    "Outcome",
    "PlainProgress",
    "Plan",
    "Progress",
    "RichProgress",
    "SourceError",
    "plan_file",
    "run_import",
    "run_import_async",
]
